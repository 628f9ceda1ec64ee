import { Check, ImageIcon, Plus, RotateCcw, Trash2, TriangleAlert, Type } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import { MAX_DESIGN_PLACEMENTS } from "../../../core/customization/design-document.ts";
import type { TechniqueCode } from "../../../core/customization/options.ts";
import { Price } from "../price.tsx";
import { ArtworkTools, ScreenColourCount } from "./artwork-tools.tsx";
import { ArtworkUpload } from "./artwork-upload.tsx";
import { luminance } from "./dye-panel.tsx";
import {
  type EditorOptions,
  type EditorPlacement,
  MIN_ARTWORK_MM,
  TEXT_COLOURS,
  TEXT_FONTS,
  type UploadInfo,
  areaFrame,
  fontStack,
  maxWidthMm,
  move,
  neighbourBoxes,
  newPlacement,
  resize,
  rotate,
  textAspect,
  isComplete,
  uploadAspect,
  withTechnique,
} from "./editor-state.ts";
import { measureText } from "./decals.ts";
import { useCm } from "./messages.ts";
import { PlacementMap } from "./placement-map.tsx";
import { RefusalList, Section, WarningList, buttonClass, inputClass, smallInputClass } from "./ui.tsx";

type PlacementOption = EditorOptions["placements"][number];

/** A number typed in cm → mm, or null when it is not a number. */
export function parseCm(raw: string): number | null {
  const n = Number.parseFloat(raw.replace(",", "."));
  return Number.isFinite(n) ? n * 10 : null;
}

/**
 * Printing: choose a placement, then its decorations — several artworks and texts per placement
 * (issue 20), listed with a marker on those that fail preflight; "Add artwork" and "Add text" add
 * one —, and for the one selected its technique (only those the placement allows), what to print
 * (uploaded artwork or a text: font, colour), its size in cm within the printable area, its position
 * (drag, scale and rotate on the map with snapping guides, arrow keys, or typed), its rotation, and
 * the colour count for screen print. Refusals of the placement and the decoration's preflight
 * warnings sit under it. Every change goes through `onChange` with an undo group (editor-history.ts).
 */
export function PrintPanel({
  options,
  garmentType,
  placements,
  uploads,
  dyeHex,
  selected,
  selectedId,
  onSelect,
  onSelectDecoration,
  onChange,
  onCommit,
  onRemove,
  onUploaded,
  refusalsFor,
  warningsFor,
}: {
  options: EditorOptions;
  garmentType: GarmentType;
  placements: EditorPlacement[];
  uploads: Record<string, UploadInfo>;
  dyeHex: string;
  /** The placement shown. */
  selected: string | null;
  /** The decoration being edited (null: adding a new one to the placement). */
  selectedId: string | null;
  onSelect: (code: string) => void;
  onSelectDecoration: (id: string | null) => void;
  /** Adds (a new id) or replaces (a known id) a decoration; `group` merges a gesture into one undo step. */
  onChange: (placement: EditorPlacement, group?: string) => void;
  /** A gesture ended: the next edit starts a new undo step. */
  onCommit: () => void;
  onRemove: (id: string) => void;
  onUploaded: (upload: UploadInfo) => void;
  refusalsFor: (code: string) => string[];
  /** The preflight warnings of a decoration (by id). */
  warningsFor: (id: string) => string[];
}) {
  const { t } = useTranslation("customize");
  const name = useId();
  const toCm = useCm();
  // what "add" makes on the placement shown (artwork unless asked for a text there)
  const [addingOn, setAddingOn] = useState<{ code: string | null; kind: "artwork" | "text" }>({
    code: null,
    kind: "artwork",
  });
  const adding = addingOn.code === selected ? addingOn.kind : "artwork";
  const setAdding = (kind: "artwork" | "text") => setAddingOn({ code: selected, kind });
  const rule = options.placements.find((p) => p.code === selected) ?? null;
  const here = placements.filter((p) => p.placement === selected);
  const current = here.find((p) => p.id === selectedId) ?? null;
  const full = placements.length >= MAX_DESIGN_PLACEMENTS;
  return (
    <div>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">{t("print.placement")}</legend>
        <p className="mt-1 text-xs leading-5 text-stone-600">{t("print.placementHint")}</p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          {options.placements.map((p) => {
            const used = placements.filter((x) => x.placement === p.code);
            const checked = p.code === selected;
            const problems = refusalsFor(p.code).length > 0;
            const warned = used.some((u) => warningsFor(u.id).length > 0);
            return (
              <label
                key={p.code}
                className={`flex cursor-pointer items-start gap-2 rounded-xl border px-3 py-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                  checked ? "border-stone-900 bg-stone-50" : "border-stone-200 hover:border-stone-400"
                }`}
              >
                <input
                  type="radio"
                  name={name}
                  value={p.code}
                  checked={checked}
                  onChange={() => onSelect(p.code)}
                  className="mt-1 size-4 shrink-0 accent-stone-900"
                  data-testid="placement-option"
                  data-code={p.code}
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-stone-900">{p.name}</span>
                  <span className="block text-xs text-stone-600">
                    {t("print.areaSize", { width: toCm(p.widthMm), height: toCm(p.heightMm) })}
                  </span>
                  {used.length > 0 ? (
                    <span
                      className={`mt-0.5 flex items-center gap-1 text-xs font-medium ${problems ? "text-red-700" : warned ? "text-amber-800" : "text-brand-700"}`}
                      data-testid="placement-count"
                    >
                      {warned || problems ? (
                        <TriangleAlert aria-hidden className="size-3" />
                      ) : used[0]?.kind === "text" ? (
                        <Type aria-hidden className="size-3" />
                      ) : (
                        <ImageIcon aria-hidden className="size-3" />
                      )}
                      {used.length === 1
                        ? used[0]?.kind === "text"
                          ? t("print.hasText")
                          : t("print.hasArtwork")
                        : t("print.decorations", { count: used.length })}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {rule ? (
        <div
          className="mt-5 rounded-2xl border border-stone-200 p-4"
          data-testid="placement-editor"
          data-placement={rule.code}
        >
          <h3 className="text-base font-semibold text-stone-900">{rule.name}</h3>
          {here.length > 0 ? (
            <>
              <DecorationList
                items={here}
                uploads={uploads}
                selectedId={current?.id ?? null}
                warningsFor={warningsFor}
                onSelect={onSelectDecoration}
                onRemove={onRemove}
              />
              <div className="mt-3 flex flex-wrap gap-2">
                {(["artwork", "text"] as const).map((k) => (
                  <button
                    key={k}
                    type="button"
                    className={buttonClass.secondary}
                    disabled={full}
                    aria-pressed={!current && adding === k}
                    onClick={() => {
                      setAdding(k);
                      onSelectDecoration(null);
                    }}
                    data-testid={`add-${k}`}
                  >
                    <Plus aria-hidden className="size-4" />
                    {k === "artwork" ? t("print.addArtwork") : t("print.addText")}
                  </button>
                ))}
                {full ? (
                  <p className="basis-full text-xs text-stone-600">
                    {t("print.full", { count: MAX_DESIGN_PLACEMENTS })}
                  </p>
                ) : null}
              </div>
            </>
          ) : null}
          {current || !full ? (
            <PlacementEditor
              key={rule.code}
              options={options}
              garmentType={garmentType}
              rule={rule}
              current={current}
              all={placements}
              here={here}
              uploads={uploads}
              dyeHex={dyeHex}
              adding={adding}
              onAdding={setAdding}
              onSelectDecoration={onSelectDecoration}
              onChange={onChange}
              onCommit={onCommit}
              onUploaded={onUploaded}
              warningsFor={warningsFor}
            />
          ) : null}
          <RefusalList messages={refusalsFor(rule.code)} />
        </div>
      ) : (
        <p className="mt-5 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">{t("print.pickPlacement")}</p>
      )}
    </div>
  );
}

/** A short name of a decoration for lists: "Artwork 1 · logo.png", "Text 2 · “Hello”". */
function useDecorationName(uploads: Record<string, UploadInfo>) {
  const { t } = useTranslation("customize");
  return (p: EditorPlacement, n: number) => {
    if (p.kind === "text") {
      const content = p.text?.content.trim();
      return content ? t("print.textItem", { n, text: content }) : t("print.textItemEmpty", { n });
    }
    const upload = p.uploadId ? uploads[p.uploadId] : undefined;
    return upload ? t("print.artworkItem", { n, name: upload.name }) : t("print.artworkItemEmpty", { n });
  };
}

/** The decorations of one placement: select one to edit it; a marker on those that fail preflight. */
function DecorationList({
  items,
  uploads,
  selectedId,
  warningsFor,
  onSelect,
  onRemove,
}: {
  items: EditorPlacement[];
  uploads: Record<string, UploadInfo>;
  selectedId: string | null;
  warningsFor: (id: string) => string[];
  onSelect: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation("customize");
  const nameOf = useDecorationName(uploads);
  return (
    <ul className="mt-3 space-y-2" aria-label={t("print.decorationList")} data-testid="decoration-list">
      {items.map((p, i) => {
        const warned = warningsFor(p.id).length > 0;
        const isSelected = p.id === selectedId;
        const label = nameOf(p, i + 1);
        return (
          <li
            key={p.id}
            className={`flex items-center gap-2 rounded-xl border px-2 py-1.5 ${isSelected ? "border-stone-900 bg-stone-50" : "border-stone-200"}`}
            data-testid="decoration-item"
            data-id={p.id}
            data-warning={warned ? "true" : "false"}
          >
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(p.id)}
              className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-1 py-1 text-left text-sm text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {p.kind === "text" ? (
                <Type aria-hidden className="size-4 shrink-0 text-stone-600" />
              ) : (
                <ImageIcon aria-hidden className="size-4 shrink-0 text-stone-600" />
              )}
              <span className="truncate">{label}</span>
              {warned ? (
                <span
                  className="ml-auto flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
                  data-testid="decoration-warning"
                >
                  <TriangleAlert aria-hidden className="size-3" />
                  {t("print.needsAttention")}
                </span>
              ) : null}
            </button>
            <button
              type="button"
              className="flex size-9 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              onClick={() => onRemove(p.id)}
              aria-label={t("print.removeItem", { item: label })}
              data-testid="remove-decoration"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function PlacementEditor({
  options,
  garmentType,
  rule,
  current,
  all,
  here,
  uploads,
  dyeHex,
  adding,
  onAdding,
  onSelectDecoration,
  onChange,
  onCommit,
  onUploaded,
  warningsFor,
}: {
  options: EditorOptions;
  garmentType: GarmentType;
  rule: PlacementOption;
  current: EditorPlacement | null;
  all: EditorPlacement[];
  here: EditorPlacement[];
  uploads: Record<string, UploadInfo>;
  dyeHex: string;
  adding: "artwork" | "text";
  onAdding: (kind: "artwork" | "text") => void;
  onSelectDecoration: (id: string | null) => void;
  onChange: (placement: EditorPlacement, group?: string) => void;
  onCommit: () => void;
  onUploaded: (upload: UploadInfo) => void;
  warningsFor: (id: string) => string[];
}) {
  const { t } = useTranslation("customize");
  const base = useId();
  const toCm = useCm();
  const [pendingTechnique, setPendingTechnique] = useState<TechniqueCode>(rule.techniques[0] ?? "digital-print");
  const technique = current?.technique ?? pendingTechnique;
  const kind = current?.kind ?? adding;
  const area = { widthMm: rule.widthMm, heightMm: rule.heightMm };
  const upload = current?.uploadId ? uploads[current.uploadId] : undefined;
  const techniqueRule = options.techniques.find((x) => x.code === technique);

  const measure = (content: string, font: string) => textAspect(content, font, measureText);
  // a first text is drawn in a colour that shows on the dye
  const ink = luminance(dyeHex) < 0.2 ? "#ffffff" : TEXT_COLOURS[0];

  function chooseTechnique(code: TechniqueCode) {
    if (current) onChange(withTechnique(current, code));
    else setPendingTechnique(code);
  }

  function chooseKind(next: "artwork" | "text") {
    if (!current) {
      onAdding(next);
      return;
    }
    if (next === current.kind) return;
    if (next === "text") {
      const text = current.text ?? { content: "", font: TEXT_FONTS[0].code, colorHex: ink };
      onChange(resize({ ...current, kind: "text", text }, area, current.widthMm, measure(text.content, text.font)));
    } else {
      const aspect = uploadAspect(current.uploadId ? uploads[current.uploadId] : undefined);
      onChange(resize({ ...current, kind: "artwork" }, area, current.widthMm, aspect));
    }
  }

  /**
   * A new decoration for this placement: centred when it is the first; a further one smaller (a third
   * of the area's width at most) and low in the area, so it does not hide the ones already there.
   */
  function fresh(kind: "artwork" | "text", aspect: number): EditorPlacement {
    const p = newPlacement({ ...rule, code: rule.code }, kind, aspect, technique);
    if (here.length === 0) return p;
    const small = resize(p, area, Math.min(p.widthMm, area.widthMm / 3), aspect);
    return move(small, area, area.widthMm / 2, area.heightMm * 0.82);
  }

  function uploaded(info: UploadInfo) {
    onUploaded(info);
    const aspect = uploadAspect(info);
    if (current) {
      onChange(resize({ ...current, kind: "artwork", uploadId: info.id }, area, current.widthMm, aspect));
    } else {
      onChange({ ...fresh("artwork", aspect), uploadId: info.id });
    }
  }

  function changeText(patch: Partial<{ content: string; font: string; colorHex: string }>) {
    const start = current ?? fresh("text", measure("Aa", TEXT_FONTS[0].code));
    const text = { ...(current?.text ?? { content: "", font: TEXT_FONTS[0].code, colorHex: ink }), ...patch };
    onChange(
      resize({ ...start, kind: "text", text }, area, start.widthMm, measure(text.content, text.font)),
      patch.content !== undefined ? `text:${start.id}` : undefined,
    );
  }

  const aspect = current ? current.widthMm / current.heightMm : 1;
  const maxWidth = current ? maxWidthMm(area, aspect, current.rotationDeg) : area.widthMm;
  const frame = areaFrame(garmentType, rule.code);
  const imageOf = (p: EditorPlacement) =>
    p.kind === "artwork"
      ? (uploads[p.uploadId ?? ""]?.url ?? (p.uploadId ? `/media/upload/${p.uploadId}` : null))
      : null;

  return (
    <div className="mt-4" data-testid="decoration-editor" data-id={current?.id ?? ""}>
      {!current && here.length > 0 ? (
        <p className="text-sm font-medium text-stone-900">
          {kind === "text" ? t("print.addingText") : t("print.addingArtwork")}
        </p>
      ) : null}
      <Section title={t("print.technique")} id={`${base}-tech`}>
        <div role="radiogroup" aria-labelledby={`${base}-tech`} className="space-y-2">
          {rule.techniques.map((code) => {
            const tech = options.techniques.find((x) => x.code === code);
            if (!tech) return null;
            const checked = code === technique;
            return (
              <label
                key={code}
                className={`flex cursor-pointer gap-3 rounded-xl border px-3 py-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                  checked ? "border-stone-900 bg-stone-50" : "border-stone-200 hover:border-stone-400"
                }`}
              >
                <input
                  type="radio"
                  name={`${base}-technique`}
                  checked={checked}
                  onChange={() => chooseTechnique(code)}
                  className="mt-1 size-4 accent-stone-900"
                  data-testid="technique-option"
                  data-code={code}
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-stone-900">{tech.name}</span>
                  <span className="block text-xs text-stone-600">
                    {[
                      tech.minQuantity > 1 ? t("print.fromUnits", { count: tech.minQuantity }) : t("print.fromOne"),
                      tech.maxColours ? t("print.maxColours", { count: tech.maxColours }) : t("print.fullColour"),
                    ].join(" · ")}
                  </span>
                  {tech.pricing.kind === "screen-print" ? (
                    <span className="block text-xs text-stone-600">
                      {t("print.screenSetup")} <Price cents={tech.pricing.developmentCentsPerColour} />
                    </span>
                  ) : tech.pricing.kind === "embroidery" ? (
                    <span className="block text-xs text-stone-600">
                      {t("print.embroiderySetup")}{" "}
                      <Price cents={tech.pricing.stitchAreaBands[0]?.developmentCents ?? 0} />
                      {"–"}
                      <Price cents={tech.pricing.stitchAreaBands.at(-1)?.developmentCents ?? 0} />
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </Section>

      <Section title={t("print.what")} id={`${base}-what`}>
        <div role="radiogroup" aria-labelledby={`${base}-what`} className="grid grid-cols-2 gap-2">
          {(["artwork", "text"] as const).map((k) => (
            <label
              key={k}
              className={`flex cursor-pointer items-center justify-center gap-2 rounded-full border px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                kind === k
                  ? "border-stone-900 bg-stone-900 text-white"
                  : "border-stone-300 text-stone-800 hover:border-stone-500"
              }`}
            >
              <input
                type="radio"
                name={`${base}-kind`}
                checked={kind === k}
                onChange={() => chooseKind(k)}
                className="sr-only"
                data-testid={`kind-${k}`}
              />
              {k === "artwork" ? <ImageIcon aria-hidden className="size-4" /> : <Type aria-hidden className="size-4" />}
              {t(`print.kind.${k}`)}
            </label>
          ))}
        </div>
        <div className="mt-4">
          {kind === "artwork" ? (
            <>
              <ArtworkUpload current={upload} onUploaded={uploaded} />
              <ArtworkTools upload={upload} uploads={uploads} onUse={uploaded} />
            </>
          ) : (
            <TextFields text={current?.text ?? null} defaultColour={ink} onChange={changeText} onCommit={onCommit} />
          )}
        </div>
      </Section>

      {current ? (
        <>
          <Section
            title={t("print.sizeTitle")}
            id={`${base}-size`}
            hint={t("print.sizeHint", { width: toCm(rule.widthMm), height: toCm(rule.heightMm) })}
          >
            <RangeWithNumber
              label={t("print.width")}
              unit="cm"
              min={Math.min(MIN_ARTWORK_MM, maxWidth)}
              max={maxWidth}
              step={1}
              value={current.widthMm}
              toText={(mm) => toCm(mm)}
              fromText={parseCm}
              onChange={(mm) => onChange(resize(current, area, mm), `width:${current.id}`)}
              onCommit={onCommit}
              testId="artwork-width"
            />
            <p className="mt-2 text-xs text-stone-600" data-testid="artwork-size">
              {t("print.sizeNow", { width: toCm(current.widthMm), height: toCm(current.heightMm) })}
            </p>
          </Section>

          <Section title={t("print.positionTitle")} id={`${base}-pos`}>
            <PlacementMap
              area={area}
              frame={frame}
              items={here
                .filter((p) => p.id === current.id || isComplete(p))
                .map((p) => ({ placement: p, imageUrl: imageOf(p), warning: warningsFor(p.id).length > 0 }))}
              selectedId={current.id}
              neighbours={neighbourBoxes(garmentType, all, rule.code)}
              onSelect={(id) => onSelectDecoration(id)}
              onChange={(p, group) => onChange(p, group)}
              onCommit={onCommit}
              label={t("print.mapLabel", { placement: rule.name })}
              background={dyeHex}
            />
            <div className="mt-3 flex flex-wrap items-end gap-3">
              <NumberField
                label={t("print.fromLeft")}
                value={current.centerXMm}
                onChange={(mm) => onChange(move(current, area, mm, current.centerYMm))}
                testId="position-x"
              />
              <NumberField
                label={t("print.fromTop")}
                value={current.centerYMm}
                onChange={(mm) => onChange(move(current, area, current.centerXMm, mm))}
                testId="position-y"
              />
              <button
                type="button"
                className={buttonClass.quiet}
                onClick={() => onChange(move(current, area, area.widthMm / 2, current.centerYMm))}
              >
                {t("print.centre")}
              </button>
            </div>
          </Section>

          <Section title={t("print.rotationTitle")} id={`${base}-rot`}>
            <RangeWithNumber
              label={t("print.rotation")}
              unit="°"
              min={-180}
              max={180}
              step={1}
              value={current.rotationDeg}
              toText={(v) => String(v)}
              fromText={(raw) => {
                const n = Number.parseFloat(raw.replace(",", "."));
                return Number.isFinite(n) ? n : null;
              }}
              onChange={(deg) => onChange(rotate(current, area, deg), `rotation:${current.id}`)}
              onCommit={onCommit}
              testId="artwork-rotation"
              extra={
                <button type="button" className={buttonClass.quiet} onClick={() => onChange(rotate(current, area, 0))}>
                  <RotateCcw aria-hidden className="size-4" />
                  {t("print.straighten")}
                </button>
              }
            />
          </Section>

          {technique === "screen-print" || technique === "embroidery" ? (
            <Section
              title={technique === "screen-print" ? t("print.inkColours") : t("print.threadColours")}
              id={`${base}-col`}
              hint={technique === "screen-print" ? t("print.inkHint") : t("print.threadHint")}
            >
              {technique === "screen-print" ? (
                <ScreenColourCount
                  upload={current.kind === "artwork" ? upload : undefined}
                  value={current.colourCount}
                  max={techniqueRule?.maxColours ?? 8}
                  label={t("print.inkColours")}
                  onChange={(n) => onChange({ ...current, colourCount: n }, `colours:${current.id}`)}
                  onUseDigital={
                    rule.techniques.includes("digital-print") ? () => chooseTechnique("digital-print") : undefined
                  }
                />
              ) : (
                <ColourCount
                  value={current.colourCount}
                  max={techniqueRule?.maxColours ?? 8}
                  required={false}
                  label={t("print.threadColours")}
                  onChange={(n) => onChange({ ...current, colourCount: n }, `colours:${current.id}`)}
                />
              )}
            </Section>
          ) : null}
        </>
      ) : null}

      <WarningList messages={current ? warningsFor(current.id) : []} />
    </div>
  );
}

function TextFields({
  text,
  defaultColour,
  onChange,
  onCommit,
}: {
  text: { content: string; font: string; colorHex: string } | null;
  defaultColour: string;
  onChange: (patch: Partial<{ content: string; font: string; colorHex: string }>) => void;
  /** Typing ended (the field lost focus): the next edit is a new undo step. */
  onCommit: () => void;
}) {
  const { t } = useTranslation("customize");
  const id = useId();
  const content = text?.content ?? "";
  const font = text?.font ?? TEXT_FONTS[0].code;
  const colour = text?.colorHex ?? defaultColour;
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-medium text-stone-800">
          {t("print.text")}
        </label>
        <input
          id={`${id}-text`}
          type="text"
          value={content}
          maxLength={120}
          onChange={(e) => onChange({ content: e.target.value })}
          onBlur={onCommit}
          className={inputClass}
          style={{ fontFamily: fontStack(font) }}
          placeholder={t("print.textPlaceholder")}
          data-testid="text-content"
        />
      </div>
      <div>
        <label htmlFor={`${id}-font`} className="mb-1.5 block text-sm font-medium text-stone-800">
          {t("print.font")}
        </label>
        <select
          id={`${id}-font`}
          value={font}
          onChange={(e) => onChange({ font: e.target.value })}
          className={inputClass}
          data-testid="text-font"
        >
          {TEXT_FONTS.map((f) => (
            <option key={f.code} value={f.code} style={{ fontFamily: f.stack }}>
              {f.code}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-stone-800">{t("print.textColour")}</legend>
        <div className="flex flex-wrap items-center gap-2">
          {TEXT_COLOURS.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={c === colour.toLowerCase()}
              aria-label={t("print.colourValue", { hex: c })}
              onClick={() => onChange({ colorHex: c })}
              style={{ backgroundColor: c }}
              className={`flex size-9 items-center justify-center rounded-full border border-stone-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ${
                c === colour.toLowerCase() ? "ring-2 ring-stone-900 ring-offset-2" : ""
              }`}
            >
              {c === colour.toLowerCase() ? (
                <Check aria-hidden className={`size-4 ${c === "#ffffff" ? "text-stone-900" : "text-white"}`} />
              ) : null}
            </button>
          ))}
          <label className="ml-1 flex items-center gap-2 text-sm text-stone-700">
            <input
              type="color"
              value={colour}
              onChange={(e) => onChange({ colorHex: e.target.value })}
              className="h-9 w-12 cursor-pointer rounded border border-stone-300 bg-white"
              data-testid="text-colour"
            />
            {t("print.otherColour")}
          </label>
        </div>
      </fieldset>
    </div>
  );
}

/** A range slider with a number field beside it (typing and sliding both work; keyboard on both). */
function RangeWithNumber({
  label,
  unit,
  min,
  max,
  step,
  value,
  toText,
  fromText,
  onChange,
  onCommit,
  testId,
  extra,
}: {
  label: string;
  unit: string;
  min: number;
  max: number;
  step: number;
  value: number;
  toText: (v: number) => string;
  fromText: (raw: string) => number | null;
  onChange: (v: number) => void;
  /** Sliding ended: the next edit is a new undo step. */
  onCommit?: () => void;
  testId: string;
  extra?: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={`${id}-range`} className="sr-only">
        {label}
      </label>
      <input
        id={`${id}-range`}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        onPointerUp={onCommit}
        onKeyUp={onCommit}
        onBlur={onCommit}
        aria-valuetext={`${toText(value)} ${unit}`}
        className="h-2 min-w-0 flex-1 basis-40 cursor-pointer accent-stone-900"
        data-testid={`${testId}-range`}
      />
      <span className="flex items-center gap-1.5">
        <label htmlFor={`${id}-number`} className="text-sm text-stone-700">
          {label}
        </label>
        <input
          id={`${id}-number`}
          type="text"
          inputMode="decimal"
          value={draft ?? toText(value)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            const v = draft === null ? null : fromText(draft);
            setDraft(null);
            if (v !== null) onChange(v);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
          className={smallInputClass}
          data-testid={`${testId}-number`}
        />
        <span className="text-sm text-stone-600">{unit}</span>
      </span>
      {extra}
    </div>
  );
}

/** A cm number field committing on blur or Enter. */
function NumberField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  onChange: (mm: number) => void;
  testId: string;
}) {
  const id = useId();
  const toCm = useCm();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <span className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-stone-700">
        {label}
      </label>
      <span className="flex items-center gap-1.5">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          value={draft ?? toCm(value)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            const mm = draft === null ? null : parseCm(draft);
            setDraft(null);
            if (mm !== null) onChange(mm);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
          className={smallInputClass}
          data-testid={testId}
        />
        <span className="text-sm text-stone-600">cm</span>
      </span>
    </span>
  );
}

function ColourCount({
  value,
  max,
  required,
  label,
  onChange,
}: {
  value: number | null;
  max: number;
  required: boolean;
  label: string;
  onChange: (n: number | null) => void;
}) {
  const id = useId();
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={value ?? ""}
        required={required}
        onChange={(e) => {
          const n = Number.parseInt(e.target.value, 10);
          onChange(Number.isFinite(n) ? Math.min(Math.max(n, 1), 16) : required ? 1 : null);
        }}
        className={smallInputClass}
        data-testid="colour-count"
      />
      <span className="text-sm text-stone-600">/ {max}</span>
    </span>
  );
}
