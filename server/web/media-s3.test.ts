import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCartToken } from "../../core/cart/cart-ref.ts";
import { storeUpload } from "../../core/media/store-upload.ts";
import { createCtx } from "../../core/shared/ctx.ts";
import { type S3FileStorage, s3FileStorage } from "../../integrations/storage/s3.ts";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { type S3TestServer, startS3TestServer } from "../../tests/setup/s3-server.ts";
import { testServices } from "../../tests/setup/services.ts";
import { type App, createApp } from "../app.ts";
import { loadConfig } from "../config.ts";

// Files in an S3 bucket are served only through the shop's own route, which takes the content type
// and the download name from the upload's row (issue 18, ADR 0023): two "instances" share one
// database and one bucket; what one stores, the other serves.
let tdb: TestDatabase;
let server: S3TestServer;
const storages: S3FileStorage[] = [];

function bucketStorage(endpoint = server.endpoint): S3FileStorage {
  const storage = s3FileStorage({
    endpoint,
    region: server.region,
    bucket: server.bucket,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
    maxAttempts: 1,
  });
  storages.push(storage);
  return storage;
}

function instance(storage: S3FileStorage): App {
  return createApp({
    services: testServices({ storage }),
    config: loadConfig({ NODE_ENV: "test" }),
    database: tdb.handle,
    log: pino({ level: "silent" }),
  });
}

beforeAll(async () => {
  [tdb, server] = await Promise.all([openTestDatabase(), startS3TestServer()]);
});
afterAll(async () => {
  for (const storage of storages) storage.destroy();
  await Promise.all([tdb?.close(), server?.stop()]);
});

const owner = () => ({ userId: null, guestToken: newCartToken() });
const log = pino({ level: "silent" });

describe("uploads kept in S3-compatible storage", () => {
  it("are stored through one instance and served by another, typed from the database", async () => {
    const storage = bucketStorage();
    const ctx = createCtx({ db: tdb.handle.db, log, services: testServices({ storage }) });
    const png = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 4, background: "#c03" } })
        .png()
        .toBuffer(),
    );
    const artwork = await storeUpload(ctx, { kind: "artwork", name: "crest.png", bytes: png, owner: owner() });
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const file = await storeUpload(ctx, { kind: "file", name: "brief.pdf", bytes: pdf, owner: owner() });

    const other = instance(bucketStorage());
    const res = await other.request(`/media/upload/${artwork.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(png))).toBe(true);

    const download = await other.request(`/media/upload/${file.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''brief.pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it("answer 404 when the object is gone from the bucket, and 503 when the bucket cannot be reached", async () => {
    const storage = bucketStorage();
    const ctx = createCtx({ db: tdb.handle.db, log, services: testServices({ storage }) });
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const upload = await storeUpload(ctx, { kind: "artwork", name: "mark.svg", bytes: svg, owner: owner() });

    const stopped = await startS3TestServer();
    await stopped.stop();
    const down = await instance(bucketStorage(stopped.endpoint)).request(`/media/upload/${upload.id}`);
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: { code: string } }).error.code).toBe("STORAGE_UNAVAILABLE");

    await storage.delete(upload.id);
    const gone = await instance(storage).request(`/media/upload/${upload.id}`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { code: string } }).error.code).toBe("UPLOAD_NOT_FOUND");
  });
});
