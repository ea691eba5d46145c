// `npm start`: install when needed, build when needed, then serve the production build.
// Migrations and the first-start catalogue seed run inside the server (server.ts).
import { ensureBuild, ensureDependencies, root } from "./lib/ensure.mjs";
import { spawn } from "node:child_process";
import path from "node:path";

ensureDependencies();
ensureBuild();

const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
