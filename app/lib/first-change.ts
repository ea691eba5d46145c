import type { ClientInstrumentation } from "react-router";

/**
 * A new visitor's cart and wishlist belong to the guest cookie that their first change's answer sets (pages
 * only looked at set none, decision 024). A second change sent before that answer carries no cookie either,
 * so the store gives it a second guest, and the browser keeps only one of the two: a card added while another
 * was on its way vanished. So, in each document, the first change goes alone and the rest wait for its
 * answer; from then on changes go at once. A first change that gets no answer (the network failed) passes
 * the turn to the next. Waiting costs a shopper who already has the cookie nothing but on the first change
 * of a page, and only a change made while it is on its way.
 */
export function firstChangeGate() {
  let answered = false;
  let firstOnItsWay: Promise<void> | undefined;
  return async function sendAfterTheFirst(send: () => Promise<{ status: "success" | "error" }>) {
    while (!answered && firstOnItsWay) await firstOnItsWay;
    if (answered) {
      await send();
      return;
    }
    const sent = send();
    firstOnItsWay = sent
      .then((result) => {
        if (result.status === "success") answered = true;
      })
      .finally(() => {
        firstOnItsWay = undefined;
      });
    await sent;
  };
}

/** Every route's action (the posts of forms and fetchers) in this document goes through one gate. */
const sendAfterTheFirst = firstChangeGate();
export const firstChangeGoesAlone: ClientInstrumentation = {
  route({ instrument }) {
    instrument({ action: sendAfterTheFirst });
  },
};
