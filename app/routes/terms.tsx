import type { ReactNode } from "react";

import { SHARED_PAGE } from "~/lib/seo";
import { PageIntro } from "~/components/static/PageIntro";
import { PolicySections } from "~/components/static/PolicySections";
import {
  DELIVERY_TIME,
  NON_RETURNABLE,
  SALE_ITEMS_MEANING,
  REFUND_TIME,
  STORE_HOURS,
  returnWindowGroups,
  SUPPORT_HOURS_SHORT,
  staticPageMeta,
  useStoreSettings,
  type StoreSettings,
} from "~/components/static/policies";
import { StoreLink } from "~/components/ui/StoreLink";

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

export const meta = staticPageMeta("/terms");

type Data = StoreSettings;

const SECTIONS: { id: string; title: string; body: (data: Data) => ReactNode }[] = [
  {
    id: "orders-and-pricing",
    title: "Orders and pricing",
    body: ({ storeName }) => (
      <>
        <p>
          All prices on {storeName} are in Indian rupees (₹) and are inclusive of all applicable taxes. The price you
          pay is the price shown when you place your order.
        </p>
        <p>
          An order is confirmed once you submit it with your name, e-mail, contact number and delivery address. We may
          cancel an order if a product is out of stock or was listed at an obviously wrong price; if you have already
          paid, the full amount is refunded.
        </p>
      </>
    ),
  },
  {
    id: "delivery",
    title: "Delivery",
    body: () => (
      <>
        <p>
          We deliver across India. Orders are usually delivered within <strong>{DELIVERY_TIME}</strong> of being placed.
          Remote areas, public holidays and events beyond our control can add a little time.
        </p>
        <p>Please make sure your address and contact number are correct so the courier can reach you.</p>
      </>
    ),
  },
  {
    id: "shipping",
    title: "Shipping charges",
    body: ({ freeShippingThreshold, shippingFee }) => (
      <p>
        Shipping is{" "}
        <strong data-testid="free-shipping-threshold">free on orders of {freeShippingThreshold} and above</strong>.
        Orders below {freeShippingThreshold} carry a shipping fee of <strong>{shippingFee}</strong>, shown before you
        confirm the order.
      </p>
    ),
  },
  {
    id: "returns-and-exchanges",
    title: "Returns and exchanges",
    body: () => (
      <>
        <p>You can return or exchange a product within a window that depends on its category:</p>
        <ul className="list-disc space-y-1 pl-5">
          {returnWindowGroups().map(({ days, products }, i) => (
            <li key={days}>
              <strong>{days} days</strong> {i === 0 ? "from delivery " : ""}for {products}
            </li>
          ))}
        </ul>
        <p>
          Products must be unused, in their original packaging and with their tags. <strong>{NON_RETURNABLE}</strong>{" "}
          {SALE_ITEMS_MEANING}
        </p>
        <p>
          Every collection's window is listed on our{" "}
          <StoreLink to="/returns" className="font-medium text-ink underline hover:text-accent">
            Returns and Refunds
          </StoreLink>{" "}
          page. To start a return or exchange, write to customer care with your order number (see{" "}
          <a href="#support" className="font-medium text-ink underline hover:text-accent">
            Customer support
          </a>
          ).
        </p>
      </>
    ),
  },
  {
    id: "warranty",
    title: "Watch warranty",
    body: () => (
      <p>
        Watches come with a 2-year warranty against manufacturing defects and are water resistant to 50 m. The warranty
        does not cover damage from accidents, misuse or normal wear.
      </p>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    body: () => (
      <p>
        Once we receive and check a returned product, the refund is issued within <strong>{REFUND_TIME}</strong>. Online
        payments are refunded to the original payment method; cash on delivery orders are refunded to a bank account or
        UPI ID you share with customer care.
      </p>
    ),
  },
  {
    id: "payment",
    title: "Cash on delivery and online payment",
    body: () => (
      <>
        <p>You can pay in either of two ways:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Cash on delivery</strong>: pay the courier when your order arrives.
          </li>
          <li>
            <strong>Online payment</strong>: pay securely when you order, through our payment partner Razorpay. We never
            see or store your card details.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "support",
    title: "Customer support",
    body: ({ supportEmail }) => (
      <>
        <p>
          Our support team is available <strong>{SUPPORT_HOURS_SHORT}</strong> ({STORE_HOURS}).
        </p>
        <p>
          Write to{" "}
          <a href={`mailto:${supportEmail}`} className="font-medium text-ink underline hover:text-accent">
            {supportEmail}
          </a>{" "}
          or visit{" "}
          <StoreLink to="/support" className="font-medium text-ink underline hover:text-accent">
            Customer Care
          </StoreLink>
          .
        </p>
      </>
    ),
  },
  {
    id: "governing-law",
    title: "Governing law",
    body: () => (
      <p>
        These terms are governed by the laws of India, and the courts of Delhi have exclusive jurisdiction over any
        dispute arising from them or from your use of this store.
      </p>
    ),
  },
];

export default function Terms() {
  const settings = useStoreSettings();
  return (
    <>
      <PageIntro
        eyebrow="Policies"
        title="Terms & Conditions"
        lead={
          <p>
            These terms apply to every order placed on {settings.storeName}. Please read them before you buy; by placing
            an order you agree to them.
          </p>
        }
      />

      <PolicySections
        sections={SECTIONS.map((section) => ({ id: section.id, title: section.title, body: section.body(settings) }))}
      />
    </>
  );
}
