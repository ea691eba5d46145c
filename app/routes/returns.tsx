import { COLLECTIONS, canonicalPath } from "@rules/collections";
import { SHARED_PAGE } from "~/lib/seo";
import { displayPhone, telHref, whatsappHref } from "@rules/store-contact";
import { PageIntro } from "~/components/static/PageIntro";
import {
  NON_RETURNABLE,
  SALE_ITEMS_MEANING,
  REFUND_TIME,
  staticPageMeta,
  useStoreSettings,
} from "~/components/static/policies";
import { StoreLink } from "~/components/ui/StoreLink";

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

export const meta = staticPageMeta("/returns");

const linkClass = "font-medium text-ink underline hover:text-accent";
const cardClass = "rounded-xl border border-line bg-white p-5 sm:p-8";

export default function Returns() {
  const { supportEmail, contact } = useStoreSettings();
  return (
    <>
      <PageIntro
        eyebrow="Policies"
        title="Returns and Refunds"
        lead={<p>Changed your mind, or the size is not right? Return or exchange it within its window.</p>}
      />

      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        <section aria-labelledby="windows-heading" className={cardClass}>
          <h2 id="windows-heading" className="text-xl font-bold tracking-tight">
            How long you have
          </h2>
          <p className="mt-2 text-muted">The window starts on the day your order is delivered.</p>
          <table className="mt-4 w-full text-left">
            <caption className="sr-only">Return and exchange window of each collection</caption>
            <thead>
              <tr className="border-b border-line text-sm text-muted">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Collection
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Return or exchange within
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {COLLECTIONS.map((collection) => (
                <tr key={collection.key}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    <StoreLink to={canonicalPath(collection)} className="hover:text-accent">
                      {collection.title.replace(/ Collection$/, "")}
                    </StoreLink>
                  </th>
                  <td className="py-2">{collection.returnDays} days</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4">
            <strong>{NON_RETURNABLE}</strong> {SALE_ITEMS_MEANING}
          </p>
        </section>

        <section aria-labelledby="condition-heading" className={cardClass}>
          <h2 id="condition-heading" className="text-xl font-bold tracking-tight">
            What can come back
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-muted">
            <li>Unused and unwashed, with its tags and in its original packaging.</li>
            <li>Perfumes unopened, with the seal intact.</li>
            <li>Watches with their box, warranty card and protective film.</li>
            <li>Received it damaged or not what you ordered? Tell customer care with a photo and we put it right.</li>
          </ul>
        </section>

        <section aria-labelledby="how-heading" className={cardClass}>
          <h2 id="how-heading" className="text-xl font-bold tracking-tight">
            How to ask for a return or exchange
          </h2>
          <p className="mt-2 text-muted">
            Open the order on{" "}
            <StoreLink to="/account" className={linkClass}>
              My Orders
            </StoreLink>{" "}
            (or find it through{" "}
            <StoreLink to="/orders/lookup" className={linkClass}>
              order lookup
            </StoreLink>
            ), choose the items, how many and why, and press <strong className="text-ink">Request return</strong>. Each
            item says until when it can come back, or why it cannot. For another size, or if you need help, send
            customer care your order number and the product:
          </p>
          <ul className="mt-3 space-y-2">
            <li>
              E-mail:{" "}
              <a href={`mailto:${supportEmail}?subject=Return or exchange`} className={linkClass}>
                {supportEmail}
              </a>
            </li>
            <li>
              Phone:{" "}
              <a href={telHref(contact.phone)} className={linkClass}>
                {displayPhone(contact.phone)}
              </a>
            </li>
            <li>
              WhatsApp:{" "}
              <a
                href={whatsappHref(contact.whatsapp, "Hello, I want to return or exchange a product")}
                className={linkClass}
              >
                {displayPhone(contact.whatsapp)}
              </a>
            </li>
          </ul>
          <p className="mt-3 text-muted">
            Your order number is in your confirmation e-mail, on{" "}
            <StoreLink to="/account" className={linkClass}>
              My Orders
            </StoreLink>{" "}
            and through{" "}
            <StoreLink to="/orders/lookup" className={linkClass}>
              order lookup
            </StoreLink>
            . We arrange the pickup from your address.
          </p>
        </section>

        <section aria-labelledby="refund-heading" className={cardClass}>
          <h2 id="refund-heading" className="text-xl font-bold tracking-tight">
            Refunds
          </h2>
          <p className="mt-2 text-muted">
            Once we receive and check the product, the refund is issued within{" "}
            <strong className="text-ink">{REFUND_TIME}</strong>: to the original payment method for online payments, or
            to a UPI ID or bank account you give us for cash on delivery orders. An exchange ships the new size at no
            charge.
          </p>
        </section>
      </div>
    </>
  );
}
