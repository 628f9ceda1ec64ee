import { GARMENT_TYPE_LABELS } from "../catalog/garment-types.ts";
import { SHOP_ADDRESS, SHOP_CONTACT_EMAIL } from "../mail/templates/layout.ts";
import type { UploadView } from "../media/store-upload.ts";
import { type Locale, SHOP_TIME_ZONE, intlLocaleTag } from "../shared/locale.ts";
import { rotatedBox } from "./artwork-box.ts";
import type { DesignDocument } from "./design-document.ts";
import type { DesignView } from "./designs.ts";
import type { ThreeProductOptions } from "./get-three-product.ts";
import type { LabelSlot } from "./options.ts";
import { effectiveDpi } from "./preflight.ts";
import { COPY, type LineNames, type ReferenceKind, type Side } from "./tech-pack-copy.ts";
import { textFont } from "./text-fonts.ts";
import { GARMENT_LAYOUTS, type PanelCode } from "./uv-layout.ts";
import { dateTimeFormat, numberFormat } from "../shared/intl-format.ts";

/**
 * The production tech pack as data (issue 16 split of tech-pack.ts): everything the PDF shows,
 * computed from the design's facts without I/O or PDF calls. Lengths are mm, money integer EUR
 * cents, quantities units; the texts are already in the reader's language (`tech-pack-copy.ts`)
 * and formatted with its number, money and date formats. `tech-pack-sections.ts` lays it out.
 */

/** The shop's name as printed on the tech pack. */
export const TECH_PACK_SHOP_NAME = "Fabrico";

/** A label and its value, one row of a two-column block. */
export type TechPackRow = [label: string, value: string];

/** What the PDF knows of a placement's artwork file once read (storage reads happen before the model). */
export interface TechPackArtworkFacts {
  /** The upload's row, or null when neither the file nor its row exists. */
  upload: UploadView | null;
  /** Whether the file's bytes were read and can be embedded (false: a placeholder is drawn). */
  available: boolean;
  /** Whether the embedded preview was downscaled (the file itself is the production master). */
  downscaled: boolean;
}

/** The facts a tech pack is made of. */
export interface TechPackFacts {
  design: DesignView;
  /** The design's 3D product options in `locale` (`getThreeProductOptions`). */
  options: ThreeProductOptions;
  locale: Locale;
  /** When the PDF is generated (`ctx.now()`). */
  now: Date;
  /** Per placement of `design.document.placements`, in order: its artwork's facts, null without artwork. */
  artworks: readonly (TechPackArtworkFacts | null)[];
}

/** Where a placement sits on the garment, measured from the panel's reference point (size M flat pattern). */
export interface TechPackOnGarment {
  reference: ReferenceKind;
  side: Side;
  /** Distance of the artwork's centre from the panel's vertical centre line, mm (0 when `side` is "centre"). */
  offsetMm: number;
  /** Distance of the artwork's centre below the panel's top edge, mm. */
  downMm: number;
  /** Distance of the artwork's (rotated) top below the panel's top edge, mm. */
  topMm: number;
}

/** One decoration placement as the tech pack shows it. */
export interface TechPackPlacement {
  /** The title line, `<n>. <placement>: <technique>`. */
  title: string;
  placement: string;
  technique: DesignDocument["placements"][number]["technique"];
  /** The printable area (the diagram's frame), mm. */
  area: { widthMm: number; heightMm: number };
  /** The printed size and its centre in the printable area (from its top-left corner), mm and degrees clockwise. */
  print: { widthMm: number; heightMm: number; centerXMm: number; centerYMm: number; rotationDeg: number };
  /** The print's bounding box once rotated, mm. */
  rotatedBox: { widthMm: number; heightMm: number };
  /** Null when the placement's panel has no layout or reference point. */
  onGarment: TechPackOnGarment | null;
  /** Effective DPI of raster artwork at print size, null for vectors, text or unknown pixel sizes. */
  dpi: number | null;
  /** The design's text drawn in its face, null for artwork. */
  text: { content: string; font: string; colorHex: string } | null;
  /** The detail rows under the diagram. */
  details: TechPackRow[];
  /** The caption under the diagram (`Printable area W × H mm`). */
  areaCaption: string;
  /** The caption under the artwork preview (file name, or the text's font). */
  previewCaption: string;
  /** The placeholder's text when the artwork cannot be drawn (file name, then "file not available"). */
  missingText: string;
}

/** The price block: a priced design's lines, the rules a design breaks, or "no units yet". */
export type TechPackPrice =
  | {
      kind: "priced";
      /** Table rows (description, quantity, unit, total), the last three the recurring, one-off and grand totals. */
      body: string[][];
      /** Index of the bold (grand total) row in `body`. */
      boldRow: number;
      /** The all-in unit price and the VAT sentence. */
      perUnit: string;
    }
  | { kind: "refused"; intro: string; refusals: string[] }
  | { kind: "empty"; text: string };

/** Everything the tech pack PDF shows, per section; each section's heading is its `title`. */
export interface TechPackModel {
  /** The PDF's document information. */
  info: { title: string; author: string; subject: string; creator: string; creationDate: Date };
  header: { shopName: string; address: string; title: string; subtitle: string };
  design: { title: string; rows: TechPackRow[] };
  garment: {
    title: string;
    rows: TechPackRow[];
    /** The dye's swatch colour (`#rrggbb`; white when the dye is unknown) and its line. */
    dye: { label: string; hex: string; text: string };
  };
  sizes: {
    title: string;
    /** The product's sizes in order, then any other size the document names. */
    codes: string[];
    units: Record<string, number>;
    totalUnits: number;
    /** The table's column titles ("Size", the size codes, "Total") and its one row ("Units", per size, total). */
    columns: string[];
    row: string[];
  };
  labels: {
    title: string;
    /** Per label slot, the chosen option's code (the slot's default when the document names none). */
    slots: { slot: string; option: string | null }[];
    /** Column titles, then rows of slot name, option (with its minimum order quantity), position. */
    columns: [string, string, string];
    rows: string[][];
  };
  notes: { title: string; text: string };
  decoration: { title: string; empty: string; placements: TechPackPlacement[] };
  /** The rendered views (front, back): titles and upload ids, null when the design has none. */
  views: { title: string; items: { title: string; missingTitle: string; uploadId: string | null }[] };
  preflight: { title: string; lines: string[] };
  price: {
    title: string;
    /** Column titles: description, quantity, unit, total. */
    columns: [string, string, string, string];
    block: TechPackPrice;
    underDelivery: { minPct: number; maxPct: number; minUnits: number; maxUnits: number; text: string };
  };
  footer: { text: string; page: (page: number, pages: number) => string };
}

/** Number, length, money and date formats in the reader's language. */
export function techPackFormats(locale: Locale) {
  const tag = intlLocaleTag(locale);
  const one = numberFormat(tag, { maximumFractionDigits: 1 });
  const whole = numberFormat(tag, { maximumFractionDigits: 0 });
  const money = numberFormat(tag, { style: "currency", currency: "EUR" });
  const date = dateTimeFormat(tag, { dateStyle: "long", timeStyle: "short", timeZone: SHOP_TIME_ZONE });
  const num = (n: number) => one.format(Math.round(n * 10) / 10 + 0);
  return {
    num,
    int: (n: number) => whole.format(n),
    mm: (n: number) => `${num(n)} mm`,
    size: (w: number, h: number) => `${num(w)} × ${num(h)} mm`,
    xy: (x: number, y: number) => `x ${num(x)} mm, y ${num(y)} mm`,
    money: (cents: number) => money.format(cents / 100),
    date: (value: Date | string) => `${date.format(typeof value === "string" ? new Date(value) : value)} (Lisboa)`,
  };
}

/** The upload id of a `/media/upload/<id>` URL, null for anything else. */
export const uploadIdOf = (url: string | null) => (url ? (/\/media\/upload\/([^/?#]+)$/.exec(url)?.[1] ?? null) : null);

/** The dye's swatch colour: its `#rrggbb`, white when unknown or malformed. */
export function techPackDyeHex(design: DesignView, options: ThreeProductOptions): string {
  const dye = options.dyes.find((d) => d.code === design.document.dye);
  return /^#[0-9a-f]{6}$/i.test(dye?.hex ?? "") ? (dye?.hex ?? "#ffffff") : "#ffffff";
}

/** Where a placement's printable area sits on its pattern panel (from the options' UV rectangles). */
function areaOnPanel(options: ThreeProductOptions, code: string) {
  const placement = options.placements.find((p) => p.code === code);
  if (!placement) return null;
  const panel = options.panels.find((p) => p.code === placement.panel);
  if (!panel) return { placement, panel: null, xMm: 0, yMm: 0 };
  const du = panel.uv.u1 - panel.uv.u0;
  const dv = panel.uv.v1 - panel.uv.v0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    placement,
    panel,
    xMm: round(((placement.uv.u0 - panel.uv.u0) / du) * panel.widthMm),
    yMm: round(((panel.uv.v1 - placement.uv.v1) / dv) * panel.heightMm),
  };
}

function referenceKind(options: ThreeProductOptions, panel: PanelCode): ReferenceKind | null {
  const bottom = GARMENT_LAYOUTS[options.garmentType]?.kind === "bottom";
  if (panel === "front") return bottom ? "bottom-front" : "front";
  if (panel === "back") return bottom ? "bottom-back" : "back";
  if (panel === "left-sleeve" || panel === "right-sleeve") return "sleeve";
  if (panel === "hood") return "hood";
  return null;
}

/** Panels are seen from outside: on the front the viewer's right is the wearer's left, on the back it is the wearer's right. */
function sideOf(panel: PanelCode, dxMm: number): Side {
  if (Math.abs(dxMm) < 0.05) return "centre";
  if (panel === "front") return dxMm > 0 ? "wearerLeft" : "wearerRight";
  if (panel === "back") return dxMm > 0 ? "wearerRight" : "wearerLeft";
  return dxMm > 0 ? "viewerRight" : "viewerLeft";
}

/**
 * The production tech pack of a design as data: no I/O, no PDF calls (see the module comment).
 * Positions on the garment use the flat pattern of size M (`GARMENT_LAYOUTS`, ADR 0009): a panel's
 * top edge is the high point shoulder (front and back of tops), the top of the waistband (bottoms),
 * the top of the sleeve cap (sleeves) or of the hood; its vertical centre line is centre front,
 * centre back, the sleeve's or the hood pattern's centre line; the front and back are seen from
 * outside (the viewer's right on the front is the wearer's left). Labels and tags: the document's
 * choice per slot, else the slot's default option (spec §9 positions, 10 cm from the waist or bottom).
 * Under-delivery: the price's units, else 3–5 % (the options' rule, basis points) of the units
 * rounded down and up (spec §9: never charged).
 * @param facts the design, its options, the reader's language, the generation time and the artworks' file facts
 * @returns the model the draw sections lay out, texts in `facts.locale`
 */
export function techPackModel(facts: TechPackFacts): TechPackModel {
  const { design, options, locale, now } = facts;
  const t = COPY[locale] ?? COPY.en;
  const f = techPackFormats(locale);
  const spec = design.document;
  const dye = options.dyes.find((d) => d.code === spec.dye);
  const dyeHex = techPackDyeHex(design, options);
  const placementName = (code: string | undefined) =>
    options.placements.find((p) => p.code === code)?.name ?? code ?? "";
  const techniqueName = (code: string | undefined) =>
    options.techniques.find((x) => x.code === code)?.name ?? code ?? "";
  const labelName = (code: string) => options.labels.find((l) => l.code === code)?.name ?? code;

  const garmentLabel = GARMENT_TYPE_LABELS[options.garmentType]?.[locale] ?? options.garmentType;
  // the blank the design is made from: its name, fabric, weight and composition (issue 20)
  const blank = design.blank;

  const sizeCodes = [...options.sizes, ...Object.keys(spec.sizes).filter((s) => !options.sizes.includes(s))];
  const totalUnits = Object.values(spec.sizes).reduce((a, b) => a + b, 0);

  const labelSlots = options.labelSlots.map(({ code: slot, name }) => {
    const chosen =
      spec.labels[slot as LabelSlot] ?? options.labels.find((l) => l.slot === slot && l.isDefault)?.code ?? null;
    const option = chosen ? options.labels.find((l) => l.code === chosen) : undefined;
    const row =
      !option || option.kind === "none"
        ? [name, option?.name ?? t.none, "-"]
        : [
            name,
            `${option.name}${option.minQuantity > 1 ? ` (MOQ ${f.int(option.minQuantity)})` : ""}`,
            option.position ? t.labelPosition(option.position, f.mm) : "-",
          ];
    return { slot, option: option?.code ?? null, row };
  });

  const placements = spec.placements.map((p, index): TechPackPlacement => {
    const where = areaOnPanel(options, p.placement);
    const area = where?.placement ?? { widthMm: p.widthMm, heightMm: p.heightMm };
    const artwork = facts.artworks[index] ?? null;
    const rotation = p.rotationDeg ?? 0;
    const box = rotatedBox(p.widthMm, p.heightMm, rotation);
    const details: TechPackRow[] = [
      [t.technique, techniqueName(p.technique)],
      [
        t.placement,
        `${placementName(p.placement)} (${p.placement}${where?.panel && where.panel.code !== p.placement ? `; ${where.panel.code}` : ""})`,
      ],
      [t.printableArea, f.size(area.widthMm, area.heightMm)],
      [t.printedSize, f.size(p.widthMm, p.heightMm)],
      [t.rotation, `${f.num(rotation)}°`],
    ];
    if (rotation % 180 !== 0) details.push([t.rotatedBox, f.size(box.widthMm, box.heightMm)]);
    details.push([
      t.inArea,
      t.inAreaText(f.xy(p.centerXMm, p.centerYMm), f.xy(p.centerXMm - p.widthMm / 2, p.centerYMm - p.heightMm / 2)),
    ]);
    let onGarment: TechPackOnGarment | null = null;
    if (where?.panel) {
      const kind = referenceKind(options, where.panel.code);
      const cx = where.xMm + p.centerXMm;
      const cy = where.yMm + p.centerYMm;
      const dx = cx - where.panel.widthMm / 2;
      if (kind) {
        const ref = t.reference[kind];
        const side = sideOf(where.panel.code, dx);
        onGarment = {
          reference: kind,
          side,
          offsetMm: side === "centre" ? 0 : Math.abs(dx),
          downMm: cy,
          topMm: cy - box.heightMm / 2,
        };
        details.push([
          t.onGarment,
          t.onGarmentText({
            horizontal: side === "centre" ? ref.on : `${f.mm(Math.abs(dx))} ${t.side[side]} ${ref.of}`,
            down: f.mm(cy),
            top: f.mm(cy - box.heightMm / 2),
            below: ref.below,
          }),
        ]);
      }
    }
    if (p.technique === "screen-print") details.push([t.colours, t.inks(p.colourCount ?? 1)]);
    else if (p.technique === "embroidery") {
      details.push([t.colours, t.threads(p.colourCount ?? null)]);
      details.push([t.stitchArea, `${f.int(p.stitchAreaMm2 ?? p.widthMm * p.heightMm)} mm²`]);
    } else details.push([t.colours, t.fullColour]);
    let dpi: number | null = null;
    if (p.artwork) {
      const upload = artwork?.upload;
      details.push([
        t.file,
        upload
          ? `${upload.name} (${upload.contentType})${artwork?.available ? "" : `: ${t.missing}`}`
          : `${p.artwork.uploadId}: ${t.missing}`,
      ]);
      if (upload?.widthPx && upload.heightPx) {
        details.push([t.pixels, `${f.int(upload.widthPx)} × ${f.int(upload.heightPx)} px`]);
        if (upload.contentType === "image/svg+xml") details.push([t.dpi, t.vector]);
        else {
          dpi = effectiveDpi(upload.widthPx, upload.heightPx, p.widthMm, p.heightMm);
          details.push([t.dpi, t.dpiValue(dpi, dpi >= options.rules.minPrintDpi)]);
        }
      }
      if (artwork?.downscaled) details.push(["", t.previewOnly]);
    }
    if (p.text) {
      details.push(
        [t.text, `“${p.text.content}”`],
        [t.font, `${textFont(p.text.font).code} (SIL Open Font License 1.1)`],
        [t.colour, p.text.colorHex.toLowerCase()],
        ["", t.textNote],
      );
    }
    const fileName = artwork?.upload?.name ?? p.artwork?.uploadId ?? "";
    return {
      title: `${index + 1}. ${placementName(p.placement)}: ${techniqueName(p.technique)}`,
      placement: p.placement,
      technique: p.technique,
      area: { widthMm: area.widthMm, heightMm: area.heightMm },
      print: {
        widthMm: p.widthMm,
        heightMm: p.heightMm,
        centerXMm: p.centerXMm,
        centerYMm: p.centerYMm,
        rotationDeg: rotation,
      },
      rotatedBox: box,
      onGarment,
      dpi,
      text: p.text ?? null,
      details,
      areaCaption: `${t.printableArea} ${f.size(area.widthMm, area.heightMm)}`,
      previewCaption: p.text ? `${t.text}: ${textFont(p.text.font).code}` : fileName,
      missingText: `${fileName}\n${t.missing}`,
    };
  });

  const price = design.price;
  let priceModel: TechPackPrice;
  if (price) {
    const names: LineNames = {
      product: design.blank?.name ?? options.name,
      placement: placementName,
      technique: techniqueName,
      label: labelName,
    };
    const body = price.lines.map((l) => [
      t.line(l, names),
      f.int(l.quantity),
      f.money(l.unitCents),
      f.money(l.totalCents),
    ]);
    const first = body.length;
    body.push(
      [t.recurring, "", f.money(price.recurringUnitCents), ""],
      [t.development, "", "", f.money(price.developmentCents)],
      [t.grandTotal, f.int(price.quantity), f.money(price.unitCents), f.money(price.totalCents)],
    );
    priceModel = {
      kind: "priced",
      body,
      boldRow: first + 2,
      perUnit: `${t.perUnit}: ${f.money(price.unitCents)}. ${t.vat}`,
    };
  } else if (design.refusals.length > 0) {
    priceModel = {
      kind: "refused",
      intro: `${t.notPriced}:`,
      refusals: design.refusals.map((r) => `• ${r.code}: ${r.message}`),
    };
  } else {
    priceModel = { kind: "empty", text: t.noSizes };
  }
  const under = price?.underDelivery;
  const minPct = options.rules.underDeliveryRateBp.min / 100;
  const maxPct = options.rules.underDeliveryRateBp.max / 100;
  const minUnits = under?.minUnits ?? Math.floor((totalUnits * minPct) / 100);
  const maxUnits = under?.maxUnits ?? Math.ceil((totalUnits * maxPct) / 100);

  return {
    info: {
      title: `${design.name} - ${t.title}`,
      author: TECH_PACK_SHOP_NAME,
      subject: `${t.title} ${design.id} v${design.version}`,
      creator: TECH_PACK_SHOP_NAME,
      creationDate: now,
    },
    header: {
      shopName: TECH_PACK_SHOP_NAME,
      address: `${t.madeIn}\n${SHOP_ADDRESS}\n${SHOP_CONTACT_EMAIL}`,
      title: t.title,
      subtitle: `${design.name} · v${design.version}`,
    },
    design: {
      title: t.design,
      rows: [
        [t.name, design.name],
        [t.id, design.id],
        [t.version, `${design.version} (${t.statuses[design.status] ?? design.status})`],
        [t.updated, f.date(design.updatedAt)],
        [t.generated, f.date(now)],
      ],
    },
    garment: {
      title: t.garment,
      rows: [
        [t.garmentType, garmentLabel],
        [t.product, blank ? `${blank.name} (${blank.slug})` : `${options.name} (${options.code})`],
        [t.cut, `${options.name} (${options.code})`],
        [t.fabric, blank?.fabric ? t.fabricOf(blank.fabric) : t.fabricText],
        [t.pattern, t.patternText],
      ],
      dye: { label: t.dye, hex: dyeHex, text: `${dye?.name ?? spec.dye}  ${dye?.hex ?? ""}  (${spec.dye})` },
    },
    sizes: {
      title: t.sizes,
      codes: sizeCodes,
      units: { ...spec.sizes },
      totalUnits,
      columns: [t.size, ...sizeCodes, t.total],
      row: [t.units, ...sizeCodes.map((s) => f.int(spec.sizes[s] ?? 0)), f.int(totalUnits)],
    },
    labels: {
      title: t.labels,
      slots: labelSlots.map(({ slot, option }) => ({ slot, option })),
      columns: [t.slot, t.option, t.position],
      rows: labelSlots.map((l) => l.row),
    },
    notes: { title: t.notes, text: spec.notes.trim() || t.noNotes },
    decoration: { title: t.decoration, empty: t.noDecoration, placements },
    views: {
      title: t.views,
      items: [
        { title: t.front, missingTitle: `${t.front}: ${t.missing}`, uploadId: uploadIdOf(design.frontImageUrl) },
        { title: t.back, missingTitle: `${t.back}: ${t.missing}`, uploadId: uploadIdOf(design.backImageUrl) },
      ],
    },
    preflight: {
      title: t.preflight,
      lines:
        design.preflight.length === 0
          ? [t.noWarnings]
          : design.preflight.map((w) => `• ${t.warning(w, placementName(w.placement))}`),
    },
    price: {
      title: t.price,
      columns: [t.description, t.qty, t.unit, t.lineTotal],
      block: priceModel,
      underDelivery: { minPct, maxPct, minUnits, maxUnits, text: t.underDelivery(minPct, maxPct, minUnits, maxUnits) },
    },
    footer: { text: `${TECH_PACK_SHOP_NAME} · ${t.title} · ${design.name} · v${design.version}`, page: t.page },
  };
}
