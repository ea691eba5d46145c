// Money rules shared by the server and the pages. Amounts are integer paise; shoppers see rupees.

/**
 * Indian digit grouping ("12,34,567"), written out instead of asked of `Intl`: a browser tab's first use of
 * `Intl` loads its locale data, 50-150 ms of main thread on a desktop here (several times that on a phone),
 * and a catalogue page's only use was its prices and counts. money.test.ts checks it against `Intl` en-IN.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${rest},${lastThree}`;
}

/** Past what `toFixed` writes as plain digits (and for NaN or Infinity), `Intl` writes it, made on demand. */
const PLAIN_DIGITS_BELOW = 1e21;
let intlRupees: Intl.NumberFormat | undefined;

/** `1499` rupees -> "₹1,499", rounded to whole rupees (half away from zero), "-₹500" below zero, as `Intl` en-IN. */
export function formatRupees(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  if (!(whole < PLAIN_DIGITS_BELOW)) {
    intlRupees ??= new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    return intlRupees.format(amount);
  }
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}₹${groupIndian(whole.toFixed(0))}`;
}

/** `149900` paise -> "₹1,499" (en-IN grouping: ₹1,00,000). */
export function formatPaise(paise: number): string {
  return formatRupees(Math.round(paise / 100));
}

/**
 * `123456` paise -> "₹1,234.56": to the paisa, as a tax invoice states every amount ("-₹5.00" below zero),
 * as `Intl` en-IN's rupees would write it.
 */
export function formatPaiseExact(paise: number): string {
  const whole = Math.round(Math.abs(paise));
  if (!Number.isSafeInteger(whole))
    return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);
  const sign = paise < 0 || Object.is(paise, -0) ? "-" : "";
  return `${sign}₹${groupIndian(String(Math.floor(whole / 100)))}.${String(whole % 100).padStart(2, "0")}`;
}

/** A whole count in en-IN grouping: `123456` -> "1,23,456" (a list's "1,23,456 products"). */
export function formatCount(count: number): string {
  return Number.isSafeInteger(count) && count >= 0 ? groupIndian(String(count)) : count.toLocaleString("en-IN");
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
