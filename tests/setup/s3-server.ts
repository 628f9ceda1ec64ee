/**
 * The S3 test server (ADR 0023): fauxqs, an npm dev dependency, serving the S3 API over HTTP on
 * this machine, for the storage adapter's tests and the local cluster. It keeps objects in memory,
 * or in a folder when `storageDir` is given. It checks no credentials and listens on every
 * interface: a stand-in for tests and trials, never a store for real files.
 *
 * As a module: `startS3TestServer()` → an endpoint with a bucket made, and `stop()`.
 * As a command: `node tests/setup/s3-server.ts [--port 4566] [--bucket fabrico] [--dir ./data/s3]`
 * prints the `S3_*` variables that point the shop at it and runs until SIGINT or SIGTERM.
 */
import { parseArgs } from "node:util";
import { startFauxqs } from "fauxqs";

/** Region the test server answers for (it takes any; the client signs for this one). */
export const S3_TEST_REGION = "us-east-1";

/** A running S3 test server and the bucket it was started with. */
export interface S3TestServer {
  /** Base URL, `http://127.0.0.1:<port>`. */
  endpoint: string;
  port: number;
  region: string;
  /** Bucket made at start, empty unless `storageDir` held objects from an earlier run. */
  bucket: string;
  /** Any key pair does; these are the ones `env` gives. */
  accessKeyId: string;
  secretAccessKey: string;
  /** The shop's environment variables for this server (S3_ENDPOINT, S3_REGION, S3_BUCKET, …). */
  env: Record<string, string>;
  /** Stops the server (its port is free again when the promise settles). */
  stop(): Promise<void>;
}

/**
 * Starts the S3 test server and makes `bucket` in it.
 * @param options.port TCP port; 0 (default) picks a free one
 * @param options.bucket bucket to make; default `fabrico-test`
 * @param options.storageDir folder that keeps the objects across restarts; default none (memory)
 */
export async function startS3TestServer(
  options: { port?: number; bucket?: string; storageDir?: string } = {},
): Promise<S3TestServer> {
  const bucket = options.bucket ?? "fabrico-test";
  const server = await startFauxqs({
    port: options.port ?? 0,
    logger: false,
    defaultRegion: S3_TEST_REGION,
    ...(options.storageDir ? { s3StorageDir: options.storageDir } : {}),
  });
  server.createBucket(bucket);
  const endpoint = `http://127.0.0.1:${server.port}`;
  const accessKeyId = "fabrico-test";
  const secretAccessKey = "fabrico-test-secret";
  return {
    endpoint,
    port: server.port,
    region: S3_TEST_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: S3_TEST_REGION,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    stop: () => server.stop(),
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "4566" },
      bucket: { type: "string", default: "fabrico" },
      dir: { type: "string" },
    },
  });
  const server = await startS3TestServer({
    port: Number(values.port),
    bucket: values.bucket,
    ...(values.dir ? { storageDir: values.dir } : {}),
  });
  for (const [name, value] of Object.entries(server.env)) console.log(`${name}=${value}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
