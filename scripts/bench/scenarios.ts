/** What the bench measures: the store's JSON API, its pages and its assets, in the order they are printed. */
import { readdirSync } from "node:fs";
import path from "node:path";
import { SORTS } from "../../rules/catalog-types";
import { CATEGORIES } from "../../rules/collections";
import type { Scenario } from "./load";
import { ADVERTISED_PRODUCT, BENCH_COUPON, ONLY, SIX_SIZES } from "./settings";

/** Words a shopper starts typing, paired for the suggestions' "a new prefix each time" scenario. */
const SUGGEST_WORDS = [
  "black",
  "white",
  "blue",
  "linen",
  "leather",
  "men",
  "women",
  "slim",
  "cotton",
  "tan",
  "navy",
  "formal",
  "casual",
  "gold",
  "brown",
  "red",
  "green",
  "grey",
  "suede",
  "denim",
];

/** Words of the catalogue's names, common and rare, paired for the "never-seen search" scenario. */
const CATALOGUE_WORDS = [
  "men",
  "women",
  "black",
  "watch",
  "fit",
  "shoes",
  "sunglasses",
  "dial",
  "leather",
  "slim",
  "navy",
  "blue",
  "shirt",
  "sneakers",
  "parfum",
  "polarised",
  "loafers",
  "trousers",
  "brown",
  "olive",
  "grey",
  "jeans",
  "white",
  "unisex",
  "t-shirt",
  "suede",
  "formal",
  "tracksuit",
  "tan",
  "analog",
  "bag",
  "running",
  "charcoal",
  "oxford",
  "sandals",
  "beige",
  "pink",
  "linen",
  "co-ord",
  "derby",
  "canvas",
  "sports",
  "premium",
  "square",
  "relaxed",
  "attar",
  "textured",
  "boots",
  "chelsea",
  "casual",
];

/**
 * The i-th never-seen search: two catalogue words, every pair in turn, and in every third search a typo in
 * the second word (one letter changed, in a word long enough for the search to forgive it). The pairs come
 * round again with the typo elsewhere, so no search repeats within a run and no cache answers one.
 */
function neverSeenSearch(i: number): string {
  const n = CATALOGUE_WORDS.length;
  const first = CATALOGUE_WORDS[i % n]!;
  let second = CATALOGUE_WORDS[Math.floor(i / n) % n]!;
  const round = Math.floor(i / (n * n));
  if ((i + round) % 3 === 0 && second.length >= 5) {
    const at = 1 + ((i + round) % (second.length - 1));
    const letter = second[at] === "x" ? "z" : "x";
    second = second.slice(0, at) + letter + second.slice(at + 1);
  }
  return `${first} ${second}`;
}

/** The i-th never-seen filter: a category, a price window, a sort and a page, a new combination each time. */
function neverSeenFilter(i: number): string {
  const category = CATEGORIES[i % CATEGORIES.length]!;
  const sort = SORTS[Math.floor(i / CATEGORIES.length) % SORTS.length]!;
  const page = 1 + (Math.floor(i / 7) % 5);
  const minPrice = 500 + 100 * (i % 30);
  const maxPrice = minPrice + 1000 + (i % 5000);
  const query = new URLSearchParams({ category, minPrice: String(minPrice), maxPrice: String(maxPrice), sort });
  return `/api/products?${query.toString()}&page=${page}`;
}

/** The pages measured as a guest and again for a shopper with a cookie: the home, a search, a collection, a product. */
const PAGES = ["/", "/products", "/shirts", "/product/123", "/product-list"];

/** `guest`: the cookie of a guest with a cart and a wishlist (guestWithCart); `checkout`: whose build is served. */
function scenarios(size: number, guest: string, checkout = "."): Scenario[] {
  // A page deep in the list: the middle of the catalogue.
  const deepPage = Math.max(1, Math.floor(size / 20 / 2));
  const shirts = encodeURIComponent("Shirts & Tshirt");
  return [
    { name: "GET /api/products (featured, page 1)", path: "/api/products?limit=20" },
    { name: "GET /api/products?q=linen shirt", path: "/api/products?q=linen%20shirt" },
    {
      name: "GET /api/products?q= (a new search each time)",
      path: (i) => `/api/products?q=${encodeURIComponent(`shirt under ${3000 + (i % 5000)}`)}`,
    },
    {
      name: "GET /api/products (category + price filter)",
      path: `/api/products?category=${shirts}&minPrice=1000&maxPrice=3000&sort=price-asc`,
    },
    {
      name: "GET /api/products (category + price, a new filter each time)",
      path: (i) => `/api/products?category=${shirts}&minPrice=1000&maxPrice=${3000 + (i % 5000)}&sort=price-asc`,
    },
    // What no cache can answer at any size: a search or a filter never asked before.
    {
      name: "GET /api/products?q= (a never-seen search: two words, sometimes a typo)",
      path: (i) => `/api/products?q=${encodeURIComponent(neverSeenSearch(i))}`,
    },
    {
      name: "GET /api/products (a never-seen filter: category, price window, sort, page)",
      path: neverSeenFilter,
    },
    { name: `GET /api/products (newest, page ${deepPage})`, path: `/api/products?sort=newest&page=${deepPage}` },
    // Ratings: the index's own order, and a filter every product is tested by (with its count beside it).
    { name: "GET /api/products (list sorted by rating)", path: "/api/products?sort=rating" },
    { name: "GET /api/products (list filtered 4 stars and up)", path: "/api/products?minRating=4" },
    { name: "page /products (list sorted by rating)", path: "/products?sort=rating" },
    { name: "page /products (list filtered 4 stars and up)", path: "/products?minRating=4" },
    { name: "GET /api/products/:id", path: "/api/products/123" },
    { name: "GET /api/products/suggestions?q=black loaf", path: "/api/products/suggestions?q=black%20loaf" },
    {
      name: "GET /api/products/suggestions (a new prefix each time)",
      path: (i) => {
        const first = SUGGEST_WORDS[i % SUGGEST_WORDS.length]!;
        const second = SUGGEST_WORDS[Math.floor(i / SUGGEST_WORDS.length) % SUGGEST_WORDS.length]!;
        return `/api/products/suggestions?q=${encodeURIComponent(`${first} ${second.slice(0, 2 + (i % 3))}`)}`;
      },
    },
    {
      name: "GET /api/products/suggestions (one shopper typing: 1 in flight, a new prefix each time)",
      inFlight: 1,
      path: (i) => {
        const first = SUGGEST_WORDS[(i * 7) % SUGGEST_WORDS.length]!;
        const second = SUGGEST_WORDS[(i * 3 + 1) % SUGGEST_WORDS.length]!;
        return `/api/products/suggestions?q=${encodeURIComponent(`${first} ${second.slice(0, 2 + (i % 4))}`)}`;
      },
    },
    { name: "GET /api/products/facets?q=shoes", path: "/api/products/facets?q=shoes" },
    // Each add comes from a new guest (no cookie), so no line reaches its cap during the run.
    {
      name: "POST /api/cart (a new guest's first add)",
      method: "POST",
      path: "/api/cart",
      // With BENCH_SIX_SIZES this checkout's catalogue sells it in sizes (the other checkout's fill does not).
      body: { productId: 177, ...(SIX_SIZES && checkout === "." && { size: "M" }) },
    },
    ...PAGES.map((path) => ({ name: path === "/shirts" ? "page /shirts (collection)" : `page ${path}`, path })),
    // Cookies that are not the store's (a site's analytics, a consent banner's) change nothing on a page.
    {
      name: "page /shirts with only an analytics cookie",
      path: "/shirts",
      headers: { cookie: "_ga=GA1.1.2093.1764300000; cookie_consent=accepted" },
    },
    // What a page costs when nothing keeps it: a new URL each time, or a shopper's own (with a cookie).
    {
      name: "page /products?q= (a new search each time)",
      path: (i) => `/products?q=${encodeURIComponent(`shirt under ${3000 + (i % 5000)}`)}`,
    },
    // A shopper's own filters on the products page: its list and the counts beside every filter, never asked before.
    {
      name: "page /products (a never-seen filter: category, price window, sort, page)",
      path: (i) => neverSeenFilter(i).replace("/api/products", "/products"),
    },
    // A shopper's own page is rendered for each request: what a render costs. Their cookie is one a page reads
    // (a remembered PIN code): other cookies get the shared page (server/http/cookie-names.ts).
    ...PAGES.map((path) => ({
      name: `page ${path} for a shopper with a cookie`,
      path,
      headers: { cookie: "delivery_pin=110001" },
    })),
    // A click from one page of the store to another in a browser running its script: the next page's own data
    // (the root's is not asked for again: app/root.tsx), the same for everyone and kept; a new search's, which
    // nothing keeps; and all of it with the root's, as after a change or back on the tab.
    {
      name: "GET /shirts.data?_routes= for a guest with a cart (a navigation in the browser)",
      path: "/shirts.data?_routes=sidebar%2Fshirts",
      headers: { cookie: `${guest}; stylehub_js=1` },
    },
    {
      name: "GET /products.data?q=&_routes= (a navigation to a new search each time)",
      path: (i) =>
        `/products.data?q=${encodeURIComponent(`shirt under ${3000 + (i % 5000)}`)}&_routes=routes%2Fproducts`,
      headers: { cookie: `${guest}; stylehub_js=1` },
    },
    {
      name: "GET /shirts.data with the root's for a shopper with a cookie (after a change, or back on the tab)",
      path: "/shirts.data",
      headers: { cookie: "delivery_pin=110001" },
    },
    // The floor under every render: a page with the header and footer but no products, and an answer that
    // goes through React Router (its request, route matching and loader) with nothing rendered.
    {
      name: "page /about for a shopper with a cookie (no products)",
      path: "/about",
      headers: { cookie: "delivery_pin=110001" },
    },
    { name: "GET /robots.txt (React Router, nothing rendered)", path: "/robots.txt" },
    // What a first visit asks for besides the page: its largest script, and the photos of its cards.
    { name: "GET the largest script of a page (React and React Router)", path: `/assets/${frameworkChunk(checkout)}` },
    { name: "GET a product photo (SVG)", path: "/images/products/shrt-025.svg" },
    // A shopper whose browser runs the store's script is given the shared page, cart or not, and asks for
    // their counts, hearts and account once it has loaded (decision 024): the two requests a full load makes.
    ...["/", "/shirts"].map((path) => ({
      name: `page ${path} for a guest with a cart and a wishlist, their browser running the script (shared)`,
      path,
      headers: { cookie: `${guest}; stylehub_js=1` },
    })),
    {
      name: "GET /api/shopper (a guest with a cart and a wishlist: what a shared page fills in)",
      path: "/api/shopper",
      headers: { cookie: guest, accept: "application/json" },
    },
    // A product with a code shown on its page (decision 045): the live advertised codes come from the
    // catalogue's cache, and the rule prices one piece with each.
    {
      name: `GET /api/products/${ADVERTISED_PRODUCT} (an advertised code live: bestOffer)`,
      path: `/api/products/${ADVERTISED_PRODUCT}`,
    },
    {
      name: `page /product/${ADVERTISED_PRODUCT} for a shopper with a cookie (an advertised code live: "Best price")`,
      path: `/product/${ADVERTISED_PRODUCT}`,
      headers: { cookie: "delivery_pin=110001" },
    },
    {
      name: "POST /api/cart/coupon (a guest applies a code: judged and priced with the cart)",
      method: "POST",
      path: "/api/cart/coupon",
      body: { code: BENCH_COUPON },
      headers: { cookie: guest },
    },
    {
      name: "GET /api/cart/summary (the checkout's quote of a cart with a code)",
      path: "/api/cart/summary",
      headers: { cookie: guest, accept: "application/json" },
    },
  ];
}

/** The built framework chunk's file name (it carries a content hash). */
function frameworkChunk(checkout: string): string {
  const name = readdirSync(path.join(checkout, "build/client/assets")).find((file) => /^framework-.*\.js$/.test(file));
  if (!name) throw new Error("No framework chunk in build/client/assets: run `npm run build` first.");
  return name;
}

/** The scenarios BENCH_SCENARIOS names (all by default). */
export const chosenScenarios = (size: number, guest: string, checkout?: string) =>
  scenarios(size, guest, checkout).filter(
    (scenario) => !ONLY?.length || ONLY.some((part) => scenario.name.includes(part)),
  );
