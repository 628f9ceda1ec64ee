import { type ComponentType, type RefObject, Suspense, lazy, useMemo, useRef, useState } from "react";

/** Props every lazily loaded dialog receives (a Radix `Dialog.Root` with its content). */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The trigger, focused again when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Props to spread on the trigger element. */
export interface TriggerProps<E extends HTMLElement> {
  ref: RefObject<E | null>;
  "aria-haspopup": "dialog";
  "aria-expanded": boolean;
  onClick(event: React.MouseEvent<E>): void;
  onPointerEnter(): void;
  onFocus(): void;
  onTouchStart(): void;
}

/**
 * A dialog whose code (Radix Dialog and the content) is not in the page's initial JavaScript: it
 * starts loading when the trigger is hovered, focused or touched, and opens on click. Keeps the
 * header's drawers out of every page's first load (issue 2 JS budget).
 * @param load resolves the dialog component (e.g. `() => import("./drawers.tsx").then((m) => m.CartDrawer)`)
 * @param props extra props passed to the dialog component
 * @param children renders the trigger with the given props
 */
export function LazyDialog<E extends HTMLElement = HTMLButtonElement, P extends object = object>({
  load,
  props,
  children,
}: {
  load: () => Promise<ComponentType<LazyDialogProps & P>>;
  /** Extra props for the dialog component (kept current on every render). */
  props?: P;
  children: (trigger: TriggerProps<E>) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const ref = useRef<E>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loader is fixed for the component's life
  const Dialog = useMemo(() => lazy(() => load().then((component) => ({ default: component }))), []);
  const preload = () => {
    void load();
  };
  return (
    <>
      {children({
        ref,
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        onClick: (event) => {
          // a link trigger keeps its href for new tabs and no-JS; a plain click opens the dialog
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        },
        onPointerEnter: preload,
        onFocus: preload,
        onTouchStart: preload,
      })}
      {wanted ? (
        <Suspense fallback={null}>
          <Dialog {...(props as P)} open={open} onOpenChange={setOpen} returnFocusTo={ref} />
        </Suspense>
      ) : null}
    </>
  );
}
