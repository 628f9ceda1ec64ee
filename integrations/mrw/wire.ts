/**
 * SOAP 1.1 on the wire for MRW (integrations.md §3), shared by the client and the simulator:
 * building envelopes with fast-xml-parser's builder (which escapes `& < > " '` in text and
 * attributes), parsing them with namespace prefixes removed and every value kept as a string
 * ("0220" stays "0220"), reading SOAP faults, and MRW's Spanish local times.
 */
import { XMLBuilder, XMLParser } from "fast-xml-parser";
import { SOAP_NAMESPACE } from "./types.ts";

/** An XML element tree: a string, a list of trees (repeated elements) or named children; `@_x` keys are attributes. */
export type XmlTree = string | XmlTree[] | { [name: string]: XmlTree | undefined };

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  suppressEmptyNode: false,
  suppressBooleanAttributes: false,
  format: false,
});

/**
 * Prefixes every element name of a tree with `prefix:` (attributes and already-prefixed names are
 * left alone) and drops undefined children.
 */
export function qualify(prefix: string, tree: XmlTree): XmlTree {
  if (typeof tree === "string") return tree;
  if (Array.isArray(tree)) return tree.map((item) => qualify(prefix, item));
  const out: { [name: string]: XmlTree } = {};
  for (const [name, value] of Object.entries(tree)) {
    if (value === undefined) continue;
    const key = name.startsWith("@_") || name.includes(":") ? name : `${prefix}:${name}`;
    out[key] = name.startsWith("@_") ? value : qualify(prefix, value);
  }
  return out;
}

/**
 * A SOAP 1.1 envelope (prefix `soap`) as text, with an XML declaration.
 * @param parts `namespaces` (prefix → URI, declared on the envelope), optional `header` and the `body` children
 */
export function buildSoapEnvelope(parts: {
  namespaces?: Record<string, string>;
  header?: { [name: string]: XmlTree | undefined };
  body: { [name: string]: XmlTree | undefined };
}): string {
  const envelope: { [name: string]: XmlTree | undefined } = { "@_xmlns:soap": SOAP_NAMESPACE };
  for (const [prefix, uri] of Object.entries(parts.namespaces ?? {})) envelope[`@_xmlns:${prefix}`] = uri;
  if (parts.header) envelope["soap:Header"] = parts.header;
  envelope["soap:Body"] = parts.body;
  return `<?xml version="1.0" encoding="utf-8"?>${builder.build({ "soap:Envelope": envelope })}`;
}

/** A SOAP fault (`soap:Fault` in the body). */
export interface SoapFault {
  faultcode: string;
  faultstring: string;
}

/** A parsed envelope: header and body children by local name, and the fault if the body is one. */
export interface ParsedEnvelope {
  header: Record<string, unknown>;
  body: Record<string, unknown>;
  fault?: SoapFault;
}

/**
 * Parses a SOAP envelope. Element names lose their prefixes; attributes are ignored (so
 * `i:nil="true"` elements read as ""); values stay strings, trimmed.
 * @param arrayPaths dotted paths from the root (e.g. `Envelope.Body.X.Points.Point`) that are lists
 *   even when they hold one element
 * @throws Error when the text is not XML or has no `Envelope/Body`
 */
export function parseSoapEnvelope(xml: string, arrayPaths: readonly string[] = []): ParsedEnvelope {
  const arrays = new Set(arrayPaths);
  const parser = new XMLParser({
    removeNSPrefix: true,
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: true,
    isArray: (_name, jpath) => arrays.has(String(jpath)),
  });
  const root = parser.parse(xml, true) as Record<string, unknown>;
  const envelope = root.Envelope;
  if (!isRecord(envelope) || !("Body" in envelope)) throw new Error("not a SOAP envelope");
  const body = isRecord(envelope.Body) ? envelope.Body : {};
  const header = isRecord(envelope.Header) ? envelope.Header : {};
  const fault = isRecord(body.Fault)
    ? { faultcode: text(body.Fault.faultcode), faultstring: text(body.Fault.faultstring) }
    : undefined;
  return { header, body, fault };
}

/** True for a plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The string value of a parsed element ("" for missing or nil). */
export function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Offset of `timeZone` from UTC at `at`, in minutes (e.g. 60 for Madrid in winter). */
export function timeZoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** MRW's local time zone: its systems are in Spain (peninsular time) [?]. */
export const MRW_TIME_ZONE = "Europe/Madrid";

/** The instant of a wall-clock time in `timeZone` (month 1–12). */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone = MRW_TIME_ZONE,
): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = timeZoneOffsetMinutes(new Date(guess), timeZone);
  const candidate = guess - first * 60_000;
  const second = timeZoneOffsetMinutes(new Date(candidate), timeZone);
  return new Date(second === first ? candidate : guess - second * 60_000);
}

/** `xs:dateTime` text of an instant in `timeZone` with its offset, e.g. "2026-05-07T18:58:36+02:00". */
export function zonedDateTimeText(at: Date, timeZone = MRW_TIME_ZONE): string {
  const offset = timeZoneOffsetMinutes(at, timeZone);
  const local = new Date(at.getTime() + offset * 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${local.toISOString().slice(0, 19)}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** Calendar parts of an instant in `timeZone`. */
export function zonedParts(
  at: Date,
  timeZone = MRW_TIME_ZONE,
): { year: number; month: number; day: number; hour: number; minute: number } {
  const local = new Date(at.getTime() + timeZoneOffsetMinutes(at, timeZone) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}
