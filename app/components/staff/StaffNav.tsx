import {
  BadgePercent,
  ClipboardList,
  FileSpreadsheet,
  LayoutDashboard,
  MessageSquareText,
  PackagePlus,
  RotateCcw,
  Shirt,
  ScrollText,
  TicketPercent,
  Users,
} from "lucide-react";
import { STAFF_PAGES, mayOpenPage, type UserRole } from "@rules/staff-roles";
import { useShopper } from "~/components/shopper";
import { StoreNavLink, type NavLinkClassName } from "~/components/ui/StoreLink";

const ICONS: Record<NavPath, typeof Shirt> = {
  "/admin": LayoutDashboard,
  "/AddProduct": PackagePlus,
  "/admin/products": Shirt,
  "/admin/orders": ClipboardList,
  "/admin/returns": RotateCcw,
  "/admin/reviews": MessageSquareText,
  "/admin/coupons": TicketPercent,
  "/admin/exports": FileSpreadsheet,
  "/admin/offers": BadgePercent,
  "/admin/staff": Users,
  "/admin/audit": ScrollText,
};

type NavPath = Extract<(typeof STAFF_PAGES)[number], { nav: true }>["path"];

/** The staff pages a role may open, in the order staff use them (rules/staff-roles.ts decides who opens what). */
export function staffLinks(role: UserRole | undefined) {
  return STAFF_PAGES.filter((page): page is Extract<(typeof STAFF_PAGES)[number], { nav: true }> => page.nav)
    .filter((page) => mayOpenPage(role, page.path))
    .map((page) => ({ to: page.path, label: page.label, icon: ICONS[page.path] }));
}

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
  const role = useShopper().shopper.account?.role;
  return (
    <ul className={className}>
      {staffLinks(role).map(({ to, label, icon: Icon }) => (
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
