import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { firstChangeGoesAlone } from "~/lib/first-change";
import { stopHoldingTaps } from "~/lib/early-input";

// React Router's own entry, with two additions: a new visitor's changes wait for the first one's answer, and
// from here on React's listeners take every tap (those held before are given back after hydration).
stopHoldingTaps();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[firstChangeGoesAlone]} />
    </StrictMode>,
  );
});
