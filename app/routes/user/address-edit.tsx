import { TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect } from "react-router";
import { addressInputSchema } from "../../../core/customers/address-schema.ts";
import { deleteAddress } from "../../../core/customers/delete-address.ts";
import { getAddress } from "../../../core/customers/get-address.ts";
import { updateAddress } from "../../../core/customers/update-address.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { PageHeading, buttonClass } from "../../components/account/account-ui.tsx";
import { AddressForm } from "../../components/account/address-form.tsx";
import { SubmitButton } from "../../components/auth/auth-form.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { customerText } from "../../lib/customer-form.ts";
import { addressFormOptions, addressFormValues, countryOptions } from "../../lib/customer-pages.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/address-edit";

/** An address of the customer, or 404 (also for another customer's id: core answers NotFound). */
async function load(context: Route.LoaderArgs["context"], id: string) {
  const { ctx } = context.get(pageContext);
  try {
    return await getAddress(ctx, id);
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

/** Edit and delete one address (spec §2 `/user/address/{id}`); `?delete` asks to confirm the deletion. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const address = await load(context, params.id);
  return {
    address: addressFormValues(address),
    id: address.id,
    countries: countryOptions(ctx.locale),
    confirmDelete: new URL(request.url).searchParams.has("delete"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  // the delete button of the confirmation (read by hand); the save form's fields go through the verb's schema
  if (form.get("intent") === "delete") {
    await deleteAddress(ctx, params.id).catch(notFound);
    throw redirect("/user/address?notice=deleted", { headers: { "Cache-Control": "no-store" } });
  }
  const result = await formAction(
    ctx,
    form,
    addressInputSchema,
    (input) => updateAddress(ctx, { ...input, id: params.id }).catch(notFound),
    addressFormOptions(ctx.locale),
  );
  if (!result.ok) return data({ reply: result.reply }, { status: result.status });
  throw redirect("/user/address?notice=updated", { headers: { "Cache-Control": "no-store" } });
}

/** Another customer's or a deleted address: 404 (core answers NotFound); anything else is thrown on. */
function notFound(error: unknown): never {
  if (error instanceof NotFound) throw data(null, { status: 404 });
  throw error;
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: customerText(root, "address.editTitle"),
      description: customerText(root, "address.editLead"),
      path: "/user/address",
      noindex: true,
    },
    root,
  );
}

export default function EditAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("customer");
  const { address, id, countries, confirmDelete } = loaderData;
  const confirmRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (confirmDelete) confirmRef.current?.focus();
  }, [confirmDelete]);
  return (
    <>
      <PageHeading title={t("address.editTitle")} lead={t("address.editLead")} />
      {confirmDelete ? (
        <section
          ref={confirmRef}
          tabIndex={-1}
          aria-labelledby="confirm-delete-title"
          className="mb-8 max-w-2xl rounded-2xl border border-red-200 bg-red-50 p-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
        >
          <h2 id="confirm-delete-title" className="flex items-center gap-2 text-base font-semibold text-red-900">
            <TriangleAlert aria-hidden className="size-5" />
            {t("address.confirmDeleteTitle")}
          </h2>
          <p className="mt-2 text-sm text-red-900">
            {t("address.confirmDeleteBody", {
              address: [address.streetAddress, address.houseNumber, address.city].filter(Boolean).join(", "),
            })}
          </p>
          {address.isDefaultShipping ? (
            <p className="mt-2 text-sm text-red-900">{t("address.confirmDeleteDefault")}</p>
          ) : null}
          <Form method="post" className="mt-4 flex flex-col-reverse gap-3 sm:flex-row">
            <Link to={`/user/address/${id}`} replace className={buttonClass.secondary}>
              {t("address.keep")}
            </Link>
            <div className="sm:min-w-44">
              <SubmitButton name="intent" value="delete" tone="danger" pendingText={t("address.deleting")}>
                {t("address.confirmDelete")}
              </SubmitButton>
            </div>
          </Form>
        </section>
      ) : null}
      <AddressForm
        key={id}
        countries={countries}
        values={address}
        lastResult={actionData?.reply}
        submitLabel={t("address.save")}
        pendingLabel={t("address.saving")}
        lockDefault={address.isDefaultShipping}
      />
      {!confirmDelete ? (
        <div className="mt-10 max-w-2xl border-t border-stone-200 pt-6">
          <h2 className="text-base font-semibold text-stone-900">{t("address.deleteTitle")}</h2>
          <p className="mt-1 text-sm text-stone-600">{t("address.deleteLead")}</p>
          <Link
            to={`/user/address/${id}?delete`}
            className={`mt-4 ${buttonClass.secondary} border-red-300 text-red-800 hover:bg-red-50`}
          >
            {t("address.delete")}
          </Link>
        </div>
      ) : null}
    </>
  );
}
