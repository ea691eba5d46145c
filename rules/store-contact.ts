// The store's legal and contact details that the Consumer Protection (E-Commerce) Rules, 2020 ask an
// Indian online store to show: who sells, where, its GSTIN, how to call or message it, and a grievance
// officer. Set in the settings (server/config.ts); client-safe so the footer and pages can format them.

/** The store's name when STORE_NAME is not set, and on an error page drawn before the settings are known. */
export const DEFAULT_STORE_NAME = "StyleHub";

export interface StoreContact {
  /** The registered business name ("StyleHub Fashion Private Limited"). */
  legalName: string;
  postalAddress: string;
  gstin: string;
  /** 10 digits, without +91. */
  phone: string;
  /** 10 digits of the WhatsApp business number, without +91. */
  whatsapp: string;
  grievanceOfficer: { name: string; email: string; phone: string };
}

/** GSTIN: state code, PAN (5 letters, 4 digits, 1 letter), entity number, "Z", check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** "+91 98765 43210": how an Indian number is written for people. */
export const displayPhone = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

export const telHref = (digits: string) => `tel:+91${digits}`;

/** WhatsApp's click-to-chat link (the number with its country code, no "+"). */
export const whatsappHref = (digits: string, text?: string) =>
  `https://wa.me/91${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
