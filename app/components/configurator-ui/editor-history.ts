/**
 * Undo/redo for the configurator editor (issue 20): a history wrapper around the document state,
 * as a reducer (`useReducer(historyReducer, …)`). Pure; no React.
 *
 * - Every `set` is one undo step, **unless** it carries the same `group` as the step before it: then
 *   it replaces the present without a new step. A drag (`drag:<id>`), typing in one field
 *   (`text:<id>`), sliding one slider (`width:<id>`) are therefore one step each; `commit` (pointer
 *   up, blur) closes the group so the next edit starts a new step.
 * - A `set` that changes nothing (same object) adds no step.
 * - `undo`/`redo` close any open group. At most {@link HISTORY_LIMIT} steps are kept.
 */

/** Steps kept for undo. */
export const HISTORY_LIMIT = 100;

/** The past, the present and the undone future of a value. */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The group of the last step while it is still open (further sets with it merge into it). */
  group: string | null;
}

/** What the history reducer does. */
export type HistoryAction<T> =
  | { type: "set"; next: T | ((present: T) => T); group?: string | null }
  | { type: "commit" }
  | { type: "undo" }
  | { type: "redo" };

/** A history with nothing to undo. */
export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], group: null };
}

/** The history reducer (see the module comment). */
export function historyReducer<T>(state: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case "set": {
      const next = typeof action.next === "function" ? (action.next as (present: T) => T)(state.present) : action.next;
      if (Object.is(next, state.present)) return state;
      const group = action.group ?? null;
      if (group !== null && group === state.group && state.past.length > 0) {
        // the same gesture goes on: the present changes, the step before it stays the undo point
        return { ...state, present: next, future: [] };
      }
      const past = [...state.past, state.present];
      if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
      return { past, present: next, future: [], group };
    }
    case "commit":
      return state.group === null ? state : { ...state, group: null };
    case "undo": {
      const previous = state.past.at(-1);
      if (previous === undefined) return state.group === null ? state : { ...state, group: null };
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        group: null,
      };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future: rest, group: null };
    }
  }
}

/** True when the keyboard event is an undo (Ctrl/Cmd+Z), a redo (Ctrl/Cmd+Shift+Z, Ctrl+Y), or null. */
export function historyKey(e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): "undo" | "redo" | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === "z") return e.shiftKey ? "redo" : "undo";
  if (key === "y" && e.ctrlKey && !e.shiftKey) return "redo";
  return null;
}

/**
 * True when the focused element keeps its own undo (text fields, text areas, editable content): the
 * editor's undo then leaves the key alone. Sliders, checkboxes, radios and buttons have none.
 */
export function ownsUndo(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== "string") return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toLowerCase();
  if (tag === "textarea") return true;
  if (tag !== "input") return false;
  const type = ((el as HTMLInputElement).type || "text").toLowerCase();
  return !["range", "checkbox", "radio", "button", "submit", "reset", "color", "file", "image"].includes(type);
}
