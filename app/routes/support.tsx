import type { ReactNode } from "react";

import { ChevronDown, Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { SHARED_PAGE } from "~/lib/seo";
import { displayPhone, telHref, whatsappHref } from "@rules/store-contact";
import { PageIntro } from "~/components/static/PageIntro";
import {
  CLOSED_DAYS,
  DELIVERY_TIME,
  NON_RETURNABLE,
  SALE_ITEMS_MEANING,
  OPEN_DAYS,
  OPEN_HOURS,
  REFUND_TIME,
  returnWindowsSentence,
  staticPageMeta,
  useStoreSettings,
} from "~/components/static/policies";
import { StoreLink } from "~/components/ui/StoreLink";

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

export const meta = staticPageMeta("/support");

function ContactCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-3 rounded-xl border border-line bg-white p-5 sm:gap-4 sm:p-6" aria-label={title}>
      <span
        aria-hidden="true"
        className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-accent-soft text-accent sm:h-12 sm:w-12"
      >
        <Icon size={22} />
      </span>
      <div className="min-w-0">
        <h2 className="text-lg font-bold">{title}</h2>
        <div className="mt-1 text-muted">{children}</div>
      </div>
    </section>
  );
}

const linkClass = "font-medium text-ink underline hover:text-accent";

export default function Support() {
  const { storeName, supportEmail, contact, freeShippingThreshold, shippingFee } = useStoreSettings();
  const officer = contact.grievanceOfficer;
  const mailto = `mailto:${supportEmail}`;

  const faq: { question: string; answer: ReactNode }[] = [
    {
      question: "How long does delivery take?",
      answer: (
        <p>
          Orders are delivered across India within {DELIVERY_TIME}. Shipping is free on orders of{" "}
          {freeShippingThreshold} and above; below that a fee of {shippingFee} applies.
        </p>
      ),
    },
    {
      question: "What is your return and exchange policy?",
      answer: (
        <p>
          You can return or exchange a product within {returnWindowsSentence()}. Products must be unused and in their
          original packaging. {NON_RETURNABLE} {SALE_ITEMS_MEANING} See{" "}
          <StoreLink to="/returns" className={linkClass}>
            Returns and Refunds
          </StoreLink>{" "}
          for every collection.
        </p>
      ),
    },
    {
      question: "Can I pay cash on delivery?",
      answer: (
        <p>
          Yes. Choose cash on delivery at checkout and pay the courier when your order arrives. You can also pay online
          when you place the order.
        </p>
      ),
    },
    {
      question: "How do I track my order?",
      answer: (
        <p>
          After you order, our support team reaches out to you with its progress. For an update at any time, e-mail{" "}
          <a href={mailto} className={linkClass}>
            {supportEmail}
          </a>{" "}
          with your order number and we will tell you where it is.
        </p>
      ),
    },
    {
      question: "When will I get my refund?",
      answer: (
        <p>
          Once we receive and check a returned product, your refund is issued within {REFUND_TIME}: to the original
          payment method for online payments, or to a bank account or UPI ID you share with us for cash on delivery
          orders.
        </p>
      ),
    },
  ];

  return (
    <>
      <PageIntro
        eyebrow="We're here to help"
        title="Customer Care"
        lead={
          <p>
            Questions about an order, a size or a return? The {storeName} customer care team will sort it out with you.
          </p>
        }
      />

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6">
        <div className="grid gap-4 md:grid-cols-2">
          <ContactCard icon={Clock} title="Store hours">
            {/* One line on wide screens; the days and Sunday on their own lines on a phone. */}
            <p className="font-medium text-ink">
              <span className="block sm:inline">
                {OPEN_DAYS}: <span className="whitespace-nowrap">{OPEN_HOURS}</span>
              </span>
              <span className="hidden sm:inline"> | </span>
              <span className="block sm:inline">{CLOSED_DAYS}</span>
            </p>
            <p className="mt-1 text-sm">Messages sent outside these hours are answered on the next working day.</p>
          </ContactCard>
          <ContactCard icon={Phone} title="Call us">
            <p>
              <a href={telHref(contact.phone)} className={`${linkClass} text-base sm:text-lg`}>
                {displayPhone(contact.phone)}
              </a>
            </p>
            <p className="mt-1 text-sm">During store hours, for anything about an order.</p>
          </ContactCard>
          <ContactCard icon={MessageCircle} title="WhatsApp">
            <p>
              <a
                href={whatsappHref(contact.whatsapp, `Hello ${storeName}, I need help with my order`)}
                className={`${linkClass} text-base sm:text-lg`}
                rel="noopener"
              >
                Chat on WhatsApp: {displayPhone(contact.whatsapp)}
              </a>
            </p>
            <p className="mt-1 text-sm">Send your order number and a photo if something is wrong.</p>
          </ContactCard>
          <ContactCard icon={Mail} title="E-mail us">
            <p>
              <a href={mailto} className={`${linkClass} text-base [overflow-wrap:anywhere] sm:text-lg`}>
                {supportEmail}
              </a>
            </p>
            <p className="mt-1 text-sm">The quickest way to reach us about an order, a return or a refund.</p>
          </ContactCard>
          <ContactCard icon={MapPin} title="Our address">
            <address className="not-italic">
              <span className="block font-medium text-ink">{contact.legalName}</span>
              {contact.postalAddress}
            </address>
            <p className="mt-1 text-sm">
              GSTIN: <span className="font-medium text-ink">{contact.gstin}</span>
            </p>
          </ContactCard>
        </div>

        <section aria-labelledby="grievance-heading" className="rounded-xl border border-line bg-white p-5 sm:p-8">
          <h2 id="grievance-heading" className="text-xl font-bold tracking-tight">
            Grievance officer
          </h2>
          <p className="mt-2 text-muted">
            If customer care has not resolved a complaint, write to our grievance officer, appointed under the Consumer
            Protection (E-Commerce) Rules, 2020. We acknowledge every complaint within 48 hours and resolve it within
            one month.
          </p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">Name</dt>
            <dd>{officer.name}, Grievance Officer</dd>
            <dt className="font-semibold">E-mail</dt>
            <dd>
              <a href={`mailto:${officer.email}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
                {officer.email}
              </a>
            </dd>
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a href={telHref(officer.phone)} className={linkClass}>
                {displayPhone(officer.phone)}
              </a>
            </dd>
            <dt className="font-semibold">Address</dt>
            <dd>
              {contact.legalName}, {contact.postalAddress}
            </dd>
          </dl>
        </section>

        <section aria-labelledby="include-heading" className="rounded-xl border border-line bg-white p-5 sm:p-8">
          <h2 id="include-heading" className="text-xl font-bold tracking-tight">
            How to reach us, and what to include
          </h2>
          <p className="mt-2 text-muted">Write to us by e-mail. To help us answer in one go, please include:</p>
          <ol className="mt-4 grid gap-3 sm:grid-cols-3">
            {[
              ["Your order number", "It is in your order confirmation."],
              ["The e-mail you ordered with", "So we can find your order and reply to you."],
              ["What went wrong", "For a damaged or wrong item, add a photo of it."],
            ].map(([title, text], index) => (
              <li key={title} className="flex gap-3 rounded-lg bg-canvas p-4">
                <span
                  aria-hidden="true"
                  className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-sm text-muted">{text}</span>
                </span>
              </li>
            ))}
          </ol>
          <a
            href={`${mailto}?subject=${encodeURIComponent("Help with my order")}`}
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-accent px-5 py-3 font-semibold text-white hover:bg-accent-dark"
          >
            <Mail aria-hidden="true" size={18} />
            Write to customer care
          </a>
        </section>

        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
            Frequently asked questions
          </h2>
          <div className="mt-4 divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
            {faq.map((item) => (
              <details key={item.question} className="group">
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:text-accent [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    size={20}
                    className="shrink-0 text-muted transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</div>
              </details>
            ))}
          </div>
          <p className="mt-4 text-sm text-muted">
            The full policies are in our{" "}
            <StoreLink to="/terms" className={linkClass}>
              Terms &amp; Conditions
            </StoreLink>
            .
          </p>
        </section>
      </div>
    </>
  );
}
