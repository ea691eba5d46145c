// The catalogue pages' loaders read their filters here. Apart from filter-params.ts, which the filter forms
// load in the browser, because it needs zod's error class and only the loaders (on the server) run it.
import { ZodError } from "@rules/zod";

/**
 * Reads `keys` from the URL with the catalogue's own rules (`parse`, its query schema). A parameter it
 * does not understand is dropped rather than failing the page, and `reset` says so; empty ones are
 * absent. `given` names the parameters that were used.
 */
export function parseUnderstood<Q>(
  parse: (input: Record<string, unknown>) => Q,
  params: URLSearchParams,
  keys: readonly string[],
  fixed: Record<string, unknown> = {},
): { query: Q; reset: boolean; given: Set<string> } {
  const input: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") input[key] = value;
  }
  let reset = false;
  for (;;) {
    try {
      return { query: parse({ ...input, ...fixed }), reset, given: new Set(Object.keys(input)) };
    } catch (error) {
      if (!(error instanceof ZodError)) throw error;
      reset = true;
      const bad = new Set(error.issues.map((issue) => String(issue.path[0] ?? "")));
      const before = Object.keys(input).length;
      for (const key of Object.keys(input)) if (bad.has(key)) delete input[key];
      // Nothing left to blame: every default.
      if (Object.keys(input).length === before) return { query: parse({ ...fixed }), reset, given: new Set() };
    }
  }
}
