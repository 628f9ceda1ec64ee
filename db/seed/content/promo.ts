import { eur } from "./money.ts";
import type { SeedCmsPage } from "./types.ts";

const en = `## Current offers

These are the promotions running in our online shop. Discount codes are entered in the "Discount or gift code" field at checkout, and the discount is shown in your order total before you pay. One discount code can be used per order.

## 10% off your first order with our newsletter

Sign up to our newsletter in the box at the bottom of any page and confirm your subscription through the link we send you by e-mail. Once confirmed, we send you a personal code for 10% off your first order.

- One code per person and per e-mail address, valid for one order only.
- Valid for 30 days from the day we send it.
- Applies to blank and custom garments; it does not apply to shipping, development costs or wholesale prices.
- Cannot be combined with other discount codes.
- You can unsubscribe at any time with the link in every e-mail; a code you have already received stays valid until it expires.

We only send the newsletter to people who have confirmed their subscription. Read how we handle your data in our [privacy policy](/privacy).

## Free shipping in mainland Portugal over ${eur(7500, "en")}

Orders delivered to mainland Portugal with a total of ${eur(7500, "en")} or more, VAT included and after any discount, ship free with MRW home delivery or to a UPS Access Point. No code is needed: the shipping cost drops to zero at checkout. Orders to Madeira, the Azores and other countries are not included. See our [shipping policy](/shipping-policy).

## Sample offer: get the price of your samples back

Before producing a custom design you can order up to two samples. If you then place a production order of at least 30 pieces of the same design within 60 days of the sample order, we deduct the price of the samples (garments and decoration, not shipping) from that order.

- Your code is sent with the dispatch e-mail of your samples and is tied to that design.
- Enter it at checkout when you order production, or mention it when you request a quote in the [3D configurator](/customize).
- Development costs already paid for the samples are not charged again on the production order.

## Good to know

- Codes must be applied at checkout, before payment; we cannot apply a code to an order that has already been paid. If a code does not work, [contact us](/contact) before paying.
- If you return part of an order that used a discount, the refund is calculated on the price you actually paid.
- Wholesale accounts have their own price list and conditions; these consumer promotions do not apply to wholesale orders.
- Promotions run until further notice. If we change or end an offer, we update this page; codes already issued are honoured until their expiry date.
`;

const pt = `## Campanhas em curso

Estas são as promoções ativas na nossa loja online. Os códigos de desconto são introduzidos no campo "Código de desconto ou vale" no checkout, e o desconto aparece no total da encomenda antes de pagar. Só pode ser usado um código de desconto por encomenda.

## 10% de desconto na primeira encomenda com a newsletter

Subscreva a nossa newsletter na caixa que se encontra no fundo de qualquer página e confirme a subscrição através da ligação que lhe enviamos por e-mail. Após a confirmação, enviamos-lhe um código pessoal com 10% de desconto na primeira encomenda.

- Um código por pessoa e por endereço de e-mail, válido para uma única encomenda.
- Válido durante 30 dias a contar da data de envio.
- Aplica-se a peças lisas e personalizadas; não se aplica a portes, custos de desenvolvimento nem preços de revenda.
- Não é acumulável com outros códigos de desconto.
- Pode cancelar a subscrição a qualquer momento através da ligação incluída em todos os e-mails; um código já recebido mantém-se válido até expirar.

Só enviamos a newsletter a quem confirmou a subscrição. Saiba como tratamos os seus dados na nossa [política de privacidade](/privacy).

## Portes grátis em Portugal continental acima de ${eur(7500, "pt")}

As encomendas entregues em Portugal continental com um total igual ou superior a ${eur(7500, "pt")}, com IVA incluído e depois de descontos, têm portes grátis com entrega ao domicílio MRW ou num ponto UPS Access Point. Não precisa de código: o custo de envio passa a zero no checkout. As encomendas para a Madeira, os Açores e outros países não estão incluídas. Consulte a nossa [política de envios](/shipping-policy).

## Oferta de amostras: recupere o valor das amostras

Antes de produzir um design personalizado pode encomendar até duas amostras. Se depois fizer uma encomenda de produção de pelo menos 30 peças do mesmo design no prazo de 60 dias a contar da encomenda das amostras, descontamos nessa encomenda o preço das amostras (peças e personalização, sem portes).

- O seu código é enviado com o e-mail de expedição das amostras e fica associado a esse design.
- Introduza-o no checkout quando encomendar a produção, ou indique-o quando pedir um orçamento no [configurador 3D](/customize).
- Os custos de desenvolvimento já pagos nas amostras não voltam a ser cobrados na encomenda de produção.

## Informações úteis

- Os códigos têm de ser aplicados no checkout, antes do pagamento; não conseguimos aplicar um código a uma encomenda já paga. Se um código não funcionar, [contacte-nos](/contact) antes de pagar.
- Se devolver parte de uma encomenda com desconto, o reembolso é calculado sobre o preço efetivamente pago.
- As contas de revenda têm tabela de preços e condições próprias; estas promoções para consumidores não se aplicam a encomendas de revenda.
- As promoções mantêm-se até aviso em contrário. Se alterarmos ou terminarmos uma oferta, atualizamos esta página; os códigos já emitidos são respeitados até à data de validade.
`;

const es = `## Promociones vigentes

Estas son las promociones activas en nuestra tienda online. Los códigos de descuento se introducen en el campo "Código de descuento o regalo" al finalizar la compra, y el descuento aparece en el total del pedido antes de pagar. Solo se puede usar un código de descuento por pedido.

## 10% de descuento en tu primer pedido con la newsletter

Suscríbete a nuestra newsletter en el recuadro que aparece al final de cualquier página y confirma la suscripción con el enlace que te enviamos por correo electrónico. Una vez confirmada, te enviamos un código personal con un 10% de descuento en tu primer pedido.

- Un código por persona y por dirección de correo electrónico, válido para un solo pedido.
- Válido durante 30 días desde la fecha de envío.
- Se aplica a prendas lisas y personalizadas; no se aplica a los gastos de envío, los costes de desarrollo ni los precios mayoristas.
- No es acumulable con otros códigos de descuento.
- Puedes darte de baja en cualquier momento con el enlace que incluye cada correo; un código ya recibido sigue siendo válido hasta que caduque.

Solo enviamos la newsletter a quien ha confirmado su suscripción. Consulta cómo tratamos tus datos en nuestra [política de privacidad](/privacy).

## Envío gratis en Portugal continental a partir de ${eur(7500, "es")}

Los pedidos entregados en Portugal continental con un total de ${eur(7500, "es")} o más, IVA incluido y después de descuentos, tienen envío gratis con entrega a domicilio de MRW o en un UPS Access Point. No necesitas código: el coste de envío pasa a cero al finalizar la compra. Los pedidos a Madeira, las Azores y otros países no están incluidos. Consulta nuestra [política de envíos](/shipping-policy).

## Oferta de muestras: recupera el importe de tus muestras

Antes de producir un diseño personalizado puedes pedir hasta dos muestras. Si después haces un pedido de producción de al menos 30 prendas del mismo diseño en los 60 días siguientes al pedido de muestras, descontamos de ese pedido el precio de las muestras (prendas y personalización, sin gastos de envío).

- Te enviamos el código con el correo de envío de las muestras y queda asociado a ese diseño.
- Introdúcelo al finalizar la compra del pedido de producción, o indícalo al solicitar un presupuesto en el [configurador 3D](/customize).
- Los costes de desarrollo ya pagados en las muestras no se vuelven a cobrar en el pedido de producción.

## Conviene saber

- Los códigos deben aplicarse al finalizar la compra, antes del pago; no podemos aplicar un código a un pedido ya pagado. Si un código no funciona, [escríbenos](/contact) antes de pagar.
- Si devuelves parte de un pedido con descuento, el reembolso se calcula sobre el precio que pagaste realmente.
- Las cuentas mayoristas tienen su propia tarifa y condiciones; estas promociones para consumidores no se aplican a los pedidos mayoristas.
- Las promociones siguen vigentes hasta nuevo aviso. Si cambiamos o terminamos una oferta, actualizamos esta página; los códigos ya emitidos se respetan hasta su fecha de caducidad.
`;

const promo: SeedCmsPage = {
  key: "promo",
  path: "/promo",
  title: { en: "Promotions", pt: "Promoções", es: "Promociones" },
  description: {
    en: `Current Fabrico offers: 10% off your first order with the newsletter, free shipping in mainland Portugal over ${eur(7500, "en")} and the price of your samples back.`,
    pt: `Promoções Fabrico: 10% na primeira encomenda com a newsletter, portes grátis em Portugal continental acima de ${eur(7500, "pt")} e o valor das amostras de volta.`,
    es: `Promociones de Fabrico: 10% en tu primer pedido con la newsletter, envío gratis en Portugal continental desde ${eur(7500, "es")} y el importe de tus muestras de vuelta.`,
  },
  body: { en, pt, es },
};

export default promo;
