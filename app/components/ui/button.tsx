import type { ButtonHTMLAttributes } from "react";

/**
 * Visual variant of a button (or a link styled as one). `inverse` and `inverseOutline` are the
 * primary and secondary looks for dark sections (white on stone-900).
 */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "inverse" | "inverseOutline";
/** Height of a button: `sm` 36 px, `md` 44 px (the touch-target size, default), `lg` 48 px. */
export type ButtonSize = "sm" | "md" | "lg";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-full text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-stone-900 text-white hover:bg-stone-700 focus-visible:ring-brand-600",
  secondary: "border border-stone-300 bg-white text-stone-900 hover:bg-stone-50 focus-visible:ring-brand-600",
  ghost: "text-stone-700 hover:bg-stone-100 focus-visible:ring-brand-600",
  danger: "border border-red-300 bg-white text-red-800 hover:bg-red-50 focus-visible:ring-red-600",
  inverse: "bg-white text-stone-900 hover:bg-stone-100 focus-visible:ring-white focus-visible:ring-offset-stone-900",
  inverseOutline:
    "border border-white/40 text-white hover:bg-white/10 focus-visible:ring-white focus-visible:ring-offset-stone-900",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "h-9 px-3",
  md: "h-11 px-5",
  lg: "h-12 px-6 text-base",
};

/**
 * The class string of a button of this variant and size (shadcn's `buttonVariants`), for links
 * (`<Link className={buttonClass()}>`) and elements that cannot be a `<Button>`. `extra` is appended.
 */
export function buttonClass({
  variant = "primary",
  size = "md",
  extra,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  extra?: string;
} = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], extra].filter(Boolean).join(" ");
}

/**
 * The shop's button (one look for every page). `type` defaults to "button" so a button inside a
 * form never submits by accident — pass `type="submit"` for the form's action.
 */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: React.Ref<HTMLButtonElement>;
}) {
  return <button type={type} className={buttonClass({ variant, size, extra: className })} {...props} />;
}
