// The account forms' rules (docs/product.md sections 2, 5 and 8), shared by the pages and the server.
// Plain rules (no zod), so the pages that only word or link an account load none; the schemas, and how a
// failure they report reads, are in rules/account-schema.ts.
import type { z } from "./zod";
import type { profileSchema } from "./account-schema";
import { safeRedirect } from "./safe-redirect";
import type { UserRole } from "./staff-roles";
import { MOBILE_INPUT_MAX } from "./phone";

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
  role: UserRole;
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
