import { MAX_TOTALS_QUANTITY, mulDivHalfUp } from "../checkout/compute-totals.ts";
import { labelOffered } from "./label-rules.ts";
import { rotatedBox } from "./artwork-box.ts";
import { decorationClashes } from "./decoration-overlap.ts";
import {
  type AreaBand,
  type BlankRule,
  type DesignOptions,
  LABEL_SLOTS,
  type LabelRule,
  type LabelSlot,
  type PlacementRule,
  type PriceBreak,
  type TechniqueCode,
  type TechniqueRule,
  isTechniqueCode,
} from "./options.ts";
import { type DesignRefusal, type DesignRefusalCode, DesignInvalid } from "./refusals.ts";

/**
 * The configurator's price engine (issue 5 "Live price"): pure, no database, no clock; the same code
 * prices the live configurator, the cart's custom lines and quotes.
 *
 * ## Rules (numbers are data: the 3D product's options; ADR 0009)
 * 1. **Money** is integer EUR cents **including Portuguese VAT 23 %**, like catalogue prices; the
 *    buying tax engine (`core/checkout/compute-totals.ts`) splits VAT per destination later.
 * 2. **Quantity** = the sum of the size distribution. Every quantity break (garment, decoration) is
 *    chosen on that total: the break with the largest `minQuantity` ≤ quantity.
 * 3. **Garment**: base unit price at the break × quantity; plus the size surcharge × units of that
 *    size (XXL, 3XL). A design made from a **blank** (a customizable catalogue product, `spec.blank`)
 *    is priced from that product's price: the 1-unit price is the product's price and every other
 *    break keeps the 3D product's ladder ratio ({@link blankPriceBreaks}); a blank that is not among
 *    `options.products` is refused (`BLANK_NOT_OFFERED`). Without `spec.blank` the 3D product's own
 *    ladder applies.
 * 4. **Decoration per decoration** (× quantity; a placement may hold several artworks and texts, each
 *    priced on its own — ADR 0011 "Several decorations per placement"):
 *    - digital print: the unit price of the area band of the artwork (width × height mm²);
 *    - screen print: colours × the per-colour unit price;
 *    - embroidery: the unit price of the stitch-area band (`stitchAreaMm2`, default width × height).
 * 5. **Labels**: one option per slot (the slot's default when the design names none); unit price ×
 *    quantity; "none" adds no line.
 * 6. **Development costs**, one-off per decoration (each has its own screens or film): screen print `developmentCentsPerColour` × colours
 *    (spec §9: 50 EUR per colour); embroidery the band's film cost (spec §9: 50–200 EUR by size);
 *    digital print none.
 * 7. **Refusals** (all collected, then thrown as one {@link DesignInvalid}): see `refusals.ts`.
 *    MOQs: technique minimums, label minimums (woven neck label 500, spec §5). Decorations whose
 *    boxes overlap on a panel across placements or techniques are refused (`PLACEMENT_CONFLICT`,
 *    `decoration-overlap.ts`); a left chest beside a front print is fine.
 * 8. **Samples** (`mode: "sample"`, spec §5): exactly one unit, priced at the first break of every
 *    rule (the 1-piece price), decoration and labels included, **no development costs**, technique
 *    and label minimums waived (screen-print placements are proofed digitally, a woven label by a
 *    printed stand-in; the screens or film are charged once with the first bulk order).
 * 9. **Under-delivery** (spec §9, 3–5 % from dye damage) is never charged: damaged garments are not
 *    shipped and not invoiced. `underDelivery` only informs (bulk only).
 * 10. Per-unit figures are the total ÷ quantity rounded half-up (`mulDivHalfUp`); the total is the
 *    exact sum of the lines.
 */

/** One decorated placement of a design. Lengths in mm, areas in mm². */
export interface DesignPlacementInput {
  /** Placement code of the 3D product (`front`, `left-chest` …). */
  placement: string;
  /** `digital-print`, `screen-print` or `embroidery`. */
  technique: string;
  /** The artwork's printed width and height before rotation, mm (> 0). */
  widthMm: number;
  heightMm: number;
  /** Clockwise rotation, degrees; the rotated box must fit the printable area. */
  rotationDeg?: number;
  /**
   * Centre from the printable area's top-left corner, mm (x right, y down): where the decoration sits,
   * for the overlap rule. Absent: taken to fill its printable area.
   */
  centerXMm?: number;
  centerYMm?: number;
  /** Ink colours (screen print: required, 1–max) or thread colours (embroidery: optional, ≤ max). */
  colourCount?: number;
  /** Embroidery: estimated stitched area, mm² (0 < area ≤ width × height); default width × height. */
  stitchAreaMm2?: number;
}

/** What a customer chose (spec §3 "Customization": garment, labels, artwork, position, size distribution). */
export interface DesignSpec {
  /** The blank's catalogue product id (`prd_…`, one of `options.products`); absent = the 3D product's own ladder. */
  blank?: string | null;
  /** Dye code from the 3D product's palette. */
  dye: string;
  /** Label option code per slot; a missing slot takes the slot's default option. */
  labels?: Partial<Record<LabelSlot, string>>;
  placements: DesignPlacementInput[];
  /** Units per size code, e.g. `{ S: 10, M: 20 }`; zeros allowed, the sum must be ≥ 1. */
  sizes: Record<string, number>;
  /** `bulk` (default) or `sample` (rule 8). */
  mode?: "bulk" | "sample";
}

/** Kinds of price lines, in the order they are listed. */
export type PriceLineKind = "garment" | "size-surcharge" | "decoration" | "label" | "development";

/**
 * One line of the breakdown, EUR cents incl. VAT: `totalCents = unitCents × quantity`. Development
 * lines are one-off (`quantity` 1). `code` is the garment type, size, placement or label option code.
 */
export interface PriceLine {
  kind: PriceLineKind;
  code: string;
  unitCents: number;
  quantity: number;
  totalCents: number;
  /** The quantity break applied (per-unit lines priced by break). */
  breakMinQuantity?: number;
  /** Garment line of a design made from a blank: the catalogue product's id. */
  product?: string;
  placement?: string;
  /** Decoration and development lines: the decoration's index in the design's placements list. */
  decoration?: number;
  technique?: TechniqueCode;
  slot?: LabelSlot;
  /** Screen-print colours (decoration and development lines). */
  colours?: number;
  /** The area or stitch area priced, mm², and the band it fell in (digital print, embroidery). */
  areaMm2?: number;
  bandMaxAreaMm2?: number;
}

/** Spec §9: 3–5 % of a dyed batch is typically damaged; never charged. */
export const UNDER_DELIVERY_RATE_BP = { min: 300, max: 500 } as const;

/** Informational (rule 9): how many units may not be delivered, and that they are not charged. */
export interface UnderDelivery {
  minRateBp: number;
  maxRateBp: number;
  /** floor(quantity × 3 %) and ceil(quantity × 5 %). */
  minUnits: number;
  maxUnits: number;
  charged: false;
}

/** A priced design. All money EUR cents incl. Portuguese VAT 23 % (`vatIncluded: true`). */
export interface DesignPrice {
  mode: "bulk" | "sample";
  currency: "EUR";
  vatIncluded: true;
  /** Units, all sizes. */
  quantity: number;
  /** The sizes with units > 0, in the 3D product's size order. */
  sizes: { size: string; quantity: number }[];
  /** The garment quantity break applied (its `minQuantity`). */
  breakMinQuantity: number;
  lines: PriceLine[];
  /** Σ per-unit lines (garment, surcharges, decoration, labels). */
  recurringCents: number;
  /** Σ development lines (one-off). */
  developmentCents: number;
  /** recurring + development. */
  totalCents: number;
  /** total ÷ quantity, half-up: the all-in price of one unit. */
  unitCents: number;
  /** recurring ÷ quantity, half-up: one unit without the one-off costs. */
  recurringUnitCents: number;
  /** Bulk only; null for samples. */
  underDelivery: UnderDelivery | null;
}

/**
 * The break for `quantity`: the one with the largest `minQuantity` ≤ quantity, or the first break
 * when the quantity is below all of them (samples, rule 8).
 * @param breaks sorted by `minQuantity` ascending, at least one
 * @throws RangeError on an empty list
 */
export function pickBreak(breaks: readonly PriceBreak[], quantity: number): PriceBreak {
  const first = breaks[0];
  if (!first) throw new RangeError("A price rule has no breaks");
  let chosen = first;
  for (const b of breaks) if (b.minQuantity <= quantity) chosen = b;
  return chosen;
}

/**
 * The garment's price ladder on a blank (rule 3): the 1-unit price is the blank's price and each
 * break keeps the ratio of the 3D product's ladder, `round_half_up(priceCents × break ÷ first break)`.
 * E.g. ladder 39.90 / 34.50 / … / 24.90 € on a 59.90 € product → 59.90 / 51.79 / … / 37.38 €.
 * @param ladder the 3D product's `basePriceBreaks` (sorted, first break at 1 unit, unit price > 0)
 * @param priceCents the product's price, EUR cents incl. VAT (> 0)
 * @returns the scaled breaks (the ladder unchanged when its first price is not positive)
 */
export function blankPriceBreaks(ladder: readonly PriceBreak[], priceCents: number): PriceBreak[] {
  const first = ladder[0]?.unitCents ?? 0;
  if (!(first > 0) || !(priceCents > 0)) return ladder.map((b) => ({ ...b }));
  return ladder.map((b) => ({
    minQuantity: b.minQuantity,
    unitCents: b === ladder[0] ? priceCents : mulDivHalfUp(priceCents, b.unitCents, first),
  }));
}

/** The first band whose `maxAreaMm2` ≥ `areaMm2`, or null when the area exceeds every band. */
function pickBand<B extends AreaBand>(bands: readonly B[], areaMm2: number): B | null {
  return bands.find((b) => areaMm2 <= b.maxAreaMm2) ?? null;
}

const EPSILON = 1e-9;
const isCount = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
const positive = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && n > 0;

interface Checked {
  mode: "bulk" | "sample";
  blank: BlankRule | null;
  quantity: number;
  sizes: { size: string; quantity: number }[];
  placements: {
    index: number;
    input: DesignPlacementInput;
    rule: PlacementRule;
    technique: TechniqueRule;
    areaMm2: number;
    stitchAreaMm2: number;
    colours: number;
  }[];
  labels: { slot: LabelSlot; rule: LabelRule }[];
}

/**
 * Checks a design against the 3D product's options without pricing it.
 * @param options the 3D product's rules ({@link DesignOptions})
 * @param spec the design
 * @returns every refusal (empty when the design can be priced), in input order
 */
export function checkDesign(options: DesignOptions, spec: DesignSpec): DesignRefusal[] {
  return inspect(options, spec).refusals;
}

function inspect(options: DesignOptions, spec: DesignSpec): { refusals: DesignRefusal[]; checked: Checked } {
  const refusals: DesignRefusal[] = [];
  const refuse = (code: DesignRefusalCode, field: string, message: string, details: Record<string, unknown> = {}) =>
    refusals.push({ code, field, message, details });
  const mode = spec.mode === "sample" ? "sample" : "bulk";

  // Sizes and quantity.
  const sizes: Checked["sizes"] = [];
  let quantity = 0;
  const given = spec.sizes && typeof spec.sizes === "object" ? spec.sizes : {};
  for (const [size, n] of Object.entries(given)) {
    if (!isCount(n)) {
      refuse("INVALID_QUANTITY", `sizes.${size}`, `The quantity of size ${size} must be a whole number ≥ 0`, {
        size,
        quantity: n,
      });
      continue;
    }
    if (n === 0) continue;
    if (!options.sizes.includes(size)) {
      refuse("SIZE_NOT_OFFERED", `sizes.${size}`, `Size ${size} is not offered for this garment`, {
        size,
        sizes: options.sizes,
      });
      continue;
    }
    quantity += n;
  }
  for (const size of options.sizes) {
    const n = given[size];
    if (isCount(n) && n > 0) sizes.push({ size, quantity: n });
  }
  if (quantity === 0 && !refusals.some((r) => r.field.startsWith("sizes."))) {
    refuse("EMPTY_SIZE_DISTRIBUTION", "sizes", "Enter at least one unit in the size distribution");
  }
  if (quantity > MAX_TOTALS_QUANTITY) {
    refuse("QUANTITY_TOO_LARGE", "sizes", `A design can be ordered in at most ${MAX_TOTALS_QUANTITY} units`, {
      maximum: MAX_TOTALS_QUANTITY,
      quantity,
    });
  }
  if (mode === "sample" && quantity !== 1 && quantity > 0) {
    refuse("SAMPLE_QUANTITY", "sizes", "A sample is one unit", { required: 1, quantity });
  }
  const bulk = mode === "bulk" && quantity > 0;

  // Dye.
  if (!options.dyes.some((d) => d.code === spec.dye)) {
    refuse("DYE_NOT_OFFERED", "dye", `Dye ${String(spec.dye)} is not offered for this garment`, { dye: spec.dye });
  }

  // Blank.
  let blank: BlankRule | null = null;
  if (spec.blank !== undefined && spec.blank !== null) {
    blank = options.products?.find((p) => p.id === spec.blank) ?? null;
    if (!blank) {
      refuse("BLANK_NOT_OFFERED", "blank", `Product ${String(spec.blank)} is not offered for this garment`, {
        blank: spec.blank,
      });
    }
  }

  // Placements.
  const placements: Checked["placements"] = [];
  const list = Array.isArray(spec.placements) ? spec.placements : [];
  // overlapping decorations across placements or techniques (a left chest beside a front print is fine)
  const clashing = new Set<number>();
  for (const [i, j] of decorationClashes(
    options.garmentType,
    list.map((p) => ({
      placement: p.placement,
      technique: p.technique,
      widthMm: positive(p.widthMm) ? p.widthMm : 0,
      heightMm: positive(p.heightMm) ? p.heightMm : 0,
      centerXMm: Number.isFinite(p.centerXMm) ? p.centerXMm : undefined,
      centerYMm: Number.isFinite(p.centerYMm) ? p.centerYMm : undefined,
      rotationDeg: Number.isFinite(p.rotationDeg) ? p.rotationDeg : 0,
    })),
  )) {
    if (clashing.has(j)) continue;
    clashing.add(j);
    const code = list[j]!.placement;
    const other = list[i]!.placement;
    refuse(
      "PLACEMENT_CONFLICT",
      `placements.${j}.placement`,
      other === code
        ? `Two decorations with different techniques overlap on the ${code} placement: move one`
        : `The ${code} decoration overlaps the ${other} decoration: move or shrink one`,
      { placement: code, conflictsWith: other, decoration: j, otherDecoration: i },
    );
  }
  list.forEach((input, i) => {
    const f = `placements.${i}`;
    const code = input.placement;
    const rule = options.placements.find((p) => p.code === code);
    if (!rule) {
      refuse("PLACEMENT_UNKNOWN", `${f}.placement`, `There is no placement ${String(code)} on this garment`, {
        placement: code,
      });
      return;
    }
    const techniqueCode = input.technique;
    const technique = isTechniqueCode(techniqueCode)
      ? options.techniques.find((t) => t.code === techniqueCode)
      : undefined;
    if (!technique) {
      refuse("TECHNIQUE_UNKNOWN", `${f}.technique`, `Unknown technique ${String(techniqueCode)}`, {
        placement: code,
        technique: techniqueCode,
      });
      return;
    }
    if (!rule.techniques.includes(technique.code)) {
      refuse("TECHNIQUE_NOT_ALLOWED", `${f}.technique`, `${technique.code} is not offered on the ${code} placement`, {
        placement: code,
        technique: technique.code,
        allowed: rule.techniques,
      });
      return;
    }
    if (!positive(input.widthMm) || !positive(input.heightMm)) {
      refuse("INVALID_ARTWORK_SIZE", `${f}.widthMm`, "The artwork's width and height must be more than 0 mm", {
        placement: code,
      });
      return;
    }
    const box = rotatedBox(input.widthMm, input.heightMm, Number.isFinite(input.rotationDeg) ? input.rotationDeg : 0);
    if (box.widthMm > rule.widthMm + EPSILON || box.heightMm > rule.heightMm + EPSILON) {
      refuse(
        "ARTWORK_TOO_LARGE",
        `${f}.widthMm`,
        `The artwork (${box.widthMm} × ${box.heightMm} mm) is larger than the ${code} printable area (${rule.widthMm} × ${rule.heightMm} mm)`,
        {
          placement: code,
          widthMm: box.widthMm,
          heightMm: box.heightMm,
          maxWidthMm: rule.widthMm,
          maxHeightMm: rule.heightMm,
        },
      );
      return;
    }
    const areaMm2 = input.widthMm * input.heightMm;
    let colours = 0;
    let stitchAreaMm2 = 0;
    const pricing = technique.pricing;
    if (technique.code === "screen-print" || (technique.code === "embroidery" && input.colourCount !== undefined)) {
      if (!isCount(input.colourCount) || input.colourCount < 1) {
        refuse("COLOUR_COUNT_REQUIRED", `${f}.colourCount`, `Give the number of colours (1 or more) for ${code}`, {
          placement: code,
          technique: technique.code,
        });
        return;
      }
      colours = input.colourCount;
      if (technique.maxColours !== null && colours > technique.maxColours) {
        refuse(
          "TOO_MANY_COLOURS",
          `${f}.colourCount`,
          `${technique.code} takes at most ${technique.maxColours} colours (${colours} given)`,
          { placement: code, technique: technique.code, colours, maximum: technique.maxColours },
        );
        return;
      }
    }
    if (pricing.kind === "digital-print") {
      const last = pricing.areaBands.at(-1)?.maxAreaMm2 ?? 0;
      if (!pickBand(pricing.areaBands, areaMm2)) {
        refuse("PRINT_AREA_TOO_LARGE", `${f}.widthMm`, `Digital print covers at most ${last} mm²`, {
          placement: code,
          areaMm2,
          maximumMm2: last,
        });
        return;
      }
    }
    if (pricing.kind === "embroidery") {
      stitchAreaMm2 = input.stitchAreaMm2 ?? areaMm2;
      if (!positive(stitchAreaMm2) || stitchAreaMm2 > areaMm2 + EPSILON) {
        refuse(
          "STITCH_AREA_INVALID",
          `${f}.stitchAreaMm2`,
          "The stitch area must be more than 0 and at most the artwork's width × height",
          { placement: code, stitchAreaMm2, maximumMm2: areaMm2 },
        );
        return;
      }
      const last = pricing.stitchAreaBands.at(-1)?.maxAreaMm2 ?? 0;
      if (!pickBand(pricing.stitchAreaBands, stitchAreaMm2)) {
        refuse("EMBROIDERY_AREA_TOO_LARGE", `${f}.stitchAreaMm2`, `Embroidery covers at most ${last} mm² of stitches`, {
          placement: code,
          stitchAreaMm2,
          maximumMm2: last,
        });
        return;
      }
    }
    if (bulk && quantity < technique.minQuantity) {
      refuse(
        "MOQ_TECHNIQUE",
        `${f}.technique`,
        `${technique.code} starts at ${technique.minQuantity} units (${quantity} in the design)`,
        { placement: code, technique: technique.code, minimum: technique.minQuantity, quantity },
      );
      return;
    }
    placements.push({ index: i, input, rule, technique, areaMm2, stitchAreaMm2, colours });
  });

  // Labels.
  const labels: Checked["labels"] = [];
  const chosen = spec.labels && typeof spec.labels === "object" ? spec.labels : {};
  for (const slot of LABEL_SLOTS) {
    const code = chosen[slot];
    const rule =
      code === undefined
        ? options.labels.find((l) => l.slot === slot && l.isDefault)
        : options.labels.find((l) => l.slot === slot && l.code === code);
    if (!rule) {
      if (code !== undefined) {
        refuse("LABEL_UNKNOWN", `labels.${slot}`, `There is no ${String(code)} option for the ${slot} label`, {
          slot,
          label: code,
        });
      }
      continue;
    }
    if (!labelOffered(options.garmentType, rule)) {
      refuse(
        "LABEL_NOT_OFFERED",
        `labels.${slot}`,
        `The ${rule.code} label is not made for ${options.garmentType} (a ${rule.kind} ${slot} label)`,
        { slot, label: rule.code, garmentType: options.garmentType },
      );
      continue;
    }
    if (bulk && quantity < rule.minQuantity) {
      const woven = rule.kind === "woven";
      refuse(
        woven ? "MOQ_WOVEN_LABEL" : "MOQ_LABEL",
        `labels.${slot}`,
        `The ${rule.code} label needs at least ${rule.minQuantity} units (${quantity} in the design)`,
        { slot, label: rule.code, minimum: rule.minQuantity, quantity },
      );
      continue;
    }
    labels.push({ slot, rule });
  }
  for (const slot of Object.keys(chosen)) {
    if (!(LABEL_SLOTS as readonly string[]).includes(slot)) {
      refuse("LABEL_UNKNOWN", `labels.${slot}`, `There is no ${slot} label slot`, {
        slot,
        label: chosen[slot as LabelSlot],
      });
    }
  }
  return { refusals, checked: { mode, blank, quantity, sizes, placements, labels } };
}

/**
 * Prices a design (rules 1–10 in the module comment).
 * @param options the 3D product's rules (`DesignOptions`; the API's `ThreeProductOptions` fits)
 * @param spec `{ blank?, dye, labels?, placements: { placement, technique, widthMm, heightMm, rotationDeg?,
 *   colourCount?, stitchAreaMm2? }[], sizes: { [size]: units }, mode? }` — mm and mm²
 * @returns {@link DesignPrice}: lines, recurring/development/total and per-unit EUR cents incl. VAT,
 *   the break applied, and the informational under-delivery (never charged, spec §9)
 * @throws DesignInvalid (HTTP 400, an `Invalid`) with the first refusal's code, field and details and
 *   `refusals` listing all (codes in `refusals.ts`; e.g. `MOQ_WOVEN_LABEL` `{ minimum: 500, quantity }`)
 */
export function priceDesign(options: DesignOptions, spec: DesignSpec): DesignPrice {
  const { refusals, checked } = inspect(options, spec);
  if (refusals.length > 0) throw new DesignInvalid(refusals);
  const { mode, quantity } = checked;
  const lines: PriceLine[] = [];
  const perUnit = (line: Omit<PriceLine, "totalCents">) =>
    lines.push({ ...line, totalCents: line.unitCents * line.quantity });

  const ladder = checked.blank
    ? blankPriceBreaks(options.basePriceBreaks, checked.blank.priceCents)
    : options.basePriceBreaks;
  const garment = pickBreak(ladder, quantity);
  perUnit({
    kind: "garment",
    code: options.garmentType,
    unitCents: garment.unitCents,
    quantity,
    breakMinQuantity: garment.minQuantity,
    ...(checked.blank ? { product: checked.blank.id } : {}),
  });
  for (const { size, quantity: n } of checked.sizes) {
    const extra = options.sizeSurchargeCents[size] ?? 0;
    if (extra > 0) perUnit({ kind: "size-surcharge", code: size, unitCents: extra, quantity: n });
  }

  const development: PriceLine[] = [];
  for (const p of checked.placements) {
    const code = p.rule.code;
    const technique = p.technique.code;
    const pricing = p.technique.pricing;
    if (pricing.kind === "digital-print") {
      const band = pickBand(pricing.areaBands, p.areaMm2)!;
      const b = pickBreak(band.unitBreaks, quantity);
      perUnit({
        kind: "decoration",
        code,
        placement: code,
        decoration: p.index,
        technique,
        unitCents: b.unitCents,
        quantity,
        breakMinQuantity: b.minQuantity,
        areaMm2: p.areaMm2,
        bandMaxAreaMm2: band.maxAreaMm2,
      });
    } else if (pricing.kind === "screen-print") {
      const b = pickBreak(pricing.perColourBreaks, quantity);
      perUnit({
        kind: "decoration",
        code,
        placement: code,
        decoration: p.index,
        technique,
        unitCents: b.unitCents * p.colours,
        quantity,
        breakMinQuantity: b.minQuantity,
        colours: p.colours,
      });
      const cost = pricing.developmentCentsPerColour * p.colours;
      development.push({
        kind: "development",
        code,
        placement: code,
        decoration: p.index,
        technique,
        unitCents: cost,
        quantity: 1,
        totalCents: cost,
        colours: p.colours,
      });
    } else {
      const band = pickBand(pricing.stitchAreaBands, p.stitchAreaMm2)!;
      const b = pickBreak(band.unitBreaks, quantity);
      perUnit({
        kind: "decoration",
        code,
        placement: code,
        decoration: p.index,
        technique,
        unitCents: b.unitCents,
        quantity,
        breakMinQuantity: b.minQuantity,
        areaMm2: p.stitchAreaMm2,
        bandMaxAreaMm2: band.maxAreaMm2,
      });
      development.push({
        kind: "development",
        code,
        placement: code,
        decoration: p.index,
        technique,
        unitCents: band.developmentCents,
        quantity: 1,
        totalCents: band.developmentCents,
        areaMm2: p.stitchAreaMm2,
        bandMaxAreaMm2: band.maxAreaMm2,
      });
    }
  }
  for (const { slot, rule } of checked.labels) {
    if (rule.kind === "none") continue;
    perUnit({ kind: "label", code: rule.code, slot, unitCents: rule.unitCents, quantity });
  }
  if (mode === "bulk") lines.push(...development);

  const recurringCents = lines.filter((l) => l.kind !== "development").reduce((s, l) => s + l.totalCents, 0);
  const developmentCents = lines.filter((l) => l.kind === "development").reduce((s, l) => s + l.totalCents, 0);
  const totalCents = recurringCents + developmentCents;
  return {
    mode,
    currency: "EUR",
    vatIncluded: true,
    quantity,
    sizes: checked.sizes,
    breakMinQuantity: garment.minQuantity,
    lines,
    recurringCents,
    developmentCents,
    totalCents,
    unitCents: mulDivHalfUp(totalCents, 1, quantity),
    recurringUnitCents: mulDivHalfUp(recurringCents, 1, quantity),
    underDelivery:
      mode === "bulk"
        ? {
            minRateBp: UNDER_DELIVERY_RATE_BP.min,
            maxRateBp: UNDER_DELIVERY_RATE_BP.max,
            minUnits: Math.floor((quantity * UNDER_DELIVERY_RATE_BP.min) / 10_000),
            maxUnits: Math.ceil((quantity * UNDER_DELIVERY_RATE_BP.max) / 10_000),
            charged: false,
          }
        : null,
  };
}
