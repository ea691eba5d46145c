import { describe, expect, it } from "vitest";
import { dummyPasswordHash, hashPassword, passwordProblem, verifyPassword } from "./passwords";

describe("hashPassword and verifyPassword", () => {
  it("hash with argon2id and a fresh salt, and verify only the right password", async () => {
    const first = await hashPassword("Saffron-Kite-42");
    const second = await hashPassword("Saffron-Kite-42");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, "Saffron-Kite-42")).toBe(true);
    expect(await verifyPassword(first, "saffron-kite-42")).toBe(false);
    expect(await verifyPassword("not a hash", "Saffron-Kite-42")).toBe(false);
  });

  it("keep one dummy hash that no password is known to match", async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(dummy).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(dummy, "")).toBe(false);
  });
});

describe("passwordProblem (the password policy)", () => {
  it.each([
    ["Saffron-Kite-42", {}],
    ["eight ch", {}],
    ["correct horse battery staple", { email: "asha@example.com", username: "asha" }],
    ["x".repeat(127) + "y", {}],
    ["पासवर्ड-सुरक्षित", {}],
  ])("accepts %j", (password, account) => {
    expect(passwordProblem(password, account)).toBeUndefined();
  });

  it.each([
    ["", "must be at least 8 characters long"],
    ["Short12", "must be at least 8 characters long"],
    ["x".repeat(129), "must be at most 128 characters long"],
    ["password", "is too common and easy to guess: choose a less common one"],
    ["Password123", "is too common and easy to guess: choose a less common one"],
    [" 12345678 ", "is too common and easy to guess: choose a less common one"],
    ["qwertyuiop", "is too common and easy to guess: choose a less common one"],
    ["aaaaaaaaaa", "is too common and easy to guess: choose a less common one"],
  ])("refuses %j: %s", (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it("counts characters, not bytes", () => {
    expect(passwordProblem("पासवर्ड")).toBe("must be at least 8 characters long"); // 7 letters, 21 bytes
  });

  it("refuses the account's own e-mail, its name part and the username, whatever the case", () => {
    const account = { email: "Asha.Verma@example.com", username: "AshaV1990" };
    for (const password of ["asha.verma@example.com", "ASHA.VERMA", "ashav1990"]) {
      expect(passwordProblem(password, account)).toBe("must not be your e-mail or username");
    }
  });
});
