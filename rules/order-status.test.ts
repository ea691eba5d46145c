import { describe, expect, it } from "vitest";
import {
  ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PAYMENT_METHODS,
  STATUS_TONE_CLASSES,
  STOCK_HOLDING_STATUSES,
  INVOICE_STATUSES,
  canCancel,
  canMove,
  cancelProblem,
  initialStatus,
  nextStatuses,
  paymentLabel,
} from "./order-status";
import { transitionProblem } from "./staff";

describe("the order status table", () => {
  it("gives every status a label and a colour", () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS[status].label).toMatch(/\S/);
      expect(STATUS_TONE_CLASSES[ORDER_STATUS[status].tone]).toMatch(/^bg-/);
    }
  });

  it("names only known statuses, and every status can be reached", () => {
    const reached = new Set(ORDER_TRANSITIONS.map((t) => t.to));
    for (const t of ORDER_TRANSITIONS) {
      if (t.from !== null) expect(ORDER_STATUSES).toContain(t.from);
      expect(ORDER_STATUSES).toContain(t.to);
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it("starts cash on delivery as placed and online orders awaiting payment", () => {
    expect(initialStatus("cod")).toBe("placed");
    expect(initialStatus("online")).toBe("pending_payment");
  });

  it("lets the staff move orders on or cancel those not yet shipped", () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, nextStatuses(s, "staff")]))).toEqual({
      pending_payment: ["cancelled"],
      placed: ["packed", "shipped", "cancelled"],
      paid: ["packed", "shipped", "cancelled"],
      payment_failed: [],
      cancelled: [],
      packed: ["shipped", "cancelled"],
      shipped: ["out_for_delivery", "delivered"],
      out_for_delivery: ["delivered"],
      delivered: [],
    });
  });

  it("lets the shopper and the staff cancel until the order ships, never once it has an invoice", () => {
    for (const by of ["shopper", "staff"] as const) {
      expect(ORDER_STATUSES.filter((status) => canCancel(status, by))).toEqual([
        "pending_payment",
        "placed",
        "paid",
        "packed",
      ]);
      // A cancelled order never had a tax invoice, so it never needs a credit note.
      for (const status of INVOICE_STATUSES) expect(canCancel(status, by)).toBe(false);
    }
    expect(cancelProblem("SH-AB12CD", "paid")).toBeUndefined();
    expect(cancelProblem("SH-AB12CD", "out_for_delivery")).toBe(
      "Order SH-AB12CD has shipped and can no longer be cancelled; you can return it once delivered",
    );
    expect(cancelProblem("SH-AB12CD", "cancelled")).toBe("Order SH-AB12CD is already cancelled");
    expect(paymentLabel("cancelled", "online", true)).toBe("Online: refunded");
  });

  it("lets only a verified payment mark an order paid, and only the jobs expire one", () => {
    for (const from of ORDER_STATUSES) expect(canMove(from, "paid", "staff")).toBe(false);
    expect(canMove("pending_payment", "paid", "payment", "online")).toBe(true);
    expect(canMove("payment_failed", "paid", "payment", "online")).toBe(true);
    expect(canMove("payment_failed", "paid", "payment", "cod")).toBe(false);
    expect(canMove("cancelled", "paid", "payment", "online")).toBe(false);
    expect(canMove("pending_payment", "payment_failed", "system", "online")).toBe(true);
    expect(canMove("pending_payment", "payment_failed", "staff")).toBe(false);
    expect(transitionProblem("placed", "paid")).toBe("Only a verified payment can mark an order paid");
    expect(transitionProblem("delivered", "delivered")).toBe('The order is already "Delivered"');
    expect(transitionProblem("shipped", "cancelled")).toBe('An order cannot move from "Shipped" to "Cancelled"');
    expect(transitionProblem("placed", "shipped")).toBeUndefined();
  });

  it("holds stock from placing on, until the order is cancelled or its payment expires", () => {
    expect(STOCK_HOLDING_STATUSES).toEqual(
      ORDER_STATUSES.filter((status) => status !== "payment_failed" && status !== "cancelled"),
    );
  });
});

describe("the payment line, derived from the status", () => {
  it("never says 'Paid online' before the money has arrived", () => {
    expect(paymentLabel("pending_payment", "online")).toBe("Online: awaiting payment");
    expect(paymentLabel("payment_failed", "online")).toBe("Online: payment failed");
    expect(paymentLabel("cancelled", "online")).toBe("Online: not paid");
    for (const status of ["paid", "shipped", "delivered"] as const) {
      expect(paymentLabel(status, "online")).toBe("Paid online");
    }
  });

  it("reads 'Cash on delivery' for every cash order", () => {
    for (const status of ORDER_STATUSES) expect(paymentLabel(status, "cod")).toBe("Cash on delivery");
  });

  it("has a line for every status and method", () => {
    for (const method of PAYMENT_METHODS) {
      for (const status of ORDER_STATUSES) expect(paymentLabel(status, method)).toMatch(/\S/);
    }
  });
});
