import { describe, expect, it } from "vitest";
import { firstLoadFiles, shopperPages, type Manifest } from "./js-budget";

const route = (id: string, parentId: string | undefined, imports: string[], hasDefaultExport = true) => ({
  id,
  parentId,
  module: `/assets/${id.replace(/\W/g, "-")}.js`,
  imports,
  hasDefaultExport,
});

const manifest: Manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
  routes: {
    root: route("root", undefined, ["/assets/framework.js", "/assets/header.js"]),
    "routes/home": route("routes/home", "root", ["/assets/framework.js", "/assets/card.js"]),
    "routes/category-layout": route("routes/category-layout", "root", ["/assets/sidebar.js"]),
    "routes/account": route("routes/account", "routes/category-layout", ["/assets/card.js"]),
    "routes/admin-orders": route("routes/admin-orders", "root", []),
    "routes/add-product": route("routes/add-product", "root", []),
    "routes/robots": route("routes/robots", "root", [], false),
  },
};

describe("the first-load budget", () => {
  it("counts the entry, the route and every parent with their imports, each file once", () => {
    expect(firstLoadFiles(manifest, "routes/account")).toEqual([
      "/assets/card.js",
      "/assets/entry.js",
      "/assets/framework.js",
      "/assets/header.js",
      "/assets/root.js",
      "/assets/routes-account.js",
      "/assets/routes-category-layout.js",
      "/assets/sidebar.js",
    ]);
  });

  it("measures the shopper's pages: not layouts, the staff's pages or routes without a page", () => {
    expect(shopperPages(manifest)).toEqual(["routes/home", "routes/account"]);
  });
});
