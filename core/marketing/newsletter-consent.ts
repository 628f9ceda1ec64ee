import type { Locale } from "../shared/locale.ts";

/**
 * The consent text shown beside every newsletter form, stored with each sign-up as the record of
 * what the person agreed to (GDPR art. 7(1); integrations.md §8). The forms show exactly this.
 */
export const NEWSLETTER_CONSENT_TEXT: Record<Locale, string> = {
  en: "I agree to receive the Fabrico newsletter by e-mail (new garments, dyes and offers, a few times a month). I can unsubscribe at any time with the link in every e-mail. Details in the privacy policy.",
  pt: "Aceito receber a newsletter da Fabrico por e-mail (novas peças, tingimentos e ofertas, algumas vezes por mês). Posso cancelar a qualquer momento com a ligação incluída em cada e-mail. Detalhes na política de privacidade.",
  es: "Acepto recibir la newsletter de Fabrico por correo electrónico (nuevas prendas, tintes y ofertas, unas pocas veces al mes). Puedo darme de baja en cualquier momento con el enlace de cada correo. Detalles en la política de privacidad.",
};
