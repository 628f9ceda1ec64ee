import { useEffect, useState } from "react";

/** Spec §9 "loader delay": an in-page loading state (spinner, "Sending…") shows only after 200 ms. */
export const LOADER_DELAY_MS = 200;

/**
 * `on`, but turned true only once it has stayed true for `delayMs` (default {@link LOADER_DELAY_MS});
 * false again at once when `on` goes false. Quick answers then never flash a loading text; the
 * caller still blocks double submits with `on` itself (e.g. `disabled={on}`).
 */
export function useDelayedFlag(on: boolean, delayMs: number = LOADER_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [on, delayMs]);
  return on && shown;
}
