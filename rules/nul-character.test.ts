import { describe, expect, it } from "vitest";
import { entryWithNul, fieldWithNul, nulMessage } from "./nul-character";

describe("fieldWithNul", () => {
  it("names the first field holding a NUL as the store's messages name fields", () => {
    expect(fieldWithNul({ email: "a@b.co", password: "x\u0000" })).toBe("password");
    expect(fieldWithNul({ customer: { name: "Asha", address: "12\u0000" } })).toBe("customer.address");
    expect(fieldWithNul({ items: [{ size: "M" }, { size: "L\u0000" }] })).toBe("items.1.size");
    expect(fieldWithNul({ "a\u0000b": 1 })).toBe("a\\u0000b");
    expect(fieldWithNul("text\u0000")).toBe("body");
  });

  it("finds nothing in clean input, numbers, booleans or null", () => {
    expect(fieldWithNul({ email: "a@b.co", quantity: 2, gift: false, note: null, tags: ["a", "b"] })).toBeUndefined();
    expect(fieldWithNul(undefined)).toBeUndefined();
  });

  it("cuts a long field name", () => {
    expect(fieldWithNul({ ["n".repeat(100)]: "\u0000" })).toBe(`${"n".repeat(60)}…`);
  });
});

describe("entryWithNul", () => {
  it("reads a form's text and files' names", () => {
    const form = new FormData();
    form.set("email", "a@b.co");
    expect(entryWithNul(form)).toBeUndefined();
    form.set("photo", new File(["\u0000 bytes are fine"], "a\u0000.png"));
    expect(entryWithNul(form)).toBe("photo");
    expect(entryWithNul(new URLSearchParams("q=%00"))).toBe("q");
  });
});

it("nulMessage names the field", () => {
  expect(nulMessage("email")).toBe("email: must not contain the NUL character (U+0000)");
});
