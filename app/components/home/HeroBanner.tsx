import { preload } from "react-dom";

import { ArrowRight } from "lucide-react";
import { BackgroundVideo } from "./BackgroundVideo";
import { StoreLink } from "~/components/ui/StoreLink";

const POSTER = "/media/hero-poster.jpg";

/** The banner: a looping video under a dark overlay, the page's heading and the way into the shop. */
export function HeroBanner() {
  // Its poster is the first thing a shopper sees (the page's largest paint): fetched early, ahead of the
  // scripts (a video's poster is otherwise found late and fetched last).
  preload(POSTER, { as: "image", fetchPriority: "high" });
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-ink text-white">
      <BackgroundVideo name="hero" poster={POSTER} className="absolute inset-0 -z-20 h-full w-full object-cover" />
      {/* Keeps the white text readable over every frame of the video. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-black/80 via-black/55 to-black/25"
      />
      <div className="mx-auto flex min-h-[26rem] max-w-7xl flex-col justify-center px-4 py-16 sm:min-h-[32rem] sm:px-6 lg:min-h-[36rem]">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-white/85 sm:text-sm">
          New season · Pan-India delivery
        </p>
        <h1 id="hero-heading" className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          Step Into Style
        </h1>
        <p className="mt-4 max-w-lg text-base leading-relaxed text-white/90 sm:text-lg">
          Shirts, sneakers, watches, handbags and more, handpicked for every day and every occasion. Pay on delivery,
          with easy returns.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <StoreLink
            to="/new-arrivals"
            className="inline-flex min-h-12 items-center gap-2 rounded-md bg-accent px-7 text-base font-semibold text-white shadow-lg shadow-black/20 transition-colors hover:bg-accent-dark"
          >
            Shop Now
            <ArrowRight aria-hidden="true" size={18} />
          </StoreLink>
          <StoreLink
            to="/products"
            className="inline-flex min-h-12 items-center rounded-md border border-white/70 px-6 text-base font-semibold text-white transition-colors hover:bg-white hover:text-ink"
          >
            Browse all products
          </StoreLink>
        </div>
      </div>
    </section>
  );
}
