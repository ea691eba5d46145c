// Money rules shared by the server and the pages. Amounts are integer paise; shoppers see rupees. This module
// is the one place paise and rupees are converted (a lint rule holds every other file to it: eslint.config.js).

/** Paise in a rupee. */
const PAISE_PER_RUPEE = 100;

/**
 * Rupees (a form's, a setting's, a page's price) -> integer paise, to the nearest paisa: `14.99 * 100` is
 * 1498.9999999999998, which no paise column takes. `null` (no old price) stays `null`.
 */
export function toPaise(rupees: number): number;
export function toPaise(rupees: number | null): number | null;
export function toPaise(rupees: number | null): number | null {
  return rupees === null ? null : Math.round(rupees * PAISE_PER_RUPEE);
}

/**
 * Integer paise -> rupees, as the API states every amount (`149900` -> 1499, `1499` -> 14.99): exact to the
 * paisa, never rounded to whole rupees (formatPaise does that for the eye). `null` stays `null`.
 */
export function toRupees(paise: number): number;
export function toRupees(paise: number | null): number | null;
export function toRupees(paise: number | null): number | null {
  return paise === null ? null : paise / PAISE_PER_RUPEE;
}

/** A whole percentage as a fraction: `30` (a "30% off" filter) -> 0.3. */
export function percentAsFraction(percent: number): number {
  return percent / 100;
}

/** A whole percentage of an amount, to the paisa (half up), worked in whole numbers: 10% of ₹1,300.03 -> ₹130.00. */
export function percentOfPaise(paise: number, percent: number): number {
  return Math.round((paise * percent) / 100);
}

/**
 * What an amount that includes `percent` on top of itself comes to without it, to the paisa (half up):
 * GST-inclusive ₹105.00 at 5% -> ₹100.00. Worked in whole numbers, so no fraction of a rate drifts.
 */
export function withoutIncludedPercent(inclusivePaise: number, percent: number): number {
  return Math.round((inclusivePaise * 100) / (100 + percent));
}

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
  return formatRupees(Math.round(toRupees(paise)));
}

/**
 * `123456` paise -> "₹1,234.56": to the paisa, as a tax invoice states every amount ("-₹5.00" below zero),
 * as `Intl` en-IN's rupees would write it.
 */
export function formatPaiseExact(paise: number): string {
  const whole = Math.round(Math.abs(paise));
  if (!Number.isSafeInteger(whole))
    return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(toRupees(paise));
  const sign = paise < 0 || Object.is(paise, -0) ? "-" : "";
  return `${sign}₹${groupIndian(String(Math.floor(whole / PAISE_PER_RUPEE)))}.${String(whole % PAISE_PER_RUPEE).padStart(2, "0")}`;
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
  const percent = discountPercent(pricePaise, oldPricePaise);
  return percent > 0 ? `${percent}% off` : null;
}

/**
 * The share of the old price saved, in whole percent as labels say it (0 when none). The list's discount
 * filter works it from an old price it computes, which may be a float a hair below the true one: a hair is
 * added, so 29.5% stays "30%".
 */
export function discountPercent(pricePaise: number, oldPricePaise: number): number {
  if (oldPricePaise <= pricePaise) return 0;
  return Math.round(((oldPricePaise - pricePaise) / oldPricePaise) * 100 + 1e-6);
}

/**
 * `-123456` paise -> "-1234.56": a spreadsheet's and a tax return's plain decimal, to the paisa, with no
 * grouping and no symbol (CSV exports, GST returns' files).
 */
export function paiseDecimal(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / PAISE_PER_RUPEE)}.${String(whole % PAISE_PER_RUPEE).padStart(2, "0")}`;
}
