import type { Locale } from "../../shared/locale.ts";
import {
  type EmailTemplate,
  type MailBlock,
  SHOP_CONTACT_EMAIL,
  checkLink,
  formatDuration,
  greeting,
  renderLayout,
} from "./layout.ts";

/**
 * Data of `sign-in-locked`: a security notice when wrong passwords for the account made sign-in
 * wait (issue 14, per-account guessing limit, server/login-throttle.ts).
 */
export interface SignInLockedData {
  /** The customer's first name, if known. */
  name?: string | null;
  /** How long sign-in waits now, in minutes (rounded up; later wrong passwords make it longer, up to 15). */
  minutes: number;
  /** The "forgot password" page: a reset ends the wait at once. */
  resetUrl: string;
}

const COPY: Record<
  Locale,
  {
    subject: string;
    preheader: string;
    heading: string;
    happened: (wait: string) => string;
    ifYou: string;
    ifNotYou: string;
    button: string;
    reason: string;
  }
> = {
  en: {
    subject: "Several wrong passwords for your Fabrico account",
    preheader: "Sign-in is paused for a short while. Reset your password to sign in at once.",
    heading: "Sign-in paused after wrong passwords",
    happened: (w) =>
      `Someone typed a wrong password for your Fabrico account several times, so signing in now waits ${w}. Each further wrong password makes the wait a little longer (at most 15 minutes).`,
    ifYou: "If it was you, wait a moment and try again, or reset your password: a new password ends the wait at once.",
    ifNotYou: `If it was not you, your password was not revealed, but we recommend choosing a new, unique one. Questions: ${SHOP_CONTACT_EMAIL}.`,
    button: "Reset my password",
    reason:
      "You are receiving this e-mail because several wrong passwords were typed for the Fabrico account registered with this address. We always send this notice for your security.",
  },
  pt: {
    subject: "Várias palavras-passe erradas na sua conta Fabrico",
    preheader: "O início de sessão está em pausa por pouco tempo. Redefina a palavra-passe para entrar já.",
    heading: "Início de sessão em pausa após palavras-passe erradas",
    happened: (w) =>
      `Alguém escreveu várias vezes uma palavra-passe errada para a sua conta Fabrico; por isso, iniciar sessão aguarda agora ${w}. Cada nova palavra-passe errada torna a espera um pouco mais longa (no máximo 15 minutos).`,
    ifYou:
      "Se foi o próprio, aguarde um momento e tente novamente, ou redefina a palavra-passe: uma palavra-passe nova termina a espera de imediato.",
    ifNotYou: `Se não foi o próprio, a sua palavra-passe não foi revelada, mas recomendamos que escolha uma nova e única. Dúvidas: ${SHOP_CONTACT_EMAIL}.`,
    button: "Redefinir a palavra-passe",
    reason:
      "Recebeu este e-mail porque foram escritas várias palavras-passe erradas para a conta Fabrico registada com este endereço. Enviamos sempre este aviso por segurança.",
  },
  es: {
    subject: "Varias contraseñas incorrectas en tu cuenta de Fabrico",
    preheader: "El inicio de sesión está en pausa un momento. Restablece tu contraseña para entrar ya.",
    heading: "Inicio de sesión en pausa tras contraseñas incorrectas",
    happened: (w) =>
      `Alguien ha escrito varias veces una contraseña incorrecta para tu cuenta de Fabrico, así que iniciar sesión espera ahora ${w}. Cada nueva contraseña incorrecta alarga un poco la espera (como mucho 15 minutos).`,
    ifYou:
      "Si has sido tú, espera un momento y vuelve a intentarlo, o restablece tu contraseña: una contraseña nueva termina la espera al instante.",
    ifNotYou: `Si no has sido tú, tu contraseña no se ha revelado, pero te recomendamos elegir una nueva y única. Dudas: ${SHOP_CONTACT_EMAIL}.`,
    button: "Restablecer mi contraseña",
    reason:
      "Recibes este correo porque se escribieron varias contraseñas incorrectas para la cuenta de Fabrico registrada con esta dirección. Siempre enviamos este aviso por seguridad.",
  },
};

/** `sign-in-locked`: sign-in waits after wrong passwords; a reset link ends the wait (issue 14). */
export const signInLockedTemplate: EmailTemplate<SignInLockedData> = {
  render(data, { locale }) {
    const c = COPY[locale];
    const blocks: MailBlock[] = [
      { type: "paragraph", text: greeting(locale, data.name) },
      { type: "paragraph", text: c.happened(formatDuration(locale, Math.max(1, Math.ceil(data.minutes)))) },
      { type: "paragraph", text: c.ifYou },
      { type: "button", label: c.button, url: checkLink(data.resetUrl, "data.resetUrl") },
      { type: "note", text: c.ifNotYou },
    ];
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
