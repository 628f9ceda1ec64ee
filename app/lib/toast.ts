/** Toast variants of spec §4. */
export type ToastVariant = "default" | "success" | "warning" | "error" | "info";

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
let hostReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  hostReady = resolve;
});
const listeners = new Set<() => void>();
let requested = false;

/** Loads sonner (not part of any page's initial JavaScript) and asks the host to mount its Toaster. */
export function loadToaster(): Promise<Sonner> {
  sonner ??= import("sonner");
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** For `<ToastHost>`: whether a toast was asked for, and a way to hear when it first is. */
export const toastHostStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => requested,
  /** Called by the mounted Toaster; toasts asked for before it mounted are shown then. */
  mounted: () => hostReady(),
};

/**
 * Shows a toast (spec §9: at most 5 at once, top right, hidden after 3 s — set on the Toaster in
 * app/components/toast-host.tsx). A toast with the same variant and text as one on screen is not
 * shown twice: the text is its id, so sonner updates the existing one instead.
 */
export async function notify(message: string, variant: ToastVariant = "default"): Promise<void> {
  const { toast } = await loadToaster();
  await ready;
  const id = `${variant}:${message}`;
  if (variant === "default") toast(message, { id });
  else toast[variant](message, { id });
}
