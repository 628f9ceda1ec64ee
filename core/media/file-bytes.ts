/**
 * Files a person chose (a multipart form's `File`s, as Conform or `FormData` give them) as the
 * `{ name, bytes }` the attachment verbs take. Empty file inputs (no name, 0 bytes: a form sent with
 * nothing chosen) are skipped; a named empty file is kept so the verb can refuse it (ATTACHMENT_EMPTY).
 * @param files `File`s, or any form values (strings are skipped)
 * @returns the files in order, bytes read in full
 */
export async function fileBytes(
  files: readonly (File | string | null | undefined)[],
): Promise<{ name: string; bytes: Uint8Array }[]> {
  const out: { name: string; bytes: Uint8Array }[] = [];
  for (const file of files) {
    if (!file || typeof file === "string" || (file.size === 0 && !file.name)) continue;
    out.push({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
  }
  return out;
}
