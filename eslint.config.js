import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const noReact = [
  { name: "react", message: "server/ and app/lib/ hold no React code: hooks live beside their components." },
  { name: "react-dom", message: "server/ and app/lib/ hold no React code." },
  { name: "lucide-react", message: "server/ and app/lib/ hold no React code." },
];
const noUi = [
  { group: ["~/components/*", "**/app/components/*"], message: "server/ and app/lib/ cannot import components." },
  { group: ["~/routes/*", "**/app/routes/*"], message: "server/ and app/lib/ cannot import routes." },
];
// In the browser zod must be set up before any schema is made (jitless: the pages' CSP forbids its eval probe).
const zodThroughApp = { name: "zod", message: 'Import zod from "~/lib/zod" in app/ (it sets zod up for the browser).' };

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      ".cache/",
      "data/",
      "public/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // The server and the shared rules never pull React in: app/lib is what both sides may import.
  { files: ["server/**/*.ts"], rules: { "no-restricted-imports": ["error", { paths: noReact, patterns: noUi }] } },
  {
    files: ["app/lib/**/*.ts"],
    ignores: ["app/lib/zod.ts", "app/lib/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [...noReact, zodThroughApp], patterns: noUi }] },
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["app/lib/**", "app/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [zodThroughApp] }] },
  },
);
