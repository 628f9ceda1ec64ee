import type { SubmissionResult } from "@conform-to/react";

/**
 * What was typed in the product form before a refused save, so that without JavaScript (the page
 * renders again from the server) nothing is lost: the reply's `initialValue` (Conform's parsed
 * payload) by Conform name, else the saved product's value. With JavaScript the fields keep their
 * values anyway and these equal them.
 */
export interface Typed {
  /** A text field's typed value, else `fallback`. */
  text(name: string, fallback: string): string;
  /** A repeated field's typed values (`colors`, `relatedProductIds`), else `fallback`. */
  list(name: string, fallback: string[]): string[];
  /** Whether a box was ticked (a posted form lists only ticked boxes), else `fallback`. */
  checked(name: string, fallback: boolean): boolean;
  /** The index of the first typed entry of a list (`variants`) whose fields equal `where`, or -1. */
  indexOf(list: string, where: Record<string, string>): number;
}

/** {@link Typed} over a reply (`submission.reply()`); without one every answer is the fallback. */
export function typedValues(reply: SubmissionResult<string[]> | undefined): Typed {
  const payload = reply?.initialValue;
  const at = (name: string): unknown => {
    let node: unknown = payload;
    for (const part of name.match(/[^.[\]]+/g) ?? []) {
      node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
    }
    return node;
  };
  return {
    text: (name, fallback) => {
      if (!payload) return fallback;
      const value = at(name);
      return typeof value === "string" ? value : "";
    },
    list: (name, fallback) => {
      if (!payload) return fallback;
      const value = at(name);
      return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String);
    },
    checked: (name, fallback) => (payload ? at(name) === "on" : fallback),
    indexOf: (list, where) => {
      const entries = at(list);
      if (!Array.isArray(entries)) return -1;
      return entries.findIndex(
        (entry) =>
          entry !== null &&
          typeof entry === "object" &&
          Object.entries(where).every(([key, value]) => (entry as Record<string, unknown>)[key] === value),
      );
    },
  };
}

/** A text in the shop's languages (`<name>.en|pt|es`) as typed, else `fallback`, for `LocalizedField`. */
export function typedLocalized(
  typed: Typed,
  name: string,
  fallback: { en?: string; pt?: string; es?: string } | null | undefined,
): { en: string; pt: string; es: string } {
  return {
    en: typed.text(`${name}.en`, fallback?.en ?? ""),
    pt: typed.text(`${name}.pt`, fallback?.pt ?? ""),
    es: typed.text(`${name}.es`, fallback?.es ?? ""),
  };
}
