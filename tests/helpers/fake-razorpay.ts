import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the fake received: enough to check what the SDK sent. */
export interface FakeRazorpayCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeRazorpay {
  /** The address to give as RAZORPAY_API_URL (with Razorpay's version path). */
  apiUrl: string;
  calls: FakeRazorpayCall[];
  /** The next POST /v1/orders (or refund) answers this status and error instead. */
  failNext(status: number, description: string): void;
  /** A captured payment that refunds may name (payments are taken in the browser, never through this API). */
  addPayment(id: string, amountPaise: number): void;
  /** The refunds made of each payment. */
  refunds: Map<string, FakeRefund[]>;
  /** New refunds answer this status: "processed" (the default), or "pending" (settled later by a webhook). */
  answerRefundsAs(status: "processed" | "pending"): void;
  /**
   * Settles a refund as the bank does, and answers the webhook Razorpay would post for it: the event's
   * raw JSON body (refund.processed or refund.failed, with the refund and payment entities).
   */
  settleRefund(refundId: string, status: "processed" | "failed"): string;
  close(): Promise<void>;
}

export interface FakeRefund {
  id: string;
  amount: number;
  receipt: string | null;
  status: "processed" | "pending" | "failed";
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const error = (description: string) => ({ error: { code: "BAD_REQUEST_ERROR", description } });

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * A local stand-in for Razorpay's Orders API (https://razorpay.com/docs/api/orders/create/): checks Basic
 * auth with key_id:key_secret and the order's body, and answers Razorpay's order JSON. Never the live service.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const calls: FakeRazorpayCall[] = [];
  let failure: { status: number; description: string } | undefined;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
  const payments = new Map<string, number>();
  const refunds = new Map<string, FakeRefund[]>();
  let refundStatus: "processed" | "pending" = "processed";

  const refundEntity = (paymentId: string, r: FakeRefund) => ({
    id: r.id,
    entity: "refund",
    amount: r.amount,
    currency: "INR",
    payment_id: paymentId,
    notes: [],
    receipt: r.receipt,
    acquirer_data: { rrn: null },
    created_at: Math.floor(Date.now() / 1000),
    batch_id: null,
    status: r.status,
    speed_processed: "normal",
    speed_requested: "normal",
  });

  /**
   * Razorpay's Refunds API (https://razorpay.com/docs/api/refunds/): POST /v1/payments/:id/refund makes one
   * (at most what is left of the captured amount), GET /v1/payments/:id/refunds lists them.
   */
  function refundCall(res: ServerResponse, method: string, paymentId: string, kind: string, body: unknown) {
    const captured = payments.get(paymentId);
    if (captured === undefined) return send(res, 400, error("The id provided does not exist"));
    const made = refunds.get(paymentId) ?? [];
    if (method === "GET" && kind === "refunds") {
      return send(res, 200, {
        entity: "collection",
        count: made.length,
        items: made.map((r) => refundEntity(paymentId, r)),
      });
    }
    if (method !== "POST" || kind !== "refund") return send(res, 404, error("The requested URL was not found"));
    if (failure) {
      const { status, description } = failure;
      failure = undefined;
      return send(res, status, error(description));
    }
    const request = (body ?? {}) as { amount?: unknown; receipt?: unknown };
    // A failed refund gave the money back to what can still be refunded.
    const left = captured - made.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amount, 0);
    const amount = request.amount === undefined ? left : Number(request.amount);
    if (!Number.isInteger(amount) || amount < 100) return send(res, 400, error("The amount must be atleast INR 1.00"));
    if (amount > left) {
      return send(res, 400, error("The refund amount provided is greater than amount captured"));
    }
    const refund: FakeRefund = {
      id: `rfnd_${randomBytes(7).toString("hex")}`,
      amount,
      receipt: typeof request.receipt === "string" ? request.receipt : null,
      status: refundStatus,
    };
    refunds.set(paymentId, [...made, refund]);
    send(res, 200, refundEntity(paymentId, refund));
  }

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    calls.push({ method: req.method ?? "", path: req.url ?? "", authorization: req.headers.authorization, body });
    const refundPath = /^\/v1\/payments\/(pay_\w+)\/(refund|refunds)(?:\?.*)?$/.exec(req.url ?? "");
    if (refundPath) {
      if (req.headers.authorization !== expectedAuth) return send(res, 401, error("Authentication failed"));
      return refundCall(res, req.method ?? "", refundPath[1]!, refundPath[2]!, body);
    }
    if (req.method !== "POST" || req.url !== "/v1/orders")
      return send(res, 404, error("The requested URL was not found"));
    if (req.headers.authorization !== expectedAuth) return send(res, 401, error("Authentication failed"));
    if (failure) {
      const { status, description } = failure;
      failure = undefined;
      return send(res, status, error(description));
    }
    const order = body as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
    if (!Number.isInteger(order?.amount) || (order.amount as number) < 100) {
      return send(res, 400, error("The amount must be atleast INR 1.00"));
    }
    if (order.currency !== "INR") return send(res, 400, error("The currency must be INR"));
    if (typeof order.receipt !== "string" || order.receipt.length > 40) {
      return send(res, 400, error("The receipt may not be greater than 40 characters"));
    }
    send(res, 200, {
      id: `order_${randomBytes(7).toString("hex")}`,
      entity: "order",
      amount: order.amount,
      amount_paid: 0,
      amount_due: order.amount,
      currency: "INR",
      receipt: order.receipt,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: order.notes ?? [],
      created_at: Math.floor(Date.now() / 1000),
    });
  });
  // Node's client agent drops an idle kept-alive socket after 5 s, the server's default too: at that edge the
  // SDK could reuse a socket the fake is closing (ECONNRESET). The client closes first when the server waits longer.
  server.keepAliveTimeout = 60_000;
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v1/`,
    calls,
    failNext(status, description) {
      failure = { status, description };
    },
    addPayment(id, amountPaise) {
      payments.set(id, amountPaise);
    },
    refunds,
    answerRefundsAs(status) {
      refundStatus = status;
    },
    settleRefund(refundId, status) {
      for (const [paymentId, made] of refunds) {
        const refund = made.find((r) => r.id === refundId);
        if (!refund) continue;
        refund.status = status;
        // Razorpay's refund webhooks (https://razorpay.com/docs/webhooks/refunds/): the refund and its payment.
        return JSON.stringify({
          entity: "event",
          account_id: "acc_fake",
          event: `refund.${status}`,
          contains: ["refund", "payment"],
          payload: {
            refund: { entity: refundEntity(paymentId, refund) },
            payment: {
              entity: { id: paymentId, entity: "payment", amount: payments.get(paymentId), status: "captured" },
            },
          },
          created_at: Math.floor(Date.now() / 1000),
        });
      }
      throw new Error(`No refund ${refundId}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
