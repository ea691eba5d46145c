import { useEffect, useRef, useState } from "react";
import { Pause, Play } from "lucide-react";
import { useHydrated } from "~/components/use-hydrated";
import { usePlayOnTapOnly, useReducedMotion } from "./useReducedMotion";

/**
 * A decorative, muted, looping video behind a section (hidden from assistive technology). It plays only
 * while on screen, and never on its own on small screens, with the data saver on, or for shoppers who
 * prefer reduced motion (the poster shows; the button plays it). The button pauses or plays it (moving
 * content that lasts longer than five seconds needs one: WCAG 2.2.2).
 *
 * Nothing loads before the page knows it may play (no autoplay attribute, preload none), so a phone's
 * first visit does not download the video. `lazy` videos (below the fold) also wait to be on screen, and
 * their still to come near it.
 */
export function BackgroundVideo({
  name,
  poster,
  className,
  lazy = false,
  toggleClassName = "bottom-4 right-4",
}: {
  /** `/media/<name>.webm` and `/media/<name>.mp4`. */
  name: string;
  poster: string;
  className?: string;
  lazy?: boolean;
  toggleClassName?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const tapOnly = usePlayOnTapOnly();
  const hydrated = useHydrated();
  // null: follow the shopper's motion preference; true/false: they pressed play/pause.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [onScreen, setOnScreen] = useState(!lazy);
  // A lazy video's still loads once it comes near the screen, so a phone's first load leaves it out.
  const [seen, setSeen] = useState(!lazy);
  const wantsPlay = choice ?? (!reducedMotion && !tapOnly);

  useEffect(() => {
    const element = video.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)), {
      threshold: 0.15,
    });
    const near = new IntersectionObserver(([entry]) => entry?.isIntersecting && setSeen(true), {
      rootMargin: "300px",
    });
    observer.observe(element);
    near.observe(element);
    return () => {
      observer.disconnect();
      near.disconnect();
    };
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (wantsPlay && onScreen) {
      // Browsers may refuse (data saver, power saving): the poster stays, which is fine.
      element.play().catch(() => {});
    } else {
      element.pause();
    }
  }, [wantsPlay, onScreen]);

  return (
    <>
      {/* Without JavaScript the still is a picture (lazy below the fold), and the video is hidden: a
          browser shows a video's own controls when scripts are off, over the section's heading. */}
      <noscript>
        <img
          src={poster}
          alt=""
          aria-hidden="true"
          loading={lazy ? "lazy" : "eager"}
          decoding="async"
          className={className}
        />
      </noscript>
      <video
        ref={video}
        className={`${className ?? ""} noscript:hidden`}
        aria-hidden="true"
        tabIndex={-1}
        poster={!lazy || seen ? poster : undefined}
        width={1280}
        height={720}
        muted
        loop
        playsInline
        preload="none"
        disablePictureInPicture
      >
        <source src={`/media/${name}.webm`} type="video/webm" />
        <source src={`/media/${name}.mp4`} type="video/mp4" />
      </video>
      {hydrated ? (
        <button
          type="button"
          onClick={() => setChoice(!wantsPlay)}
          aria-label={wantsPlay ? "Pause background video" : "Play background video"}
          className={`absolute z-10 inline-flex h-11 w-11 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-sm transition-colors hover:bg-black/75 ${toggleClassName}`}
        >
          {wantsPlay ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        </button>
      ) : null}
    </>
  );
}
