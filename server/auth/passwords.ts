import { randomBytes } from "node:crypto";
import { hash, verify, type Algorithm } from "@node-rs/argon2";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Algorithm.Argon2id: the package declares its enum as an ambient const enum, which isolatedModules
// cannot read, so the value is written out.
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id with OWASP's recommended cost (19 MiB, 2 passes, 1 lane): about 70 ms a hash here. The salt is
 * random per hash and kept in the PHC string with the parameters.
 */
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** False for a wrong password and for a hash that is not an argon2 hash at all. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows. A login for an unknown e-mail verifies against it, so it takes
 * as long as a wrong password and the answer's timing does not tell which e-mails have accounts.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummy;
}

/**
 * Passwords that are guessed first. Only those of 8 characters or more matter (shorter ones fail the
 * length rule anyway); compared without case.
 */
const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password12",
  "password123",
  "passwordpassword",
  "passw0rd",
  "p@ssw0rd",
  "p@ssword",
  "12345678",
  "123456789",
  "1234567890",
  "0123456789",
  "87654321",
  "987654321",
  "12341234",
  "11223344",
  "12121212",
  "123123123",
  "123456abc",
  "abc12345",
  "abcd1234",
  "1234abcd",
  "a1b2c3d4",
  "abcdefgh",
  "aa123456",
  "qwertyui",
  "qwertyuiop",
  "qwerty12",
  "qwerty123",
  "qwer1234",
  "1234qwer",
  "1q2w3e4r",
  "1q2w3e4r5t",
  "q1w2e3r4",
  "1qaz2wsx",
  "zaq12wsx",
  "qazwsxedc",
  "asdfghjkl",
  "asdf1234",
  "asdfasdf",
  "zxcvbnm1",
  "zxcvbnmm",
  "iloveyou",
  "iloveyou1",
  "loveyou1",
  "lovely12",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "superman",
  "starwars",
  "whatever",
  "trustno1",
  "letmein1",
  "welcome1",
  "welcome123",
  "changeme",
  "default1",
  "computer",
  "computer1",
  "internet",
  "freedom1",
  "michael1",
  "jennifer",
  "michelle",
  "jordan23",
  "liverpool",
  "chelsea1",
  "arsenal1",
  "mustang1",
  "shadow12",
  "master12",
  "dragon12",
  "monkey12",
  "charlie1",
  "babygirl",
  "baby1234",
  "angel123",
  "flower12",
  "summer12",
  "blink182",
  "pokemon1",
  "naruto12",
  "facebook",
  "google123",
  "samsung1",
  "administrator",
  "admin123",
  "admin1234",
  "adminadmin",
  "rootroot",
  "test1234",
  "testtest",
  "pass1234",
  "secret12",
  "hello123",
  "india123",
  "indian123",
  "cricket1",
  "sachin10",
  "krishna1",
  "ganesh123",
  "jaishriram",
  "bharat123",
  "mumbai123",
  "delhi123",
  "shopping",
  "fashion1",
  "stylehub",
  "stylehub1",
  "stylehub123",
]);

/**
 * The store's password policy: 8 to 128 characters, not a commonly guessed password, not the account's
 * own e-mail or username. Answers what is wrong (a phrase that follows "Password"), or undefined.
 */
export function passwordProblem(password: string, account: { email?: string; username?: string } = {}) {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  const lower = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/u.test(lower)) {
    return "is too common and easy to guess: choose a less common one";
  }
  const email = account.email?.trim().toLowerCase();
  const own = [email, email?.split("@")[0], account.username?.trim().toLowerCase()];
  if (own.some((value) => value && value === lower)) return "must not be your e-mail or username";
  return undefined;
}
