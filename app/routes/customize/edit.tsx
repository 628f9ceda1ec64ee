import { type ShouldRevalidateFunctionArgs, data } from "react-router";
import { DesignEditor } from "../../components/configurator-ui/design-editor.tsx";
import { loadDesign } from "../../components/configurator-ui/editor-data.server.ts";
import { editorMeta } from "../../components/configurator-ui/editor-meta.ts";
import type { Route } from "./+types/edit";

/**
 * Edit a saved design (spec §2 `/customize/{id}/edit`). `{id}` is the **design** id (`dsg_…`), not a
 * product: a design names its garment, and one garment may have many designs (ADR 0009's "one 3D
 * product per garment type"). Only the owner opens it (anyone else gets 404; published designs are
 * copied from the gallery instead).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { page, headers } = await loadDesign(request, context, params.id);
  return data(page, { headers });
}

/**
 * The editor keeps its own state and saves through the API: its data is read again only for another
 * address (e.g. `?lng=`), never after an unrelated form on the page (the header's currency).
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;
}

/** Private and not indexed (the loader's guest cookie is added by React Router). */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  return editorMeta(matches, loaderData, `/customize/${params.id}/edit`);
}

export default function EditDesign({ loaderData }: Route.ComponentProps) {
  return <DesignEditor key={loaderData.design?.id ?? "new"} page={loaderData} />;
}
