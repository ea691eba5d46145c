import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from "lucide-react";
import { useRef, useState } from "react";
import type { ProductImage } from "@rules/images";
import { ProductPicture } from "../ProductPicture";

/**
 * The larger view: a modal dialog (Escape closes it, focus stays inside) with the photo as large as the
 * screen allows, the other photos by the arrows (buttons or keys), and a zoom to twice that, panned by
 * scrolling, swiping or the arrow keys.
 */
export function ZoomView({
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
