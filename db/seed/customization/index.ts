/**
 * The configurator's demo options (issue 5; ADR 0009): the dye palette, the three techniques with
 * their price rules, label and tag options, and one 3D product per garment type with its dyes and
 * placements (printable areas and UVs from `core/customization/uv-layout.ts`). Inserted by
 * `seedCustomization()`, which `db/seed/seed-demo.ts` calls in its transaction.
 */

import { and, eq } from "drizzle-orm";
import {
  dyeTable,
  labelOptionTable,
  threeProductPlacementTable,
  techniqueTable,
  threeProductDyeTable,
  threeProductTable,
} from "../../../core/customization/customization.sql.ts";
import type { TechniqueCode } from "../../../core/customization/options.ts";
import {
  GARMENT_LAYOUTS,
  PLACEMENT_UV,
  type PlacementCode,
  overlappingPlacements,
} from "../../../core/customization/uv-layout.ts";
import { createId } from "../../../core/shared/ids.ts";
import type { Database } from "../../client.ts";
import { seedDyes } from "./dyes.ts";
import { seedLabelOptions } from "./labels.ts";
import { seedTechniques } from "./techniques.ts";
import { PLACEMENT_NAMES, seedThreeProducts } from "./three-products.ts";

export { seedDyes } from "./dyes.ts";
export { seedLabelOptions } from "./labels.ts";
export { seedTechniques } from "./techniques.ts";
export { PLACEMENT_NAMES, seedThreeProducts } from "./three-products.ts";
export type { SeedDye, SeedLabelOption, SeedTechnique, SeedThreeProduct } from "./types.ts";

/**
 * Seeds the configurator's options. Idempotent like the rest of the demo seed: rows are keyed by
 * code (placements by 3D product + code, dye links by both ids) and inserted only when missing, so
 * a re-run changes nothing and never overwrites an administrator's price or text edits.
 * @param db the database or the open transaction of `seedDemo`
 * @throws Error when the seed data names a dye or placement that does not exist (a seed bug)
 */
export async function seedCustomization(db: Database): Promise<void> {
  for (const [i, d] of seedDyes.entries()) {
    await db
      .insert(dyeTable)
      .values({ id: createId("dye"), code: d.code, hex: d.hex, name: d.name, sortOrder: i })
      .onConflictDoNothing({ target: dyeTable.code });
  }
  for (const [i, t] of seedTechniques.entries()) {
    await db
      .insert(techniqueTable)
      .values({ id: createId("technique"), ...t, sortOrder: i })
      .onConflictDoNothing({ target: techniqueTable.code });
  }
  for (const [i, l] of seedLabelOptions.entries()) {
    await db
      .insert(labelOptionTable)
      .values({ id: createId("labelOption"), ...l, sortOrder: i })
      .onConflictDoNothing({ target: labelOptionTable.code });
  }
  const dyes = new Map(
    (await db.select({ id: dyeTable.id, code: dyeTable.code }).from(dyeTable)).map((d) => [d.code, d.id]),
  );

  for (const [i, p] of seedThreeProducts.entries()) {
    await db
      .insert(threeProductTable)
      .values({
        id: createId("threeProduct"),
        code: p.garmentType,
        garmentType: p.garmentType,
        name: p.name,
        description: p.description,
        sizes: p.sizes,
        sizeSurchargeCents: p.sizeSurchargeCents,
        basePriceBreaks: p.basePriceBreaks,
        defaultDyeCode: p.defaultDye,
        sortOrder: i,
      })
      .onConflictDoNothing({ target: threeProductTable.code });
    const [row] = await db
      .select({ id: threeProductTable.id })
      .from(threeProductTable)
      .where(eq(threeProductTable.code, p.garmentType));
    if (!row) throw new Error(`seed 3D product ${p.garmentType} was not stored`);

    for (const [j, code] of p.dyes.entries()) {
      const dyeId = dyes.get(code);
      if (!dyeId) throw new Error(`seed 3D product ${p.garmentType}: unknown dye ${code}`);
      await db
        .insert(threeProductDyeTable)
        .values({ threeProductId: row.id, dyeId, sortOrder: j })
        .onConflictDoNothing();
    }

    const layout = GARMENT_LAYOUTS[p.garmentType];
    for (const [j, [code, techniques]] of (
      Object.entries(p.placements) as [PlacementCode, TechniqueCode[]][]
    ).entries()) {
      const area = layout.placements[code];
      if (!area) throw new Error(`seed 3D product ${p.garmentType}: no ${code} area in GARMENT_LAYOUTS`);
      const existing = await db
        .select({ id: threeProductPlacementTable.id })
        .from(threeProductPlacementTable)
        .where(and(eq(threeProductPlacementTable.threeProductId, row.id), eq(threeProductPlacementTable.code, code)));
      if (existing.length > 0) continue;
      await db.insert(threeProductPlacementTable).values({
        id: createId("placement"),
        threeProductId: row.id,
        code,
        panel: area.panel,
        name: PLACEMENT_NAMES[code],
        widthMm: area.widthMm,
        heightMm: area.heightMm,
        uv: PLACEMENT_UV[p.garmentType][code]!,
        techniques,
        excludes: overlappingPlacements(p.garmentType, code).filter((other) => other in p.placements),
        sortOrder: j,
      });
    }
  }
}
