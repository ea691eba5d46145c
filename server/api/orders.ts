import express, { Router, type Response } from "express";
import type { Services } from "../services";
import { HttpError, notFound } from "../http/errors";
import { UNAUTHORIZED_MESSAGE } from "../auth/identity";
import { cancelledMessage, LOOKUP_NOT_FOUND } from "@rules/order-status";
import { orderLookupSchema, submitOrderSchema } from "../orders/orders";
import { PRIVATE_CACHE_CONTROL } from "@rules/caching";

/** Placing a cash-on-delivery order, and reading it back (its shopper, or anyone with its number and e-mail). */
export function ordersRouter(services: Services): Router {
  const router = Router();
  const { orders, returns } = services;

  router.post("/submit-order", async (req, res) => {
    const body = submitOrderSchema.parse(req.body ?? {});
    const placed = await orders.place({
      owner: req.shopper.owner,
      customer: body.customer,
      items: body.product,
      paymentMethod: "cod",
      idempotencyKey: req.get("Idempotency-Key") || body.checkoutToken,
      fromCart: body.fromCart,
      saveAddress: body.saveAddress,
    });
    const { order, created, detailsAdded } = placed;
    if (detailsAdded) {
      // SPEC's older flow: these are the delivery details of the order just paid online.
      res.json({
        message: `Delivery details added to order ${order.orderNumber}`,
        orderId: order.id,
        orderNumber: order.orderNumber,
        order,
      });
      return;
    }
    if (!created) res.setHeader("Idempotent-Replayed", "true");
    res.status(201).json({ message: "Order placed", orderId: order.id, orderNumber: order.orderNumber, order });
  });

  router.post("/api/orders/lookup", async (req, res) => {
    const { orderNumber, email } = orderLookupSchema.parse(req.body ?? {});
    const order = await orders.lookup(orderNumber, email, { ip: req.ip });
    if (!order) throw notFound(LOOKUP_NOT_FOUND);
    const [withReturns] = await returns.attach([order]);
    res.json(withReturns);
  });

  // Returns (docs/decisions/015): a guest names the order by number and e-mail; a signed-in shopper
  // returns from an order of the account. 201 with the request; 409 names a line that cannot come back.
  router.post("/api/orders/lookup/returns", async (req, res) => {
    const { orderNumber, email } = orderLookupSchema.parse(req.body ?? {});
    const request = await returns.requestByLookup(orderNumber, email, req.body, { ip: req.ip });
    res.status(201).json(request);
  });

  router.post("/api/orders/:orderNumber/returns", async (req, res) => {
    if (!req.user) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    const request = await returns.requestForUser(req.user.id, String(req.params.orderNumber), req.body);
    res.status(201).json(request);
  });

  // Cancelling before the order ships (server/orders/cancel.ts): a guest names the order by number and
  // e-mail; a signed-in shopper cancels an order of the account. 409 says why not (shipped, already cancelled).
  router.post("/api/orders/lookup/cancel", async (req, res) => {
    const { orderNumber, email } = orderLookupSchema.parse(req.body ?? {});
    const order = await orders.cancelByLookup(orderNumber, email, { ip: req.ip });
    res.json({ message: cancelledMessage(order), order });
  });

  router.post("/api/orders/:orderNumber/cancel", async (req, res) => {
    if (!req.user) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    const order = await orders.cancelForUser(req.user.id, String(req.params.orderNumber));
    res.json({ message: cancelledMessage(order), order });
  });

  // The tax invoice: for the order's owner, or a guest who gives its number and e-mail (a form's POST, so
  // the e-mail never sits in a URL). 404 until the order has one, and for anyone else.
  router.get("/api/orders/:orderNumber/invoice", async (req, res) => {
    sendInvoice(res, await orders.invoice(req.shopper.owner, String(req.params.orderNumber)));
  });

  router.post(
    "/api/orders/lookup/invoice",
    express.urlencoded({ extended: false, limit: "10kb" }),
    async (req, res) => {
      const { orderNumber, email } = orderLookupSchema.parse(req.body ?? {});
      sendInvoice(res, await orders.lookupInvoice(orderNumber, email, { ip: req.ip }));
    },
  );

  // A return's GST credit note (docs/decisions/015), once its refund is made for an invoiced order: the same
  // rule as the invoice. 404 otherwise.
  router.get("/api/orders/:orderNumber/returns/:returnId/credit-note", async (req, res) => {
    const returnId = Number(req.params.returnId);
    sendPdf(res, await orders.creditNote(req.shopper.owner, String(req.params.orderNumber), returnId), "credit note");
  });

  router.post(
    "/api/orders/lookup/credit-note",
    express.urlencoded({ extended: false, limit: "10kb" }),
    async (req, res) => {
      const { orderNumber, email } = orderLookupSchema.parse(req.body ?? {});
      const returnId = Number((req.body as { returnId?: unknown } | undefined)?.returnId);
      sendPdf(res, await orders.lookupCreditNote(orderNumber, email, returnId, { ip: req.ip }), "credit note");
    },
  );

  router.get("/api/orders/:orderNumber", async (req, res) => {
    const order = await orders.get(req.shopper.owner, String(req.params.orderNumber));
    if (!order) throw notFound("Order not found");
    const [withReturns] = await returns.attach([order]);
    res.json(withReturns);
  });

  return router;
}

/** A tax invoice PDF, never cached by a browser or proxy (it holds the buyer's address). */
export function sendInvoice(res: Response, invoice: { pdf: Buffer; filename: string } | undefined): void {
  sendPdf(res, invoice, "invoice");
}

/** A tax document's PDF (an invoice, a credit note), never cached; 404 naming it when there is none. */
export function sendPdf(
  res: Response,
  invoice: { pdf: Buffer; filename: string } | undefined,
  what: "invoice" | "credit note",
): void {
  if (!invoice) throw notFound(what === "invoice" ? "No invoice for this order" : "No credit note for this return");
  res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="${invoice.filename}"`);
  res.send(invoice.pdf);
}
