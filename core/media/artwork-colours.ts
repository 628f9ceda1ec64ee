/** What the server measured in an artwork when it was stored (ADR 0019). */
export interface ArtworkFacts {
  colours: number;
  capped: boolean;
  palette: string[];
  background: { hex: string; borderShare: number } | null;
  transparent: boolean;
}
