import type { Locale } from "../../shared/locale.ts";
import { type EmailTemplate, type MailBlock, formatDuration, greeting, renderLayout } from "./layout.ts";

/** Data of `reset-password`: sent from "forgot password" with the link to choose a new one. */
export interface ResetPasswordData {
  /** The customer's first name, if known. */
  name?: string | null;
  /** The reset link (absolute http(s) URL). */
  url: string;
  /** How long the link works, in minutes; the sentence is left out when not given. */
  expiresInMinutes?: number;
}

const COPY: Record<
  Locale,
  {
    subject: string;
    preheader: string;
    heading: string;
    intro: string;
    button: string;
    validFor: (duration: string) => string;
    ignore: string;
    reason: string;
  }
> = {
  en: {
    subject: "Reset your Fabrico password",
    preheader: "Choose a new password with the link inside.",
    heading: "Reset your password",
    intro:
      "We received a request to reset the password of your Fabrico account. Use the button below to choose a new one.",
    button: "Choose a new password",
    validFor: (d) => `This link is valid for ${d}. After that, you can ask for a new one on the sign-in page.`,
    ignore: "If you did not ask to reset your password, you can ignore this e-mail; your password stays as it is.",
    reason:
      "You are receiving this e-mail because a password reset was requested for the Fabrico account registered with this address.",
  },
  pt: {
    subject: "Redefina a sua palavra-passe da Fabrico",
    preheader: "Escolha uma nova palavra-passe através da ligação neste e-mail.",
    heading: "Redefinir a palavra-passe",
    intro:
      "Recebemos um pedido para redefinir a palavra-passe da sua conta Fabrico. Utilize o botão abaixo para escolher uma nova.",
    button: "Escolher nova palavra-passe",
    validFor: (d) =>
      `Esta ligação é válida durante ${d}. Depois disso, pode pedir uma nova na página de início de sessão.`,
    ignore:
      "Se não pediu para redefinir a palavra-passe, pode ignorar este e-mail; a sua palavra-passe mantém-se igual.",
    reason:
      "Recebeu este e-mail porque foi pedida a redefinição da palavra-passe da conta Fabrico registada com este endereço.",
  },
  es: {
    subject: "Restablece tu contraseña de Fabrico",
    preheader: "Elige una contraseña nueva con el enlace de este correo.",
    heading: "Restablecer la contraseña",
    intro:
      "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Fabrico. Usa el botón de abajo para elegir una nueva.",
    button: "Elegir una contraseña nueva",
    validFor: (d) => `Este enlace es válido durante ${d}. Después, puedes pedir otro en la página de inicio de sesión.`,
    ignore:
      "Si no has pedido restablecer tu contraseña, puedes ignorar este correo; tu contraseña seguirá siendo la misma.",
    reason:
      "Recibes este correo porque se ha solicitado restablecer la contraseña de la cuenta de Fabrico registrada con esta dirección.",
  },
};

/** `reset-password`: the link to choose a new password (issue 3, "forgot password"). */
export const resetPasswordTemplate: EmailTemplate<ResetPasswordData> = {
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
      heading: c.heading,
      blocks,
      reason: c.reason,
    });
  },
};
