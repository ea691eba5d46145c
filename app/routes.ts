import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { COLLECTIONS } from "../rules/collections";

// React Router matches paths case-insensitively, so "/Luxury-page" and "/luxury-page" share one entry.
const unique = (paths: string[]) => [...new Map(paths.map((p) => [p.toLowerCase(), p])).values()];
const featuredPaths = unique(COLLECTIONS.flatMap((c) => c.featuredPaths));
const sidebarPaths = unique(COLLECTIONS.flatMap((c) => c.sidebarPaths));

export default [
  index("routes/home.tsx"),
  route("products", "routes/products.tsx"),
  route("new-arrivals", "routes/new-arrivals.tsx"),
  route("product/:id", "routes/product.tsx"),
  route("product-detail", "routes/product-detail.tsx"),
  route("product-list", "routes/product-list.tsx"),
  route("category", "routes/category.tsx"),
  route("about", "routes/about.tsx"),
  route("terms", "routes/terms.tsx"),
  route("support", "routes/support.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("returns", "routes/returns.tsx"),
  route("cart", "routes/cart.tsx"),
  route("delivery", "routes/delivery.tsx"),
  route("wishlist", "routes/wishlist.tsx"),
  route("customer-details", "routes/customer-details.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("login", "routes/login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("orders/lookup", "routes/order-lookup.tsx"),
  // The staff's pages (who may open each: rules/staff-roles.ts).
  route("AddProduct", "routes/add-product.tsx"),
  route("admin", "routes/admin-dashboard.tsx"),
  route("admin/products", "routes/admin-products.tsx"),
  route("admin/products/:id", "routes/admin-product-edit.tsx"),
  route("admin/orders", "routes/admin-orders.tsx"),
  route("admin/returns", "routes/admin-returns.tsx"),
  route("admin/reviews", "routes/admin-reviews.tsx"),
  route("admin/coupons", "routes/admin-coupons.tsx"),
  route("admin/exports", "routes/admin-exports.tsx"),
  route("admin/exports/download", "routes/admin-exports-download.ts"),
  route("admin/offers", "routes/admin-offers.tsx"),
  route("admin/staff", "routes/admin-staff.tsx"),
  route("admin/audit", "routes/admin-audit.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // One collection page serves every featured path...
  ...featuredPaths.map((path) => route(path, "routes/collection.tsx", { id: `collection${path}` })),
  // ...and, inside the category sidebar, every sidebar path.
  layout("routes/category-layout.tsx", [
    ...sidebarPaths.map((path) => route(path, "routes/collection.tsx", { id: `sidebar${path}` })),
    route("account", "routes/account.tsx"),
  ]),
  // Unknown paths: the 404 page with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
