import { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import multer from "multer";
import type { Services } from "../services";
import { requireStaff, type SessionUser } from "../auth/identity";
import { apiErrorHandler, badRequest } from "../http/errors";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "../catalog/uploads";
import { sendInvoice, sendPdf } from "./orders";
import { exportsRouter } from "./exports";

/** The staff's calls answer `success: false` with every failure (docs/product.md's form reads `success`). */
const STAFF_PATHS = ["/api/products/create", "/api/admin", "/api/uploads"];

const withSuccessFalse: ErrorRequestHandler = (error, req, res, next) => {
  const json = res.json.bind(res);
  res.json = (body: unknown) => json({ success: false, ...(body as object) });
  apiErrorHandler(error, req, res, next);
};

function idParam(value: string, what: string): number {
  if (!/^\d{1,9}$/.test(value)) throw badRequest(`${what} id must be a positive whole number`);
  return Number(value);
}

/** One image in the multipart field "image", held in memory (at most 2 MB) until its bytes are checked. */
const singleImage = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
}).single("image");

const receiveImage: RequestHandler = (req, res, next) => {
  singleImage(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      const message =
        error.code === "LIMIT_FILE_SIZE"
          ? UPLOAD_MESSAGES.size
          : error.code === "LIMIT_UNEXPECTED_FILE"
            ? UPLOAD_MESSAGES.missing
            : error.message;
      return next(badRequest(message));
    }
    // A body that is not multipart, or is cut short.
    next(badRequest(UPLOAD_MESSAGES.missing));
  });
};

export function staffRouter(services: Services): Router {
  const router = Router();
  const { staff } = services;
  router.use(STAFF_PATHS, requireStaff);
  /** Who makes the change: the guard has checked there is a member of staff. */
  const who = (req: { user?: SessionUser | undefined }) => req.user!;

  router.post("/api/products/create", async (req, res) => {
    const product = await staff.createProduct(req.body, who(req));
    res.status(201).json({ success: true, product });
  });

  router.get("/api/admin/products", async (req, res) => {
    res.json(await staff.listProducts(req.query));
  });

  router.patch("/api/admin/products/:id", async (req, res) => {
    const product = await staff.updateProduct(idParam(req.params.id, "Product"), req.body, who(req));
    res.json({ success: true, product });
  });

  router.post("/api/admin/products/:id/colours", async (req, res) => {
    const { product, created } = await staff.addColour(idParam(req.params.id, "Product"), req.body, who(req));
    res.status(created ? 201 : 200).json({ success: true, product });
  });

  router.patch("/api/admin/products/:id/colours/:colourId", async (req, res) => {
    const product = await staff.updateColour(
      idParam(req.params.id, "Product"),
      idParam(req.params.colourId, "Colour"),
      req.body,
      who(req),
    );
    res.json({ success: true, product });
  });

  router.delete("/api/admin/products/:id/colours/:colourId", async (req, res) => {
    const product = await staff.removeColour(
      idParam(req.params.id, "Product"),
      idParam(req.params.colourId, "Colour"),
      who(req),
    );
    res.json({ success: true, product });
  });

  router.get("/api/admin/dashboard", async (req, res) => {
    const one = (value: unknown) => (typeof value === "string" ? value : undefined);
    res.json(
      await services.dashboard.read({
        period: one(req.query.period),
        from: one(req.query.from),
        to: one(req.query.to),
      }),
    );
  });

  router.get("/api/admin/coupons", async (_req, res) => {
    res.json({ coupons: await services.coupons.list() });
  });

  router.post("/api/admin/coupons", async (req, res) => {
    res.status(201).json({ success: true, coupon: await services.coupons.create(req.body, who(req)) });
  });

  router.get("/api/admin/coupons/:id", async (req, res) => {
    res.json({ coupon: await services.coupons.get(idParam(req.params.id, "Code")) });
  });

  router.patch("/api/admin/coupons/:id", async (req, res) => {
    const id = idParam(req.params.id, "Code");
    const body = (req.body ?? {}) as Record<string, unknown>;
    // Only a state: pause, resume or end; else the code's terms.
    const coupon =
      Object.keys(body).length === 1 && "state" in body
        ? await services.coupons.setState(id, body, who(req))
        : await services.coupons.update(id, body, who(req));
    res.json({ success: true, coupon });
  });

  router.get("/api/admin/offers", async (_req, res) => {
    res.json({ offers: await services.offers.list() });
  });

  router.post("/api/admin/offers", async (req, res) => {
    res.status(201).json({ success: true, offer: await services.offers.create(req.body, who(req)) });
  });

  router.get("/api/admin/offers/:id", async (req, res) => {
    res.json({ offer: await services.offers.get(idParam(req.params.id, "Offer")) });
  });

  router.patch("/api/admin/offers/:id", async (req, res) => {
    const id = idParam(req.params.id, "Offer");
    const body = (req.body ?? {}) as Record<string, unknown>;
    // Only a state: pause, resume or end; else the offer's terms.
    const offer =
      Object.keys(body).length === 1 && "state" in body
        ? await services.offers.setState(id, body, who(req))
        : await services.offers.update(id, body, who(req));
    res.json({ success: true, offer });
  });

  router.get("/api/admin/orders", async (req, res) => {
    res.json(await staff.listOrders(req.query));
  });

  router.patch("/api/admin/orders/:id", async (req, res) => {
    const order = await staff.moveOrder(idParam(req.params.id, "Order"), req.body, who(req));
    res.json({ success: true, order });
  });

  router.get("/api/admin/orders/:id/invoice", async (req, res) => {
    sendInvoice(res, await staff.invoice(idParam(req.params.id, "Order")));
  });

  router.get("/api/admin/returns/:id/credit-note", async (req, res) => {
    sendPdf(res, await staff.creditNote(idParam(req.params.id, "Return")), "credit note");
  });

  router.get("/api/admin/returns", async (req, res) => {
    res.json(await staff.listReturns(req.query));
  });

  router.patch("/api/admin/returns/:id", async (req, res) => {
    const request = await staff.moveReturn(idParam(req.params.id, "Return"), req.body, who(req));
    res.json({ success: true, return: request });
  });

  router.post("/api/admin/returns/:id/refund", async (req, res) => {
    const request = await staff.retryRefund(idParam(req.params.id, "Return"));
    res.json({ success: true, return: request });
  });

  router.get("/api/admin/reviews", async (req, res) => {
    res.json(await staff.listReviews(req.query));
  });

  router.patch("/api/admin/reviews/:id", async (req, res) => {
    const review = await staff.moderateReview(idParam(req.params.id, "Review"), req.body, who(req));
    res.json({ success: true, review });
  });

  router.put("/api/admin/reviews/:id/reply", async (req, res) => {
    res.json(await staff.replyToReview(idParam(req.params.id, "Review"), req.body, who(req)));
  });

  router.delete("/api/admin/reviews/:id/reply", async (req, res) => {
    res.json(await staff.removeReviewReply(idParam(req.params.id, "Review"), who(req)));
  });

  router.post("/api/admin/returns/:id/payout", async (req, res) => {
    const request = await staff.markPayoutPaid(idParam(req.params.id, "Return"), req.body, who(req));
    res.json({ success: true, return: request });
  });

  router.post("/api/uploads", receiveImage, async (req, res) => {
    if (!req.file) throw badRequest(UPLOAD_MESSAGES.missing);
    const photo = await staff.saveUpload(req.file.buffer, who(req));
    res.status(201).json({ success: true, url: photo.src, width: photo.width, height: photo.height });
  });

  router.get("/api/admin/staff", async (_req, res) => {
    res.json({ staff: await staff.accounts.list() });
  });

  // Gives an existing account a staff role by e-mail, or takes it away with role "customer".
  router.put("/api/admin/staff", async (req, res) => {
    const body = (req.body ?? {}) as { email?: unknown; role?: unknown };
    res.json({ success: true, member: await staff.accounts.setRole(who(req), body) });
  });

  router.get("/api/admin/audit", async (req, res) => {
    const { query: _query, ...page } = await staff.audit(req.query as Record<string, unknown>);
    res.json(page);
  });

  router.use(exportsRouter(services));

  router.use(STAFF_PATHS, withSuccessFalse);
  return router;
}
