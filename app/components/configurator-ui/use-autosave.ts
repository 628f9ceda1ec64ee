import { useCallback, useEffect, useRef, useState } from "react";
import type { DesignDocument } from "../../../core/customization/design-document.ts";
import type { DesignView } from "../../../core/customization/designs.ts";
import { saveDesignRequest } from "./api.ts";
import { documentKey } from "./editor-state.ts";

/** What the editor saves. */
export interface SaveFields {
  threeProduct: string;
  name: string;
  status: "draft" | "saved";
  published: boolean;
  document: DesignDocument;
  frontImageId: string | null;
  backImageId: string | null;
}

/** The auto-save's state. */
export type SaveState =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "error"; code: string; details?: Record<string, unknown> }
  | { kind: "conflict" };

/** A stable key of everything saved. */
function keyOf(fields: SaveFields): string {
  return `${documentKey(fields.document, fields.name, fields.status, fields.published)}|${fields.frontImageId}|${fields.backImageId}`;
}

/** Quiet time after the last change before the draft is saved, ms. */
export const AUTOSAVE_DELAY_MS = 1200;

/**
 * Auto-save of the design being edited: after {@link AUTOSAVE_DELAY_MS} without changes, `POST
 * /api/customize` with the id and the version last read (one request at a time; changes made
 * meanwhile are saved right after). A stale version (409) stops saving and reports `conflict` so the
 * editor can offer to reload. `flush()` saves now and resolves with the server's view (or null).
 * Nothing is saved until the first change, so opening the editor creates no empty draft.
 */
export function useAutosave(
  fields: SaveFields,
  initial: { id: string | null; version: number | null },
  onSaved?: (view: DesignView, isNew: boolean) => void,
) {
  const key = keyOf(fields);
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [view, setView] = useState<DesignView | null>(null);
  const viewRef = useRef<DesignView | null>(null);
  const ids = useRef({ id: initial.id, version: initial.version });
  const savedKey = useRef(key);
  const latest = useRef({ fields, key });
  latest.current = { fields, key };
  const inFlight = useRef<Promise<DesignView | null> | null>(null);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const saveOnce = useCallback(async (): Promise<DesignView | null> => {
    const { fields: f, key: k } = latest.current;
    setState({ kind: "saving" });
    const isNew = !ids.current.id;
    const result = await saveDesignRequest({
      ...(ids.current.id ? { id: ids.current.id, version: ids.current.version ?? 1 } : {}),
      threeProduct: f.threeProduct,
      name: f.name.trim() || "Design",
      status: f.status,
      published: f.published,
      document: f.document,
      frontImageId: f.frontImageId,
      backImageId: f.backImageId,
    });
    if (result.ok) {
      ids.current = { id: result.data.id, version: result.data.version };
      savedKey.current = k;
      viewRef.current = result.data;
      setView(result.data);
      onSavedRef.current?.(result.data, isNew);
      setState(latest.current.key === k ? { kind: "saved", at: new Date() } : { kind: "pending" });
      return result.data;
    }
    if (result.code === "DESIGN_VERSION_CONFLICT") {
      stopped.current = true;
      setState({ kind: "conflict" });
    } else {
      setState({ kind: "error", code: result.code, details: result.details });
    }
    return null;
  }, []);

  /** Saves until what is saved is the latest state (one request at a time). */
  const save = useCallback(async (): Promise<DesignView | null> => {
    if (inFlight.current) await inFlight.current.catch(() => null);
    if (stopped.current) return null;
    if (savedKey.current === latest.current.key && ids.current.id && viewRef.current) return viewRef.current;
    const run = saveOnce().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = run;
    return run;
  }, [saveOnce]);

  useEffect(() => {
    if (stopped.current) return;
    // changed back to what is saved: nothing to do, unless a save is on its way, which will make another
    // state the saved one (then `save` below waits for it and saves this one)
    if (key === savedKey.current && !inFlight.current) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      setState((s) =>
        s.kind === "pending" ? (ids.current.id ? { kind: "saved", at: new Date() } : { kind: "idle" }) : s,
      );
      return;
    }
    setState((s) => (s.kind === "saving" ? s : { kind: "pending" }));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void save();
    }, AUTOSAVE_DELAY_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [key, save]);

  // save what is left when the page is hidden (tab closed, app switched on a phone)
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden" && savedKey.current !== latest.current.key && !stopped.current) {
        void save();
      }
    };
    document.addEventListener("visibilitychange", onHide);
    return () => document.removeEventListener("visibilitychange", onHide);
  }, [save]);

  const flush = useCallback(
    async (patch?: Partial<SaveFields>): Promise<DesignView | null> => {
      if (patch) {
        // fields the caller has just set (their state is not rendered yet)
        const merged = { ...latest.current.fields, ...patch };
        latest.current = { fields: merged, key: keyOf(merged) };
      }
      if (timer.current) {
        clearTimeout(timer.current);
        timer.current = null;
      }
      let result = await save();
      // a change made while the last request ran
      if (result && savedKey.current !== latest.current.key && !stopped.current) result = await save();
      return result;
    },
    [save],
  );

  return { state, view, flush, designId: () => ids.current.id, dirty: key !== savedKey.current };
}
