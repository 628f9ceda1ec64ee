import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { EditorPageData } from "./editor-data.server.ts";
import { rootText } from "../../lib/i18n.ts";

/**
 * `meta` of the configurator's pages: "Customise the {garment}" (the catalogue product it was opened
 * from, else the garment type's name); never indexed (designs are private).
 */
export function editorMeta(
  matches: readonly unknown[],
  loaderData: Pick<EditorPageData, "garmentName"> | undefined,
  path: string,
) {
  const root = rootFromMatches(matches);
  const garment = loaderData?.garmentName ?? "";
  return seoMeta(
    {
      title: rootText(root, "custom", "editorTitle", { garment }),
      description: rootText(root, "customize", "editor.lead"),
      path,
      noindex: true,
    },
    root,
  );
}
