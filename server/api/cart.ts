import { Router, type Request } from "express";
import type { Services } from "../services";
import { notFound } from "../http/errors";
import { updateLineSchema } from "../cart/cart";
import { addToWishlistSchema } from "../wishlist/wishlist";
import { productRef } from "@rules/line-item";
import { toRupees } from "@rules/money";
import type { OrderQuote } from "../orders/quote";

/** The cart's summary as the API states it (rupees): every line's discount, the code and why it does not apply. */
const summaryView = (quote: OrderQuote) => ({
  itemCount: quote.itemCount,
  subtotal: toRupees(quote.subtotalPaise),
  discount: toRupees(quote.discountPaise),
  shipping: toRupees(quote.shippingPaise),
  shippingDiscount: toRupees(quote.shippingDiscountPaise),
  total: toRupees(quote.totalPaise),
  savings: toRupees(quote.discountPaise + quote.shippingDiscountPaise),
  /** Of the discount, what automatic offers took, the offers in words, and the one a little more would get. */
  offerDiscount: toRupees(quote.offerDiscountPaise),
  offers: quote.offers,
  offerHint: quote.offerHint,
  coupon: quote.coupon && {
    code: quote.coupon.code,
    description: quote.coupon.description,
    problem: quote.coupon.problem,
  },
  lines: quote.lines.map((line) => ({
    productId: String(line.productId),
    name: line.name,
    colour: line.colour,
    size: line.size,
    quantity: line.quantity,
    lineTotal: toRupees(line.lineTotalPaise),
    discount: toRupees(line.discountPaise),
    offer: line.offer,
  })),
});

const lineId = (req: Request) => {
  const id = String(req.params.id);
  if (!/^\d{1,9}$/.test(id)) throw notFound("Cart item not found");
  return Number(id);
};

/** The cart and wishlist calls of docs/product.md section 7: every change answers with the whole new list. */
export function cartRouter(services: Services): Router {
  const router = Router();
  const { cart, wishlist } = services;

  router.get("/api/cart", async (req, res) => {
    res.json(await cart.lines(req.shopper.owner));
  });

  router.post("/api/cart", async (req, res) => {
    // The cart checks the body itself (rules/line-item.ts).
    await cart.add(req.shopper.owner, req.body ?? {});
    res.status(201).json(await cart.lines(req.shopper.owner));
  });

  // Before "/api/cart/:id": the cart's amounts with its code, and the code itself.
  router.get("/api/cart/summary", async (req, res) => {
    res.json(summaryView(await cart.summary(req.shopper.owner)));
  });

  router.post("/api/cart/coupon", async (req, res) => {
    const body = (req.body ?? {}) as { code?: unknown };
    res.json(summaryView(await cart.applyCode(req.shopper.owner, body.code)));
  });

  router.delete("/api/cart/coupon", async (req, res) => {
    res.json(summaryView(await cart.removeCode(req.shopper.owner)));
  });

  // Before "/api/cart/:id", so "clear" is not taken for a line id.
  router.delete("/api/cart/clear", async (req, res) => {
    await cart.clear(req.shopper.owner);
    res.json([]);
  });

  // An emptied cart (kept a day) comes back, within stock.
  router.post("/api/cart/restore", async (req, res) => {
    const { unavailable } = await cart.restore(req.shopper.owner);
    res.json({ lines: await cart.lines(req.shopper.owner), unavailable });
  });

  router.patch("/api/cart/:id", async (req, res) => {
    const id = lineId(req);
    const { quantity, size } = updateLineSchema.parse(req.body ?? {});
    // The size first: choosing one may join this line to another of the same size, whose id then answers.
    if (size !== undefined) await cart.setSize(req.shopper.owner, id, size);
    if (quantity !== undefined) await cart.setQuantity(req.shopper.owner, id, quantity);
    res.json(await cart.lines(req.shopper.owner));
  });

  router.delete("/api/cart/:id", async (req, res) => {
    await cart.remove(req.shopper.owner, lineId(req));
    res.json(await cart.lines(req.shopper.owner));
  });

  // GET /wishlist is also the wishlist page: a browser asking for HTML gets the page.
  router.get("/wishlist", async (req, res, next) => {
    if (req.accepts(["json", "html"]) !== "json") return next();
    res.json(await wishlist.items(req.shopper.owner));
  });

  router.post("/wishlist", async (req, res, next) => {
    if (!req.is("application/json")) return next(); // a form post: the page's action
    const { productId, ...shown } = addToWishlistSchema.parse(req.body ?? {});
    await wishlist.add(req.shopper.owner, productId!, shown);
    res.status(201).json(await wishlist.items(req.shopper.owner));
  });

  router.delete("/wishlist/:id", async (req, res) => {
    const parsed = productRef.safeParse(req.params.id);
    if (!parsed.success) throw notFound("Product is not in your wishlist");
    await wishlist.remove(req.shopper.owner, parsed.data);
    res.json(await wishlist.items(req.shopper.owner));
  });

  return router;
}
