import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "rules/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/**/*.test.ts",
    ],
    exclude: ["tests/e2e/**", "node_modules/**"],
    globalSetup: ["tests/setup/global-db.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: "node",
  },
});
