import { describe, expect, it } from "vitest";
import { firstChangeGate } from "./first-change";

type Status = "success" | "error";

/** A change that notes in `log` when it is sent, and is answered when the test calls `answer`. */
function change(log: string[], name: string) {
  let resolve!: (result: { status: Status }) => void;
  const send = () => {
    log.push(`sent ${name}`);
    return new Promise<{ status: Status }>((r) => (resolve = r));
  };
  return { send, answer: (status: Status) => resolve({ status }) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a document's first change goes alone", () => {
  it("holds the changes made while the first is on its way until it is answered, then sends them together", async () => {
    const gate = firstChangeGate();
    const log: string[] = [];
    const [a, b, c] = [change(log, "a"), change(log, "b"), change(log, "c")];
    const done = [gate(a.send), gate(b.send), gate(c.send)];
    await settle();
    expect(log).toEqual(["sent a"]);
    a.answer("success");
    await settle();
    expect(log).toEqual(["sent a", "sent b", "sent c"]);
    b.answer("success");
    c.answer("success");
    await Promise.all(done);
  });

  it("sends at once once a change has been answered", async () => {
    const gate = firstChangeGate();
    const log: string[] = [];
    const first = change(log, "first");
    const done = gate(first.send);
    await settle();
    first.answer("success");
    await done;
    const [b, c] = [change(log, "b"), change(log, "c")];
    void gate(b.send);
    void gate(c.send);
    await settle();
    expect(log).toEqual(["sent first", "sent b", "sent c"]);
  });

  it("passes the turn to the next change, alone, when the first gets no answer", async () => {
    const gate = firstChangeGate();
    const log: string[] = [];
    const [a, b, c] = [change(log, "a"), change(log, "b"), change(log, "c")];
    void gate(a.send);
    void gate(b.send);
    void gate(c.send);
    await settle();
    a.answer("error");
    await settle();
    expect(log).toEqual(["sent a", "sent b"]);
    b.answer("success");
    await settle();
    expect(log).toEqual(["sent a", "sent b", "sent c"]);
  });
});
