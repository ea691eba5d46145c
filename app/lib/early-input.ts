/**
 * What a shopper typed or chose before the page hydrated (a slow phone, decision 026): the browser
 * shows it, and React leaves it on screen while it hydrates, but a controlled field's state still holds the
 * server's value, so the next render of its form would put that back (a price typed, then a second field
 * typed after hydration, and the first is undone). Right after hydration each such field is told to React as
 * the change it was: its `onChange` runs with what is on screen.
 *
 * Text-like inputs, text areas and selects are taken up; a field that takes up its own (the header's search,
 * whose suggestions would open) says so with `data-own-early-input`, and the size radios take up theirs
 * (app/components/SizePicker.tsx).
 */
export function takeUpEarlyInput(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input, textarea, select",
  )) {
    if (field.hasAttribute("data-own-early-input") || field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      // React hears a select's own change event.
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        field.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (
      (field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.type)) &&
      field.value !== field.defaultValue
    ) {
      retell(field);
    }
  }
}

/** The input types whose value a shopper types. */
const TEXT_TYPES = new Set(["text", "search", "email", "tel", "url", "password", "number"]);

/**
 * React fires `onChange` for an input event only when the value differs from the one its tracker last saw,
 * and it saw this one while hydrating. Set through the element's own setter (React's tracker) to something
 * else, then back through the prototype's, the value on screen is new to it again.
 */
function retell(field: HTMLInputElement | HTMLTextAreaElement): void {
  const shown = field.value;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")!.set!;
  field.value = shown === "" ? " " : "";
  setValue.call(field, shown);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * How long after the page began held taps wait for the scripts to start before the plain form post takes them
 * (the scripts wait for `load`, 4 s at most, server/http/scripts-after-load.ts).
 */
const EARLY_TAP_PATIENCE_MS = 10_000;

/**
 * The few controls whose plain form post would do something other than their script say so with
 * `data-early-tap`: Buy Now and the cart's Proceed to Buy go straight on to the checkout, where the script
 * asks "Confirm Purchase" first. A tap on one before the page's scripts have started is held (the inline
 * script below, in the page's head) and given to the control once React has hydrated, so it acts once and
 * as the script has it. Every other
 * control's plain post gives the same outcome as its script and goes ahead at once. Should the scripts
 * never come, a held tap is let through to the plain post after a while, so it is never lost either.
 */
export const EARLY_TAPS_SCRIPT = `(() => {
  const held = { taps: [], done: false };
  window.__earlyTaps = held;
  document.addEventListener("click", (event) => {
    const control = !held.done && event.target instanceof Element && event.target.closest("[data-early-tap]");
    if (!control) return;
    event.preventDefault();
    if (!held.taps.includes(control)) held.taps.push(control);
  }, true);
  setTimeout(() => {
    if (held.done) return;
    held.done = true;
    for (const control of held.taps.splice(0)) control.click();
  }, ${EARLY_TAP_PATIENCE_MS});
})();`;

interface EarlyTaps {
  taps: HTMLElement[];
  done: boolean;
}

/** Called as the scripts start hydrating: from then on React's own listeners take every tap. */
export function stopHoldingTaps(): void {
  const held = (window as { __earlyTaps?: EarlyTaps }).__earlyTaps;
  if (held) held.done = true;
}

/** Right after hydration: each tap held before it, given to its control (once, however often it was tapped). */
export function replayEarlyTaps(): void {
  const held = (window as { __earlyTaps?: EarlyTaps }).__earlyTaps;
  if (!held) return;
  held.done = true;
  for (const control of held.taps.splice(0)) if (control.isConnected) control.click();
}
