import { MapPinPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useSearchParams } from "react-router";
import { listAddresses } from "../../../core/customers/list-addresses.ts";
import { setDefaultAddress } from "../../../core/customers/set-default-address.ts";
import { NotFound } from "../../../core/shared/errors.ts";
import { PageHeading, buttonClass } from "../../components/account/account-ui.tsx";
import { AddressLines } from "../../components/account/address-card.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { pageContext } from "../../lib/context.server.ts";
import { countryNames } from "../../lib/countries.ts";
import { customerText } from "../../lib/customer-form.ts";
import { displayPhone } from "../../lib/customer-pages.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/address-list";

/** The address book (spec §2 `/user/address`): default first, with a badge; an empty state. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const addresses = await listAddresses(ctx);
  const names = countryNames(
    ctx.locale,
    addresses.map((a) => a.country),
  );
  return {
    addresses: addresses.map((a) => ({
      ...a,
      countryName: names[a.country] ?? a.country,
      phoneDisplay: displayPhone(a.phone),
    })),
  };
}

/** "Make default" on a card. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  const id = form.get("id");
  if (form.get("intent") !== "default" || typeof id !== "string") throw data(null, { status: 400 });
  try {
    await setDefaultAddress(ctx, id);
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
  return { ok: true as const, notice: "defaultChanged" };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: customerText(root, "address.listTitle"),
      description: customerText(root, "address.listLead"),
      path: "/user/address",
      noindex: true,
    },
    root,
  );
}

const NOTICES = ["created", "updated", "deleted", "defaultChanged"] as const;

export default function AddressList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("customer");
  const [params] = useSearchParams();
  const fromQuery = params.get("notice");
  const notice = actionData?.notice ?? (NOTICES.find((n) => n === fromQuery) || null);
  const { addresses } = loaderData;
  return (
    <>
      <PageHeading
        title={t("address.listTitle")}
        lead={t("address.listLead")}
        action={
          addresses.length > 0 ? (
            <Link to="/user/address/create" className={buttonClass.primary}>
              <MapPinPlus aria-hidden className="size-4" />
              {t("address.add")}
            </Link>
          ) : null
        }
      />
      {notice ? <Notice tone="success">{t(`address.notices.${notice}`)}</Notice> : null}
      {addresses.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center">
          <MapPinPlus aria-hidden className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-4 text-lg font-semibold text-stone-900">{t("address.emptyTitle")}</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm text-stone-600">{t("address.emptyBody")}</p>
          <Link to="/user/address/create" className={`mt-6 ${buttonClass.primary}`}>
            {t("address.addFirst")}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <li
              key={address.id}
              data-testid="address-card"
              className={`flex flex-col rounded-2xl border bg-white p-5 ${address.isDefaultShipping ? "border-stone-900" : "border-stone-200"}`}
            >
              {address.isDefaultShipping ? (
                <p className="mb-3">
                  <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                    {t("address.defaultBadge")}
                  </span>
                </p>
              ) : null}
              <div className="mb-4">
                <AddressLines address={address} countryName={address.countryName} phone={address.phoneDisplay} />
              </div>
              <div className="-mx-3 mt-auto flex flex-wrap items-center gap-1 border-t border-stone-100 px-0 pt-3">
                <Link
                  to={`/user/address/${address.id}`}
                  className={buttonClass.quiet}
                  aria-label={t("address.editNamed", { city: address.city })}
                >
                  {t("address.edit")}
                </Link>
                {!address.isDefaultShipping ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={address.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="default"
                      className={buttonClass.quiet}
                      aria-label={t("address.makeDefaultNamed", { city: address.city })}
                    >
                      {t("address.setDefault")}
                    </button>
                  </Form>
                ) : null}
                <Link
                  to={`/user/address/${address.id}?delete`}
                  className={`${buttonClass.quiet} text-red-800 hover:bg-red-50`}
                  aria-label={t("address.deleteNamed", { city: address.city })}
                >
                  {t("address.delete")}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
