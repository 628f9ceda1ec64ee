import type { Logger } from "pino";
import type { OfficialVatAnswer, VatServicesPort } from "../../core/ports/vat.ts";
import { type ViesClient, ViesRequestError, ViesUnavailableError } from "./client.ts";

/** VIES codes that mean the number itself is refused (a "no"), not the service being down. */
const VIES_NUMBER_REFUSALS = new Set(["INVALID_INPUT", "VAT_BLOCKED"]);

/**
 * The VIES client → the VAT port's EU check (core/ports/vat.ts; ADR 0015). Service trouble never
 * throws: MS_UNAVAILABLE, TIMEOUT … become an `unavailable` answer with VIES's code (the application
 * is accepted and a job asks again); INVALID_INPUT and VAT_BLOCKED are an `invalid` answer; a refusal
 * of the shop's own request (INVALID_REQUESTER_INFO, IP_BLOCKED) is logged as an error for staff and
 * answered `unavailable` (the buyer is not refused).
 */
export function viesVatCheck(vies: ViesClient, log: Logger): Pick<VatServicesPort, "checkEu"> {
  const none = { proof: null, name: null, address: null };
  return {
    async checkEu(prefix, number): Promise<OfficialVatAnswer> {
      try {
        const r = await vies.checkVatNumber(prefix, number);
        return {
          status: r.valid ? "valid" : "invalid",
          errorCode: null,
          proof: r.requestIdentifier,
          name: r.name,
          address: r.address,
          checkedAt: new Date(r.requestDate),
        };
      } catch (error) {
        if (error instanceof ViesUnavailableError) {
          return { status: "unavailable", errorCode: error.viesCode, ...none, checkedAt: new Date() };
        }
        if (error instanceof ViesRequestError) {
          if (VIES_NUMBER_REFUSALS.has(error.viesCode)) {
            return { status: "invalid", errorCode: error.viesCode, ...none, checkedAt: new Date() };
          }
          log.error({ err: error }, "VIES refused the shop's request");
          return { status: "unavailable", errorCode: error.viesCode, ...none, checkedAt: new Date() };
        }
        throw error;
      }
    },
  };
}

/** Splits a VAT number like `PT501964843` into VIES's requester fields, or null when it is not one. */
export function viesRequesterOf(vat: string | undefined): { countryCode: string; vatNumber: string } | null {
  const v = (vat ?? "").toUpperCase().replace(/[\s.-]/g, "");
  return /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(v) ? { countryCode: v.slice(0, 2), vatNumber: v.slice(2) } : null;
}
