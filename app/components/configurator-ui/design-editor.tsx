import { ArrowRight, CircleAlert, Cloud, CloudOff, LoaderCircle, Redo2, RefreshCw, Save, Undo2 } from "lucide-react";
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import type { LabelSlot } from "../../../core/customization/options.ts";
import { type PreflightPlacementInput, preflightDesign } from "../../../core/customization/preflight.ts";
import { notify } from "../../lib/toast.ts";
import { useHydrated } from "../cart/use-hydrated.ts";
import { Price } from "../price.tsx";
import { uploadImage } from "./api.ts";
import { decalsOf } from "./decals.ts";
import { DyePanel } from "./dye-panel.tsx";
import { GarmentPicker } from "./garment-picker.tsx";
import type { EditorPageData } from "./editor-data.server.ts";
import { createHistory, historyKey, historyReducer, ownsUndo } from "./editor-history.ts";
import {
  type EditorDocument,
  type EditorPlacement,
  PANELS,
  type PanelId,
  type UploadInfo,
  defaultDesignName,
  evaluate,
  isComplete,
  move,
  fromDocument,
  initialDocument,
  refusalPanel,
  refusalPlacement,
  refusalSlot,
  toDocument,
} from "./editor-state.ts";
import { LabelsPanel } from "./labels-panel.tsx";
import { useErrorText, usePreflightText, useRefusalText } from "./messages.ts";
import { NotesPanel } from "./notes-panel.tsx";
import { PriceSummary } from "./price-summary.tsx";
import { PrintPanel } from "./print-panel.tsx";
import { QuantitiesPanel } from "./quantities-panel.tsx";
import { buttonClass, inputClass } from "./ui.tsx";
import { ShareDesignButton } from "./share-dialog.tsx";
import { useAutosave } from "./use-autosave.ts";
import { DesignViewer, type GarmentViewerHandle, type ViewPreset, renderDesignImages } from "./viewer.tsx";

/** The viewer's preset that shows a placement (sleeves from their side, the hood and nape from the back). */
export function viewOfPlacement(code: string, panel: string | undefined): ViewPreset {
  if (code === "left-sleeve") return "left";
  if (code === "right-sleeve") return "right";
  if (panel === "back" || panel === "hood" || code === "nape") return "back";
  return "front";
}

/** Changes the address in place (no navigation, no history entry), keeping the other query parameters. */
function replaceAddress(pathname: string, edit: (query: URLSearchParams) => void) {
  const query = new URLSearchParams(window.location.search);
  edit(query);
  const search = query.toString();
  window.history.replaceState(window.history.state, "", `${pathname}${search ? `?${search}` : ""}`);
}

/** Refusal codes that more units would lift (shown again under the quantities). */
const MOQ_CODES = new Set(["MOQ_TECHNIQUE", "MOQ_WOVEN_LABEL", "MOQ_LABEL"]);

/**
 * The configurator's editor (issue 5): the garment preview, the panels (dye, labels, print,
 * quantities, notes) as tabs — a bottom sheet under the preview on a phone, a side column on a
 * desktop —, the live price with its breakdown, refusals next to their panel, preflight warnings,
 * the auto-saved draft, "Save design", "Publish to gallery" and the way to the review.
 */
export function DesignEditor({ page }: { page: EditorPageData }) {
  const { t, i18n } = useTranslation("customize");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { options, design } = page;
  const garmentType = options.garmentType as GarmentType;

  // the document with its undo history (editor-history.ts): every edit is a step, a gesture one step
  const [history, dispatch] = useReducer(historyReducer<EditorDocument>, undefined, () =>
    createHistory<EditorDocument>(
      design
        ? fromDocument(design.document)
        : { ...initialDocument(options), blank: page.blank, dye: page.initialDye ?? options.defaultDyeCode },
    ),
  );
  const doc = history.present;
  const setDoc = (next: (d: EditorDocument) => EditorDocument, group?: string) =>
    dispatch({ type: "set", next, group });
  const commit = () => dispatch({ type: "commit" });
  const [name, setName] = useState(
    () => design?.name ?? defaultDesignName(page.garmentName, new Date(), i18n.language),
  );
  const [status, setStatus] = useState<"draft" | "saved">(design?.status ?? "draft");
  const [published, setPublished] = useState(design?.published ?? false);
  const [images, setImages] = useState({ front: design?.frontImageId ?? null, back: design?.backImageId ?? null });
  const [uploads, setUploads] = useState<Record<string, UploadInfo>>(page.uploads);
  const [tab, setTab] = useState<PanelId>("dye");
  const [view, setView] = useState<ViewPreset>("front");
  const viewer = useRef<GarmentViewerHandle>(null);
  const [selected, setSelected] = useState<string | null>(
    () => design?.document.placements[0]?.placement ?? options.placements[0]?.code ?? null,
  );
  const [selectedId, setSelectedId] = useState<string | null>(() => (design?.document.placements.length ? "d0" : null));
  const [historyNote, setHistoryNote] = useState("");
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);

  const saving = useMemo(() => toDocument(doc), [doc]);
  const evaluation = useMemo(() => evaluate(options, saving), [options, saving]);

  const autosave = useAutosave(
    {
      threeProduct: options.id,
      name,
      status,
      published,
      document: saving,
      frontImageId: images.front,
      backImageId: images.back,
    },
    { id: design?.id ?? null, version: design?.version ?? null },
    (saved, isNew) => {
      // the design now has an address of its own: a reload opens it again
      if (isNew) replaceAddress(`/customize/${saved.id}/edit`, (q) => q.delete("discard"));
    },
  );

  // The server's answer is authoritative: once it priced this very document, show its figures.
  const server = autosave.view;
  const confirmed = autosave.state.kind === "saved" && !!server && !autosave.dirty;
  const price = confirmed && server ? server.price : evaluation.price;
  const refusals = confirmed && server ? server.refusals : evaluation.refusals;

  const refusalText = useRefusalText(options);
  const preflightText = usePreflightText(options);
  const errorText = useErrorText();

  // the saved list holds the complete decorations in order: their editor ids, for the warnings
  const savedIds = useMemo(() => doc.placements.filter(isComplete).map((p) => p.id), [doc.placements]);
  const preflight = useMemo(() => {
    const inputs: PreflightPlacementInput[] = saving.placements.map((p) => {
      const upload = p.artwork ? uploads[p.artwork.uploadId] : undefined;
      const raster = !!upload && upload.contentType !== "image/svg+xml";
      return {
        placement: p.placement,
        technique: p.technique,
        widthMm: p.widthMm,
        heightMm: p.heightMm,
        centerXMm: p.centerXMm,
        centerYMm: p.centerYMm,
        rotationDeg: p.rotationDeg,
        pixelWidth: raster ? (upload.widthPx ?? undefined) : undefined,
        pixelHeight: raster ? (upload.heightPx ?? undefined) : undefined,
        chosenColours: p.colourCount ?? undefined,
        minTextHeightMm: p.text && p.technique === "embroidery" ? p.heightMm : undefined,
      };
    });
    return preflightDesign(options, inputs);
  }, [options, saving, uploads]);

  // the phone's sticky preview: its height, so the panel tabs stick right under it
  const previewRef = useRef<HTMLDivElement>(null);
  const [previewHeight, setPreviewHeight] = useState(0);
  useEffect(() => {
    const el = previewRef.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setPreviewHeight(Math.round(el.getBoundingClientRect().height)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const sheet = useRef<HTMLDivElement>(null);
  /** Opens a panel; when the page is scrolled past the panel's top, brings it back under the tabs. */
  const openTab = (next: PanelId) => {
    setTab(next);
    requestAnimationFrame(() => {
      const el = sheet.current;
      if (el && el.getBoundingClientRect().top < 120) el.scrollIntoView({ block: "start" });
    });
  };

  const byPanel = (panel: PanelId) => refusals.filter((r) => refusalPanel(r) === panel);
  const problemsIn = (panel: PanelId) => byPanel(panel).length;

  // the blank the design is made from (issue 20): names the title, the way back and the garment line
  const blank = options.products.find((p) => p.id === (doc.blank ?? options.defaultProductId)) ?? null;
  const garmentName = blank?.name ?? page.garmentName;
  const backTo = blank ?? page.product;
  const dye = options.dyes.find((d) => d.code === doc.dye) ?? options.dyes[0];
  const dyeHex = dye?.hex ?? "#ffffff";
  const decals = useMemo(() => decalsOf(options, doc.placements, uploads), [options, doc.placements, uploads]);

  // follow the placement being edited to the side of the garment it is on
  useEffect(() => {
    if (tab !== "print" || !selected) return;
    const panel = options.placements.find((p) => p.code === selected)?.panel;
    setView(viewOfPlacement(selected, panel));
  }, [selected, tab, options.placements]);

  const update = (patch: Partial<EditorDocument>, group?: string) => setDoc((d) => ({ ...d, ...patch }), group);
  const upsertPlacement = (p: EditorPlacement, group?: string) => {
    setDoc((d) => {
      const i = d.placements.findIndex((x) => x.id === p.id);
      const placements = [...d.placements];
      if (i >= 0) placements[i] = p;
      else placements.push(p);
      return { ...d, placements };
    }, group);
    if (p.id !== selectedId) setSelectedId(p.id);
  };

  // an undone or redone step may take the selected decoration away: select what is there
  useEffect(() => {
    if (selectedId && !doc.placements.some((p) => p.id === selectedId)) {
      setSelectedId(doc.placements.find((p) => p.placement === selected)?.id ?? null);
    }
  }, [doc.placements, selectedId, selected]);

  /**
   * A decoration dragged on the 3D garment (issue 20): moved within its printable area, one undo
   * step per drag, and selected in the print panel.
   */
  const dragOnGarment = (id: string, centre: { centerXMm: number; centerYMm: number } | null) => {
    if (!centre) {
      commit();
      return;
    }
    const p = doc.placements.find((x) => x.id === id);
    const rule = p ? options.placements.find((r) => r.code === p.placement) : undefined;
    if (!p || !rule) return;
    const area = { widthMm: rule.widthMm, heightMm: rule.heightMm };
    upsertPlacement(move(p, area, centre.centerXMm, centre.centerYMm), `drag3d:${id}`);
    if (selected !== p.placement) setSelected(p.placement);
  };

  const canUndo = history.past.length > 0;
  const canRedo = history.future.length > 0;
  function step(kind: "undo" | "redo") {
    if (kind === "undo" ? !canUndo : !canRedo) return;
    dispatch({ type: kind });
    setHistoryNote(kind === "undo" ? t("history.undone") : t("history.redone"));
  }
  // Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y anywhere in the editor; text fields keep their own undo
  const stepRef = useRef(step);
  stepRef.current = step;
  useEffect(() => {
    function onKey(e: globalThis.KeyboardEvent) {
      const kind = historyKey(e);
      if (!kind || ownsUndo(e.target) || e.defaultPrevented) return;
      e.preventDefault();
      stepRef.current(kind);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  /**
   * Saves now with front and back images (the thumbnails of My designs and the gallery, the review's
   * pictures): for the review rendered by the 3D viewer, else drawn quickly on the dyed flats. An
   * image that fails keeps the old one.
   */
  async function saveWithImages(patch: { status?: "draft" | "saved"; published?: boolean } = {}, from3d = false) {
    const saved = await autosave.flush(patch);
    if (!saved) return null;
    const rendered = await renderDesignImages({
      viewer: from3d ? viewer.current : null,
      garmentType,
      dyeHex,
      decals,
    });
    const ids = { front: images.front, back: images.back };
    for (const v of ["front", "back"] as const) {
      const blob = rendered[v];
      if (!blob) continue;
      const up = await uploadImage(blob, `${saved.id}-${v}.png`);
      if (up.ok) ids[v] = up.upload.id;
    }
    setImages(ids);
    return (await autosave.flush({ ...patch, frontImageId: ids.front, backImageId: ids.back })) ?? saved;
  }

  async function saveNow(next: { status?: "draft" | "saved"; published?: boolean }) {
    const patch = { status: next.status ?? status, published: next.published ?? published };
    if (next.status) setStatus(next.status);
    if (next.published !== undefined) setPublished(next.published);
    setBusy(true);
    try {
      const saved = await saveWithImages(patch);
      if (saved) {
        void notify(
          next.published === undefined
            ? t("save.savedToast")
            : next.published
              ? t("save.publishedToast")
              : t("save.unpublishedToast"),
          "success",
        );
      }
    } finally {
      setBusy(false);
    }
  }

  async function review() {
    setReviewing(true);
    try {
      const saved = await saveWithImages({}, true);
      if (saved) navigate(`/customize/${saved.id}/review`);
    } finally {
      setReviewing(false);
    }
  }

  const slotRefusals = (slot: LabelSlot) =>
    byPanel("labels")
      .filter((r) => refusalSlot(r) === slot)
      .map(refusalText);
  const placementRefusals = (code: string) =>
    byPanel("print")
      .filter((r) => refusalPlacement(r) === code)
      .map(refusalText);
  const decorationWarnings = (id: string) => {
    const index = savedIds.indexOf(id);
    return index < 0 ? [] : preflight.filter((w) => w.decoration === index).map(preflightText);
  };
  const minimums = refusals.filter((r) => MOQ_CODES.has(r.code) && refusalPanel(r) !== "quantities").map(refusalText);

  const panelBody: Record<PanelId, ReactNode> = {
    dye: (
      <DyePanel
        options={options}
        dye={doc.dye}
        onChange={(code) => {
          update({ dye: code });
          // the address keeps the dye (a fresh design reloaded or shared starts in it)
          replaceAddress(window.location.pathname, (q) => q.set("dye", code));
        }}
        refusals={byPanel("dye").map(refusalText)}
      />
    ),
    labels: (
      <LabelsPanel
        options={options}
        chosen={doc.labels}
        onChange={(slot, code) => setDoc((d) => ({ ...d, labels: { ...d.labels, [slot]: code } }))}
        refusalsFor={slotRefusals}
      />
    ),
    print: (
      <PrintPanel
        options={options}
        garmentType={garmentType}
        placements={doc.placements}
        uploads={uploads}
        dyeHex={dyeHex}
        selected={selected}
        selectedId={selectedId}
        onSelect={(code) => {
          setSelected(code);
          setSelectedId(doc.placements.find((p) => p.placement === code)?.id ?? null);
        }}
        onSelectDecoration={setSelectedId}
        onChange={upsertPlacement}
        onCommit={commit}
        onRemove={(id) => setDoc((d) => ({ ...d, placements: d.placements.filter((p) => p.id !== id) }))}
        onUploaded={(u) => setUploads((all) => ({ ...all, [u.id]: u }))}
        refusalsFor={placementRefusals}
        warningsFor={decorationWarnings}
      />
    ),
    quantities: (
      <QuantitiesPanel
        options={options}
        sizes={doc.sizes}
        onChange={(size, n) => setDoc((d) => ({ ...d, sizes: { ...d.sizes, [size]: n } }), `size:${size}`)}
        refusals={byPanel("quantities").map(refusalText)}
        minimums={minimums}
      />
    ),
    notes: <NotesPanel notes={doc.notes} onChange={(notes) => update({ notes }, "notes")} />,
  };

  const designId = autosave.designId();

  return (
    <div
      className="mx-auto max-w-7xl lg:px-8 lg:pb-12 lg:pt-6"
      data-testid="design-editor"
      data-hydrated={hydrated ? "true" : "false"}
      data-design-id={designId ?? ""}
    >
      <div className="px-4 pt-4 lg:px-0 lg:pt-0">
        <nav aria-label={t("editor.breadcrumb")} className="text-sm text-stone-600">
          {backTo ? (
            <Link to={`/product/${backTo.slug}`} className="hover:text-stone-900 hover:underline">
              ← {backTo.name}
            </Link>
          ) : (
            <Link to="/gallery" className="hover:text-stone-900 hover:underline">
              ← {t("gallery.title")}
            </Link>
          )}
        </nav>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-stone-900 lg:text-3xl">
              {t("custom:editorTitle", { garment: garmentName })}
            </h1>
            <p className="mt-1 text-sm text-stone-600">{t("editor.lead")}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <SaveStatus state={autosave.state} errorText={errorText} onRetry={() => void autosave.flush()} />
            <ShareDesignButton
              designId={designId}
              ensureSaved={async () => (await autosave.flush())?.id ?? null}
              disabled={!hydrated || busy}
            />
          </div>
        </div>
      </div>

      {autosave.state.kind === "conflict" ? (
        <div
          role="alert"
          className="mx-4 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 lg:mx-0"
          data-testid="save-conflict"
        >
          <p>{t("save.conflict")}</p>
          <a
            href={designId ? `/customize/${designId}/edit` : `/customize/${page.startRef}`}
            className={buttonClass.secondary}
          >
            <RefreshCw aria-hidden className="size-4" />
            {t("save.reload")}
          </a>
        </div>
      ) : null}

      <div
        className="mt-4 lg:grid lg:grid-cols-[minmax(0,1fr)_27rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_30rem]"
        style={{ "--preview-h": `${previewHeight}px` } as CSSProperties}
      >
        <div className="sticky top-16 z-20 lg:top-24 lg:z-auto lg:self-start">
          {/* phone: the preview stays in sight (smaller) while the panels below are edited */}
          <div
            ref={previewRef}
            className="border-b border-stone-200 bg-white px-4 pt-2 pb-2 lg:border-0 lg:bg-transparent lg:p-0 max-lg:[&_#garment-viewer-help]:hidden max-lg:[&_[data-testid=garment-viewer]]:gap-2 max-lg:[&_[data-testid=garment-viewport]]:mx-auto max-lg:[&_[data-testid=garment-viewport]]:w-40 sm:max-lg:[&_[data-testid=garment-viewport]]:w-52 max-lg:[&_[role=toolbar]]:flex-nowrap max-lg:[&_[role=toolbar]]:gap-1.5 max-lg:[&_[role=toolbar]_button]:px-2.5 max-lg:[&_[role=toolbar]_button]:py-1 max-lg:[&_[role=toolbar]_button]:text-xs max-lg:[&_[role=toolbar]_button]:whitespace-nowrap"
            data-testid="viewer-area"
          >
            <div>
              <DesignViewer
                garmentType={garmentType}
                garmentName={garmentName}
                dyeHex={dyeHex}
                dyeName={dye?.name ?? ""}
                decals={decals}
                options={options}
                labels={doc.labels}
                view={view}
                onViewChange={setView}
                onDecalDrag={dragOnGarment}
                handle={viewer}
              />
            </div>
          </div>
          <div className="mt-4 hidden lg:block">
            <PriceSummary
              options={options}
              blank={blank}
              price={price}
              quantity={evaluation.quantity}
              refusalCount={refusals.length}
              confirmed={confirmed}
              onShowProblems={() => openTab(PANELS.find((p) => problemsIn(p) > 0) ?? "quantities")}
            />
          </div>
        </div>

        <div className="relative bg-white px-4 pt-3 lg:mt-0 lg:px-0 lg:pt-0">
          <DesignDetails
            name={name}
            onName={setName}
            status={status}
            published={published}
            disabled={!hydrated || busy || reviewing}
            onSave={() => void saveNow({ status: "saved" })}
            onPublish={(on) => void saveNow({ published: on, status: on ? "saved" : status })}
            startOver={`/customize/${backTo?.slug ?? page.startRef}?discard=true`}
          />
          <GarmentPicker
            options={options}
            blank={doc.blank ?? options.defaultProductId}
            onChange={(id) => update({ blank: id })}
            refusals={refusals.filter((r) => r.code === "BLANK_NOT_OFFERED").map(refusalText)}
          />
          <HistoryBar
            canUndo={canUndo}
            canRedo={canRedo}
            disabled={!hydrated}
            onUndo={() => step("undo")}
            onRedo={() => step("redo")}
            note={historyNote}
          />
          <PanelTabs tab={tab} onTab={openTab} problems={problemsIn} />
          <div ref={sheet} className="scroll-mt-32 pt-5 lg:scroll-mt-40">
            {PANELS.map((p) => (
              <div
                key={p}
                id={`panel-${p}`}
                role="tabpanel"
                aria-labelledby={`tab-${p}`}
                hidden={tab !== p}
                data-testid={`panel-${p}`}
              >
                {tab === p ? panelBody[p] : null}
              </div>
            ))}
          </div>

          <div className="mt-6 lg:hidden">
            <PriceSummary
              options={options}
              blank={blank}
              price={price}
              quantity={evaluation.quantity}
              refusalCount={refusals.length}
              confirmed={confirmed}
              onShowProblems={() => openTab(PANELS.find((p) => problemsIn(p) > 0) ?? "quantities")}
            />
          </div>

          <div className="mt-6 hidden lg:flex lg:justify-end">
            <button
              type="button"
              className={buttonClass.brand}
              onClick={() => void review()}
              disabled={!hydrated || reviewing || busy}
              data-testid="go-review"
            >
              {reviewing ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
              {t("editor.review")}
              <ArrowRight aria-hidden className="size-4" />
            </button>
          </div>
        </div>
      </div>

      {/* phone: the price and the way on stay at hand */}
      <div className="sticky bottom-0 z-20 mt-6 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
          <div className="min-w-0 text-sm" aria-live="polite">
            {price && refusals.length === 0 ? (
              <>
                <p className="font-semibold text-stone-900">
                  <Price cents={price.unitCents} />{" "}
                  <span className="font-normal text-stone-600">{t("price.each")}</span>
                </p>
                <p className="text-xs text-stone-600">
                  {t("price.totalShort")} <Price cents={price.totalCents} />
                </p>
              </>
            ) : refusals.length > 0 ? (
              <p className="flex items-center gap-1 text-red-700">
                <CircleAlert aria-hidden className="size-4 shrink-0" />
                {t("price.refusedShort", { count: refusals.length })}
              </p>
            ) : (
              <p className="text-stone-600">{t("price.enterQuantitiesShort")}</p>
            )}
          </div>
          <button
            type="button"
            className={buttonClass.brand}
            onClick={() => void review()}
            disabled={!hydrated || reviewing || busy}
            data-testid="go-review-mobile"
          >
            {reviewing ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {t("editor.reviewShort")}
            <ArrowRight aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </div>
  );
}

/** The auto-save's state, in words (announced politely). */
function SaveStatus({
  state,
  errorText,
  onRetry,
}: {
  state: ReturnType<typeof useAutosave>["state"];
  errorText: (code: string, details?: Record<string, unknown>) => string;
  onRetry: () => void;
}) {
  const { t } = useTranslation("customize");
  return (
    <p
      className="flex min-h-6 items-center gap-1.5 text-sm text-stone-600"
      aria-live="polite"
      data-testid="save-status"
      data-state={state.kind}
    >
      {state.kind === "saving" ? (
        <>
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {t("save.saving")}
        </>
      ) : state.kind === "pending" ? (
        <>
          <Cloud aria-hidden className="size-4" />
          {t("save.pending")}
        </>
      ) : state.kind === "saved" ? (
        <>
          <Cloud aria-hidden className="size-4 text-brand-700" />
          {t("save.saved")}
        </>
      ) : state.kind === "error" ? (
        <span className="flex flex-wrap items-center gap-1.5 text-red-700" role="alert">
          <CloudOff aria-hidden className="size-4" />
          {t("save.failed", { reason: errorText(state.code, state.details) })}
          <button type="button" onClick={onRetry} className="font-medium underline underline-offset-2">
            {t("save.retry")}
          </button>
        </span>
      ) : null}
    </p>
  );
}

/** The design's name, "Save design", "Publish to gallery" and "Start over". */
function DesignDetails({
  name,
  onName,
  status,
  published,
  disabled,
  onSave,
  onPublish,
  startOver,
}: {
  name: string;
  onName: (name: string) => void;
  status: "draft" | "saved";
  published: boolean;
  disabled: boolean;
  onSave: () => void;
  onPublish: (on: boolean) => void;
  startOver: string;
}) {
  const { t } = useTranslation("customize");
  const id = useId();
  return (
    <div className="border-b border-stone-200 pb-4">
      <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-medium text-stone-800">
        {t("save.name")}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          maxLength={80}
          onChange={(e) => onName(e.target.value)}
          className={inputClass}
          data-testid="design-name"
        />
        <button
          type="button"
          className={`${buttonClass.primary} shrink-0`}
          onClick={onSave}
          disabled={disabled}
          data-testid="save-design"
        >
          <Save aria-hidden className="size-4" />
          {t("save.save")}
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <label className="flex cursor-pointer items-center gap-2.5 text-sm text-stone-800">
          <input
            type="checkbox"
            role="switch"
            aria-checked={published}
            checked={published}
            onChange={(e) => onPublish(e.target.checked)}
            disabled={disabled}
            className="peer sr-only"
            data-testid="publish-toggle"
          />
          <span
            aria-hidden
            className="relative inline-flex h-6 w-10 shrink-0 items-center rounded-full bg-stone-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 after:absolute after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-4"
          />
          {t("save.publish")}
        </label>
        <span className="flex items-center gap-3 text-xs text-stone-600">
          <span data-testid="design-status">{t(`save.status.${status}`)}</span>
          <a href={startOver} className="font-medium text-stone-700 underline underline-offset-2 hover:text-stone-900">
            {t("save.startOver")}
          </a>
        </span>
      </div>
    </div>
  );
}

/** Undo and redo (buttons with their shortcuts; what was done is announced politely). */
function HistoryBar({
  canUndo,
  canRedo,
  disabled,
  onUndo,
  onRedo,
  note,
}: {
  canUndo: boolean;
  canRedo: boolean;
  disabled: boolean;
  onUndo: () => void;
  onRedo: () => void;
  note: string;
}) {
  const { t } = useTranslation("customize");
  const quiet =
    "inline-flex h-10 items-center gap-1.5 rounded-full border border-stone-300 px-3 text-sm font-medium text-stone-800 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div className="flex items-center gap-2 py-3" role="toolbar" aria-label={t("history.toolbar")}>
      <button
        type="button"
        className={quiet}
        onClick={onUndo}
        disabled={disabled || !canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={t("history.undoHint")}
        data-testid="undo"
      >
        <Undo2 aria-hidden className="size-4" />
        {t("history.undo")}
      </button>
      <button
        type="button"
        className={quiet}
        onClick={onRedo}
        disabled={disabled || !canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title={t("history.redoHint")}
        data-testid="redo"
      >
        <Redo2 aria-hidden className="size-4" />
        {t("history.redo")}
      </button>
      <p className="sr-only" aria-live="polite" data-testid="history-note">
        {note}
      </p>
    </div>
  );
}

/** The panels' tab list (arrow keys, Home and End move between tabs; a dot marks a panel with problems). */
function PanelTabs({
  tab,
  onTab,
  problems,
}: {
  tab: PanelId;
  onTab: (tab: PanelId) => void;
  problems: (panel: PanelId) => number;
}) {
  const { t } = useTranslation("customize");
  const refs = useRef<Partial<Record<PanelId, HTMLButtonElement | null>>>({});
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const i = PANELS.indexOf(tab);
    const next =
      e.key === "ArrowRight"
        ? PANELS[(i + 1) % PANELS.length]
        : e.key === "ArrowLeft"
          ? PANELS[(i - 1 + PANELS.length) % PANELS.length]
          : e.key === "Home"
            ? PANELS[0]
            : e.key === "End"
              ? PANELS[PANELS.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    onTab(next);
    refs.current[next]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={t("editor.panels")}
      onKeyDown={onKeyDown}
      className="sticky top-[calc(4rem+var(--preview-h,0px))] z-10 -mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 bg-white px-4 [scrollbar-width:none] lg:top-20 lg:mx-0 lg:px-0"
    >
      {PANELS.map((p) => {
        const n = problems(p);
        return (
          <button
            key={p}
            ref={(el) => {
              refs.current[p] = el;
            }}
            id={`tab-${p}`}
            type="button"
            role="tab"
            aria-selected={tab === p}
            aria-controls={`panel-${p}`}
            tabIndex={tab === p ? 0 : -1}
            onClick={() => onTab(p)}
            className={`relative flex h-12 shrink-0 items-center gap-1.5 border-b-2 px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 ${
              tab === p ? "border-stone-900 text-stone-900" : "border-transparent text-stone-600 hover:text-stone-900"
            }`}
            data-testid={`tab-${p}`}
          >
            {t(`panels.${p}`)}
            {n > 0 ? (
              <span
                className="flex size-5 items-center justify-center rounded-full bg-red-600 text-[11px] font-semibold text-white"
                data-testid="tab-problems"
              >
                <span aria-hidden>{n}</span>
                <span className="sr-only">{t("editor.problems", { count: n })}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
