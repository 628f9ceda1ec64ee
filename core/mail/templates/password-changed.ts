import type { Locale } from "../../shared/locale.ts";
import {
  type EmailTemplate,
  type MailBlock,
  SHOP_CONTACT_EMAIL,
  formatDateTime,
  greeting,
  renderLayout,
} from "./layout.ts";

/** Data of `password-changed`: a security notice after the password was changed or reset. */
export interface PasswordChangedData {
  /** The customer's first name, if known. */
  name?: string | null;
  /** When it changed; default: the moment the e-mail is queued. */
  changedAt?: Date | string;
  /** Where to reset the password if it was not them (the "forgot password" page); no button when absent. */
  resetUrl?: string;
}

const COPY: Record<
  Locale,
  {
    subject: string;
    preheader: string;
    heading: string;
    changed: (date: string) => string;
    ifYou: string;
    ifNotYou: string;
    button: string;
    reason: string;
  }
> = {
  en: {
    subject: "Your Fabrico password was changed",
    preheader: "If you made this change, there is nothing else to do.",
    heading: "Your password was changed",
    changed: (d) => `The password of your Fabrico account was changed on ${d}.`,
    ifYou: "If you made this change, there is nothing else to do.",
    ifNotYou: `If you did not change your password, someone else may have access to your account. Please reset your password straight away and write to us at ${SHOP_CONTACT_EMAIL}.`,
    button: "Reset my password",
    reason:
      "You are receiving this e-mail because the password of the Fabrico account registered with this address was changed. We always send this notice for your security.",
  },
  pt: {
    subject: "A sua palavra-passe da Fabrico foi alterada",
    preheader: "Se fez esta alteração, não precisa de fazer mais nada.",
    heading: "A sua palavra-passe foi alterada",
    changed: (d) => `A palavra-passe da sua conta Fabrico foi alterada a ${d}.`,
    ifYou: "Se fez esta alteração, não precisa de fazer mais nada.",
    ifNotYou: `Se não alterou a sua palavra-passe, outra pessoa pode ter acesso à sua conta. Redefina a palavra-passe de imediato e escreva-nos para ${SHOP_CONTACT_EMAIL}.`,
    button: "Redefinir a palavra-passe",
    reason:
      "Recebeu este e-mail porque a palavra-passe da conta Fabrico registada com este endereço foi alterada. Enviamos sempre este aviso por segurança.",
  },
  es: {
    subject: "Se ha cambiado tu contraseña de Fabrico",
    preheader: "Si has hecho tú este cambio, no tienes que hacer nada más.",
    heading: "Tu contraseña se ha cambiado",
    changed: (d) => `La contraseña de tu cuenta de Fabrico se cambió el ${d}.`,
    ifYou: "Si has hecho tú este cambio, no tienes que hacer nada más.",
    ifNotYou: `Si no has cambiado tu contraseña, es posible que otra persona tenga acceso a tu cuenta. Restablece la contraseña de inmediato y escríbenos a ${SHOP_CONTACT_EMAIL}.`,
    button: "Restablecer mi contraseña",
    reason:
      "Recibes este correo porque se ha cambiado la contraseña de la cuenta de Fabrico registrada con esta dirección. Siempre enviamos este aviso por seguridad.",
  },
};

/** `password-changed`: security notice after a password change or reset (issue 3). */
export const passwordChangedTemplate: EmailTemplate<PasswordChangedData> = {
  render(data, { locale, now }) {
    const c = COPY[locale];
    const blocks: MailBlock[] = [
      { type: "paragraph", text: greeting(locale, data.name) },
      { type: "paragraph", text: c.changed(formatDateTime(locale, data.changedAt ?? now)) },
      { type: "paragraph", text: c.ifYou },
      { type: "note", text: c.ifNotYou },
    ];
    if (data.resetUrl) blocks.push({ type: "button", label: c.button, url: data.resetUrl });
    return renderLayout({
      locale,
      subject: c.subject,
      preheader: c.preheader,
      heading: c.heading,
      blocks,
      reason: c.reason,
    });
  },
};
