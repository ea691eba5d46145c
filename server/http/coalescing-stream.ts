import { Transform } from "node:stream";

/**
 * What React writes in one turn of the event loop, passed on as one chunk. React writes a page 4 kB at a
 * time, and React Router writes each chunk to the response and flushes it: through `compression`, every
 * flush ends a compressed block, so a page rendered at once was compressed and flushed some 25 times. A
 * part that comes later (a Suspense boundary) is still sent as soon as it is written. `ended` runs once
 * everything is in.
 */
export function coalescingStream(ended: () => void): Transform {
  let pending: Buffer[] = [];
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (pending.push(chunk) === 1) setImmediate(passOn);
      callback();
    },
    flush(callback) {
      ended();
      passOn();
      callback();
    },
  });
  function passOn() {
    if (pending.length === 0) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  }
  return stream;
}
