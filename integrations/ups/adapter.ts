import type { CarrierPort } from "../../core/ports/carrier.ts";
import type { UpsClient } from "./client.ts";

/** What UPS does for the shop: every carrier call (rates and access points are UPS's only). */
export type UpsCarrier = Pick<CarrierPort, "upsRates" | "accessPoints" | "ship" | "voidShipment" | "track">;

/**
 * The UPS client → the carrier port's calls (core/ports/carrier.ts): Rating "Shop" (EUR rates only),
 * Locator (access points), Shipping (label; void) and Tracking, as UPS's OpenAPI files describe them
 * (../shared/reference/ups/). Default service: 11 (UPS Standard).
 */
export function upsCarrier(ups: UpsClient): UpsCarrier {
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
      await ups.voidShipment(input.carrierShipmentId);
    },
    async track(input) {
      const t = await ups.track(input.trackingNumber, input.locale);
      return {
        status: t.status,
        events: t.events.map((e) => ({ ...e, at: e.at.toISOString() })),
        deliveredAt: t.deliveredAt?.toISOString() ?? null,
      };
    },
  };
}
