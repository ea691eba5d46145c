import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ColourView } from "@rules/catalog-types";
import { ColourPicker } from "./ColourPicker";

const colour = (name: string, slug: string, inStock = true): ColourView => ({
  name,
  slug,
  swatch: { src: `/img/${slug}.jpg`, width: null, height: null },
  price: 1999,
  oldPrice: null,
  inStock,
});

const html = (colours: ColourView[], chosen: string) => {
  const Stub = createRoutesStub([
    {
      path: "/product/3",
      Component: () => (
        <ColourPicker productId={3} colours={colours} chosen={chosen} linkTo={(slug) => `/product/3?color=${slug}`} />
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/product/3"]} />);
};

describe("ColourPicker", () => {
  it("shows nothing for a product of one colour", () => {
    expect(html([colour("Tan", "tan")], "tan")).toBe("");
  });

  it("is a radio group of links, the chosen one checked and alone in the tab order", () => {
    const out = html([colour("Tan", "tan"), colour("Navy", "navy"), colour("Black", "black")], "navy");
    expect(out).toContain('role="radiogroup" aria-label="Colour"');
    expect(out).toContain("Colour: <span");
    expect(out).toMatch(/>Navy<\/span><\/p>/);
    const radios = [...out.matchAll(/<a [^>]*role="radio"[^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(3);
    expect(
      radios.map((r) => [
        /href="([^"]+)"/.exec(r)?.[1],
        /aria-checked="(\w+)"/.exec(r)?.[1],
        /tabindex="(-?\d)"/i.exec(r)?.[1],
      ]),
    ).toEqual([
      ["/product/3?color=tan", "false", "-1"],
      ["/product/3?color=navy", "true", "0"],
      ["/product/3?color=black", "false", "-1"],
    ]);
  });

  it("says a sold-out colour is sold out and strikes it through", () => {
    const out = html([colour("Tan", "tan"), colour("Navy", "navy", false)], "tan");
    expect(out).toContain('aria-label="Navy, sold out"');
    expect(out).toContain('aria-label="Tan"');
    expect(out.match(/<svg/g)).toHaveLength(1);
  });

  it("takes the first colour as chosen when the slug is none of them", () => {
    const out = html([colour("Tan", "tan"), colour("Navy", "navy")], "green");
    expect(out).toMatch(/aria-checked="true"[^>]*aria-label="Tan"/);
  });
});
