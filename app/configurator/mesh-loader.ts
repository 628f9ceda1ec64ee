import type { GarmentType } from "../../core/catalog/garment-types.ts";
import type { GarmentMesh } from "./geometry/build-garment.ts";

const meshes = new Map<GarmentType, Promise<GarmentMesh>>();
let worker: Worker | undefined;
const waiting = new Map<GarmentType, (mesh: GarmentMesh) => void>();

function startWorker(): Worker | undefined {
  if (worker) return worker;
  try {
    worker = new Worker(new URL("./geometry/garment.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<{ type: GarmentType; mesh: GarmentMesh }>) => {
      waiting.get(event.data.type)?.(event.data.mesh);
      waiting.delete(event.data.type);
    };
    return worker;
  } catch {
    return undefined;
  }
}

async function buildHere(type: GarmentType): Promise<GarmentMesh> {
  const { garmentMesh } = await import("./geometry/build-garment.ts");
  return garmentMesh(type);
}

/**
 * The mesh of a garment type, built once per page: in a Web Worker (so the main thread stays free
 * and the build runs while the 3D chunk downloads), or here when workers are unavailable or fail.
 */
export function loadGarmentMesh(type: GarmentType): Promise<GarmentMesh> {
  let p = meshes.get(type);
  if (!p) {
    const w = typeof Worker === "undefined" ? undefined : startWorker();
    p = w
      ? new Promise<GarmentMesh>((resolve) => {
          waiting.set(type, resolve);
          w.onerror = () => {
            for (const [t, done] of waiting) buildHere(t).then(done);
            waiting.clear();
          };
          w.postMessage({ type });
        })
      : buildHere(type);
    meshes.set(type, p);
  }
  return p;
}
