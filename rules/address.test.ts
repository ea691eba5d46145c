import { describe, expect, it } from "vitest";
import { fillFromPin, PIN_INPUT_PATTERN, PIN_MESSAGE, PIN_PATTERN, PIN_RULE, pinInText } from "./address";
import { pinCodeSchema, shippingAddressSchema } from "./address-schema";

describe("a well-formed PIN code", () => {
  it("is 6 digits, the first 1 to 9: 9 is the Army Postal Service, whose offices India Post lists too", () => {
    for (const pin of ["110001", "560038", "744101", "900099", "999999"]) expect(PIN_PATTERN.test(pin)).toBe(true);
    for (const pin of ["012345", "56001", "5600381", "56OO38", "", " 560038"])
      expect(PIN_PATTERN.test(pin)).toBe(false);
  });

  it("is the same rule for the browser's field, which matches the whole value", () => {
    const field = new RegExp(`^(?:${PIN_INPUT_PATTERN})$`, "v");
    for (const pin of ["110001", "900099", "012345", "56001", "5600381"]) {
      expect(field.test(pin)).toBe(PIN_PATTERN.test(pin));
    }
  });

  it("has one message: the field's after its label, the same as a sentence", () => {
    expect(PIN_MESSAGE).toBe("PIN code must be 6 digits and cannot start with 0");
    expect(PIN_MESSAGE).toBe(`PIN code ${PIN_RULE}`);
    const refused = pinCodeSchema.safeParse("056001");
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([PIN_RULE]);
    expect(pinCodeSchema.parse(" 900 099 ")).toBe("900099");
    const address = { pin: "900099", line1: "2 CBPO", city: "Kolkata", state: "West Bengal" };
    expect(shippingAddressSchema.parse(address).pin).toBe("900099");
  });

  it("is read from a text address: the last well-formed one, spaced or not", () => {
    expect(pinInText("12 MG Road, Bengaluru 560001")).toBe("560001");
    expect(pinInText("Flat 12, 560 001, Bengaluru")).toBe("560001");
    expect(pinInText("4 Park Street, Kolkata 700016\nOld PIN 110001")).toBe("110001");
    expect(pinInText("Field post 900099")).toBe("900099");
    expect(pinInText("110001, then 012345")).toBe("110001");
    expect(pinInText("House 1234567, Street 9")).toBeUndefined();
    expect(pinInText("12 MG Road, Pune")).toBeUndefined();
  });
});

const bengaluru = { city: "Bengaluru", state: "Karnataka" };
const southAndamans = { city: "", state: "Andaman and Nicobar Islands" };
const fresh = { city: false, state: false };

describe("fillFromPin", () => {
  it("fills an empty city and state", () => {
    expect(fillFromPin({ city: "", state: "" }, bengaluru, fresh)).toEqual(bengaluru);
  });

  it("replaces what belongs to another PIN code, also with an empty city where the directory names none", () => {
    const portBlair = { city: "Port Blair", state: southAndamans.state };
    expect(fillFromPin(portBlair, bengaluru, { city: true, state: true })).toEqual(bengaluru);
    expect(fillFromPin(bengaluru, southAndamans, { city: true, state: true })).toEqual(southAndamans);
  });

  it("keeps what the shopper wrote for this PIN code", () => {
    expect(fillFromPin({ city: "Bangalore", state: "Kerala" }, bengaluru, fresh)).toEqual({
      city: "Bangalore",
      state: "Kerala",
    });
    // Written as the new PIN code was typed, before its answer came: only the old state follows it.
    expect(fillFromPin({ city: "Bangalore", state: "Delhi" }, bengaluru, { city: false, state: true })).toEqual({
      city: "Bangalore",
      state: "Karnataka",
    });
  });
});
