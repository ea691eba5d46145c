import { Router, type RequestHandler, type Response } from "express";
import multer from "multer";
import type { Services } from "../services";
import { badRequest } from "../http/errors";
import type { ExportFile } from "../exports/services";
import { MAX_IMPORT_BYTES } from "../exports/catalogue-import";

/** A download: never kept by a cache (it holds customers' names and the store's figures). */
export function sendFile(res: Response, file: ExportFile): void {
  res
    .status(200)
    .set({
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    })
    .send(file.body);
}

/** The catalogue file in the multipart field "file" (at most 10 MB), held in memory. */
const oneFile = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
}).single("file");

const receiveFile: RequestHandler = (req, res, next) => {
  if (!req.is("multipart/form-data")) return next();
  oneFile(req, res, (error: unknown) => {
    if (!error) return next();
    const code = error instanceof multer.MulterError ? error.code : undefined;
    next(
      badRequest(
        code === "LIMIT_FILE_SIZE" ? "The file is larger than 10 MB" : 'Send the CSV file in the field "file"',
      ),
    );
  });
};

/** The staff's exports and the catalogue import (mounted behind the staff's guard). */
export function exportsRouter(services: Services): Router {
  const router = Router();
  const { exports } = services.staff;

  router.get("/api/admin/exports/orders", async (req, res) => {
    if (req.query.format === "csv") return sendFile(res, await exports.ordersFile(req.query));
    res.json({ lines: await exports.orderLines(req.query) });
  });

  router.get("/api/admin/exports/gstr1", async (req, res) => {
    if (req.query.file !== undefined) return sendFile(res, await exports.gstr1File(req.query));
    res.json(await exports.gstr1(req.query));
  });

  router.get("/api/admin/exports/catalogue", async (_req, res) => {
    sendFile(res, await exports.catalogueFile());
  });

  // The body is the CSV itself (text/csv) or a multipart form with it in "file"; ?apply=true applies it.
  router.post(
    "/api/admin/catalogue/import",
    receiveFile,
    async (req, res, next) => {
      if (req.file || !req.is("text/csv")) return next();
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_IMPORT_BYTES) throw badRequest("The file is larger than 10 MB");
        chunks.push(chunk);
      }
      req.body = Buffer.concat(chunks);
      next();
    },
    async (req, res) => {
      const bytes = req.file?.buffer ?? (Buffer.isBuffer(req.body) ? req.body : undefined);
      if (!bytes?.length) throw badRequest('Send the CSV file (text/csv, or the multipart field "file")');
      const apply = req.query.apply === "true" || (req.body as { apply?: unknown } | undefined)?.apply === "true";
      const report = await exports.importCatalogue(bytes.toString("utf8"), apply, req.user!);
      res.json({ success: true, report });
    },
  );

  return router;
}
