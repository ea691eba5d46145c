// The account forms' rules (docs/product.md sections 2, 5 and 8), shared by the pages and the server.
// Client-safe: zod only.
import { z, ZodError } from "./zod";
import { safeRedirect } from "./safe-redirect";
import { MOBILE_INPUT_MAX, optionalMobileSchema } from "./phone";

/** docs/product.md's wording. */
export const ACCOUNT_MESSAGES = {
  fillRequired: "Please fill in all required fields",
  loginFailed: "Login failed",
  signupFailed: "Signup failed",
  signupDone: "Signup successful! Please login.",
  // Says which two things to check, without saying which of them was wrong.
  invalidCredentials: "Invalid e-mail or password",
  userExists: "User already exists",
  loading: "Loading user data...",
  profileSaved: "Profile updated successfully!",
  profileFailed: "Failed to update profile.",
  unauthorized: "Unauthorized or token expired. Please login again.",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  // "Forgot password?" (not in the original): the same answer whether or not the e-mail has an account.
  resetRequested:
    "If an account uses that e-mail, we have sent it a link to reset the password. The link works once, for one hour.",
  resetLinkInvalid: "This link has expired or was already used. Ask for a new one.",
  resetDone: "Your password has been changed. Please log in with the new one.",
} as const;

/** What a new password must be (server/auth/passwords.ts decides). */
export const PASSWORD_HINT = "At least 8 characters. Avoid common passwords.";

/** The signed-in account as every answer shows it (never the password hash). */
export interface AccountView {
  id: number;
  username: string;
  email: string;
  role: "customer" | "admin";
  fullName: string;
  mobile: string;
  altMobile: string;
  gender: Gender;
  location: string;
  createdAt: string;
}

// The profile's choices. Gender is free text (docs/product.md section 5): a choice typed in any case is
// stored as the choice, anything else as typed.
export const GENDERS = ["", "female", "male", "other", "prefer not to say"] as const;
export type Gender = string;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  "": "Not specified",
  female: "Female",
  male: "Male",
  other: "Other",
  "prefer not to say": "Prefer not to say",
};

// `mobile` is what the field accepts as typed ("+91 98765 43210"); 10 digits are stored.
export const PROFILE_LIMITS = {
  fullName: 100,
  gender: 40,
  location: 100,
  email: 254,
  mobile: MOBILE_INPUT_MAX,
} as const;

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

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileField = keyof ProfileInput;
export const PROFILE_FIELDS: ProfileField[] = [
  "fullName",
  "username",
  "mobile",
  "email",
  "gender",
  "location",
  "altMobile",
];
export const PROFILE_LABELS: Record<ProfileField, string> = {
  fullName: "Full name",
  username: "Username",
  mobile: "Mobile number",
  email: "E-mail",
  gender: "Gender",
  location: "Location",
  altMobile: "Alternate mobile number",
};

/**
 * Where a successful login goes: the page that sent the shopper to /login when it is a same-site path
 * (never another site, never back to /login), else /account.
 */
export function loginRedirectTarget(value: FormDataEntryValue | string | null | undefined): string {
  const target = safeRedirect(value, "/account");
  return /^\/login(?:[/?#]|$)/i.test(target) ? "/account" : target;
}

/** The /login address that comes back to `path` after signing in. */
export function loginPath(path: string, options: { expired?: boolean } = {}): string {
  const params = new URLSearchParams({ redirectTo: path });
  if (options.expired) params.set("expired", "1");
  return `/login?${params}`;
}

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
