import { z } from "zod";
import { parseVatNumber } from "./vat-number.ts";
import { rowId } from "../shared/input-refs.ts";

/**
 * Input schemas of the wholesale verbs that the back office's forms share with the API (ADR 0021
 * "Forms: Conform + one schema"). Plain Zod with no database or Node imports, so the browser may
 * load it. Messages are `wholesale:admin.errors.*` keys (back office) and `wholesale:errors.*` keys
 * (the application form), each with the error code the API answers (`params.code`).
 */

/** Longest brand name, website, Instagram handle, zip, note and decline reason accepted (characters). */
export const LIMITS = { brandName: 120, website: 200, instagram: 60, zip: 16, note: 2000, reason: 1000 } as const;

/** A staff note on an application (`/admin/wholesale/:id`), input of `addApplicationNote`. */
export const applicationNoteSchema = z.object({
  note: z
    .string({ error: "wholesale:admin.errors.NOTE_REQUIRED" })
    .trim()
    .min(1, { error: "wholesale:admin.errors.NOTE_REQUIRED" })
    .max(LIMITS.note),
});

/**
 * A move of an application (ADR 0015), input of `moveApplication`: `to` the next stage, `reason`
 * (told to the applicant; `moveApplication` requires it to decline, kept in the history otherwise),
 * `priceListId` to approve with (default: the default list).
 */
export const moveApplicationSchema = z.object({
  to: z.enum(["review", "approved", "declined"]),
  reason: z.string().trim().max(LIMITS.reason).nullish(),
  priceListId: z.string().max(64).nullish(),
});

/** Input of `moveApplication`: {@link moveApplicationSchema} and the application's `id` (the URL's). */
export const moveApplicationInputSchema = moveApplicationSchema.extend({ id: rowId });
/** Input of `addApplicationNote`: {@link applicationNoteSchema} and the application's `id`. */
export const applicationNoteInputSchema = applicationNoteSchema.extend({ id: rowId });
/**
 * Input of `recheckApplicationVat`: the application's `id`; `staff` false only for the retry job
 * (no permission check, not audited), never from a request.
 */
export const recheckApplicationVatSchema = z.object({ id: rowId, staff: z.boolean().default(true) });

/** An issue of the application form: its `wholesale:errors.<code>` text and the code the API answers. */
const refusal = (code: string) => ({ message: `wholesale:errors.${code}`, params: { code } });

/** A text field as typed: trimmed; absent or null is "". */
const typed = z
  .string()
  .nullish()
  .transform((value) => (value ?? "").trim());

/** A website as typed → an `https://` URL (a bare domain gets the scheme), or null when blank. */
export function normalizeWebsite(raw: string): string | null {
  const v = raw.trim();
  const withScheme = /^https?:\/\//i.test(v) ? v : `https://${v}`;
  try {
    const url = new URL(withScheme);
    if (!/^https?:$/.test(url.protocol) || !url.hostname.includes(".") || /\s/.test(v)) return null;
    return url.toString().replace(/\/$/, "");
  } catch {
    return null;
  }
}

/**
 * An Instagram handle as typed (`brand`, `@brand`, `instagram.com/brand`) → `@brand`, or null when it is
 * none. Handles are 1–30 letters, digits, dots and underscores (Instagram's rule).
 */
export function normalizeInstagram(raw: string): string | null {
  const v = raw
    .trim()
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, "")
    .replace(/^@/, "")
    .replace(/\/.*$/, "");
  return /^[A-Za-z0-9._]{1,30}$/.test(v) ? `@${v}` : null;
}

/**
 * Input of `submitApplication` (spec §3, §5; `POST /api/wholesale/application` and the `/wholesale`
 * form): strings as typed. Brand name and zip are required (each missing one is an issue with code
 * REQUIRED_FIELDS); the zip is upper-cased and checked (ZIP_INVALID); the website gets its scheme
 * (WEBSITE_INVALID) and the Instagram handle its `@` (INSTAGRAM_INVALID); a VAT number given must pass
 * the offline format check of its scheme and is kept in full form (VAT_NUMBER_FORMAT, jsvat through
 * vat-number.ts); `newsletter` is the form's box or a boolean. Longer texts than {@link LIMITS} are refused.
 * @returns the application's fields, blanks as null
 */
export const applicationSchema = z
  .object({
    brandName: typed.pipe(z.string().max(LIMITS.brandName)),
    website: typed.pipe(z.string().max(LIMITS.website)),
    instagram: typed.pipe(z.string().max(LIMITS.instagram)),
    zip: typed.pipe(z.string().max(LIMITS.zip)).transform((zip) => zip.toUpperCase()),
    euVatNumber: typed.pipe(z.string().max(40)),
    ukVatNumber: typed.pipe(z.string().max(40)),
    newsletter: z
      .union([z.boolean(), z.string()])
      .nullish()
      .transform((value) => value === true || value === "true" || value === "on"),
  })
  .transform((input, ctx) => {
    for (const field of ["brandName", "zip"] as const) {
      if (!input[field]) ctx.addIssue({ code: "custom", path: [field], ...refusal("REQUIRED_FIELDS") });
    }
    if (input.zip && !/^[A-Z0-9][A-Z0-9 -]{1,15}$/.test(input.zip)) {
      ctx.addIssue({ code: "custom", path: ["zip"], ...refusal("ZIP_INVALID") });
    }
    const website = input.website ? normalizeWebsite(input.website) : null;
    if (input.website && !website) ctx.addIssue({ code: "custom", path: ["website"], ...refusal("WEBSITE_INVALID") });
    const instagram = input.instagram ? normalizeInstagram(input.instagram) : null;
    if (input.instagram && !instagram) {
      ctx.addIssue({ code: "custom", path: ["instagram"], ...refusal("INSTAGRAM_INVALID") });
    }
    const vat = (scheme: "eu" | "uk", field: "euVatNumber" | "ukVatNumber") => {
      const parsed = parseVatNumber(scheme, input[field]);
      if (!parsed) return null;
      if (!parsed.formatValid) ctx.addIssue({ code: "custom", path: [field], ...refusal("VAT_NUMBER_FORMAT") });
      return parsed.full;
    };
    return {
      brandName: input.brandName,
      website,
      instagram,
      zip: input.zip,
      euVatNumber: vat("eu", "euVatNumber"),
      ukVatNumber: vat("uk", "ukVatNumber"),
      newsletter: input.newsletter,
    };
  });
export type ApplicationInput = z.input<typeof applicationSchema>;

/**
 * Input of `correctApplicationVat` (issue 14; `PATCH /api/wholesale` and `/user/wholesale`'s form): the
 * open application's VAT numbers as typed. A field left out (or null) keeps the number on file; an
 * empty one removes it; a number given gets a fresh official check. The page parses its form without
 * Conform's coercion, so a cleared field arrives as "" (removed), not as absent (kept).
 */
export const vatCorrectionSchema = z.object({
  euVatNumber: z.string().max(40).nullish(),
  ukVatNumber: z.string().max(40).nullish(),
});
export type VatCorrectionInput = z.input<typeof vatCorrectionSchema>;
