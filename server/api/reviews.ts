import { Router, type RequestHandler } from "express";
import multer from "multer";
import type { Services } from "../services";
import { badRequest, HttpError, notFound } from "../http/errors";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "../catalog/uploads";
import { UNAUTHORIZED_MESSAGE } from "../auth/identity";
import { orderLookupSchema } from "../orders/orders";
import { toReviewView } from "../reviews/read";
import type { SavedReview } from "../reviews/write";
import { REVIEW_LIMITS, REVIEW_MESSAGES, reviewQuery, savedMessage } from "@rules/reviews";
import { reviewInputFromForm } from "@rules/reviews-schema";

/** What a saved review answers: the shopper's message, and the review with the state it was saved in. */
const answer = ({ review, edited }: SavedReview) => ({
  message: savedMessage(review.status, edited),
  review: { ...toReviewView(review), status: review.status },
});

/** A review posted as a multipart form: its fields, and up to four photos in the field "photo", in memory. */
const reviewPhotos = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: REVIEW_LIMITS.photos, fields: 30, fieldSize: 5000, parts: 40 },
}).array("photo", REVIEW_LIMITS.photos);

const receivePhotos: RequestHandler = (req, res, next) => {
  if (!req.is("multipart/form-data")) return next();
  reviewPhotos(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      const tooMany = error.code === "LIMIT_FILE_COUNT" || error.code === "LIMIT_UNEXPECTED_FILE";
      return next(
        badRequest(
          error.code === "LIMIT_FILE_SIZE" ? UPLOAD_MESSAGES.size : tooMany ? REVIEW_MESSAGES.photos : error.message,
        ),
      );
    }
    next(badRequest("The form could not be read"));
  });
};

/** The review's input from a JSON body, or from a multipart form's fields read as the page's form is. */
function reviewInput(req: { body: unknown; is: (type: string) => string | false | null }) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (!req.is("multipart/form-data")) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, String(one));
  }
  return reviewInputFromForm(form);
}

const photoFiles = (req: { files?: unknown }) =>
  Array.isArray(req.files) ? (req.files as { buffer: Buffer }[]).map((file) => file.buffer) : [];

/**
 * Reviews (docs/decisions/037): a product's shown reviews for anyone; a review of a delivered line, written
 * or edited by its buyer (signed in, or a guest with the order's number and e-mail).
 */
export function reviewsRouter(services: Services): Router {
  const router = Router();
  const { reviews } = services;

  router.get("/api/products/:id/reviews", async (req, res) => {
    const id = Number(req.params.id);
    if (!/^\d{1,9}$/.test(String(req.params.id)) || !Number.isSafeInteger(id)) throw notFound("Product not found");
    const params = new URLSearchParams();
    if (typeof req.query.page === "string") params.set("reviews", req.query.page);
    if (typeof req.query.sort === "string") params.set("reviewSort", req.query.sort);
    res.json((await reviews.forProduct(id, reviewQuery(params))) ?? { summary: null, reviews: [] });
  });

  const reviewId = (raw: string | undefined) => {
    const id = Number(raw);
    if (!/^\d{1,10}$/.test(String(raw)) || !Number.isSafeInteger(id)) throw notFound("Review not found");
    return id;
  };

  // One vote and one report per shopper: the account, or a guest's browser by its guest cookie.
  router.post("/api/reviews/:id/helpful", async (req, res) => {
    res.json(await reviews.voteHelpful(reviewId(req.params.id), req.shopper.owner));
  });

  router.post("/api/reviews/:id/report", async (req, res) => {
    res.json(await reviews.report(reviewId(req.params.id), req.shopper.owner, req.body ?? {}));
  });

  // The shopper's own: the product page's late part asks for it once loaded, since the page itself is shared.
  router.get("/api/size-advice/:productId", async (req, res) => {
    const id = Number(req.params.productId);
    const product = /^\d{1,9}$/.test(String(req.params.productId)) ? await services.catalog.get(id) : undefined;
    if (!product) throw notFound("Product not found");
    const { owner, known } = req.shopper;
    res.json(await reviews.sizeAdvice(product, { owner, known, userId: req.user?.id ?? null }));
  });

  router.post("/api/orders/lookup/reviews", receivePhotos, async (req, res) => {
    const { orderNumber, email } = orderLookupSchema.parse(req.body ?? {});
    const saved = await reviews.saveByLookup(orderNumber, email, reviewInput(req), { ip: req.ip }, photoFiles(req));
    res.status(saved.edited ? 200 : 201).json(answer(saved));
  });

  router.post("/api/orders/:orderNumber/reviews", receivePhotos, async (req, res) => {
    if (!req.user) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    const saved = await reviews.saveForUser(
      req.user.id,
      String(req.params.orderNumber),
      reviewInput(req),
      photoFiles(req),
    );
    res.status(saved.edited ? 200 : 201).json(answer(saved));
  });

  return router;
}
