import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from "react";

import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { CarouselHeading, Slides, type FeaturedTile } from "./FeaturedTiles";
import { useReducedMotion } from "./useReducedMotion";

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

/** docs/product.md section 9: autoplay every 2500 ms. */
const AUTOPLAY_DELAY_MS = 2500;
/**
 * docs/product.md section 9: a 600 ms transition. Embla's `duration` is not in milliseconds: it drives a damped
 * spring stepped 60 times a second (velocity += distance / duration, then friction 0.68). At 20 a move
 * of one or two slides reaches 99% of its way in ~480 ms and comes within half a pixel in ~600-630 ms,
 * so 20 is the value that gives the ~600 ms of the older carousel (Embla's default, 25, takes ~1 s).
 */
const TRANSITION_DURATION = 20;
/**
 * docs/product.md section 9, react-slick style (max-width breakpoints): wider than 1200 px 2 shown, 2 scrolled;
 * up to 1200 px 3 shown; up to 992 px 3; up to 768 px 2; up to 480 px 1; all of those scroll 1.
 * Written mobile first here; the slide widths below use the same edges (481, 769, 1201 px).
 */
const WIDE_SCREEN = "(min-width: 1201px)";
// The autoplay plugin flips isPlaying() only after its play/stop events, but sets its timer before
// "timerset" and clears it before "timerstopped": a running timer is what "playing" means here.
const CAROUSEL_EVENTS = ["init", "reInit", "select", "autoplay:timerset", "autoplay:timerstopped"] as const;

/**
 * "Featured Products": the 11 featured tiles in a looping carousel with dots, previous/next buttons,
 * arrow keys, and autoplay that stops while the carousel is hovered or focused (or paused by the
 * shopper) and never runs for shoppers who prefer reduced motion. Without JavaScript the row scrolls
 * sideways by itself (FeaturedTiles.tsx). The home page fetches this script once it has hydrated.
 */
export function FeaturedCarousel({ tiles, title = "Featured Products" }: { tiles: FeaturedTile[]; title?: string }) {
  const reducedMotion = useReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const hovered = useRef(false);
  const focusInside = useRef(false);

  const options = useMemo<EmblaOptions>(
    () => ({
      loop: true,
      align: "start",
      slidesToScroll: 1,
      duration: reducedMotion ? 0 : TRANSITION_DURATION,
      breakpoints: { [WIDE_SCREEN]: { slidesToScroll: 2 } },
    }),
    [reducedMotion],
  );
  // One plugin for the life of the carousel; it is left out (so it cannot run) when motion is unwelcome.
  const [autoplay] = useState(() =>
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      stopOnInteraction: false,
      // Hovering anywhere on the carousel (slides, dots, buttons) stops it; leaving starts it again.
      stopOnMouseEnter: true,
      rootNode: (emblaRoot) => emblaRoot.closest<HTMLElement>("[data-carousel]") ?? emblaRoot,
      // Focus on a slide stops it; focus on the buttons and dots is handled below.
      stopOnFocusIn: true,
    }),
  );
  const plugins = useMemo(() => (reducedMotion || userPaused ? [] : [autoplay]), [reducedMotion, userPaused, autoplay]);
  const [viewportRef, api] = useEmblaCarousel(options, plugins);

  const ready = Boolean(api);

  // Embla is the source of truth for the selected snap, the snaps and the autoplay state.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      for (const event of CAROUSEL_EVENTS) api.on(event, onChange);
      return () => {
        for (const event of CAROUSEL_EVENTS) api.off(event, onChange);
      };
    },
    [api],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  // The first slide of each snap names its dot ("Go to slide 3" when two slides move at a time).
  const snapKey = useSyncExternalStore(
    subscribe,
    () =>
      api
        ? api
            .internalEngine()
            .slideRegistry.map((group) => group[0] ?? 0)
            .join(",")
        : "",
    () => "",
  );
  const snaps = snapKey ? snapKey.split(",").map(Number) : [];
  const playing = useSyncExternalStore(
    subscribe,
    () => (api?.plugins().autoplay?.timeUntilNext() ?? null) !== null,
    () => false,
  );

  const autoplayRunning = playing && !reducedMotion && !userPaused;

  /** A move by the shopper restarts the wait, so the carousel does not jump right after it. */
  const go = useCallback(
    (move: (embla: EmblaApi) => void) => {
      if (!api) return;
      move(api);
      api.plugins().autoplay?.reset();
    },
    [api],
  );

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go((embla) => embla.scrollPrev());
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go((embla) => embla.scrollNext());
    }
  }

  function onFocus() {
    focusInside.current = true;
    api?.plugins().autoplay?.stop();
  }

  function onBlur(event: React.FocusEvent) {
    if (region.current?.contains(event.relatedTarget as Node | null)) return;
    focusInside.current = false;
    if (!hovered.current) api?.plugins().autoplay?.play();
  }

  return (
    <div
      ref={region}
      data-carousel=""
      data-autoplay={autoplayRunning ? "playing" : "stopped"}
      role="region"
      aria-roledescription="carousel"
      aria-label={title}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseEnter={() => (hovered.current = true)}
      onMouseLeave={() => (hovered.current = false)}
    >
      <div className="flex items-end justify-between gap-4">
        <CarouselHeading title={title} />
        {ready ? (
          <div className="flex shrink-0 items-center gap-2">
            <button
              type="button"
              onClick={() => go((embla) => embla.scrollPrev())}
              aria-label="Previous slide"
              className={controlClass}
            >
              <ChevronLeft aria-hidden="true" size={22} />
            </button>
            <button
              type="button"
              onClick={() => go((embla) => embla.scrollNext())}
              aria-label="Next slide"
              className={controlClass}
            >
              <ChevronRight aria-hidden="true" size={22} />
            </button>
          </div>
        ) : null}
      </div>

      <div
        ref={viewportRef}
        // Before the script runs (or without it) the row is a plain sideways-scrolling strip.
        className={`mt-6 ${ready ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto"}`}
      >
        <div className="-ml-4 flex touch-pan-y touch-pinch-zoom">
          <Slides tiles={tiles} />
        </div>
      </div>

      {/*
       * Every dot is a 44 px target around a small dot. Eleven of them and the pause button need 34rem; on a
       * narrower row (a phone) "3 / 11" stands in for the dots, beside the previous and next buttons and the
       * swipe, rather than dots that wrap into a grid or targets too small for a thumb.
       */}
      <div className="@container mt-5 flex min-h-11 items-center justify-center gap-2">
        {ready && !reducedMotion ? (
          <button
            type="button"
            onClick={() => setUserPaused((paused) => !paused)}
            aria-label={userPaused ? "Play slideshow" : "Pause slideshow"}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-stone-200 hover:text-ink"
          >
            {userPaused ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
          </button>
        ) : null}
        {snaps.length ? (
          <p className="text-sm font-medium tabular-nums text-muted @min-[34rem]:hidden" data-testid="slide-counter">
            <span aria-hidden="true">
              {selected + 1} / {snaps.length}
            </span>
            <span className="sr-only">
              Slide {selected + 1} of {snaps.length}
            </span>
          </p>
        ) : null}
        <div className="hidden flex-wrap items-center justify-center @min-[34rem]:flex">
          {snaps.map((firstSlide, index) => (
            <button
              key={`${index}-${firstSlide}`}
              type="button"
              onClick={() => go((embla) => embla.scrollTo(index))}
              aria-label={`Go to slide ${firstSlide + 1}`}
              aria-current={index === selected ? "true" : undefined}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all duration-300 ${
                  index === selected ? "w-5 bg-accent" : "w-2 bg-stone-300 group-hover:bg-stone-500"
                }`}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

const controlClass =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm transition-colors hover:border-ink hover:bg-ink hover:text-white";
