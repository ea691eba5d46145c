import { describe, expect, it } from "vitest";
import { orderTotals, shippingFor } from "./pricing";

const settings = { freeShippingThresholdPaise: 99_900, shippingFeePaise: 9_900 };

describe("shipping", () => {
  it("is free at or above the threshold and the fee below it", () => {
    expect(shippingFor(99_900, settings)).toBe(0);
    expect(shippingFor(150_000, settings)).toBe(0);
    expect(shippingFor(99_800, settings)).toBe(9_900);
    expect(shippingFor(0, settings)).toBe(0);
  });

  it("adds up an order", () => {
    expect(
      orderTotals(
        [
          { unitPricePaise: 40_000, quantity: 2 },
          { unitPricePaise: 10_000, quantity: 1 },
        ],
        settings,
      ),
    ).toEqual({ itemCount: 3, subtotalPaise: 90_000, shippingPaise: 9_900, totalPaise: 99_900 });
  });
});
