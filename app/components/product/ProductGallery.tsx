import { ZoomIn } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { pictureSources, type ProductImage } from "@rules/images";
import { ProductPicture } from "../ProductPicture";

/** The main photo: the detail's left column from 768 px (at most 600 px), the whole width below. */
const MAIN_SIZES = "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw";
const THUMB_SIZES = "64px";

/** What a "larger view" opens: the largest rendition, or the picture itself. */
const largerOf = (image: ProductImage) => pictureSources(image)?.largest ?? image.src;

/** The larger view (ZoomView.tsx), fetched when a shopper first opens it: no page needs it to load. */
const ZoomView = lazy(() => import("./ZoomView").then((module) => ({ default: module.ZoomView })));

const smooth = (): ScrollBehavior =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";

/**
 * The product's photos: a swipeable strip (CSS scroll snap, so a phone swipes it without script), the
 * thumbnails under it, and a larger view with zoom. Without JavaScript every photo is a link to its
 * largest rendition and each thumbnail a link to its photo in the strip.
 */
export function ProductGallery({
  images,
  name,
  idPrefix,
  badge,
}: {
  images: ProductImage[];
  name: string;
  /** Unique on the page (a collection page may show a product's detail beside its cards). */
  idPrefix: string;
  /** Shown over the main photo (Out of stock). */
  badge?: React.ReactNode;
}) {
  const [active, setActive] = useState(0);
  const [zoomAt, setZoomAt] = useState<number | null>(null);
  const track = useRef<HTMLUListElement>(null);
  const openers = useRef<(HTMLAnchorElement | null)[]>([]);
  const count = images.length;
  const photoId = (i: number) => `${idPrefix}-photo-${i + 1}`;
  const altOf = (i: number) => (count > 1 ? `${name}, photo ${i + 1} of ${count}` : name);

  const show = (i: number) => {
    const strip = track.current;
    setActive(i);
    strip?.scrollTo({ left: i * strip.clientWidth, behavior: smooth() });
  };
  const onScroll = () => {
    const strip = track.current;
    if (!strip || !strip.clientWidth) return;
    const i = Math.round(strip.scrollLeft / strip.clientWidth);
    if (i !== active && i >= 0 && i < count) setActive(i);
  };

  return (
    <section aria-label={`Photos of ${name}`} className="flex min-w-0 flex-col gap-3 self-start">
      <div className="relative overflow-hidden rounded-lg border border-line bg-stone-100">
        <ul
          ref={track}
          onScroll={onScroll}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
          data-testid="gallery-track"
        >
          {images.map((image, i) => (
            <li key={image.src} id={photoId(i)} className="w-full shrink-0 snap-center">
              <a
                ref={(element) => {
                  openers.current[i] = element;
                }}
                href={largerOf(image)}
                onClick={(event) => {
                  event.preventDefault();
                  setActive(i);
                  setZoomAt(i);
                }}
                className="block cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-accent"
                aria-label={`${altOf(i)}: open a larger view`}
              >
                <ProductPicture
                  image={image}
                  alt={altOf(i)}
                  sizes={MAIN_SIZES}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : undefined}
                  className="aspect-[4/5] h-auto w-full object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
        {badge}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-ink shadow-sm"
        >
          <ZoomIn size={14} />
          {count > 1 ? `${active + 1} / ${count}` : "Zoom"}
        </span>
      </div>

      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto p-1" aria-label="Choose a photo">
          {images.map((image, i) => (
            <li key={image.src} className="shrink-0">
              <a
                href={`#${photoId(i)}`}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === active ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  show(i);
                }}
                className={`block h-[4.5rem] w-14 overflow-hidden rounded-md border-2 bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
                  i === active ? "border-ink" : "border-transparent hover:border-stone-400"
                }`}
              >
                <ProductPicture image={image} alt="" sizes={THUMB_SIZES} className="h-full w-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      {zoomAt !== null ? (
        <Suspense fallback={null}>
          <ZoomView
            images={images}
            name={name}
            start={zoomAt}
            altOf={altOf}
            onClose={(last) => {
              setZoomAt(null);
              show(last);
              openers.current[last]?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
