// Money rules shared by the server and the pages. Amounts are integer paise; shoppers see rupees.

const rupeeFormat = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** `149900` paise -> "₹1,499" (en-IN grouping: ₹1,00,000). */
export function formatPaise(paise: number): string {
  return rupeeFormat.format(Math.round(paise / 100));
}

/** `1499` rupees -> "₹1,499". */
export function formatRupees(rupees: number): string {
  return rupeeFormat.format(rupees);
}

/** The flat markup is added once, to every price and old price shown or charged (docs/product.md section 10). */
export function withMarkup(basePaise: number, markupPaise: number): number {
  return basePaise + markupPaise;
}

/** "17% off", computed from the prices shown; null when there is no real discount. */
export function discountLabel(pricePaise: number, oldPricePaise: number | null | undefined): string | null {
  if (!oldPricePaise || oldPricePaise <= pricePaise) return null;
  const percent = Math.round(((oldPricePaise - pricePaise) / oldPricePaise) * 100);
  return percent > 0 ? `${percent}% off` : null;
}
