import { displayPhone, telHref, whatsappHref, type StoreContact } from "@rules/store-contact";
import { StoreLink } from "~/components/ui/StoreLink";
import { OPEN_DAYS, OPEN_HOURS, STORE_HOURS } from "@rules/store-hours";
import { latin1Html } from "~/lib/latin1-html";
import { NON_RETURNABLE, SALE_ITEMS_MEANING } from "~/components/static/sale-items";

const FOOTER_LINKS = [
  { to: "/about", label: "About Us" },
  // docs/product.md section 2's label.
  { to: "/terms", label: "Terms Condition" },
  { to: "/support", label: "Customer Care" },
  { to: "/returns", label: "Returns and Refunds" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/orders/lookup", label: "Track your order" },
];

const footerLinkClass = "inline-flex min-h-11 items-center hover:text-accent";

export function SiteFooter({
  storeName,
  supportEmail,
  contact,
  year,
}: {
  storeName: string;
  supportEmail: string;
  /** Absent only on an error page rendered without the root loader's data. */
  contact: StoreContact | undefined;
  year: number;
}) {
  return (
    <footer className="mt-16 border-t border-line bg-white text-sm text-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-base font-bold text-ink">{storeName}</p>
          <p className="mt-2">Fashion and accessories, delivered across India.</p>
          <p className="mt-2">
            {NON_RETURNABLE} {SALE_ITEMS_MEANING}
          </p>
        </div>
        <nav aria-label="Footer">
          <p className="font-semibold text-ink">Help</p>
          <ul className="mt-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <StoreLink to={link.to} className={footerLinkClass}>
                  {link.label}
                </StoreLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-ink">Customer Care</p>
          {/* Its dashes written as markup: they are on every page (app/lib/latin1-html.ts). */}
          <p className="mt-2" dangerouslySetInnerHTML={latin1Html(`Store time: ${OPEN_HOURS}, ${OPEN_DAYS}`)} />
          <p>
            Email:{" "}
            <a href={`mailto:${supportEmail}`} className={`${footerLinkClass} font-medium text-ink underline`}>
              {supportEmail}
            </a>
          </p>
          {contact && (
            <>
              <p>
                Phone:{" "}
                <a href={telHref(contact.phone)} className={`${footerLinkClass} font-medium text-ink underline`}>
                  {displayPhone(contact.phone)}
                </a>
              </p>
              <p>
                <a
                  href={whatsappHref(contact.whatsapp)}
                  rel="noopener"
                  className={`${footerLinkClass} font-medium text-ink underline`}
                >
                  Chat on WhatsApp
                </a>
              </p>
            </>
          )}
          <p className="mt-1" dangerouslySetInnerHTML={latin1Html(STORE_HOURS)} />
        </div>
      </div>
      <div className="border-t border-line px-4 py-4 text-center">
        <p>
          © {year} {storeName}. All rights reserved.
        </p>
        {contact && (
          <p className="mt-1 text-xs">
            {contact.legalName} · {contact.postalAddress} · GSTIN {contact.gstin}
          </p>
        )}
      </div>
    </footer>
  );
}
