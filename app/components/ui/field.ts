/**
 * The text inputs, selects and text areas of the shopper's pages (sign-in, account, addresses, returns,
 * order lookup, checkout). A field marked `aria-invalid="true"` gets the accent border.
 */
export const inputClass =
  "mt-1 block w-full rounded-md border border-line bg-white px-3 py-2.5 text-base shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-accent aria-invalid:border-accent";

/** The inputs, selects and text areas of the staff pages (/admin/...). */
export const staffInput =
  "mt-1 block min-h-11 w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-stone-400 focus:border-ink focus:outline-none";
