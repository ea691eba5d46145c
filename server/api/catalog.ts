import { Router, type Request, type Response } from "express";
import { COLLECTIONS, canonicalPath } from "@rules/collections";
import type { Services } from "../services";
import { badRequest, notFound } from "../http/errors";
import { KeptBody, sendKeptBody } from "../http/kept-body";

/** The JSON and ETag of each answer the read cache keeps, made (and compressed) once however often it is sent. */
const sentForms = new WeakMap<object, { body: KeptBody; etag: string }>();

/**
 * Sends an answer of the catalogue's read cache (server/catalog/read-cache.ts): while the cache holds it,
 * it gives the same object, so its text, ETag and compressed forms are not made again for every shopper.
 * The ETag is the one Express would make (its "etag fn"), so a revalidation still answers 304.
 */
function sendKept(req: Request, res: Response, answer: object) {
  let sent = sentForms.get(answer);
  if (!sent) {
    const body = JSON.stringify(answer);
    const etagOf = res.app.get("etag fn") as ((body: string, encoding: BufferEncoding) => string) | undefined;
    sent = { body: new KeptBody(Buffer.from(body)), etag: etagOf?.(body, "utf8") ?? "" };
    sentForms.set(answer, sent);
  }
  res.type("json");
  if (sent.etag) res.set("ETag", sent.etag);
  // A 304 carries the Vary its 200 would (sendKeptBody's): these reads are answered ahead of `compression`.
  if (req.fresh) return void res.vary("Accept-Encoding").status(304).end();
  sendKeptBody(req, res, sent.body);
}

/**
 * The reads below that are sent as kept answers (sendKept), whose path the app tests to answer them ahead of
 * the middleware they do not use (server/api/index.ts): every catalogue read but one product's, which is read
 * afresh for its stock.
 */
export const isKeptCatalogueRead = (req: Request) =>
  (req.method === "GET" || req.method === "HEAD") &&
  /^\/api\/(products(\/(facets|suggestions))?|collections)\/?$/.test(req.path);

/** The store's collections, as GET /api/collections gives them. */
const collectionsAnswer = COLLECTIONS.map((c) => ({
  key: c.key,
  title: c.title,
  path: canonicalPath(c),
  paths: [...c.featuredPaths, ...c.sidebarPaths],
  category: c.category,
  sizes: c.sizes,
  sizeNames: c.sizeNames,
  relatedCap: c.relatedCap,
  returnDays: c.returnDays,
  highlights: c.highlights,
  specifications: c.specifications,
}));

export function catalogRouter(services: Services): Router {
  const router = Router();

  router.get("/api/products", async (req, res) => {
    const query = services.catalog.parseQuery(req.query as Record<string, unknown>);
    sendKept(req, res, await services.catalog.list(query));
  });

  // How many products each filter choice would show, given the others (same parameters as the list).
  router.get("/api/products/facets", async (req, res) => {
    const query = services.catalog.parseQuery(req.query as Record<string, unknown>);
    sendKept(req, res, await services.catalog.facets(query));
  });

  router.get("/api/products/suggestions", async (req, res) => {
    const q = typeof req.query.q === "string" ? req.query.q.trim().toLowerCase() : "";
    if (q.length > 100) throw badRequest("q must be at most 100 characters");
    if (!q) return void res.json({ products: [], collections: [] });
    sendKept(req, res, await services.catalog.suggest(q));
  });

  router.get("/api/products/:id", async (req, res) => {
    if (!/^\d{1,9}$/.test(req.params.id)) throw badRequest("Product id must be a positive whole number");
    const id = Number(req.params.id);
    const colour = typeof req.query.color === "string" ? req.query.color.slice(0, 40) : undefined;
    const size = typeof req.query.size === "string" ? req.query.size.trim() : undefined;
    // The same answer for everyone: the best price with an advertised code is a guest's (decision 045).
    const found = await services.catalog.getWithOffers(id, colour, null, size);
    if (found && size !== undefined) {
      const { product } = found;
      // The variant of the chosen colour in the size asked for.
      const variant = product.variants?.find((v) => v.colour === product.colour && v.size === size);
      if (!variant) throw badRequest(`Size ${size.slice(0, 20)} is not available for ${product.name}`);
      return void res.json({ ...product, variant, bestOffer: found.offers.bestOffer });
    }
    if (found) return void res.json({ ...found.product, bestOffer: found.offers.bestOffer });
    // A product that became another's colour: its old address leads there for good.
    const moved = await services.catalog.formerPath(id);
    if (moved) return void res.redirect(301, moved.replace(/^\/product\//, "/api/products/"));
    throw notFound("Product not found");
  });

  // The same answer for the life of the process: kept, like the reads above.
  router.get("/api/collections", (req, res) => sendKept(req, res, collectionsAnswer));

  return router;
}
