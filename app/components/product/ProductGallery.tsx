import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from "lucide-react";
import { useRef, useState } from "react";
import { pictureSources, type ProductImage } from "@rules/images";
import { ProductPicture } from "../ProductPicture";

/** The main photo: the detail's left column from 768 px (at most 600 px), the whole width below. */
const MAIN_SIZES = "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw";
const THUMB_SIZES = "64px";

/** What a "larger view" opens: the largest rendition, or the picture itself. */
const largerOf = (image: ProductImage) => pictureSources(image)?.largest ?? image.src;

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
      ) : null}
    </section>
  );
}

/**
 * The larger view: a modal dialog (Escape closes it, focus stays inside) with the photo as large as the
 * screen allows, the other photos by the arrows (buttons or keys), and a zoom to twice that, panned by
 * scrolling, swiping or the arrow keys.
 */
function ZoomView({
  images,
  name,
  start,
  altOf,
  onClose,
}: {
  images: ProductImage[];
  name: string;
  start: number;
  altOf: (i: number) => string;
  onClose: (last: number) => void;
}) {
  const [index, setIndex] = useState(start);
  // Zoomed: the photo at twice the width it fits in, measured when zooming in; null when not zoomed.
  const [zoomWidth, setZoomWidth] = useState<number | null>(null);
  const zoomed = zoomWidth !== null;
  const closeButton = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const toggleZoom = () => {
    if (zoomed) return setZoomWidth(null);
    const fitted = stage.current?.querySelector("img")?.getBoundingClientRect().width ?? 0;
    setZoomWidth(Math.round(fitted * 2));
    // Start at the middle of the zoomed photo.
    requestAnimationFrame(() => {
      const box = stage.current;
      if (box) box.scrollTo((box.scrollWidth - box.clientWidth) / 2, (box.scrollHeight - box.clientHeight) / 2);
    });
  };
  const count = images.length;
  const go = (step: number) => {
    setZoomWidth(null);
    setIndex((i) => (i + step + count) % count);
  };
  const image = images[index]!;
  const button =
    "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink shadow hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

  return (
    <dialog
      ref={(dialog) => {
        if (!dialog || dialog.open) return;
        dialog.showModal();
        // React does not write `autofocus` into the page, so the dialog would start on its first button.
        closeButton.current?.focus();
      }}
      aria-label={`Larger view: ${altOf(index)}`}
      onClose={() => onClose(index)}
      onKeyDown={(event) => {
        if (zoomed || count < 2) return;
        if (event.key === "ArrowRight") go(1);
        else if (event.key === "ArrowLeft") go(-1);
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-white backdrop:bg-ink/80"
      data-testid="zoom-view"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <p className="min-w-0 truncate text-sm font-semibold">
            {name}
            {count > 1 ? <span className="ml-2 font-normal text-stone-300">{`${index + 1} / ${count}`}</span> : null}
          </p>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              className={button}
              aria-pressed={zoomed}
              aria-label={zoomed ? "Zoom out" : "Zoom in"}
              onClick={toggleZoom}
            >
              {zoomed ? <ZoomOut aria-hidden="true" size={20} /> : <ZoomIn aria-hidden="true" size={20} />}
            </button>
            <button
              type="button"
              className={button}
              aria-label="Close the larger view"
              ref={closeButton}
              onClick={() => onClose(index)}
            >
              <X aria-hidden="true" size={20} />
            </button>
          </div>
        </div>
        {/* Focusable, so the arrow keys pan a zoomed photo. */}
        <div
          ref={stage}
          tabIndex={0}
          aria-label={zoomed ? "Zoomed photo: scroll or use the arrow keys to look around" : undefined}
          role={zoomed ? "group" : undefined}
          className={`relative min-h-0 flex-1 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white ${
            zoomed ? "overflow-auto" : "flex items-center justify-center overflow-hidden"
          }`}
          onClick={toggleZoom}
        >
          <ProductPicture
            key={image.src}
            image={image}
            alt={altOf(index)}
            sizes={zoomed ? "200vw" : "100vw"}
            className={
              zoomed
                ? "m-auto block h-auto max-w-none cursor-zoom-out"
                : "h-full max-h-full w-auto max-w-full cursor-zoom-in object-contain"
            }
            style={zoomed ? { width: zoomWidth } : undefined}
          />
        </div>
        {count > 1 ? (
          <div className="flex items-center justify-center gap-4 px-4 py-3">
            <button type="button" className={button} aria-label="Previous photo" onClick={() => go(-1)}>
              <ChevronLeft aria-hidden="true" size={22} />
            </button>
            <button type="button" className={button} aria-label="Next photo" onClick={() => go(1)}>
              <ChevronRight aria-hidden="true" size={22} />
            </button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
