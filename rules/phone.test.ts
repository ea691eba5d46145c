import { describe, expect, it } from "vitest";
import { customerSchema } from "./checkout-schema";
import { profileSchema } from "./account-schema";
import { normaliseMobile } from "./phone";
import { mobileSchema, optionalMobileSchema } from "./phone-schema";

describe("normaliseMobile", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["919876543210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["09876543210", "9876543210"],
    ["+91 (0) 98765 43210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["98765-43210", "9876543210"],
    ["  9876543210  ", "9876543210"],
    ["98765\u00a043210", "9876543210"],
    // A bare 10-digit number that happens to start with 91 or 0 is kept as it is.
    ["9123456780", "9123456780"],
    ["9100000000", "9100000000"],
  ])("%s -> %s", (raw, digits) => {
    expect(normaliseMobile(raw)).toBe(digits);
  });

  it("never cuts a number to 10 digits: what is not a mobile number stays wrong", () => {
    expect(normaliseMobile("12345678901")).toBe("12345678901");
    expect(normaliseMobile("+1 202 555 0123")).toBe("+12025550123");
    expect(normaliseMobile("98765")).toBe("98765");
  });
});

describe("the shared schemas", () => {
  const customer = { name: "Asha", email: "asha@example.com", address: "12 MG Road, Pune" };

  it("the checkout stores the 10 digits", () => {
    expect(customerSchema.parse({ ...customer, contact: "+91 98765 43210" }).contact).toBe("9876543210");
    expect(customerSchema.parse({ ...customer, contact: "09876543210" }).contact).toBe("9876543210");
  });

  it("refuses what is not a 10-digit number, with the field's message", () => {
    const message = (contact: string) => mobileSchema.safeParse(contact).error?.issues[0]?.message;
    expect(message("")).toBe("is required");
    expect(message("98765abcde")).toBe("must contain digits only");
    expect(message("12345678901")).toBe("must be exactly 10 digits");
    expect(message("+91 98765 4321")).toBe("must be exactly 10 digits");
    expect(message("+1 202 555 0123")).toBe("must be exactly 10 digits");
  });

  it("refuses a 10-digit number that is not a mobile's (India's mobiles start with 6-9)", () => {
    const message = (contact: string) => mobileSchema.safeParse(contact).error?.issues[0]?.message;
    for (const start of "012345") {
      expect(message(`${start}876543210`)).toBe("must be a mobile number starting with 6, 7, 8 or 9");
      expect(optionalMobileSchema.safeParse(`${start}876543210`).error?.issues[0]?.message).toBe(
        "must be a mobile number starting with 6, 7, 8 or 9",
      );
    }
    for (const start of "6789") expect(mobileSchema.parse(`${start}876543210`)).toBe(`${start}876543210`);
    expect(optionalMobileSchema.parse("")).toBe("");
  });

  it("the profile's mobile fields share the rule, and may stay empty", () => {
    expect(profileSchema.parse({ mobile: "+91 98765 43210", altMobile: "" })).toMatchObject({
      mobile: "9876543210",
      altMobile: "",
    });
    expect(optionalMobileSchema.safeParse("98765").success).toBe(false);
  });
});
