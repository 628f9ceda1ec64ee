import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Client = typeof import("./session-client.ts");

/** A fresh copy of the module: one browser tab. */
async function openTab(): Promise<Client> {
  vi.resetModules();
  return import("./session-client.ts");
}

const SESSION = {
  user: {
    id: "usr_1",
    name: "Ana Silva",
    email: "ana@example.com",
    emailVerified: true,
    twoFactorEnabled: false,
    role: "customer",
  },
  session: { expiresAt: "2030-01-01T00:00:00.000Z" },
};

let signedIn = true;
let fetchFails = false;
const calls: string[] = [];
const storage = new Map<string, string>();

beforeEach(() => {
  signedIn = true;
  fetchFails = false;
  calls.length = 0;
  storage.clear();
  vi.stubGlobal(
    "window",
    Object.assign(new EventTarget(), {
      localStorage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => void storage.set(k, v),
        removeItem: (k: string) => void storage.delete(k),
      },
      setInterval,
      clearInterval,
    }),
  );
  vi.stubGlobal("document", Object.assign(new EventTarget(), { visibilityState: "visible" }));
  vi.stubGlobal("navigator", { onLine: true });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url}`);
      if (url.endsWith("/_log")) return new Response(null, { status: 204 });
      if (fetchFails) throw new TypeError("Failed to fetch");
      if (url.endsWith("/sign-out")) {
        signedIn = false;
        return Response.json({ success: true });
      }
      return Response.json(signedIn ? SESSION : null);
    }),
  );
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tick = () => new Promise((r) => setTimeout(r, 20));

describe("session client", () => {
  it("goes loading → authenticated with the user and roles", async () => {
    const tab = await openTab();
    expect(tab.getSessionState()).toEqual({ status: "loading", data: null });
    await tab.refreshSession();
    expect(tab.getSessionState()).toEqual({
      status: "authenticated",
      data: {
        user: {
          id: "usr_1",
          name: "Ana Silva",
          email: "ana@example.com",
          image: null,
          emailVerified: true,
          twoFactorEnabled: false,
          roles: ["customer"],
        },
        expires: "2030-01-01T00:00:00.000Z",
      },
    });
  });

  it("goes loading → unauthenticated when there is no session", async () => {
    signedIn = false;
    const tab = await openTab();
    await tab.refreshSession();
    expect(tab.getSessionState()).toEqual({ status: "unauthenticated", data: null });
  });

  it("logs a failed fetch as CLIENT_FETCH_ERROR (console and log call) and yields null", async () => {
    fetchFails = true;
    const tab = await openTab();
    expect(await tab.fetchSession()).toBeNull();
    expect(console.error).toHaveBeenCalledWith("[auth][CLIENT_FETCH_ERROR]", "Failed to fetch");
    expect(calls).toContain("POST /api/auth/_log");
    await tab.refreshSession();
    expect(tab.getSessionState().status).toBe("unauthenticated");
  });

  it("shares one request between simultaneous refreshes", async () => {
    const tab = await openTab();
    await Promise.all([tab.refreshSession(), tab.refreshSession(), tab.refreshSession()]);
    expect(calls.filter((c) => c.endsWith("/get-session"))).toHaveLength(1);
  });

  it("refreshes on window focus (when online)", async () => {
    const tab = await openTab();
    const stop = tab.subscribeSession(() => {});
    await tab.refreshSession();
    await new Promise((r) => setTimeout(r, 1050));
    signedIn = false;
    window.dispatchEvent(new Event("focus"));
    await tick();
    expect(tab.getSessionState().status).toBe("unauthenticated");
    (navigator as { onLine: boolean }).onLine = false;
    signedIn = true;
    await new Promise((r) => setTimeout(r, 1050));
    window.dispatchEvent(new Event("focus"));
    await tick();
    expect(tab.getSessionState().status).toBe("unauthenticated");
    stop();
  });

  it("signs every other tab out at once over the BroadcastChannel", async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    expect(tabA).not.toBe(tabB);
    const stopA = tabA.subscribeSession(() => {});
    const stopB = tabB.subscribeSession(() => {});
    await tabA.refreshSession();
    await tabB.refreshSession();
    const heardByB: string[] = [];
    tabB.onSessionMessage((m, fromOtherTab) => heardByB.push(`${m.data.trigger}:${fromOtherTab}`));
    // B's refresh after the message must not be what flips it: make the server slow to say so
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const realFetch = globalThis.fetch;
    await tabA.signOut();
    expect(tabA.getSessionState().status).toBe("unauthenticated");
    vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
      await gate;
      return realFetch(...args);
    });
    await tick();
    expect(heardByB).toEqual(["signout:true"]);
    expect(tabB.getSessionState()).toEqual({ status: "unauthenticated", data: null });
    release();
    stopA();
    stopB();
  });

  it("falls back to a localStorage message and storage events without BroadcastChannel", async () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    const tabA = await openTab();
    const tabB = await openTab();
    const stopB = tabB.subscribeSession(() => {});
    await tabB.refreshSession();
    expect(tabB.getSessionState().status).toBe("authenticated");
    signedIn = false;
    tabA.broadcastSessionChange("signout");
    const stored = storage.get(tabA.SESSION_STORAGE_KEY);
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ event: "session", data: { trigger: "signout" } });
    // the browser fires `storage` in the other tabs
    const event = Object.assign(new Event("storage"), { key: tabA.SESSION_STORAGE_KEY, newValue: stored });
    window.dispatchEvent(event);
    expect(tabB.getSessionState().status).toBe("unauthenticated");
    // the same message again (channel + storage) is handled once
    const heard: string[] = [];
    tabB.onSessionMessage((m) => heard.push(m.id));
    window.dispatchEvent(event);
    expect(heard).toEqual([]);
    stopB();
  });
});
