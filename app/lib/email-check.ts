/**
 * The e-mail check of the account forms, in the browser and on the server: core's (the account
 * schemas' rule, core/accounts/schemas.ts), re-exported for the pages that import it from here.
 */
export { looksLikeEmail } from "../../core/accounts/schemas.ts";
