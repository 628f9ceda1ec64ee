/**
 * The axis-aligned box an artwork occupies once rotated, in mm. The price engine checks that it fits
 * the printable area; preflight checks where it sits.
 * @param widthMm the artwork's printed width before rotation, mm (> 0)
 * @param heightMm its printed height before rotation, mm (> 0)
 * @param rotationDeg clockwise rotation about its centre, degrees (any value; 0 when absent)
 * @returns the rotated box's width and height in mm, rounded to 1/1000 mm (so 90° is exact)
 */
export function rotatedBox(widthMm: number, heightMm: number, rotationDeg = 0): { widthMm: number; heightMm: number } {
  const rad = (rotationDeg * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { widthMm: round(widthMm * cos + heightMm * sin), heightMm: round(widthMm * sin + heightMm * cos) };
}
