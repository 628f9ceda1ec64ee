import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TextField } from "../auth/auth-form.tsx";
import type { FieldErrors } from "../../lib/customer-form.ts";
import type { CheckoutData } from "./checkout-data.ts";
import { Step, linkClass, useErrorText } from "./checkout-ui.tsx";

const SIGN_IN = `/auth/auth?callbackUrl=${encodeURIComponent("/checkout")}`;
const REGISTER = `/auth/register?callbackUrl=${encodeURIComponent("/checkout")}`;

/**
 * Step 1: who buys. A guest gives an e-mail (and may opt in to news; never pre-ticked) or signs in
 * and comes back here; a signed-in customer sees the account's e-mail.
 */
export function ContactSection({
  data,
  errors,
  typedEmail,
}: {
  data: CheckoutData;
  errors: FieldErrors | undefined;
  typedEmail: string | undefined;
}) {
  const { t } = useTranslation("checkout");
  const errorText = useErrorText(errors);
  return (
    <Step id="checkout-contact" number={1} title={t("contact.title")}>
      {data.account ? (
        <p className="flex items-center gap-2 text-sm text-stone-800" data-testid="account-email">
          <UserRound aria-hidden className="size-4 text-stone-500" />
          {t("contact.signedInAs", { email: data.account.email })}
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm text-stone-700">
            {t("contact.haveAccount")}{" "}
            <Link to={SIGN_IN} className={linkClass}>
              {t("contact.signIn")}
            </Link>{" "}
            {t("contact.or")}{" "}
            <Link to={REGISTER} className={linkClass}>
              {t("contact.register")}
            </Link>
          </p>
          <TextField
            name="email"
            type="email"
            label={t("contact.email")}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            defaultValue={typedEmail ?? data.draft.email}
            error={errorText("email")}
            hint={t("contact.emailHint")}
            data-testid="checkout-email"
          />
          <input type="hidden" name="marketingShown" value="1" />
          <div className="flex items-start gap-2.5">
            <input
              id="checkout-marketing"
              name="acceptsMarketing"
              type="checkbox"
              defaultChecked={data.draft.acceptsMarketing}
              className="mt-0.5 size-4 shrink-0 rounded border-stone-400 accent-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
            />
            <label htmlFor="checkout-marketing" className="text-sm leading-5 text-stone-700">
              {t("contact.marketing")}
            </label>
          </div>
        </>
      )}
    </Step>
  );
}
