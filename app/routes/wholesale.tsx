import { BadgeCheck, Clock, Layers, Package, Receipt, Scissors, UserRound } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NEWSLETTER_CONSENT_TEXT } from "../../core/marketing/newsletter-consent.ts";
import { Form, Link, data, redirect } from "react-router";
import { auth_user } from "../../core/customers/auth.sql.ts";
import { type DomainError, isDomainError } from "../../core/shared/errors.ts";
import { getMyApplication, submitApplication } from "../../core/wholesale/applications.ts";
import { DEFAULT_PRICE_LIST } from "../../core/wholesale/price-lists.ts";
import { eq } from "drizzle-orm";
import { buttonClass } from "../components/account/account-ui.tsx";
import { CheckboxField, Notice, SubmitButton } from "../components/auth/auth-form.tsx";
import { pageContext } from "../lib/context.server.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import { useRootData } from "../lib/root-data.ts";
import type { Route } from "./+types/wholesale";
import { rootText } from "../lib/i18n.ts";
import { TextField } from "../components/ui/form-fields.tsx";

/** Form fields and their short query keys (a signed-out visitor's draft travels in the sign-in callback address). */
const DRAFT_KEYS = {
  brandName: "b",
  website: "w",
  instagram: "i",
  zip: "z",
  euVatNumber: "eu",
  ukVatNumber: "uk",
  newsletter: "n",
} as const;
type Field = keyof typeof DRAFT_KEYS;
type Draft = Partial<Record<Field, string>>;

function draftFrom(params: URLSearchParams | FormData): Draft {
  const out: Draft = {};
  for (const [field, key] of Object.entries(DRAFT_KEYS) as [Field, string][]) {
    const value = params.get(params instanceof FormData ? field : key);
    if (typeof value === "string" && value.trim()) out[field] = value.slice(0, 200);
  }
  return out;
}

function draftQuery(draft: Draft): string {
  const q = new URLSearchParams();
  for (const [field, key] of Object.entries(DRAFT_KEYS) as [Field, string][])
    if (draft[field]) q.set(key, draft[field]!);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/**
 * `/wholesale` (spec §1, §2, §3, §5; issue 7): the wholesale terms (minimums, price tiers, lead times,
 * samples, the 1–3 business-day review, VAT) and the application form. Signed-out visitors can fill
 * the form; sending it asks them to sign in or register, and what they typed comes back with them
 * (it rides in the callback address). Signed-in customers with an open or approved application are
 * sent to `/user/wholesale`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const url = new URL(request.url);
  let email: string | null = null;
  if (ctx.actor) {
    const mine = await getMyApplication(ctx);
    if (mine && mine.stage !== "declined") throw redirect("/user/wholesale");
    const [user] = await ctx.db
      .select({ email: auth_user.email })
      .from(auth_user)
      .where(eq(auth_user.id, ctx.actor.userId));
    email = user?.email ?? null;
  }
  return data(
    {
      signedIn: !!ctx.actor,
      email,
      draft: draftFrom(url.searchParams),
      moq: DEFAULT_PRICE_LIST.moq,
      tiers: DEFAULT_PRICE_LIST.tiers.map((t) => ({ min: t.minQuantity, discount: t.discountBp / 100 })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type ActionResult =
  | { kind: "needsAccount"; draft: Draft; query: string }
  | { kind: "error"; code: string; field?: string; fields?: string[]; draft: Draft };

/** Sends the application (signed in) or asks to sign in first, keeping the draft. */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  const form = await request.formData();
  const draft = draftFrom(form);
  if (!ctx.actor) {
    return data<ActionResult>({ kind: "needsAccount", draft, query: draftQuery(draft) }, { status: 401 });
  }
  try {
    await submitApplication(ctx, draft); // applicationSchema reads the box ("on") and checks every field
    return redirect("/user/wholesale?sent=1", { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    // by shape: the VAT services' errors come from the server's copy of core/ (issue 14)
    if (!isDomainError(error)) throw error;
    const details = (error as DomainError & { details?: { fields?: string[] } }).details;
    return data<ActionResult>(
      { kind: "error", code: error.code, field: error.field, fields: details?.fields, draft },
      { status: error.status },
    );
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: rootText(root, "wholesale", "meta.title"),
      description: rootText(root, "wholesale", "meta.description"),
      path: "/wholesale",
    },
    root,
  );
}

const KNOWN_ERRORS = new Set([
  "REQUIRED_FIELDS",
  "VAT_NUMBER_FORMAT",
  "WEBSITE_INVALID",
  "INSTAGRAM_INVALID",
  "ZIP_INVALID",
  "WHOLESALE_APPLICATION_OPEN",
  "WHOLESALE_ALREADY_APPROVED",
]);

export default function WholesalePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("wholesale");
  const { locale } = useRootData();
  const result = actionData as ActionResult | undefined;
  const draft = result?.draft ?? loaderData.draft;
  const error = result?.kind === "error" ? result : null;
  const fieldError = (name: Field): string | undefined => {
    if (!error) return undefined;
    if (error.code === "REQUIRED_FIELDS" && error.fields?.includes(name))
      return t("errors.REQUIRED_FIELDS", { fields: t(`fields.${name}`) });
    if (error.field === name && KNOWN_ERRORS.has(error.code)) return t(`errors.${error.code}`);
    return undefined;
  };
  const formError =
    error && (!error.field || !KNOWN_ERRORS.has(error.code))
      ? KNOWN_ERRORS.has(error.code)
        ? t(`errors.${error.code}`)
        : t("errors.generic")
      : error?.code === "REQUIRED_FIELDS"
        ? t("errors.REQUIRED_FIELDS", { fields: (error.fields ?? []).map((f) => t(`fields.${f}`)).join(", ") })
        : null;
  const back = `/wholesale${result?.kind === "needsAccount" ? result.query : ""}#apply`;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <section className="max-w-3xl">
        <p className="text-sm font-medium uppercase tracking-wide text-brand-700">{t("hero.eyebrow")}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">{t("hero.title")}</h1>
        <p className="mt-4 text-base leading-7 text-stone-600 sm:text-lg">{t("hero.lead")}</p>
        <a href="#apply" className={`mt-6 ${buttonClass.primary}`}>
          {t("hero.apply")}
        </a>
      </section>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12">
        <section aria-labelledby="terms-title">
          <h2 id="terms-title" className="text-xl font-semibold text-stone-900">
            {t("terms.title")}
          </h2>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <Term icon={<Package aria-hidden className="size-5" />} title={t("terms.moqTitle")}>
              {t("terms.moq", { moq: loaderData.moq })}
            </Term>
            <Term icon={<Layers aria-hidden className="size-5" />} title={t("terms.tiersTitle")}>
              {t("terms.tiers")}
              <ul className="mt-2 space-y-1" data-testid="wholesale-tiers">
                {loaderData.tiers.map((tier) => (
                  <li key={tier.min} className="tabular-nums">
                    {t("terms.tierRow", { min: tier.min, discount: tier.discount })}
                  </li>
                ))}
              </ul>
            </Term>
            <Term icon={<Clock aria-hidden className="size-5" />} title={t("terms.leadTitle")}>
              {t("terms.lead")}
            </Term>
            <Term icon={<Scissors aria-hidden className="size-5" />} title={t("terms.samplesTitle")}>
              {t("terms.samples")}
            </Term>
            <Term icon={<BadgeCheck aria-hidden className="size-5" />} title={t("terms.reviewTitle")}>
              {t("terms.review")}
            </Term>
            <Term icon={<Receipt aria-hidden className="size-5" />} title={t("terms.vatTitle")}>
              {t("terms.vat")}
            </Term>
          </dl>
        </section>

        <section id="apply" aria-labelledby="apply-title" className="scroll-mt-24">
          <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
            <h2 id="apply-title" className="text-xl font-semibold text-stone-900">
              {t("form.title")}
            </h2>
            <p className="mt-1 mb-5 text-sm text-stone-600">
              {loaderData.email ? t("form.signedAs", { email: loaderData.email }) : t("form.lead")}
            </p>
            {loaderData.signedIn ? null : (
              <p
                className="mb-5 flex gap-2 rounded-lg border border-stone-200 bg-stone-50 px-3.5 py-3 text-sm leading-6 text-stone-700"
                data-testid="wholesale-account-note"
              >
                <UserRound aria-hidden className="mt-1 size-4 shrink-0 text-stone-500" />
                <span>{t("account.before")}</span>
              </p>
            )}
            {formError ? (
              <Notice tone="error" testId="wholesale-error">
                {formError}
              </Notice>
            ) : null}
            <Form method="post" noValidate>
              <TextField
                name="brandName"
                label={t("form.brandName")}
                required
                maxLength={120}
                autoComplete="organization"
                defaultValue={draft.brandName}
                error={fieldError("brandName")}
              />
              <TextField
                name="website"
                label={t("form.website")}
                hint={t("form.websiteHint")}
                maxLength={200}
                inputMode="url"
                autoComplete="url"
                defaultValue={draft.website}
                error={fieldError("website")}
              />
              <TextField
                name="instagram"
                label={t("form.instagram")}
                hint={t("form.instagramHint")}
                maxLength={60}
                defaultValue={draft.instagram}
                error={fieldError("instagram")}
              />
              <TextField
                name="zip"
                label={t("form.zip")}
                hint={t("form.zipHint")}
                required
                maxLength={16}
                autoComplete="postal-code"
                defaultValue={draft.zip}
                error={fieldError("zip")}
              />
              <VatField
                scheme="eu"
                name="euVatNumber"
                label={t("form.euVat")}
                hint={t("form.euVatHint")}
                defaultValue={draft.euVatNumber}
                error={fieldError("euVatNumber")}
              />
              <VatField
                scheme="uk"
                name="ukVatNumber"
                label={t("form.ukVat")}
                hint={t("form.ukVatHint")}
                defaultValue={draft.ukVatNumber}
                error={fieldError("ukVatNumber")}
              />
              <CheckboxField
                name="newsletter"
                label={NEWSLETTER_CONSENT_TEXT[locale]}
                defaultChecked={draft.newsletter === "on" || draft.newsletter === "true"}
              />
              {result?.kind === "needsAccount" ? <NeedsAccount back={back} answer={result} /> : null}
              <SubmitButton pendingText={t("form.sending")}>{t("form.submit")}</SubmitButton>
            </Form>
          </div>
        </section>
      </div>
    </div>
  );
}

/**
 * The refusal of a signed-out send, right above the send button (issue 15: it used to appear
 * off-screen at the top of the card): focus moves to it, so keyboard and screen-reader users land
 * on the sign-in and register choices; what they typed stays in the form and rides in the links.
 */
function NeedsAccount({ back, answer }: { back: string; answer: object }) {
  const { t } = useTranslation("wholesale");
  const ref = useRef<HTMLDivElement>(null);
  // each answer of the action (a new object per send) moves focus here again
  // biome-ignore lint/correctness/useExhaustiveDependencies: `answer` is the trigger, not read
  useEffect(() => {
    ref.current?.focus();
  }, [answer]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="wholesale-needs-account"
      className="mb-4 scroll-mb-24 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <p className="font-semibold">{t("account.title")}</p>
      <p className="mt-1">{t("account.body")}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={`/auth/auth?callbackUrl=${encodeURIComponent(back)}`} className={buttonClass.primary}>
          {t("account.signIn")}
        </Link>
        <Link to={`/auth/register?callbackUrl=${encodeURIComponent(back)}`} className={buttonClass.secondary}>
          {t("account.register")}
        </Link>
      </div>
    </div>
  );
}

function Term({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5">
      <dt className="flex items-center gap-2 font-semibold text-stone-900">
        <span className="text-brand-700">{icon}</span>
        {title}
      </dt>
      <dd className="mt-2 text-sm leading-6 text-stone-600">{children}</dd>
    </div>
  );
}

type VatAnswer = { status: "valid" | "invalid" | "unavailable"; reason: "format" | "registry"; name: string | null };

/**
 * A VAT-number input checked as the customer leaves it (issue 7): format offline and then VIES / HMRC
 * through `/api/vat/{scheme}/check`; the answer is shown under the field (announced politely). Without
 * JavaScript the same checks run when the form is sent.
 */
function VatField({
  scheme,
  name,
  label,
  hint,
  defaultValue,
  error,
}: {
  scheme: "eu" | "uk";
  name: Field;
  label: string;
  hint: string;
  defaultValue?: string;
  error?: string;
}) {
  const { t } = useTranslation("wholesale");
  const id = useId();
  const [state, setState] = useState<{ value: string; answer: VatAnswer | null; busy: boolean }>({
    value: "",
    answer: null,
    busy: false,
  });
  const check = async (value: string) => {
    const v = value.trim();
    if (!v || v === state.value) return;
    setState({ value: v, answer: null, busy: true });
    try {
      const res = await fetch(`/api/vat/${scheme}/check`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ vatNumber: v }),
      });
      const answer = res.ok ? ((await res.json()) as VatAnswer) : null;
      setState({ value: v, answer, busy: false });
    } catch {
      setState({ value: v, answer: null, busy: false });
    }
  };
  const a = state.answer;
  const statusText = state.busy
    ? t("form.checking")
    : a?.status === "valid"
      ? a.name
        ? t("vat.validNamed", { name: a.name })
        : t("vat.valid")
      : a?.status === "invalid"
        ? a.reason === "format"
          ? t("vat.format")
          : t("vat.notRegistered")
        : a?.status === "unavailable"
          ? t("vat.unavailable")
          : null;
  const tone = a?.status === "valid" ? "text-brand-800" : a?.status === "invalid" ? "text-red-700" : "text-stone-600";
  return (
    <div>
      <TextField
        name={name}
        label={label}
        hint={hint}
        maxLength={40}
        autoCapitalize="characters"
        spellCheck={false}
        defaultValue={defaultValue}
        error={error}
        onBlur={(e) => void check(e.currentTarget.value)}
      />
      <p
        id={`${id}-status`}
        aria-live="polite"
        data-testid={`vat-status-${scheme}`}
        className={`-mt-2 mb-4 text-sm ${tone}`}
      >
        {statusText}
      </p>
    </div>
  );
}
