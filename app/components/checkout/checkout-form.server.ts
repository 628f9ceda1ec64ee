import { z } from "zod";
import type { CartRef } from "../../../core/cart/cart-ref.ts";
import type { CheckoutDraft } from "../../../core/cart/checkout-draft.ts";
import { type CheckoutDraftInput, saveCheckoutDraft } from "../../../core/cart/save-checkout-draft.ts";
import { type CheckoutFormInput, checkoutFormSchema } from "../../../core/cart/schemas.ts";
import { addressSchema } from "../../../core/customers/address-schema.ts";
import type { AccessPointSnapshot, OrderAddress } from "../../../core/orders/snapshots.ts";
import { parseInvoiceTaxId } from "../../../core/invoicing/tax-id.ts";
import type { Ctx } from "../../../core/shared/ctx.ts";
import { type DomainError, Invalid, isDomainError } from "../../../core/shared/errors.ts";
import type { FieldErrors } from "../../lib/customer-form.ts";
import { fieldErrors } from "../../lib/customer-pages.server.ts";
import { translatorFor } from "../../lib/form-action.server.ts";
import { parseForm } from "../../lib/form-errors.ts";
import { ADDRESS_FORM_FIELDS } from "../account/address-fields.tsx";
import type { CheckoutAddressValues } from "./checkout-data.ts";

/**
 * Server side of the checkout form (`/checkout`): every submit saves what the form holds on the
 * cart's checkout draft (core saveCheckoutDraft), so nothing typed is lost, and reports what is not
 * right yet by field. Prices never come from the form.
 */

const emailSchema = z.email().max(254);

/** What {@link saveFromForm} needs besides the form. */
export interface SaveInput {
  ctx: Ctx;
  ref: CartRef;
  /** The draft before this submit. */
  draft: CheckoutDraft;
  signedIn: boolean;
  /** The customer's saved addresses (signed in), already valid. */
  savedAddresses: { id: string; address: OrderAddress }[];
}

/** The result of {@link saveFromForm}. */
export interface SaveOutcome {
  /** What is missing or wrong, by field (for an explicit "Continue" or "Place order"). */
  errors: FieldErrors;
  /** Typed values that could not be saved (shown again). */
  values: { email?: string; invoiceTaxId?: string };
  draft: CheckoutDraft;
  newGuestToken?: string;
}

/** Address fields as typed, for the draft: blanks become null (the draft keeps half-typed addresses). */
export function rawAddress(values: CheckoutAddressValues): OrderAddress {
  const orNull = (v: string) => (v.trim() === "" ? null : v.trim());
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: orNull(values.company),
    country: values.country.trim().toUpperCase(),
    streetAddress: values.streetAddress.trim(),
    houseNumber: orNull(values.houseNumber),
    additionalInfo: orNull(values.additionalInfo),
    city: values.city.trim(),
    postcode: orNull(values.postcode),
    phone: values.phone.trim(),
  };
}

/** True when no address field was filled in (the country alone does not count). */
export function isBlankAddress(values: CheckoutAddressValues): boolean {
  return ADDRESS_FORM_FIELDS.every((f) => f === "country" || values[f].trim() === "");
}

/**
 * Checks typed address fields with the address book's rules (core address-schema).
 * @returns the address in canonical form (postcode format, E.164 phone), or the errors by field
 */
export function checkAddress(values: CheckoutAddressValues): { address: OrderAddress } | { errors: FieldErrors } {
  const parsed = addressSchema.safeParse(values);
  if (!parsed.success) return { errors: fieldErrors(parsed.error, values.country) };
  const a = parsed.data;
  return {
    address: {
      firstName: a.firstName,
      lastName: a.lastName,
      company: a.company ?? null,
      country: a.country,
      streetAddress: a.streetAddress,
      houseNumber: a.houseNumber ?? null,
      additionalInfo: a.additionalInfo ?? null,
      city: a.city,
      postcode: a.postcode ?? null,
      phone: a.phone,
    },
  };
}

/**
 * The checkout form as posted, read with its one schema (core/cart `checkoutFormSchema`, Conform's
 * parse: texts trimmed, blanks absent, a ticked box `true`), and which fields the form sent at all
 * (a step's fields are only in the form while that step shows, and a field sent blank clears what
 * the draft holds while one not sent leaves it).
 * @returns the values and `sent(name)`, or null when the form is not the checkout's (e.g. a field
 *   sent twice): the page answers a generic refusal
 */
export function readCheckoutForm(
  ctx: Pick<Ctx, "locale">,
  form: FormData,
): { values: CheckoutFormInput; sent: (name: keyof CheckoutFormInput) => boolean } | null {
  const submission = parseForm(form, checkoutFormSchema, translatorFor(ctx.locale));
  if (submission.status !== "success") return null;
  const values = submission.value;
  return { values, sent: (name) => form.has(name) };
}

/** The checkout form as {@link readCheckoutForm} reads it. */
export type CheckoutForm = NonNullable<ReturnType<typeof readCheckoutForm>>;

/** The address fields of the checkout form as typed ("" for a blank), for the address book's rules. */
function typedAddress(values: CheckoutFormInput): CheckoutAddressValues {
  return Object.fromEntries(ADDRESS_FORM_FIELDS.map((name) => [name, values[name] ?? ""])) as CheckoutAddressValues;
}

/** The access points near a postcode (UPS, through `ctx.services.carriers`), or why there are none to show. */
export async function searchAccessPoints(
  ctx: Ctx,
  country: string,
  postcode: string,
): Promise<{ points: AccessPointSnapshot[] } | { error: string }> {
  if (!/^[A-Z]{2}$/.test(country)) return { error: "apCountryRequired" };
  if (!postcode || postcode.length > 20) return { error: "apPostcodeRequired" };
  try {
    const points = await ctx.services.carriers.accessPoints({ carrier: "ups", country, postcode, locale: ctx.locale });
    return { points: points.slice(0, 10) };
  } catch (error) {
    // by shape: the carrier client's errors come from the server's copy of core/ (issue 14)
    if (isDomainError(error, "Invalid")) return { error: "apPostcodeUnknown" };
    if (isDomainError(error)) {
      ctx.log.warn({ err: error, country }, "access point search unavailable");
      return { error: "apUnavailable" };
    }
    ctx.log.warn({ err: error }, "access point search failed");
    return { error: "apUnavailable" };
  }
}

/**
 * Saves the parts of the checkout the form holds (only fields present in it): the guest's e-mail
 * and marketing choice, the delivery kind, the address (a saved one by id, else the typed fields:
 * canonical when valid, as typed otherwise), the chosen access point (looked up again at the
 * carrier by id: never taken from the form) and the shipping method.
 */
export async function saveFromForm(input: SaveInput, form: CheckoutForm): Promise<SaveOutcome> {
  const { ctx, ref, draft } = input;
  const { values: posted, sent } = form;
  const patch: CheckoutDraftInput = {};
  const errors: FieldErrors = {};
  const values: SaveOutcome["values"] = {};

  if (!input.signedIn && sent("email")) {
    const email = posted.email ?? "";
    if (email === "") {
      patch.email = null;
      errors.email = { message: "checkout:errors.emailRequired" };
    } else if (emailSchema.safeParse(email).success) {
      patch.email = email;
    } else {
      values.email = email;
      errors.email = { message: "checkout:errors.emailInvalid" };
    }
  }
  if (!input.signedIn && sent("marketingShown")) patch.acceptsMarketing = posted.acceptsMarketing === true;

  const deliveryRaw = posted.delivery ?? "";
  const delivery =
    deliveryRaw === "address" || deliveryRaw === "access_point" ? deliveryRaw : (draft.delivery ?? "address");
  if (deliveryRaw) patch.delivery = delivery;

  const choice = posted.addressChoice ?? "";
  const saved = choice && choice !== "new" ? input.savedAddresses.find((a) => a.id === choice) : undefined;
  if (saved) {
    patch.addressId = saved.id;
    patch.address = saved.address;
  } else if (sent("streetAddress")) {
    const typed = typedAddress(posted);
    patch.addressId = null;
    const checked = checkAddress(typed);
    if ("address" in checked) {
      patch.address = checked.address;
    } else {
      Object.assign(errors, checked.errors);
      patch.address = isBlankAddress(typed) ? null : rawAddress(typed);
    }
  }

  if (sent("shippingMethodId")) patch.shippingMethodId = posted.shippingMethodId || null;

  if (sent("invoiceTaxId")) {
    // the invoice's tax number, read in the country of the address it goes with (issue 19)
    const country = patch.address?.country ?? draft.address?.country ?? posted.country ?? "";
    const taxId = parseInvoiceTaxId(posted.invoiceTaxId, country);
    if (taxId === null) {
      patch.invoiceTaxId = null;
      patch.invoiceCompanyName = null;
    } else if (taxId.ok) {
      patch.invoiceTaxId = taxId.full;
      patch.invoiceCompanyName = posted.invoiceCompanyName || null;
    } else {
      values.invoiceTaxId = posted.invoiceTaxId;
      errors.invoiceTaxId = { message: `checkout:errors.${taxId.code}` };
    }
  }

  const accessPointId = posted.accessPointId ?? "";
  if (delivery === "access_point") {
    if (accessPointId && accessPointId !== draft.accessPoint?.id) {
      const found = await searchAccessPoints(
        ctx,
        (posted.apSearchCountry || posted.apCountry || "").toUpperCase(),
        posted.apSearchPostcode || posted.apPostcode || "",
      );
      const point = "points" in found ? found.points.find((p) => p.id === accessPointId) : undefined;
      if (point) patch.accessPoint = point;
      else errors.accessPoint = { message: "checkout:errors.accessPointGone" };
    } else if (!accessPointId && !draft.accessPoint) {
      errors.accessPoint = { message: "checkout:errors.ACCESS_POINT_REQUIRED" };
    }
  }

  const saved1 = await saveDraft(ctx, ref, patch, errors);
  return { errors, values, draft: saved1.draft, newGuestToken: saved1.newGuestToken };
}

/**
 * Saves `patch`; when one of its fields breaks the draft's limits, saves the rest without it and
 * reports that field (so one bad field never loses the others).
 */
async function saveDraft(
  ctx: Ctx,
  ref: CartRef,
  patch: CheckoutDraftInput,
  errors: FieldErrors,
): Promise<{ draft: CheckoutDraft; newGuestToken?: string }> {
  try {
    return await saveCheckoutDraft(ctx, { ...patch, cart: ref });
  } catch (error) {
    if (!(error instanceof Invalid) || !error.field) throw error;
    const [top, sub] = error.field.split(".");
    const name = sub ?? top ?? "form";
    errors[name] ??= { message: "address:errors.invalid" };
    const rest = { ...patch };
    delete rest[top as keyof CheckoutDraftInput];
    if (top === "address") delete rest.addressId;
    return saveCheckoutDraft(ctx, { ...rest, cart: ref });
  }
}

/** The error a place-order refusal shows: on a field, or for the whole form (`checkout:formErrors.<code>`). */
export function placeOrderError(error: DomainError): { errors?: FieldErrors; formError?: string } {
  const code = error.code;
  if (code === "EMAIL_REQUIRED") return { errors: { email: { message: "checkout:errors.emailRequired" } } };
  if (code === "ADDRESS_INVALID") {
    const name = (ADDRESS_FORM_FIELDS as readonly string[]).includes(error.field ?? "")
      ? (error.field as string)
      : "streetAddress";
    return { errors: { [name]: { message: "checkout:errors.ADDRESS_INVALID" } } };
  }
  if (code === "ACCESS_POINT_REQUIRED")
    return { errors: { accessPoint: { message: "checkout:errors.ACCESS_POINT_REQUIRED" } } };
  if (code === "SHIPPING_METHOD_REQUIRED" || code === "NO_SHIPPING_TO_COUNTRY")
    return { errors: { shippingMethodId: { message: `checkout:errors.${code}` } } };
  if (code === "DESTINATION_REQUIRED")
    return { errors: { country: { message: "checkout:errors.DESTINATION_REQUIRED" } } };
  if (code === "INVOICE_TAX_ID_FORMAT")
    return { errors: { invoiceTaxId: { message: "checkout:errors.INVOICE_TAX_ID_FORMAT" } } };
  if (code.startsWith("COUPON_")) return { errors: { couponCode: { message: `checkout:refusals.${code}` } } };
  if (code.startsWith("GIFT_CARD_")) return { errors: { giftCardCode: { message: `checkout:refusals.${code}` } } };
  if (error.field === "acceptTerms") return { errors: { acceptTerms: { message: "checkout:errors.termsRequired" } } };
  if (error.field === "idempotencyKey") return { formError: "RELOAD" };
  const known = ["OUT_OF_STOCK", "PRODUCT_UNAVAILABLE", "CART_EMPTY", "CART_NOT_FOUND", "IDEMPOTENCY_KEY_REUSED"];
  return { formError: known.includes(code) ? code : "UNKNOWN" };
}
