import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Check, Copy, Download, ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, data, useFetcher } from "react-router";
import { z } from "zod";
import {
  changePasswordSchema,
  confirmTwoFactorSchema,
  passwordConfirmationSchema,
} from "../../../core/accounts/schemas.ts";
import { GENDERS, type Gender } from "../../../core/customers/constants.ts";
import { getProfile } from "../../../core/customers/get-profile.ts";
import { profileSchema } from "../../../core/customers/schemas.ts";
import { profilePhoneCountry, updateProfile } from "../../../core/customers/update-profile.ts";
import { isTotpUri, twoFactorSetup } from "../../../core/accounts/two-factor-setup.ts";
import { Panel, PageHeading, buttonClass } from "../../components/account/account-ui.tsx";
import { CheckboxField, Notice, PasswordField, SubmitButton } from "../../components/auth/auth-form.tsx";
import { DateField } from "../../components/ui/date-field.tsx";
import { Field } from "../../components/ui/field.tsx";
import { authContext, refusedForm } from "../../lib/auth-pages.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { countryNames } from "../../lib/countries.ts";
import { customerText } from "../../lib/customer-form.ts";
import { displayPhone, securityForm, withCookies } from "../../lib/customer-pages.server.ts";
import { formAction } from "../../lib/form-action.server.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/profile";
import { SelectField, TextField } from "../../components/ui/form-fields.tsx";

interface TwoFactorSetupView {
  qrSvg: string;
  manualKey: string;
  totpURI: string;
}

/** What the page's forms get back. Each section reads only the answers with its own intents. */
type ProfileActionData =
  | { ok: true; intent: "profile" | "password" | "2fa-disable" }
  | { ok: true; intent: "2fa-start"; setup: TwoFactorSetupView }
  | { ok: true; intent: "2fa-confirm"; backupCodes: string[] }
  | { ok: false; intent: string; reply: SubmissionResult<string[]>; code?: string; setup?: TwoFactorSetupView };

/** The 2FA confirmation form: the verb's code and the setup step's own `totpURI` (shown again on a wrong code). */
const confirmTwoFactorForm = confirmTwoFactorSchema.extend({ totpURI: z.string().optional() });

/** Profile (spec §2 `/user/profile`, §3): personal details, password, two-step verification. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const [profile, phoneCountry] = await Promise.all([getProfile(ctx), profilePhoneCountry(ctx, actor.userId)]);
  return {
    profile: { ...profile, phone: displayPhone(profile.phone) },
    phoneCountry,
    phoneCountryName: countryNames(ctx.locale, [phoneCountry])[phoneCountry] ?? phoneCountry,
    today: ctx.now().toISOString().slice(0, 10),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireUser(request, context);
  const { ctx, identity } = authContext(context);
  const form = await request.formData();
  // which of the page's forms was sent (its submit button), read by hand: each has its own schema
  const intent = String(form.get("intent") ?? "");
  const ok = (init: ProfileActionData, setCookies: readonly string[] = []) =>
    data<ProfileActionData>(init, { headers: withCookies(setCookies) });

  if (intent === "profile") {
    const schema = profileSchema({
      today: ctx.now().toISOString().slice(0, 10),
      phoneCountry: await profilePhoneCountry(ctx, actor.userId),
    });
    const result = await formAction(ctx, form, schema, (input) => updateProfile(ctx, input), { ns: "customer" });
    return result.ok ? ok({ ok: true, intent }) : refusedForm(result, { ok: false as const, intent });
  }

  if (!identity) throw data(null, { status: 503 });
  const log = ctx.log;
  const security = securityForm(ctx.locale);

  if (intent === "password") {
    const result = await formAction(
      ctx,
      form,
      changePasswordSchema,
      async ({ currentPassword, newPassword }) => {
        const profile = await getProfile(ctx);
        const context = [profile.email, profile.firstName, profile.lastName];
        return identity.changePassword(request, { currentPassword, newPassword, context }, log);
      },
      security,
    );
    return result.ok
      ? ok({ ok: true, intent }, result.value.setCookies)
      : refusedForm(result, { ok: false as const, intent });
  }

  if (intent === "2fa-start") {
    const result = await formAction(
      ctx,
      form,
      passwordConfirmationSchema,
      ({ password }) => identity.startTwoFactor(request, password, log),
      security,
    );
    if (!result.ok) return refusedForm(result, { ok: false as const, intent });
    const { qrSvg, manualKey, totpURI } = result.value;
    return ok({ ok: true, intent, setup: { qrSvg, manualKey, totpURI } });
  }

  if (intent === "2fa-disable") {
    const result = await formAction(
      ctx,
      form,
      passwordConfirmationSchema,
      ({ password }) => identity.disableTwoFactor(request, password, log),
      security,
    );
    return result.ok
      ? ok({ ok: true, intent }, result.value.setCookies)
      : refusedForm(result, { ok: false as const, intent });
  }

  if (intent === "2fa-confirm") {
    const result = await formAction(
      ctx,
      form,
      confirmTwoFactorForm,
      ({ code }) => identity.confirmTwoFactor(request, { userId: actor.userId, code }, log),
      security,
    );
    if (result.ok) return ok({ ok: true, intent, backupCodes: result.value.backupCodes }, result.value.setCookies);
    // the setup step is shown again on a wrong code (the URI came from this page's own step 1)
    const totpURI = result.reply.initialValue?.totpURI;
    const setup = isTotpUri(totpURI) ? await twoFactorSetup(totpURI) : undefined;
    return refusedForm(result, { ok: false as const, intent, ...(setup ? { setup } : {}) });
  }
  throw data(null, { status: 400 });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  return seoMeta(
    {
      title: customerText(root, "profile.title"),
      description: customerText(root, "profile.lead"),
      path: "/user/profile",
      noindex: true,
    },
    root,
  );
}

/** The answer of `fetcher` (with JavaScript) or of the page's form post (without), when it has one of `intents`. */
function useAnswer(
  fetcherData: ProfileActionData | undefined,
  actionData: ProfileActionData | undefined,
  intents: readonly string[],
): ProfileActionData | undefined {
  const answer = fetcherData ?? actionData;
  return answer && intents.includes(answer.intent) ? answer : undefined;
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("customer");
  return (
    <>
      <PageHeading title={t("profile.title")} lead={t("profile.lead")} />
      <div className="space-y-6">
        <DetailsSection loaderData={loaderData} actionData={actionData as ProfileActionData | undefined} />
        <PasswordSection
          actionData={actionData as ProfileActionData | undefined}
          context={[loaderData.profile.email, loaderData.profile.firstName, loaderData.profile.lastName]}
        />
        <TwoFactorSection
          enabled={loaderData.profile.twoFactorEnabled}
          actionData={actionData as ProfileActionData | undefined}
        />
        <p className="text-sm text-stone-600">
          {t("profile.privacyPointer")}{" "}
          <Link to="/user/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            {t("profile.privacyLink")}
          </Link>
        </p>
      </div>
    </>
  );
}

function DetailsSection({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData: ProfileActionData | undefined;
}) {
  const { t } = useTranslation("customer");
  const fetcher = useFetcher<ProfileActionData>({ key: "profile-details" });
  const answer = useAnswer(fetcher.data, actionData, ["profile"]);
  const failed = answer && !answer.ok ? answer : undefined;
  const { profile, today, phoneCountry } = loaderData;
  const schema = useMemo(() => profileSchema({ today, phoneCountry }), [today, phoneCountry]);
  const [form, fields] = useSchemaForm(schema, {
    id: "profile-details",
    lastResult: failed?.reply,
    defaultValue: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      dateOfBirth: profile.dateOfBirth ?? "",
      gender: profile.gender,
      phone: profile.phone,
      acceptsMarketing: profile.acceptsMarketing ? "on" : undefined,
    },
  });
  const typed = (name: "firstName" | "lastName" | "dateOfBirth" | "gender" | "phone") => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : "";
  };
  return (
    <Panel title={t("profile.detailsTitle")} description={t("profile.detailsLead")}>
      {answer?.ok ? <Notice tone="success">{t("profile.saved")}</Notice> : null}
      {failed ? <Notice tone="error">{t("profile.fixErrors")}</Notice> : null}
      <fetcher.Form method="post" className="max-w-2xl" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value="profile" />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            name="firstName"
            label={t("profile.firstName")}
            autoComplete="given-name"
            maxLength={60}
            defaultValue={typed("firstName")}
            error={fields.firstName.errors?.[0]}
          />
          <TextField
            name="lastName"
            label={t("profile.lastName")}
            autoComplete="family-name"
            maxLength={60}
            defaultValue={typed("lastName")}
            error={fields.lastName.errors?.[0]}
          />
        </div>
        <div className="mb-4">
          <p className="mb-1.5 text-sm font-medium text-stone-800">{t("profile.email")}</p>
          <p className="break-all rounded-lg bg-stone-100 px-3 py-2.5 text-sm text-stone-800">{profile.email}</p>
          <p className="mt-1.5 text-xs leading-5 text-stone-500">{t("profile.emailHint")}</p>
        </div>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            className="mb-4"
            label={`${t("profile.dateOfBirth")} ${t("profile.optional")}`}
            error={fields.dateOfBirth.errors?.[0]}
          >
            {(control) => (
              <DateField
                {...control}
                name="dateOfBirth"
                autoComplete="bday"
                min="1900-01-01"
                max={loaderData.today}
                defaultValue={typed("dateOfBirth")}
              />
            )}
          </Field>
          <SelectField
            name="gender"
            label={t("profile.gender")}
            defaultValue={typed("gender")}
            error={fields.gender.errors?.[0]}
          >
            {GENDERS.map((g: Gender) => (
              <option key={g} value={g}>
                {t(`profile.genders.${g}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          name="phone"
          type="tel"
          inputMode="tel"
          label={`${t("profile.phone")} ${t("profile.optional")}`}
          autoComplete="tel"
          maxLength={40}
          defaultValue={typed("phone")}
          error={fields.phone.errors?.[0]}
          hint={t("profile.phoneHint", { country: loaderData.phoneCountryName })}
        />
        <CheckboxField
          name="acceptsMarketing"
          label={t("profile.acceptsMarketing")}
          defaultChecked={fields.acceptsMarketing.initialValue === "on"}
        />
        <div className="mt-6 sm:w-fit sm:min-w-56">
          <SubmitButton name="intent" value="profile" pendingText={t("profile.saving")}>
            {t("profile.save")}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </Panel>
  );
}

function PasswordSection({ actionData, context }: { actionData: ProfileActionData | undefined; context: string[] }) {
  const { t } = useTranslation("customer");
  const fetcher = useFetcher<ProfileActionData>({ key: "profile-password" });
  const answer = useAnswer(fetcher.data, actionData, ["password"]);
  const failed = answer && !answer.ok ? answer : undefined;
  const [form, fields] = useSchemaForm(changePasswordSchema, { id: "profile-password", lastResult: failed?.reply });
  const [formKey, setFormKey] = useState(0);
  // a changed password empties the form
  useEffect(() => {
    if (fetcher.data?.ok && fetcher.data.intent === "password") setFormKey((k) => k + 1);
  }, [fetcher.data]);
  return (
    <Panel title={t("password.title")} description={t("password.lead")}>
      {answer?.ok ? <Notice tone="success">{t("password.changed")}</Notice> : null}
      {form.errors?.[0] ? <Notice tone="error">{form.errors[0]}</Notice> : null}
      <fetcher.Form key={formKey} method="post" className="max-w-md" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value="password" />
        <input type="text" name="username" autoComplete="username" value={context[0]} readOnly hidden />
        <PasswordField
          name="currentPassword"
          label={t("password.current")}
          autoComplete="current-password"
          error={fields.currentPassword.errors?.[0]}
        />
        <PasswordField
          name="newPassword"
          label={t("password.new")}
          autoComplete="new-password"
          isNew
          context={context}
          error={fields.newPassword.errors?.[0]}
        />
        <div className="mt-6 sm:w-fit sm:min-w-56">
          <SubmitButton name="intent" value="password" pendingText={t("password.changing")}>
            {t("password.submit")}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </Panel>
  );
}

function TwoFactorSection({ enabled, actionData }: { enabled: boolean; actionData: ProfileActionData | undefined }) {
  const { t } = useTranslation("customer");
  const fetcher = useFetcher<ProfileActionData>({ key: "profile-2fa" });
  const answer = useAnswer(fetcher.data, actionData, ["2fa-start", "2fa-confirm", "2fa-disable"]);
  const [dismissed, setDismissed] = useState<ProfileActionData | undefined>(undefined);
  const current = answer === dismissed ? undefined : answer;
  const failed = current && !current.ok ? current : undefined;
  const [passwordForm, passwordFields] = useSchemaForm(passwordConfirmationSchema, {
    id: "profile-2fa-password",
    lastResult: failed?.intent === "2fa-start" || failed?.intent === "2fa-disable" ? failed.reply : undefined,
  });
  const [confirmForm, confirmFields] = useSchemaForm(confirmTwoFactorForm, {
    id: "profile-2fa-confirm",
    lastResult: failed?.intent === "2fa-confirm" ? failed.reply : undefined,
  });
  const formError = (failed?.intent === "2fa-confirm" ? confirmForm : passwordForm).errors?.[0];
  const setup =
    current?.ok && current.intent === "2fa-start"
      ? current.setup
      : failed?.intent === "2fa-confirm"
        ? failed.setup
        : undefined;
  const backupCodes = current?.ok && current.intent === "2fa-confirm" ? current.backupCodes : undefined;
  const justDisabled = current?.ok && current.intent === "2fa-disable";

  return (
    <Panel
      id="security"
      title={t("security.title")}
      description={t("security.lead")}
      action={
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ${
            enabled ? "bg-brand-50 text-brand-800" : "bg-amber-50 text-amber-900"
          }`}
        >
          {enabled ? <ShieldCheck aria-hidden className="size-3.5" /> : <ShieldOff aria-hidden className="size-3.5" />}
          {enabled ? t("security.badgeOn") : t("security.badgeOff")}
        </span>
      }
    >
      {failed && formError ? <Notice tone="error">{formError}</Notice> : null}
      {backupCodes ? (
        <BackupCodes codes={backupCodes} onDone={() => setDismissed(answer)} />
      ) : setup ? (
        <fetcher.Form method="post" className="max-w-2xl" {...getFormProps(confirmForm)} noValidate>
          <input type="hidden" name="totpURI" value={setup.totpURI} />
          <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)]">
            <div>
              <h3 className="text-sm font-semibold text-stone-900">{t("security.scanTitle")}</h3>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                alt={t("security.qrAlt")}
                width={200}
                height={200}
                className="mt-3 size-48 rounded-lg border border-stone-200 bg-white p-1"
                data-testid="totp-qr"
              />
            </div>
            <div className="min-w-0">
              <p className="text-sm leading-6 text-stone-700">{t("security.scanLead")}</p>
              <p className="mt-3 text-xs font-medium uppercase tracking-wide text-stone-500">
                {t("security.manualKey")}
              </p>
              <p
                className="mt-1 select-all break-all rounded-lg bg-stone-100 px-3 py-2 font-mono text-sm tracking-wider text-stone-900"
                data-testid="totp-secret"
              >
                {setup.manualKey}
              </p>
              <h3 className="mt-6 text-sm font-semibold text-stone-900">{t("security.confirmTitle")}</h3>
              <div className="mt-2 max-w-xs">
                <TextField
                  name="code"
                  label={t("security.code")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]*"
                  maxLength={7}
                  error={confirmFields.code.errors?.[0]}
                  data-testid="totp-code"
                />
              </div>
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
                <Link to="/user/profile#security" reloadDocument className={buttonClass.secondary}>
                  {t("security.cancel")}
                </Link>
                <div className="sm:min-w-44">
                  <SubmitButton name="intent" value="2fa-confirm" pendingText={t("security.checking")}>
                    {t("security.confirm")}
                  </SubmitButton>
                </div>
              </div>
            </div>
          </div>
        </fetcher.Form>
      ) : enabled ? (
        <>
          <p className="mb-4 text-sm text-stone-700">{t("security.onBody")}</p>
          <fetcher.Form method="post" className="max-w-md" {...getFormProps(passwordForm)} noValidate>
            <h3 className="text-sm font-semibold text-stone-900">{t("security.disableTitle")}</h3>
            <p className="mb-3 mt-1 text-sm text-stone-600">{t("security.disableLead")}</p>
            <PasswordField
              name="password"
              label={t("security.password")}
              autoComplete="current-password"
              error={passwordFields.password.errors?.[0]}
            />
            <div className="sm:w-fit sm:min-w-56">
              <SubmitButton name="intent" value="2fa-disable" tone="danger" pendingText={t("security.disabling")}>
                {t("security.disable")}
              </SubmitButton>
            </div>
          </fetcher.Form>
        </>
      ) : (
        <>
          {justDisabled ? <Notice tone="success">{t("security.disabled")}</Notice> : null}
          <p className="mb-4 text-sm text-stone-700">{t("security.offBody")}</p>
          <fetcher.Form method="post" className="max-w-md" {...getFormProps(passwordForm)} noValidate>
            <PasswordField
              name="password"
              label={t("security.passwordToStart")}
              autoComplete="current-password"
              error={passwordFields.password.errors?.[0]}
            />
            <div className="sm:w-fit sm:min-w-56">
              <SubmitButton name="intent" value="2fa-start" pendingText={t("security.starting")}>
                {t("security.enable")}
              </SubmitButton>
            </div>
          </fetcher.Form>
        </>
      )}
    </Panel>
  );
}

/** The backup codes, shown once: copy (with JavaScript), download as a text file, done. */
function BackupCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation("customer");
  const [hydrated, setHydrated] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setHydrated(true), []);
  const text = `${t("security.backupFileHeading")}\n\n${codes.join("\n")}\n`;
  return (
    <div className="max-w-2xl" data-testid="backup-codes">
      <Notice tone="success">{t("security.enabled")}</Notice>
      <h3 className="text-sm font-semibold text-stone-900">{t("security.backupTitle")}</h3>
      <p className="mt-1 text-sm leading-6 text-stone-700">{t("security.backupLead")}</p>
      <ul className="mt-4 grid grid-cols-2 gap-2 rounded-xl bg-stone-100 p-4 font-mono text-sm text-stone-900 sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code} className="select-all tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        {hydrated ? (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={async () => {
              await navigator.clipboard.writeText(codes.join("\n"));
              setCopied(true);
            }}
          >
            {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
            {copied ? t("security.copied") : t("security.copy")}
          </button>
        ) : null}
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="fabrico-backup-codes.txt"
          className={buttonClass.secondary}
        >
          <Download aria-hidden className="size-4" />
          {t("security.download")}
        </a>
        <Link
          to="/user/profile#security"
          className={buttonClass.primary}
          onClick={(event) => {
            event.preventDefault();
            onDone();
          }}
        >
          {t("security.done")}
        </Link>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? t("security.copied") : ""}
      </p>
    </div>
  );
}
