import { defineConfig, devices } from "@playwright/test";

// `npm test` sets these (a free port, a fresh data folder or database); the defaults serve a manual run.
const port = Number(process.env.E2E_PORT ?? 4173);
// PLAYWRIGHT_BASE_URL points the suite at a server you already run (e.g. `npm run dev`).
const externalURL = process.env.PLAYWRIGHT_BASE_URL;
const baseURL = externalURL ?? `http://127.0.0.1:${port}`;
const chromeArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".cache/reports/playwright.json" }],
  ],
  use: {
    baseURL,
    trace: "on-first-retry",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromeArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: externalURL
    ? undefined
    : {
        command: "node --import tsx server.ts",
        url: `${baseURL}/healthz`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: "ignore",
        stderr: "pipe",
        env: {
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          // The store's own address (sitemap, robots.txt, canonical links): the one the suite browses.
          PUBLIC_URL: baseURL,
          LOG_LEVEL: "warn",
          // Every spec signs in from this one address: the login and signup limits would hold them back.
          AUTH_ATTEMPTS_PER_MINUTE: "10000",
          // The staff specs name product photos on this host.
          IMAGE_HOSTS: "https://images.example.com",
          DATA_DIR: process.env.E2E_DATA_DIR ?? ".cache/e2e-data",
          ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
          ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
          SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
          // The staff-only routes specs use to change the test's database (tests/e2e/support/test-hooks.ts).
          TEST_HOOKS: "true",
        },
      },
});
