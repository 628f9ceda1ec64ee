import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/**
 * Delay before the bar shows (spec §2, §9: route changes slower than 300 ms), counted from the start
 * of the navigation: app/entry.client.tsx makes `useNavigation()` report "loading" at once.
 */
export const PROGRESS_DELAY_MS = 300;

/** A thin progress bar at the top of the page during navigations that take longer than 300 ms. */
export function NavigationProgress() {
  const { t } = useTranslation("common");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  return (
    <div
      role="progressbar"
      aria-hidden={!visible}
      aria-label={t("layout.loading")}
      data-testid="navigation-progress"
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-brand-600 transition-transform duration-700 ease-out ${
        visible ? "scale-x-75 opacity-100" : "scale-x-0 opacity-0"
      }`}
    />
  );
}
