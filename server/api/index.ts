import cors from "cors";
import express, { Router } from "express";
import type { Config } from "../config";
import type { Services } from "../services";
import { apiErrorHandler, apiNotFound } from "../http/errors";
import { catalogRouter } from "./catalog";

/** Paths that belong to the JSON API (SPEC.md section 7 keeps some outside /api). */
export const API_PATHS = ["/api", "/submit-order"];

export function createApiRouter({ services, config }: { services: Services; config: Config }): Router {
  const router = Router();
  router.use(
    API_PATHS,
    cors({ origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: true }),
    express.json({ limit: "100kb" }),
  );

  // Domain routers are mounted here with their full paths.
  router.use(catalogRouter(services));

  router.use("/api", apiNotFound);
  router.use(API_PATHS, apiErrorHandler);
  return router;
}
