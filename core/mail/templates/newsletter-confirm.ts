import type { Locale } from "../../shared/locale.ts";
import { type EmailTemplate, checkLink, greeting, renderLayout } from "./layout.ts";

/**
 * Data of `newsletter-confirm`: the double opt-in e-mail (integrations.md §8). It is the only
 * message sent before the click, and it markets nothing.
 */
export interface NewsletterConfirmData {
  /** The subscriber's name, when known (the form asks only for the e-mail). */
  name?: string | null;
  /** Absolute link that confirms the subscription (single use, valid 7 days). */
  confirmUrl: string;
  /** How many days the link works. */
  validDays: number;
}

const COPY: Record<
  Locale,
  {
    subject: string;
    heading: string;
    body: string;
    button: string;
    validity: (d: number) => string;
    ignore: string;
    reason: string;
  }
> = {
  en: {
    subject: "Confirm your Fabrico newsletter subscription",
    heading: "One click to confirm",
    body: "Someone (we hope you) asked to receive the Fabrico newsletter at this address. Please confirm that it was you: we send nothing else until you do.",
    button: "Yes, subscribe me",
    validity: (d) => `The link works once, for ${d} days.`,
    ignore:
      "If you did not ask for this, ignore this e-mail: you will not be subscribed and will not hear from us again.",
    reason:
      "You are receiving this e-mail because this address was entered in the newsletter form on the Fabrico website.",
  },
  pt: {
    subject: "Confirme a sua subscrição da newsletter Fabrico",
    heading: "Um clique para confirmar",
    body: "Alguém (esperamos que tenha sido o próprio) pediu para receber a newsletter da Fabrico neste endereço. Confirme, por favor: não enviamos mais nada até o fazer.",
    button: "Sim, quero subscrever",
    validity: (d) => `A ligação funciona uma vez, durante ${d} dias.`,
    ignore: "Se não fez este pedido, ignore este e-mail: não ficará inscrito e não voltará a ter notícias nossas.",
    reason: "Recebeu este e-mail porque este endereço foi introduzido no formulário da newsletter do site da Fabrico.",
  },
  es: {
    subject: "Confirma tu suscripción a la newsletter de Fabrico",
    heading: "Un clic para confirmar",
    body: "Alguien (esperamos que tú) ha pedido recibir la newsletter de Fabrico en esta dirección. Confirma que has sido tú: no enviamos nada más hasta que lo hagas.",
    button: "Sí, suscribirme",
    validity: (d) => `El enlace funciona una vez, durante ${d} días.`,
    ignore: "Si no lo has pedido, ignora este correo: no quedarás suscrito y no volverás a saber de nosotros.",
    reason:
      "Recibes este correo porque esta dirección se introdujo en el formulario de la newsletter de la web de Fabrico.",
  },
};

/** `newsletter-confirm`: the confirmation (double opt-in) e-mail. */
export const newsletterConfirmTemplate: EmailTemplate<NewsletterConfirmData> = {
  render(data, { locale }) {
    const c = COPY[locale];
    checkLink(data.confirmUrl, "data.confirmUrl");
    return renderLayout({
      locale,
      subject: c.subject,
      preheader: c.body,
      heading: c.heading,
      blocks: [
        { type: "paragraph", text: greeting(locale, data.name) },
        { type: "paragraph", text: c.body },
        { type: "button", label: c.button, url: data.confirmUrl },
        { type: "note", text: c.validity(data.validDays) },
        { type: "note", text: c.ignore },
      ],
      reason: c.reason,
    });
  },
};
