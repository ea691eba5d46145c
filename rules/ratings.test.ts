import { describe, expect, it } from "vitest";
import { averageRating, ratingFigure, ratingTenths, ratingWords, smoothedRating } from "./ratings";
import { summarise } from "./reviews";
import { toCardView, type ProductView } from "./catalog-types";

describe("a product's rating as cards show it", () => {
  it("rounds the average to one decimal as the product page's summary does", () => {
    expect(ratingTenths(0, 0)).toBe(0);
    expect(ratingTenths(12, 3)).toBe(40);
    // 3.95 shows as 4.0, so "4 stars and up" lists it; 3.94 shows as 3.9.
    expect(ratingTenths(79, 20)).toBe(40);
    expect(ratingTenths(197, 50)).toBe(39);
    // The page sums its stars from a grouped count; the card from the row's count and sum: the same figure.
    const lists = [[5, 4, 4], [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3], [1], [5, 5, 2, 3, 4, 4, 1]];
    for (const stars of lists) {
      const groups = [1, 2, 3, 4, 5].map((rating) => ({
        rating,
        fit: null,
        count: stars.filter((s) => s === rating).length,
      }));
      const sum = stars.reduce((a, b) => a + b, 0);
      expect(averageRating(sum, stars.length), stars.join(",")).toBe(summarise(groups).average);
    }
  });

  it("says the figure with one decimal, and in words for a screen reader", () => {
    expect(ratingFigure(4)).toBe("4.0");
    expect(ratingWords({ average: 4.3, count: 27 })).toBe("Rated 4.3 out of 5 from 27 reviews");
    expect(ratingWords({ average: 5, count: 1 })).toBe("Rated 5.0 out of 5 from 1 review");
  });

  it("goes onto the card only when the product has shown reviews", () => {
    const product = { id: 1, name: "Linen Shirt", image: "/a.jpg", images: [], category: "Perfumes", sizes: [] };
    const view = product as unknown as ProductView;
    expect(toCardView(view).rating).toBeUndefined();
    expect(toCardView({ ...view, rating: { average: 4.3, count: 27 } }).rating).toEqual({ average: 4.3, count: 27 });
  });

  it("sorts by a smoothed rating: many reviews at 4.9 above one at 5.0, fewer reviews pulled towards the prior", () => {
    const products = [
      { name: "one five", sum: 5, count: 1 },
      { name: "300 at 4.9", sum: 1470, count: 300 },
      { name: "five fives", sum: 25, count: 5 },
      { name: "20 at 4.6", sum: 92, count: 20 },
      { name: "two ones", sum: 2, count: 2 },
      { name: "unrated", sum: 0, count: 0 },
    ];
    const sorted = [...products].sort((a, b) => smoothedRating(b.sum, b.count) - smoothedRating(a.sum, a.count));
    expect(sorted.map((p) => p.name)).toEqual([
      "300 at 4.9",
      "20 at 4.6",
      "five fives",
      "one five",
      "two ones",
      "unrated",
    ]);
    expect(smoothedRating(5, 1)).toBe(3.75);
    expect(smoothedRating(0, 0)).toBe(0);
    // Every rated product scores above the unrated, however low its stars.
    expect(smoothedRating(1, 1000)).toBeGreaterThan(0);
  });
});
