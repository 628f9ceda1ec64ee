import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Checkbox } from "../ui/input.tsx";
import type { FieldErrors } from "../../lib/customer-form.ts";
import type { CheckoutData } from "./checkout-data.ts";
import { Step, linkClass, useErrorText } from "./checkout-ui.tsx";
import { TextField } from "../ui/form-fields.tsx";

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
          <Checkbox
            id="checkout-marketing"
            name="acceptsMarketing"
            defaultChecked={data.draft.acceptsMarketing}
            label={t("contact.marketing")}
            className="leading-5 text-stone-700"
          />
        </>
      )}
    </Step>
  );
}
