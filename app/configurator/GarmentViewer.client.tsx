import { Canvas, type ThreeEvent, useFrame, useThree } from "@react-three/fiber";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import {
  BufferAttribute,
  BufferGeometry,
  CanvasTexture,
  Color,
  DoubleSide,
  type Group,
  LinearMipmapLinearFilter,
  MeshLambertMaterial,
  MeshPhongMaterial,
  NoColorSpace,
  NoToneMapping,
  type PerspectiveCamera,
  SRGBColorSpace,
  Vector2,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { GarmentType } from "../../core/catalog/garment-types.ts";
import {
  DEFAULT_POLAR,
  FOV_DEG,
  ORBIT_LIMITS,
  PRESET_AZIMUTH,
  fitDistance,
  orbitPosition,
  shortestAzimuth,
} from "./camera.ts";
import { decalAtUv, uvToAreaMm } from "./decal-drag.ts";
import { placementArea } from "./uv-layout.ts";
import type { GarmentMesh } from "./geometry/build-garment.ts";
import { loadImage } from "./images.ts";
import { labelPatches } from "./label-patches.ts";
import { STUDIO_LIGHTING } from "./lighting.ts";
import { loadDecalFonts } from "./text-fonts.ts";
import { type ArtworkSource, drawArtwork, drawDetail } from "./textures.ts";
import type { ViewPreset, ViewerDecal, ViewerLabel } from "./types.ts";

/**
 * The 3D garment viewer (client only; lazy-loaded by `GarmentViewer.tsx`, so three.js stays out of
 * the server build and of other routes' JavaScript). react-three-fiber canvas rendered on demand:
 * the garment mesh built in code (`geometry/`), one fabric material whose colour is the dye and
 * whose shader multiplies a detail layer (seams, rib) and lays the artwork layer (decals drawn in
 * UV space, clipped to printable areas) over it; the inside of the garment darker. Studio lights
 * calibrated so a dye shows its swatch colour (`lighting.ts`), no tone mapping. Orbit with damping,
 * zoom within limits, touch; presets turn the camera.
 */

/** What the wrapper can ask of the 3D scene. */
export interface ViewerBridge {
  renderView(view: ViewPreset, width: number, height: number): Promise<Blob>;
  orbitBy(dAzimuth: number, dPolar: number): void;
  zoomBy(factor: number): void;
}

/** Props of the 3D viewer (the wrapper's props plus the plumbing it owns). */
export interface GarmentViewer3DProps {
  garmentType: GarmentType;
  /** The garment's mesh (`mesh-loader.ts`: built in a worker). */
  mesh: GarmentMesh;
  dyeHex: string;
  decals: readonly ViewerDecal[];
  labels: readonly ViewerLabel[];
  view: ViewPreset;
  /** Filled with the scene's functions once it exists. */
  bridge: RefObject<ViewerBridge | null>;
  /** Called after the first frame is on screen (onCreated + two animation frames). */
  onFirstFrame: () => void;
  /** Called when orbiting settles, with the azimuth (radians). */
  onOrbit?: (azimuth: number) => void;
  /** Dragging a decal (see `GarmentViewerProps.onDecalDrag`). */
  onDecalDrag?: (id: string, centre: { centerXMm: number; centerYMm: number } | null) => void;
}

const ARTWORK_SIZE = 2048;
const DETAIL_SIZE = 2048;

function toGeometry(mesh: GarmentMesh): BufferGeometry {
  let vertices = 0;
  let indexCount = 0;
  for (const p of mesh.parts) {
    vertices += p.positions.length / 3;
    indexCount += p.indices.length;
  }
  const positions = new Float32Array(vertices * 3);
  const normals = new Float32Array(vertices * 3);
  const uvs = new Float32Array(vertices * 2);
  const indices = new Uint32Array(indexCount);
  let v = 0;
  let i = 0;
  for (const p of mesh.parts) {
    positions.set(p.positions, v * 3);
    normals.set(p.normals, v * 3);
    uvs.set(p.uvs, v * 2);
    for (let k = 0; k < p.indices.length; k++) indices[i + k] = (p.indices[k] as number) + v;
    v += p.positions.length / 3;
    i += p.indices.length;
  }
  const g = new BufferGeometry();
  g.setAttribute("position", new BufferAttribute(positions, 3));
  g.setAttribute("normal", new BufferAttribute(normals, 3));
  g.setAttribute("uv", new BufferAttribute(uvs, 2));
  g.setIndex(new BufferAttribute(indices, 1));
  g.computeBoundingSphere();
  return g;
}

function hardwareGeometry(mesh: GarmentMesh): BufferGeometry {
  const g = new BufferGeometry();
  g.setAttribute("position", new BufferAttribute(mesh.hardware.positions, 3));
  g.setAttribute("normal", new BufferAttribute(mesh.hardware.normals, 3));
  g.setIndex(new BufferAttribute(mesh.hardware.indices, 1));
  return g;
}

/** The fabric: dye as colour, detail multiplied, artwork over it on the outside, inside darker. */
function createFabric(): {
  material: MeshLambertMaterial;
  uniforms: { detailMap: { value: unknown }; artworkMap: { value: unknown } };
} {
  const material = new MeshLambertMaterial({ side: DoubleSide });
  material.defines = { USE_UV: "" };
  const uniforms = { detailMap: { value: null as unknown }, artworkMap: { value: null as unknown } };
  material.onBeforeCompile = (shader) => {
    shader.uniforms.detailMap = uniforms.detailMap;
    shader.uniforms.artworkMap = uniforms.artworkMap;
    shader.fragmentShader = shader.fragmentShader
      .replace("#include <common>", "#include <common>\nuniform sampler2D detailMap;\nuniform sampler2D artworkMap;")
      .replace(
        "#include <map_fragment>",
        `#include <map_fragment>
        diffuseColor.rgb *= texture2D( detailMap, vUv ).rgb;
        if ( gl_FrontFacing ) {
          vec4 art = texture2D( artworkMap, vUv );
          diffuseColor.rgb = mix( diffuseColor.rgb, art.rgb, art.a );
        } else {
          diffuseColor.rgb *= 0.55;
        }`,
      );
  };
  material.customProgramCacheKey = () => "fabrico-fabric";
  return { material, uniforms };
}

function Garment({
  garmentType,
  mesh,
  dyeHex,
  decals,
  labels,
  onDecalDrag,
  controlsRef,
}: Pick<GarmentViewer3DProps, "garmentType" | "mesh" | "dyeHex" | "decals" | "labels" | "onDecalDrag"> & {
  controlsRef: RefObject<OrbitControls | null>;
}) {
  const invalidate = useThree((s) => s.invalidate);
  const gl = useThree((s) => s.gl);
  const geometry = useMemo(() => toGeometry(mesh), [mesh]);
  const hardware = useMemo(() => hardwareGeometry(mesh), [mesh]);
  const fabric = useMemo(() => createFabric(), []);
  const metal = useMemo(() => new MeshPhongMaterial({ color: "#a9a9a6", specular: "#ffffff", shininess: 60 }), []);
  const target = useRef(new Color(dyeHex));

  // detail layer: once per garment type
  const detail = useMemo(() => {
    const canvas = document.createElement("canvas");
    canvas.width = DETAIL_SIZE;
    canvas.height = DETAIL_SIZE;
    const ctx = canvas.getContext("2d");
    if (ctx) drawDetail(ctx, DETAIL_SIZE, mesh.strokes, true);
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = NoColorSpace;
    texture.anisotropy = Math.min(8, gl.capabilities.getMaxAnisotropy());
    return texture;
  }, [mesh, gl]);

  // artwork layer: one canvas, redrawn when the decals change; a 1 × 1 clear texture until there
  // is artwork (a 2048² upload costs time on software WebGL)
  const hasArtwork = decals.length > 0;
  const artwork = useMemo(() => {
    const size = hasArtwork ? ARTWORK_SIZE : 1;
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = SRGBColorSpace;
    if (hasArtwork) {
      texture.minFilter = LinearMipmapLinearFilter;
      texture.anisotropy = Math.min(8, gl.capabilities.getMaxAnisotropy());
    } else {
      texture.generateMipmaps = false;
    }
    return { canvas, texture, size };
  }, [gl, hasArtwork]);

  fabric.uniforms.detailMap.value = detail;
  fabric.uniforms.artworkMap.value = artwork.texture;

  const decalsKey = JSON.stringify(decals);
  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw when the decals' content changes
  useEffect(() => {
    let cancelled = false;
    const urls = [...new Set(decals.map((d) => d.imageUrl).filter((u): u is string => Boolean(u)))];
    // text is drawn into the canvas once: its faces must be loaded first
    const fonts = loadDecalFonts(decals);
    Promise.all(urls.map(async (u) => [u, await loadImage(u)] as const)).then(async (loaded) => {
      await fonts;
      if (cancelled) return;
      const images = new Map<string, ArtworkSource>();
      for (const [u, img] of loaded) if (img) images.set(u, img);
      const ctx = artwork.canvas.getContext("2d");
      if (!ctx) return;
      drawArtwork(ctx, artwork.size, garmentType, decals, images);
      artwork.texture.needsUpdate = true;
      invalidate();
    });
    return () => {
      cancelled = true;
    };
  }, [decalsKey, garmentType, artwork, invalidate]);

  useEffect(() => {
    target.current.set(dyeHex);
    invalidate();
  }, [dyeHex, invalidate]);

  // first colour without easing
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useMemo(() => fabric.material.color.set(dyeHex), [fabric]);

  useFrame(() => {
    const c = fabric.material.color;
    const t = target.current;
    const d = Math.abs(c.r - t.r) + Math.abs(c.g - t.g) + Math.abs(c.b - t.b);
    if (d > 0.002) {
      c.lerp(t, 0.35);
      invalidate();
    } else if (d > 0) {
      c.copy(t);
    }
  });

  useEffect(
    () => () => {
      geometry.dispose();
      hardware.dispose();
    },
    [geometry, hardware],
  );
  useEffect(() => () => detail.dispose(), [detail]);
  useEffect(() => () => artwork.texture.dispose(), [artwork]);
  useEffect(
    () => () => {
      fabric.material.dispose();
      metal.dispose();
    },
    [fabric, metal],
  );

  const patches = useMemo(() => labelPatches(mesh, labels), [mesh, labels]);

  // dragging a decal (issue 20): the ray's UV point is a spot of the pattern, hence mm in the area;
  // the orbit controls pause while a decal is held
  const drag = useRef<{ id: string; dx: number; dy: number } | null>(null);
  const endDrag = () => {
    if (!drag.current) return;
    const { id } = drag.current;
    drag.current = null;
    if (controlsRef.current) controlsRef.current.enabled = true;
    onDecalDrag?.(id, null);
  };
  const onPointerDown = (e: ThreeEvent<PointerEvent>) => {
    if (!onDecalDrag || !e.uv || e.button !== 0) return;
    const hit = decalAtUv(garmentType, decals, { u: e.uv.x, v: e.uv.y });
    if (!hit) return;
    e.stopPropagation();
    const { decal } = hit;
    const area = placementArea(garmentType, decal.placement);
    drag.current = {
      id: decal.id,
      dx: (decal.centerXMm ?? (area?.widthMm ?? 0) / 2) - hit.xMm,
      dy: (decal.centerYMm ?? (area?.heightMm ?? 0) / 2) - hit.yMm,
    };
    if (controlsRef.current) controlsRef.current.enabled = false;
    (e.target as unknown as Element | null)?.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: ThreeEvent<PointerEvent>) => {
    const held = drag.current;
    if (!held || !e.uv) return;
    const decal = decals.find((d) => d.id === held.id);
    const at = decal ? uvToAreaMm(garmentType, decal.placement, { u: e.uv.x, v: e.uv.y }) : null;
    if (!at) return;
    e.stopPropagation();
    onDecalDrag?.(held.id, { centerXMm: at.xMm + held.dx, centerYMm: at.yMm + held.dy });
  };

  return (
    <group>
      <mesh
        geometry={geometry}
        material={fabric.material}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
      />
      {mesh.hardware.indices.length > 0 ? <mesh geometry={hardware} material={metal} /> : null}
      {patches.map((p) => (
        <group key={p.id} position={p.position} quaternion={p.quaternion}>
          <mesh position={[0, 0, p.mount === "seam" ? 0 : p.inside ? -0.0025 : 0.006]}>
            <planeGeometry args={[p.width, p.height]} />
            <meshLambertMaterial color={p.color} side={DoubleSide} />
          </mesh>
          {p.inside && p.mount === "surface" ? (
            <mesh position={[0, 0, 0.0015]}>
              <planeGeometry args={[p.width, p.height]} />
              <meshLambertMaterial color={p.color} side={DoubleSide} transparent opacity={0.45} depthWrite={false} />
            </mesh>
          ) : null}
        </group>
      ))}
    </group>
  );
}

/** Orbit controls (three's addon) with damping and limits, preset turns, and the wrapper's bridge. */
function Rig({
  mesh,
  view,
  bridge,
  onOrbit,
  controlsRef,
}: Pick<GarmentViewer3DProps, "mesh" | "view" | "bridge" | "onOrbit"> & {
  controlsRef: RefObject<OrbitControls | null>;
}) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const extent: [number, number, number] = [
    mesh.bounds.max[0] - mesh.bounds.min[0],
    mesh.bounds.max[1] - mesh.bounds.min[1],
    mesh.bounds.max[2] - mesh.bounds.min[2],
  ];
  const aspect = size.width / Math.max(1, size.height);
  const fit = fitDistance(extent, aspect);
  const controls = useMemo(() => new OrbitControls(camera, gl.domElement), [camera, gl]);
  controlsRef.current = controls;
  const turn = useRef<{ from: [number, number, number]; to: [number, number, number]; start: number } | null>(null);
  const first = useRef(true);

  useEffect(() => {
    controls.enableDamping = true;
    controls.dampingFactor = 0.12;
    controls.enablePan = false;
    controls.rotateSpeed = 0.7;
    controls.zoomSpeed = 0.8;
    controls.minPolarAngle = ORBIT_LIMITS.minPolar;
    controls.maxPolarAngle = ORBIT_LIMITS.maxPolar;
    const onChange = () => invalidate();
    const onEnd = () => onOrbit?.(controls.getAzimuthalAngle());
    controls.addEventListener("change", onChange);
    controls.addEventListener("end", onEnd);
    return () => {
      controls.removeEventListener("change", onChange);
      controls.removeEventListener("end", onEnd);
      controls.dispose();
    };
  }, [controls, invalidate, onOrbit]);

  // framing: the zoom range follows the garment and the viewport
  // biome-ignore lint/correctness/useExhaustiveDependencies: view is handled by the preset effect
  useEffect(() => {
    controls.minDistance = fit * ORBIT_LIMITS.minZoom;
    controls.maxDistance = fit * ORBIT_LIMITS.maxZoom;
    if (first.current) {
      first.current = false;
      camera.position.set(...orbitPosition(PRESET_AZIMUTH[view], DEFAULT_POLAR, fit));
      camera.lookAt(0, 0, 0);
      controls.update();
    } else {
      const d = camera.position.length();
      camera.position.setLength(Math.min(controls.maxDistance, Math.max(controls.minDistance, d)));
      controls.update();
    }
    invalidate();
  }, [fit, controls, camera, invalidate]);

  // presets: turn the camera the short way round, keeping the zoom
  useEffect(() => {
    const az = controls.getAzimuthalAngle();
    const polar = controls.getPolarAngle();
    const dist = camera.position.length();
    turn.current = {
      from: [az, polar, dist],
      to: [shortestAzimuth(az, PRESET_AZIMUTH[view]), DEFAULT_POLAR, dist],
      start: performance.now(),
    };
    invalidate();
  }, [view, controls, camera, invalidate]);

  useFrame(() => {
    const t = turn.current;
    if (t) {
      const k = Math.min(1, (performance.now() - t.start) / 450);
      const e = k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2;
      const az = t.from[0] + (t.to[0] - t.from[0]) * e;
      const polar = t.from[1] + (t.to[1] - t.from[1]) * e;
      const dist = t.from[2] + (t.to[2] - t.from[2]) * e;
      camera.position.set(...orbitPosition(az, polar, dist));
      camera.lookAt(0, 0, 0);
      if (k >= 1) {
        turn.current = null;
        onOrbit?.(az);
      }
      invalidate();
    }
    controls.update();
  });

  // the wrapper's bridge: keyboard orbit/zoom and rendered views
  useEffect(() => {
    bridge.current = {
      orbitBy(dAz, dPolar) {
        // keys pressed while turning add up: start from where the current turn is going
        const now: [number, number, number] = [
          controls.getAzimuthalAngle(),
          controls.getPolarAngle(),
          camera.position.length(),
        ];
        const goal = turn.current?.to ?? now;
        const polar = Math.min(ORBIT_LIMITS.maxPolar, Math.max(ORBIT_LIMITS.minPolar, goal[1] + dPolar));
        turn.current = {
          from: [goal === now ? now[0] : shortestAzimuth(goal[0], now[0]), now[1], now[2]],
          to: [goal[0] + dAz, polar, goal[2]],
          start: performance.now(),
        };
        invalidate();
      },
      zoomBy(factor) {
        const now: [number, number, number] = [
          controls.getAzimuthalAngle(),
          controls.getPolarAngle(),
          camera.position.length(),
        ];
        const goal = turn.current?.to ?? now;
        const next = Math.min(controls.maxDistance, Math.max(controls.minDistance, goal[2] * factor));
        turn.current = {
          from: [goal === now ? now[0] : shortestAzimuth(goal[0], now[0]), now[1], now[2]],
          to: [goal[0], goal[1], next],
          start: performance.now(),
        };
        invalidate();
      },
      renderView(preset, width, height) {
        const cam = camera.clone();
        cam.aspect = width / height;
        cam.position.set(...orbitPosition(PRESET_AZIMUTH[preset], DEFAULT_POLAR, fitDistance(extent, cam.aspect)));
        cam.lookAt(0, 0, 0);
        cam.updateProjectionMatrix();
        const prevRatio = gl.getPixelRatio();
        const prev = gl.getSize(new Vector2());
        const w = Math.round(width);
        const h = Math.round(height);
        // the studio lights follow the camera: turn them to the snapshot's camera for this render
        const lights = scene.getObjectByName("studio-lights");
        const saved = lights?.quaternion.clone();
        lights?.quaternion.copy(cam.quaternion);
        lights?.updateMatrixWorld(true);
        gl.setPixelRatio(1);
        gl.setSize(w, h, false);
        gl.render(scene, cam);
        if (lights && saved) {
          lights.quaternion.copy(saved);
          lights.updateMatrixWorld(true);
        }
        const context = gl.getContext();
        const pixels = new Uint8Array(w * h * 4);
        context.readPixels(0, 0, w, h, context.RGBA, context.UNSIGNED_BYTE, pixels);
        gl.setPixelRatio(prevRatio);
        gl.setSize(prev.x, prev.y, false);
        gl.render(scene, camera);
        return pixelsToPng(pixels, w, h);
      },
    };
    return () => {
      bridge.current = null;
    };
  });
  return null;
}

/** Bottom-up, premultiplied RGBA pixels (WebGL) → a PNG blob. */
function pixelsToPng(pixels: Uint8Array, w: number, h: number): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext("2d");
  if (!ctx) return Promise.reject(new Error("no 2D canvas"));
  const image = ctx.createImageData(w, h);
  for (let y = 0; y < h; y++) {
    const src = (h - 1 - y) * w * 4;
    const dst = y * w * 4;
    for (let x = 0; x < w * 4; x += 4) {
      const a = pixels[src + x + 3] as number;
      const k = a > 0 ? 255 / a : 0;
      image.data[dst + x] = Math.min(255, Math.round((pixels[src + x] as number) * k));
      image.data[dst + x + 1] = Math.min(255, Math.round((pixels[src + x + 1] as number) * k));
      image.data[dst + x + 2] = Math.min(255, Math.round((pixels[src + x + 2] as number) * k));
      image.data[dst + x + 3] = a;
    }
  }
  ctx.putImageData(image, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("PNG encoding failed"))), "image/png"),
  );
}

/**
 * Key, fill and rim lights that turn with the camera, as a photographer's lights would, so every
 * side of the garment is lit alike (key from the upper left, fill from the right, rim from behind).
 */
function StudioLights() {
  const group = useRef<Group>(null);
  const camera = useThree((s) => s.camera);
  useFrame(() => {
    group.current?.quaternion.copy(camera.quaternion);
  });
  return (
    <group ref={group} name="studio-lights">
      {STUDIO_LIGHTING.directional.map((l) => (
        <directionalLight key={l.position.join()} position={l.position} intensity={l.intensity} />
      ))}
    </group>
  );
}

/** The 3D viewer: a react-three-fiber canvas with the garment, lights and controls. */
export default function GarmentViewer3D(props: GarmentViewer3DProps) {
  const { onFirstFrame } = props;
  const controlsRef = useRef<OrbitControls | null>(null);
  return (
    <Canvas
      frameloop="demand"
      dpr={[1, 2]}
      camera={{ fov: FOV_DEG, near: 0.05, far: 30, position: [0, 0, 3] }}
      // colour-managed sRGB output, no tone mapping: with the calibrated light (lighting.ts) a
      // surface facing the camera shows the dye's swatch colour exactly (issue 20)
      gl={{ antialias: true, alpha: true, toneMapping: NoToneMapping }}
      style={{ touchAction: "none" }}
      onCreated={() => {
        requestAnimationFrame(() => requestAnimationFrame(() => onFirstFrame()));
      }}
    >
      {/* Soft studio light without an environment map (prefiltering one costs seconds on
          software WebGL): a sky/floor fill, a large key from the front left, a fill from the
          right and a rim from behind. */}
      <hemisphereLight
        args={[STUDIO_LIGHTING.hemisphere.sky, STUDIO_LIGHTING.hemisphere.ground, STUDIO_LIGHTING.hemisphere.intensity]}
      />
      <StudioLights />
      <Garment
        garmentType={props.garmentType}
        mesh={props.mesh}
        dyeHex={props.dyeHex}
        decals={props.decals}
        labels={props.labels}
        onDecalDrag={props.onDecalDrag}
        controlsRef={controlsRef}
      />
      <Rig
        mesh={props.mesh}
        view={props.view}
        bridge={props.bridge}
        onOrbit={props.onOrbit}
        controlsRef={controlsRef}
      />
    </Canvas>
  );
}
