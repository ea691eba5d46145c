// The account forms' schemas (docs/product.md sections 2, 5 and 8), built on the plain rules of
// rules/account.ts, and how a failure of the account domain reads on a page: for the server and the
// account pages' actions.
import { z, ZodError } from "./zod";
import { GENDERS, PROFILE_LIMITS } from "./account";
import { optionalMobileSchema } from "./phone-schema";

const text = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? "is required" : "must be text") });

/** A handle: 3 to 30 letters, digits, ".", "_" or "-" (unique whatever its case). */
export const usernameSchema = text()
  .trim()
  .min(1, "is required")
  .min(3, "must be at least 3 characters")
  .max(30, "must be at most 30 characters")
  .regex(/^[\p{L}\p{N}._-]+$/u, "may only use letters, digits, '.', '_' and '-'");

/** Trimmed and lower-cased: one account per address, whatever its case. */
export const emailSchema = text()
  .trim()
  .min(1, "is required")
  .max(PROFILE_LIMITS.email, `must be at most ${PROFILE_LIMITS.email} characters`)
  .pipe(z.email("must be a valid e-mail address"))
  .transform((email) => email.toLowerCase());

export const signupSchema = z.object(
  {
    username: usernameSchema,
    email: emailSchema,
    // The policy (length, common passwords) is the server's: server/auth/passwords.ts.
    password: text().min(1, "is required"),
  },
  { error: "Send a username, an e-mail and a password" },
);

export const loginSchema = z.object(
  {
    email: text()
      .trim()
      .min(1, "is required")
      .max(PROFILE_LIMITS.email, `must be at most ${PROFILE_LIMITS.email} characters`)
      .transform((email) => email.toLowerCase()),
    password: text().min(1, "is required").max(1000, "must be at most 1000 characters"),
  },
  { error: "Send an e-mail and a password" },
);

// The checkout's rule: "+91 98765 43210" is stored as 9876543210 (rules/phone.ts).
const mobile = optionalMobileSchema;

const freeText = (max: number) => text().trim().max(max, `must be at most ${max} characters`);

/**
 * The profile's seven fields. Each is optional (a field left out keeps its value); unknown fields are
 * dropped. Mobile numbers are 10 digits or empty.
 */
export const profileSchema = z.object(
  {
    fullName: freeText(PROFILE_LIMITS.fullName).optional(),
    username: usernameSchema.optional(),
    mobile: mobile.optional(),
    email: emailSchema.optional(),
    gender: freeText(PROFILE_LIMITS.gender)
      .transform((given) => GENDERS.find((choice) => choice === given.toLowerCase()) ?? given)
      .optional(),
    location: freeText(PROFILE_LIMITS.location).optional(),
    altMobile: mobile.optional(),
  },
  { error: "The profile must be a JSON object" },
);

/** How an account action's failure reads on the page. */
export interface AccountFailure {
  status: number;
  message: string;
  /** The form field the failure is about (validation and conflicts on one field). */
  field?: string;
  /** For 429: when to try again. */
  retryAfterSeconds?: number;
}

/**
 * A failure the account domain threw, for a page: a validation error names its field with the field's
 * label ("Password must be at least 8 characters long"); an HTTP error (duck-typed: no server imports)
 * keeps its message; anything else is logged and reads as `fallback` ("Login failed").
 */
export function accountFailure(error: unknown, fallback: string, labels: Record<string, string>): AccountFailure {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const field = typeof issue?.path[0] === "string" ? issue.path[0] : undefined;
    const label = field ? labels[field] : undefined;
    return { status: 400, message: issue ? `${label ?? ""} ${issue.message}`.trim() : fallback, field };
  }
  const e = error as { status?: unknown; message?: unknown; retryAfterSeconds?: unknown; details?: unknown } | null;
  if (typeof e?.status === "number" && e.status >= 400 && e.status < 500 && typeof e.message === "string") {
    const detail = Array.isArray(e.details) ? (e.details[0] as { path?: unknown[] } | undefined) : undefined;
    const field = detail?.path?.[0];
    return {
      status: e.status,
      message: e.message,
      ...(typeof field === "string" ? { field } : {}),
      ...(typeof e.retryAfterSeconds === "number" ? { retryAfterSeconds: e.retryAfterSeconds } : {}),
    };
  }
  console.error("account action failed", error);
  return { status: 500, message: fallback };
}
