import { beforeAll, describe, expect, it } from "vitest";
import { latin1Html } from "~/lib/latin1-html";
import { setUpTestServer } from "../helpers/harness";
import { builtPages } from "../helpers/app";

/** The characters of `html` past Latin-1, each with the markup around it, to say where it came from. */
function pastLatin1(html: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < html.length; i++) {
    if (html.charCodeAt(i) > 0xff) found.push(html.slice(Math.max(0, i - 60), i + 20));
  }
  return found;
}

// Decision 025: one character past U+00FF makes the server's whole page string two
// bytes a character, and a catalogue page then takes V8's large-object path on every render. The store's own
// text on these pages ("₹", dashes) is written as markup by latin1Html; a failure here names where a character
// came in.
describe("catalogue pages keep to Latin-1", () => {
  const shop = setUpTestServer(async () => ({ pages: await builtPages() }));
  let pages: string[];
  beforeAll(async () => {
    const shirts = await (await fetch(`${shop.url}/shirts`)).text();
    const shirt = /\?item=(\d+)/.exec(shirts)?.[1];
    expect(shirt).toBeDefined();
    pages = [
      "/",
      "/products",
      "/products?q=linen+shirt",
      "/products?q=shirt&minPrice=500&maxPrice=3000",
      "/products?q=zzqqxx+nothing",
      "/shirts",
      `/shirts?item=${shirt}`,
      "/new-arrivals",
      `/product/${shirt}`,
      "/product-list",
    ];
  });

  it("for a visitor and for a shopper whose page is rendered for them", async () => {
    for (const cookie of ["", "delivery_pin=110001"]) {
      for (const page of pages) {
        const response = await fetch(`${shop.url}${page}`, { headers: cookie ? { cookie } : {} });
        expect(response.status, page).toBe(200);
        const html = await response.text();
        expect(html, page).toContain("&#x20b9;");
        expect(pastLatin1(html), `${page} ${cookie}: write these with latin1Html`).toEqual([]);
      }
    }
  });
});

describe("latin1Html", () => {
  it("writes characters past Latin-1 as references and escapes markup, so the browser shows the same text", () => {
    expect(latin1Html("₹1,499").__html).toBe("&#x20b9;1,499");
    expect(latin1Html("Monday – Saturday | Café").__html).toBe("Monday &#x2013; Saturday | Café");
    expect(latin1Html(`<b>"Tom & Jerry"</b> 😀`).__html).toBe(
      "&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt; &#x1f600;",
    );
    expect(latin1Html("").__html).toBe("");
  });
});
