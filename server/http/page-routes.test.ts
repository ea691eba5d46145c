import { describe, expect, it } from "vitest";
import { pageHandleFinder } from "./page-routes";
import { builtPages } from "../../tests/helpers/app";

// The store decides whether a shopper may be given the shared page before React Router renders it, so the
// route it finds must be the one React Router will render (nested layouts, case, the catch-all).
describe("the page a path shows, found before rendering", () => {
  it("finds each route's handle the way React Router matches it", async () => {
    const pages = await builtPages();
    if (pages.kind !== "build") throw new Error("a build was expected");
    const handleOf = pageHandleFinder(pages.build);
    for (const path of ["/", "/products", "/shirts", "/Shirts", "/category", "/about", "/product/123"]) {
      expect(handleOf(path), path).toEqual({ shared: true });
    }
    // Pages of one shopper's own, a layout's child among them, and an unknown path (the 404 page).
    for (const path of ["/cart", "/wishlist", "/account", "/customer-details", "/login", "/no-such-page"]) {
      expect(handleOf(path)?.shared, path).not.toBe(true);
    }
  });
});
