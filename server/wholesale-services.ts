/**
 * The VAT-number services of the process (issue 7, DESIGN rule 7): the VIES and HMRC clients, pointed
 * at in-process simulators unless the mode is `live`, adapted to core's {@link VatServicesPort}.
 * Service trouble never throws out of the port: it becomes an `unavailable` answer with the
 * service's code, which the application accepts and a job checks again (ADR 0015).
 */
import type { Logger } from "pino";
import type { OfficialVatAnswer, VatServicesPort } from "../core/wholesale/vat-check.ts";
import { HmrcClient, HmrcRequestError, HmrcUnavailableError } from "../integrations/hmrc/client.ts";
import { type HmrcSimulator, startHmrcSimulator } from "../integrations/hmrc/simulator.ts";
import { ViesClient, ViesRequestError, ViesUnavailableError } from "../integrations/vies/client.ts";
import { type ViesSimulator, startViesSimulator } from "../integrations/vies/simulator.ts";
import type { Config } from "./config.ts";

/** The shop's own VAT number used as VIES requester in simulator mode (a well-formed PT number). */
export const SIMULATOR_REQUESTER_VAT = "PT501964843";

/** Running VAT services: the port, the simulators (tests drive them) and a stop. */
export interface VatServices {
  port: VatServicesPort;
  simulators: { vies?: ViesSimulator; hmrc?: HmrcSimulator };
  stop(): Promise<void>;
}

/** VIES codes that mean the number itself is refused (a "no"), not the service being down. */
const VIES_NUMBER_REFUSALS = new Set(["INVALID_INPUT", "VAT_BLOCKED"]);

/** The clients → the port (see the module comment). */
export function vatServicesPort(vies: ViesClient, hmrc: HmrcClient, log: Logger): VatServicesPort {
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
          // INVALID_REQUESTER_INFO, IP_BLOCKED: the shop's side is wrong; staff must look, the buyer is not refused
          log.error({ err: error }, "VIES refused the shop's request");
          return { status: "unavailable", errorCode: error.viesCode, ...none, checkedAt: new Date() };
        }
        throw error;
      }
    },
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

/** Splits `PT501964843` into VIES's requester fields. */
function requesterOf(vat: string | undefined): { countryCode: string; vatNumber: string } | null {
  const v = (vat ?? "").toUpperCase().replace(/[\s.-]/g, "");
  return /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(v) ? { countryCode: v.slice(0, 2), vatNumber: v.slice(2) } : null;
}

/**
 * Starts the VAT services for `config`: simulators in `simulator` mode (the default; refused in
 * production by loadConfig), the real clients otherwise.
 */
export async function startVatServices(input: { config: Config; log: Logger }): Promise<VatServices> {
  const { config, log } = input;
  let viesSim: ViesSimulator | undefined;
  let hmrcSim: HmrcSimulator | undefined;
  let vies: ViesClient;
  let hmrc: HmrcClient;
  if (config.VIES_MODE === "simulator") {
    viesSim = await startViesSimulator();
    vies = new ViesClient({ baseUrl: viesSim.url, requester: requesterOf(SIMULATOR_REQUESTER_VAT) });
  } else {
    vies = new ViesClient({ baseUrl: config.VIES_BASE_URL, requester: requesterOf(config.VIES_REQUESTER_VAT) });
  }
  if (config.HMRC_MODE === "simulator") {
    hmrcSim = await startHmrcSimulator();
    hmrc = new HmrcClient({
      baseUrl: hmrcSim.url,
      clientId: hmrcSim.clientId,
      clientSecret: hmrcSim.clientSecret,
      requesterVrn: "980780684",
    });
  } else {
    hmrc = new HmrcClient({
      baseUrl: config.HMRC_BASE_URL,
      clientId: config.HMRC_CLIENT_ID ?? "",
      clientSecret: config.HMRC_CLIENT_SECRET ?? "",
      requesterVrn: config.HMRC_REQUESTER_VRN ?? null,
    });
  }
  return {
    port: vatServicesPort(vies, hmrc, log.child({ module: "vat" })),
    simulators: { vies: viesSim, hmrc: hmrcSim },
    async stop() {
      await viesSim?.close();
      await hmrcSim?.close();
    },
  };
}
