/**
 * The browser's session client (spec §4, §7, §8): one shared session state for the page, read
 * from Better Auth's `GET /api/auth/get-session` with a plain fetch (no auth client bundle).
 *
 * - status `loading` → `authenticated` | `unauthenticated`, with the session `data`;
 * - refreshed on window focus, on `storage` events from other tabs, and on an optional polling
 *   interval that is skipped while `navigator.onLine` is false (unless `refetchWhenOffline`);
 * - sign-in, sign-out and session changes are broadcast to the other tabs of the browser with a
 *   BroadcastChannel (a `localStorage` message where there is none); a tab told of a sign-out
 *   switches to `unauthenticated` at once, without a reload;
 * - a failed session fetch is logged as CLIENT_FETCH_ERROR (console and `POST /api/auth/_log`)
 *   and yields null.
 */
import { useEffect, useSyncExternalStore } from "react";
import type { Viewer } from "../../core/customers/get-viewer.ts";

/** Default auth base path (spec §9). */
export const AUTH_BASE_PATH = "/api/auth";

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

/** The signed-in user as the header shows them: the same shape the root loader sends (core/customers/get-viewer.ts). */
export type SessionUser = Viewer;

export interface Session {
  user: SessionUser;
  /** ISO time the session ends. */
  expires: string;
}

export interface SessionState {
  status: SessionStatus;
  data: Session | null;
}

/** What a tab tells the others. */
export interface SessionMessage {
  event: "session";
  data: { trigger: "signin" | "signout" | "update" };
  /** Random id: a tab that gets one message twice (channel and storage) handles it once. */
  id: string;
  timestamp: number;
}

export interface SessionOptions {
  /** Seconds between background refreshes; 0 or absent: none. */
  refetchInterval?: number;
  /** Refresh when the window gets focus again (default true). */
  refetchOnWindowFocus?: boolean;
  /** Also poll while the browser says it is offline (default false). */
  refetchWhenOffline?: boolean;
}

const CHANNEL_NAME = "fabrico-session";
/** localStorage key of the fallback message (and of the storage events other tabs listen to). */
export const SESSION_STORAGE_KEY = "fabrico.session-message";

const LOADING: SessionState = { status: "loading", data: null };

let state: SessionState = LOADING;
let inflight: Promise<Session | null> | null = null;
let lastFetchAt = 0;
const stateListeners = new Set<() => void>();
const messageListeners = new Set<(message: SessionMessage, fromOtherTab: boolean) => void>();
const seen: string[] = [];
let channel: BroadcastChannel | null | undefined;
let lastLogAt = 0;

function setState(next: SessionState): void {
  if (next.status === state.status && sameSession(next.data, state.data)) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function sameSession(a: Session | null, b: Session | null): boolean {
  if (!a || !b) return a === b;
  const ua = a.user;
  const ub = b.user;
  return (
    ua.id === ub.id &&
    ua.name === ub.name &&
    ua.email === ub.email &&
    ua.emailVerified === ub.emailVerified &&
    ua.twoFactorEnabled === ub.twoFactorEnabled &&
    ua.roles.join() === ub.roles.join()
  );
}

/** The current session state (for code outside React). */
export function getSessionState(): SessionState {
  return state;
}

/**
 * Reports a session client problem (spec §8 codes): to the console and, at most every 10 s,
 * to the server's log endpoint. Never throws.
 */
export function logClientError(code: string, error?: unknown): void {
  const message = error instanceof Error ? error.message : error === undefined ? undefined : String(error);
  console.error(`[auth][${code}]`, message ?? "");
  const now = Date.now();
  if (now - lastLogAt < 10_000) return;
  lastLogAt = now;
  try {
    void fetch(`${AUTH_BASE_PATH}/_log`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ level: "error", code, message: message?.slice(0, 300) }),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // nothing more to do: the console has it
  }
}

function toSessionUser(raw: Record<string, unknown>): SessionUser {
  const role = typeof raw.role === "string" && raw.role ? raw.role : "customer";
  return {
    id: String(raw.id ?? ""),
    name: String(raw.name ?? ""),
    email: String(raw.email ?? ""),
    image: typeof raw.image === "string" ? raw.image : null,
    emailVerified: raw.emailVerified === true,
    twoFactorEnabled: raw.twoFactorEnabled === true,
    roles: role.split(",").filter(Boolean),
  };
}

/**
 * Reads the session from the server. A network failure, an error status or an unreadable answer
 * is logged as CLIENT_FETCH_ERROR and yields null (spec §8).
 */
export async function fetchSession(): Promise<Session | null> {
  try {
    const res = await fetch(`${AUTH_BASE_PATH}/get-session`, {
      credentials: "same-origin",
      cache: "no-store",
      headers: { accept: "application/json" },
    });
    if (!res.ok) throw new Error(`get-session answered ${res.status}`);
    const body = (await res.json()) as { user?: Record<string, unknown>; session?: { expiresAt?: string } } | null;
    if (!body?.user) return null;
    return { user: toSessionUser(body.user), expires: String(body.session?.expiresAt ?? "") };
  } catch (error) {
    logClientError("CLIENT_FETCH_ERROR", error);
    return null;
  }
}

/** Fetches the session now (one request at a time) and updates every subscriber. */
export function refreshSession(): Promise<Session | null> {
  inflight ??= fetchSession().then((session) => {
    inflight = null;
    lastFetchAt = Date.now();
    setState(session ? { status: "authenticated", data: session } : { status: "unauthenticated", data: null });
    return session;
  });
  return inflight;
}

function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  try {
    channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL_NAME) : null;
  } catch (error) {
    logClientError("BROADCAST_CHANNEL_ERROR", error);
    channel = null;
  }
  return channel;
}

/** Remembers a message id; false when it was handled already. */
function firstTime(id: string): boolean {
  if (seen.includes(id)) return false;
  seen.push(id);
  if (seen.length > 50) seen.shift();
  return true;
}

function handleMessage(message: unknown, fromOtherTab: boolean): void {
  const m = message as SessionMessage | null;
  if (m?.event !== "session" || typeof m.id !== "string" || !firstTime(m.id)) return;
  if (m.data?.trigger === "signout") setState({ status: "unauthenticated", data: null });
  for (const listener of messageListeners) listener(m, fromOtherTab);
  void refreshSession();
}

/**
 * Tells this tab and the others that the session changed (after a sign-in or sign-out, or a
 * profile change that shows in the session). BroadcastChannel where there is one, else a
 * localStorage message, whose `storage` event the other tabs hear.
 */
export function broadcastSessionChange(trigger: SessionMessage["data"]["trigger"]): void {
  const message: SessionMessage = {
    event: "session",
    data: { trigger },
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    timestamp: Math.floor(Date.now() / 1000),
  };
  const ch = getChannel();
  if (ch) {
    ch.postMessage(message);
  } else {
    try {
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(message));
    } catch {
      // storage unavailable (private mode): other tabs catch up on focus
    }
  }
  handleMessage(message, false);
}

/** Listens for session messages (this tab's and other tabs'). Returns the unsubscribe function. */
export function onSessionMessage(listener: (message: SessionMessage, fromOtherTab: boolean) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/**
 * Signs out through `POST /api/auth/sign-out` and tells every tab. (The header's sign-out is a
 * form posting to /auth/signout, which works without JavaScript too.)
 */
export async function signOut(): Promise<void> {
  await fetch(`${AUTH_BASE_PATH}/sign-out`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  broadcastSessionChange("signout");
}

let started = 0;
let stopGlobal: (() => void) | null = null;

/** Window listeners shared by every subscriber: focus, storage events, the channel. */
function startGlobalListeners(): () => void {
  const onFocus = () => {
    if (document.visibilityState === "hidden") return;
    if (focusOptOuts > 0 || Date.now() - lastFetchAt < 1000) return;
    if (navigator.onLine === false) return;
    void refreshSession();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY || !event.newValue) return;
    try {
      handleMessage(JSON.parse(event.newValue), true);
    } catch {
      // not ours
    }
  };
  const ch = getChannel();
  const onChannel = (event: MessageEvent) => handleMessage(event.data, true);
  window.addEventListener("focus", onFocus);
  document.addEventListener("visibilitychange", onFocus);
  window.addEventListener("storage", onStorage);
  ch?.addEventListener("message", onChannel);
  return () => {
    window.removeEventListener("focus", onFocus);
    document.removeEventListener("visibilitychange", onFocus);
    window.removeEventListener("storage", onStorage);
    ch?.removeEventListener("message", onChannel);
  };
}

/** How many mounted hooks asked for no focus refreshes (`refetchOnWindowFocus: false`). */
let focusOptOuts = 0;

/**
 * Subscribes to session state changes (what `useSession` does); the first subscriber starts the
 * focus, storage and channel listeners, the last one to leave stops them.
 */
export function subscribeSession(listener: () => void): () => void {
  stateListeners.add(listener);
  if (started++ === 0) stopGlobal = startGlobalListeners();
  return () => {
    stateListeners.delete(listener);
    if (--started === 0) {
      stopGlobal?.();
      stopGlobal = null;
    }
  };
}

/**
 * The session for React components: `{ status, data }`. The first mounted hook fetches it; the
 * state is shared by every component of the page. The server render and the first client render
 * say `loading`.
 */
export function useSession(options: SessionOptions = {}): SessionState {
  const { refetchInterval = 0, refetchOnWindowFocus = true, refetchWhenOffline = false } = options;
  const snapshot = useSyncExternalStore(
    subscribeSession,
    () => state,
    () => LOADING,
  );
  useEffect(() => {
    if (state.status === "loading") void refreshSession();
  }, []);
  useEffect(() => {
    if (refetchOnWindowFocus) return;
    focusOptOuts++;
    return () => {
      focusOptOuts--;
    };
  }, [refetchOnWindowFocus]);
  useEffect(() => {
    if (!refetchInterval || refetchInterval <= 0) return;
    const timer = window.setInterval(() => {
      if (!refetchWhenOffline && navigator.onLine === false) return;
      void refreshSession();
    }, refetchInterval * 1000);
    return () => window.clearInterval(timer);
  }, [refetchInterval, refetchWhenOffline]);
  return snapshot;
}
