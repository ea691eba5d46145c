/**
 * PostgreSQL's text cannot hold the NUL character (U+0000): a query given one fails. No person types it,
 * so input that carries one is refused where it comes in (the address, the store's cookies, a JSON body, a
 * form), with a 400 naming the field, before it can reach a query (server/http/guard.ts, app/lib/form.ts).
 */
const NUL = "\u0000";

/** A field's name as a message shows it: a NUL in the name itself written out, a long name cut. */
const shown = (name: string) => {
  const written = name.replaceAll(NUL, "\\u0000");
  return written.length > 60 ? `${written.slice(0, 60)}…` : written;
};

/**
 * The first field of `input` (a JSON value, a form's or query's entries) whose name or text holds a NUL,
 * named as the store names fields in messages ("customer.address", "items.0.size"), or undefined. A value
 * at the top (a bare string) is named `where`.
 */
export function fieldWithNul(input: unknown, where = "body"): string | undefined {
  const walk = (value: unknown, path: string[]): string[] | undefined => {
    if (typeof value === "string") return value.includes(NUL) ? path : undefined;
    if (typeof value !== "object" || value === null) return undefined;
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return [...path, key];
      const found = walk(item, [...path, key]);
      if (found) return found;
    }
    return undefined;
  };
  const path = walk(input, []);
  return path && (path.length ? path.map(shown).join(".") : where);
}

/** Entries as a form or a query string gives them (a File's name is its text). */
export function entryWithNul(entries: Iterable<[string, FormDataEntryValue]>): string | undefined {
  for (const [name, value] of entries) {
    const text = typeof value === "string" ? value : value.name;
    if (name.includes(NUL) || text.includes(NUL)) return shown(name);
  }
  return undefined;
}

/** The answer's message: "email: must not contain the NUL character (U+0000)". */
export const nulMessage = (field: string) => `${field}: must not contain the NUL character (U+0000)`;
