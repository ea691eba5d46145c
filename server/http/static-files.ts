import { readdirSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import { BROTLI } from "./kept-body";
import expressStaticGzip from "express-static-gzip";
import type { RequestHandler } from "express";
import type { ServeStaticOptions } from "serve-static";

/**
 * The build's own files (`build/client`: the hashed scripts and stylesheet under /assets, the photos, videos
 * and favicon), sent as the build compressed them: vite.config.ts writes `file.br` and `file.gz` next to each
 * script, stylesheet and SVG, and the copy the browser takes is sent (brotli, else gzip, else the file) with
 * `Vary: Accept-Encoding`. Compressing the 347 kB framework chunk for each request cost more CPU than
 * rendering a page. Mounted ahead of the `compression` middleware, which would only wrap each of these answers
 * to leave it alone; a file the build left without copies (React Router's manifest module, written after the
 * bundle) is compressed as any other answer. Only paths under the build's own folders and files are looked
 * for on disk: a page's path is not, so a page costs no file-system call.
 */
export function buildFiles(clientDir: string): RequestHandler {
  const hashed = sendCompressedCopies(clientDir, { immutable: true, maxAge: "1y" });
  const others = sendCompressedCopies(clientDir, { maxAge: "1h" });
  const topLevel = new Set(readdirSync(clientDir));
  const withCopies = new Set(
    filesIn(clientDir)
      .filter((file) => file.endsWith(".br"))
      .map((copy) => copy.slice(0, -".br".length)),
  );
  const compressAnswer = compression({ brotli: BROTLI });
  return (req, res, next) => {
    const folder = req.path.split("/")[1]!;
    if (!topLevel.has(folder)) return next();
    // Hashed file names never change content: kept for a year.
    const send = folder === "assets" ? hashed : others;
    if (withCopies.has(path.join(clientDir, req.path))) return send(req, res, next);
    compressAnswer(req, res, () => send(req, res, next));
  };
}

function sendCompressedCopies(dir: string, options: ServeStaticOptions) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: options,
  });
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
