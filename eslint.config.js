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
// The shared floor is plain TypeScript both sides run: no router, no React.
const noRouter = [
  { name: "react-router", message: "rules/ imports no React Router: it is the floor below app/ and server/." },
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
    rules: { "no-restricted-imports": ["error", { paths: noReact, patterns: noApp }] },
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
    rules: { "no-restricted-imports": ["error", { paths: [zodThroughRules] }] },
  },
);
