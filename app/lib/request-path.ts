/**
 * The page a loader or action runs for, from its request. React Router's client-side navigations
 * fetch `{path}.data?…&_routes=…`; links, redirects and sign-in return addresses built from that
 * raw URL would lead to the data endpoint, so they use these instead.
 */

/** The page's path: no `.data` suffix (`/_root.data` is `/`), no trailing slash (but `/`). */
export function pagePath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
  return path === "/_root" ? "/" : path;
}

/** The page's path and query, without React Router's own `_routes` and `index` params. */
export function pageUrl(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return `${pagePath(request)}${search ? `?${search}` : ""}`;
}
