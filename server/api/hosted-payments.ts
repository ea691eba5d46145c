import { fieldWithNul, nulMessage } from "@rules/nul-character";
import express, { Router, type RequestHandler, type Response } from "express";
import { z } from "zod";
import type { Services } from "../services";
import { setFlash } from "../http/flash";
import { HttpError } from "../http/errors";
import { PRIVATE_CACHE_CONTROL } from "@rules/caching";
import { formatPaise } from "@rules/money";
import { PAYMENT_MESSAGES } from "@rules/online-payment";
import { CALLBACK_PATH, checkoutReturnPath } from "../payments/hosted-checkout";
import { TEST_CHECKOUT_PATH, TEST_KEY_ID, type TestGateway } from "../payments/test-gateway";

// The gateway posts an HTML form, not JSON; nothing in it is nested.
const formBody = express.urlencoded({ extended: false, limit: "20kb", parameterLimit: 50 });

/** The same NUL rule as every other body the store reads, answered as a plain 400 page naming the field. */
const refuseNulInForm: RequestHandler = (req, res, next) => {
  const field = fieldWithNul(req.body);
  if (field === undefined) return next();
  res.status(400).type("text/plain").setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
  res.send(nulMessage(field));
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The gateway's post after a checkout without JavaScript. Cookies may not come with it (Razorpay posts
 * from its own site): the signed payment names the order, and the redirect that follows is a plain
 * navigation of the shopper's own browser, which carries them to the thank-you page.
 */
export function hostedPaymentsRouter(services: Services): Router {
  const router = Router();
  const { payments, settings } = services;

  router.post(CALLBACK_PATH, formBody, refuseNulInForm, async (req, res) => {
    const outcome = await payments.receiveCallback(req.body);
    res.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    if (outcome.kind === "paid") {
      // As the page's script says it (rules/online-payment.ts).
      setFlash(req, res, { message: PAYMENT_MESSAGES.successful, kind: "success" });
      res.redirect(303, `/thank-you?order=${encodeURIComponent(outcome.orderNumber)}`);
      return;
    }
    setFlash(req, res, { message: outcome.message, kind: "error" });
    res.redirect(303, checkoutReturnPath(typeof req.query.return === "string" ? req.query.return : null));
  });

  const { testGateway } = payments;
  if (testGateway) testCheckoutRoutes(router, testGateway, settings.storeName, settings.publicUrl);
  return router;
}

const testCheckoutSchema = z.object({
  key_id: z.literal(TEST_KEY_ID),
  order_id: z.string().trim().min(1).max(100),
  callback_url: z.string().max(2000),
  cancel_url: z.string().max(2000).optional(),
});

const testPaySchema = z.object({
  order_id: z.string().trim().min(1).max(100),
  outcome: z.enum(["success", "failure"]),
  callback: z.string().max(2000),
});

/**
 * The test gateway is the store itself: it posts back only to the store's own callback (and cancels only
 * to the checkout), so its pages can never relay a form to another site.
 */
function ownPath(value: string | undefined, publicUrl: string, pathname: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, publicUrl);
  } catch {
    return null;
  }
  if (url.origin !== publicUrl || url.pathname !== pathname) return null;
  return `${url.pathname}${url.search}`;
}

function page(res: Response, status: number, storeName: string, body: string): void {
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("html")
    .send(
      `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(storeName)} test checkout</title></head>` +
        `<body><main aria-labelledby="test-checkout-title"><h1 id="test-checkout-title">${escapeHtml(storeName)} test checkout</h1>` +
        `<p><strong>TEST MODE</strong>: no money is taken.</p>${body}</main></body></html>`,
    );
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/**
 * The TEST MODE checkout for shoppers without JavaScript, as Razorpay's hosted checkout would be: the
 * hand-off form posts here, Pay or Fail takes (or fails) the payment through the test gateway, and the
 * answer page posts the signed outcome to the callback, as Razorpay does.
 */
/** The TEST MODE pages' answer to a request they cannot use. */
const notValid = (res: Response, storeName: string) =>
  page(
    res,
    400,
    storeName,
    `<p role="alert">This payment request is not valid.</p><p><a href="/">Back to the shop</a></p>`,
  );

function testCheckoutRoutes(router: Router, gateway: TestGateway, storeName: string, publicUrl: string): void {
  router.post(TEST_CHECKOUT_PATH, formBody, refuseNulInForm, async (req, res) => {
    const form = testCheckoutSchema.safeParse(req.body ?? {});
    const callback = form.success ? ownPath(form.data.callback_url, publicUrl, CALLBACK_PATH) : null;
    const order = form.success && callback ? await gateway.order(form.data.order_id) : undefined;
    if (!form.success || !callback || !order) {
      notValid(res, storeName);
      return;
    }
    const cancel = ownPath(form.data.cancel_url, publicUrl, "/customer-details") ?? "/customer-details";
    if (order.state !== "payable") {
      page(
        res,
        409,
        storeName,
        `<p role="alert">Order ${escapeHtml(order.receipt)} is ${order.state === "paid" ? "already paid" : "not awaiting payment"}.</p>` +
          `<p><a href="${escapeHtml(cancel)}">Back to the checkout</a></p>`,
      );
      return;
    }
    const amount = formatPaise(order.amountPaise);
    const button = (outcome: "success" | "failure", label: string) =>
      `<form method="post" action="${TEST_CHECKOUT_PATH}/pay">${hidden("order_id", order.id)}${hidden("outcome", outcome)}` +
      `${hidden("callback", callback)}<button type="submit">${escapeHtml(label)}</button></form>`;
    page(
      res,
      200,
      storeName,
      `<p>Order <span data-testid="test-gateway-order">${escapeHtml(order.receipt)}</span>: ${escapeHtml(amount)}</p>` +
        button("success", `Pay ${amount}`) +
        button("failure", "Fail payment") +
        `<p><a href="${escapeHtml(cancel)}">Cancel and go back</a></p>`,
    );
  });

  router.post(`${TEST_CHECKOUT_PATH}/pay`, formBody, refuseNulInForm, async (req, res) => {
    const form = testPaySchema.safeParse(req.body ?? {});
    const callback = form.success ? ownPath(form.data.callback, publicUrl, CALLBACK_PATH) : null;
    if (!form.success || !callback) {
      notValid(res, storeName);
      return;
    }
    let result: Awaited<ReturnType<TestGateway["pay"]>>;
    try {
      result = await gateway.pay(form.data.order_id, form.data.outcome);
    } catch (error) {
      // An unknown, paid or closed order: said on the page, with the way back.
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      page(
        res,
        error.status,
        storeName,
        `<p role="alert">${escapeHtml(error.message)}.</p><p><a href="/">Back to the shop</a></p>`,
      );
      return;
    }
    const fields =
      "error" in result
        ? [
            hidden("error[code]", result.error.code),
            hidden("error[description]", result.error.description),
            hidden("error[reason]", result.error.reason),
            hidden("error[metadata]", JSON.stringify(result.error.metadata)),
          ]
        : [
            hidden("razorpay_payment_id", result.razorpay_payment_id),
            hidden("razorpay_order_id", result.razorpay_order_id),
            hidden("razorpay_signature", result.razorpay_signature),
          ];
    page(
      res,
      200,
      storeName,
      `<p role="status">${"error" in result ? "The payment failed." : "Payment taken."}</p>` +
        `<form method="post" action="${escapeHtml(callback)}">${fields.join("")}` +
        `<button type="submit">Return to ${escapeHtml(storeName)}</button></form>`,
    );
  });
}
