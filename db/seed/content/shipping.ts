import { eur } from "./money.ts";
import type { SeedCmsPage } from "./types.ts";

const en = `## Where we ship

We ship from our workshop in Barcelos, Portugal, to every member state of the European Union and to the United Kingdom. We do not currently ship to the Canary Islands, Ceuta, Melilla or other countries outside the EU; if you need a delivery there, [contact us](/contact) and we will see what we can do.

## Carriers and delivery options

- **MRW** — home delivery in Portugal and Spain.
- **UPS** — home delivery to all destinations, or delivery to a **UPS Access Point**: a local shop or locker where you collect your parcel when it suits you.

At checkout you choose the delivery option and, for UPS Access Points, pick a location from the list of points near your address. UPS lets you know when the parcel is ready for collection; bring an identity document and your tracking number. Parcels not collected within the period stated by UPS are returned to us, and we will contact you to arrange a new delivery.

## When your order leaves the workshop

Lead times are counted in business days (Monday to Friday, excluding Portuguese public holidays) from payment confirmation or, for custom items, from your approval of the final proof.

| Order | Ready to ship |
|---|---|
| Blank garments | 1–2 business days |
| Samples (up to two per design) | 5–7 business days |
| Custom garments: digital print, screen print or embroidery | 10–15 business days after proof approval |
| Custom garments with garment dye | add about 5 business days |
| Custom woven labels (minimum 500 units) | add about 10 business days |
| Large wholesale runs | as confirmed in your quote |

If an order mixes blank and custom items, we ship everything together when the custom items are ready, unless you ask us to split the shipment (the extra shipping is charged). The workshop closes for two weeks in August and between Christmas and New Year; we announce the exact dates on our website and in the newsletter.

## Delivery times and costs

| Destination | Carrier and option | Delivery time after dispatch | Cost from |
|---|---|---|---|
| Mainland Portugal | MRW, home delivery | 1–2 business days | ${eur(490, "en")} |
| Mainland Portugal | UPS Access Point | 1–2 business days | ${eur(390, "en")} |
| Madeira and the Azores | UPS, home or Access Point | 3–6 business days | ${eur(1290, "en")} |
| Spain (mainland and Balearic Islands) | MRW home delivery, or UPS home or Access Point | 2–4 business days | ${eur(790, "en")} |
| France, Germany, Italy, Belgium, the Netherlands, Luxembourg, Austria | UPS, home or Access Point | 3–5 business days | ${eur(1190, "en")} |
| Other EU member states | UPS, home or Access Point | 4–7 business days | ${eur(1490, "en")} |
| United Kingdom | UPS, home or Access Point | 3–6 business days | ${eur(1690, "en")} |

The prices above are for parcels up to 2 kg (roughly eight t-shirts or three hoodies) and include VAT where VAT applies. The exact cost for your order is calculated from its weight and destination and shown at checkout before you pay. Orders to mainland Portugal totalling ${eur(7500, "en")} or more, VAT included and after any discount, ship free with MRW home delivery or to a UPS Access Point. Large wholesale orders are quoted individually.

## Tracking

When your parcel leaves the workshop we send you an e-mail with the carrier and tracking number. You can also follow it from the order page in your customer area.

## VAT, customs and the United Kingdom

- **Portugal:** prices include Portuguese VAT at 23% (22% for Madeira and 16% for the Azores, applied at checkout).
- **Other EU countries, consumers:** we charge the VAT of the destination country through the EU One-Stop Shop (OSS); the final price is shown at checkout once you enter your delivery address.
- **EU businesses:** with a valid EU VAT number outside Portugal, the sale is VAT-exempt under the reverse-charge mechanism.
- **United Kingdom:** orders are exports, so no Portuguese or EU VAT is charged. UK import VAT and, where applicable, customs duty and a clearance fee are payable in the UK. UPS will ask you to pay them before delivery. These charges are collected by the UK authorities and the carrier, not by us.

All orders are charged in euros, whatever currency you use to display prices.

## Quantities on garment-dyed orders

Garment dyeing typically damages 3–5% of the pieces in a run (marks, uneven colour or shrinkage beyond our tolerance). We never ship or charge damaged pieces: if we deliver fewer pieces than ordered, you pay only for those delivered and we refund the difference when the order ships. If you need an exact quantity, order a few extra pieces.

## Damaged, lost or undelivered parcels

- If a parcel arrives visibly damaged, note it with the courier or take photos before opening it, and tell us as soon as possible.
- If a parcel is lost, we open an investigation with the carrier and send a replacement or refund you as soon as the carrier confirms the loss.
- If a parcel comes back to us because the address was incomplete or it was not collected, we will contact you; the cost of sending it again is charged.

For returns, see our [terms of sale](/terms-of-use) and [FAQ](/faqs).
`;

const pt = `## Para onde enviamos

Enviamos a partir da nossa oficina em Barcelos, Portugal, para todos os Estados-Membros da União Europeia e para o Reino Unido. De momento não enviamos para as Canárias, Ceuta, Melilha nem para outros países fora da UE; se precisar de uma entrega num desses destinos, [contacte-nos](/contact) e veremos o que é possível fazer.

## Transportadoras e opções de entrega

- **MRW** — entrega ao domicílio em Portugal e Espanha.
- **UPS** — entrega ao domicílio em todos os destinos, ou entrega num **ponto UPS Access Point**: uma loja ou cacifo perto de si onde levanta a encomenda quando lhe for conveniente.

No checkout escolhe a opção de entrega e, no caso do UPS Access Point, seleciona um ponto da lista de locais perto da sua morada. A UPS avisa-o quando a encomenda estiver pronta para levantamento; leve um documento de identificação e o número de seguimento. As encomendas não levantadas no prazo indicado pela UPS são devolvidas à nossa oficina, e entramos em contacto consigo para combinar uma nova entrega.

## Quando sai a sua encomenda

Os prazos contam-se em dias úteis (de segunda a sexta-feira, excluindo feriados nacionais) a partir da confirmação do pagamento ou, nos artigos personalizados, a partir da aprovação da prova final.

| Encomenda | Pronta a expedir |
|---|---|
| Peças lisas | 1–2 dias úteis |
| Amostras (até duas por design) | 5–7 dias úteis |
| Peças personalizadas: impressão digital, serigrafia ou bordado | 10–15 dias úteis após a aprovação da prova |
| Peças personalizadas com tingimento de peça | mais cerca de 5 dias úteis |
| Etiquetas tecidas personalizadas (mínimo de 500 unidades) | mais cerca de 10 dias úteis |
| Grandes produções de revenda | conforme confirmado no orçamento |

Se uma encomenda juntar peças lisas e personalizadas, enviamos tudo junto quando as peças personalizadas estiverem prontas, a menos que nos peça para dividir o envio (o envio adicional é cobrado). A oficina encerra duas semanas em agosto e entre o Natal e o Ano Novo; anunciamos as datas exatas no site e na newsletter.

## Prazos e custos de entrega

| Destino | Transportadora e opção | Prazo após expedição | Custo desde |
|---|---|---|---|
| Portugal continental | MRW, entrega ao domicílio | 1–2 dias úteis | ${eur(490, "pt")} |
| Portugal continental | UPS Access Point | 1–2 dias úteis | ${eur(390, "pt")} |
| Madeira e Açores | UPS, domicílio ou Access Point | 3–6 dias úteis | ${eur(1290, "pt")} |
| Espanha (continental e Baleares) | MRW ao domicílio, ou UPS ao domicílio ou Access Point | 2–4 dias úteis | ${eur(790, "pt")} |
| França, Alemanha, Itália, Bélgica, Países Baixos, Luxemburgo, Áustria | UPS, domicílio ou Access Point | 3–5 dias úteis | ${eur(1190, "pt")} |
| Outros Estados-Membros da UE | UPS, domicílio ou Access Point | 4–7 dias úteis | ${eur(1490, "pt")} |
| Reino Unido | UPS, domicílio ou Access Point | 3–6 dias úteis | ${eur(1690, "pt")} |

Os preços acima referem-se a volumes até 2 kg (cerca de oito t-shirts ou três hoodies) e incluem IVA quando aplicável. O custo exato da sua encomenda é calculado a partir do peso e do destino e apresentado no checkout antes de pagar. As encomendas para Portugal continental com um total igual ou superior a ${eur(7500, "pt")}, com IVA incluído e depois de descontos, têm portes grátis com entrega MRW ao domicílio ou num UPS Access Point. As grandes encomendas de revenda são orçamentadas caso a caso.

## Seguimento

Quando a encomenda sai da oficina, enviamos-lhe um e-mail com a transportadora e o número de seguimento. Também pode acompanhá-la na página da encomenda, na sua área de cliente.

## IVA, alfândega e Reino Unido

- **Portugal:** os preços incluem IVA à taxa de 23% (22% na Madeira e 16% nos Açores, aplicados no checkout).
- **Outros países da UE, consumidores:** cobramos o IVA do país de destino através do balcão único da UE (OSS); o preço final aparece no checkout depois de indicar a morada de entrega.
- **Empresas da UE:** com um número de IVA da UE válido fora de Portugal, a venda está isenta de IVA, com autoliquidação pelo adquirente.
- **Reino Unido:** as encomendas são exportações, por isso não é cobrado IVA português nem de outro país da UE. O IVA de importação britânico e, quando aplicáveis, direitos aduaneiros e uma taxa de desalfandegamento são pagos no Reino Unido. A UPS pede-lhe o pagamento antes da entrega. Estes encargos são cobrados pelas autoridades britânicas e pela transportadora, não por nós.

Todas as encomendas são cobradas em euros, seja qual for a moeda em que vê os preços.

## Quantidades em encomendas com tingimento de peça

O tingimento de peça danifica normalmente 3–5% das peças de uma série (marcas, cor irregular ou encolhimento fora da nossa tolerância). Nunca enviamos nem cobramos peças danificadas: se entregarmos menos peças do que as encomendadas, paga apenas as entregues e reembolsamos a diferença quando a encomenda é expedida. Se precisar de uma quantidade exata, encomende algumas peças a mais.

## Volumes danificados, extraviados ou não entregues

- Se um volume chegar visivelmente danificado, indique-o ao estafeta ou tire fotografias antes de o abrir, e avise-nos o mais depressa possível.
- Se um volume se extraviar, abrimos uma reclamação junto da transportadora e enviamos uma substituição ou reembolsamos logo que a transportadora confirme o extravio.
- Se um volume regressar à oficina por morada incompleta ou por não ter sido levantado, entramos em contacto consigo; o custo do novo envio é cobrado.

Sobre devoluções, consulte as nossas [condições de venda](/terms-of-use) e as [perguntas frequentes](/faqs).
`;

const es = `## A dónde enviamos

Enviamos desde nuestro taller de Barcelos (Portugal) a todos los Estados miembros de la Unión Europea y al Reino Unido. Por ahora no enviamos a Canarias, Ceuta, Melilla ni a otros países fuera de la UE; si necesitas una entrega allí, [escríbenos](/contact) y veremos qué podemos hacer.

## Transportistas y opciones de entrega

- **MRW** — entrega a domicilio en Portugal y España.
- **UPS** — entrega a domicilio en todos los destinos, o entrega en un **UPS Access Point**: una tienda o taquilla cercana donde recoges tu paquete cuando te venga bien.

Al finalizar la compra eliges la opción de entrega y, si es un UPS Access Point, seleccionas un punto de la lista de puntos cercanos a tu dirección. UPS te avisa cuando el paquete está listo para recoger; lleva un documento de identidad y el número de seguimiento. Los paquetes que no se recogen en el plazo indicado por UPS vuelven a nuestro taller, y te contactaremos para organizar una nueva entrega.

## Cuándo sale tu pedido

Los plazos se cuentan en días laborables (de lunes a viernes, sin contar los festivos nacionales portugueses) desde la confirmación del pago o, en los artículos personalizados, desde que apruebas la prueba final.

| Pedido | Listo para enviar |
|---|---|
| Prendas lisas | 1–2 días laborables |
| Muestras (hasta dos por diseño) | 5–7 días laborables |
| Prendas personalizadas: impresión digital, serigrafía o bordado | 10–15 días laborables tras aprobar la prueba |
| Prendas personalizadas con tinte en prenda | unos 5 días laborables más |
| Etiquetas tejidas personalizadas (mínimo 500 unidades) | unos 10 días laborables más |
| Grandes producciones mayoristas | según lo confirmado en el presupuesto |

Si un pedido combina prendas lisas y personalizadas, lo enviamos todo junto cuando las personalizadas están listas, salvo que nos pidas dividir el envío (el envío adicional se cobra). El taller cierra dos semanas en agosto y entre Navidad y Año Nuevo; anunciamos las fechas exactas en la web y en la newsletter.

## Plazos y costes de entrega

| Destino | Transportista y opción | Plazo tras el envío | Coste desde |
|---|---|---|---|
| Portugal continental | MRW, entrega a domicilio | 1–2 días laborables | ${eur(490, "es")} |
| Portugal continental | UPS Access Point | 1–2 días laborables | ${eur(390, "es")} |
| Madeira y Azores | UPS, domicilio o Access Point | 3–6 días laborables | ${eur(1290, "es")} |
| España (península y Baleares) | MRW a domicilio, o UPS a domicilio o Access Point | 2–4 días laborables | ${eur(790, "es")} |
| Francia, Alemania, Italia, Bélgica, Países Bajos, Luxemburgo, Austria | UPS, domicilio o Access Point | 3–5 días laborables | ${eur(1190, "es")} |
| Otros Estados miembros de la UE | UPS, domicilio o Access Point | 4–7 días laborables | ${eur(1490, "es")} |
| Reino Unido | UPS, domicilio o Access Point | 3–6 días laborables | ${eur(1690, "es")} |

Los precios anteriores son para paquetes de hasta 2 kg (unas ocho camisetas o tres sudaderas) e incluyen el IVA cuando corresponde. El coste exacto de tu pedido se calcula según el peso y el destino y se muestra al finalizar la compra, antes de pagar. Los pedidos a Portugal continental con un total de ${eur(7500, "es")} o más, IVA incluido y después de descuentos, tienen envío gratis con entrega a domicilio de MRW o en un UPS Access Point. Los pedidos mayoristas grandes se presupuestan individualmente.

## Seguimiento

Cuando tu paquete sale del taller, te enviamos un correo con el transportista y el número de seguimiento. También puedes seguirlo desde la página del pedido en tu área de cliente.

## IVA, aduanas y Reino Unido

- **Portugal:** los precios incluyen el IVA portugués del 23% (22% en Madeira y 16% en las Azores, aplicado al finalizar la compra).
- **Otros países de la UE, consumidores:** cobramos el IVA del país de destino a través de la ventanilla única de la UE (OSS); el precio final aparece al finalizar la compra cuando introduces la dirección de entrega.
- **Empresas de la UE:** con un NIF-IVA de la UE válido fuera de Portugal, la venta está exenta de IVA por inversión del sujeto pasivo.
- **Reino Unido:** los pedidos son exportaciones, por lo que no se cobra IVA portugués ni de otro país de la UE. El IVA de importación británico y, cuando correspondan, los aranceles y una tasa de despacho se pagan en el Reino Unido. UPS te pedirá el pago antes de la entrega. Estos cargos los cobran las autoridades británicas y el transportista, no nosotros.

Todos los pedidos se cobran en euros, sea cual sea la moneda en la que veas los precios.

## Cantidades en pedidos con tinte en prenda

El tinte en prenda suele dañar un 3–5% de las prendas de una tirada (manchas, color irregular o encogimiento fuera de nuestra tolerancia). Nunca enviamos ni cobramos prendas dañadas: si entregamos menos prendas de las pedidas, solo pagas las entregadas y te reembolsamos la diferencia cuando se envía el pedido. Si necesitas una cantidad exacta, pide algunas prendas de más.

## Paquetes dañados, perdidos o no entregados

- Si un paquete llega visiblemente dañado, indícaselo al repartidor o haz fotos antes de abrirlo, y avísanos cuanto antes.
- Si un paquete se pierde, abrimos una reclamación con el transportista y te enviamos un reemplazo o te reembolsamos en cuanto el transportista confirme la pérdida.
- Si un paquete vuelve al taller porque la dirección estaba incompleta o no se recogió, te contactaremos; el coste del nuevo envío se cobra.

Para devoluciones, consulta nuestras [condiciones de venta](/terms-of-use) y las [preguntas frecuentes](/faqs).
`;

const shipping: SeedCmsPage = {
  key: "shipping",
  path: "/shipping-policy",
  title: { en: "Shipping policy", pt: "Política de envios", es: "Política de envíos" },
  description: {
    en: "Delivery across the EU and UK with UPS and MRW, to your door or a UPS Access Point: lead times for blank and custom garments, costs, VAT and UK customs.",
    pt: "Entregas na UE e no Reino Unido com UPS e MRW, ao domicílio ou num UPS Access Point: prazos para peças lisas e personalizadas, custos, IVA e alfândega.",
    es: "Envíos a la UE y al Reino Unido con UPS y MRW, a domicilio o a un UPS Access Point: plazos para prendas lisas y personalizadas, costes, IVA y aduanas.",
  },
  body: { en, pt, es },
};

export default shipping;
