import { z } from "zod";

/**
 * Input schemas of the wholesale verbs that the back office's forms share with the API (ADR 0021
 * "Forms: Conform + one schema"). Plain Zod with no database or Node imports, so the browser may
 * load it. Messages are `wholesale:admin.errors.*` keys.
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
