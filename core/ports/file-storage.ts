/**
 * Where uploaded and generated files live (DESIGN "Files"): local disk by default
 * (integrations/storage/local-disk.ts), an S3-compatible bucket when `S3_*` is set
 * (integrations/storage/s3.ts). Keys are upload ids (`upl_…`); bytes are stored as given. Files are
 * private: they are served only by the shop's own routes, which take the content type, name and
 * owner from the upload's row in the database (so the store keeps bytes only). Core reaches it as
 * `ctx.services.storage`. An adapter throws `Unavailable` when the store cannot answer.
 */
export interface FileStorage {
  /** Stores `bytes` under `key`, replacing any file already there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file under `key`; removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
}
