/**
 * The shop's own identity, as customers and authorities must see it: the legal entity that sells
 * and makes the blank garments (named in the complaints-book page, spec §1), its postal address and
 * its contact e-mail. Used by the e-mail footer (core/mail/templates/layout.ts) and by the product
 * safety details of products the shop makes itself (GPSR, Regulation (EU) 2023/988 art. 19).
 */
export const SHOP_LEGAL_NAME = "Fabrico Têxteis, Lda.";
/** The shop's postal address. */
export const SHOP_ADDRESS = "Rua da Indústria 120, 4750-000 Barcelos, Portugal";
/** Where customers can write to. */
export const SHOP_CONTACT_EMAIL = "hello@fabrico.example";
/** The shop's phone line as printed (a Portuguese landline), shown on /contact. */
export const SHOP_PHONE = "+351 253 000 000";
/**
 * The shop's Portuguese tax number (NIF/NIPC), shown with its legal name and address in the site
 * footer (issue 15; Decreto-Lei 7/2004 art. 10: a seller online identifies itself). Demo value, as on /about.
 */
export const SHOP_NIF = "500000000";
