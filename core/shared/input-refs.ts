import { z } from "zod";

/**
 * The parts of a verb's input that name what it acts on (issue 16: every verb is `(ctx, input)`; ADR 0021).
 * Browser-safe (zod only), so page forms may load schemas built from these.
 *
 * - `rowId`: the id of the row a verb acts on, as the URL or the page gives it (`prd_…`, a user id, a
 *   slug where the verb also takes one). Its shape is not checked here: an id that names no row is the
 *   verb's `NotFound` (404), as before ids moved into the input (an empty one too: a page's form that
 *   posted no id); only one longer than 200 characters is `Invalid`.
 * - `ownerRefSchema`: who a session's cart, uploads and designs belong to (`CartRef`, `UploadOwner`,
 *   `DesignOwner`: the signed-in user's id, else the guest's `fabrico.cart` cookie token). The server
 *   fills it from the session, never from a posted body.
 */
export const rowId = z.string().max(200);

/** Who owns a cart, an upload or a design (see the module's docstring). */
export const ownerRefSchema = z.object({
  userId: z.string().nullable(),
  guestToken: z.string().nullable(),
});

/** The input of a verb that acts on one row and takes nothing else: `{ id }`. */
export const rowIdInputSchema = z.object({ id: rowId });

/** The `owner` part of a verb's input that acts for a session's cart, uploads or designs. */
export const ownerInputSchema = z.object({ owner: ownerRefSchema });

/** The `cart` part of a cart verb's input: the session's cart (`CartRef`: user id, else the guest token). */
export const cartInputSchema = z.object({ cart: ownerRefSchema });
