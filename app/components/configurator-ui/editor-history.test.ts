import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT, createHistory, historyKey, historyReducer, ownsUndo } from "./editor-history.ts";

const set = (next: number | ((n: number) => number), group?: string) => ({ type: "set" as const, next, group });

describe("editor history", () => {
  it("undoes and redoes each edit, and a new edit clears the redo", () => {
    let h = createHistory(0);
    h = historyReducer(h, set(1));
    h = historyReducer(
      h,
      set((n) => n + 1),
    );
    expect(h.present).toBe(2);
    h = historyReducer(h, { type: "undo" });
    expect(h.present).toBe(1);
    h = historyReducer(h, { type: "undo" });
    expect(h.present).toBe(0);
    h = historyReducer(h, { type: "undo" });
    expect(h.present).toBe(0);
    h = historyReducer(h, { type: "redo" });
    expect(h.present).toBe(1);
    h = historyReducer(h, set(5));
    expect(h.future).toEqual([]);
    h = historyReducer(h, { type: "redo" });
    expect(h.present).toBe(5);
  });

  it("makes a drag one step: sets of one group merge until committed", () => {
    let h = createHistory(0);
    h = historyReducer(h, set(10));
    for (const x of [11, 12, 13, 14]) h = historyReducer(h, set(x, "drag:a"));
    expect(h.past).toEqual([0, 10]);
    h = historyReducer(h, { type: "commit" });
    // a second drag of the same artwork is a step of its own
    h = historyReducer(h, set(20, "drag:a"));
    h = historyReducer(h, set(21, "drag:a"));
    expect(h.past).toEqual([0, 10, 14]);
    h = historyReducer(h, { type: "undo" });
    expect(h.present).toBe(14);
    h = historyReducer(h, { type: "undo" });
    expect(h.present).toBe(10);
  });

  it("starts a new step when the group changes, and ignores a set that changes nothing", () => {
    let h = createHistory({ n: 0 });
    const same = h.present;
    h = historyReducer(h, { type: "set", next: same });
    expect(h.past).toHaveLength(0);
    let g = createHistory(0);
    g = historyReducer(g, set(1, "text:a"));
    g = historyReducer(g, set(2, "text:a"));
    g = historyReducer(g, set(3, "width:a"));
    expect(g.past).toEqual([0, 2]);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let h = createHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = historyReducer(h, set(i));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(20);
  });

  it("reads the undo and redo keys", () => {
    const k = (
      key: string,
      mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>,
    ) => historyKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(k("z", { ctrlKey: true })).toBe("undo");
    expect(k("z", { metaKey: true })).toBe("undo");
    expect(k("Z", { ctrlKey: true, shiftKey: true })).toBe("redo");
    expect(k("z", { metaKey: true, shiftKey: true })).toBe("redo");
    expect(k("y", { ctrlKey: true })).toBe("redo");
    expect(k("z", {})).toBeNull();
    expect(k("a", { ctrlKey: true })).toBeNull();
  });

  it("leaves undo to text fields", () => {
    const el = (tagName: string, type?: string) =>
      ({ tagName, type, isContentEditable: false }) as unknown as EventTarget;
    expect(ownsUndo(el("INPUT", "text"))).toBe(true);
    expect(ownsUndo(el("INPUT"))).toBe(true);
    expect(ownsUndo(el("TEXTAREA"))).toBe(true);
    expect(ownsUndo(el("INPUT", "range"))).toBe(false);
    expect(ownsUndo(el("BUTTON"))).toBe(false);
    expect(ownsUndo(null)).toBe(false);
  });
});
