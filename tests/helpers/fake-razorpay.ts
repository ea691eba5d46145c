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
  /** The next POST /v1/orders answers this status and error instead of an order. */
  failNext(status: number, description: string): void;
  close(): Promise<void>;
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

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    calls.push({ method: req.method ?? "", path: req.url ?? "", authorization: req.headers.authorization, body });
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
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v1/`,
    calls,
    failNext(status, description) {
      failure = { status, description };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
