import { toast } from "sonner";

/** Toast variants of spec §4. */
export type ToastVariant = "default" | "success" | "warning" | "error" | "info";

/**
 * Shows a toast (spec §9: at most 5 at once, top right, hidden after 3 s — set on the
 * `<Toaster>` in app/root.tsx). A toast with the same variant and text as one on screen is not
 * shown twice: the text is its id, so sonner updates the existing one instead.
 */
export function notify(message: string, variant: ToastVariant = "default"): void {
  const id = `${variant}:${message}`;
  if (variant === "default") toast(message, { id });
  else toast[variant](message, { id });
}
