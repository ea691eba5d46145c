// How a form action words a failure the domain threw. Apart from rules/cart-rules.ts, whose wording every
// page loads, because this one needs zod's error class and only actions (on the server) call it.
import { ZodError } from "./zod";

/**
 * The status and shopper-facing message of a failure the domain threw: an HttpError (duck-typed, so
 * app code never imports server modules) or a ZodError. Anything else is unexpected: rethrown.
 */
export function describeFailure(error: unknown): { status: number; message: string } {
  if (error instanceof ZodError) {
    return { status: 400, message: error.issues[0]?.message ?? "Invalid request" };
  }
  if (
    typeof error === "object" &&
    error !== null &&
    "status" in error &&
    typeof error.status === "number" &&
    error.status >= 400 &&
    error.status < 500 &&
    "message" in error &&
    typeof error.message === "string"
  ) {
    return { status: error.status, message: error.message };
  }
  throw error;
}
