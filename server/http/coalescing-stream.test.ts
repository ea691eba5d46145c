import { describe, expect, it } from "vitest";
import { coalescingStream } from "./coalescing-stream";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("coalescingStream", () => {
  it("passes on what was written in one turn of the event loop as one chunk, and later writes as they come", async () => {
    let ended = 0;
    const stream = coalescingStream(() => ended++);
    const received: string[] = [];
    stream.on("data", (chunk: Buffer) => received.push(chunk.toString("utf8")));
    const finished = new Promise((resolve) => stream.on("end", resolve));

    // The shell, written by React in one go.
    for (const part of ["<html>", "<head></head>", "<body>", "<main>"]) stream.write(Buffer.from(part));
    await nextTurn();
    await nextTurn();
    expect(received).toEqual(["<html><head></head><body><main>"]);

    // A part that is ready later, then the rest and the end in the same turn.
    stream.write(Buffer.from("<p>late</p>"));
    await nextTurn();
    await nextTurn();
    expect(received).toEqual(["<html><head></head><body><main>", "<p>late</p>"]);
    stream.write(Buffer.from("</main>"));
    stream.write(new Uint8Array(Buffer.from("</body></html>")));
    expect(ended).toBe(0);
    stream.end();
    await finished;

    expect(received).toEqual(["<html><head></head><body><main>", "<p>late</p>", "</main></body></html>"]);
    expect(ended).toBe(1);
  });
});
