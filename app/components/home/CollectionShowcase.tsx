import { ArrowRight } from "lucide-react";
import { BackgroundVideo } from "./BackgroundVideo";
import { StoreLink } from "~/components/ui/StoreLink";

/** "Discover Our Latest Collection": the second video beside a short invitation to the new arrivals. */
export function CollectionShowcase() {
  return (
    <section aria-labelledby="collection-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:gap-12 lg:py-20">
        <div className="relative isolate aspect-video overflow-hidden rounded-2xl bg-stone-200 shadow-sm">
          <BackgroundVideo
            name="collection"
            poster="/media/collection-poster.jpg"
            lazy
            className="absolute inset-0 h-full w-full object-cover"
            toggleClassName="bottom-3 right-3"
          />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Just in</p>
          <h2 id="collection-heading" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Discover Our Latest Collection
          </h2>
          <p className="mt-4 text-base leading-relaxed text-muted sm:text-lg">
            Fresh shirts and co-ords, easy-going loafers, statement watches and the bags to go with them. New styles
            land every week, with pay on delivery and easy returns across India.
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <StoreLink
              to="/new-arrivals"
              className="inline-flex min-h-12 items-center gap-2 rounded-md bg-ink px-6 text-base font-semibold text-white transition-colors hover:bg-accent"
            >
              Explore New Arrivals
              <ArrowRight aria-hidden="true" size={18} />
            </StoreLink>
            <StoreLink
              to="/products"
              className="inline-flex min-h-12 items-center rounded-md border border-line px-6 text-base font-semibold text-ink transition-colors hover:border-ink"
            >
              Shop all products
            </StoreLink>
          </div>
        </div>
      </div>
    </section>
  );
}
