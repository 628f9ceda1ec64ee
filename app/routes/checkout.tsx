import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import type { CartRef } from "../../core/cart/cart-ref.ts";
import { findCart } from "../../core/cart/find-cart.ts";
import { getCart } from "../../core/cart/get-cart.ts";
import { saveCheckoutDraft } from "../../core/cart/save-checkout-draft.ts";
import { placeOrder } from "../../core/checkout/place-order.ts";
import { getProfile } from "../../core/customers/get-profile.ts";
import { listAddresses } from "../../core/customers/list-addresses.ts";
import { orderAccessToken } from "../../core/orders/order-access.ts";
import type { OrderAddress } from "../../core/orders/snapshots.ts";
import { EU_COUNTRIES } from "../../core/shared/countries.ts";
import { businessTaxStatus } from "../../core/wholesale/applications.ts";
import type { Ctx } from "../../core/shared/ctx.ts";
import { DomainError, isDomainError } from "../../core/shared/errors.ts";
import type { Route } from "./+types/checkout";
import {
  type CheckoutActionResult,
  type CheckoutData,
  refusalView,
  toCheckoutData,
} from "../components/checkout/checkout-data.ts";
import {
  placeOrderError,
  readCheckoutForm,
  saveFromForm,
  searchAccessPoints,
} from "../components/checkout/checkout-form.server.ts";
import { CheckoutPage } from "../components/checkout/checkout-page.tsx";
import { cartRefOf, rememberGuestCart } from "../lib/cart.server.ts";
import { pageContext } from "../lib/context.server.ts";
import { countryOptions, displayPhone } from "../lib/customer-pages.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import { rootText } from "../lib/i18n.ts";

/** The buyer: a signed-in customer's e-mail and saved addresses, or nothing for a guest. */
async function buyerOf(ctx: Ctx) {
  if (!ctx.actor) return { account: null, savedAddresses: [] };
  const [profile, addresses] = await Promise.all([getProfile(ctx), listAddresses(ctx)]);
  return {
    account: { email: profile.email, firstName: profile.firstName ?? "", lastName: profile.lastName ?? "" },
    savedAddresses: addresses.map((a) => ({
      id: a.id,
      isDefault: a.isDefaultShipping,
      address: {
        firstName: a.firstName,
        lastName: a.lastName,
        company: a.company,
        country: a.country,
        streetAddress: a.streetAddress,
        houseNumber: a.houseNumber,
        additionalInfo: a.additionalInfo,
        city: a.city,
        postcode: a.postcode,
        phone: a.phone,
      } satisfies OrderAddress,
    })),
  };
}

/** The EU countries UPS Access Points are searched in (the access point method's zone). */
const ACCESS_POINT_COUNTRIES: readonly string[] = EU_COUNTRIES;

/**
 * The checkout (issue 4, spec §2 `/checkout`): the cart priced for the draft's destination with live
 * carrier rates, the buyer's saved addresses, and a new idempotency key for the order form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const { ref, headers } = await cartRefOf(request, context);
  headers.set("Cache-Control", "private, no-store");
  const buyer = await buyerOf(ctx);
  const priced = { email: buyer.account?.email ?? null, liveRates: true };
  let cart = await getCart(ctx, { ...priced, cart: ref });
  if (cart.itemCount === 0) throw redirect("/cart", { headers });
  const preferred = buyer.savedAddresses.find((a) => a.isDefault) ?? buyer.savedAddresses[0];
  if (preferred && !cart.draft.address && !cart.draft.delivery) {
    // a signed-in customer starts with the default address chosen (the shipping options show at once);
    // only on a checkout not begun yet: once the form has saved anything (the delivery choice comes
    // with every save), a "new address" left blank is the customer's choice and is not undone (issue 20)
    const prefilled = await saveCheckoutDraft(ctx, {
      cart: ref,
      addressId: preferred.id,
      address: preferred.address,
    }).then(
      () => true,
      (error) => {
        if (error instanceof DomainError) return false; // e.g. a field longer than the draft allows: left to the customer
        throw error;
      },
    );
    if (prefilled) cart = await getCart(ctx, { ...priced, cart: ref });
  }
  if (ctx.actor && !cart.draft.delivery && !cart.draft.invoiceTaxId) {
    // a wholesale account's VAT number and brand fill the invoice's tax details (issue 19), on a checkout not begun yet
    const business = await businessTaxStatus(ctx, ctx.actor.userId);
    if (business?.vatNumber) {
      await saveCheckoutDraft(ctx, {
        cart: ref,
        invoiceTaxId: business.vatNumber,
        invoiceCompanyName: business.name?.slice(0, 120) ?? null,
      });
      cart = await getCart(ctx, { ...priced, cart: ref });
    }
  }
  const options = cart.pricing.shippingOptions;
  if (!cart.pricing.shipping && options.length === 1 && options[0]) {
    // one way to ship there: chosen for the customer (the totals include it at once)
    await saveCheckoutDraft(ctx, { cart: ref, shippingMethodId: options[0].id });
    cart = await getCart(ctx, { ...priced, cart: ref });
  }
  const countries = countryOptions(ctx.locale);
  const page: CheckoutData = toCheckoutData({
    cart,
    account: buyer.account,
    savedAddresses: buyer.savedAddresses,
    idempotencyKey: randomUUID(),
    fallbackCountry: ctx.locale === "pt" ? "PT" : ctx.locale === "es" ? "ES" : "",
    formatPhone: displayPhone,
  });
  return data(
    {
      page,
      countries,
      accessPointCountries: countries.filter((c) => ACCESS_POINT_COUNTRIES.includes(c.code)),
    },
    { headers },
  );
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

/** The e-mail per-customer coupon limits count by: the account's, else the guest's draft e-mail. */
function buyerEmail(account: { email: string } | null, draftEmail: string | undefined): string | null {
  return account?.email ?? draftEmail ?? null;
}

/**
 * The checkout form's submits, by `intent`. Each first saves what the form holds on the cart's
 * draft (nothing typed is lost), then: `autosave` (JavaScript, on change) answers nothing more;
 * `save` reports what is missing; `search` finds UPS Access Points near a postcode; `choose-ap`
 * keeps the chosen one; `coupon` / `gift` apply a code (a refused code is not kept, the reason is
 * answered) and `coupon-remove` / `gift-remove` drop it; `place` places the order (core placeOrder
 * with the form's idempotency key) and redirects to the payment page, or to the order when a gift
 * card paid it all.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const form = readCheckoutForm(ctx, await request.formData());
  const intent = form?.values.intent || "save";
  const { ref, headers } = await cartRefOf(request, context);
  headers.set("Cache-Control", "no-store");
  const reply = (result: CheckoutActionResult, status = 200) => data(result, { status, headers });
  if (!form) return reply({ intent, ok: false, formError: "UNKNOWN" }, 400);
  const posted = form.values;
  const buyer = await buyerOf(ctx);
  const before = (await findCart(ctx, ref))?.checkout ?? {};
  const saved = await saveFromForm(
    { ctx, ref, draft: before, signedIn: ctx.actor !== null, savedAddresses: buyer.savedAddresses },
    form,
  );
  rememberGuestCart(headers, request, saved.newGuestToken);
  const email = buyerEmail(buyer.account, saved.draft.email);
  const hasErrors = Object.keys(saved.errors).length > 0;

  switch (intent) {
    case "autosave":
      return reply({ intent, ok: true });
    case "save":
      return reply({ intent, ok: !hasErrors, errors: saved.errors, values: saved.values }, hasErrors ? 400 : 200);
    case "choose-ap": {
      const error = saved.errors.accessPoint;
      return reply({ intent, ok: !error, errors: error ? { accessPoint: error } : undefined }, error ? 400 : 200);
    }
    case "search": {
      const country = (posted.apCountry ?? "").toUpperCase();
      const postcode = posted.apPostcode ?? "";
      const found = await searchAccessPoints(ctx, country, postcode);
      if ("error" in found) {
        return reply(
          {
            intent,
            ok: false,
            search: { country, postcode },
            errors: { apPostcode: { message: `checkout:errors.${found.error}` } },
          },
          400,
        );
      }
      return reply({ intent, ok: true, search: { country, postcode }, accessPoints: found.points });
    }
    case "coupon":
    case "gift":
      return reply(
        ...(await applyCode(
          ctx,
          ref,
          intent,
          (intent === "coupon" ? posted.couponCode : posted.giftCardCode) ?? "",
          email,
        )),
      );
    case "coupon-remove":
      await saveCheckoutDraft(ctx, { cart: ref, couponCode: null });
      return reply({ intent, ok: true });
    case "gift-remove":
      await saveCheckoutDraft(ctx, { cart: ref, giftCardCode: null });
      return reply({ intent, ok: true });
    case "place":
      break;
    default:
      return reply({ intent, ok: false, formError: "UNKNOWN" }, 400);
  }

  const errors = { ...saved.errors };
  if (posted.acceptTerms !== true) errors.acceptTerms = { message: "checkout:errors.termsRequired" };
  if (Object.keys(errors).length > 0) return reply({ intent, ok: false, errors, values: saved.values }, 400);

  // The customer pays what the page showed: when this submit changed the total (a shipping choice
  // made without JavaScript, a price change), show the new total first.
  const expected = posted.expectedDueCents ?? "";
  const priced = await getCart(ctx, { cart: ref, email, liveRates: true });
  if (
    /^\d{1,10}$/.test(expected) &&
    priced.pricing.problems.length === 0 &&
    priced.pricing.totals.amountDueCents !== Number(expected)
  ) {
    return reply({ intent, ok: false, formError: "TOTAL_CHANGED" }, 409);
  }
  let placed: Awaited<ReturnType<typeof placeOrder>>;
  try {
    placed = await placeOrder(ctx, { cart: ref, idempotencyKey: posted.idempotencyKey ?? "", acceptTerms: "on" });
  } catch (error) {
    // by shape: a carrier's error comes from the server's copy of core/ (issue 14)
    if (!isDomainError(error)) throw error;
    return reply({ intent, ok: false, ...placeOrderError(error), values: saved.values }, error.status);
  }
  const id = encodeURIComponent(placed.orderId);
  const token = ref.userId ? null : orderAccessToken(ctx.services.links.linkSecret, placed.orderId);
  const url =
    placed.status === "paid"
      ? `/user/order/${id}${token ? `?token=${token}` : ""}`
      : `/payment?order=${id}${token ? `&token=${token}` : ""}`;
  throw redirect(url, { headers });
}

/**
 * Applies a coupon or gift card code: saved on the draft, priced, and when refused put back as it
 * was (the refusal is answered with its reason, e.g. COUPON_MIN_SPEND and the minimum).
 */
async function applyCode(
  ctx: Ctx,
  ref: CartRef,
  intent: "coupon" | "gift",
  code: string,
  email: string | null,
): Promise<[CheckoutActionResult, number]> {
  const key = intent === "coupon" ? "couponCode" : "giftCardCode";
  if (!code) return [{ intent, ok: false, errors: { [key]: { message: "checkout:errors.codeRequired" } } }, 400];
  const notFound = intent === "coupon" ? "COUPON_NOT_FOUND" : "GIFT_CARD_NOT_FOUND";
  if (code.length > 40) {
    return [{ intent, ok: false, refused: { code, error: notFound, details: {} }, values: { [key]: code } }, 400];
  }
  const previous = (await findCart(ctx, ref))?.checkout[key] ?? null;
  await saveCheckoutDraft(ctx, { cart: ref, [key]: code });
  const cart = await getCart(ctx, { cart: ref, email });
  const refusal = intent === "coupon" ? cart.pricing.couponRefused : cart.pricing.giftCardRefused;
  if (refusal) {
    await saveCheckoutDraft(ctx, { cart: ref, [key]: previous });
    return [{ intent, ok: false, refused: refusalView(refusal) ?? undefined, values: { [key]: code } }, 400];
  }
  return [{ intent, ok: true }, 200];
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "checkout", "title"),
      description: rootText(root, "checkout", "metaDescription"),
      path: "/checkout",
      noindex: true,
    },
    root,
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CheckoutPage
      data={loaderData.page}
      countries={loaderData.countries}
      accessPointCountries={loaderData.accessPointCountries}
      actionData={actionData as CheckoutActionResult | undefined}
    />
  );
}
