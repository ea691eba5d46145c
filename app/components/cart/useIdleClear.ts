import { useCallback, useEffect, useRef, useState } from "react";

/** What counts as the shopper being there (docs/product.md section 10: pointer, key, scroll, touch). */
const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "scroll", "wheel", "touchstart"] as const;

export interface IdleClearState {
  /** Seconds left before the cart is emptied, while the warning shows; null otherwise. */
  secondsLeft: number | null;
  /** True once the cart was emptied for inactivity (the page keeps saying so). */
  cleared: boolean;
  /** "Keep my cart": starts the period again. */
  keep: () => void;
}

/** The warning shows for the last minute, or the last half of a shorter period. */
export function warningWindowMs(periodMs: number): number {
  return Math.min(60_000, periodMs / 2);
}

/** "5 minutes", "1 minute", "90 seconds". */
export function describeDuration(ms: number): string {
  const minutes = ms / 60_000;
  if (Number.isInteger(minutes) && minutes >= 1) return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const seconds = Math.max(1, Math.round(ms / 1000));
  return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}

/** 45 -> "0:45", 125 -> "2:05". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * The cart screen's inactivity clearing (docs/product.md: "emptied automatically every 5 minutes"; docs/product.md section 10:
 * an inactivity timeout with a warning first). While `active` (the page is open and the cart has
 * lines), `periodMs` without activity, or a cart change (`resetKey`), calls `onClear`. The countdown is
 * computed from the clock on every tick, so a throttled background tab still clears on time.
 * `periodMs` 0 turns it off.
 */
export function useIdleClear({
  periodMs,
  active,
  resetKey,
  onClear,
}: {
  periodMs: number;
  active: boolean;
  resetKey: string;
  onClear: () => void;
}): IdleClearState {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [cleared, setCleared] = useState(false);
  const lastActivity = useRef(0);
  const onClearRef = useRef(onClear);
  useEffect(() => {
    onClearRef.current = onClear;
  });

  const enabled = active && periodMs > 0;
  useEffect(() => {
    if (!enabled) return;
    const windowMs = warningWindowMs(periodMs);
    lastActivity.current = Date.now();
    const touch = () => {
      lastActivity.current = Date.now();
      setSecondsLeft(null);
    };
    const tick = () => {
      const left = lastActivity.current + periodMs - Date.now();
      if (left <= 0) {
        clearInterval(timer);
        setSecondsLeft(null);
        setCleared(true);
        onClearRef.current();
        return;
      }
      setSecondsLeft(left <= windowMs ? Math.ceil(left / 1000) : null);
    };
    const timer = setInterval(tick, 1000);
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, touch, { capture: true, passive: true });
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, touch, { capture: true });
    };
    // A cart change (resetKey) starts the period again.
  }, [enabled, periodMs, resetKey]);

  // Lines again (restored, or added in another tab): the "emptied" state is over.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setCleared(false);
  }

  const keep = useCallback(() => {
    lastActivity.current = Date.now();
    setSecondsLeft(null);
  }, []);

  return { secondsLeft: enabled ? secondsLeft : null, cleared, keep };
}
