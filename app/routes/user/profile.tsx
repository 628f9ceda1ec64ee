import { Check, Copy, Download, ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, data, useFetcher } from "react-router";
import { GENDERS, type Gender } from "../../../core/customers/constants.ts";
import { getProfile } from "../../../core/customers/get-profile.ts";
import { profileSchema } from "../../../core/customers/schemas.ts";
import { profilePhoneCountry, updateProfile } from "../../../core/customers/update-profile.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../core/accounts/password-rules.ts";
import { refusalCookies } from "../../../core/ports/identity.ts";
import { type DomainError, type RateLimited, isDomainError } from "../../../core/shared/errors.ts";
import { isTotpUri, twoFactorSetup } from "../../../core/accounts/two-factor-setup.ts";
import {
  Panel,
  PageHeading,
  SelectField,
  buttonClass,
  useFieldErrorText,
} from "../../components/account/account-ui.tsx";
import { CheckboxField, Notice, PasswordField, SubmitButton, TextField } from "../../components/auth/auth-form.tsx";
import { DateField } from "../../components/ui/date-field.tsx";
import { Field } from "../../components/ui/field.tsx";
import { authContext, refused } from "../../lib/auth-pages.server.ts";
import { pageContext } from "../../lib/context.server.ts";
import { countryNames } from "../../lib/countries.ts";
import { type FieldErrors, type FormFailure, customerText } from "../../lib/customer-form.ts";
import { displayPhone, fieldErrors, formPassword, formStrings, withCookies } from "../../lib/customer-pages.server.ts";
import { rootFromMatches, seoMeta } from "../../lib/seo.ts";
import { requireUser } from "../../lib/session.server.ts";
import type { Route } from "./+types/profile";

/** The profile form's values as typed. */
interface ProfileValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  phone: string;
  acceptsMarketing: boolean;
}

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
  | (FormFailure<Partial<ProfileValues>> & { setup?: TwoFactorSetupView });

/** Profile (spec §2 `/user/profile`, §3): personal details, password, two-step verification. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireUser(request, context);
  const { ctx } = context.get(pageContext);
  const [profile, phoneCountry] = await Promise.all([getProfile(ctx), profilePhoneCountry(ctx, actor.userId)]);
  return {
    profile: { ...profile, phone: displayPhone(profile.phone) },
    phoneCountryName: countryNames(ctx.locale, [phoneCountry])[phoneCountry] ?? phoneCountry,
    today: ctx.now().toISOString().slice(0, 10),
  };
}

function failure(
  intent: string,
  init: {
    errors?: FieldErrors;
    formError?: string;
    retryAfter?: number;
    values?: Partial<ProfileValues>;
    setup?: TwoFactorSetupView;
  },
  status = 400,
  setCookies: readonly string[] = [],
) {
  const body: FormFailure<Partial<ProfileValues>> & { setup?: TwoFactorSetupView } = {
    ok: false,
    intent,
    errors: init.errors ?? {},
    values: init.values ?? {},
    ...(init.formError ? { formError: init.formError } : {}),
    ...(init.retryAfter ? { retryAfter: init.retryAfter } : {}),
    ...(init.setup ? { setup: init.setup } : {}),
  };
  return data<ProfileActionData>(body, { status, headers: withCookies(setCookies) });
}

/**
 * A refused security call (core/ports/identity.ts, caught with `refused`) as the form's answer; a wrong
 * password is shown at the password field.
 */
function securityFailure(intent: string, error: DomainError, passwordField: string, setup?: TwoFactorSetupView) {
  const field = error.code === "INVALID_PASSWORD" ? passwordField : error.code === "INVALID_CODE" ? "code" : undefined;
  const newPassword =
    error.code.startsWith("PASSWORD_") && error.code !== "PASSWORD_UNCHANGED" ? "newPassword" : undefined;
  const errors: FieldErrors = {};
  const target = field ?? newPassword ?? (error.code === "PASSWORD_UNCHANGED" ? "newPassword" : undefined);
  if (target)
    errors[target] = {
      message: `customer:security.errors.${error.code}`,
      params: { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH },
    };
  return failure(
    intent,
    { errors, formError: target ? undefined : error.code, retryAfter: retryAfterOf(error), setup },
    error.status >= 500 ? 500 : error.status,
    refusalCookies(error),
  );
}

/** The wait of a rate limit, in seconds. */
function retryAfterOf(error: DomainError): number | undefined {
  return isDomainError(error, "RateLimited") ? (error as RateLimited).retryAfterSeconds : undefined;
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireUser(request, context);
  const { ctx, identity } = authContext(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");

  if (intent === "profile") {
    const values: ProfileValues = {
      ...formStrings(form, ["firstName", "lastName", "dateOfBirth", "gender", "phone"] as const),
      acceptsMarketing: form.get("acceptsMarketing") === "on",
    };
    const input = { ...values, gender: values.gender || undefined };
    const schema = profileSchema({
      today: ctx.now().toISOString().slice(0, 10),
      phoneCountry: await profilePhoneCountry(ctx, actor.userId),
    });
    const parsed = schema.safeParse(input);
    if (!parsed.success) return failure(intent, { errors: fieldErrors(parsed.error), values });
    await updateProfile(ctx, input);
    return data<ProfileActionData>({ ok: true, intent }, { headers: withCookies([]) });
  }

  if (!identity) throw data(null, { status: 503 });
  const log = ctx.log;

  if (intent === "password") {
    const currentPassword = formPassword(form, "currentPassword");
    const newPassword = formPassword(form, "newPassword");
    const errors: FieldErrors = {};
    if (!currentPassword) errors.currentPassword = { message: "customer:errors.passwordRequired" };
    if (!newPassword) errors.newPassword = { message: "customer:errors.passwordRequired" };
    if (Object.keys(errors).length) return failure(intent, { errors });
    const profile = await getProfile(ctx);
    const result = await identity
      .changePassword(
        request,
        { currentPassword, newPassword, context: [profile.email, profile.firstName, profile.lastName] },
        log,
      )
      .catch(refused);
    if (result instanceof Error) return securityFailure(intent, result, "currentPassword");
    return data<ProfileActionData>({ ok: true, intent }, { headers: withCookies(result.setCookies) });
  }

  if (intent === "2fa-start" || intent === "2fa-disable") {
    const password = formPassword(form, "password");
    if (!password) return failure(intent, { errors: { password: { message: "customer:errors.passwordRequired" } } });
    if (intent === "2fa-start") {
      const result = await identity.startTwoFactor(request, password, log).catch(refused);
      if (result instanceof Error) return securityFailure(intent, result, "password");
      const { qrSvg, manualKey, totpURI } = result;
      return data<ProfileActionData>(
        { ok: true, intent, setup: { qrSvg, manualKey, totpURI } },
        { headers: withCookies([]) },
      );
    }
    const result = await identity.disableTwoFactor(request, password, log).catch(refused);
    if (result instanceof Error) return securityFailure(intent, result, "password");
    return data<ProfileActionData>({ ok: true, intent }, { headers: withCookies(result.setCookies) });
  }

  if (intent === "2fa-confirm") {
    const totpURI = form.get("totpURI");
    // the setup step is shown again on a wrong code (the URI came from this page's own step 1)
    const setup = isTotpUri(totpURI) ? await twoFactorSetup(totpURI) : undefined;
    const code = formStrings(form, ["code"] as const).code;
    if (!code)
      return failure(intent, { errors: { code: { message: "customer:security.errors.CODE_REQUIRED" } }, setup });
    const result = await identity.confirmTwoFactor(request, { userId: actor.userId, code }, log).catch(refused);
    if (result instanceof Error) return securityFailure(intent, result, "password", setup);
    return data<ProfileActionData>(
      { ok: true, intent, backupCodes: result.backupCodes },
      { headers: withCookies(result.setCookies) },
    );
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
  const errorText = useFieldErrorText(failed?.errors);
  const { profile } = loaderData;
  const values: ProfileValues = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    dateOfBirth: profile.dateOfBirth ?? "",
    gender: profile.gender,
    phone: profile.phone,
    acceptsMarketing: profile.acceptsMarketing,
    ...(failed?.values ?? {}),
  };
  return (
    <Panel title={t("profile.detailsTitle")} description={t("profile.detailsLead")}>
      {answer?.ok ? <Notice tone="success">{t("profile.saved")}</Notice> : null}
      {failed ? <Notice tone="error">{t("profile.fixErrors")}</Notice> : null}
      <fetcher.Form method="post" noValidate className="max-w-2xl">
        <input type="hidden" name="intent" value="profile" />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            name="firstName"
            label={t("profile.firstName")}
            autoComplete="given-name"
            maxLength={60}
            defaultValue={values.firstName}
            error={errorText("firstName")}
          />
          <TextField
            name="lastName"
            label={t("profile.lastName")}
            autoComplete="family-name"
            maxLength={60}
            defaultValue={values.lastName}
            error={errorText("lastName")}
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
            error={errorText("dateOfBirth")}
          >
            {(control) => (
              <DateField
                {...control}
                name="dateOfBirth"
                autoComplete="bday"
                min="1900-01-01"
                max={loaderData.today}
                defaultValue={values.dateOfBirth}
              />
            )}
          </Field>
          <SelectField
            name="gender"
            label={t("profile.gender")}
            defaultValue={values.gender}
            error={errorText("gender")}
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
          defaultValue={values.phone}
          error={errorText("phone")}
          hint={t("profile.phoneHint", { country: loaderData.phoneCountryName })}
        />
        <CheckboxField
          name="acceptsMarketing"
          label={t("profile.acceptsMarketing")}
          defaultChecked={values.acceptsMarketing}
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
  const errorText = useFieldErrorText(failed?.errors);
  const [formKey, setFormKey] = useState(0);
  // a changed password empties the form
  useEffect(() => {
    if (fetcher.data?.ok && fetcher.data.intent === "password") setFormKey((k) => k + 1);
  }, [fetcher.data]);
  return (
    <Panel title={t("password.title")} description={t("password.lead")}>
      {answer?.ok ? <Notice tone="success">{t("password.changed")}</Notice> : null}
      {failed?.formError ? <FormErrorNotice code={failed.formError} retryAfter={failed.retryAfter} /> : null}
      <fetcher.Form key={formKey} method="post" noValidate className="max-w-md">
        <input type="hidden" name="intent" value="password" />
        <input type="text" name="username" autoComplete="username" value={context[0]} readOnly hidden />
        <PasswordField
          name="currentPassword"
          label={t("password.current")}
          autoComplete="current-password"
          error={errorText("currentPassword")}
        />
        <PasswordField
          name="newPassword"
          label={t("password.new")}
          autoComplete="new-password"
          isNew
          context={context}
          error={errorText("newPassword")}
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

function FormErrorNotice({ code, retryAfter }: { code: string; retryAfter?: number }) {
  const { t } = useTranslation("customer");
  return (
    <Notice tone="error">
      {t(`security.errors.${code}`, {
        count: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)),
        defaultValue: t("security.errors.UNKNOWN"),
      })}
    </Notice>
  );
}

function TwoFactorSection({ enabled, actionData }: { enabled: boolean; actionData: ProfileActionData | undefined }) {
  const { t } = useTranslation("customer");
  const fetcher = useFetcher<ProfileActionData>({ key: "profile-2fa" });
  const answer = useAnswer(fetcher.data, actionData, ["2fa-start", "2fa-confirm", "2fa-disable"]);
  const [dismissed, setDismissed] = useState<ProfileActionData | undefined>(undefined);
  const current = answer === dismissed ? undefined : answer;
  const failed = current && !current.ok ? current : undefined;
  const errorText = useFieldErrorText(failed?.errors);
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
      {failed?.formError ? <FormErrorNotice code={failed.formError} retryAfter={failed.retryAfter} /> : null}
      {backupCodes ? (
        <BackupCodes codes={backupCodes} onDone={() => setDismissed(answer)} />
      ) : setup ? (
        <fetcher.Form method="post" noValidate className="max-w-2xl">
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
                  error={errorText("code")}
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
          <fetcher.Form method="post" noValidate className="max-w-md">
            <h3 className="text-sm font-semibold text-stone-900">{t("security.disableTitle")}</h3>
            <p className="mb-3 mt-1 text-sm text-stone-600">{t("security.disableLead")}</p>
            <PasswordField
              name="password"
              label={t("security.password")}
              autoComplete="current-password"
              error={errorText("password")}
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
          <fetcher.Form method="post" noValidate className="max-w-md">
            <PasswordField
              name="password"
              label={t("security.passwordToStart")}
              autoComplete="current-password"
              error={errorText("password")}
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
