import expressStaticGzip from "express-static-gzip";
import type { ServeStaticOptions } from "serve-static";

/**
 * The build's own files, sent as the build compressed them (vite.config.ts writes `file.br` and `file.gz` next
 * to each script, stylesheet and SVG): brotli when the browser takes it, else gzip, else the file itself, with
 * `Vary: Accept-Encoding`. Compressing the framework chunk for each request cost more CPU than rendering a page;
 * the general `compression()` middleware leaves an answer that already has a Content-Encoding alone.
 */
export function staticFiles(dir: string, options: ServeStaticOptions) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: options,
  });
}
