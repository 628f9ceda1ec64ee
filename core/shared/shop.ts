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
