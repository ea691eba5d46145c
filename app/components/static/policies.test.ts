import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@rules/collections";
import { returnWindowGroups, returnWindowsSentence } from "./policies";

describe("the return windows, from the collection data", () => {
  it("name every collection's window once, the usual one as 'most products'", () => {
    const groups = returnWindowGroups();
    expect(groups[0]).toEqual({ days: 7, products: "most products" });
    for (const collection of COLLECTIONS.filter((c) => c.returnDays !== 7)) {
      const group = groups.find((g) => g.days === collection.returnDays);
      expect(group?.products, collection.key).toContain(collection.productsNoun);
    }
    expect(groups.map((g) => g.days)).toEqual([7, 14, 15]);
  });

  it("read as one sentence", () => {
    expect(returnWindowsSentence()).toBe(
      "7 days from delivery for most products; 14 days for luxury watches, trousers and tracksuits & co-ord sets; 15 days for perfumes",
    );
  });
});
