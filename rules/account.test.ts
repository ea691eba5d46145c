import { describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { loginPath, loginRedirectTarget } from "./account";
import { accountFailure, profileSchema, signupSchema } from "./account-schema";

describe("loginRedirectTarget", () => {
  it.each([
    ["/cart", "/cart"],
    ["/products?q=linen%20shirt&sort=price-asc", "/products?q=linen%20shirt&sort=price-asc"],
    ["/product/12#reviews", "/product/12#reviews"],
    [" /wishlist ", "/wishlist"],
    ["/account", "/account"],
  ])("follows the same-site path %j", (value, target) => {
    expect(loginRedirectTarget(value)).toBe(target);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["cart"],
    ["//evil.example"],
    ["//evil.example/account"],
    ["https://evil.example/"],
    ["http:evil.example"],
    ["javascript:alert(1)"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/.//evil.example"],
    ["/\tevil"],
    ["/\r\nSet-Cookie:x=1"],
    ["/login"],
    ["/LOGIN?redirectTo=/cart"],
    ["/login#top"],
  ])("refuses %j and goes to /account", (value) => {
    expect(loginRedirectTarget(value)).toBe("/account");
  });

  it("keeps look-alike paths that are not /login", () => {
    expect(loginRedirectTarget("/login-help")).toBe("/login-help");
  });
});

describe("loginPath", () => {
  it("names where to come back to, and an ended session", () => {
    expect(loginPath("/account")).toBe("/login?redirectTo=%2Faccount");
    expect(loginPath("/account", { expired: true })).toBe("/login?redirectTo=%2Faccount&expired=1");
  });
});

describe("accountFailure", () => {
  const labels = { password: "Password", email: "E-mail" };

  it("names a validation failure's field with its label", () => {
    const error = new ZodError([
      { code: "custom", path: ["password"], message: "must be at least 8 characters long", input: "x" },
    ]);
    expect(accountFailure(error, "Signup failed", labels)).toEqual({
      status: 400,
      message: "Password must be at least 8 characters long",
      field: "password",
    });
  });

  it("keeps an HTTP error's message, its field and its Retry-After", () => {
    const conflict = Object.assign(new Error("That e-mail is already used by another account"), {
      status: 409,
      details: [{ path: ["email"], message: "x" }],
    });
    expect(accountFailure(conflict, "Failed", labels)).toEqual({
      status: 409,
      message: "That e-mail is already used by another account",
      field: "email",
    });
    const limited = Object.assign(new Error("Too many attempts. Please wait a minute and try again."), {
      status: 429,
      retryAfterSeconds: 42,
    });
    expect(accountFailure(limited, "Login failed", labels)).toMatchObject({ status: 429, retryAfterSeconds: 42 });
  });

  it("turns the unexpected into the fallback (logged, never shown)", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(accountFailure(new Error("connection refused at 10.0.0.5"), "Login failed", labels)).toEqual({
      status: 500,
      message: "Login failed",
    });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});

describe("the forms' schemas", () => {
  it("signup lower-cases and trims the e-mail and keeps the password as typed", () => {
    expect(signupSchema.parse({ username: " asha_v ", email: " Asha@Example.COM ", password: " pass word " })).toEqual({
      username: "asha_v",
      email: "asha@example.com",
      password: " pass word ",
    });
  });

  it("profile drops unknown fields and checks each one sent", () => {
    expect(profileSchema.parse({ fullName: " Asha ", role: "admin", passwordHash: "x" })).toEqual({ fullName: "Asha" });
    expect(profileSchema.parse({ mobile: "", altMobile: "9876543210", gender: "prefer not to say" })).toEqual({
      mobile: "",
      altMobile: "9876543210",
      gender: "prefer not to say",
    });
    expect(profileSchema.safeParse({ mobile: "987654321" }).success).toBe(false);
    expect(profileSchema.parse({ gender: "Female" })).toEqual({ gender: "female" });
    expect(profileSchema.parse({ gender: "Non-binary" })).toEqual({ gender: "Non-binary" });
  });
});
