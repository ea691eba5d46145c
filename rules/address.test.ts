import { describe, expect, it } from "vitest";
import { fillFromPin } from "./address";

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
