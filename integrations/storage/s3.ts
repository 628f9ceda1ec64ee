/**
 * File storage in an S3-compatible bucket (DESIGN "Files", issue 18, ADR 0023): what every instance
 * of a cluster shares, where local disk (./local-disk.ts) serves one instance only. It speaks the
 * plain S3 API (PutObject, GetObject, DeleteObject), so AWS S3 or a store compatible with it; the
 * tests run it against the S3 test server of tests/setup/s3-server.ts.
 *
 * - Keys are the shop's upload ids (`upl_…`), used as object keys as given, at the bucket's root.
 * - Objects are private: no ACL is set, so they take the bucket's default (keep the bucket
 *   private; S3 makes new buckets private). The shop serves them only through its own routes,
 *   which check who may read and take the content type and file name from the upload's row, so
 *   objects are stored as `application/octet-stream` (one source of truth for the type: the DB).
 * - Anything the store cannot answer (network error, time-out, 5xx, a bucket that does not exist,
 *   refused credentials) is a {@link StorageUnavailableError}, an `Unavailable` (HTTP 503).
 *   Only a missing object is an answer: `get` gives null.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { FileStorage } from "../../core/ports/file-storage.ts";
import { Unavailable } from "../../core/shared/errors.ts";

/** Time limit of one attempt (connect, send, receive), in milliseconds, when none is given. */
export const DEFAULT_S3_TIMEOUT_MS = 10_000;

/** Where the bucket is and how to reach it; the environment names are the ones the server reads. */
export interface S3StorageOptions {
  /** Base URL of an S3-compatible store (S3_ENDPOINT), e.g. `http://127.0.0.1:9000`; omitted for AWS S3 itself. */
  endpoint?: string;
  /** Region the requests are signed for (S3_REGION), e.g. `eu-west-1`; most other stores accept `us-east-1`. */
  region: string;
  /** Bucket holding the files (S3_BUCKET); it must exist. */
  bucket: string;
  /** Access key id (S3_ACCESS_KEY_ID); with no key pair the SDK's default chain is used (AWS_* variables, instance role). */
  accessKeyId?: string;
  /** Secret access key (S3_SECRET_ACCESS_KEY), given together with `accessKeyId`. */
  secretAccessKey?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name (S3_FORCE_PATH_STYLE); most self-hosted stores need true. */
  forcePathStyle?: boolean;
  /** Time limit of each attempt in ms; default {@link DEFAULT_S3_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Attempts per call, the first included, with the SDK's back-off between them on network errors, time-outs and 5xx; default 3. */
  maxAttempts?: number;
}

/**
 * The object store could not answer (`operation` on `key`): `reason` is the S3 error code
 * (`NoSuchBucket`, `AccessDenied`, `InternalError` …) or the network error's (`ECONNREFUSED`,
 * `TimeoutError` …). An `Unavailable` (HTTP 503, code `STORAGE_UNAVAILABLE`): the caller may retry.
 * Its message, which the API passes to the client, names the reason only; the store's own message
 * (which may hold its address) stays in `cause`, for the logs.
 */
export class StorageUnavailableError extends Unavailable {
  readonly operation: "put" | "get" | "delete";
  readonly key: string;
  readonly reason: string;
  constructor(operation: "put" | "get" | "delete", key: string, reason: string, cause?: unknown) {
    super(`File storage is not available (${reason}); try again in a moment`, "STORAGE_UNAVAILABLE");
    this.operation = operation;
    this.key = key;
    this.reason = reason;
    if (cause !== undefined) this.cause = cause;
  }
}

/** A {@link FileStorage} on a bucket, with `destroy()` to close its connections when the server stops. */
export interface S3FileStorage extends FileStorage {
  /** Closes the client's open connections; the storage must not be used afterwards. */
  destroy(): void;
}

/**
 * File storage in the S3-compatible bucket `options.bucket` (see the module comment for keys,
 * privacy and errors). Makes no request until first used; a missing bucket or wrong credentials
 * show on the first call, as {@link StorageUnavailableError}.
 * - `put(key, bytes)`: PutObject (replaces an object already there).
 * - `get(key)`: GetObject; the bytes, or null for `NoSuchKey`.
 * - `delete(key)`: DeleteObject; a key that is not there is not an error (S3 answers 204 alike).
 * @throws StorageUnavailableError from each call when the store cannot answer
 */
export function s3FileStorage(options: S3StorageOptions): S3FileStorage {
  const { accessKeyId, secretAccessKey } = options;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error("S3 storage: give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither");
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_S3_TIMEOUT_MS;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    maxAttempts: options.maxAttempts ?? 3,
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs, throwOnRequestTimeout: true },
    // Stores other than AWS S3 do not all accept the SDK's default CRC32 checksum headers
    // on uploads: send and check them only where the API requires them.
    ...(options.endpoint
      ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
  });
  const Bucket = options.bucket;

  return {
    async put(key, bytes) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.byteLength,
            ContentType: "application/octet-stream",
          }),
        );
      } catch (error) {
        throw unavailable("put", key, error);
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) throw new Error("GetObject answered without a body");
        return await object.Body.transformToByteArray();
      } catch (error) {
        if (error instanceof Error && error.name === "NoSuchKey") return null;
        throw unavailable("get", key, error);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        throw unavailable("delete", key, error);
      }
    },
    destroy() {
      client.destroy();
    },
  };
}

/** The store's failure as a {@link StorageUnavailableError}: S3 error name, else the network code. */
function unavailable(operation: "put" | "get" | "delete", key: string, error: unknown): StorageUnavailableError {
  if (!(error instanceof Error)) return new StorageUnavailableError(operation, key, "Error", error);
  const { code } = error as { code?: unknown };
  const reason = typeof code === "string" && error.name === "Error" ? code : error.name;
  return new StorageUnavailableError(operation, key, reason, error);
}
