import { createContext, startTransition, useContext, useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { SCRIPT_COOKIE } from "@rules/cookies";
import type { DeliveryAnswer } from "@rules/delivery";

/** What is the shopper's own on every page: the header's counts, the Wishlist buttons, the account. */
export type ShopperSummary = RootData["shopper"];

/** GET /api/shopper's answer: the summary, and "Check delivery"'s answer for the remembered PIN code. */
type ShopperAnswer = ShopperSummary & { delivery: DeliveryAnswer | null };

const NOBODY: ShopperSummary = { cartCount: 0, wishlistIds: [], account: null };

/** GET /api/shopper's answer for a shared page, or "failed" until the next page asks again. */
const FetchedShopper = createContext<ShopperAnswer | "failed" | null>(null);

/** GET /api/shopper's answer when the shopper came back to the tab, and the root's summary it replaces. */
interface Returned {
  over: ShopperSummary | undefined;
  answer: ShopperAnswer;
}
const ReturnedShopper = createContext<Returned | null>(null);

const askShopper = (signal?: AbortSignal) =>
  fetch("/api/shopper", { headers: { accept: "application/json" }, signal }).then((response) =>
    response.ok ? (response.json() as Promise<ShopperAnswer>) : Promise.reject(response),
  );

/**
 * A shared page (the root's data says `shared`) is the same for everyone: a CDN or the instance may have
 * given it to a shopper with a cart or an account. Once it has loaded, their own counts, hearts and
 * account come from GET /api/shopper. The browser also notes in a cookie that it runs this script, so the
 * server may give it shared pages from then on (decision 024).
 */
export function ShopperProvider({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const shared = root?.shared === true;
  const [fetched, setFetched] = useState<ShopperAnswer | "failed" | null>(null);
  const [returned, setReturned] = useState<Returned | null>(null);
  // A failed request is asked again on the next page the shopper opens.
  const { key } = useLocation();

  useEffect(() => {
    const secure = location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${SCRIPT_COOKIE}=1; Path=/; SameSite=Lax${secure}`;
  }, []);

  useEffect(() => {
    if (!shared || (fetched !== null && fetched !== "failed")) return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    // A request that fails (a dropped connection, a restarting server) is asked again twice, a little later
    // each time, before the page settles for empty counts. The answer fills in every card's heart: it is
    // rendered as a transition, in slices that leave the page answering taps, not in one long task.
    const ask = (retriesLeft: number) =>
      askShopper(controller.signal).then(
        (answer) => startTransition(() => setFetched(answer)),
        () => {
          if (controller.signal.aborted) return;
          if (retriesLeft > 0) retry = setTimeout(() => void ask(retriesLeft - 1), (3 - retriesLeft) * 1_500);
          else startTransition(() => setFetched("failed"));
        },
      );
    void ask(2);
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
    // `fetched` is left out: after the retries, a failure is asked again on the next page (`key`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared, key]);

  // The root's data is not loaded again on a navigation (app/root.tsx): a shopper coming back to this tab,
  // who may have changed their cart or wishlist in another, is asked for again, without reloading the page's
  // data (which would drop what its forms last answered). The answer stands until the root's data is new.
  const rootShopper = root?.shopper;
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState !== "visible") return;
      askShopper().then(
        (answer) => startTransition(() => setReturned({ over: rootShopper, answer })),
        () => {},
      );
    };
    document.addEventListener("visibilitychange", onReturn);
    return () => document.removeEventListener("visibilitychange", onReturn);
  }, [rootShopper]);

  return (
    <FetchedShopper.Provider value={fetched}>
      <ReturnedShopper.Provider value={returned}>{children}</ReturnedShopper.Provider>
    </FetchedShopper.Provider>
  );
}

/**
 * The shopper's own counts, hearts and account, wherever the page came from: the root's data when it is
 * theirs (their own page, or any data loaded since), else what GET /api/shopper answered. `known` is false
 * while a shared page still waits for that answer (it then shows no counts, no hearts and no account).
 */
export function useShopper(): { shopper: ShopperSummary; known: boolean } {
  const root = useRouteLoaderData<RootData>("root");
  const fetched = useContext(FetchedShopper);
  const returned = useContext(ReturnedShopper);
  if (!root) return { shopper: NOBODY, known: true };
  if (returned && returned.over === root.shopper) return { shopper: returned.answer, known: true };
  if (!root.shared) return { shopper: root.shopper, known: true };
  if (fetched === null) return { shopper: NOBODY, known: false };
  return { shopper: fetched === "failed" ? NOBODY : fetched, known: true };
}

/**
 * "Check delivery"'s answer for the remembered PIN code: the page's own (`fromPage`, its loader's), or on a
 * shared page, which never holds one, the shopper's from GET /api/shopper once it has arrived.
 */
export function useRememberedDelivery(fromPage: DeliveryAnswer | null): {
  answer: DeliveryAnswer | null;
  known: boolean;
} {
  const root = useRouteLoaderData<RootData>("root");
  const fetched = useContext(FetchedShopper);
  if (fromPage || !root?.shared) return { answer: fromPage, known: true };
  if (fetched === null) return { answer: null, known: false };
  return { answer: fetched === "failed" ? null : fetched.delivery, known: true };
}
