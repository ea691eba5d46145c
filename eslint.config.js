import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const noReact = [
  { name: "react", message: "server/ and rules/ hold no React code: hooks live beside their components." },
  { name: "react-dom", message: "server/ and rules/ hold no React code." },
  { name: "lucide-react", message: "server/ and rules/ hold no React code." },
];
const noApp = [
  {
    group: ["~/*", "**/app/*", "**/app/**"],
    message: "Nothing below app/ may be imported here: app/ stands on server/ and rules/.",
  },
];
const noServer = [
  {
    group: ["**/server/*", "**/server/**", "**/server"],
    message: "rules/ is the floor below server/: it imports nothing from it.",
  },
];
// The catalogue's search engine (the in-memory index and the search) is reached only through
// server/catalog/catalog.ts and catalog-engine.ts, so another engine can take its place (decision 032).
const noEngineInside = [
  {
    group: [
      "**/catalog/catalog-index",
      "**/catalog/search",
      "**/catalog/word-hits",
      "**/catalog/index-*",
      "**/catalog/word-forms",
    ],
    message: "Reach the catalogue's search engine through server/catalog/catalog.ts or catalog-engine.ts.",
  },
];
// The shared floor is plain TypeScript both sides run: no router, no React.
const noRouter = [
  { name: "react-router", message: "rules/ imports no React Router: it is the floor below app/ and server/." },
];
// Paise and rupees are converted in rules/money.ts alone (toPaise rounds to the paisa, toRupees never rounds),
// so a hand-made `* 100` or `/ 100` is refused elsewhere; a percentage has its own named function there too.
// scripts/ is left out: its hundreds are rupee price steps of the generated catalogue and report percentages.
const byHundred = "Convert paise and rupees with toPaise/toRupees of @rules/money (a percentage: percentAsFraction).";
const noHandMadeMoney = [
  { selector: "BinaryExpression[operator=/^[*/]$/][right.value=100]", message: byHundred },
  { selector: "BinaryExpression[operator='*'][left.value=100]", message: byHundred },
  { selector: "AssignmentExpression[operator=/^[*/]=$/][right.value=100]", message: byHundred },
];
// In the browser zod must be set up before any schema is made (jitless: the pages' CSP forbids its eval probe).
const zodThroughRules = { name: "zod", message: 'Import zod from "@rules/zod" (it sets zod up for the browser).' };

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
  // The floors: rules/ imports nothing of server/ or app/, server/ nothing of app/, so no import circle
  // crosses a top-level folder (app/ -> server/ -> rules/).
  {
    files: ["server/**/*.ts", "server.ts"],
    ignores: ["server/catalog/**"],
    rules: { "no-restricted-imports": ["error", { paths: noReact, patterns: [...noApp, ...noEngineInside] }] },
  },
  {
    files: ["server/catalog/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { paths: noReact, patterns: noApp }] },
  },
  {
    files: ["scripts/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: noEngineInside }] },
  },
  {
    files: ["rules/**/*.ts"],
    ignores: ["rules/zod.ts", "rules/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [...noReact, ...noRouter, zodThroughRules], patterns: [...noApp, ...noServer] },
      ],
    },
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["app/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [zodThroughRules], patterns: noEngineInside }] },
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx", "server/**/*.ts", "rules/**/*.ts", "server.ts"],
    ignores: ["rules/money.ts", "**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...noHandMadeMoney] },
  },
);
