import LogOut from "lucide-react/icons/log-out";
import User from "lucide-react/icons/user";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useRevalidator, useRouteLoaderData } from "react-router";
import type { RootData } from "../../lib/root-data.ts";
import { takeFlash } from "../../lib/flash.ts";
import { type SessionState, broadcastSessionChange, onSessionMessage, useSession } from "../../lib/session-client.ts";
import { notify } from "../../lib/toast.ts";

const iconButton =
  "relative inline-flex size-10 items-center justify-center rounded-full hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/** Up to two initials of a name ("Ana Maria Silva" → "AS"), else the e-mail's first letter. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? email.slice(0, 1));
  return letters.toLocaleUpperCase();
}

/**
 * What a server redirect left in the flash cookie (app/lib/flash.ts): a toast, and the news for the
 * session client and the other tabs (sign-in, sign-out, e-mail confirmed, two-step on or off).
 */
function useFlash() {
  const { t } = useTranslation("common");
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per page shown
  useEffect(() => {
    const flash = takeFlash();
    if (!flash) return;
    if (flash === "signed-in") {
      broadcastSessionChange("signin");
      void notify(t("toasts.signedIn"), "success");
    } else if (flash === "email-verified") {
      broadcastSessionChange("signin");
      void notify(t("toasts.emailVerified"), "success");
    } else if (flash === "signed-out") {
      broadcastSessionChange("signout");
      void notify(t("toasts.signedOut"), "success");
    } else {
      broadcastSessionChange("update");
    }
  }, [location.key]);
}

/** Another tab signed in or out: reload this page's data (a `/user` page then goes to sign-in). */
function useRevalidateOnOtherTabs() {
  const revalidator = useRevalidator();
  const ref = useRef(revalidator);
  ref.current = revalidator;
  useEffect(
    () =>
      onSessionMessage((_message, fromOtherTab) => {
        if (fromOtherTab) void ref.current.revalidate();
      }),
    [],
  );
}

/**
 * The session the header shows: the browser's session client once it has answered; until then
 * (server render, first client render, no JavaScript) the root loader's `viewer`, so a signed-in
 * visitor never sees "Sign in" first (issue 15).
 */
function useHeaderSession(): SessionState {
  const session = useSession();
  const root = useRouteLoaderData("root") as RootData | undefined;
  if (session.status !== "loading" || !root) return session;
  return root.viewer
    ? { status: "authenticated", data: { user: root.viewer, expires: "" } }
    : { status: "unauthenticated", data: null };
}

/**
 * The header's account entry (spec §4 session states): a sign-in link while the session is
 * absent (or loading with no server answer); for a signed-in visitor, their initials opening a small menu with the
 * customer area and a sign-out button (a POST form, so it works before JavaScript loads too).
 */
export function AccountMenu() {
  const { t } = useTranslation("common");
  const session = useHeaderSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useFlash();
  useRevalidateOnOtherTabs();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu when the page changes
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        rootRef.current?.querySelector<HTMLButtonElement>("button[aria-expanded]")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (session.status !== "authenticated" || !session.data) {
    return (
      <Link to="/auth/auth" className={iconButton} data-testid="account-link" data-status={session.status}>
        <User aria-hidden className="size-5" />
        <span className="sr-only">{t("account.signIn")}</span>
      </Link>
    );
  }

  const { user } = session.data;
  const links = [
    { to: "/user", label: t("account.overview") },
    { to: "/user/profile", label: t("account.profile") },
    { to: "/user/order", label: t("account.orders") },
    { to: "/user/address", label: t("account.addresses") },
    { to: "/user/profile#security", label: t("account.security") },
  ];
  return (
    <div ref={rootRef} className="relative" data-testid="account-menu" data-status="authenticated">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className={iconButton}
        data-testid="account-menu-button"
      >
        <span
          aria-hidden
          className="inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white"
        >
          {initialsOf(user.name, user.email)}
        </span>
        <span
          aria-hidden
          className="absolute right-1 bottom-1 size-2.5 rounded-full border-2 border-white bg-emerald-500"
        />
        <span className="sr-only">{t("account.menu", { name: user.name || user.email })}</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 text-sm shadow-lg"
      >
        <div className="border-b border-stone-100 px-3 pt-1.5 pb-2.5">
          <p className="text-xs text-stone-500">{t("account.signedInAs")}</p>
          <p className="truncate font-medium text-stone-900" data-testid="account-name">
            {user.name}
          </p>
          <p className="truncate text-xs text-stone-600">{user.email}</p>
        </div>
        <ul className="py-1">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-md px-3 py-2 text-stone-800 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Form method="post" action="/auth/signout" className="border-t border-stone-100 pt-1">
          <button
            type="submit"
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-stone-800 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            data-testid="sign-out"
          >
            <LogOut aria-hidden className="size-4" />
            {t("account.signOut")}
          </button>
        </Form>
      </div>
    </div>
  );
}
