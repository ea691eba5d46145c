// How a bought or chosen line's colour and size read in running text, the same in every e-mail, letter,
// invoice and staff list: "Men Suede Penny Loafers (Navy, size 9)". Plain functions: the server and the
// browser both import them.

/** A line's colour and size, as many of them as it has ("" for a product of one unnamed colour, no sizes). */
export interface ColourAndSize {
  colour?: string | null;
  size?: string | null;
}

/** "Navy, size 9", "Navy", "size 9", or "" when the line names neither. */
export function colourAndSize({ colour, size }: ColourAndSize): string {
  return [colour || "", size ? `size ${size}` : ""].filter(Boolean).join(", ");
}

/** The line's name with its colour and size in brackets: "Men Suede Penny Loafers (Navy, size 9)". */
export function nameWithColourAndSize(name: string, line: ColourAndSize): string {
  const details = colourAndSize(line);
  return details ? `${name} (${details})` : name;
}
