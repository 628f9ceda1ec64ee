import { parseWithZod } from "@conform-to/zod/v4";
import { Building2, Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { isDomainError } from "../../../core/shared/errors.ts";
import { correctApplicationVat, getMyApplication } from "../../../core/wholesale/applications.ts";
import { vatCorrectionSchema } from "../../../core/wholesale/schemas.ts";
import { PageHeading, Panel, buttonClass } from "../../components/account/account-ui.tsx";
import { Notice } from "../../components/auth/auth-form.tsx";
import { formatDate } from "../../components/orders/order-format.ts";
import { pageContext } from "../../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/wholesale";
import { rootText } from "../../lib/i18n.ts";
import { TextField } from "../../components/ui/form-fields.tsx";

/**
 * The customer's wholesale application (issue 7): its stage — received (0), in review (1), approved
 * (2), or declined with the reason — shown as three steps, the VAT checks, and what happens next.
 * Issue 14: a number another account also gave is flagged; a number the tax service does not know
 * says the orders will include VAT, and an open application's numbers can be corrected here (each
 * new number checked at once, core `correctApplicationVat`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const app = await getMyApplication(ctx);
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  const corrected = new URL(request.url).searchParams.get("corrected") === "1";
  return data(
    {
      sent,
      corrected,
      application: app
        ? {
            ...app,
            submittedOn: formatDate(app.createdAt, ctx.locale),
            decidedOn: app.decidedAt ? formatDate(app.decidedAt, ctx.locale) : null,
          }
        : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Fields of the correction form that core may name in an error. */
const VAT_FIELDS = new Set(["euVatNumber", "ukVatNumber"]);

/** Corrects the open application's VAT numbers (a fresh official check each), then shows the page again. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  // without Conform's coercion: a cleared field stays "" (remove the number), an absent one is kept
  const submission = parseWithZod(form, { schema: vatCorrectionSchema, disableAutoCoercion: true });
  const input =
    submission.status === "success"
      ? submission.value
      : { euVatNumber: undefined, ukVatNumber: undefined, ...submission.payload };
  try {
    await correctApplicationVat(ctx, input);
  } catch (error) {
    // by shape: the page bundle's core/ is not the server's copy (issue 14)
    if (!isDomainError(error) || error.status >= 500 || error.status === 401) throw error;
    return data(
      { code: error.code, field: error.field && VAT_FIELDS.has(error.field) ? error.field : null, values: input },
      { status: error.status },
    );
  }
  return redirect("/user/wholesale?corrected=1");
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "wholesale", "mine.title"),
      description: rootText(root, "wholesale", "mine.lead"),
      path: "/user/wholesale",
      noindex: true,
    },
    root,
  );
}

const STEPS = ["contact", "review", "approved"] as const;

export default function MyWholesale({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("wholesale");
  const app = loaderData.application;
  const open = app && (app.stage === "contact" || app.stage === "review");
  const vats = app ? [app.euVat, app.ukVat].filter((v) => v !== null) : [];
  const unregistered = vats.filter((v) => v.status === "invalid");
  const held = vats.filter((v) => v.heldByAnotherAccount);
  return (
    <>
      <PageHeading title={t("mine.title")} lead={t("mine.lead")} />
      {loaderData.sent && app ? (
        <Notice tone="success" testId="wholesale-sent">
          {t("mine.sent")}
        </Notice>
      ) : null}
      {loaderData.corrected && app ? (
        <Notice tone="success" testId="wholesale-vat-corrected">
          {t("mine.corrected")}
        </Notice>
      ) : null}
      {open
        ? unregistered.map((v) => (
            <Notice key={`invalid-${v.vatNumber}`} tone="error" testId="wholesale-vat-unregistered">
              {t("mine.vatInvalid", { number: v.vatNumber })}
            </Notice>
          ))
        : null}
      {open
        ? held.map((v) => (
            <Notice key={`held-${v.vatNumber}`} tone="info" testId="wholesale-vat-held">
              {t("mine.vatHeld", { number: v.vatNumber })}
            </Notice>
          ))
        : null}
      {!app ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center">
          <Building2 aria-hidden className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-4 text-lg font-semibold text-stone-900">{t("mine.none")}</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm text-stone-600">{t("mine.noneBody")}</p>
          <Link to="/wholesale" className={`mt-6 ${buttonClass.primary}`}>
            {t("mine.apply")}
          </Link>
        </div>
      ) : (
        <div className="space-y-6">
          <Panel title={app.brandName}>
            <p className="text-sm text-stone-600">
              {t("mine.submitted", { date: app.submittedOn })}
              {app.decidedOn ? ` · ${t("mine.decided", { date: app.decidedOn })}` : null}
            </p>
            {app.stage === "declined" ? (
              <div className="mt-4" data-testid="wholesale-stage" data-stage="declined">
                <span className="inline-flex rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800 ring-1 ring-stone-200">
                  {t("stage.declined")}
                </span>
                {app.declineReason ? (
                  <p className="mt-3 text-sm text-stone-700">
                    <span className="font-medium">{t("mine.reason")}: </span>
                    {app.declineReason}
                  </p>
                ) : null}
                <Link to="/wholesale" className={`mt-4 ${buttonClass.secondary}`}>
                  {t("mine.applyAgain")}
                </Link>
              </div>
            ) : (
              <>
                <ol className="mt-5 grid gap-3 sm:grid-cols-3" data-testid="wholesale-stage" data-stage={app.stage}>
                  {STEPS.map((step, i) => {
                    const reached = (app.stageNumber ?? -1) >= i;
                    const current = app.stage === step;
                    return (
                      <li
                        key={step}
                        aria-current={current ? "step" : undefined}
                        className={`flex items-center gap-3 rounded-xl border p-3 text-sm ${
                          current
                            ? "border-stone-900 bg-stone-900 text-white"
                            : reached
                              ? "border-brand-100 bg-brand-50 text-brand-800"
                              : "border-stone-200 bg-white text-stone-500"
                        }`}
                      >
                        <span
                          className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                            current ? "bg-white text-stone-900" : reached ? "bg-brand-700 text-white" : "bg-stone-100"
                          }`}
                        >
                          {reached && !current ? <Check aria-hidden className="size-4" /> : i}
                        </span>
                        <span>
                          <span className="sr-only">{t("stage.step", { n: i + 1 })}: </span>
                          {t(`stage.${step}`)}
                        </span>
                      </li>
                    );
                  })}
                </ol>
                <p className="mt-4 text-sm text-stone-700">
                  {app.stage === "approved" ? t("mine.approvedBody") : t("mine.pendingBody")}
                </p>
                {app.stage === "approved" ? (
                  <Link to="/product/search" className={`mt-4 ${buttonClass.primary}`}>
                    {t("mine.shop")}
                  </Link>
                ) : null}
              </>
            )}
          </Panel>
          <Panel title={t("mine.details")}>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Row label={t("form.website")} value={app.website} />
              <Row label={t("form.instagram")} value={app.instagram} />
              <Row label={t("form.zip").replace(" *", "")} value={app.zip} />
              <Row
                label={t("form.euVat")}
                value={app.euVat ? `${app.euVat.vatNumber} · ${vatText(t, app.euVat)}` : t("vat.none")}
                testId="my-eu-vat"
              />
              <Row
                label={t("form.ukVat")}
                value={app.ukVat ? `${app.ukVat.vatNumber} · ${vatText(t, app.ukVat)}` : t("vat.none")}
              />
            </dl>
          </Panel>
          {open && (unregistered.length > 0 || held.length > 0) ? (
            <VatCorrection
              euVatNumber={actionData?.values.euVatNumber ?? app.euVat?.vatNumber ?? ""}
              ukVatNumber={actionData?.values.ukVatNumber ?? app.ukVat?.vatNumber ?? ""}
              error={actionData ?? null}
            />
          ) : null}
        </div>
      )}
    </>
  );
}

function vatText(
  t: (k: string, o?: Record<string, unknown>) => string,
  vat: { status: string; name: string | null },
): string {
  if (vat.status === "valid") return vat.name ? t("vat.validNamed", { name: vat.name }) : t("vat.valid");
  if (vat.status === "invalid") return t("vat.invalid");
  return t("vat.unavailable");
}

/** The correction form: both numbers, each checked again with the tax service when saved. */
function VatCorrection({
  euVatNumber,
  ukVatNumber,
  error,
}: {
  euVatNumber: string;
  ukVatNumber: string;
  error: { code: string; field: string | null } | null;
}) {
  const { t } = useTranslation("wholesale");
  const busy = useNavigation().state === "submitting";
  const fieldError = (name: string) =>
    error?.field === name ? t(`errors.${error.code}`, { defaultValue: t("errors.generic") }) : undefined;
  return (
    <Panel title={t("mine.correctTitle")}>
      <p className="mb-4 text-sm text-stone-600">{t("mine.correctLead")}</p>
      {error && !error.field ? (
        <Notice tone="error">{t(`errors.${error.code}`, { defaultValue: t("errors.generic") })}</Notice>
      ) : null}
      <Form method="post" className="grid gap-x-6 sm:grid-cols-2" data-testid="wholesale-vat-correct">
        <TextField
          name="euVatNumber"
          label={t("form.euVat")}
          hint={t("form.euVatHint")}
          defaultValue={euVatNumber}
          autoComplete="off"
          maxLength={40}
          error={fieldError("euVatNumber")}
        />
        <TextField
          name="ukVatNumber"
          label={t("form.ukVat")}
          hint={t("form.ukVatHint")}
          defaultValue={ukVatNumber}
          autoComplete="off"
          maxLength={40}
          error={fieldError("ukVatNumber")}
        />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? t("form.checking") : t("mine.correctSubmit")}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

function Row({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-500">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900" data-testid={testId}>
        {value ?? "—"}
      </dd>
    </div>
  );
}
