import type { Logger } from "pino";
import type { OfficialVatAnswer, VatServicesPort } from "../../core/ports/vat.ts";
import { type HmrcClient, HmrcRequestError, HmrcUnavailableError } from "./client.ts";

/**
 * The HMRC client → the VAT port's UK check (core/ports/vat.ts; HMRC "Check a UK VAT number" v2,
 * ADR 0015). Service trouble (429, 5xx) never throws: it is an `unavailable` answer with HMRC's code;
 * a 400 is an `invalid` answer; any other refusal of the shop's own request is logged as an error for
 * staff and answered `unavailable`.
 */
export function hmrcVatCheck(hmrc: HmrcClient, log: Logger): Pick<VatServicesPort, "checkUk"> {
  const none = { proof: null, name: null, address: null };
  return {
    async checkUk(number): Promise<OfficialVatAnswer> {
      try {
        const r = await hmrc.lookup(number);
        return {
          status: r.valid ? "valid" : "invalid",
          errorCode: r.valid ? null : "NOT_FOUND",
          proof: r.consultationNumber,
          name: r.name,
          address: r.address,
          checkedAt: new Date(r.processingDate),
        };
      } catch (error) {
        if (error instanceof HmrcUnavailableError) {
          return { status: "unavailable", errorCode: error.hmrcCode, ...none, checkedAt: new Date() };
        }
        if (error instanceof HmrcRequestError) {
          if (error.status === 400) {
            return { status: "invalid", errorCode: error.hmrcCode, ...none, checkedAt: new Date() };
          }
          log.error({ err: error }, "HMRC refused the shop's request");
          return { status: "unavailable", errorCode: error.hmrcCode, ...none, checkedAt: new Date() };
        }
        throw error;
      }
    },
  };
}
