import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadOnStaleBuild } from "./lib/stale-build.ts";

/**
 * The browser entry (React Router's default, plus `useTransitions`): router state changes still
 * render as React transitions, but go through `useOptimistic` too, so `useNavigation().state` is
 * "loading" from the moment a navigation starts (issue 15). Without it a slow page's "loading"
 * state could wait for the transition (or be merged into the final render and never show), and
 * the progress bar started late or not at all. A code-split import that fails because a deploy replaced this
 * page's build loads the document again (app/lib/stale-build.ts).
 */
reloadOnStaleBuild();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions />
    </StrictMode>,
  );
});
