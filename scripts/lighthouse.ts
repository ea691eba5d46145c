/**
 * `npm run lighthouse`: mobile Lighthouse (its default: a mid-range phone on a throttled network) on the
 * store's home, listing, a collection and a product page, against the production build on a fresh PGlite
 * data folder. Prints the four category scores, LCP, TBT, CLS and the JavaScript transferred per page.
 * Figures only (docs/performance.md); it fails only when the store or Chromium cannot start.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

// LIGHTHOUSE_PAGES=/shirts,/products narrows a run; LIGHTHOUSE_REPORTS=dir keeps each page's full report there.
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? ["/", "/products", "/shirts", "/product/123"];
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitFor(url: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function audit(url: string, port: number) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

async function main() {
  if (!existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first.");
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "stylehub-lighthouse-"));
  const store = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SESSION_SECRET: "lighthouse-session-secret-that-is-long-enough-0123456789",
      DATABASE_URL: "",
    },
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitFor(`${base}/healthz`, 120);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox"] });
    const rows = [];
    let lighthouseVersion = "";
    for (const [n, page] of PAGES.entries()) {
      let lhr = await audit(`${base}${page}`, chrome.port);
      // Lighthouse now and then fails to record the trace of a load (NO_NAVSTART): the page is measured again.
      for (let retry = 1; lhr.runtimeError && retry <= 2; retry++) {
        console.log(`${page}: ${lhr.runtimeError.code}, measuring again (${retry} of 2)`);
        lhr = await audit(`${base}${page}`, chrome.port);
      }
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(path.join(REPORTS, `${n + 1}${page.replace(/\W+/g, "-")}.json`), JSON.stringify(lhr));
      }
      lighthouseVersion = lhr.lighthouseVersion;
      if (lhr.runtimeError) console.log(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      // What keeps a category below 100, so the figures say where to look.
      for (const id of ["accessibility", "best-practices", "seo"]) {
        const failing = (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        if (failing.length) console.log(`${page} ${id}: ${failing.join(", ")}`);
      }
      // What the largest paint was, and where its time went (Lighthouse's LCP phases).
      const lcpItems = (lhr.audits["largest-contentful-paint-element"]?.details as { items?: unknown[] } | undefined)
        ?.items as { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] | undefined;
      const element = lcpItems?.[0]?.items?.[0]?.node?.snippet;
      const phases = (lcpItems?.[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(", ");
      if (element) console.log(`${page} LCP: ${element.slice(0, 160)}${phases ? ` (${phases})` : ""}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const requests = (
        lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] }
      )?.items;
      const jsBytes = (requests ?? [])
        .filter((r) => r.resourceType === "Script")
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      rows.push({
        page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best practices": score("best-practices"),
        SEO: score("seo"),
        "LCP ms": Math.round(numeric("largest-contentful-paint")),
        "TBT ms": Math.round(numeric("total-blocking-time")),
        CLS: numeric("cumulative-layout-shift").toFixed(3),
        "JS KB": (jsBytes / 1024).toFixed(1),
      });
    }
    console.log(`Lighthouse ${lighthouseVersion} (mobile) on ${base}, ${new Date().toISOString().slice(0, 10)}`);
    console.table(rows);
  } finally {
    await chrome?.kill();
    store.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
