// zod for the code the browser runs (app/ and rules/): one place that sets it up before any schema is made.
import { config, z } from "zod";

// zod tries `new Function` once to see whether it may compile its object parsers. The pages'
// Content-Security-Policy allows no eval, so in the browser that try is a reported violation (Lighthouse's
// best practices) though zod catches it. In the browser it parses without compiling; the server keeps it.
if (typeof document !== "undefined") config({ jitless: true });

export { z, ZodError } from "zod";
export type { ZodType } from "zod";

/** An optional text field of a form: trimmed, at most `max` characters, and undefined when left empty. */
export const optionalText = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);
