import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString, type RenderToPipeableStreamOptions } from "react-dom/server";
import { NonceProvider } from "./components/nonce";
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL, SHARED_DATA_CACHE_CONTROL } from "@rules/caching";
import { SCRIPT_HASHES, stillCurrent } from "../server/http/shared-pages";
import { coalescingStream } from "../server/http/coalescing-stream";
import { compressedWhole } from "../server/http/kept-body";
import { withScriptsAfterLoad } from "../server/http/scripts-after-load";

export const streamTimeout = 5_000;

// A page is rendered whole when nothing in it waits for data (renderWhole), else streamed as React Router's
// default Node entry does, with the CSP nonce on every inline script. A page asked for without the store's
// page cookies is the same for everyone, its scripts allowed by hash (renderShared).
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

  const page = (
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>
  );
  return renderWhole(page, routerContext).then(async (html) => {
    if (html === null) return renderStreamed(request, responseStatusCode, responseHeaders, routerContext, page, nonce);
    // Compressed here, whole, rather than by the `compression` middleware as a stream (server/http/kept-body.ts),
    // which leaves an answer with a Content-Encoding alone.
    const { body, encoding } = await compressedWhole(asBody(html), request.headers.get("accept-encoding"));
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.append("Vary", "Accept-Encoding");
    if (encoding) responseHeaders.set("Content-Encoding", encoding);
    return new Response(body, { headers: responseHeaders, status: responseStatusCode });
  });
}

/** React Router's default Node entry: a page that waits for deferred data streams its parts as they come. */
function renderStreamed(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  page: React.ReactElement,
  nonce: string | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(page, {
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
    });
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
async function renderShared(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const page = <ServerRouter context={routerContext} url={request.url} />;
  let rendered = await renderWhole(page, routerContext);
  if (rendered === null) {
    const streamed = await renderAllReady(page);
    if (streamed.failed) responseStatusCode = 500;
    rendered = withScriptsAfterLoad(streamed.html);
  }
  // The request id rides in the root's data for an error page's "Reference for customer care". A page that
  // is fine is the same for everyone without it, so its scripts' hashes and its ETag stay the same from one
  // render to the next (a 304 keeps the body its policy was made for).
  const html = responseStatusCode === 200 ? rendered.replaceAll(loadContext.requestId, "") : rendered;
  const policy = loadContext.sharedPolicy!.replace(SCRIPT_HASHES, inlineScriptHashes(html).join(" "));
  responseHeaders.set("Content-Security-Policy", policy);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const etag = weakEtag(html);
  responseHeaders.set("ETag", etag);
  responseHeaders.append("Vary", "Cookie");
  if (responseStatusCode === 200 && isSharedPage(routerContext))
    responseHeaders.set("Cache-Control", SHARED_CACHE_CONTROL);
  const revalidated = responseStatusCode === 200 && stillCurrent(request.headers.get("if-none-match"), etag);
  if (revalidated) return new Response(null, { status: 304, headers: responseHeaders });
  return new Response(asBody(html), { status: responseStatusCode, headers: responseHeaders });
}

/** A shared page that must stream (renderWhole), rendered to its end; `failed` if a part of it threw. */
function renderAllReady(page: React.ReactElement): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(page, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("error", reject);
        body.on("end", () => {
          clearTimeout(timeoutId);
          resolve({ html: Buffer.concat(chunks).toString("utf8"), failed });
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        console.error(error);
      },
    });
  });
}

/**
 * The page as one string, when no loader deferred data. React's string renderer joins the page's pieces as
 * strings; its streaming renderer encodes every piece (each tag, attribute and text) into byte buffers as it
 * goes and counts their bytes again, about a tenth of a page's CPU (decision 025).
 * React Router's hydration data is a stream its <StreamTransfer> reads while the page renders, suspending
 * for each part; it is read to its end first and left where <StreamTransfer> looks (`renderMeta.streamCache`,
 * part of React Router's EntryContext), so nothing suspends. null when the page must stream: a loader
 * deferred data, or a part suspended or threw all the same (the streaming renderer then renders it again and
 * reports the error as it always has).
 */
async function renderWhole(page: React.ReactElement, routerContext: EntryContext): Promise<string | null> {
  if (defersData(routerContext)) return null;
  await readHydrationDataAhead(routerContext);
  try {
    // Joined before it is searched: the renderer's string is made of thousands of pieces, and flattening it
    // is a copy of the whole page, done once here.
    const html = `<!DOCTYPE html>${renderToString(page)}`;
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return withScriptsAfterLoad(html);
  } catch {
    // Streamed instead, below.
  }
  // This render took a reader of the stream it read; the streaming render takes one of its own.
  routerContext.serverHandoffStream = new ReadableStream({ start: (controller) => controller.close() });
  return null;
}

/** How React's string renderer marks a Suspense boundary it left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/** The ETag of an answer the same data always makes byte for byte (a shared page, a navigation's data). */
const weakEtag = (body: string | Buffer) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/** A page's bytes for its Response: given a string, undici first scans all of it for lone surrogates. */
const asBody = (html: string) => Buffer.from(html, "utf8");

const isPromise = (value: unknown) => value instanceof Promise;

/**
 * Whether a loader or action answered with a promise for the page to stream when it settles, as React Router
 * has it: the data itself, or one of its fields (the account's orders, on a client-side arrival).
 */
function defersData(routerContext: EntryContext): boolean {
  const { loaderData, actionData } = routerContext.staticHandlerContext;
  return [...Object.values(loaderData ?? {}), ...Object.values(actionData ?? {})].some(
    (data) => isPromise(data) || (typeof data === "object" && data !== null && Object.values(data).some(isPromise)),
  );
}

/** Reads React Router's hydration data to its end and leaves it where <StreamTransfer> looks first. */
async function readHydrationDataAhead(routerContext: EntryContext): Promise<void> {
  const stream = routerContext.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let part = await reader.read(); !part.done; part = await reader.read())
    text += decoder.decode(part.value, { stream: true });
  text += decoder.decode();
  reader.releaseLock();
  const alreadyRead = (value: string, done: boolean) => Object.assign(Promise.resolve(), { result: { done, value } });
  routerContext.renderMeta ??= {};
  routerContext.renderMeta.streamCache = { 0: alreadyRead(text, false), 1: alreadyRead("", true) };
}

/**
 * A navigation's data (`.data`, React Router's single fetch) holds the shopper's own counts, hearts and account
 * when it carries the root's data, so no cache keeps it. A navigation to a catalogue page from another page
 * asks only for that page's own data, the same for everyone (server/http/shared-pages.ts): it is sent as the
 * shared pages are, `public` with `Vary: Cookie` and an ETag (though never served stale by a browser), so the
 * instance's page cache and a CDN keep it.
 * (Compressing it whole, as a shopper's page is, measured no less CPU than `compression`'s stream: decision
 * 025.)
 */
export async function handleDataRequest(
  response: Response,
  { request, context }: { request: Request; context: AppLoadContext },
): Promise<Response> {
  const headers = new Headers(response.headers);
  if (!context.sharedNavigation || response.status !== 200) {
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const body = Buffer.from(await response.arrayBuffer());
  const etag = weakEtag(body);
  headers.set("Cache-Control", SHARED_DATA_CACHE_CONTROL);
  headers.set("ETag", etag);
  headers.append("Vary", "Cookie");
  if (stillCurrent(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
}
