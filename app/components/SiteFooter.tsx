import { Link } from "react-router";

export function SiteFooter({
  storeName,
  supportEmail,
  year,
}: {
  storeName: string;
  supportEmail: string;
  year: number;
}) {
  return (
    <footer className="mt-16 border-t border-line bg-white text-sm text-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-base font-bold text-ink">{storeName}</p>
          <p className="mt-2">Fashion and accessories, delivered across India.</p>
          <p className="mt-2">Customized or sale items are non-returnable.</p>
        </div>
        <nav aria-label="Footer">
          <p className="font-semibold text-ink">Help</p>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to="/about" className="inline-block py-1 hover:text-accent">
                About Us
              </Link>
            </li>
            <li>
              <Link to="/terms" className="inline-block py-1 hover:text-accent">
                Terms Condition
              </Link>
            </li>
            <li>
              <Link to="/support" className="inline-block py-1 hover:text-accent">
                Customer Care
              </Link>
            </li>
            <li>
              <Link to="/orders/lookup" className="inline-block py-1 hover:text-accent">
                Track your order
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-ink">Customer Care</p>
          <p className="mt-2">Store time: 10:00 - 8:00 Monday - Saturday</p>
          <p className="mt-1">
            Email:{" "}
            <a href={`mailto:${supportEmail}`} className="font-medium text-ink underline hover:text-accent">
              {supportEmail}
            </a>
          </p>
          <p className="mt-1">Monday – Saturday: 10:00 AM – 8:00 PM | Sunday: Closed</p>
        </div>
      </div>
      <div className="border-t border-line py-4 text-center">
        © {year} {storeName}. All rights reserved.
      </div>
    </footer>
  );
}
