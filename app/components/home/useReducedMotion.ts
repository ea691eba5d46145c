import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";
/** Phones and small tablets: a background video there costs data and battery for little. */
const SMALL_SCREEN = "(max-width: 767px)";

const subscribeTo = (query: string) => (onChange: () => void) => {
  const media = window.matchMedia(query);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
};
const subscribeToMotion = subscribeTo(QUERY);
const subscribeToSmallScreen = subscribeTo(SMALL_SCREEN);

/**
 * Whether the shopper asked for less motion. The server cannot know, so it renders as if motion were
 * fine and the browser corrects it right after hydration (and whenever the setting changes).
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/**
 * Whether a video should wait for a tap rather than play by itself: a small screen, or the browser's
 * data saver (Save-Data). The server assumes so, so nothing starts before the browser knows.
 */
export function usePlayOnTapOnly(): boolean {
  return useSyncExternalStore(
    subscribeToSmallScreen,
    () =>
      window.matchMedia(SMALL_SCREEN).matches ||
      (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true,
    () => true,
  );
}
