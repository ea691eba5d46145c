import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { firstChangeGoesAlone } from "~/lib/first-change";

// React Router's own entry, with one addition: a new visitor's changes wait for the first one's answer.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={[firstChangeGoesAlone]} />
    </StrictMode>,
  );
});
