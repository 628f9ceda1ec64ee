import type { Locale } from "../../shared/locale.ts";
import { type EmailTemplate, type MailBlock, formatDuration, greeting, renderLayout } from "./layout.ts";

/** Data of `verify-email`: sent after sign-up with the link that confirms the address. */
export interface VerifyEmailData {
  /** The customer's first name, if known. */
  name?: string | null;
  /** The confirmation link (absolute http(s) URL). */
  url: string;
  /** How long the link works, in minutes; the sentence is left out when not given. */
  expiresInMinutes?: number;
}

const COPY: Record<
  Locale,
  {
    subject: string;
    preheader: string;
    intro: string;
    button: string;
    validFor: (duration: string) => string;
    ignore: string;
    reason: string;
  }
> = {
  en: {
    subject: "Confirm your e-mail address",
    preheader: "One click to finish setting up your Fabrico account.",
    intro: "Thank you for creating a Fabrico account. To finish, please confirm that this e-mail address is yours.",
    button: "Confirm my e-mail address",
    validFor: (d) => `This link is valid for ${d}.`,
    ignore: "If you did not sign up at Fabrico, you can safely ignore this e-mail; the address will not be confirmed.",
    reason: "You are receiving this e-mail because this address was used to create an account at Fabrico.",
  },
  pt: {
    subject: "Confirme o seu endereço de e-mail",
    preheader: "Falta apenas um clique para concluir a sua conta Fabrico.",
    intro: "Obrigado por criar uma conta na Fabrico. Para concluir, confirme que este endereço de e-mail é seu.",
    button: "Confirmar o meu e-mail",
    validFor: (d) => `Esta ligação é válida durante ${d}.`,
    ignore:
      "Se não se registou na Fabrico, pode ignorar este e-mail com toda a segurança; o endereço não será confirmado.",
    reason: "Recebeu este e-mail porque este endereço foi usado para criar uma conta na Fabrico.",
  },
  es: {
    subject: "Confirma tu dirección de correo electrónico",
    preheader: "Solo falta un clic para terminar de configurar tu cuenta de Fabrico.",
    intro:
      "Gracias por crear una cuenta en Fabrico. Para terminar, confirma que esta dirección de correo electrónico es tuya.",
    button: "Confirmar mi correo electrónico",
    validFor: (d) => `Este enlace es válido durante ${d}.`,
    ignore:
      "Si no te has registrado en Fabrico, puedes ignorar este correo sin problema; la dirección no se confirmará.",
    reason: "Recibes este correo porque esta dirección se ha usado para crear una cuenta en Fabrico.",
  },
};

/** `verify-email`: confirm the address after sign-up (issue 3). */
export const verifyEmailTemplate: EmailTemplate<VerifyEmailData> = {
  render(data, { locale }) {
    const c = COPY[locale];
    const blocks: MailBlock[] = [
      { type: "paragraph", text: greeting(locale, data.name) },
      { type: "paragraph", text: c.intro },
      { type: "button", label: c.button, url: data.url },
    ];
    if (data.expiresInMinutes)
      blocks.push({ type: "note", text: c.validFor(formatDuration(locale, data.expiresInMinutes)) });
    blocks.push({ type: "note", text: c.ignore });
    return renderLayout({
      locale,
      subject: c.subject,
      preheader: c.preheader,
      heading: c.subject,
      blocks,
      reason: c.reason,
    });
  },
};
