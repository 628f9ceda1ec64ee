import { describe, expect, it } from "vitest";
import { SHELL_NAMESPACES } from "../i18n/namespace-entries.ts";
import { namespacesForPattern } from "../i18n/route-namespaces.ts";
import { i18nFor } from "./i18n.ts";
import { messagesFor } from "./messages.server.ts";

/** Namespace sections (ADR 0027 "Namespace sections"): what the root loader sends and how the instance merges it. */
describe("namespace sections", () => {
  it("sends only the named subtrees, with a leaf's plural forms", () => {
    const messages = messagesFor("en", ["catalog:home.hero", "catalog:card.colorCount"]);
    expect(Object.keys(messages.catalog ?? {}).sort()).toEqual(["card", "home"]);
    expect(Object.keys((messages.catalog?.home ?? {}) as object)).toEqual(["hero"]);
    expect(messages.catalog?.card).toEqual({
      colorCount_one: "Available in {{count}} colour",
      colorCount_other: "Available in {{count}} colours",
    });
  });

  it("a whole namespace wins over its sections, and one entry list gives one shared object", () => {
    const whole = messagesFor("pt", ["catalog", "catalog:home"]);
    expect(whole.catalog).toBe(messagesFor("pt").catalog);
    expect(messagesFor("es", ["catalog:home"])).toBe(messagesFor("es", ["catalog:home"]));
  });

  it("an anonymous visitor's product page has no wholesale grid sections; a signed-in one's has", () => {
    expect(namespacesForPattern("product/:id", false)?.some((e) => e.startsWith("wholesale"))).toBe(false);
    expect(namespacesForPattern("product/:id", true)).toContain("wholesale:grid");
    expect(namespacesForPattern("unlisted/:page")).toBeNull();
    // the 404 page of any unknown URL: the shell's texts only
    expect(namespacesForPattern("*", false)).toEqual([...SHELL_NAMESPACES]);
  });

  it("the shared instance merges the sections of successive pages without writing into the sent objects", () => {
    const home = messagesFor("es", ["common", "catalog:home"]);
    const product = messagesFor("es", ["common", "catalog:product"]);
    const before = JSON.stringify(home);
    const i18n = i18nFor("es", home);
    i18nFor("es", product);
    const spanish = messagesFor("es").catalog as { home: { hero: { title: string } } };
    expect(i18n.t("catalog:home.hero.title")).toBe(spanish.home.hero.title);
    expect(i18n.exists("catalog:home.hero.title")).toBe(true);
    expect(i18n.exists("catalog:product.vatIncluded")).toBe(true);
    expect(JSON.stringify(home)).toBe(before);
    expect((home.catalog as Record<string, unknown>).product).toBeUndefined();
  });
});
