import type { CarrierPort } from "../../core/ports/carrier.ts";
import type { MrwClient } from "./client.ts";

/** What MRW does for the shop: labels, cancelling them, tracking (rates and access points are UPS's). */
export type MrwCarrier = Pick<CarrierPort, "ship" | "voidShipment" | "track">;

/**
 * The MRW client → the carrier port's calls (core/ports/carrier.ts): TransmEnvio + EtiquetaEnvio (a
 * shipment and its PDF label), CancelarEnvio, and GetEnvios for tracking (../shared/docs/integrations.md).
 * Default service: 0220 (MRW Urgente 19). Weight is the parcels' total, in grams.
 */
export function mrwCarrier(mrw: MrwClient): MrwCarrier {
  return {
    async ship(input) {
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
    },
    async voidShipment(input) {
      await mrw.cancelShipment(input.trackingNumber);
    },
    async track(input) {
      const t = await mrw.track(input.trackingNumber, input.locale);
      return {
        status: t.status,
        events: t.events.map((e) => ({ ...e, at: e.at.toISOString() })),
        deliveredAt: t.deliveredAt?.toISOString() ?? null,
      };
    },
  };
}
