import type { DeliverySettings } from "../delivery/delivery";
import type { InvoiceSeller } from "../invoices/invoice-tax";
import type { ShippingSettings } from "@rules/pricing";

/** The settings an order is priced and announced with. */
export interface OrderSettings extends ShippingSettings {
  markupPaise: number;
  storeName: string;
  supportEmail: string;
  delivery: DeliverySettings;
  /** The seller on tax documents (a refund webhook's credit note, when its invoice kept none). */
  seller?: InvoiceSeller | undefined;
}
