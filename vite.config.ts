import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import type { ChunkingContext } from "rolldown";

/*
 * The browser's scripts in fewer chunks: left to itself the bundler made a chunk of every icon and small
 * shared module (a collection page preloaded 45 scripts, most under 1 kB), and a phone on HTTP/1.1 fetches
 * them six at a time, a round trip each, before the page can run.
 */
const clientChunks = {
  groups: [
    // React, React DOM and React Router: every page needs all of them first.
    { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
    // What the root route loads (the header, the footer, the cart's buttons, their icons and lucide's code),
    // which is on every page anyway: one file, which compresses better than the twenty it was in. The other
    // icons go with the pages that use them: one chunk of every icon put the staff's forty on every page.
    { name: shellChunk(), priority: 20 },
  ],
};

/** Modules nearly every shopper page loads (its title and description, its prices): the shell takes them too. */
const NEARLY_EVERY_PAGE = ["app/lib/seo.ts", "rules/money.ts"];

const ROOT_ROUTE = path.resolve("app/root.tsx");
const ICONS = path.resolve("node_modules/lucide-react/dist/esm");
const ICON = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const ICON_FILE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** "shell" for a module on every page (onEveryPage) and for lucide's own code; null for the rest. */
function shellChunk() {
  let shell: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext) => {
    shell ??= onEveryPage(ctx);
    return shell.has(id) || (ICON.test(id) && !ICON_FILE.test(id)) ? "shell" : null;
  };
}

/**
 * The modules the root route loads with it (and NEARLY_EVERY_PAGE): those it imports statically, directly or
 * not, and the icons they use. A module fetched when needed (import()) is left out, even where a module also
 * names it statically for the server's render (app/lib/later.tsx). Icons are followed by name, as lucide's
 * index names every one of them.
 */
function onEveryPage(ctx: ChunkingContext): Set<string> {
  const iconFiles = iconFilesByName();
  const seen = new Set<string>();
  const walk = (id: string) => {
    const info = ctx.getModuleInfo(id);
    if (seen.has(id) || ICON.test(id) || (id !== ROOT_ROUTE && info?.dynamicImporters.length)) return;
    seen.add(id);
    for (const [, names = ""] of (info?.code ?? "").matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g))
      for (const name of names.split(",")) {
        const file = iconFiles.get(name.trim().split(/\s+as\s+/)[0]!);
        if (file) seen.add(file);
      }
    for (const next of info?.importedIds ?? []) walk(next);
  };
  walk(ROOT_ROUTE);
  for (const file of NEARLY_EVERY_PAGE) walk(path.resolve(file));
  seen.delete(ROOT_ROUTE);
  return seen;
}

/** Each icon's module by the names lucide exports it under ("Heart", "HeartIcon"). */
function iconFilesByName(): Map<string, string> {
  const files = new Map<string, string>();
  const index = readFileSync(path.join(ICONS, "lucide-react.mjs"), "utf8");
  for (const [, names = "", file = ""] of index.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[^']+)'/g))
    for (const name of names.split(",")) files.set(name.trim().replace(/^default as /, ""), path.join(ICONS, file));
  return files;
}

/*
 * The browser's files (scripts, the stylesheet, the SVG photos) compressed once at build time, brotli and
 * gzip at their best, next to each file: the server sends them as they are (server/http/static-files.ts)
 * instead of compressing the same 347 kB framework chunk again for every first visit.
 */
const precompressed = compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, logLevel: "silent" });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [precompressed])],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: { output: { codeSplitting: clientChunks } },
        // A part fetched when needed (app/lib/later.tsx) asks for its imports as it runs, rather than carrying
        // their list for Vite to preload: they are few, and most are loaded already.
        modulePreload: false,
      },
}));
