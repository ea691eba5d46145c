import zlib from "node:zlib";
import type { Request, Response } from "express";
import Negotiator from "negotiator";

/**
 * An answer the store keeps and sends many times (a shared page, a catalogue read's JSON), with each
 * compressed form of it made once, the first time a client asks for it. Sent through the `compression`
 * middleware instead, a kept page was compressed again for every browser: in the bench, a cached `/shirts`
 * with a browser's Accept-Encoding took 5.8 ms of CPU against 0.7 without it.
 */
export class KeptBody {
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(readonly bytes: Buffer) {}

  /** The body in `encoding`, compressed as `compression` would (the same brotli quality and gzip level). */
  encoded(encoding: Encoding): Buffer {
    let copy = this.compressed.get(encoding);
    if (!copy) {
      copy = encoding === "br" ? zlib.brotliCompressSync(this.bytes, BROTLI) : zlib.gzipSync(this.bytes);
      this.compressed.set(encoding, copy);
    }
    return copy;
  }
}

export type Encoding = "br" | "gzip";

/**
 * The store's brotli, here and in `compression` (server/app.ts, static-files.ts): its quality (4), with a window
 * of 256 KB instead of brotli's 4 MB. The store's answers are smaller than that, so they compress to the same
 * bytes, but the default window's buffers are allocated and cleared afresh for each answer: a shopper's page
 * of 60-95 KB took 61-91 page faults and 1.6-3.0 ms of CPU to compress here, and 0-4 faults and 0.7-0.85 ms
 * with this window (ten at a time, decision 025). Page faults are dear on these
 * machines (about 12 µs each).
 */
export const BROTLI = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
} as const;
/** What `compression` leaves uncompressed (its default threshold): a few hundred bytes gain nothing. */
const THRESHOLD_BYTES = 1024;
/** `compression`'s choice too: brotli, then gzip, when the client likes them equally (browsers list gzip first). */
const OFFERED = ["br", "gzip", "identity"];
const PREFERRED = ["br", "gzip"];

/** The encoding a client takes a body in (its Accept-Encoding): its choice among brotli and gzip, or none. */
function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  // Negotiator's `preferred` (ties go to brotli) is in its code, not in its published types.
  const chosen = (negotiator.encoding as (offered: string[], preferred: string[]) => string | undefined)(
    OFFERED,
    PREFERRED,
  );
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}

/**
 * A body made for one request (a page rendered for one shopper), compressed whole in one call for the
 * client's encoding, as a kept body is (the same brotli quality and gzip level), off the event loop. Left to
 * the `compression` middleware, the page went through a zlib stream as React Router's adapter wrote it: measured
 * in turn against that, a shopper's `/`, `/products` and `/shirts` took 8-22% less CPU this way in three of five
 * paired runs, and no difference the other two could tell (decision 025). `encoding` is null when
 * the body is sent as it is: the client takes neither, or it is too small to gain.
 */
export async function compressedWhole(
  bytes: Buffer<ArrayBuffer>,
  acceptEncoding: string | null | undefined,
): Promise<{ body: Buffer<ArrayBuffer>; encoding: Encoding | null }> {
  const encoding = bytes.length >= THRESHOLD_BYTES ? acceptedEncoding(acceptEncoding ?? undefined) : null;
  if (!encoding) return { body: bytes, encoding: null };
  const body = await new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    // zlib's answers are never in shared memory, as a Response body must not be.
    const done = (error: Error | null, result: Buffer) =>
      error ? reject(error) : resolve(result as Buffer<ArrayBuffer>);
    if (encoding === "br") zlib.brotliCompress(bytes, BROTLI, done);
    else zlib.gzip(bytes, done);
  });
  return { body, encoding };
}

/**
 * Ends `res` with a kept body, compressed when the client takes it (the response's other headers are the
 * caller's). `compression` leaves an answer that already has a Content-Encoding alone, and adds
 * `Vary: Accept-Encoding` to every answer, this one included.
 */
export function sendKeptBody(req: Request, res: Response, body: KeptBody): void {
  const encoding = body.bytes.length >= THRESHOLD_BYTES ? acceptedEncoding(req.headers["accept-encoding"]) : null;
  const sent = encoding ? body.encoded(encoding) : body.bytes;
  res.vary("Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", sent.length);
  res.end(sent);
}
