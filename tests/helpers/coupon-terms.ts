import type { CouponRecord, CouponTerms } from "@rules/discounts";

/** The store's shipping as the discount tests take it: free from ₹999, else ₹99. */
export const shipping = { freeShippingThresholdPaise: 99_900, shippingFeePaise: 9_900 };

/** A code's terms for a test: 10% off everything (STYLE10), with whatever the test changes. */
export const terms = (extra: Partial<CouponTerms>): CouponTerms => ({
  code: "STYLE10",
  kind: "percent",
  percent: 10,
  capPaise: null,
  flatPaise: null,
  minCartPaise: 0,
  categories: null,
  excludeFinalSale: false,
  ...extra,
});

/** A live code as stored: the terms above, active, with no dates or limits, never used. */
export const record = (extra: Partial<CouponRecord>): CouponRecord => ({
  ...terms({}),
  state: "active",
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerShopper: null,
  firstOrderOnly: false,
  uses: 0,
  ...extra,
});
