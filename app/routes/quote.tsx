import { ChevronRight, FileText, Palette, Pencil } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { getDesign, listDesigns } from "../../core/customization/designs.ts";
import { requestQuote } from "../../core/quotes/quotes.ts";
import { requestQuoteSchema } from "../../core/quotes/schemas.ts";
import { NotFound } from "../../core/shared/errors.ts";
import { AccountFrame, PageHeading, Panel, buttonClass } from "../components/account/account-ui.tsx";
import { Notice } from "../components/auth/auth-form.tsx";
import { formatDate } from "../components/orders/order-format.ts";
import { Price } from "../components/price.tsx";
import { QUOTE_PAGE_HEADERS, SizeDistribution, quotePageMeta, useGarmentName } from "../components/quotes/quote-ui.tsx";
import { FieldMessages, describedByFor } from "../components/ui/field-messages.tsx";
import { cartRefOf } from "../lib/cart.server.ts";
import { pageContext } from "../lib/context.server.ts";
import { accountFrameOf } from "../lib/order-pages.server.ts";
import { requireUser } from "../lib/session.server.ts";
import { formAction } from "../lib/form-action.server.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import type { Route } from "./+types/quote";
import { Textarea } from "../components/ui/input.tsx";

function withHeaders(headers: Headers): Headers {
  for (const [k, v] of Object.entries(QUOTE_PAGE_HEADERS)) headers.set(k, v);
  return headers;
}

/**
 * Request a quote (issue 5, spec §2 `/quote`): signed-in customers only. With `?design=<id>` the
 * request form for that design (name, garment, size distribution and units, the configurator's
 * estimate, "what do you need"); without it, a picker of the customer's designs.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const { ref, headers } = await cartRefOf(request, context);
  withHeaders(headers);
  const account = await accountFrameOf(context);
  const designId = new URL(request.url).searchParams.get("design");
  let notFound = false;
  if (designId) {
    try {
      const design = await getDesign(ctx, { owner: ref, id: designId.slice(0, 64) });
      if (!design.mine) throw new NotFound("Design not found", "DESIGN_NOT_FOUND");
      const sizes = design.document.sizes;
      return data(
        {
          account,
          mode: "form" as const,
          design: {
            id: design.id,
            name: design.name,
            garmentType: design.threeProduct.garmentType,
            sizes,
            units: Object.values(sizes).reduce((a, b) => a + b, 0),
            estimateCents: design.price?.totalCents ?? null,
            imageUrl: design.frontImageUrl,
          },
        },
        { headers },
      );
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
      notFound = true;
    }
  }
  const designs = await listDesigns(ctx, ref);
  return data(
    {
      account,
      mode: "pick" as const,
      notFound,
      designs: designs.map((d) => ({
        id: d.id,
        name: d.name,
        status: d.status,
        garmentType: d.garmentType,
        imageUrl: d.frontImageUrl,
        updatedOn: formatDate(d.updatedAt, ctx.locale),
      })),
    },
    { headers, status: notFound ? 404 : 200 },
  );
}

/**
 * `intent=request`: sends the request through `formAction` with `requestQuoteSchema` (the verb's) and
 * opens the quote's page; a refusal comes back as Conform's reply with the translated text.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  if (form.get("intent") !== "request") throw data(null, { status: 400 });
  const result = await formAction(ctx, form, requestQuoteSchema, (input) => requestQuote(ctx, input), { ns: "quotes" });
  if (!result.ok) return data({ reply: result.reply }, { status: 400, headers: QUOTE_PAGE_HEADERS });
  return redirect(`/user/quotes/${result.value.id}?sent=1`, { headers: { "Cache-Control": "no-store" } });
}

export function headers() {
  return QUOTE_PAGE_HEADERS;
}

export function meta({ matches }: Route.MetaArgs) {
  return quotePageMeta(matches, "request", "/quote");
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { account } = loaderData;
  const body = loaderData.mode === "form" ? <RequestForm design={loaderData.design} result={actionData} /> : null;
  const content =
    body ??
    (loaderData.mode === "pick" ? <DesignPicker designs={loaderData.designs} notFound={loaderData.notFound} /> : null);
  return account ? (
    <AccountFrame firstName={account.firstName} email={account.email}>
      {content}
    </AccountFrame>
  ) : (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">{content}</div>
  );
}

type FormLoaded = Extract<Route.ComponentProps["loaderData"], { mode: "form" }>;
type PickLoaded = Extract<Route.ComponentProps["loaderData"], { mode: "pick" }>;

function RequestForm({
  design,
  result,
}: {
  design: FormLoaded["design"];
  result: { reply: SubmissionResult<string[]> } | undefined;
}) {
  const { t } = useTranslation("quotes");
  const garmentName = useGarmentName();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "request";
  const messageId = useId();
  const [form, fields] = useSchemaForm(requestQuoteSchema, { id: "quote-request", lastResult: result?.reply });
  const error = form.errors?.[0] ?? fields.designId.errors?.[0] ?? fields.message.errors?.[0];
  return (
    <>
      <PageHeading
        title={t("request.title")}
        lead={t("request.lead")}
        action={
          <Link to="/user/quotes" className={buttonClass.quiet}>
            <FileText aria-hidden className="size-4" />
            {t("request.myQuotes")}
          </Link>
        }
      />
      {error ? (
        <Notice tone="error" testId="quote-error">
          {error}
        </Notice>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Panel title={t("request.design")}>
          <div className="flex gap-4">
            {design.imageUrl ? (
              <img
                src={design.imageUrl}
                alt=""
                className="size-20 shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain"
              />
            ) : (
              <div className="flex size-20 shrink-0 items-center justify-center rounded-lg border border-stone-200 bg-stone-50">
                <Palette aria-hidden className="size-7 text-stone-400" />
              </div>
            )}
            <dl className="min-w-0 space-y-1 text-sm">
              <div>
                <dt className="sr-only">{t("request.design")}</dt>
                <dd className="truncate text-base font-semibold text-stone-900" data-testid="quote-design-name">
                  {design.name}
                </dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-stone-500">{t("request.garment")}:</dt>
                <dd className="text-stone-800">{garmentName(design.garmentType)}</dd>
              </div>
              <div>
                <Link
                  to={`/customize/${design.id}/edit`}
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  <Pencil aria-hidden className="size-3.5" />
                  {t("request.editDesign")}
                </Link>
              </div>
            </dl>
          </div>
          <h3 className="mt-6 mb-2 text-sm font-medium text-stone-800">{t("request.sizes")}</h3>
          <SizeDistribution sizes={design.sizes} units={design.units} />
          {design.units === 0 ? (
            <p className="mt-2 text-sm text-red-800">{t("errors.EMPTY_SIZE_DISTRIBUTION")}</p>
          ) : null}

          <Form method="post" {...getFormProps(form)} className="mt-6">
            <input type="hidden" name="intent" value="request" />
            <input type="hidden" name="designId" value={design.id} />
            <label htmlFor={messageId} className="mb-1.5 block text-sm font-medium text-stone-800">
              {t("request.message")}
            </label>
            <Textarea
              id={messageId}
              name="message"
              rows={5}
              maxLength={fields.message.maxLength}
              defaultValue={typeof fields.message.initialValue === "string" ? fields.message.initialValue : ""}
              aria-describedby={describedByFor(messageId, { hint: t("request.messageHint") })}
            />
            <FieldMessages id={messageId} hint={t("request.messageHint")} />
            <button type="submit" disabled={busy} className={`mt-4 w-full sm:w-auto ${buttonClass.primary}`}>
              {busy ? t("request.sending") : t("request.send")}
            </button>
          </Form>
        </Panel>
        <aside>
          <Panel title={t("request.estimate")}>
            {design.estimateCents !== null ? (
              <>
                <Price cents={design.estimateCents} className="text-2xl font-semibold tabular-nums text-stone-900" />
                <p className="mt-2 text-sm text-stone-600">{t("request.estimateNote")}</p>
              </>
            ) : (
              <p className="text-sm text-stone-600">{t("request.noEstimate")}</p>
            )}
          </Panel>
        </aside>
      </div>
    </>
  );
}

function DesignPicker({ designs, notFound }: { designs: PickLoaded["designs"]; notFound: boolean }) {
  const { t } = useTranslation("quotes");
  const garmentName = useGarmentName();
  return (
    <>
      <PageHeading title={t("request.pickTitle")} lead={t("request.pickLead")} />
      {notFound ? (
        <Notice tone="error" testId="quote-error">
          {t("errors.DESIGN_NOT_FOUND")}
        </Notice>
      ) : null}
      {designs.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center">
          <Palette aria-hidden className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-4 text-lg font-semibold text-stone-900">{t("request.noDesignsTitle")}</h2>
          <p className="mx-auto mt-2 max-w-sm text-sm text-stone-600">{t("request.noDesignsBody")}</p>
          <Link to="/customize" className={`mt-6 ${buttonClass.primary}`}>
            {t("request.startDesigning")}
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
          {designs.map((d) => (
            <li key={d.id} data-testid="quote-design" className="relative hover:bg-stone-50">
              <div className="flex items-center gap-4 p-4 sm:p-5">
                {d.imageUrl ? (
                  <img
                    src={d.imageUrl}
                    alt=""
                    className="size-14 shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain"
                  />
                ) : (
                  <div className="flex size-14 shrink-0 items-center justify-center rounded-lg border border-stone-200 bg-stone-50">
                    <Palette aria-hidden className="size-6 text-stone-400" />
                  </div>
                )}
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/quote?design=${encodeURIComponent(d.id)}`}
                    aria-label={t("request.pickNamed", { name: d.name })}
                    className="font-semibold text-stone-900 after:absolute after:inset-0 focus:outline-none focus-visible:underline"
                  >
                    {d.name}
                  </Link>
                  <p className="mt-1 text-sm text-stone-600">
                    {garmentName(d.garmentType)}
                    <span aria-hidden> · </span>
                    {t("request.updatedOn", { date: d.updatedOn })}
                    {d.status === "draft" ? (
                      <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                        {t("request.draft")}
                      </span>
                    ) : null}
                  </p>
                </div>
                <span className="hidden text-sm font-medium text-brand-700 sm:inline">{t("request.pick")}</span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-stone-400" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
