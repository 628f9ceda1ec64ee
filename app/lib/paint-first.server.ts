import { Transform, type Writable } from "node:stream";
import { stopWithDestination } from "./stream-departure.server.ts";

/**
 * Paint first, then hydrate (ADR 0031, issue 17). React Router's `<Scripts>` writes, for the first view, a
 * `<link rel="modulepreload">` per module of the page (~15–30, React hoists them into `<head>`) and one inline
 * `<script type="module" async>` whose static `import`s load the route modules, then the browser entry. The
 * browser starts all of it with the HTML, so ~160 kB of hydration code shares the first round trips with the
 * style sheet and the LCP image, and on a fast connection it is parsed and run before the first paint, which
 * then waits for it.
 *
 * This rewrites the shell of a server-rendered page so that no script is fetched before the first paint:
 * - every `<link rel="modulepreload">` is taken out of the HTML, its `href` kept (in order, once each);
 * - the `<script type="module" async>` keeps its place and its text, with `type="text/plain"` (inert; React's
 *   hydration does not compare a script's attributes or its text: `suppressHydrationWarning`);
 * - right after it, {@link BOOT_SCRIPT} (classic, with the page's CSP nonce) waits for the first contentful
 *   paint, then adds the module preloads back and inserts a module script with the same text and nonce, which
 *   loads and hydrates the page exactly as React Router's would.
 *
 * Everything else passes through unchanged, so streamed (deferred) data and client navigations work as before.
 */

/** How long the boot script waits for the first contentful paint before it starts anyway, ms. */
export const BOOT_FALLBACK_MS = 3_000;

/**
 * The classic inline script written after the inert module script; `document.currentScript.dataset.preload`
 * holds the module URLs as JSON. It starts the page's JavaScript in the first animation frame in which the
 * browser's paint timing lists the first contentful paint (Paint Timing; a `paint` PerformanceObserver's
 * callback can come much later on a busy main thread, and two frames are not always enough), or in the second
 * frame where the browser has no paint timing. It starts at once in a hidden tab (no frames, nothing painted)
 * and after {@link BOOT_FALLBACK_MS} whatever happened.
 */
export const BOOT_SCRIPT = `(function(){var d=document,w=window,s=d.currentScript,m=s.previousElementSibling,h=JSON.parse(s.dataset.preload||"[]"),n=s.nonce,done=0;function go(){if(done)return;done=1;for(var i=0;i<h.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.href=h[i];if(n)l.nonce=n;d.head.appendChild(l)}var x=d.createElement("script");x.type="module";if(n)x.nonce=n;x.textContent=m.textContent;d.body.appendChild(x)}if(d.visibilityState==="hidden")return go();var P=w.PerformanceObserver,f=w.performance;function poll(){if(f.getEntriesByName("first-contentful-paint").length)go();else requestAnimationFrame(poll)}if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)requestAnimationFrame(poll);else requestAnimationFrame(function(){requestAnimationFrame(go)});setTimeout(go,${BOOT_FALLBACK_MS})})()`;

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]*)"/;
const MODULE_SCRIPT_START = ' type="module" async="">';
const MODULE_SCRIPT = /<script((?:\s+nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** `html` without its module preloads; their URLs are added to `hrefs` (in order, once each). */
function takePreloads(html: string, hrefs: string[]): string {
  return html.replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1];
    if (href && !hrefs.includes(href)) hrefs.push(href);
    return "";
  });
}

/** React Router's module script (a {@link MODULE_SCRIPT} match) made inert, followed by the boot script. */
function inertWithBoot(script: RegExpExecArray, hrefs: string[], nonce: string): string {
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : "";
  // the URLs are the build's asset paths; entity-escaped for the attribute, JSON.parse reads them back
  const boot = `<script${nonceAttribute} data-preload="${escapeAttribute(JSON.stringify(hrefs))}">${BOOT_SCRIPT}</script>`;
  return `<script${script[1]} type="text/plain" async="">${script[2]}</script>${boot}`;
}

/**
 * Rewrites one page's shell HTML as described above.
 * @param html the HTML from its start up to at least the end of React Router's module script
 * @param nonce the response's CSP nonce (written on the boot script; the inserted elements copy it)
 * @returns the same HTML when it holds no module script (an error page rendered without `<Scripts>`)
 */
export function paintFirst(html: string, nonce: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const hrefs: string[] = [];
  const before = takePreloads(html.slice(0, script.index), hrefs);
  const after = takePreloads(html.slice(script.index + script[0].length), hrefs);
  return `${before}${inertWithBoot(script, hrefs, nonce)}${after}`;
}

const SCRIPT_START = Buffer.from(MODULE_SCRIPT_START);
const SCRIPT_END = Buffer.from("</script>");
const SCRIPT_TAG = Buffer.from("<script");
const HEAD_END = Buffer.from("</head>");

/**
 * {@link paintFirst} on the bytes of a page's shell, `bytes` up to `end` (the end of the module script, whose
 * type attribute starts at `startAt`); the bytes after `end` follow as they are. Only the head (where React hoists
 * every `<link>`, the module preloads too) and the module script are decoded and rewritten; the body between
 * them, most of the page, passes as bytes. A shell of another shape is rewritten whole as a string.
 */
function paintFirstBytes(bytes: Buffer, startAt: number, end: number, nonce: string): Buffer[] {
  const rest = end < bytes.length ? [bytes.subarray(end)] : [];
  const scriptAt = bytes.lastIndexOf(SCRIPT_TAG, startAt);
  const headEnd = bytes.indexOf(HEAD_END);
  const script = scriptAt < 0 ? null : MODULE_SCRIPT.exec(bytes.toString("utf8", scriptAt, end));
  if (script?.index !== 0 || headEnd < 0 || headEnd > scriptAt)
    return [Buffer.from(paintFirst(bytes.toString("utf8", 0, end), nonce)), ...rest];
  const hrefs: string[] = [];
  const head = Buffer.from(takePreloads(bytes.toString("utf8", 0, headEnd), hrefs));
  return [head, bytes.subarray(headEnd, scriptAt), Buffer.from(inertWithBoot(script, hrefs, nonce)), ...rest];
}

/**
 * A stream transform for `renderToPipeableStream(…).pipe`: holds the HTML until React Router's module script has
 * passed (it is the end of the shell, which React writes in one go), rewrites it with {@link paintFirst}, then
 * passes every later chunk through untouched. A stream that ends first passes as it is (it holds no whole module
 * script, so {@link paintFirst} would leave it unchanged).
 *
 * It works on bytes: each chunk is searched once (with the few bytes before it, for a marker split across two
 * chunks), the held chunks are joined once and rewritten by {@link paintFirstBytes}, and later chunks pass as
 * they came. Searching a string grown chunk by chunk made V8 flatten it on every chunk, ~12 % of an uncached
 * product page's server time, and decoding and re-encoding the whole page another ~11 % (issue 17).
 */
export function paintFirstTransform(nonce: string): Transform {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let tail: Buffer = Buffer.alloc(0); // the held bytes' end, too short to hold the marker sought
  let startAt = -1; // where the module script's type attribute starts in the held bytes, once seen
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      const window = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
      const windowStart = heldBytes - window.length;
      let from = 0;
      if (startAt < 0) {
        const at = window.indexOf(SCRIPT_START);
        if (at < 0) {
          tail = window.subarray(Math.max(0, window.length - SCRIPT_START.length + 1));
          return callback();
        }
        startAt = windowStart + at;
        from = at + SCRIPT_START.length;
      }
      const at = window.indexOf(SCRIPT_END, from);
      if (at < 0) {
        tail = window.subarray(Math.max(from, window.length - SCRIPT_END.length + 1));
        return callback();
      }
      passing = true;
      const shell = Buffer.concat(held, heldBytes);
      held = [];
      for (const part of paintFirstBytes(shell, startAt, windowStart + at + SCRIPT_END.length, nonce)) this.push(part);
      callback();
    },
    flush(callback) {
      // the page ended before a whole module script (an error page without `<Scripts>`): nothing to rewrite
      for (const chunk of held) this.push(chunk);
      callback();
    },
  });
}

/**
 * The transform, piped into `destination` (the response body): hand it to React's `pipe`. A destination that
 * is destroyed (the visitor left: the response stream was cancelled) destroys the transform too, which tells
 * React to stop rendering; the error is handled here, never an unhandled `'error'` event, also when the body is
 * destroyed after the whole page was written into it.
 */
export function paintFirstInto(destination: Writable, nonce: string): Transform {
  const transform = paintFirstTransform(nonce);
  // the visitor left; React stops when the transform closes
  stopWithDestination(transform, destination);
  return transform;
}
