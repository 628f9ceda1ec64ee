import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDomainError } from "../../core/shared/errors.ts";
import { createId } from "../../core/shared/ids.ts";
import { localFileStorage } from "./local-disk.ts";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "fabrico-local-disk-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("local disk file storage", () => {
  it("puts, replaces, gets and deletes a file, in a folder made on first write", async () => {
    const dir = join(root, "uploads");
    const storage = localFileStorage(dir);
    const id = createId("upload");
    expect(await storage.get(id)).toBeNull();
    await storage.put(id, new Uint8Array([0, 255, 1]));
    await storage.put(id, new Uint8Array([0, 255, 2]));
    expect(await storage.get(id)).toEqual(new Uint8Array([0, 255, 2]));
    expect(await readdir(dir)).toEqual([id]);
    await storage.delete(id);
    expect(await storage.get(id)).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it("deleting a file that is not there is no error", async () => {
    await localFileStorage(join(root, "never-written")).delete(createId("upload"));
  });

  it("refuses a key that is not an upload id, for every call", async () => {
    const storage = localFileStorage(root);
    for (const call of [
      () => storage.put("../escape", new Uint8Array([1])),
      () => storage.get("../escape"),
      () => storage.delete("../escape"),
    ]) {
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDomainError(error, "Invalid")).toBe(true);
    }
  });
});
