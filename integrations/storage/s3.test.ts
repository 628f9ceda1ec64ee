import { createServer, type Server, type Socket } from "node:net";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDomainError } from "../../core/shared/errors.ts";
import { createId } from "../../core/shared/ids.ts";
import { type S3TestServer, startS3TestServer } from "../../tests/setup/s3-server.ts";
import { type S3FileStorage, type S3StorageOptions, StorageUnavailableError, s3FileStorage } from "./s3.ts";

// The adapter through the real AWS client against the S3 test server over HTTP (ADR 0023).
let server: S3TestServer;
const made: S3FileStorage[] = [];

beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(async () => {
  for (const storage of made) storage.destroy();
  await server.stop();
});

function storageOn(overrides: Partial<S3StorageOptions> = {}): S3FileStorage {
  const storage = s3FileStorage({
    endpoint: server.endpoint,
    region: server.region,
    bucket: server.bucket,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
    ...overrides,
  });
  made.push(storage);
  return storage;
}

const key = () => createId("upload");

/** Every byte value, then a stretch of pseudo-random bytes: what a PNG or PDF may hold. */
function binaryBytes(): Uint8Array {
  const bytes = new Uint8Array(256 + 70_000);
  for (let i = 0; i < 256; i++) bytes[i] = i;
  let x = 0x2545f491;
  for (let i = 256; i < bytes.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

/** The error `promise` rejects with (failing the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("expected the call to fail"),
    (error: unknown) => error,
  );
}

function expectUnavailable(error: unknown, operation: string, reason: RegExp) {
  expect(error).toBeInstanceOf(StorageUnavailableError);
  expect(isDomainError(error, "Unavailable")).toBe(true);
  const unavailable = error as StorageUnavailableError;
  expect(unavailable.code).toBe("STORAGE_UNAVAILABLE");
  expect(unavailable.status).toBe(503);
  expect(unavailable.operation).toBe(operation);
  expect(unavailable.reason).toMatch(reason);
  // the message the API passes on names the reason, not the store's address
  expect(unavailable.message).not.toMatch(/127\.0\.0\.1/);
}

describe("S3 file storage against the S3 test server", () => {
  it("gives back the exact bytes it was given, under the upload id as the object key", async () => {
    const storage = storageOn();
    const id = key();
    const bytes = binaryBytes();
    await storage.put(id, bytes);
    const back = await storage.get(id);
    expect(back).toBeInstanceOf(Uint8Array);
    expect(back?.byteLength).toBe(bytes.byteLength);
    expect(Buffer.from(back ?? []).equals(Buffer.from(bytes))).toBe(true);

    // the object is the key as given, stored as plain bytes (the shop keeps the type in its DB)
    const raw = new S3Client({
      endpoint: server.endpoint,
      region: server.region,
      forcePathStyle: true,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    });
    const head = await raw.send(new HeadObjectCommand({ Bucket: server.bucket, Key: id }));
    raw.destroy();
    expect(head.ContentLength).toBe(bytes.byteLength);
    expect(head.ContentType).toBe("application/octet-stream");
  });

  it("answers null for an object that is not there, and keeps empty files", async () => {
    const storage = storageOn();
    expect(await storage.get(key())).toBeNull();
    const id = key();
    await storage.put(id, new Uint8Array());
    expect(await storage.get(id)).toEqual(new Uint8Array());
  });

  it("replaces an object put again under the same key", async () => {
    const storage = storageOn();
    const id = key();
    await storage.put(id, new Uint8Array([1, 2, 3, 4, 5]));
    await storage.put(id, new Uint8Array([9, 8]));
    expect(await storage.get(id)).toEqual(new Uint8Array([9, 8]));
  });

  it("deletes an object, and deleting one that is not there is no error", async () => {
    const storage = storageOn();
    const id = key();
    const other = key();
    await storage.put(id, new Uint8Array([7]));
    await storage.put(other, new Uint8Array([8]));
    await storage.delete(id);
    expect(await storage.get(id)).toBeNull();
    expect(await storage.get(other)).toEqual(new Uint8Array([8]));
    await storage.delete(id);
    await storage.delete(key());
  });

  it("is Unavailable (NoSuchBucket) for every call when the bucket does not exist", async () => {
    const storage = storageOn({ bucket: "no-such-bucket", maxAttempts: 1 });
    const id = key();
    expectUnavailable(await rejection(storage.put(id, new Uint8Array([1]))), "put", /^NoSuchBucket$/);
    expectUnavailable(await rejection(storage.get(id)), "get", /^NoSuchBucket$/);
    expectUnavailable(await rejection(storage.delete(id)), "delete", /^NoSuchBucket$/);
  });

  it("is Unavailable when the store is down, after its attempts", async () => {
    const stopped = await startS3TestServer();
    await stopped.stop();
    const storage = storageOn({ endpoint: stopped.endpoint, maxAttempts: 2 });
    const id = key();
    expectUnavailable(await rejection(storage.get(id)), "get", /^ECONNREFUSED$/);
    expectUnavailable(await rejection(storage.put(id, new Uint8Array([1]))), "put", /^ECONNREFUSED$/);
    expectUnavailable(await rejection(storage.delete(id)), "delete", /^ECONNREFUSED$/);
  });

  it("is Unavailable (TimeoutError) when the store does not answer within timeoutMs", async () => {
    // a server that accepts connections and never answers
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    try {
      const storage = storageOn({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 200, maxAttempts: 1 });
      const started = Date.now();
      expectUnavailable(await rejection(storage.get(key())), "get", /^TimeoutError$/);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("refuses half a key pair at construction", () => {
    expect(() => s3FileStorage({ region: "us-east-1", bucket: "b", accessKeyId: "only-the-id" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });
});
