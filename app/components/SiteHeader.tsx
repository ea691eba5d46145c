import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Heart, Menu, ShoppingBag, User, X } from "lucide-react";

const links = [
  { to: "/", label: "Home", end: true },
  { to: "/products", label: "Products", end: false },
  { to: "/shirts", label: "Category", end: false },
];

export function SiteHeader({
  storeName,
  cartCount,
  wishlistCount,
  account,
}: {
  storeName: string;
  cartCount: number;
  wishlistCount: number;
  /** The signed-in account, or null for a guest. */
  account: { username: string } | null;
}) {
  const { pathname } = useLocation();
  // The small-screen menu is open for the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-3 py-2 text-[15px] font-medium transition-colors hover:text-accent ${
      isActive ? "text-accent" : "text-ink"
    }`;

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
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
        <Link
          to="/"
          className="mr-4 flex items-center gap-2 text-xl font-extrabold tracking-tight"
          aria-label={`${storeName} home`}
        >
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-md bg-accent text-base text-white"
          >
            {storeName.charAt(0)}
          </span>
          <span>{storeName}</span>
        </Link>
        <nav
          id="site-nav"
          aria-label="Main"
          className={`${
            menuOpen ? "block" : "hidden"
          } absolute inset-x-0 top-16 border-b border-line bg-white px-4 py-2 shadow-md md:static md:block md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
        >
          <ul className="flex flex-col md:flex-row md:items-center md:gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Link
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
          </Link>
          <Link
            to="/wishlist"
            className="relative inline-flex h-11 w-11 items-center justify-center rounded-md hover:text-accent"
            aria-label={`Wishlist, ${wishlistCount} ${wishlistCount === 1 ? "item" : "items"}`}
          >
            <Heart aria-hidden="true" size={22} />
            {wishlistCount > 0 ? (
              <span
                aria-hidden="true"
                className="absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-ink px-1 text-[11px] font-bold text-white"
              >
                {wishlistCount}
              </span>
            ) : null}
          </Link>
          <Link
            to="/cart"
            className="relative inline-flex h-11 w-11 items-center justify-center rounded-md hover:text-accent"
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}`}
          >
            <ShoppingBag aria-hidden="true" size={22} />
            <span
              data-testid="cart-count"
              aria-hidden="true"
              className="absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] font-bold text-white"
            >
              {cartCount}
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}
