// Plain Node (no dependencies): these run before node_modules exists.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${status}).`);
    process.exit(status);
  }
}

/** Installs dependencies when node_modules is missing or was installed from another lock file. */
export function ensureDependencies() {
  const lockFile = path.join(root, "package-lock.json");
  const stamp = path.join(root, "node_modules", ".installed-lock-hash");
  const lockHash = () => createHash("sha256").update(readFileSync(lockFile)).digest("hex");
  const installed = existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : "";
  if (installed === lockHash()) return;
  console.log("Installing dependencies...");
  // `npm install` from the lock file rather than `npm ci`: npm 11 leaves other platforms' optional
  // packages out of the lock file and `npm ci` then refuses it as out of sync.
  mustRun(npm, ["install", "--no-audit", "--no-fund"]);
  writeFileSync(stamp, lockHash() + "\n");
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Everything that goes into the browser and server-render bundles. */
const buildInputs = [
  "app",
  "public",
  "rules",
  "server",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package-lock.json",
];

/** Builds when the build is missing or older than any of its sources. */
export function ensureBuild({ force = false } = {}) {
  const output = path.join(root, "build", "server", "index.js");
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const newestSource = Math.max(...buildInputs.map((p) => newestMtime(path.join(root, p))));
  if (!force && built > newestSource) return;
  console.log("Building the store...");
  mustRun(npm, ["run", "build", "--silent"]);
}
