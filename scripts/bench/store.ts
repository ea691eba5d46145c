/** The store processes: each database is filled by one child process and served by another. */
import { fork } from "node:child_process";
import path from "node:path";
import type { Ports } from "./server";

/**
 * Runs the bench's entry (scripts/bench.ts) in a child process with `args` (NODE_ENV=production), or the
 * same script of another checkout, in that checkout (BENCH_AGAINST).
 */
export function child(args: string[], profile = false, checkout?: string) {
  const script = checkout ? path.join(checkout, "scripts/bench.ts") : new URL("../bench.ts", import.meta.url).pathname;
  return fork(script, args, {
    cwd: checkout,
    execArgv: [
      "--import",
      "tsx",
      // The JavaScript heap's ceiling deploy/compose.yaml gives the store: without it V8 lets garbage grow
      // the process by hundreds of megabytes before collecting it (docs/deployment.md).
      "--max-old-space-size=512",
      ...(profile && process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    // React and React Router pick their production builds from this, as `npm start` does.
    env: { ...process.env, NODE_ENV: "production" },
  });
}

export interface Store {
  ports: Ports;
  /** The store process's CPU time so far, in ms. */
  cpu: () => Promise<number>;
  /** The most memory the process has held so far (its peak resident set), in MiB. */
  peakMb: () => Promise<number>;
  /** A guest with a cart and a wishlist on this store (guestWithCart). */
  guest: string;
  stop: () => Promise<void>;
}

/** A new guest's cookie, after they have added a product to the cart and saved three to the wishlist. */
async function guestWithCart(port: number): Promise<string> {
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  // A product sold in sizes (BENCH_SIX_SIZES, on this checkout's fill) needs one.
  let added = await post("/api/cart", { productId: 177 });
  if (added.status === 400) added = await post("/api/cart", { productId: 177, size: "M" });
  if (added.status !== 201) throw new Error(`the bench guest's add to cart answered ${added.status}`);
  const cookie = added.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  for (const id of [101, 102, 103]) {
    const saved = await post("/wishlist", { id }, cookie);
    if (saved.status !== 201) throw new Error(`the bench guest's wishlist answered ${saved.status}`);
  }
  return cookie;
}

/** A store process (this checkout's, or another's) serving its build on the prepared catalogue at `where`. */
export async function startStore(database: string, where: string, profile: boolean, checkout?: string): Promise<Store> {
  const store = child(["--serve", database, where], profile, checkout);
  const ports = await new Promise<Ports>((resolve, reject) => {
    store.once("message", (m) => resolve(m as Ports));
    store.once("exit", (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const cpu = () =>
    new Promise<number>((resolve) => {
      store.once("message", (m) => {
        const usage = (m as { cpu: NodeJS.CpuUsage }).cpu;
        resolve((usage.user + usage.system) / 1000);
      });
      store.send("cpu");
    });
  const peakMb = () =>
    new Promise<number>((resolve) => {
      store.once("message", (m) => resolve((m as { peakMb: number }).peakMb));
      store.send("memory");
    });
  const stop = async () => {
    store.kill();
    await new Promise((r) => store.once("exit", r));
  };
  return { ports, cpu, peakMb, guest: await guestWithCart(ports.store), stop };
}
