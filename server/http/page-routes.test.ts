import { describe, expect, it } from "vitest";
import { pageHandleFinder } from "./page-routes";
import { builtPages } from "../../tests/helpers/app";
import { isOwnPagePath } from "@rules/caching";

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

  // The browser decides whether a navigation reloads the root's data (app/root.tsx) from the path alone, before
  // it has the next route's module: its list of the shopper's own pages must be every page that is not shared.
  it("agrees with the browser's list of a shopper's own pages, for every route of the build", async () => {
    const pages = await builtPages();
    if (pages.kind !== "build") throw new Error("a build was expected");
    const handleOf = pageHandleFinder(pages.build);
    const fullPath = (id: string): string | undefined => {
      const route = pages.build.routes[id];
      if (!route || route.id === "root") return "";
      const parent = route.parentId ? fullPath(route.parentId) : "";
      if (parent === undefined) return undefined;
      return route.path === undefined ? parent : `${parent}/${route.path}`;
    };
    let checked = 0;
    for (const [id, route] of Object.entries(pages.build.routes)) {
      // Pages only: not a layout (no path of its own), the catch-all 404, nor robots.txt and the sitemap.
      if (!route || (route.path === undefined && !route.index) || route.path === "*" || !route.module.default) continue;
      const path = (fullPath(id) || "/").replace(/\/+/g, "/").replace(/:\w+/g, "1");
      expect(isOwnPagePath(path), `${id} (${path})`).toBe(handleOf(path)?.shared !== true);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });
});
