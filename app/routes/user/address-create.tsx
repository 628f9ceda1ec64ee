import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { addressInputSchema } from "../../../core/customers/address-schema.ts";
import { createAddress } from "../../../core/customers/create-address.ts";
import { getProfile } from "../../../core/customers/get-profile.ts";
import { listAddresses } from "../../../core/customers/list-addresses.ts";
import { PageHeading } from "../../components/account/account-ui.tsx";
import type { AddressFormValues } from "../../components/account/address-fields.tsx";
import { AddressForm } from "../../components/account/address-form.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { customerText } from "../../lib/customer-form.ts";
import { addressFormOptions, countryOptions } from "../../lib/customer-pages.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/address-create";

/** Where a new address starts: the customer's name, and the default address's country or the page language's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const [addresses, profile] = await Promise.all([listAddresses(ctx), getProfile(ctx)]);
  const fallbackCountry = ctx.locale === "pt" ? "PT" : ctx.locale === "es" ? "ES" : "";
  const start: AddressFormValues = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    company: "",
    country: addresses[0]?.country ?? fallbackCountry,
    streetAddress: "",
    houseNumber: "",
    additionalInfo: "",
    city: "",
    postcode: "",
    phone: "",
    isDefaultShipping: addresses.length === 0,
  };
  return { countries: countryOptions(ctx.locale), start, first: addresses.length === 0 };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const result = await formAction(
    ctx,
    await request.formData(),
    addressInputSchema,
    (input) => createAddress(ctx, input),
    addressFormOptions(ctx.locale),
  );
  if (!result.ok) return data({ reply: result.reply }, { status: result.status });
  throw redirect("/user/address?notice=created", { headers: { "Cache-Control": "no-store" } });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: customerText(root, "address.createTitle"),
      description: customerText(root, "address.createLead"),
      path: "/user/address/create",
      noindex: true,
    },
    root,
  );
}

export default function CreateAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("customer");
  const refused = actionData?.reply.error?.[""]?.[0];
  return (
    <>
      <PageHeading title={t("address.createTitle")} lead={t("address.createLead")} />
      {refused ? <Notice tone="error">{refused}</Notice> : null}
      <AddressForm
        countries={loaderData.countries}
        values={loaderData.start}
        lastResult={actionData?.reply}
        submitLabel={t("address.create")}
        pendingLabel={t("address.saving")}
        lockDefault={loaderData.first}
      />
    </>
  );
}
