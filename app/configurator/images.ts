import type { ArtworkSource } from "./textures.ts";

const cache = new Map<string, Promise<ArtworkSource | undefined>>();

/**
 * Loads an image for drawing into a canvas (artwork, flats), once per URL for the page's life.
 * Resolves undefined when it cannot be loaded (a broken upload must not break the viewer).
 */
export function loadImage(url: string): Promise<ArtworkSource | undefined> {
  let p = cache.get(url);
  if (!p) {
    p = new Promise((resolve) => {
      const img = new Image();
      img.crossOrigin = "anonymous";
      img.decoding = "async";
      img.onload = () => resolve(img);
      img.onerror = () => resolve(undefined);
      img.src = url;
    });
    cache.set(url, p);
  }
  return p;
}
