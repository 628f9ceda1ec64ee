import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Reloads the route's data every `intervalMs` while `enabled` and the tab is visible (the MB WAY
 * page waiting for the approval, the card return page waiting for the bank): the loader asks the
 * gateway and redirects once the payment is settled.
 */
export function usePolling(enabled: boolean, intervalMs = 3000): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [enabled, intervalMs, revalidator]);
}
