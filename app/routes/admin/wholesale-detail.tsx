import { getFormProps } from "@conform-to/react";
import { z } from "zod";
import { intlLocaleTag, SHOP_TIME_ZONE } from "../../../core/shared/locale.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useNavigation } from "react-router";
import type { DomainError } from "../../../core/shared/errors.ts";
import {
  addApplicationNote,
  getApplication,
  moveApplication,
  recheckApplicationVat,
} from "../../../core/wholesale/applications.ts";
import { applicationNoteSchema, moveApplicationSchema } from "../../../core/wholesale/schemas.ts";
import { AdminErrorBoundary, AdminPage } from "../../components/admin/admin-ui.tsx";
import { StageBadge } from "../../components/wholesale/admin-wholesale-ui.tsx";
import { ADMIN_HEADERS, adminCall, adminFormCall, requireStaff } from "../../lib/admin.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { type FormErrors, formAction, translatorFor } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/wholesale-detail";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";
import { rootText } from "../../lib/i18n.ts";

/**
 * `/admin/wholesale/:id` (issue 7): one application for review — applicant and brand, both VAT
 * numbers with the official answer and its proof (VIES request identifier / HMRC consultation number),
 * the next automatic re-check, notes, history, and the decision: start review (contact → review),
 * approve (review → approved: wholesale role and price list) or decline with a reason. Reading needs
 * `read:wholesale:any`; every action `update:wholesale:any` (checked again in core).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "read:wholesale:any");
  const application = await adminCall(request, () => getApplication(ctx, params.id));
  return data({ application }, { headers: ADMIN_HEADERS });
}

/** The decision form: `moveApplication`'s reason (the stage is the button's `intent`). */
const decisionSchema = moveApplicationSchema.pick({ reason: true });
/** The VAT re-check posts nothing but its button. */
const recheckSchema = z.object({});

export async function action({ request, context, params }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  requireStaff(ctx, request, "update:wholesale:any");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const t = translatorFor(ctx.locale);
  // A refusal in the back office's words (`wholesale:admin.errors.<CODE>`): a schema issue keeps
  // its own text, a named field (the reason, the note) shows it there, anything else above the page.
  const explain = (error: DomainError): FormErrors | undefined => {
    if ((error as { issues?: unknown[] }).issues?.length) return undefined;
    const text = t(`wholesale:admin.errors.${error.code}`, { defaultValue: t("wholesale:admin.errors.generic") });
    return error.field ? { fieldErrors: { [error.field]: [text] } } : { formErrors: [text] };
  };
  const run = <S extends z.ZodType>(schema: S, verb: (input: z.output<S>) => Promise<unknown>) =>
    formAction(ctx, form, schema, (input) => adminFormCall(request, () => verb(input)), { explain });
  let result: Awaited<ReturnType<typeof run>>;
  if (intent === "review" || intent === "approved" || intent === "declined") {
    result = await run(decisionSchema, ({ reason }) => moveApplication(ctx, { id: params.id, to: intent, reason }));
  } else if (intent === "note") {
    result = await run(applicationNoteSchema, ({ note }) => addApplicationNote(ctx, { id: params.id, note }));
  } else if (intent === "recheck") {
    result = await run(recheckSchema, () => recheckApplicationVat(ctx, { id: params.id }));
  } else {
    throw data(null, { status: 400 });
  }
  if (!result.ok) {
    return data({ ok: false as const, intent, reply: result.reply }, { status: result.status, headers: ADMIN_HEADERS });
  }
  return data({ ok: true as const, intent, reply: null }, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

export const ErrorBoundary = AdminErrorBoundary;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: loaderData?.application.brandName ?? rootText(root, "wholesale", "admin.title"),
      description: rootText(root, "wholesale", "admin.lead"),
      path: "/admin/wholesale",
      noindex: true,
    },
    root,
  );
}

type View = Route.ComponentProps["loaderData"]["application"];

const box = "rounded-2xl border border-stone-200 bg-white p-5 shadow-xs";
const primary = buttonClass();
const secondary = buttonClass({ variant: "secondary" });
const danger = buttonClass({ variant: "danger" });
const field =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-500 sm:text-sm";

export default function WholesaleApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("wholesale");
  const a = loaderData.application;
  const result = actionData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const tag = intlLocaleTag(i18n.language);
  const when = (iso: string) =>
    dateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
  const given = [a.brandName, a.applicantName].filter((n, i, all) => n && all.indexOf(n) === i).join(" / ");
  const reasonId = useId();
  const noteId = useId();
  const refused = result && !result.ok ? result : null;
  const [decisionForm, decisionFields] = useSchemaForm(decisionSchema, {
    id: "ws-decision-form",
    lastResult: refused && refused.intent !== "note" && refused.intent !== "recheck" ? refused.reply : undefined,
  });
  const [noteForm, noteFields] = useSchemaForm(applicationNoteSchema, {
    id: "ws-note-form",
    lastResult: refused?.intent === "note" ? refused.reply : undefined,
  });
  const reasonError = decisionFields.reason.errors?.[0];
  const noteError = noteFields.note.errors?.[0];
  const pageError =
    refused?.reply.error?.[""]?.[0] ??
    (refused?.intent === "recheck" ? Object.values(refused.reply.error ?? {})[0]?.[0] : undefined);
  return (
    <AdminPage
      title={a.brandName}
      lead={<StageBadge stage={a.stage} />}
      back={
        <Link
          to="/admin/wholesale"
          className="mb-3 inline-flex items-center gap-1.5 text-sm text-stone-600 hover:text-stone-900"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("admin.back")}
        </Link>
      }
    >
      {result?.ok ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-brand-100 bg-brand-50 px-3.5 py-3 text-sm text-brand-800"
        >
          {t("admin.moved")}
        </p>
      ) : null}
      {pageError ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800">
          {pageError}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <section className={box} aria-labelledby="ws-brand">
            <h2 id="ws-brand" className="text-lg font-semibold text-stone-900">
              {t("admin.brand")}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Row label={t("admin.applicant")} value={`${a.applicantName} · ${a.applicantEmail}`} />
              <Row label={t("form.website")} value={a.website} link />
              <Row label={t("form.instagram")} value={a.instagram} />
              <Row label={t("form.zip").replace(" *", "")} value={a.zip} />
              <Row label={t("admin.language")} value={a.locale.toUpperCase()} />
              <Row label={t("admin.newsletter")} value={a.newsletter ? t("admin.yes") : t("admin.no")} />
              <Row label={t("admin.priceList")} value={a.priceListName} />
            </dl>
          </section>

          <section className={box} aria-labelledby="ws-vat">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="ws-vat" className="text-lg font-semibold text-stone-900">
                {t("admin.vat")}
              </h2>
              {a.euVat || a.ukVat ? (
                <Form method="post">
                  <button type="submit" name="intent" value="recheck" disabled={busy} className={secondary}>
                    {t("admin.recheck")}
                  </button>
                </Form>
              ) : null}
            </div>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              <VatCard title={t("form.euVat")} vat={a.euVat} given={given} when={when} testId="admin-eu-vat" />
              <VatCard title={t("form.ukVat")} vat={a.ukVat} given={given} when={when} testId="admin-uk-vat" />
            </div>
            {a.vatHolders.length ? (
              <div
                className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
                role="status"
                data-testid="admin-vat-holders"
              >
                <p className="font-semibold">{t("admin.vatHeld")}</p>
                <p className="mt-1 text-xs">{t("admin.vatHeldHint")}</p>
                <ul className="mt-2 space-y-1">
                  {a.vatHolders.map((h) => (
                    <li key={`${h.applicationId}-${h.vatNumber}`} className="break-words">
                      <span className="font-mono">{h.vatNumber}</span> ·{" "}
                      <Link className="font-medium underline" to={`/admin/wholesale/${h.applicationId}`}>
                        {h.brandName}
                      </Link>{" "}
                      · {h.applicantEmail} · {t(`stage.${h.stage}`)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {a.vatRetryAt ? (
              <p className="mt-3 text-xs text-stone-600">{t("admin.retry", { date: when(a.vatRetryAt) })}</p>
            ) : null}
          </section>

          <section className={box} aria-labelledby="ws-notes">
            <h2 id="ws-notes" className="text-lg font-semibold text-stone-900">
              {t("admin.notes")}
            </h2>
            {a.notes.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">{t("admin.noNotes")}</p>
            ) : (
              <ul className="mt-3 space-y-3 text-sm">
                {a.notes.map((n) => (
                  <li key={n.at} className="rounded-lg bg-stone-50 p-3">
                    <p className="whitespace-pre-wrap text-stone-900">{n.text}</p>
                    <p className="mt-1 text-xs text-stone-500">{when(n.at)}</p>
                  </li>
                ))}
              </ul>
            )}
            <Form method="post" {...getFormProps(noteForm)} className="mt-4">
              <label htmlFor={noteId} className="mb-1.5 block text-sm font-medium text-stone-800">
                {t("admin.note")}
              </label>
              <textarea
                id={noteId}
                name="note"
                rows={3}
                maxLength={2000}
                aria-invalid={noteError ? true : undefined}
                className={field}
              />
              {noteError ? <p className="mt-1.5 text-sm text-red-700">{noteError}</p> : null}
              <button type="submit" name="intent" value="note" disabled={busy} className={`mt-3 ${secondary}`}>
                {t("admin.saveNote")}
              </button>
            </Form>
          </section>

          <section className={box} aria-labelledby="ws-history">
            <h2 id="ws-history" className="text-lg font-semibold text-stone-900">
              {t("admin.history")}
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {a.history.map((h) => (
                <li key={h.at + h.to} className="flex flex-wrap gap-x-2">
                  <time dateTime={h.at} className="text-stone-500">
                    {when(h.at)}
                  </time>
                  <span className="text-stone-900">{t(`stage.${h.to}`)}</span>
                  {h.note ? <span className="text-stone-600">— {h.note}</span> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside>
          <section className={`${box} lg:sticky lg:top-28`} aria-labelledby="ws-decision">
            <h2 id="ws-decision" className="text-lg font-semibold text-stone-900">
              {t("admin.decision")}
            </h2>
            {a.stage === "approved" || a.stage === "declined" ? (
              <p className="mt-2 text-sm text-stone-600">
                {t("admin.final")}
                {a.declineReason ? ` ${t("mine.reason")}: ${a.declineReason}` : null}
              </p>
            ) : (
              <Form method="post" {...getFormProps(decisionForm)} className="mt-3 grid gap-3">
                {a.stage === "contact" ? (
                  <>
                    <button
                      type="submit"
                      name="intent"
                      value="review"
                      disabled={busy}
                      className={primary}
                      data-testid="ws-start-review"
                    >
                      {t("admin.startReview")}
                    </button>
                    <p className="text-xs text-stone-600">{t("admin.reviewFirst")}</p>
                  </>
                ) : (
                  <>
                    <button
                      type="submit"
                      name="intent"
                      value="approved"
                      disabled={busy}
                      className={primary}
                      data-testid="ws-approve"
                    >
                      {t("admin.approve")}
                    </button>
                    <p className="text-xs text-stone-600">{t("admin.approveHint")}</p>
                  </>
                )}
                <div className="mt-2 border-t border-stone-200 pt-4">
                  <label htmlFor={reasonId} className="mb-1.5 block text-sm font-medium text-stone-800">
                    {t("admin.reason")}
                  </label>
                  <textarea
                    id={reasonId}
                    name="reason"
                    rows={3}
                    maxLength={1000}
                    aria-invalid={reasonError ? true : undefined}
                    aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                    className={field}
                  />
                  {reasonError ? (
                    <p id={`${reasonId}-error`} className="mt-1.5 text-sm text-red-700">
                      {reasonError}
                    </p>
                  ) : null}
                  <button
                    type="submit"
                    name="intent"
                    value="declined"
                    disabled={busy}
                    className={`mt-3 w-full ${danger}`}
                  >
                    {t("admin.decline")}
                  </button>
                </div>
              </Form>
            )}
          </section>
        </aside>
      </div>
    </AdminPage>
  );
}

function Row({ label, value, link }: { label: string; value: string | null; link?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-500">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900">
        {value && link ? (
          <a href={value} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2">
            {value}
          </a>
        ) : (
          (value ?? "—")
        )}
      </dd>
    </div>
  );
}

function VatCard({
  title,
  vat,
  given,
  when,
  testId,
}: {
  title: string;
  vat: View["euVat"];
  /** The names the applicant gave (brand, account holder), shown beside the registered one. */
  given: string;
  when: (iso: string) => string;
  testId: string;
}) {
  const { t } = useTranslation("wholesale");
  if (!vat) {
    return (
      <div className="rounded-xl border border-stone-200 p-4 text-sm" data-testid={testId}>
        <p className="font-medium text-stone-800">{title}</p>
        <p className="mt-1 text-stone-500">{t("vat.none")}</p>
      </div>
    );
  }
  const tone = vat.status === "valid" ? "text-brand-800" : vat.status === "invalid" ? "text-red-700" : "text-amber-800";
  return (
    <div className="rounded-xl border border-stone-200 p-4 text-sm" data-testid={testId} data-vat-status={vat.status}>
      <p className="font-medium text-stone-800">{title}</p>
      <p className="mt-1 font-mono text-stone-900">{vat.vatNumber}</p>
      <p className={`mt-1 font-medium ${tone}`}>
        {vat.status === "valid" ? t("vat.valid") : vat.status === "invalid" ? t("vat.invalid") : t("vat.pending")}
        {vat.errorCode ? ` (${vat.errorCode})` : null}
      </p>
      <dl className="mt-2 space-y-1 text-xs text-stone-600">
        {vat.proof ? (
          <div>
            <dt className="inline" title={t("admin.proofHint")}>
              {t("admin.proof")}:{" "}
            </dt>
            <dd className="inline font-mono text-stone-900" data-testid={`${testId}-proof`}>
              {vat.proof}
            </dd>
          </div>
        ) : null}
        {vat.name && vat.nameMatches !== null ? (
          <div
            className={`mt-1 rounded-lg p-2 ${vat.nameMatches ? "bg-stone-50" : "bg-amber-50 ring-1 ring-amber-300"}`}
            data-testid={`${testId}-names`}
            data-name-matches={vat.nameMatches ? "true" : "false"}
          >
            <dt className="sr-only">{t("admin.names")}</dt>
            <dd className="grid grid-cols-2 gap-2">
              <span className="min-w-0 break-words">
                <span className="block text-stone-500">{t("admin.registered")}</span>
                <span className="text-stone-900">{vat.name}</span>
              </span>
              <span className="min-w-0 break-words">
                <span className="block text-stone-500">{t("admin.givenNames")}</span>
                <span className="text-stone-900">{given}</span>
              </span>
            </dd>
            <dd className={`mt-1 font-medium ${vat.nameMatches ? "text-brand-800" : "text-amber-900"}`}>
              {vat.nameMatches ? t("admin.nameMatch") : t("admin.nameMismatch")}
            </dd>
          </div>
        ) : vat.name ? (
          <div>
            <dt className="inline">{t("admin.registered")}: </dt>
            <dd className="inline text-stone-900">{vat.name}</dd>
          </div>
        ) : null}
        {vat.address ? (
          <div>
            <dt className="inline">{t("admin.address")}: </dt>
            <dd className="inline whitespace-pre-line text-stone-900">{vat.address}</dd>
          </div>
        ) : null}
        {vat.checkedAt ? <div>{t("admin.checkedAt", { date: when(vat.checkedAt) })}</div> : null}
      </dl>
    </div>
  );
}
