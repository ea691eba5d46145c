import { describe, expect, it } from "vitest";
import { describePayout, lineReturnability, returnMoveProblem, returnRequestFromForm } from "./returns";
import { payoutSchema, returnRequestSchema } from "./returns-schema";

const deliveredAt = new Date("2026-11-01T10:00:00Z");
const at = (days: number, ms = 0) => new Date(deliveredAt.getTime() + days * 24 * 60 * 60 * 1000 + ms);
const line = { quantity: 2, alreadyRequested: 0, finalSale: false, returnDays: 7, deliveredAt };

describe("lineReturnability", () => {
  it("is open until exactly returnDays after delivery, and closed a moment later", () => {
    expect(lineReturnability({ ...line, now: at(7) })).toMatchObject({ returnable: 2, reason: null });
    expect(lineReturnability({ ...line, now: at(7, 1) })).toMatchObject({ returnable: 0, reason: "window_passed" });
    expect(lineReturnability({ ...line, now: at(0) }).deadline).toBe("2026-11-08T10:00:00.000Z");
  });

  it("final sale wins over every other reason; then what earlier requests took", () => {
    expect(lineReturnability({ ...line, finalSale: true, now: at(1) }).reason).toBe("final_sale");
    expect(lineReturnability({ ...line, alreadyRequested: 1, now: at(1) }).returnable).toBe(1);
    expect(lineReturnability({ ...line, alreadyRequested: 2, now: at(30) }).reason).toBe("already_returned");
  });
});

describe("payout details", () => {
  it("accepts a UPI ID and an Indian bank account, and masks the account", () => {
    expect(payoutSchema.parse({ method: "upi", upiId: " ravi.k-1@oksbi " })).toEqual({
      method: "upi",
      upiId: "ravi.k-1@oksbi",
    });
    const bank = payoutSchema.parse({
      method: "bank",
      accountName: "Ravi K",
      accountNumber: "123456789012345678",
      ifsc: "icic0a12345",
    });
    expect(bank).toMatchObject({ ifsc: "ICIC0A12345" });
    expect(describePayout(bank)).toBe("Bank account ••••5678 (ICIC0A12345), Ravi K");
    expect(describePayout(bank, true)).toContain("123456789012345678");
  });

  it.each(["ravi", "@oksbi", "ravi@", "ravi@ok sbi", "ra vi@oksbi"])("refuses the UPI ID %j", (upiId) => {
    expect(payoutSchema.safeParse({ method: "upi", upiId }).success).toBe(false);
  });
});

describe("the plain form's request", () => {
  /** The form the browser posts as this body (its fields in order, URL-encoded). */
  const formOf = (body: string) => {
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(body)) form.set(name, value);
    return form;
  };

  it("takes the lines with a quantity, their reasons, and the payout", () => {
    const form = formOf(
      "intent=return&qty-12=1&reason-12=Size+too+small&qty-13=0&reason-13=Changed+my+mind" +
        "&payoutMethod=upi&upiId=ravi%40okaxis&accountNumber=ignored",
    );
    expect(returnRequestSchema.parse(returnRequestFromForm(form))).toEqual({
      lines: [{ orderLineId: 12, quantity: 1, reason: "Size too small" }],
      kind: "return",
      payout: { method: "upi", upiId: "ravi@okaxis" },
    });
  });

  it("an exchange (the second button) takes each line's new size and no payout", () => {
    const form = formOf(
      "kind=exchange&qty-12=1&reason-12=Size+too+small&size-12=L&payoutMethod=upi&upiId=ravi%40okaxis",
    );
    expect(returnRequestSchema.parse(returnRequestFromForm(form))).toEqual({
      lines: [{ orderLineId: 12, quantity: 1, reason: "Size too small", size: "L" }],
      kind: "exchange",
    });
    form.set("kind", "return");
    expect(returnRequestSchema.parse(returnRequestFromForm(form)).lines[0]!.size).toBeUndefined();
  });

  it("with nothing chosen, says so", () => {
    const result = returnRequestSchema.safeParse(returnRequestFromForm(new FormData()));
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe("Choose at least one item and how many to return");
  });
});

it("names an illegal move", () => {
  expect(returnMoveProblem("return", "requested", "approved")).toBeUndefined();
  expect(returnMoveProblem("return", "rejected", "approved")).toBe(
    'A return cannot move from "Return rejected" to "Return approved"',
  );
  expect(returnMoveProblem("return", "received", "received")).toBe('The return is already "Return received"');
  // Only an exchange ships a replacement, and only once its item is back.
  expect(returnMoveProblem("return", "received", "replacement_shipped")).toBe(
    'A return cannot move from "Return received" to "Replacement shipped"',
  );
  expect(returnMoveProblem("exchange", "received", "replacement_shipped")).toBeUndefined();
  expect(returnMoveProblem("exchange", "picked_up", "replacement_shipped")).toBe(
    'An exchange cannot move from "Exchange picked up" to "Replacement shipped"',
  );
  expect(returnMoveProblem("exchange", "approved", "cancelled")).toBeUndefined();
});
