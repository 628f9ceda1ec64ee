import { randomBytes } from "node:crypto";

/**
 * Prefixed, sortable ids (DESIGN rule 4): `<prefix>_<10 chars of time><16 chars of randomness>`
 * in Crockford base32, e.g. `prd_01JD3M8Q2R7X5K9Z4W1B6C8D2E`. Sorting by id sorts by creation time.
 */
export const ID_PREFIXES = {
  category: "cat",
  color: "col",
  size: "siz",
  material: "mat",
  product: "prd",
  variant: "var",
  productImage: "pim",
  cmsPage: "cms",
  shippingMethod: "shm",
  currencyRate: "rte",
  user: "usr",
  session: "ses",
  account: "acc",
  verification: "vfy",
  twoFactor: "tfa",
  rateLimit: "rtl",
  email: "eml",
  address: "adr",
  paymentMethod: "pmt",
  cart: "crt",
  cartLine: "cln",
  coupon: "cpn",
  couponRedemption: "cpr",
  giftCard: "gft",
  order: "ord",
  orderLine: "oln",
  orderEvent: "oev",
  orderMessage: "msg",
  orderTemplate: "otp",
  shipment: "shp",
  payment: "pay",
  paymentEvent: "pev",
  upload: "upl",
  dye: "dye",
  threeProduct: "tdp",
  technique: "tec",
  placement: "plc",
  labelOption: "lbl",
  design: "dsg",
  quote: "quo",
  refund: "rfd",
  cmsRevision: "cmr",
  ticket: "tkt",
  ticketMessage: "tkm",
  review: "rev",
  newsletterSubscriber: "nls",
  newsletterToken: "nlt",
  vatCheck: "vck",
  wholesaleApplication: "wsa",
  priceList: "prl",
  priceListItem: "pli",
  auditEntry: "aud",
  invoice: "inv",
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

/** Crockford's base32: digits and letters without I, L, O and U, which are misread. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function encodeTime(ms: number): string {
  let out = "";
  let rest = ms;
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

/**
 * `length` random characters of Crockford's base32 (5 bits each, from `node:crypto`): the random part of ids and
 * of the human codes people read and type (order numbers, ticket references, coupon and store-credit codes).
 */
export function randomCode(length: number): string {
  let out = "";
  for (const byte of randomBytes(length)) out += ALPHABET[byte % 32];
  return out;
}

/**
 * Makes a new id of `kind`.
 * @param now clock in ms since epoch (tests pass a fixed clock)
 */
export function createId(kind: IdKind, now: number = Date.now()): string {
  return `${ID_PREFIXES[kind]}_${encodeTime(now)}${randomCode(16)}`;
}

const ID_PATTERN = /^[a-z]{3}_[0-9A-HJKMNP-TV-Z]{26}$/;

/** True when `value` is an id of `kind` (right prefix and shape). */
export function isId(kind: IdKind, value: string): boolean {
  return ID_PATTERN.test(value) && value.startsWith(`${ID_PREFIXES[kind]}_`);
}
