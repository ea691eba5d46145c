import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

/*
 * The browser's scripts in fewer chunks: left to itself the bundler made a chunk of every icon and small
 * shared module (a collection page preloaded 45 scripts, most under 1 kB), and a phone on HTTP/1.1 fetches
 * them six at a time, a round trip each, before the page can run.
 */
const clientChunks = {
  groups: [
    // React, React DOM and React Router: every page needs all of them first.
    { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
    // Every icon the store uses (a few hundred bytes each).
    { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 20 },
  ],
};

/*
 * The browser's files (scripts, the stylesheet, the SVG photos) compressed once at build time, brotli and
 * gzip at their best, next to each file: the server sends them as they are (server/http/static-files.ts)
 * instead of compressing the same 347 kB framework chunk again for every first visit.
 */
const precompressed = compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, logLevel: "silent" });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [precompressed])],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks } } },
}));
