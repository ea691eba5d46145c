import { describe, expect, it } from "vitest";
import { withScriptsAfterLoad } from "./scripts-after-load";

// A page as React Router's <Scripts> writes it: preloads in the head, one bootstrap module at the end.
const BOOTSTRAP = `;
import * as route0 from "/assets/root-A1.js";
import * as route1 from "/assets/shirts-B2.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-C3.js", "imports": ["/assets/framework-D4.js"] }
};
  window.__reactRouterRouteModules = {"root":route0,"sidebar/shirts":route1};

import("/assets/entry.client-C3.js");`;
const page = (
  bootstrap = BOOTSTRAP,
  preload = '<link rel="modulepreload" href="/assets/framework-D4.js" nonce="n1"/>',
) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>${preload}` +
  `<link rel="modulepreload" href="/assets/root-A1.js" nonce="n1"/></head><body><main>Shirts</main>` +
  `<script nonce="n1">window.__reactRouterContext = {};</script>` +
  `<script nonce="n1" type="module" async="">${bootstrap}</script><script nonce="n1">done();</script></body></html>`;

describe("withScriptsAfterLoad", () => {
  it("takes the preloads out of the head and has the bootstrap add them and import the routes after load", () => {
    const html = withScriptsAfterLoad(page());
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toBe('<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>');
    const [, attributes, code = ""] = /<script([^>]*type="module"[^>]*)>([\s\S]*?)<\/script>/.exec(html)!;
    expect(attributes).toBe(' nonce="n1" type="module" async=""');
    expect(code).not.toMatch(/^import /m);
    const waits = code.indexOf('addEventListener("load"');
    const preloads = code.indexOf('["/assets/framework-D4.js","/assets/root-A1.js"]');
    const routes = code.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-A1.js"), import("/assets/shirts-B2.js")]);',
    );
    const table = code.indexOf('window.__reactRouterRouteModules = {"root":route0,"sidebar/shirts":route1};');
    const entry = code.indexOf('import("/assets/entry.client-C3.js");');
    expect(waits).toBeGreaterThan(0);
    expect([waits < preloads, preloads < routes, routes < table, table < entry]).toEqual([true, true, true, true]);
    // Everything around the bootstrap is as it was.
    expect(html).toContain('<main>Shirts</main><script nonce="n1">window.__reactRouterContext = {};</script>');
    expect(html.endsWith('<script nonce="n1">done();</script></body></html>')).toBe(true);
  });

  it("leaves a page of another shape as it was", () => {
    const unknownImport = BOOTSTRAP.replace(";\n", ';import "/assets/manifest-E5.js";\n');
    const oddPreload = '<link rel="modulepreload" href="/assets/x.js?a=1&amp;b=2"/>';
    for (const html of [
      page(unknownImport),
      page(BOOTSTRAP.replace(/^import .*$/gm, "")),
      page(BOOTSTRAP, oddPreload),
      "<p>no head</p>",
      page().replace(/<script nonce="n1" type="module"[\s\S]*?<\/script>/, ""),
    ])
      expect(withScriptsAfterLoad(html)).toBe(html);
  });
});
