import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { productColours, productVariants, products } from "../../server/db/schema";
import { setUpTestServer } from "../helpers/harness";
import { seededProductId } from "../helpers/catalog";
import { builtPages } from "../helpers/app";

// The sitemap lists one URL a shown product, its own address, which its page names as its canonical whichever
// colour it opens on (docs/decisions/034-colours-as-variants.md). The seeded loafers come in Navy and Tan.
const LOAFERS = "Men Suede Penny Loafers";
const shop = setUpTestServer(async () => ({ pages: await builtPages() }));
let origin: string;
let locs: string[];

const page = async (path: string) => {
  const res = await fetch(`${shop.url}${path}`, { headers: { accept: "text/html" }, redirect: "manual" });
  return { status: res.status, html: await res.text() };
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
const productLocs = () => locs.filter((loc) => loc.startsWith(`${origin}/product/`));

beforeAll(async () => {
  origin = shop.server.config.publicUrl;
  // The loafers' first colour sold out: their own address opens on tan, and is still their canonical.
  const loafers = await seededProductId(shop.db, LOAFERS);
  const [navy] = await shop.db
    .select({ id: productColours.id })
    .from(productColours)
    .where(eq(productColours.productId, loafers))
    .orderBy(asc(productColours.position));
  await shop.db
    .update(productVariants)
    .set({ stock: 0 })
    .where(and(eq(productVariants.productId, loafers), eq(productVariants.colourId, navy!.id)));
  const res = await fetch(`${shop.url}/sitemap.xml`);
  expect(res.status).toBe(200);
  locs = [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
});

describe("the sitemap's products", () => {
  it("lists each shown product once, at its own address without a colour", async () => {
    const shown = await shop.db.select({ id: products.id }).from(products).where(eq(products.hidden, false));
    expect(productLocs().sort()).toEqual(shown.map(({ id }) => `${origin}/product/${id}`).sort());
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists no merged copy's old id", async () => {
    const formers = await shop.db
      .select({ id: productColours.formerProductId })
      .from(productColours)
      .where(isNotNull(productColours.formerProductId));
    expect(formers.length).toBeGreaterThan(0);
    for (const { id } of formers) expect(locs).not.toContain(`${origin}/product/${id}`);
    // Their old links lead to the product on their colour, which the sitemap lists without it.
    const moved = await page(`/product/${formers[0]!.id}`);
    expect(moved.status).toBe(301);
  });

  it("agrees with the product pages' canonicals: every product of many colours, one opening on its second, and ten more", async () => {
    const loafers = await seededProductId(shop.db, LOAFERS);
    const many = await shop.db.selectDistinct({ id: productColours.productId }).from(productColours).where(
      eq(productColours.position, 1), // a second colour
    );
    const checked = new Set([loafers, ...many.map((m) => m.id)]);
    expect(checked.size).toBeGreaterThan(10);
    for (const loc of productLocs().slice(0, 10)) checked.add(Number(new URL(loc).pathname.split("/").pop()));
    for (const id of checked) {
      const loc = `${origin}/product/${id}`;
      expect(locs).toContain(loc);
      const { status, html } = await page(`/product/${id}`);
      expect(status, loc).toBe(200);
      expect(canonicalOf(html), loc).toBe(loc);
    }
    // The loafers' own address opens on tan, their first colour in stock, and names itself the canonical.
    const own = await page(`/product/${loafers}`);
    expect(own.html).toMatch(/"color":"Tan"/);
    // A colour's own address is its own canonical; one naming a colour the product lacks is the product's.
    expect(canonicalOf((await page(`/product/${loafers}?color=tan`)).html)).toBe(
      `${origin}/product/${loafers}?color=tan`,
    );
    expect(canonicalOf((await page(`/product/${loafers}?color=TAN`)).html)).toBe(
      `${origin}/product/${loafers}?color=tan`,
    );
    expect(canonicalOf((await page(`/product/${loafers}?color=navy`)).html)).toBe(`${origin}/product/${loafers}`);
    expect(canonicalOf((await page(`/product/${loafers}?color=purple`)).html)).toBe(`${origin}/product/${loafers}`);
  });
});
