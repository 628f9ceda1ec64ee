import type { Locale } from "../../shared/locale.ts";
import {
  type EmailTemplate,
  type MailBlock,
  SHOP_CONTACT_EMAIL,
  formatDateTime,
  greeting,
  renderLayout,
} from "./layout.ts";

/** Data of `account-deleted`: the last message to a customer whose account was deleted (GDPR). */
export interface AccountDeletedData {
  /** The customer's first name, if known. */
  name?: string | null;
  /** When it was deleted; default: the moment the e-mail is queued. */
  deletedAt?: Date | string;
}

const COPY: Record<
  Locale,
  {
    subject: string;
    preheader: string;
    heading: string;
    deleted: (date: string) => string;
    orders: string;
    thanks: string;
    ifNotYou: string;
    reason: string;
  }
> = {
  en: {
    subject: "Your Fabrico account has been deleted",
    preheader: "Your personal data has been removed, as you asked.",
    heading: "Your account has been deleted",
    deleted: (d) =>
      `As you asked, your Fabrico account was deleted on ${d}. Your profile, addresses and saved payment methods have been removed.`,
    orders: "Orders you placed are kept without your personal details, for as long as accounting law requires.",
    thanks: "Thank you for having been with us. You are welcome to create a new account at any time.",
    ifNotYou: `If you did not ask for this, please write to us at ${SHOP_CONTACT_EMAIL} as soon as possible.`,
    reason:
      "You are receiving this e-mail because the Fabrico account registered with this address was deleted. This is the last e-mail we send about it.",
  },
  pt: {
    subject: "A sua conta Fabrico foi eliminada",
    preheader: "Os seus dados pessoais foram removidos, como pediu.",
    heading: "A sua conta foi eliminada",
    deleted: (d) =>
      `Conforme pediu, a sua conta Fabrico foi eliminada a ${d}. O seu perfil, as suas moradas e os métodos de pagamento guardados foram removidos.`,
    orders:
      "As encomendas que fez são mantidas sem os seus dados pessoais, durante o período exigido pela legislação contabilística.",
    thanks: "Obrigado por ter estado connosco. Pode criar uma nova conta sempre que quiser.",
    ifNotYou: `Se não pediu a eliminação da conta, escreva-nos para ${SHOP_CONTACT_EMAIL} o mais depressa possível.`,
    reason:
      "Recebeu este e-mail porque a conta Fabrico registada com este endereço foi eliminada. Este é o último e-mail que enviamos sobre ela.",
  },
  es: {
    subject: "Tu cuenta de Fabrico se ha eliminado",
    preheader: "Hemos borrado tus datos personales, como pediste.",
    heading: "Tu cuenta se ha eliminado",
    deleted: (d) =>
      `Como pediste, tu cuenta de Fabrico se eliminó el ${d}. Hemos borrado tu perfil, tus direcciones y los métodos de pago guardados.`,
    orders:
      "Los pedidos que hiciste se conservan sin tus datos personales durante el tiempo que exige la normativa contable.",
    thanks: "Gracias por haber confiado en nosotros. Puedes crear una cuenta nueva cuando quieras.",
    ifNotYou: `Si no has pedido eliminar tu cuenta, escríbenos a ${SHOP_CONTACT_EMAIL} lo antes posible.`,
    reason:
      "Recibes este correo porque se ha eliminado la cuenta de Fabrico registrada con esta dirección. Es el último correo que te enviamos sobre ella.",
  },
};

/** `account-deleted`: confirmation that the account and its personal data are gone (issue 3, GDPR). */
export const accountDeletedTemplate: EmailTemplate<AccountDeletedData> = {
  render(data, { locale, now }) {
    const c = COPY[locale];
    const blocks: MailBlock[] = [
      { type: "paragraph", text: greeting(locale, data.name) },
      { type: "paragraph", text: c.deleted(formatDateTime(locale, data.deletedAt ?? now)) },
      { type: "paragraph", text: c.orders },
      { type: "paragraph", text: c.thanks },
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
