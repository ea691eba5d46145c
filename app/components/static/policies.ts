import { useSettings } from "~/components/store-settings";
import { COLLECTIONS } from "@rules/collections";
import { DELIVERY_BUSINESS_DAYS } from "@rules/delivery";
import { formatPaise } from "@rules/money";
import { pageMeta, storeNameFrom } from "~/lib/seo";

/**
 * The store's advertised policies (docs/product.md sections 1, 2 and 9), worded once so that About,
 * Terms & Conditions and Customer Care never disagree. Amounts come from the settings.
 */
export { CLOSED_DAYS, OPEN_DAYS, OPEN_HOURS, STORE_HOURS } from "@rules/store-hours";
export const SUPPORT_HOURS_SHORT = "Mon-Sat 10 AM-8 PM";
export const DELIVERY_TIME = `${DELIVERY_BUSINESS_DAYS.min}-${DELIVERY_BUSINESS_DAYS.max} business days`;
export const REFUND_TIME = "7-10 business days";
export { NON_RETURNABLE, SALE_ITEMS_MEANING } from "./sale-items";

/** Each collection's return or exchange window, from the collection data. */
export const RETURN_WINDOWS = COLLECTIONS.map((c) => ({
  key: c.key,
  productsNoun: c.productsNoun,
  days: c.returnDays,
}));

/** "a, b and c" */
const joinAnd = (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * The windows grouped by length, the usual one first ("most products"), then the longer ones with what
 * they cover: [{ days: 7, products: "most products" }, { days: 14, products: "luxury watches, ..." }].
 */
export function returnWindowGroups(): { days: number; products: string }[] {
  const byDays = new Map<number, string[]>();
  for (const { days, productsNoun } of RETURN_WINDOWS) byDays.set(days, [...(byDays.get(days) ?? []), productsNoun]);
  const [usual, ...others] = [...byDays.entries()].sort((a, b) => b[1].length - a[1].length);
  return [
    { days: usual![0], products: "most products" },
    ...others.sort((a, b) => a[0] - b[0]).map(([days, nouns]) => ({ days, products: joinAnd(nouns) })),
  ];
}

/** "7 days from delivery for most products; 14 days for luxury watches, ...; 15 days for perfumes" */
export const returnWindowsSentence = () =>
  returnWindowGroups()
    .map(({ days, products }, i) => `${days} days ${i === 0 ? "from delivery " : ""}for ${products}`)
    .join("; ");

/** The static pages' titles and descriptions (for search results and shared links), by path. */
const STATIC_PAGES = {
  "/about": {
    title: "About Us",
    description: (storeName: string) =>
      `${storeName} is an online fashion and accessories store for shoppers across India: 100% original products, pay on delivery and easy returns.`,
  },
  "/privacy": {
    title: "Privacy Policy",
    description: (storeName: string) =>
      `How ${storeName} collects, uses, shares and protects your personal data, how long it is kept, and how to reach our grievance officer.`,
  },
  "/returns": {
    title: "Returns and Refunds",
    description: (storeName: string) =>
      `Return or exchange at ${storeName}: ${returnWindowsSentence()}. How to ask, and when your refund arrives.`,
  },
  "/support": {
    title: "Customer Care",
    description: (storeName: string) =>
      `Contact ${storeName} customer care: store hours, phone, WhatsApp, e-mail, our address, the grievance officer and answers about delivery, returns, cash on delivery, order tracking and refunds.`,
  },
  "/terms": {
    title: "Terms & Conditions",
    description: (storeName: string) =>
      `The terms of shopping at ${storeName}: orders and pricing, delivery, shipping, returns and exchanges, refunds, payment and support.`,
  },
} as const;

type StaticPath = keyof typeof STATIC_PAGES;

/** A static page's `meta`: its title and description from STATIC_PAGES, its canonical URL from its path. */
export const staticPageMeta =
  (path: StaticPath) =>
  ({ matches }: { matches: Parameters<typeof storeNameFrom>[0] }) => {
    const { title, description } = STATIC_PAGES[path];
    return pageMeta({ title, description: description(storeNameFrom(matches)), matches, canonical: path });
  };

/**
 * The store's name, contact details and shipping amounts as these pages show them, from the root loader:
 * the one place pages get settings.
 */
export function useStoreSettings() {
  const root = useSettings();
  return {
    storeName: root.storeName,
    supportEmail: root.supportEmail,
    contact: root.contact,
    freeShippingThreshold: formatPaise(root.freeShippingThresholdPaise),
    shippingFee: formatPaise(root.shippingFeePaise),
  };
}

export type StoreSettings = ReturnType<typeof useStoreSettings>;
