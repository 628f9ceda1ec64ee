/// <reference lib="webworker" />
import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import { buildGarment } from "./build-garment.ts";

/**
 * Builds garment meshes off the main thread (`mesh-loader.ts` posts `{ type }`, gets the
 * {@link buildGarment} result back with its typed arrays transferred, not copied).
 */
self.onmessage = (event: MessageEvent<{ type: GarmentType }>) => {
  const mesh = buildGarment(event.data.type);
  const buffers: ArrayBufferLike[] = [];
  for (const p of mesh.parts) buffers.push(p.positions.buffer, p.normals.buffer, p.uvs.buffer, p.indices.buffer);
  buffers.push(mesh.hardware.positions.buffer, mesh.hardware.normals.buffer, mesh.hardware.indices.buffer);
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(
    { type: event.data.type, mesh },
    buffers as Transferable[],
  );
};
