import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FileStorage } from "../../core/ports/file-storage.ts";
import { Invalid } from "../../core/shared/errors.ts";

/**
 * File storage in a folder on local disk (made on first write): the default of one instance
 * (DESIGN "Files"). Keys are upload ids (`upl_…`), so they never contain a path separator.
 * @throws Invalid (field `key`) for a key that is not an upload id
 */
export function localFileStorage(dir: string): FileStorage {
  const pathOf = (key: string) => {
    if (!/^upl_[0-9A-Z]{26}$/.test(key)) throw new Invalid("Bad file key", "key");
    return join(dir, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(pathOf(key), bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
