/**
 * Where uploaded files live (DESIGN "Files"): local disk by default (integrations/storage/local-disk.ts),
 * an S3-compatible store behind the same interface. Keys are upload ids (`upl_…`); bytes are stored as
 * given. Core reaches it as `ctx.services.storage`.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
}
