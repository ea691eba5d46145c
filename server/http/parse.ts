import { z } from "zod";
import { badRequest } from "./errors";

/**
 * Parses input whose schema words each message for a person ("Name is required"): the first problem is
 * the answer's message as it is, every problem goes in `errors`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? "Invalid request", result.error.issues);
  return result.data;
}

/** `page` or `limit` of a list's query: a whole number from 1 to `max`, `fallback` when absent. */
export function listNumber(name: string, max: number, fallback: number) {
  const message = `${name}: must be a whole number from 1 to ${max}`;
  return z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : Number(v)))
    .pipe(z.number({ error: message }).int(message).min(1, message).max(max, message));
}
