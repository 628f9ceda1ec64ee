import type { Localized } from "../../../core/shared/locale.ts";

/** A CMS content page as seeded into the database (English, pt-PT and es-ES). */
export interface SeedCmsPage {
  /** stable key, as in spec §7's CMS configurator list where one exists */
  key: string;
  /** public path, e.g. "/about" */
  path: string;
  /** the H1 and <title> */
  title: Localized;
  /** meta description, 120–160 characters */
  description: Localized;
  /** Markdown (headings from ## downward, lists, links, tables allowed; no raw HTML) */
  body: Localized;
}
