import { describe, expect, it } from "vitest";
import { firstChangeGate } from "./first-change";

type Status = "success" | "error";

/** A change whose answer the test gives when it likes; `sent` says whether it has left the browser. */
function change(log: string[], name: string) {
  let answer!: (status: Status) => void;
  const state = { sent: false, answer: (status: Status) => answer(status) };
  const send = () => {
    state.sent = true;
    log.push(`sent ${name}`);
    return new Promise<{ status: Status }>((resolve) => {
      answer = (status) => resolve({ status });
    });
  };
  return { state, send };
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
    a.state.answer("success");
    await settle();
    expect(log).toEqual(["sent a", "sent b", "sent c"]);
    b.state.answer("success");
    c.state.answer("success");
    await Promise.all(done);
  });

  it("sends at once once a change has been answered", async () => {
    const gate = firstChangeGate();
    const log: string[] = [];
    const first = change(log, "first");
    const done = gate(first.send);
    await settle();
    first.state.answer("success");
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
    a.state.answer("error");
    await settle();
    expect(log).toEqual(["sent a", "sent b"]);
    b.state.answer("success");
    await settle();
    expect(log).toEqual(["sent a", "sent b", "sent c"]);
  });
});
