import { Suspense, lazy, useEffect, useSyncExternalStore } from "react";
import { loadToaster, toastHostStore } from "../lib/toast.ts";

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadToaster();
  function MountedToaster() {
    useEffect(() => toastHostStore.mounted(), []);
    // Spec §9: at most 5 visible, top right, 3 s; light theme only (§4). Below the sticky header
    // (64 px mobile, 80 px desktop), so a toast never covers the account, cart or currency controls.
    return (
      <SonnerToaster
        position="top-right"
        visibleToasts={5}
        duration={3000}
        theme="light"
        richColors
        closeButton
        offset={{ top: 92, right: 24 }}
        mobileOffset={{ top: 72, right: 16, left: 16 }}
      />
    );
  }
  return { default: MountedToaster };
});

/** Mounts sonner's Toaster only once a toast is asked for (`notify()`), keeping it out of the first load. */
export function ToastHost() {
  const requested = useSyncExternalStore(toastHostStore.subscribe, toastHostStore.requested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
