import type { Locale } from "../../shared/locale.ts";
import {
  type EmailTemplate,
  type MailBlock,
  SHOP_CONTACT_EMAIL,
  formatDateTime,
  greeting,
  renderLayout,
} from "./layout.ts";

/** Data of `two-factor-enabled`: a security notice after two-factor authentication was turned on. */
export interface TwoFactorEnabledData {
  /** The customer's first name, if known. */
  name?: string | null;
  /** When it was turned on; default: the moment the e-mail is queued. */
  enabledAt?: Date | string;
  /** Where to reset the password if it was not them; no button when absent. */
  resetUrl?: string;
}

const COPY: Record<
  Locale,
  {
    subject: string;
    preheader: string;
    enabled: (date: string) => string;
    backupCodes: string;
    ifNotYou: string;
    button: string;
    reason: string;
  }
> = {
  en: {
    subject: "Two-factor authentication is on",
    preheader: "Your Fabrico account now asks for a code when you sign in.",
    enabled: (d) =>
      `Two-factor authentication was turned on for your Fabrico account on ${d}. From now on, signing in asks for your password and a code from your authenticator app.`,
    backupCodes:
      "Keep your backup codes somewhere safe. Each one works once, and they let you sign in if you lose access to your authenticator app.",
    ifNotYou: `If you did not turn on two-factor authentication, someone else may have access to your account. Please reset your password straight away and write to us at ${SHOP_CONTACT_EMAIL}.`,
    button: "Reset my password",
    reason:
      "You are receiving this e-mail because the security settings of the Fabrico account registered with this address were changed.",
  },
  pt: {
    subject: "A autenticação de dois fatores está ativa",
    preheader: "A sua conta Fabrico passa a pedir um código ao iniciar sessão.",
    enabled: (d) =>
      `A autenticação de dois fatores foi ativada na sua conta Fabrico a ${d}. A partir de agora, para iniciar sessão, são pedidos a sua palavra-passe e um código da sua aplicação de autenticação.`,
    backupCodes:
      "Guarde os seus códigos de recuperação num local seguro. Cada código só pode ser usado uma vez e permite-lhe iniciar sessão se perder o acesso à aplicação de autenticação.",
    ifNotYou: `Se não ativou a autenticação de dois fatores, outra pessoa pode ter acesso à sua conta. Redefina a palavra-passe de imediato e escreva-nos para ${SHOP_CONTACT_EMAIL}.`,
    button: "Redefinir a palavra-passe",
    reason:
      "Recebeu este e-mail porque as definições de segurança da conta Fabrico registada com este endereço foram alteradas.",
  },
  es: {
    subject: "La autenticación de dos factores está activada",
    preheader: "Tu cuenta de Fabrico pedirá un código al iniciar sesión.",
    enabled: (d) =>
      `La autenticación de dos factores se activó en tu cuenta de Fabrico el ${d}. A partir de ahora, para iniciar sesión se te pedirán tu contraseña y un código de tu aplicación de autenticación.`,
    backupCodes:
      "Guarda tus códigos de respaldo en un lugar seguro. Cada uno sirve una sola vez y te permite iniciar sesión si pierdes el acceso a tu aplicación de autenticación.",
    ifNotYou: `Si no has activado la autenticación de dos factores, es posible que otra persona tenga acceso a tu cuenta. Restablece la contraseña de inmediato y escríbenos a ${SHOP_CONTACT_EMAIL}.`,
    button: "Restablecer mi contraseña",
    reason:
      "Recibes este correo porque se han cambiado los ajustes de seguridad de la cuenta de Fabrico registrada con esta dirección.",
  },
};

/** `two-factor-enabled`: security notice after 2FA was turned on (issue 3). */
export const twoFactorEnabledTemplate: EmailTemplate<TwoFactorEnabledData> = {
  render(data, { locale, now }) {
    const c = COPY[locale];
    const blocks: MailBlock[] = [
      { type: "paragraph", text: greeting(locale, data.name) },
      { type: "paragraph", text: c.enabled(formatDateTime(locale, data.enabledAt ?? now)) },
      { type: "paragraph", text: c.backupCodes },
      { type: "note", text: c.ifNotYou },
    ];
    if (data.resetUrl) blocks.push({ type: "button", label: c.button, url: data.resetUrl });
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
