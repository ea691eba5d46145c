/**
 * What a shopper typed or chose before the page hydrated (a slow phone, decision 012, session 44): the browser
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
