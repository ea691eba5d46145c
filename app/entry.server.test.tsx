import { Suspense, use } from "react";
import { Await, Outlet, Scripts, createRequestHandler, useLoaderData, type ServerBuild } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as entry from "./entry.server";
import { SCRIPT_HASHES } from "../server/http/shared-pages";
import type * as ReactDomServer from "react-dom/server";
import { inlineScripts, scriptHashSource } from "../tests/helpers/html";

// Which of React's renderers made each page: the whole-page one, or the streaming one.
const renders = vi.hoisted(() => ({ whole: 0, streamed: 0 }));
vi.mock("react-dom/server", async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomServer>();
  return {
    ...actual,
    renderToString: (...args: Parameters<typeof actual.renderToString>) => {
      renders.whole++;
      return actual.renderToString(...args);
    },
    renderToPipeableStream: (...args: Parameters<typeof actual.renderToPipeableStream>) => {
      renders.streamed++;
      return actual.renderToPipeableStream(...args);
    },
  };
});

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 20));

function Root() {
  return (
    <html lang="en">
      <head />
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

function Plain() {
  const { greeting } = useLoaderData<{ greeting: string }>();
  return <p>{greeting}</p>;
}

function Deferred() {
  const { orders } = useLoaderData<{ orders: Promise<string> }>();
  return (
    <Suspense fallback={<p>Loading your orders</p>}>
      <Await resolve={orders}>{(text) => <p>{text}</p>}</Await>
    </Suspense>
  );
}

// A part that waits for something no loader returned (a lazy component would): the whole-page renderer
// leaves it to the browser, so the page is streamed instead.
let arriving: Promise<string>;
function Waits() {
  return <p>{use(arriving)}</p>;
}
function Suspends() {
  return (
    <Suspense fallback={<p>Loading</p>}>
      <Waits />
    </Suspense>
  );
}

const ROUTES = {
  plain: { component: Plain, loader: () => ({ greeting: "Namaste from the loader" }) },
  deferred: { component: Deferred, loader: () => ({ orders: later("Your 3 orders") }) },
  suspends: { component: Suspends, loader: () => ({}) },
};

const manifestEntry = (id: string, path: string, parentId?: string) => ({
  id,
  path,
  parentId,
  hasAction: false,
  hasLoader: id !== "root",
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  imports: [],
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

const build = {
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: { default: Root } },
    ...Object.fromEntries(
      Object.entries(ROUTES).map(([id, route]) => [
        id,
        { id, parentId: "root", path: id, module: { default: route.component, loader: route.loader } },
      ]),
    ),
  },
  assets: {
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: {
      root: manifestEntry("root", ""),
      ...Object.fromEntries(Object.keys(ROUTES).map((id) => [id, manifestEntry(id, id, "root")])),
    },
    url: "/assets/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handle = createRequestHandler(build, "production");
const NONCE = "test-nonce";

/** A page as a shopper with page cookies gets it (a nonce), or as everyone else does (a policy of hashes). */
async function page(path: string, shared = false) {
  const context = shared
    ? { cspNonce: NONCE, requestId: "request-1", sharedPolicy: `script-src 'self' ${SCRIPT_HASHES}` }
    : { cspNonce: NONCE, requestId: "request-1" };
  const response = await handle(new Request(`http://localhost/${path}`), context as never);
  return { response, html: await response.text() };
}

describe("the document entry", () => {
  beforeEach(() => {
    renders.whole = 0;
    renders.streamed = 0;
    arriving = later("It arrived");
  });

  it("renders a page whose data is all there in one piece, with its hydration data and the nonce", async () => {
    const { response, html } = await page("plain");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(renders).toEqual({ whole: 1, streamed: 0 });
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain("<p>Namaste from the loader</p>");
    // The data React Router hydrates from, read ahead of the render, then the end of that stream.
    const scripts = inlineScripts(html);
    const data = scripts.findIndex(({ text }) => text.includes("streamController.enqueue("));
    const closed = scripts.findIndex(({ text }) => text.includes("streamController.close()"));
    expect(scripts[data]!.text).toContain("Namaste from the loader");
    expect(closed).toBeGreaterThan(data);
    for (const { attributes } of scripts) expect(attributes).toContain(`nonce="${NONCE}"`);
  });

  it("has a page's scripts asked for only after its first screen has loaded, shared or not", async () => {
    for (const shared of [false, true]) {
      const { html } = await page("plain", shared);
      expect(html, "no preload in the head").not.toContain('rel="modulepreload"');
      const bootstrap = inlineScripts(html).find(({ attributes }) => attributes.includes('type="module"'))!;
      expect(bootstrap.text).not.toMatch(/^import /m);
      expect(bootstrap.text.indexOf('addEventListener("load"')).toBeLessThan(bootstrap.text.indexOf("modulepreload"));
      expect(bootstrap.text).toContain('import("/assets/root.js"), import("/assets/plain.js")');
      expect(bootstrap.text).toContain('import("/assets/entry.client.js")');
      if (!shared) expect(bootstrap.attributes).toContain(`nonce="${NONCE}"`);
    }
  });

  it("streams a page whose loader deferred data, and sends the data when it comes", async () => {
    const { response, html } = await page("deferred");
    expect(response.status).toBe(200);
    expect(renders).toEqual({ whole: 0, streamed: 1 });
    expect(html).toContain("Loading your orders");
    expect(html).toContain("Your 3 orders");
    expect(html).toContain("streamController.close()");
  });

  it("streams a page again when a part of it suspends, with the hydration data read once", async () => {
    const { response, html } = await page("suspends");
    expect(response.status).toBe(200);
    expect(renders).toEqual({ whole: 1, streamed: 1 });
    expect(html).toContain("It arrived");
    const scripts = inlineScripts(html).map(({ text }) => text);
    expect(scripts.filter((text) => text.includes("streamController.enqueue("))).toHaveLength(1);
    expect(scripts.filter((text) => text.includes("streamController.close()"))).toHaveLength(1);
  });

  it("gives a shared page whole, with exactly its inline scripts allowed by hash", async () => {
    for (const path of ["plain", "suspends"]) {
      const { response, html } = await page(path, true);
      expect(response.status, path).toBe(200);
      expect(html, path).not.toContain("nonce=");
      expect(html, path).toContain(path === "plain" ? "Namaste from the loader" : "It arrived");
      const policy = response.headers.get("content-security-policy")!;
      expect(policy, path).not.toContain(SCRIPT_HASHES);
      for (const { text } of inlineScripts(html)) expect(policy, path).toContain(scriptHashSource(text));
    }
  });

  it("keeps a navigation's data out of every cache: it holds the shopper's own", async () => {
    for (const path of ["plain.data", "deferred.data"]) {
      const response = await handle(new Request(`http://localhost/${path}`), {
        cspNonce: NONCE,
        requestId: "request-1",
      } as never);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(await response.text(), path).toContain(
        path === "plain.data" ? "Namaste from the loader" : "Your 3 orders",
      );
    }
  });
});
