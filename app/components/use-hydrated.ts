import { createContext, startTransition, useContext, useEffect, useState } from "react";

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
 * on a client-side arrival, and app/entry.server.tsx streams a page only when a loader deferred data). A part
 * whose script comes after the page's (app/lib/later.tsx) hydrates later, and says so (HydratingLater).
 */
export function useHydrated(): boolean {
  const late = useContext(HydratingLater);
  const [hydrated, setHydrated] = useState(() => !hydrating && !late);
  useEffect(() => {
    hydrating = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/** True while a part whose script came after the page's hydrates (app/lib/later.tsx): it starts from the server's view. */
export const HydratingLater = createContext(false);
