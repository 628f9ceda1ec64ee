import {
  Component,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { GARMENT_TYPE_LABELS } from "../../core/catalog/garment-types.ts";
import { nearestPreset } from "./camera.ts";
import { GarmentFlat2D, rasterizeFlat } from "./GarmentFlat2D.tsx";
import type { ViewerBridge } from "./GarmentViewer.client.tsx";
import type { GarmentMesh } from "./geometry/build-garment.ts";
import { loadImage } from "./images.ts";
import { loadGarmentMesh } from "./mesh-loader.ts";
import { type GarmentViewerHandle, type GarmentViewerProps, VIEW_PRESETS, type ViewPreset } from "./types.ts";
import { useWebGLSupport } from "./use-webgl.ts";

/** The viewer's props and handle types (defined in `types.ts`), for callers importing the component. */
export type { GarmentViewerHandle, GarmentViewerProps, ViewerDecal, ViewerLabel, ViewPreset } from "./types.ts";

const loadViewer = () => import("./GarmentViewer.client.tsx");
const GarmentViewer3D = lazy(loadViewer);

const NO_DECALS: NonNullable<GarmentViewerProps["decals"]> = [];
const NO_LABELS: NonNullable<GarmentViewerProps["labels"]> = [];
const STEP = (15 * Math.PI) / 180;

/** Falls back to the 2D view when the 3D chunk or the WebGL context fails. */
class Boundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The garment viewer (issue 5): the 3D model of a garment type in a dye, with artwork decals and
 * label patches, orbit/zoom/touch, front/back/side presets operable by keyboard, and an accessible
 * description. Renders the 2D flat fallback (same props) on the server, while the 3D chunk loads,
 * and where WebGL is missing. `ref` gives {@link GarmentViewerHandle.renderViews} (PNG views for the
 * review page and the tech pack). Controlled `view` optional; `onReady` fires after the first frame.
 */
export function GarmentViewer({ ref, ...props }: GarmentViewerProps & { ref?: Ref<GarmentViewerHandle> }) {
  const { t, i18n } = useTranslation("configurator");
  const webgl = useWebGLSupport();
  const [failed, setFailed] = useState(false);
  const [ready3d, setReady3d] = useState(false);
  const [ownView, setOwnView] = useState<ViewPreset>(props.view ?? "front");
  const [shownView, setShownView] = useState<ViewPreset>(props.view ?? "front");
  const view = props.view ?? ownView;
  const bridge = useRef<ViewerBridge | null>(null);
  const decals = props.decals ?? NO_DECALS;
  const labels = props.labels ?? NO_LABELS;
  const mode: "2d" | "3d" | "pending" = props.force2d || failed || webgl === false ? "2d" : webgl ? "3d" : "pending";
  const flatView: "front" | "back" = (mode === "3d" ? shownView : view) === "back" ? "back" : "front";
  const [mesh, setMesh] = useState<GarmentMesh | null>(null);

  // start the 3D chunk's download and the mesh's build (in a worker) together
  useEffect(() => {
    if (mode !== "3d") return;
    let live = true;
    loadViewer().catch(() => setFailed(true));
    loadGarmentMesh(props.garmentType).then(
      (m) => live && setMesh(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [mode, props.garmentType]);
  const meshReady = mesh !== null && mesh.type === props.garmentType;
  // a new garment type draws a new first frame
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the garment changes
  useEffect(() => setReady3d(false), [props.garmentType]);

  // follow a controlled view change
  const lastProp = useRef(props.view);
  if (props.view !== lastProp.current) {
    lastProp.current = props.view;
    if (props.view) setShownView(props.view);
  }

  const locale = (i18n.language in GARMENT_TYPE_LABELS[props.garmentType] ? i18n.language : "en") as "en" | "pt" | "es";
  const garment = props.garmentName ?? GARMENT_TYPE_LABELS[props.garmentType][locale];
  const describedView = mode === "3d" ? shownView : flatView;
  const description = [
    t("viewer.description", {
      garment,
      dye: props.dyeName ?? props.dyeHex,
      view: t(`viewer.viewFrom.${describedView}`),
    }),
    decals.length > 0
      ? t("viewer.artwork", {
          count: decals.length,
          placements: [...new Set(decals.map((d) => t(`viewer.placement.${d.placement}`)))].join(", "),
        })
      : "",
    labels.length > 0
      ? t("viewer.labels", { count: labels.length, labels: labels.map((l) => t(`viewer.label.${l.slot}`)).join(", ") })
      : "",
  ]
    .filter(Boolean)
    .join(" ");

  const choose = (next: ViewPreset) => {
    setOwnView(next);
    setShownView(next);
    props.onViewChange?.(next);
  };

  const { onReady } = props;
  const onFirstFrame = useCallback(() => {
    setReady3d(true);
    onReady?.("3d");
  }, [onReady]);
  const onOrbit = useCallback((azimuth: number) => setShownView(nearestPreset(azimuth)), []);

  useImperativeHandle(
    ref,
    () => ({
      async renderViews(options) {
        const views = options?.views ?? (["front", "back"] as ViewPreset[]);
        const width = options?.width ?? 1000;
        const height = options?.height ?? 1200;
        const out: Partial<Record<ViewPreset, Blob>> = {};
        for (const v of views) {
          if (bridge.current && mode === "3d") out[v] = await bridge.current.renderView(v, width, height);
          else {
            out[v] = await rasterizeFlat(
              { garmentType: props.garmentType, dyeHex: props.dyeHex, view: v === "back" ? "back" : "front", decals },
              width,
              height,
              loadImage,
            );
          }
        }
        return out;
      },
    }),
    [mode, props.garmentType, props.dyeHex, decals],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const b = bridge.current;
    if (!b) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => b.orbitBy(-STEP, 0),
      ArrowRight: () => b.orbitBy(STEP, 0),
      ArrowUp: () => b.orbitBy(0, -STEP / 2),
      ArrowDown: () => b.orbitBy(0, STEP / 2),
      "+": () => b.zoomBy(0.85),
      "=": () => b.zoomBy(0.85),
      "-": () => b.zoomBy(1 / 0.85),
    };
    const act = actions[e.key];
    if (act) {
      e.preventDefault();
      act();
    }
  };

  const presets = mode === "2d" ? (["front", "back"] as const) : VIEW_PRESETS;
  const pressed = mode === "3d" ? shownView : flatView;
  return (
    <section
      className={`flex flex-col gap-3 ${props.className ?? ""}`}
      aria-label={t("viewer.region")}
      data-testid="garment-viewer"
      data-mode={mode}
      data-ready={mode === "3d" ? String(ready3d) : "true"}
      data-view={pressed}
    >
      <div
        className="relative aspect-[6/7] w-full overflow-hidden rounded-xl bg-gradient-to-b from-stone-100 to-stone-200 outline-none focus-visible:ring-2 focus-visible:ring-stone-900"
        role="application"
        aria-label={t("viewer.application")}
        tabIndex={mode === "3d" ? 0 : -1}
        onKeyDown={onKeyDown}
        aria-describedby={mode === "3d" ? "garment-viewer-help" : undefined}
        data-testid="garment-viewport"
      >
        {mode !== "3d" || !ready3d || !meshReady ? (
          <GarmentFlat2D
            garmentType={props.garmentType}
            dyeHex={props.dyeHex}
            view={flatView}
            decals={decals}
            labels={labels}
            label={description}
            className="absolute inset-0 h-full w-full"
            onLoad={mode === "2d" ? () => onReady?.("2d") : undefined}
          />
        ) : null}
        {mode === "3d" && meshReady && mesh ? (
          <div className="absolute inset-0" data-testid="garment-canvas" role="img" aria-label={description}>
            <Boundary onError={() => setFailed(true)}>
              <Suspense fallback={null}>
                <GarmentViewer3D
                  garmentType={props.garmentType}
                  mesh={mesh}
                  dyeHex={props.dyeHex}
                  decals={decals}
                  labels={labels}
                  view={view}
                  bridge={bridge}
                  onFirstFrame={onFirstFrame}
                  onOrbit={onOrbit}
                  onDecalDrag={props.onDecalDrag}
                />
              </Suspense>
            </Boundary>
          </div>
        ) : null}
        {mode === "3d" && !ready3d ? (
          <p className="absolute inset-x-0 bottom-3 text-center text-sm text-stone-600" role="status">
            {t("viewer.loading")}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-2" role="toolbar" aria-label={t("viewer.views")}>
        {presets.map((p) => (
          <button
            key={p}
            type="button"
            className="rounded-full border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-stone-900 aria-pressed:border-stone-900 aria-pressed:bg-stone-900 aria-pressed:text-white"
            aria-pressed={pressed === p}
            onClick={() => choose(p)}
            data-testid={`view-${p}`}
          >
            {t(`viewer.view.${p}`)}
          </button>
        ))}
      </div>
      <p id="garment-viewer-help" className={mode === "3d" ? "text-center text-xs text-stone-500" : "sr-only"}>
        {mode === "2d" && webgl === false ? t("viewer.noWebgl") : t("viewer.help")}
      </p>
      <p className="sr-only" aria-live="polite">
        {description}
      </p>
    </section>
  );
}
