// zod for the code the browser runs (app/ and rules/): one place that sets it up before any schema is made.
import { config } from "zod";

// zod tries `new Function` once to see whether it may compile its object parsers. The pages'
// Content-Security-Policy allows no eval, so in the browser that try is a reported violation (Lighthouse's
// best practices) though zod catches it. In the browser it parses without compiling; the server keeps it.
if (typeof document !== "undefined") config({ jitless: true });

export { z, ZodError } from "zod";
export type { ZodType } from "zod";
