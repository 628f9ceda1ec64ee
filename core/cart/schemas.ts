import { z } from "zod";
import { MAX_LINE_QUANTITY } from "./limits.ts";

/**
 * Input schemas of the cart verbs, shared by the verbs, the API's routes (server/api/store/buying.ts)
 * and the pages' forms (Conform, ADR 0021 "Forms: Conform + one schema"). Plain Zod with no database
 * imports, so the browser may load it. Messages are i18n keys of the `cart` namespace with their
 * parameters (`{ max }`), translated by the pages and by the API's one mapper.
 */

const QUANTITY_INVALID = "cart:errors.QUANTITY_INVALID";

/**
 * A whole number of units from 1 to MAX_LINE_QUANTITY (a form's "3" is made a number by Conform). One
 * check with `max` as its parameter, so a refusal reads "Choose a quantity between 1 and 999" (a value
 * that is no number at all has no parameters: the page passes `{ max }` itself).
 */
const lineQuantity = z
  .number({ error: QUANTITY_INVALID })
  .refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY, {
    error: QUANTITY_INVALID,
    params: { max: MAX_LINE_QUANTITY },
  });

/**
 * Input of `addToCart` (core/cart/add-to-cart.ts): a variant id (`var_…`, the colour × size chosen;
 * empty means no size was chosen yet) and a whole number of units (1 to MAX_LINE_QUANTITY, default 1).
 */
export const addToCartSchema = z.object({
  variantId: z
    .string({ error: "cart:errors.SIZE_REQUIRED" })
    .trim()
    .min(1, { error: "cart:errors.SIZE_REQUIRED" })
    .max(64, { error: "cart:errors.VARIANT_NOT_FOUND" }),
  quantity: lineQuantity.default(1),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/**
 * Input of `updateCartLine` (core/cart/update-cart-line.ts): a line of the cart and its new whole
 * number of units, 0 (removes the line) to MAX_LINE_QUANTITY. Used by the cart page's quantity form
 * and `PATCH /api/cart/line/{id}` (its `quantity`).
 */
export const updateCartLineSchema = z.object({
  lineId: z
    .string({ error: "cart:errors.CART_LINE_NOT_FOUND" })
    .trim()
    .min(1, { error: "cart:errors.CART_LINE_NOT_FOUND" })
    .max(64, { error: "cart:errors.CART_LINE_NOT_FOUND" }),
  quantity: z
    .number({ error: QUANTITY_INVALID })
    .int({ error: QUANTITY_INVALID })
    .min(0, { error: QUANTITY_INVALID })
    .max(MAX_LINE_QUANTITY, { error: QUANTITY_INVALID }),
});
export type UpdateCartLineInput = z.infer<typeof updateCartLineSchema>;

/** Input of `addDesignToCart` (core/cart/add-design-to-cart.ts): the design and the version the customer reviewed. */
export const addDesignSchema = z.object({
  designId: z.string().min(1).max(64),
  version: z.number().int().min(1).optional(),
});

/** Input of `addSampleToCart`: the design, the sample's size (default its first size with units), 1–2 samples. */
export const addSampleSchema = z.object({
  designId: z.string().min(1).max(64),
  size: z.string().max(8).optional(),
  quantity: z.number().int().min(1).max(2).default(1),
});

/** A typed text of the checkout form: any string (trimmed), absent when left blank (Conform's coercion). */
const typed = z.string().trim().optional();

/**
 * The checkout page's form (`/checkout`, app/components/checkout/checkout-form.server.ts): every
 * field it may post, read in one parse instead of by hand. Deliberately lenient (only shapes, no
 * limits): every submit saves what is typed on the checkout draft, half-typed address included, and
 * the rules speak afterwards, by field: the address book's `addressSchema` for the address, the
 * draft's `checkoutDraftSchema` limits, `placeOrderSchema` for the key and the terms. Parts of the
 * form are sent only by the step that shows them (the page reads which are present from the form).
 * A field the checkout gains (e.g. an optional invoice detail) is one more line here.
 *
 * - `intent`: the submit button (`save`, `autosave`, `search`, `choose-ap`, `coupon`, `gift`,
 *   `coupon-remove`, `gift-remove`, `place`); absent means `save`
 * - `email`, `marketingShown` / `acceptsMarketing`: a guest's contact step (the box sent only when ticked)
 * - `delivery`: `address` or `access_point`; `addressChoice`: a saved address's id or `new`
 * - the address fields (names of the address book's form)
 * - `shippingMethodId`, `accessPointId`, `apCountry` / `apPostcode` (the access point search) and
 *   `apSearchCountry` / `apSearchPostcode` (the search the shown points came from)
 * - `couponCode`, `giftCardCode`, `acceptTerms`, `idempotencyKey`, `expectedDueCents` (the total the
 *   page showed, EUR cents as digits)
 * - `invoiceTaxId`, `invoiceCompanyName`: the optional tax number (NIF / VAT id) and company name the
 *   invoice is made out to (issue 19; checked by core/invoicing/tax-id.ts for the address's country)
 */
export const checkoutFormSchema = z.object({
  intent: typed,
  email: typed,
  marketingShown: typed,
  acceptsMarketing: z.boolean().optional(),
  delivery: typed,
  addressChoice: typed,
  firstName: typed,
  lastName: typed,
  company: typed,
  country: typed,
  streetAddress: typed,
  houseNumber: typed,
  additionalInfo: typed,
  city: typed,
  postcode: typed,
  phone: typed,
  shippingMethodId: typed,
  accessPointId: typed,
  apCountry: typed,
  apPostcode: typed,
  apSearchCountry: typed,
  apSearchPostcode: typed,
  couponCode: typed,
  giftCardCode: typed,
  acceptTerms: z.boolean().optional(),
  idempotencyKey: typed,
  expectedDueCents: typed,
  invoiceTaxId: typed,
  invoiceCompanyName: typed,
});
export type CheckoutFormInput = z.output<typeof checkoutFormSchema>;
