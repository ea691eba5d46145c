import { Fragment } from "react";

import { BadgeCheck, Banknote, RotateCcw, Truck, Watch, type LucideIcon } from "lucide-react";
import { canonicalPath, collectionByKey } from "@rules/collections";
import { SHARED_PAGE } from "~/lib/seo";
import { PageIntro } from "~/components/static/PageIntro";
import {
  NON_RETURNABLE,
  SALE_ITEMS_MEANING,
  returnWindowsSentence,
  staticPageMeta,
  useStoreSettings,
} from "~/components/static/policies";
import { StoreLink } from "~/components/ui/StoreLink";

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

export const meta = staticPageMeta("/about");

/** What the store sells, each tile leading to its collection. */
const RANGE: { label: string; collection: string; image: string }[] = [
  { label: "Shirts & T-shirts", collection: "shirts", image: "shrt-001" },
  { label: "Jeans", collection: "jeans", image: "jean-001" },
  { label: "Trousers", collection: "trousers", image: "trou-001" },
  { label: "Tracksuits", collection: "tracksuit", image: "trak-001" },
  { label: "Loafers", collection: "loafers", image: "loaf-001" },
  { label: "Shoes", collection: "menshoes", image: "shoe-001" },
  { label: "Flip-flops", collection: "flipflops", image: "flip-001" },
  { label: "Sandals", collection: "sandals", image: "sand-001" },
  { label: "Watches", collection: "luxury-watch", image: "lwat-001" },
  { label: "Handbags", collection: "handbags", image: "hbag-001" },
  { label: "Perfumes", collection: "perfume", image: "perf-001" },
  { label: "Sunglasses", collection: "sunglasses", image: "sung-001" },
];

function pathOf(key: string): string {
  const collection = collectionByKey(key);
  return collection ? canonicalPath(collection) : "/products";
}

function PromiseCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border border-line bg-white p-5">
      <span
        aria-hidden="true"
        className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-accent-soft text-accent"
      >
        <Icon size={22} />
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-muted">{children}</p>
      </div>
    </li>
  );
}

export default function About() {
  const { storeName, freeShippingThreshold } = useStoreSettings();
  return (
    <>
      <PageIntro
        eyebrow={`About ${storeName}`}
        title="About Us"
        lead={
          <p>
            {storeName} is an online fashion and accessories store for shoppers across India. We bring together everyday
            wear, footwear and accessories at honest prices, and deliver them to your door.
          </p>
        }
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <StoreLink
            to="/new-arrivals"
            className="inline-flex min-h-11 items-center rounded-md bg-accent px-5 py-3 font-semibold text-white hover:bg-accent-dark"
          >
            Shop new arrivals
          </StoreLink>
          <StoreLink
            to="/products"
            className="inline-flex min-h-11 items-center rounded-md border border-line bg-white px-5 py-3 font-semibold hover:border-ink"
          >
            Browse all products
          </StoreLink>
        </div>
      </PageIntro>

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6">
        <section aria-labelledby="range-heading">
          <h2 id="range-heading" className="text-2xl font-bold tracking-tight">
            What we sell
          </h2>
          <p className="mt-2 max-w-2xl text-muted">
            Shirts, t-shirts, jeans, trousers, tracksuits, loafers, shoes, flip-flops, sandals, watches, handbags,
            perfumes and sunglasses: pick a range to start shopping.
          </p>
          <ul className="mt-6 grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6">
            {RANGE.map((item) => (
              <li key={item.collection}>
                <StoreLink
                  to={pathOf(item.collection)}
                  className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white transition-shadow hover:shadow-md"
                >
                  <img
                    src={`/images/products/${item.image}.svg`}
                    alt=""
                    width={600}
                    height={750}
                    loading="lazy"
                    className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                  <span className="flex flex-1 items-center justify-center px-1.5 py-2.5 text-center text-[13px] font-semibold leading-tight text-balance group-hover:text-accent sm:px-3 sm:py-3 sm:text-sm">
                    {/* Keep "T-shirts" whole when the label wraps on a narrow tile. */}
                    <span>
                      {item.label.split(" ").map((word, i) => (
                        <Fragment key={i}>
                          {i > 0 ? " " : null}
                          <span className="whitespace-nowrap">{word}</span>
                        </Fragment>
                      ))}
                    </span>
                  </span>
                </StoreLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="promises-heading">
          <h2 id="promises-heading" className="text-2xl font-bold tracking-tight">
            Our promises
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 sm:[&>li:last-child]:col-span-2 lg:grid-cols-6 lg:[&>li:nth-child(-n+3)]:col-span-2 lg:[&>li:nth-child(n+4)]:col-span-3">
            <PromiseCard icon={BadgeCheck} title="100% original">
              Every product we sell is genuine: no copies, no look-alikes.
            </PromiseCard>
            <PromiseCard icon={Banknote} title="Pay on delivery">
              Pay in cash when your order arrives, or pay online if you prefer.
            </PromiseCard>
            <PromiseCard icon={RotateCcw} title="Easy returns">
              Return or exchange within {returnWindowsSentence()}. {NON_RETURNABLE} {SALE_ITEMS_MEANING}
            </PromiseCard>
            <PromiseCard icon={Watch} title="2-year watch warranty">
              Our watches carry a 2-year warranty and are water resistant to 50 m.
            </PromiseCard>
            <PromiseCard icon={Truck} title="Free shipping">
              <span data-testid="free-shipping-threshold">
                Free shipping on orders of {freeShippingThreshold} and above
              </span>
              , delivered across India.
            </PromiseCard>
          </ul>
        </section>

        <section
          aria-labelledby="help-heading"
          className="flex flex-col items-start gap-4 rounded-2xl bg-ink px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10"
        >
          <div>
            <h2 id="help-heading" className="text-xl font-bold">
              Questions before you buy?
            </h2>
            <p className="mt-1 text-stone-300">
              Our customer care team is happy to help with sizes, orders and returns.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <StoreLink
              to="/support"
              className="inline-flex min-h-11 items-center rounded-md bg-white px-5 py-3 font-semibold text-ink hover:bg-stone-100"
            >
              Contact customer care
            </StoreLink>
            <StoreLink
              to="/terms"
              className="inline-flex min-h-11 items-center rounded-md border border-stone-500 px-5 py-3 font-semibold text-white hover:border-white"
            >
              Read our terms
            </StoreLink>
          </div>
        </section>
      </div>
    </>
  );
}
