import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { type APIRequestContext, expect, test } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { type S3TestServer, startS3TestServer } from "../setup/s3-server.ts";
import { LISBON_ADDRESS } from "../fixtures/addresses.ts";
import { query, verificationLinkPath } from "./db.ts";

/**
 * The backup and restore docs/operations.md "Backups" describes (issue 18), done on the running cluster:
 * a customer uploads artwork and places an order; the database is saved with `pg_dump -Fc`, then the
 * bucket is copied object by object into a folder (list + get through the S3 API, what `aws s3 sync
 * s3://<bucket> <folder>` does); then the customer uploads more and places a second order. The dump is
 * restored with `pg_restore` into a new, empty database and the folder put into a new, empty bucket (a
 * second S3 test server); one production instance (`server/index.ts`, HTTP only, no Redis) started on
 * that copy must serve the first artwork byte for byte, the first order and the product's stock as
 * they were at backup time, and know nothing of the second upload or order.
 */

const HOODIE = "classic-pullover-hoodie";
const PASSWORD = "restored from the dump 42";
const BUCKET = "fabrico";

/** An S3 client for the S3 test server at `endpoint` (any key pair does; checksums only where required). */
const s3Client = (endpoint: string) =>
  new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "fabrico-backup", secretAccessKey: "fabrico-backup" },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

/** Copies every object of `bucket` into `folder` (file name: the URI-encoded key); returns the keys. */
async function bucketToFolder(client: S3Client, bucket: string, folder: string): Promise<string[]> {
  mkdirSync(folder, { recursive: true });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const { Key } of page.Contents ?? []) {
      if (!Key) continue;
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
      if (!object.Body) throw new Error(`${bucket}/${Key}: no body`);
      writeFileSync(join(folder, encodeURIComponent(Key)), await object.Body.transformToByteArray());
      keys.push(Key);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Puts every file of `folder` (as {@link bucketToFolder} wrote it) into `bucket` under its key. */
async function folderToBucket(client: S3Client, folder: string, bucket: string): Promise<void> {
  for (const name of readdirSync(folder))
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: decodeURIComponent(name), Body: readFileSync(join(folder, name)) }),
    );
}

/** Runs a PostgreSQL client program; fails the test with its error output when it exits non-zero. */
function run(command: string, args: string[]): void {
  const done = spawnSync(command, args, { encoding: "utf8" });
  // status null with an error: the program is missing (Debian: postgresql-client)
  expect(done.status, `${command} ${args.join(" ")}\n${done.error?.message ?? done.stderr}`).toBe(0);
}

/** A signed-in, verified customer on `api` (sign-up, then the link from the outbox). */
async function signUp(api: APIRequestContext, origin: string): Promise<void> {
  const email = `cluster-restore-${Date.now().toString(36)}@example.com`;
  const res = await api.post("/api/auth/sign-up/email", {
    data: { name: "Marta Lopes", email, password: PASSWORD },
    headers: { origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  expect((await api.get(await verificationLinkPath(email))).ok()).toBe(true);
}

test("a pg_dump and a bucket copy restore the shop as it was at backup time, without what came after", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? "";
  const port = Number(new URL(origin).port);
  const clusterDir = dirname(resolve(process.env.CLUSTER_LOG_DIR ?? ""));
  const backupDir = join(clusterDir, "backup");
  rmSync(backupDir, { recursive: true, force: true });
  mkdirSync(backupDir, { recursive: true });
  const clusterDb = process.env.CLUSTER_DATABASE_URL ?? "";
  const restoredName = `${new URL(clusterDb).pathname.slice(1)}_restored`;
  const restoredDb = new URL(clusterDb);
  restoredDb.pathname = `/${restoredName}`;

  const api = await playwright.request.newContext({ baseURL: origin });
  const call = async <T>(method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> => {
    const res = await api.fetch(`/api${path}`, { method, data, headers: { origin } });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const upload = async (colour: string) => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const res = await api.post("/api/upload/image", {
      multipart: { file: { name: "crest.png", mimeType: "image/png", buffer: png } },
      headers: { origin },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return { ...((await res.json()) as { id: string; url: string }), png };
  };
  const product = await call<{ variants: { id: string; stock: number }[] }>("GET", `/product/${HOODIE}`);
  const variantId = product.variants.find((v) => v.stock >= 2)?.id;
  if (!variantId) throw new Error(`no stock for ${HOODIE}`);
  const stockOf = async () =>
    (await query<{ stock: number }>("select stock from variant where id = $1", [variantId]))[0]?.stock;
  const { items: methods } = await call<{ items: { id: string; code: string }[] }>("GET", "/shippingmethod");
  const placeOrder = async (email: string) => {
    await call("POST", "/cart/line", { variantId, quantity: 1 });
    await call("PUT", "/cart/checkout", {
      email,
      delivery: "address",
      address: LISBON_ADDRESS,
      shippingMethodId: methods.find((m) => m.code === "mrw-pt-standard")?.id,
    });
    return call<{ orderId: string }>("POST", "/order", { idempotencyKey: crypto.randomUUID(), acceptTerms: true });
  };

  // the state to keep: artwork in the bucket, an order (which took one hoodie from stock)
  await signUp(api, origin);
  const { user } = await call<{ user: { email: string } }>("GET", "/auth/get-session");
  const kept = await upload("#1d4ed8");
  const keptOrder = await placeOrder(user.email);
  const stockAtBackup = await stockOf();

  // the backup, in the documented order: the database first, then the bucket
  const dump = join(backupDir, "shop.dump");
  run("pg_dump", ["-Fc", "-f", dump, clusterDb]);
  const bucketFolder = join(backupDir, "bucket");
  const cluster = s3Client(`http://127.0.0.1:${port + 40}`);
  const copied = await bucketToFolder(cluster, BUCKET, bucketFolder);
  expect(copied).toContain(kept.id);

  // after the backup: more artwork, a second order
  const later = await upload("#b91c1c");
  const laterOrder = await placeOrder(user.email);
  expect(await stockOf()).toBe((stockAtBackup ?? 0) - 1);

  // the restore: a new empty database and a new empty bucket
  const admin = new pg.Client({ connectionString: clusterDb });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${restoredName}`);
  await admin.end();
  run("pg_restore", ["--exit-on-error", "--no-owner", "-d", restoredDb.toString(), dump]);
  let s3: S3TestServer | undefined;
  let instance: ChildProcess | undefined;
  try {
    s3 = await startS3TestServer({ bucket: "fabrico-restored" });
    await folderToBucket(s3Client(s3.endpoint), bucketFolder, s3.bucket);

    // one production instance on the copy: the cluster's secret (so the customer's session cookie, a row
    // of the dump, still holds) and simulators; no Redis, no jobs
    const restoredPort = port + 30;
    const restoredUrl = `http://127.0.0.1:${restoredPort}`;
    const simulators = Object.fromEntries(
      readFileSync(join(clusterDir, "simulators.env"), "utf8")
        .split("\n")
        .filter((l) => l.includes("="))
        .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
    );
    const env: Record<string, string | undefined> = {
      ...process.env,
      ...simulators,
      ...s3.env,
      NODE_ENV: "production",
      PORT: String(restoredPort),
      HOST: "127.0.0.1",
      INSTANCE_ID: "restored",
      DATABASE_URL: restoredDb.toString(),
      AUTH_SECRET: readFileSync(join(clusterDir, "auth-secret"), "utf8").trim(),
      PUBLIC_URL: restoredUrl,
      JOBS_ENABLED: "false",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    };
    delete env.REDIS_URL;
    const log = join(clusterDir, "logs", "restored.log");
    writeFileSync(log, "");
    instance = spawn(process.execPath, ["server/index.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [instance.stdout, instance.stderr])
      stream?.on("data", (chunk: Buffer) => writeFileSync(log, chunk, { flag: "a" }));
    await expect
      .poll(async () => (await api.get(`${restoredUrl}/readyz`).catch(() => null))?.status() ?? 0, {
        timeout: 60_000,
        intervals: [250],
        message: `the restored instance (log: ${log})`,
      })
      .toBe(200);

    // what was there at backup time, served by the restored instance
    const session = await api.get(`${restoredUrl}/api/auth/get-session`);
    expect(session.headers()["x-instance-id"]).toBe("restored");
    expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email).toBe(user.email);
    const artwork = await api.get(`${restoredUrl}${kept.url}`);
    expect(artwork.status()).toBe(200);
    expect(artwork.headers()["content-type"]).toBe("image/png");
    expect(Buffer.compare(await artwork.body(), kept.png)).toBe(0);
    expect((await api.get(`${restoredUrl}/user/order/${keptOrder.orderId}`)).status()).toBe(200);
    const restoredProduct = await api.get(`${restoredUrl}/api/product/${HOODIE}`);
    const variants = ((await restoredProduct.json()) as { variants: { id: string; stock: number }[] }).variants;
    expect(variants.find((v) => v.id === variantId)?.stock).toBe(stockAtBackup);

    // and nothing of what came after
    expect((await api.get(`${restoredUrl}${later.url}`)).status()).toBe(404);
    expect((await api.get(`${restoredUrl}/user/order/${laterOrder.orderId}`)).status()).toBe(404);
    // while the cluster itself still has both
    expect((await api.get(later.url)).status()).toBe(200);
  } finally {
    if (instance && instance.exitCode === null) {
      const exited = new Promise((done) => instance?.once("exit", done));
      instance.kill("SIGTERM");
      await exited;
    }
    await s3?.stop();
    await api.dispose();
    const admin2 = new pg.Client({ connectionString: clusterDb });
    await admin2.connect();
    await admin2.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    await admin2.end();
  }
});
