/**
 * The buying services of the process (issue 4, DESIGN rule 7): the SIBS payment gateway, the UPS and
 * MRW carriers (their real clients, pointed at in-process simulators unless the mode is `live`), the
 * order links' config and the attachment storage, adapted to the ports `core/` depends on
 * (core/ports/payment-gateway.ts, core/ports/carrier.ts).
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Logger } from "pino";
import type { BuyingDeps } from "../core/orders/buying-deps.ts";
import { localFileStorage } from "../core/media/storage.ts";
import type { GatewayStatus, PaymentGatewayPort } from "../core/ports/payment-gateway.ts";
import type { CarrierPort } from "../core/ports/carrier.ts";
import { SibsClient } from "../integrations/sibs/client.ts";
import { type SibsSimulator, startSibsSimulator } from "../integrations/sibs/simulator.ts";
import { decryptNotification } from "../integrations/sibs/webhook.ts";
import { UpsClient } from "../integrations/ups/client.ts";
import { type UpsSimulator, startUpsSimulator } from "../integrations/ups/simulator.ts";
import { MrwClient } from "../integrations/mrw/client.ts";
import { type MrwSimulator, startMrwSimulator } from "../integrations/mrw/simulator.ts";
import type { Config } from "./config.ts";
import { type VatServices, startVatServices } from "./wholesale-services.ts";

/** The shop's own address: the shipper on labels and the origin of carrier rates. */
export const SHIPPER = {
  name: "Fabrico",
  phone: "+351253000000",
  address: { lines: ["Rua da Indústria 120"], city: "Barcelos", postcode: "4750-000", country: "PT" },
};

/** Running buying services: the deps for core, the simulators' origins (for the CSP) and a stop. */
export interface BuyingServices {
  deps: BuyingDeps;
  /** Origin of the hosted card form (script and iframe), for the payment page's CSP. */
  paymentFormOrigin: string;
  /** Tells the SIBS simulator where the shop's webhook is, once the server listens. */
  setWebhookUrl(url: string): void;
  /** The SIBS simulator's base URL when one runs (tests and the demo drive it at `/__sim/`). */
  sibsSimulatorUrl: string | null;
  /** The running simulators (simulator mode), for tests that play the customer, bank or carrier. */
  simulators: { sibs?: SibsSimulator; ups?: UpsSimulator; mrw?: MrwSimulator } & VatServices["simulators"];
  stop(): Promise<void>;
}

/** SIBS client → the gateway port. */
export function sibsGateway(client: SibsClient, webhookSecret: string): PaymentGatewayPort {
  return {
    async createCheckout(input) {
      const checkout = await client.createCheckout({
        merchantTransactionId: input.merchantTransactionId,
        amountCents: input.amountCents,
        description: input.description,
        methods: input.methods,
        customer: input.customer,
        multibanco: input.multibancoExpiresAt ? { expiresAt: input.multibancoExpiresAt } : undefined,
      });
      return {
        transactionId: checkout.transactionId,
        transactionSignature: checkout.transactionSignature,
        formContext: checkout.formContext,
      };
    },
    async mbwayPurchase(checkout, phone) {
      const result = await client.mbwayPurchase(checkout.transactionId, checkout.transactionSignature, phone);
      return { status: result.paymentStatus as GatewayStatus };
    },
    async generateReference(checkout) {
      const ref = await client.generateReference(checkout.transactionId, checkout.transactionSignature);
      return { entity: ref.entity, reference: ref.reference, amountCents: ref.amountCents, expiresAt: ref.expiresAt };
    },
    async getStatus(transactionId) {
      const status = await client.getStatus(transactionId);
      const code = status.returnStatus.statusCode;
      return {
        transactionId: status.transactionId,
        status: status.paymentStatus as GatewayStatus,
        amountCents: status.amountCents,
        code: code && code !== "000" ? code : null,
      };
    },
    async refund(input) {
      await client.refund(input.transactionId, {
        amountCents: input.amountCents,
        merchantTransactionId: input.merchantTransactionId,
        originalDatetime: input.originalDatetime ?? new Date(),
      });
    },
    decryptNotification(input) {
      const n = decryptNotification({ ...input, secret: webhookSecret });
      return {
        notificationId: n.notificationID,
        transactionId: n.transactionID,
        status: n.paymentStatus as GatewayStatus,
        merchantTransactionId:
          (n.merchant as { merchantTransactionId?: string } | undefined)?.merchantTransactionId ?? null,
        payload: n,
      };
    },
    widgetScriptUrl(transactionId) {
      return client.widgetScriptUrl(transactionId);
    },
  };
}

/** The UPS and MRW clients → the carrier port (each call goes to the carrier it names; rates are UPS's only). */
export function carrierAdapter(ups: UpsClient, mrw: MrwClient): CarrierPort {
  return {
    async upsRates(input) {
      const rates = await ups.rate({
        shipTo: { postcode: input.postcode ?? "", city: input.city ?? undefined, country: input.country },
        packages: input.parcels,
        toAccessPoint: input.toAccessPoint,
      });
      return rates
        .filter((r) => r.currency === "EUR")
        .map((r) => ({ serviceCode: r.serviceCode, netCents: r.totalCents, transitDays: r.transitDays ?? null }));
    },
    async accessPoints(input) {
      const points = await ups.locateAccessPoints({
        postcode: input.postcode,
        country: input.country,
        locale: input.locale,
      });
      return points.map((p) => ({
        carrier: "ups" as const,
        id: p.id,
        publicId: p.publicId,
        name: p.name,
        address: p.address,
        distanceKm: p.distanceKm,
        openingHours: p.openingHours,
      }));
    },
    async ship(input) {
      if (input.carrier === "mrw") {
        const weightGrams = input.parcels.reduce((g, p) => g + p.weightGrams, 0);
        const created = await mrw.createShipment({
          reference: input.reference,
          date: new Date(),
          serviceCode: input.serviceCode ?? "0220",
          parcels: input.parcels.length,
          weightGrams,
          recipient: {
            name: input.recipient.name,
            phone: input.recipient.phone,
            address: input.recipient.address,
          },
        });
        const label = await mrw.getLabel(created.shipmentNumber);
        return {
          carrierShipmentId: created.requestNumber,
          trackingNumber: created.shipmentNumber,
          label: { format: "PDF", base64: label.pdfBase64 },
        };
      }
      const shipment = await ups.ship({
        reference: input.reference,
        shipTo: input.recipient,
        accessPoint: input.accessPoint
          ? {
              id: input.accessPoint.id,
              publicId: input.accessPoint.publicId ?? input.accessPoint.id,
              name: input.accessPoint.name,
              address: input.accessPoint.address,
            }
          : undefined,
        serviceCode: input.serviceCode ?? "11",
        packages: input.parcels,
      });
      return {
        carrierShipmentId: shipment.shipmentId,
        trackingNumber: shipment.trackingNumbers[0] ?? shipment.shipmentId,
        label: shipment.label,
      };
    },
    async voidShipment(input) {
      if (input.carrier === "mrw") await mrw.cancelShipment(input.trackingNumber);
      else await ups.voidShipment(input.carrierShipmentId);
    },
    async track(input) {
      const t =
        input.carrier === "mrw"
          ? await mrw.track(input.trackingNumber, input.locale)
          : await ups.track(input.trackingNumber, input.locale);
      return {
        status: t.status,
        events: t.events.map((e) => ({ ...e, at: e.at.toISOString() })),
        deliveredAt: t.deliveredAt?.toISOString() ?? null,
      };
    },
  };
}

/**
 * Starts the buying services for `config`: simulators in `simulator` mode (the default; refused in
 * production by loadConfig), the real clients otherwise.
 * @param linkSecret the AUTH_SECRET, which signs order links
 */
export async function startBuyingServices(input: {
  config: Config;
  log: Logger;
  linkSecret: string;
  publicUrl: string;
}): Promise<BuyingServices> {
  const { config, log } = input;
  let sibsSim: SibsSimulator | undefined;
  let upsSim: UpsSimulator | undefined;
  let sibs: SibsClient;
  let webhookSecret: string;
  if (config.SIBS_MODE === "simulator") {
    sibsSim = await startSibsSimulator({
      port: config.SIBS_SIMULATOR_PORT,
      log: log.child({ module: "sibs-simulator" }),
    });
    sibs = new SibsClient({
      baseUrl: sibsSim.apiUrl,
      widgetBaseUrl: sibsSim.widgetUrl,
      token: sibsSim.token,
      clientId: sibsSim.clientId,
      terminalId: 50000,
    });
    webhookSecret = sibsSim.webhookSecret;
    log.info(
      { url: sibsSim.url },
      `SIBS simulator started; approve MB WAY and pay Multibanco at ${sibsSim.url}/__sim/`,
    );
  } else {
    sibs = new SibsClient({
      baseUrl: config.SIBS_API_URL,
      widgetBaseUrl: config.SIBS_WIDGET_URL,
      token: config.SIBS_TOKEN ?? "",
      clientId: config.SIBS_CLIENT_ID ?? "",
      terminalId: config.SIBS_TERMINAL_ID ?? 0,
    });
    webhookSecret = config.SIBS_WEBHOOK_SECRET ?? "";
  }
  let ups: UpsClient;
  if (config.UPS_MODE === "simulator") {
    upsSim = await startUpsSimulator();
    ups = new UpsClient({
      baseUrl: upsSim.url,
      clientId: upsSim.clientId,
      clientSecret: upsSim.clientSecret,
      accountNumber: "A1B2C3",
      shipper: SHIPPER,
    });
  } else {
    ups = new UpsClient({
      baseUrl: config.UPS_BASE_URL,
      clientId: config.UPS_CLIENT_ID ?? "",
      clientSecret: config.UPS_CLIENT_SECRET ?? "",
      accountNumber: config.UPS_ACCOUNT_NUMBER ?? "",
      shipper: SHIPPER,
    });
  }
  let mrwSim: MrwSimulator | undefined;
  let mrw: MrwClient;
  if (config.MRW_MODE === "simulator") {
    mrwSim = await startMrwSimulator();
    mrw = new MrwClient({ shippingUrl: mrwSim.shippingUrl, trackingUrl: mrwSim.trackingUrl, ...mrwSim.credentials });
  } else {
    mrw = new MrwClient({
      shippingUrl: config.MRW_SHIPPING_URL,
      trackingUrl: config.MRW_TRACKING_URL,
      franchise: config.MRW_FRANCHISE ?? "",
      subscriber: config.MRW_SUBSCRIBER ?? "",
      department: config.MRW_DEPARTMENT,
      username: config.MRW_USERNAME ?? "",
      password: config.MRW_PASSWORD ?? "",
    });
  }
  const vat = await startVatServices({ config, log });
  const uploadsDir =
    config.UPLOADS_DIR ??
    (config.DATA_DIR.startsWith("memory://")
      ? join(tmpdir(), `fabrico-uploads-${process.pid}`)
      : join(config.DATA_DIR, "uploads"));
  return {
    deps: {
      gateway: sibsGateway(sibs, webhookSecret),
      carriers: carrierAdapter(ups, mrw),
      links: { publicUrl: input.publicUrl, linkSecret: input.linkSecret },
      storage: localFileStorage(uploadsDir),
      vat: vat.port,
    },
    paymentFormOrigin: new URL(sibs.widgetBaseUrl).origin,
    setWebhookUrl: (url) => sibsSim?.setWebhookUrl(url),
    sibsSimulatorUrl: sibsSim?.url ?? null,
    simulators: { sibs: sibsSim, ups: upsSim, mrw: mrwSim, ...vat.simulators },
    async stop() {
      await sibsSim?.close();
      await upsSim?.close();
      await mrwSim?.close();
      await vat.stop();
    },
  };
}
