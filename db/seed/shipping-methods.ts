import { EU_COUNTRIES } from "../../core/shared/countries.ts";
import type { Localized } from "../../core/shared/locale.ts";
import type { Carrier } from "../../core/shipping/shipping.sql.ts";

/** Demo shipping methods (admin-editable later). Prices in EUR cents; days are business days. */
export interface SeedShippingMethod {
  code: string;
  carrier: Carrier;
  name: Localized;
  description: Localized;
  priceCents: number;
  freeOverCents: number | null;
  minDays: number;
  maxDays: number;
  countries: string[];
  toAccessPoint: boolean;
  /** Carrier service code (UPS Service.Code, MRW CodigoServicio); null for collection. */
  serviceCode: string | null;
}

/** The EU beyond Portugal, where the shop ships from. */
const EU = EU_COUNTRIES.filter((c) => c !== "PT");

export const seedShippingMethods: SeedShippingMethod[] = [
  {
    code: "mrw-pt-standard",
    carrier: "mrw",
    name: {
      en: "MRW home delivery (Portugal)",
      pt: "Entrega ao domicílio MRW (Portugal)",
      es: "Entrega a domicilio MRW (Portugal)",
    },
    description: {
      en: "Delivered to your door in mainland Portugal. Free on orders over €75.",
      pt: "Entregue à sua porta em Portugal continental. Grátis em encomendas acima de €75.",
      es: "Entregado en tu puerta en Portugal continental. Gratis en pedidos de más de €75.",
    },
    priceCents: 490,
    freeOverCents: 7500,
    minDays: 1,
    maxDays: 2,
    countries: ["PT"],
    toAccessPoint: false,
    serviceCode: "0220",
  },
  {
    code: "mrw-es-standard",
    carrier: "mrw",
    name: {
      en: "MRW home delivery (Spain)",
      pt: "Entrega ao domicílio MRW (Espanha)",
      es: "Entrega a domicilio MRW (España)",
    },
    description: {
      en: "Delivered to your door in mainland Spain.",
      pt: "Entregue à sua porta em Espanha continental.",
      es: "Entregado en tu puerta en la España peninsular.",
    },
    priceCents: 690,
    freeOverCents: 12000,
    minDays: 2,
    maxDays: 3,
    countries: ["ES"],
    toAccessPoint: false,
    serviceCode: "0800",
  },
  {
    code: "ups-standard-eu",
    carrier: "ups",
    name: { en: "UPS Standard (EU)", pt: "UPS Standard (UE)", es: "UPS Standard (UE)" },
    description: {
      en: "Home delivery across the European Union, tracked.",
      pt: "Entrega ao domicílio em toda a União Europeia, com seguimento.",
      es: "Entrega a domicilio en toda la Unión Europea, con seguimiento.",
    },
    priceCents: 1190,
    freeOverCents: 20000,
    minDays: 3,
    maxDays: 6,
    countries: ["PT", ...EU],
    toAccessPoint: false,
    serviceCode: "11",
  },
  {
    code: "ups-access-point",
    carrier: "ups",
    name: {
      en: "UPS Access Point pickup",
      pt: "Levantamento num UPS Access Point",
      es: "Recogida en UPS Access Point",
    },
    description: {
      en: "Collect your parcel at a UPS Access Point near you.",
      pt: "Levante a sua encomenda num UPS Access Point perto de si.",
      es: "Recoge tu paquete en un UPS Access Point cerca de ti.",
    },
    priceCents: 690,
    freeOverCents: 15000,
    minDays: 2,
    maxDays: 5,
    countries: ["PT", ...EU],
    toAccessPoint: true,
    serviceCode: "11",
  },
  {
    code: "ups-express-uk",
    carrier: "ups",
    name: { en: "UPS Express (United Kingdom)", pt: "UPS Express (Reino Unido)", es: "UPS Express (Reino Unido)" },
    description: {
      en: "Shipped without VAT; UK import VAT and duties may be collected on delivery.",
      pt: "Enviado sem IVA; o IVA de importação e direitos no Reino Unido podem ser cobrados na entrega.",
      es: "Enviado sin IVA; el IVA de importación y los aranceles del Reino Unido pueden cobrarse en la entrega.",
    },
    priceCents: 1990,
    freeOverCents: null,
    minDays: 2,
    maxDays: 4,
    countries: ["GB"],
    toAccessPoint: false,
    serviceCode: "07",
  },
  {
    code: "workshop-collect",
    carrier: "collect",
    name: {
      en: "Collect at our Barcelos workshop",
      pt: "Levantar na oficina de Barcelos",
      es: "Recoger en nuestro taller de Barcelos",
    },
    description: {
      en: "We e-mail you when your order is ready (weekdays 9:00–18:00).",
      pt: "Enviamos um e-mail quando a encomenda estiver pronta (dias úteis, 9:00–18:00).",
      es: "Te avisamos por correo cuando el pedido esté listo (laborables, 9:00–18:00).",
    },
    priceCents: 0,
    freeOverCents: null,
    minDays: 1,
    maxDays: 2,
    countries: ["PT"],
    toAccessPoint: false,
    serviceCode: null,
  },
];
