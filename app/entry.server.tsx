import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { NonceProvider } from "./components/nonce";
import { SHARED_CACHE_CONTROL } from "./lib/seo";
import { SCRIPT_HASHES, stillCurrent } from "../server/http/shared-pages";
import { coalescingStream } from "../server/http/coalescing-stream";

export const streamTimeout = 5_000;

// React Router's default Node entry, plus the CSP nonce on every inline script it writes; and, for a page
// asked for without the store's page cookies, the whole page at once with its scripts allowed by hash (see
// renderShared).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  if (loadContext.sharedPolicy !== undefined) {
    return renderShared(request, responseStatusCode, responseHeaders, routerContext, loadContext);
  }
  const nonce = loadContext.cspNonce;
  // This visitor's cookies may show in it (the cart's count): for them alone.
  if (isSharedPage(routerContext)) {
    responseHeaders.set("Cache-Control", "private, no-cache");
    responseHeaders.append("Vary", "Cookie");
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = coalescingStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Whether the page shown is one of the catalogue's, the same for every visitor without page cookies. */
function isSharedPage(routerContext: EntryContext): boolean {
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  const handle = leaf && (routerContext.routeModules[leaf.route.id]?.handle as { shared?: boolean } | undefined);
  return handle?.shared === true;
}

/** Every inline script's CSP hash ('sha256-…'), in the order they appear. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A page for a request without page cookies (server/http/cookie-names.ts): nothing in it is this visitor's,
 * so it is rendered whole, without a nonce, and the policy allows its inline scripts by their hashes. The
 * same data gives the same bytes, so its ETag lets a cache (or a browser) revalidate with a 304. The
 * catalogue's pages (handle SHARED_PAGE) say that shared caches may keep them. A shopper whose browser runs
 * the store's script is given the same page (server/http/shared-pages.ts); `Vary: Cookie` still keeps a CDN
 * from giving a shopper's browser without JavaScript the shared page instead of its own.
 */
function renderShared(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("error", reject);
        body.on("end", () => {
          clearTimeout(timeoutId);
          // The request id rides in the root's data for an error page's "Reference for customer care". A
          // page that is fine is the same for everyone without it, so its scripts' hashes and its ETag stay
          // the same from one render to the next (a 304 keeps the body its policy was made for).
          const rendered = Buffer.concat(chunks).toString("utf8");
          const html = responseStatusCode === 200 ? rendered.replaceAll(loadContext.requestId, "") : rendered;
          const policy = loadContext.sharedPolicy!.replace(SCRIPT_HASHES, inlineScriptHashes(html).join(" "));
          responseHeaders.set("Content-Security-Policy", policy);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const version = createHash("sha1").update(html).digest("base64url");
          const etag = `W/"${version}"`;
          responseHeaders.set("ETag", etag);
          responseHeaders.append("Vary", "Cookie");
          if (responseStatusCode === 200 && isSharedPage(routerContext))
            responseHeaders.set("Cache-Control", SHARED_CACHE_CONTROL);
          const revalidated = responseStatusCode === 200 && stillCurrent(request.headers.get("if-none-match"), etag);
          if (revalidated) return resolve(new Response(null, { status: 304, headers: responseHeaders }));
          resolve(new Response(html, { status: responseStatusCode, headers: responseHeaders }));
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}
