// `npm test`: every check the store has, in order, ending with the runners' summary lines.
// TEST_DATABASE_URL=postgres://... runs the database tests and the browser suite on PostgreSQL.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, existsSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { ensureDependencies, ensureBuild, root, run } from "./lib/ensure.mjs";
import { ensureChromium } from "./lib/chromium.mjs";

ensureDependencies();
const chromePath = ensureChromium();
const reports = path.join(root, ".cache", "reports");
mkdirSync(reports, { recursive: true });

const bin = (name) => path.join(root, "node_modules", ".bin", name);
const results = [];
function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const status = run(command, args, { env: { ...process.env, ...env } });
  results.push({ name, ok: status === 0 });
  return status === 0;
}

if (step("typegen", bin("react-router"), ["typegen"])) step("typecheck", bin("tsc"), ["--noEmit"]);
step("lint", bin("eslint"), ["."]);
step("format", bin("prettier"), ["--check", "."]);
ensureBuild({ force: true });
// A step of its own rather than part of the build: `npm start` builds too, and must serve a page that grew.
step("first-load JavaScript budget", bin("tsx"), ["scripts/js-budget.ts"]);

const vitestReport = path.join(reports, "vitest.json");
rmSync(vitestReport, { force: true });
step("vitest (unit and API)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);

// The browser suite runs against the production build on a free port with a fresh database.
const port = await freePort();
const e2eEnv = { CHROME_PATH: chromePath, E2E_PORT: String(port) };
// The browser suite's server makes this admin at start (ADMIN_EMAIL/ADMIN_PASSWORD, new each run); specs
// sign in with E2E_ADMIN_EMAIL/E2E_ADMIN_PASSWORD.
e2eEnv.E2E_ADMIN_EMAIL = `admin-${randomBytes(4).toString("hex")}@e2e.stylehub.example`;
e2eEnv.E2E_ADMIN_PASSWORD = randomBytes(18).toString("base64url");
e2eEnv.E2E_SERVER_ENV = JSON.stringify({
  ...JSON.parse(process.env.E2E_SERVER_ENV ?? "{}"),
  ADMIN_EMAIL: e2eEnv.E2E_ADMIN_EMAIL,
  ADMIN_PASSWORD: e2eEnv.E2E_ADMIN_PASSWORD,
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), "stylehub-e2e-"));
e2eEnv.E2E_DATA_DIR = dataDir;
let dropDatabase = async () => {};
if (process.env.TEST_DATABASE_URL) {
  const { default: pg } = await import("pg");
  const name = `stylehub_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  e2eEnv.E2E_DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
const playwrightReport = path.join(reports, "playwright.json");
rmSync(playwrightReport, { force: true });
step("playwright (browser)", bin("playwright"), ["test"], {
  ...e2eEnv,
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
await dropDatabase().catch((error) => console.error("could not drop the e2e database:", error.message));
rmSync(dataDir, { recursive: true, force: true });

// The runners' summary lines, last, where a reader (and CI) looks.
console.log("\n=== summary ===");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name}`);
let passed = 0;
let failed = 0;
const vitest = readJson(vitestReport);
if (vitest) {
  const skipped = vitest.numPendingTests + vitest.numTodoTests;
  console.log(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${skipped} skipped`);
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // The failures by name, beside the counts: CI keeps only the output's tail.
  for (const file of vitest.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === "failed") console.log(`  failed: ${path.relative(process.cwd(), file.name)} > ${t.fullName}`);
    }
  }
}
const playwright = readJson(playwrightReport);
if (playwright) {
  const s = playwright.stats;
  console.log(`playwright: ${s.expected + s.flaky} passed, ${s.unexpected} failed, ${s.skipped} skipped`);
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) console.log(`  failed: ${spec.file} > ${[...titles, spec.title].join(" > ")}`);
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles);
  };
  for (const suite of playwright.suites ?? []) walk(suite, []);
}
const allOk = results.every((r) => r.ok);
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
