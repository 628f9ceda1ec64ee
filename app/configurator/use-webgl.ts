import { useEffect, useState } from "react";

/**
 * True when this browser can create a WebGL context (checked once, with a throwaway canvas whose
 * context is released at once).
 */
export function detectWebGL(): boolean {
  try {
    const canvas = document.createElement("canvas");
    const gl = (canvas.getContext("webgl2") ?? canvas.getContext("webgl")) as WebGLRenderingContext | null;
    if (!gl) return false;
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether WebGL is available: `null` on the server and during hydration (render the 2D fallback
 * then), `true`/`false` after mount.
 */
export function useWebGLSupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => setSupported(detectWebGL()), []);
  return supported;
}
