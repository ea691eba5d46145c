import { Router } from "express";
import { COLLECTIONS, canonicalPath } from "~/lib/collections";
import type { Services } from "../services";
import { badRequest, notFound } from "../http/errors";

export function catalogRouter(services: Services): Router {
  const router = Router();

  router.get("/api/products", async (req, res) => {
    const query = services.catalog.parseQuery(req.query as Record<string, unknown>);
    res.json(await services.catalog.list(query));
  });

  // How many products each filter choice would show, given the others (same parameters as the list).
  router.get("/api/products/facets", async (req, res) => {
    const query = services.catalog.parseQuery(req.query as Record<string, unknown>);
    res.json(await services.catalog.facets(query));
  });

  router.get("/api/products/suggestions", async (req, res) => {
    const q = typeof req.query.q === "string" ? req.query.q.trim().toLowerCase() : "";
    if (q.length > 100) throw badRequest("q must be at most 100 characters");
    res.json(q ? await services.catalog.suggest(q) : { products: [], collections: [] });
  });

  router.get("/api/products/:id", async (req, res) => {
    if (!/^\d{1,9}$/.test(req.params.id)) throw badRequest("Product id must be a positive whole number");
    const product = await services.catalog.get(Number(req.params.id));
    if (!product) throw notFound("Product not found");
    res.json(product);
  });

  router.get("/api/collections", (_req, res) => {
    res.json(
      COLLECTIONS.map((c) => ({
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
      })),
    );
  });

  return router;
}
