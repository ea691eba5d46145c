// The store's opening hours, in docs/product.md's words: the footer on every page and the policy pages say them.

export const OPEN_DAYS = "Monday – Saturday";
export const OPEN_HOURS = "10:00 AM – 8:00 PM";
export const CLOSED_DAYS = "Sunday: Closed";
/** docs/product.md's exact wording: "Monday – Saturday: 10:00 AM – 8:00 PM | Sunday: Closed". */
export const STORE_HOURS = `${OPEN_DAYS}: ${OPEN_HOURS} | ${CLOSED_DAYS}`;
