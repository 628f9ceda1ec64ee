import { buttonClass } from "../components/ui/button.tsx";
import { FileInput } from "../components/ui/file-input.tsx";
import { CheckCircle2, Clock, Mail, MapPin, Paperclip, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, Link, data, useNavigation } from "react-router";
import { getCmsPage } from "../../core/cms/get-cms-page.ts";
import { renderMarkdown } from "../../core/cms/render-markdown.ts";
import { SHOP_ADDRESS, SHOP_CONTACT_EMAIL, SHOP_PHONE } from "../../core/shared/shop.ts";
import { contactSchema } from "../../core/support/schemas.ts";
import { submitContact } from "../../core/support/submit-contact.ts";
import { Banner, Field, TextArea, TextInput } from "../components/engagement/form.tsx";
import { pageContext } from "../lib/context.server.ts";
import { useDelayedFlag } from "../lib/use-delayed-flag.ts";
import { filesOf, requestIp } from "../lib/engagement.server.ts";
import { formAction, translatorFor } from "../lib/form-action.server.ts";
import { useSchemaForm } from "../lib/use-schema-form.ts";
import { rootFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/contact";
import { rootText } from "../lib/i18n.ts";

/**
 * The contact page (spec §2 `/contact`, §3 contact form; issue 8): the CMS `contact` text above a
 * form (name, e-mail, subject, optional order number, message, up to 3 files) that opens a support
 * ticket through core `submitContact` — the same call as `POST /api/contact`. Works without
 * JavaScript (multipart form post); what was typed is kept on errors.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ctx } = context.get(pageContext);
  const page = await getCmsPage(ctx, "contact").catch(() => null);
  return {
    intro: page ? { title: page.title, description: page.description, html: renderMarkdown(page.body) } : null,
  };
}

type ActionResult = { ok: true; number: string; email: string } | { ok: false; reply: SubmissionResult<string[]> };

/** Opens the ticket through `formAction` with `contactSchema` (the verb's and `POST /api/contact`'s), the files beside it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = context.get(pageContext);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const text = translatorFor(ctx.locale)("support:errors.UPLOAD_TOO_LARGE");
    return data<ActionResult>(
      { ok: false, reply: { status: "error", error: { attachments: [text] } } },
      { status: 400 },
    );
  }
  const files = await filesOf(form, "attachments");
  const result = await formAction(
    ctx,
    form,
    contactSchema,
    (input) => submitContact(ctx, { ...input, files, ip: requestIp(request) }),
    { ns: "support" },
  );
  if (!result.ok) return data<ActionResult>({ ok: false, reply: result.reply }, { status: result.status });
  return data<ActionResult>({ ok: true, number: result.value.number, email: result.input.email.toLowerCase() });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootFromMatches(matches);
  const t = (key: string) => rootText(root, "support", `contact.${key}`);
  return seoMeta(
    {
      title: loaderData?.intro?.title ?? t("title"),
      description: loaderData?.intro?.description ?? t("lead"),
      path: "/contact",
    },
    root,
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("support");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const showSending = useDelayedFlag(sending);
  const result = actionData as ActionResult | undefined;
  const [form, fields] = useSchemaForm(contactSchema, {
    id: "contact",
    lastResult: result && !result.ok ? result.reply : undefined,
  });
  const err = (field: keyof typeof fields | "attachments") =>
    field === "attachments" ? form.allErrors.attachments?.[0] : fields[field].errors?.[0];
  const value = (field: keyof typeof fields) =>
    typeof fields[field].initialValue === "string" ? fields[field].initialValue : "";
  const intro = loaderData.intro;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 lg:px-8 lg:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-stone-900 lg:text-4xl">
          {intro?.title ?? t("contact.title")}
        </h1>
        <p className="mt-3 text-lg text-stone-600">{intro?.description ?? t("contact.lead")}</p>
      </header>

      {/* items-start: the form card is as tall as the form, never stretched to the side column (issue 15) */}
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-14">
        <div className="min-w-0 space-y-10">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
          >
            {result?.ok ? (
              <div data-testid="contact-sent" className="text-center sm:py-6">
                <CheckCircle2 aria-hidden className="mx-auto size-10 text-emerald-600" />
                <h2 id="contact-form-title" className="mt-3 text-xl font-semibold text-stone-900">
                  {t("contact.sentTitle")}
                </h2>
                <p className="mx-auto mt-2 max-w-md text-sm leading-6 text-stone-700">
                  {t("contact.sentBody", { number: result.number, email: result.email })}
                </p>
                <Link
                  to="/contact"
                  className="mt-6 inline-flex h-11 items-center rounded-full border border-stone-300 px-5 text-sm font-medium hover:bg-stone-50"
                >
                  {t("contact.sendAnother")}
                </Link>
              </div>
            ) : (
              <>
                <h2 id="contact-form-title" className="text-xl font-semibold text-stone-900">
                  {t("contact.formTitle")}
                </h2>
                {form.errors?.[0] ? (
                  <div className="mt-4">
                    <Banner tone="error" testId="contact-error">
                      {form.errors[0]}
                    </Banner>
                  </div>
                ) : null}
                <Form
                  method="post"
                  action="/contact"
                  encType="multipart/form-data"
                  {...getFormProps(form)}
                  className="mt-6 grid gap-5 sm:grid-cols-2"
                >
                  <TextInput
                    id="contact-name"
                    name="name"
                    label={t("contact.name")}
                    autoComplete="name"
                    required={fields.name.required}
                    maxLength={fields.name.maxLength}
                    defaultValue={value("name")}
                    error={err("name")}
                  />
                  <TextInput
                    id="contact-email"
                    name="email"
                    type="email"
                    label={t("contact.email")}
                    hint={t("contact.emailHint")}
                    autoComplete="email"
                    required={fields.email.required}
                    maxLength={fields.email.maxLength}
                    defaultValue={value("email")}
                    error={err("email")}
                  />
                  <div className="sm:col-span-2">
                    <TextInput
                      id="contact-subject"
                      name="subject"
                      label={t("contact.subject")}
                      required={fields.subject.required}
                      maxLength={fields.subject.maxLength}
                      defaultValue={value("subject")}
                      error={err("subject")}
                    />
                  </div>
                  <div className="sm:col-span-2">
                    <TextInput
                      id="contact-order"
                      name="orderNumber"
                      label={t("contact.orderNumber")}
                      hint={t("contact.orderNumberHint")}
                      maxLength={fields.orderNumber.maxLength}
                      defaultValue={value("orderNumber")}
                      error={err("orderNumber")}
                    />
                  </div>
                  <div className="sm:col-span-2">
                    <TextArea
                      id="contact-message"
                      name="message"
                      label={t("contact.message")}
                      hint={t("contact.messageHint")}
                      required={fields.message.required}
                      minLength={fields.message.minLength}
                      maxLength={fields.message.maxLength}
                      rows={7}
                      defaultValue={value("message")}
                      error={err("message")}
                    />
                  </div>
                  <div className="sm:col-span-2">
                    <Field
                      id="contact-files"
                      label={t("contact.files")}
                      hint={t("contact.filesHint")}
                      error={err("attachments")}
                    >
                      {(a11y) => (
                        <div className="flex items-center gap-2">
                          <Paperclip aria-hidden className="size-4 shrink-0 text-stone-500" />
                          <FileInput
                            {...a11y}
                            name="attachments"
                            multiple
                            accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
                          />
                        </div>
                      )}
                    </Field>
                  </div>
                  <p className="text-xs leading-5 text-stone-600 sm:col-span-2">
                    {t("contact.privacyNote")}{" "}
                    <Link to="/privacy" className="underline underline-offset-2">
                      {t("newsletter:page.privacy")}
                    </Link>
                  </p>
                  <div className="sm:col-span-2">
                    <button type="submit" disabled={sending} className={buttonClass({ extra: "w-full sm:w-auto" })}>
                      {showSending ? t("contact.sending") : t("contact.send")}
                    </button>
                  </div>
                </Form>
              </>
            )}
          </section>
          {intro?.html ? <CmsText html={intro.html} /> : null}
        </div>

        <aside
          aria-labelledby="contact-other"
          className="space-y-6 text-sm text-stone-700 lg:sticky lg:top-28"
          data-testid="contact-details"
        >
          <h2 id="contact-other" className="text-base font-semibold text-stone-900">
            {t("contact.otherWays")}
          </h2>
          <p className="flex gap-3">
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
            <span>
              <span className="block font-medium text-stone-900">{t("contact.emailUs")}</span>
              <a href={`mailto:${SHOP_CONTACT_EMAIL}`} className="underline underline-offset-2">
                {SHOP_CONTACT_EMAIL}
              </a>
            </span>
          </p>
          <p className="flex gap-3">
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
            <span>
              <span className="block font-medium text-stone-900">{t("contact.phone")}</span>
              <a href={`tel:${SHOP_PHONE.replace(/\s+/g, "")}`} className="underline underline-offset-2">
                {SHOP_PHONE}
              </a>
            </span>
          </p>
          <p className="flex gap-3">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
            <span>
              <span className="block font-medium text-stone-900">{t("contact.address")}</span>
              Fabrico · {SHOP_ADDRESS}
            </span>
          </p>
          <p className="flex gap-3">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
            <span>{t("contact.hours")}</span>
          </p>
          <p>
            <Link to="/complaints-book" className="block font-medium text-stone-900 underline underline-offset-2">
              {t("contact.complaints")}
            </Link>
            {t("contact.complaintsBody")}
          </p>
        </aside>
      </div>
    </div>
  );
}

/** The CMS contact page's body under the form (the contact details themselves are in the side column, once). */
function CmsText({ html }: { html: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown sanitized by renderMarkdown (allow-list)
    <div className="prose-cms [&>h2:first-child]:mt-0" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
