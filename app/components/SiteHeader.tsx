import { useState } from "react";
import { useLocation } from "react-router";
import { Heart, Menu, ShoppingBag, User, X, type LucideIcon } from "lucide-react";
import { COLLECTIONS } from "@rules/collections";
import { useHydrated } from "~/components/use-hydrated";
import { HeaderSearch } from "./HeaderSearch";
import { useShopper } from "./shopper";
import { StoreLink, StoreNavLink } from "~/components/ui/StoreLink";

const links = [
  { to: "/", label: "Home", end: true },
  { to: "/products", label: "Products", end: false },
  // SPEC's "Category" opens the sidebar layout at its first category; every category side by side is
  // /category, linked at every width (the small-screen menu lists it here too, not in its sections).
  { to: "/shirts", label: "Category", end: false },
  { to: "/category", label: "All categories", end: true },
];

/** The small-screen menu's longer lists: every collection, the shopper's own pages, and help. */
const menuSections = [
  {
    heading: "Shop by collection",
    links: [
      ...COLLECTIONS.map((c) => ({
        to: c.sidebarPaths[0] ?? c.featuredPaths[0]!,
        label: c.title.replace(/ Collection$/, ""),
      })),
      { to: "/new-arrivals", label: "New Arrivals" },
    ],
  },
  {
    heading: "Your account",
    links: [
      { to: "/account", label: "Account and orders" },
      { to: "/wishlist", label: "Wishlist" },
      { to: "/orders/lookup", label: "Track an order" },
    ],
  },
  {
    heading: "Help",
    links: [
      { to: "/support", label: "Customer Care" },
      { to: "/returns", label: "Returns and Refunds" },
    ],
  },
];

export function SiteHeader({ storeName }: { storeName: string }) {
  // The signed-in account (null for a guest) and the counts: the shopper's own, on a shared page too.
  const { cartCount, wishlistIds, account } = useShopper().shopper;
  const wishlistCount = wishlistIds.length;
  const { pathname } = useLocation();
  // The small-screen menu is open for the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  // Without JavaScript the menu button is a link to #site-nav, which CSS (:target) opens.
  const hydrated = useHydrated();

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `nav-link hover:text-accent ${isActive ? "text-accent" : "text-ink"}`;

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:px-6 md:h-16 md:flex-nowrap md:py-0">
        {hydrated ? (
          <button
            type="button"
            className="-ml-2 inline-flex h-11 w-11 items-center justify-center rounded-md md:hidden"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
          </button>
        ) : (
          <a
            href="#site-nav"
            className="-ml-2 inline-flex h-11 w-11 items-center justify-center rounded-md md:hidden"
            aria-label="Open menu"
          >
            <Menu aria-hidden="true" size={24} />
          </a>
        )}
        <StoreLink to="/" className="flex min-h-11 items-center gap-2 text-xl font-extrabold tracking-tight lg:mr-4">
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-md bg-accent text-base text-white"
          >
            {storeName.charAt(0)}
          </span>
          {/* Between 768 and 1024 px the mark alone, so the four links and the search box share one row. The
              link's name is its text ("StyleHub home"), never a label that differs from what is seen. */}
          <span className="md:max-lg:sr-only">{storeName}</span>
          <span className="sr-only"> home</span>
        </StoreLink>
        <nav
          id="site-nav"
          aria-label="Main"
          className={`${
            menuOpen ? "block" : "hidden target:block"
          } absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-b border-line bg-white px-4 py-2 shadow-md md:static md:block md:max-h-none md:overflow-visible md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
        >
          <ul className="flex flex-col md:flex-row md:items-center md:gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <StoreNavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                </StoreNavLink>
              </li>
            ))}
          </ul>
          <div className="md:hidden">
            {menuSections.map((section) => (
              <section key={section.heading} className="border-t border-line py-2">
                <h2 className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-widest text-muted">
                  {section.heading}
                </h2>
                <ul>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <StoreNavLink to={link.to} end className={linkClass}>
                        {link.label}
                      </StoreNavLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {hydrated ? null : (
              <a href="#" className="block rounded-md px-3 py-2 text-[15px] font-semibold text-ink underline">
                Close menu
              </a>
            )}
          </div>
        </nav>
        {/* On small screens the search box wraps onto its own line, under the logo and icons. */}
        <HeaderSearch className="order-last flex w-full md:order-none md:ml-auto md:w-auto md:max-w-sm md:flex-1" />
        <div className="ml-auto flex items-center md:ml-2 md:gap-1">
          <StoreLink
            to="/account"
            className="group inline-flex h-11 w-11 items-center justify-center rounded-md hover:text-accent"
            aria-label={account ? `Account (signed in as ${account.username})` : "Account"}
            title={account ? `Signed in as ${account.username}` : "Login or sign up"}
          >
            {account ? (
              // Signed in: the username's first letter in a filled circle.
              <span
                aria-hidden="true"
                data-testid="account-initial"
                className="grid h-7 w-7 place-items-center rounded-full bg-ink text-sm font-bold uppercase text-white group-hover:bg-accent"
              >
                {[...account.username][0]}
              </span>
            ) : (
              <User aria-hidden="true" size={22} />
            )}
          </StoreLink>
          <CountLink to="/wishlist" noun="Wishlist" count={wishlistCount} icon={Heart} badge="bg-ink" />
          <CountLink
            to="/cart"
            noun="Cart"
            count={cartCount}
            icon={ShoppingBag}
            badge="bg-accent"
            badgeTestId="cart-count"
          />
        </div>
      </div>
    </header>
  );
}

/** A header icon that leads to a list (the wishlist, the cart), its count in a badge and in its name. */
function CountLink({
  to,
  noun,
  count,
  icon: Icon,
  badge,
  badgeTestId,
}: {
  to: string;
  noun: string;
  count: number;
  icon: LucideIcon;
  /** The badge's colour. */
  badge: string;
  badgeTestId?: string;
}) {
  return (
    <StoreLink
      to={to}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-md hover:text-accent"
      aria-label={`${noun}, ${count} ${count === 1 ? "item" : "items"}`}
    >
      <Icon aria-hidden="true" size={22} />
      {count > 0 ? (
        <span
          data-testid={badgeTestId}
          aria-hidden="true"
          className={`absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full ${badge} px-1 text-[11px] font-bold text-white`}
        >
          {count}
        </span>
      ) : null}
    </StoreLink>
  );
}
