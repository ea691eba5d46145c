/**
 * A server-rendered page's scripts asked for once its first screen has loaded and been painted (decision 026).
 * The page works without them (its links and forms are real), and they only make it
 * interactive: on a phone's connection they would otherwise share the bandwidth with the stylesheet and the
 * photos of the first screen. Lighthouse's simulation goes further and counts every script that finished
 * downloading before the observed largest paint as holding that paint up, since a module script's run leaves
 * no URL in the trace for it to see otherwise (that alone put the simulated LCP at 1.9-2.9 s).
 *
 * React Router's <Scripts> writes a preload link in the head for every module of the page and one inline
 * module script whose static imports (`import * as route0 from "…"`) start the download at once. Here the
 * preload links leave the head, and the inline script, the same element with the same nonce (its CSP hash is
 * taken after this, app/entry.server.tsx), first waits for `load` and the frame after it, then adds the
 * preload links back (so every module downloads at once, not import by import) and imports the route modules
 * dynamically: a module namespace either way, so what follows (the partial manifest, the route modules' table,
 * the client entry) runs as React Router wrote it. A page of another shape is left as it was.
 */
export function withScriptsAfterLoad(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  BOOTSTRAP.lastIndex = headEnd;
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const [element, attributes = "", code = ""] = bootstrap;
  const imports = [...code.matchAll(STATIC_IMPORT)];
  const rest = code.replace(STATIC_IMPORT, "");
  if (imports.length === 0 || ANY_STATIC_IMPORT.test(rest)) return html;

  const head = html.slice(0, headEnd);
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map(([, href = ""]) => href);
  if (preloads.some((href) => !PLAIN_PATH.test(href))) return html;

  const names = imports.map(([, name]) => name).join(", ");
  const modules = imports.map(([, , specifier]) => `import(${specifier})`).join(", ");
  const started =
    `;await new Promise(${AFTER_LOAD_AND_PAINT});\n` +
    `for (const href of ${JSON.stringify(preloads)}) ` +
    `document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `const [${names}] = await Promise.all([${modules}]);\n`;
  return (
    head.replace(MODULE_PRELOAD, "") +
    html.slice(headEnd, bootstrap.index) +
    `<script${attributes}>${started}${rest.replace(/^;\n?/, "")}</script>` +
    html.slice(bootstrap.index + element.length)
  );
}

/**
 * Resolves in a task after the frame that follows `load`: the first screen's photos are in and painted. A tab
 * in the background paints no frames, so it goes on at once; a frame that does not come (a page the browser
 * keeps behind another without calling it hidden) is waited for only a moment; and a photo that takes long
 * (another host's, stalled) holds the scripts back a few seconds at most.
 */
const AFTER_LOAD_AND_PAINT = `(go) => {
  const afterPaint = () => {
    if (document.hidden) return go();
    requestAnimationFrame(() => setTimeout(go));
    setTimeout(go, 300);
  };
  if (document.readyState === "complete") return afterPaint();
  addEventListener("load", afterPaint, { once: true });
  setTimeout(afterPaint, 4000);
}`;

/** React Router's bootstrap: the one inline module script of a page. */
const BOOTSTRAP =
  /<script((?:\s+[\w-]+(?:="[^"]*")?)*\s+type="module"(?:\s+[\w-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;
/** `import * as route0 from "/assets/root-….js";`, as React Router writes each route's module. */
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"\\]+");\n?/gm;
/** Any other static import left in the bootstrap (a development build's, say): then it is left alone. */
const ANY_STATIC_IMPORT = /(^|;)\s*import\s*["'{*\w]/m;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"[^>]*>/g;
/** A build's asset path: nothing to escape on its way into the script. */
const PLAIN_PATH = /^[\w/.-]+$/;
