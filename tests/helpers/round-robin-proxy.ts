import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/** A load balancer in miniature: each request goes to the next backend in turn, whole, as it came. */
export interface RoundRobinProxy {
  url: string;
  /** The backend (by name) each request went to, in order. */
  served: string[];
  /** The name of the backend the next request will reach. */
  next(): string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: { name: string; url: string }[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const served: string[] = [];
  const server = createServer((req, res) => {
    const backend = backends[turn++ % backends.length]!;
    served.push(backend.name);
    const target = new URL(req.url ?? "/", backend.url);
    const upstream = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host, connection: "close" } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    next: () => backends[turn % backends.length]!.name,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
