import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { expect, inject } from "vitest";
import { withDatabase } from "../setup/global-db";
import { testSecret } from "./app";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy";

/** One real `server.ts` process (production build), as an operator would run it. */
export interface Instance {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Sends the signal and answers the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts server.ts with NODE_ENV=production on a free port (needs `npm run build`) and waits for its
 * "is open at" line. Nothing is set but `env`, as on an operator's first start.
 */
export async function startServer(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 100_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is open at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    stop: (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** startServer with the tests' session secret, so that several instances agree, and a public address. */
export function startInstance(env: Record<string, string>): Promise<Instance> {
  return startServer({ SESSION_SECRET: testSecret, PUBLIC_URL: "http://store.test", ...env });
}

/** Two instances, A and B, behind a round-robin proxy. */
export interface InstancePair {
  a: Instance;
  b: Instance;
  proxy: RoundRobinProxy;
}

/**
 * Starts A and B at once (both racing through the start-up on the same database), each with `env` and a
 * DATA_DIR of its own under `dataDir`, and puts the round-robin proxy in front of them.
 */
export async function startInstancePair(dataDir: string, env: Record<string, string>): Promise<InstancePair> {
  const start = (name: string) => startInstance({ ...env, DATA_DIR: path.join(dataDir, name) });
  const [a, b] = await Promise.all([start("a"), start("b")]);
  const proxy = await startRoundRobinProxy([
    { name: "A", url: a.url },
    { name: "B", url: b.url },
  ]);
  return { a, b, proxy };
}

/** Sends fillers until the proxy's next request goes to `name`: the step after it runs there. */
export async function nextOn(proxy: RoundRobinProxy, name: "A" | "B"): Promise<void> {
  if (proxy.next() !== name) await fetch(`${proxy.url}/healthz/live`);
  expect(proxy.next()).toBe(name);
}

/** A new, empty PostgreSQL database for this run (dropped by the global teardown with the others). */
export async function createEmptyPostgresDatabase(): Promise<string> {
  const target = inject("testDb");
  if (target.kind !== "postgres") throw new Error("needs TEST_DATABASE_URL");
  const name = `${target.prefix}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabase(target.url, name);
}

export const onPostgres = () => inject("testDb").kind === "postgres";
