import { Eye, Palette, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useNavigation } from "react-router";
import { deleteDesigns, listDesigns } from "../../../core/customization/designs.ts";
import { PageHeading, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { useHydrated } from "../../components/cart/use-hydrated.ts";
import { designCards } from "../../components/configurator-ui/editor-data.server.ts";
import { flatUrl } from "../../components/configurator-ui/flat-geometry.ts";
import { ShareDesignButton } from "../../components/configurator-ui/share-dialog.tsx";
import { formatDate } from "../../components/orders/order-format.ts";
import { cartRefOf } from "../../lib/cart.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/designs";
import { rootText } from "../../lib/i18n.ts";

const HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * My designs (issue 5; spec §7 `GET /api/customize`, `DELETE /api/customize/{id}`,
 * `POST /api/customize/multidelete`): the customer's drafts and saved designs, newest first, with
 * thumbnails; open one in the editor or its review, delete one or several at once. A guest's designs
 * join the account at sign-in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const { ref, headers } = await cartRefOf(request, context);
  for (const [k, v] of Object.entries(HEADERS)) headers.set(k, v);
  const designs = await designCards(ctx, await listDesigns(ctx, ref));
  return data({ designs: designs.map((d) => ({ ...d, updatedOn: formatDate(d.updatedAt, ctx.locale) })) }, { headers });
}

/** `intent=delete` with one `designId`, or `intent=deleteMany` with the checked `ids`. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const { ref, headers } = await cartRefOf(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const ids =
    intent === "delete"
      ? [String(form.get("designId") ?? "")]
      : form
          .getAll("ids")
          .map((v) => String(v))
          .filter(Boolean);
  if (ids.length === 0 || ids.some((id) => !id)) return data({ deleted: 0, asked: 0 }, { status: 400, headers });
  const deleted = await deleteDesigns(ctx, { owner: ref, ids: ids.slice(0, 200) });
  return data({ deleted, asked: ids.length }, { headers });
}

export function headers() {
  return HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "customize", "designs.title"),
      description: rootText(root, "customize", "designs.lead"),
      path: "/user/designs",
      noindex: true,
    },
    root,
  );
}

export default function MyDesigns({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("customize");
  const { designs } = loaderData;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const ids = new Set(designs.map((d) => d.id));
  const selected = [...checked].filter((id) => ids.has(id));
  const all = designs.length > 0 && selected.length === designs.length;
  const toggle = (id: string, on: boolean) =>
    setChecked((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <PageHeading
        title={t("designs.title")}
        lead={t("designs.lead")}
        action={
          <Link to="/customize" className={buttonClass.secondary}>
            <Palette aria-hidden className="size-4" />
            {t("designs.new")}
          </Link>
        }
      />
      {actionData && actionData.deleted > 0 ? (
        <Notice tone="success" testId="designs-deleted">
          {t("designs.deleted", { count: actionData.deleted })}
        </Notice>
      ) : actionData ? (
        <Notice tone="error">{t("designs.noneDeleted")}</Notice>
      ) : null}

      {designs.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center">
          <Palette aria-hidden className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-4 text-lg font-semibold text-stone-900">{t("designs.emptyTitle")}</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm text-stone-600">{t("designs.emptyBody")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/customize" className={buttonClass.primary}>
              {t("designs.startShopping")}
            </Link>
            <Link to="/gallery" className={buttonClass.secondary}>
              {t("gallery.title")}
            </Link>
          </div>
        </div>
      ) : (
        <section aria-labelledby="designs-heading">
          <h2 id="designs-heading" className="sr-only">
            {t("designs.title")}
          </h2>
          <Form method="post" id="delete-many" className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <input type="hidden" name="intent" value="deleteMany" />
            {hydrated ? (
              <label className="flex items-center gap-2 text-sm text-stone-700">
                <input
                  type="checkbox"
                  checked={all}
                  onChange={(e) => setChecked(e.target.checked ? new Set(ids) : new Set())}
                  className="size-4 accent-stone-900"
                  data-testid="select-all"
                />
                {t("designs.selectAll")}
              </label>
            ) : (
              <span className="text-sm text-stone-600">{t("designs.count", { count: designs.length })}</span>
            )}
            <button
              type="submit"
              className={`${buttonClass.danger} disabled:cursor-not-allowed disabled:opacity-40`}
              disabled={busy || (hydrated && selected.length === 0)}
              data-testid="delete-selected"
            >
              <Trash2 aria-hidden className="size-4" />
              {!hydrated
                ? t("designs.deleteChecked")
                : selected.length === 0
                  ? t("designs.deleteNone")
                  : t("designs.deleteSelected", { count: selected.length })}
            </button>
          </Form>
          <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
            {designs.map((d) => (
              <li
                key={d.id}
                className="flex items-center gap-3 p-3 sm:gap-4 sm:p-4"
                data-testid="design-row"
                data-design-id={d.id}
              >
                <input
                  type="checkbox"
                  name="ids"
                  value={d.id}
                  form="delete-many"
                  checked={hydrated ? checked.has(d.id) : undefined}
                  onChange={(e) => toggle(d.id, e.target.checked)}
                  aria-label={t("designs.select", { name: d.name })}
                  className="size-4 shrink-0 accent-stone-900"
                  data-testid="design-check"
                />
                <Link to={`/customize/${d.id}/edit`} className="shrink-0" tabIndex={-1} aria-hidden>
                  <img
                    src={d.image ?? flatUrl(d.garmentType, "front", d.dye.hex)}
                    alt=""
                    className="h-20 w-[4.3rem] rounded-lg bg-stone-100 object-contain"
                    loading="lazy"
                  />
                </Link>
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/customize/${d.id}/edit`}
                    className="line-clamp-2 font-semibold text-stone-900 hover:underline focus:outline-none focus-visible:underline"
                    data-testid="design-open"
                  >
                    {d.name}
                  </Link>
                  <p className="mt-0.5 text-sm text-stone-600">
                    {d.garment} · {d.dye.name}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-stone-600">
                    <span
                      className={`rounded-full px-2 py-0.5 font-medium ${d.status === "saved" ? "bg-brand-50 text-brand-800" : "bg-stone-100 text-stone-700"}`}
                    >
                      {t(`save.status.${d.status}`)}
                    </span>
                    {d.published ? (
                      <span className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-900">
                        {t("designs.published")}
                      </span>
                    ) : null}
                    <span>{t("designs.updated", { date: d.updatedOn })}</span>
                  </p>
                </div>
                <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-center">
                  <Link
                    to={`/customize/${d.id}/edit`}
                    className={buttonClass.quiet}
                    aria-label={t("designs.editNamed", { name: d.name })}
                  >
                    <Pencil aria-hidden className="size-4" />
                    <span className="max-sm:sr-only">{t("designs.edit")}</span>
                  </Link>
                  <Link
                    to={`/customize/${d.id}/review`}
                    className={buttonClass.quiet}
                    aria-label={t("designs.reviewNamed", { name: d.name })}
                  >
                    <Eye aria-hidden className="size-4" />
                    <span className="max-sm:sr-only">{t("designs.review")}</span>
                  </Link>
                  <ShareDesignButton
                    designId={d.id}
                    className={buttonClass.quiet}
                    ariaLabel={t("design-tools:share.buttonNamed", { name: d.name })}
                    compact
                  />
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="designId" value={d.id} />
                    <button
                      type="submit"
                      className={`${buttonClass.quiet} text-red-700 hover:bg-red-50`}
                      disabled={busy}
                      aria-label={t("designs.deleteNamed", { name: d.name })}
                      data-testid="design-delete"
                    >
                      <Trash2 aria-hidden className="size-4" />
                      <span className="max-sm:sr-only">{t("designs.delete")}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
