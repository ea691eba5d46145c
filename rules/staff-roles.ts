// Which member of staff may open what: the one table the staff pages' guard, their navigation and the JSON
// API's guard all read (decision 043). Client-safe: plain data, no server imports.

/** Every role an account can have. "admin" is the owner's (the value existing admins already hold). */
export const USER_ROLES = ["customer", "admin", "catalogue", "orders"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The staff's roles, in the order the staff page lists them. */
export const STAFF_ROLES = ["admin", "catalogue", "orders"] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<UserRole, string> = {
  customer: "Customer",
  admin: "Owner",
  catalogue: "Catalogue staff",
  orders: "Order staff",
};

/** What each role is for, in a sentence (the staff page shows it beside the choice). */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "Everything: the dashboard, codes, offers, sales exports, the audit log and the staff",
  catalogue: "Products, colours, stock, adding products, and the catalogue's export and import",
  orders: "Orders, returns and refunds, and reviews' moderation",
};

/** The parts of the staff's work a role is given as a whole. */
export const STAFF_AREAS = [
  "dashboard",
  "catalogue",
  "orders",
  "coupons",
  "offers",
  "salesExports",
  "audit",
  "staff",
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

const ROLE_AREAS: Record<UserRole, readonly StaffArea[]> = {
  customer: [],
  admin: STAFF_AREAS,
  catalogue: ["catalogue"],
  orders: ["orders"],
};

export const isStaffRole = (role: string | undefined | null): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? "");

/** Whether a role may work in an area. */
export const mayWork = (role: UserRole | undefined | null, area: StaffArea): boolean =>
  !!role && ROLE_AREAS[role].includes(area);

/** Whether a role may work in any of these areas (a page that serves several, as the exports page). */
export const mayWorkInAny = (role: UserRole | undefined | null, areas: readonly StaffArea[]): boolean =>
  areas.some((area) => mayWork(role, area));

/** The staff pages: their path as app/routes.ts writes it, their tab's label, and who may open them. */
export const STAFF_PAGES = [
  { path: "/admin", label: "Dashboard", areas: ["dashboard"], nav: true },
  { path: "/AddProduct", label: "Add product", areas: ["catalogue"], nav: true },
  { path: "/admin/products", label: "Products", areas: ["catalogue"], nav: true },
  { path: "/admin/products/:id", label: "Product", areas: ["catalogue"], nav: false },
  { path: "/admin/orders", label: "Orders", areas: ["orders"], nav: true },
  { path: "/admin/returns", label: "Returns", areas: ["orders"], nav: true },
  { path: "/admin/reviews", label: "Reviews", areas: ["orders"], nav: true },
  { path: "/admin/coupons", label: "Codes", areas: ["coupons"], nav: true },
  { path: "/admin/exports", label: "Exports", areas: ["salesExports", "catalogue"], nav: true },
  { path: "/admin/exports/download", label: "Download", areas: ["salesExports", "catalogue"], nav: false },
  { path: "/admin/offers", label: "Offers", areas: ["offers"], nav: true },
  { path: "/admin/staff", label: "Staff", areas: ["staff"], nav: true },
  { path: "/admin/audit", label: "Audit log", areas: ["audit"], nav: true },
] as const satisfies readonly { path: string; label: string; areas: readonly StaffArea[]; nav: boolean }[];

export type StaffPagePath = (typeof STAFF_PAGES)[number]["path"];

/** The areas a staff page serves (by its path as app/routes.ts writes it); undefined for no staff page. */
export const pageAreas = (path: string): readonly StaffArea[] | undefined =>
  STAFF_PAGES.find((page) => page.path === path)?.areas;

/** Whether a role may open a staff page. */
export const mayOpenPage = (role: UserRole | undefined | null, path: StaffPagePath): boolean =>
  mayWorkInAny(role, pageAreas(path) ?? []);

/** The first staff page a role may open: where a member of staff starts (undefined for a customer). */
export const staffHome = (role: UserRole | undefined | null): StaffPagePath | undefined =>
  STAFF_PAGES.find((page) => page.nav && mayOpenPage(role, page.path))?.path;

/**
 * The area of a JSON API call under the staff's paths, by its path (without the query). A path this table
 * does not know is the owner's alone, so a new call is closed to the other roles until it is placed here.
 */
export function apiArea(path: string): StaffArea {
  const rules: [RegExp, StaffArea][] = [
    [/^\/api\/(products\/create|uploads)$/, "catalogue"],
    [/^\/api\/admin\/products(\/|$)/, "catalogue"],
    [/^\/api\/admin\/exports\/catalogue$/, "catalogue"],
    [/^\/api\/admin\/catalogue\/import$/, "catalogue"],
    [/^\/api\/admin\/(orders|returns|reviews)(\/|$)/, "orders"],
    [/^\/api\/admin\/exports\/(orders|gstr1)$/, "salesExports"],
    [/^\/api\/admin\/dashboard$/, "dashboard"],
    [/^\/api\/admin\/coupons(\/|$)/, "coupons"],
    [/^\/api\/admin\/offers(\/|$)/, "offers"],
    [/^\/api\/admin\/audit$/, "audit"],
    [/^\/api\/admin\/staff(\/|$)/, "staff"],
  ];
  return rules.find(([pattern]) => pattern.test(path.toLowerCase()))?.[1] ?? "staff";
}

/** What a member of staff is told when their role does not reach a page or a call. */
export const NOT_YOUR_AREA = "Your staff role does not include this. Ask the store's owner if you need it.";
export const NOT_STAFF = "Only the store's staff can do that";
