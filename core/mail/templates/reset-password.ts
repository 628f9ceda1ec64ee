import type { Locale } from "../../shared/locale.ts";
import { type EmailTemplate, type MailBlock, formatDuration, greeting, renderLayout } from "./layout.ts";

/**
 * Data of `reset-password`: sent from "forgot password" with the link to choose a new one, or —
 * `purpose: "invite"` — when staff created the account (`/admin/customer/create`) and the customer
 * chooses a first password.
 */
export interface ResetPasswordData {
  /** `reset` (default) or `invite` (an account made by staff, no password yet). */
  purpose?: "reset" | "invite";
  /** The customer's first name, if known. */
  name?: string | null;
  /** The reset link (absolute http(s) URL). */
  url: string;
  /** How long the link works, in minutes; the sentence is left out when not given. */
  expiresInMinutes?: number;
}

type Copy = {
  subject: string;
  preheader: string;
  heading: string;
  intro: string;
  button: string;
  validFor: (duration: string) => string;
  ignore: string;
  reason: string;
};

const COPY: Record<Locale, Copy> = {
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

/** The invite wording: the shop's team made the account; the link chooses the first password. */
const INVITE: Record<Locale, Copy> = {
  en: {
    subject: "Your Fabrico account is ready: choose a password",
    preheader: "Our team created an account for you. Choose a password to sign in.",
    heading: "Welcome to Fabrico",
    intro:
      "Our team created a Fabrico account for you with this address. Choose a password to sign in, follow your orders and quotes, and reorder.",
    button: "Choose my password",
    validFor: (d) =>
      `This link is valid for ${d}. After that, use "Forgot your password?" on the sign-in page to get a new one.`,
    ignore:
      "If you did not expect this account, you can ignore this e-mail: nobody can sign in until a password is chosen.",
    reason: "You are receiving this e-mail because the Fabrico team created an account registered with this address.",
  },
  pt: {
    subject: "A sua conta Fabrico está pronta: escolha uma palavra-passe",
    preheader: "A nossa equipa criou uma conta para si. Escolha uma palavra-passe para entrar.",
    heading: "Bem-vindo à Fabrico",
    intro:
      "A nossa equipa criou uma conta Fabrico para si com este endereço. Escolha uma palavra-passe para iniciar sessão, acompanhar as suas encomendas e orçamentos e voltar a encomendar.",
    button: "Escolher a minha palavra-passe",
    validFor: (d) =>
      `Esta ligação é válida durante ${d}. Depois disso, use "Esqueceu-se da palavra-passe?" na página de início de sessão para receber uma nova.`,
    ignore:
      "Se não esperava esta conta, pode ignorar este e-mail: ninguém consegue entrar enquanto não for escolhida uma palavra-passe.",
    reason: "Recebeu este e-mail porque a equipa Fabrico criou uma conta registada com este endereço.",
  },
  es: {
    subject: "Tu cuenta de Fabrico está lista: elige una contraseña",
    preheader: "Nuestro equipo ha creado una cuenta para ti. Elige una contraseña para entrar.",
    heading: "Te damos la bienvenida a Fabrico",
    intro:
      "Nuestro equipo ha creado una cuenta de Fabrico para ti con esta dirección. Elige una contraseña para iniciar sesión, seguir tus pedidos y presupuestos y volver a pedir.",
    button: "Elegir mi contraseña",
    validFor: (d) =>
      `Este enlace es válido durante ${d}. Después, usa "¿Has olvidado tu contraseña?" en la página de inicio de sesión para recibir otro.`,
    ignore:
      "Si no esperabas esta cuenta, puedes ignorar este correo: nadie puede entrar hasta que se elija una contraseña.",
    reason: "Recibes este correo porque el equipo de Fabrico ha creado una cuenta registrada con esta dirección.",
  },
};

/** `reset-password`: the link to choose a new password (issue 3, "forgot password"), or a first one (issue 6, invite). */
export const resetPasswordTemplate: EmailTemplate<ResetPasswordData> = {
  render(data, { locale }) {
    const c = (data.purpose === "invite" ? INVITE : COPY)[locale];
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
