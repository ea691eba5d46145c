import { startTransition, useEffect, useState } from "react";

/** Until the page's first render in the browser has committed: components then start from the server's view. */
let hydrating = true;

/**
 * False in the server's HTML and during hydration, true once React runs in the browser. Controls
 * that need JavaScript (the quantity stepper) stay disabled until they can work.
 *
 * After hydration every component that asks flips to true together, as one transition: React renders that in
 * slices that leave the page answering taps, where `useSyncExternalStore` with a server snapshot re-rendered
 * them (a whole product grid) in one synchronous task (decision 026). A component
 * mounted later (a client-side navigation) starts at true. So every part of a page must hydrate in the page's
 * first render: no Suspense boundary in the server's HTML waits for data (app/routes/account.tsx waits only
 * on a client-side arrival, and app/entry.server.tsx streams a page only when a loader deferred data).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
