import type { SeedCmsPage } from "./types.ts";
import about from "./about.ts";
import faq from "./faq.ts";
import community from "./community.ts";
import promo from "./promo.ts";
import privacy from "./privacy.ts";
import shipping from "./shipping.ts";
import terms from "./terms.ts";
import contact from "./contact.ts";
import size from "./size.ts";
import complaints from "./complaints.ts";
import disputeResolution from "./dispute-resolution.ts";

export type { SeedCmsPage } from "./types.ts";

/** All seeded CMS content pages (en, pt-PT, es-ES). The FAQ page is also served at /faq. */
export const seedCmsPages: SeedCmsPage[] = [
  about,
  faq,
  community,
  promo,
  privacy,
  shipping,
  terms,
  contact,
  size,
  complaints,
  disputeResolution,
];
