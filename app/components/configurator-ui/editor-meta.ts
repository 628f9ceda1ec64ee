import { messageText } from "../orders/page-meta.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { EditorPageData } from "./editor-data.server.ts";

/** `meta` of the configurator's pages: "Customise: {garment}"; never indexed (designs are private). */
export function editorMeta(
  matches: readonly unknown[],
  loaderData: Pick<EditorPageData, "options"> | undefined,
  path: string,
) {
  const root = rootFromMatches(matches);
  const garment = loaderData?.options.name ?? "";
  return seoMeta(
    {
      title: messageText(root, "customize", "editor.title", { garment }),
      description: messageText(root, "customize", "editor.lead"),
      path,
      noindex: true,
    },
    root,
  );
}
