import {
  BadgePercent,
  ClipboardList,
  FileSpreadsheet,
  LayoutDashboard,
  MessageSquareText,
  PackagePlus,
  RotateCcw,
  Shirt,
  TicketPercent,
} from "lucide-react";
import { StoreNavLink, type NavLinkClassName } from "~/components/ui/StoreLink";

/** The staff pages, in the order staff use them. */
export const STAFF_LINKS = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { to: "/AddProduct", label: "Add product", icon: PackagePlus },
  { to: "/admin/products", label: "Products", icon: Shirt },
  { to: "/admin/orders", label: "Orders", icon: ClipboardList },
  { to: "/admin/returns", label: "Returns", icon: RotateCcw },
  { to: "/admin/reviews", label: "Reviews", icon: MessageSquareText },
  { to: "/admin/coupons", label: "Codes", icon: TicketPercent },
  { to: "/admin/exports", label: "Exports", icon: FileSpreadsheet },
  { to: "/admin/offers", label: "Offers", icon: BadgePercent },
] as const;

/**
 * The staff pages' links as a list: the tabs of the staff pages' navigation, or the buttons on a staff
 * member's account page.
 */
export function StaffLinkList({
  className,
  linkClassName,
  iconClassName,
}: {
  className: string;
  linkClassName: NavLinkClassName;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {STAFF_LINKS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <StoreNavLink to={to} end={to !== "/admin/products"} className={linkClassName}>
            <Icon aria-hidden="true" size={16} className={iconClassName} />
            {label}
          </StoreNavLink>
        </li>
      ))}
    </ul>
  );
}

/** The staff pages' own navigation, above each page's heading. */
export function StaffNav() {
  return (
    <nav aria-label="Staff" className="border-b border-line">
      <p className="text-xs font-semibold uppercase tracking-widest text-accent">Staff</p>
      <StaffLinkList
        className="-mb-px mt-2 flex gap-1 overflow-x-auto"
        linkClassName={({ isActive }) =>
          `inline-flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 px-2.5 sm:px-3 text-sm font-semibold ${
            isActive ? "border-accent text-ink" : "border-transparent text-muted hover:text-ink"
          }`
        }
        iconClassName="hidden sm:block"
      />
    </nav>
  );
}

/** The frame of a staff page: the navigation, then the page. */
export function StaffPage({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <StaffNav />
      {children}
    </div>
  );
}
