/**
 * What the staff's pages of terms (coupon codes, automatic offers) say of a state and its moves, and their
 * buttons: one home for both pages.
 */
export type TermState = "active" | "paused" | "ended";

/** A state as its badge says it, and the badge's colours. */
export const stateWords: Record<TermState, string> = { active: "On", paused: "Paused", ended: "Ended" };
export const stateTone: Record<TermState, string> = {
  active: "bg-emerald-50 text-emerald-900 border-emerald-200",
  paused: "bg-amber-50 text-amber-950 border-amber-300",
  ended: "bg-stone-100 text-stone-700 border-line",
};

/** What a move did, after the name: "STYLE10 is paused". */
export const movedWords: Record<TermState, string> = {
  active: "is on again",
  paused: "is paused",
  ended: "has ended",
};

/** The form's save button, and a card's other buttons. */
export const termPrimary =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-ink px-4 text-sm font-semibold text-white hover:bg-stone-700 disabled:opacity-60";
export const termSecondary =
  "inline-flex min-h-11 items-center rounded-md border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-ink disabled:opacity-60";
