import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./StoreLink";

// The header's and the staff pages' navigation mark the page showing as React Router's <NavLink> would.
describe("isCurrentPath", () => {
  it("is the page itself, in any case", () => {
    expect(isCurrentPath("/products", "/products", true)).toBe(true);
    expect(isCurrentPath("/Products", "/products", true)).toBe(true);
    expect(isCurrentPath("/", "/", true)).toBe(true);
  });

  it("takes in the pages under it unless `end`", () => {
    expect(isCurrentPath("/admin/products/7", "/admin/products", false)).toBe(true);
    expect(isCurrentPath("/admin/products/7", "/admin/products", true)).toBe(false);
  });

  it("is not another page that starts with the same letters", () => {
    expect(isCurrentPath("/productsx", "/products", false)).toBe(false);
    expect(isCurrentPath("/shirts", "/shirt", false)).toBe(false);
    expect(isCurrentPath("/products", "/", true)).toBe(false);
  });
});
