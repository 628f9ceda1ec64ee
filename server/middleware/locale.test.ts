import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE, resolveLocale } from "./locale.ts";

function request(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://shop.test${path}`, { headers });
}

describe("resolveLocale", () => {
  it("defaults to English", () => {
    expect(resolveLocale(request("/"))).toBe("en");
  });

  it("takes ?lng= first, over the cookie and Accept-Language", () => {
    expect(resolveLocale(request("/?lng=pt", { cookie: "lng=es", "accept-language": "es-ES" }))).toBe("pt");
    expect(resolveLocale(request("/?locale=es", { cookie: "lng=pt" }))).toBe("es");
    expect(resolveLocale(request("/?lng=es&locale=pt"))).toBe("es");
  });

  it("ignores an unsupported ?lng= and falls through to the cookie", () => {
    expect(resolveLocale(request("/?lng=fr", { cookie: "lng=pt" }))).toBe("pt");
    expect(resolveLocale(request("/?lng=PT"))).toBe("en");
  });

  it("takes the lng cookie next, over Accept-Language", () => {
    expect(LOCALE_COOKIE).toBe("lng");
    expect(resolveLocale(request("/", { cookie: "lng=es", "accept-language": "pt-PT" }))).toBe("es");
    expect(resolveLocale(request("/", { cookie: "theme=dark; lng=pt; other=1" }))).toBe("pt");
  });

  it("does not mistake another cookie ending in lng for it", () => {
    expect(resolveLocale(request("/", { cookie: "xlng=pt" }))).toBe("en");
    expect(resolveLocale(request("/", { cookie: "lng=fr", "accept-language": "es" }))).toBe("es");
  });

  it("then picks the best supported Accept-Language by quality", () => {
    expect(resolveLocale(request("/", { "accept-language": "pt-PT,pt;q=0.9,en;q=0.8" }))).toBe("pt");
    expect(resolveLocale(request("/", { "accept-language": "fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7" }))).toBe("es");
    expect(resolveLocale(request("/", { "accept-language": "en;q=0.5, es;q=0.9" }))).toBe("es");
    expect(resolveLocale(request("/", { "accept-language": "ES-es" }))).toBe("es");
  });

  it("falls back to English when nothing is supported", () => {
    expect(resolveLocale(request("/", { "accept-language": "fr-FR,de;q=0.8" }))).toBe("en");
    expect(resolveLocale(request("/", { "accept-language": "" }))).toBe("en");
    expect(resolveLocale(request("/", { "accept-language": "*" }))).toBe("en");
  });
});
