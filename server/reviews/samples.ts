// The seeded catalogue's sample reviews (docs/decisions/037): generated, the same on every seeding, marked
// `sample` (never "verified buyer", never in the product page's JSON-LD), so a new store's pages show what a
// live store's would. `npm run admin -- remove-sample-reviews` deletes them all.
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { products, reviews } from "../db/schema";
import type { Fit } from "@rules/reviews";

/** A small, fixed generator: the same seed gives the same reviews on every store. */
function generator(seed: string) {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const NAMES = [
  "Aarav S.",
  "Diya P.",
  "Ishaan K.",
  "Meera R.",
  "Rohan G.",
  "Ananya B.",
  "Kabir M.",
  "Saanvi T.",
  "Vivaan J.",
  "Nisha D.",
];

/** What each rating says, a few ways each (plain ASCII: the catalogue pages stay at one byte a character). */
const WORDS: Record<number, [string, string][]> = {
  5: [
    ["Love it", "Lovely quality and it looks just like the pictures. Would buy again."],
    ["Excellent buy", "Great finish and very comfortable. Got many compliments."],
    ["Worth every rupee", "Well made, arrived quickly and well packed."],
  ],
  4: [
    ["Very good", "Good quality for the price. The colour is slightly lighter than in the photos."],
    ["Happy with it", "Comfortable and well stitched. Delivery took a day longer than promised."],
  ],
  3: [
    ["Decent", "It is okay for the price. The material is thinner than I expected."],
    ["Average", "Looks fine but the finish could be better."],
  ],
  2: [["Not great", "The fabric feels rough and the colour faded after the first wash."]],
  1: [["Disappointed", "Did not match the description at all. Would not buy again."]],
};

/** Mostly good, as a real catalogue's tend to be: the weights of 1 to 5 stars. */
const RATING_WEIGHTS = [4, 6, 12, 30, 48];
const FIT_WEIGHTS: [Fit, number][] = [
  ["small", 20],
  ["true", 70],
  ["large", 10],
];

function pick<T>(random: () => number, weighted: [T, number][]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of weighted) {
    if ((at -= weight) < 0) return value;
  }
  return weighted.at(-1)![0];
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Adds sample reviews to about a third of the shown products: 2 to 7 each, dated in the month after the
 * product came out (or before today). Answers how many it made.
 */
export async function seedSampleReviews(db: Db | Tx, now = Date.now()): Promise<number> {
  const shown = await db
    .select({ id: products.id, sku: products.sku, sizes: products.sizes, createdAt: products.createdAt })
    .from(products)
    .where(eq(products.hidden, false))
    .orderBy(asc(products.id));
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const product of shown) {
    const random = generator(product.sku);
    if (random() >= 0.34) continue;
    const many = 2 + Math.floor(random() * 6);
    for (let i = 0; i < many; i++) {
      const rating = pick(
        random,
        RATING_WEIGHTS.map((weight, star) => [star + 1, weight] as [number, number]),
      );
      const choices = WORDS[rating]!;
      const [title, body] = choices[Math.floor(random() * choices.length)]!;
      const sized = product.sizes.length > 0;
      // In the month after the product came out, and never later than yesterday.
      const after = product.createdAt.getTime() + (1 + Math.floor(random() * 30)) * DAY + i * 3_600_000;
      const at = new Date(Math.min(after, now - (1 + i) * DAY));
      rows.push({
        productId: product.id,
        author: NAMES[Math.floor(random() * NAMES.length)]!,
        rating,
        title,
        body,
        fit: sized ? pick(random, FIT_WEIGHTS) : null,
        size: sized ? product.sizes[Math.floor(random() * product.sizes.length)]! : "",
        sample: true,
        verified: false,
        status: "published",
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(reviews).values(rows.slice(i, i + 500));
  return rows.length;
}
