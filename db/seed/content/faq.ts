import { eur } from "./money.ts";
import type { SeedCmsPage } from "./types.ts";

// Served at /faqs (shop route set) and at /faq (custom-garment storefront route set):
// the storefront maps both routes to this page.

const en = `## Orders

### Can I buy garments without any customisation?

Yes. Every garment in our catalogue can be bought blank, from a single piece. Blank orders leave the workshop within 1–2 business days.

### How do I order a custom garment?

Open a garment in the [3D configurator](/customize) and choose the garment dye, labels and tags, print technique, artwork position and size, and your size distribution. You can then order straight away, order samples first or request a quote. Production only starts after you approve the final proof.

### Is there a minimum order for custom pieces?

Digital print and embroidery start from one piece. Screen print is possible from one piece too, but because of the ${eur(5000, "en")}-per-colour development cost it usually makes sense from about 30 pieces per design. Woven neck labels have a minimum order of 500 units.

### Can I change or cancel my order?

Blank orders can be changed or cancelled until they are dispatched, so write to us as soon as possible. Custom orders can be changed until you approve the proof; after that we order materials and start production, so changes may no longer be possible or may cost extra.

## Custom work

### Which customisation techniques do you offer?

Garment dye, woven and printed labels and tags, digital print, screen print and embroidery. The configurator only shows combinations that work on the garment you have chosen.

### What are development costs?

One-off set-up costs per design: screen print costs ${eur(5000, "en")} per colour (one screen per colour) and embroidery ${eur(5000, "en")}–${eur(20000, "en")} per film (the digitised stitch file), depending on size and stitch count. We keep screens and stitch files for 12 months, so a repeat order of the same design within that time has no new development cost.

### Can I order samples before production?

Yes — up to two samples per design, so you can check fit, colour and finish. Samples are ready in 5–7 business days plus delivery. Because they are made to your design, samples cannot be returned under the right of withdrawal, but defects are always covered.

### Where are the labels placed?

Neck labels sit at the centre back of the collar. Side and hem labels are sewn 10 cm from the waist on shorts and pants, and 10 cm from the bottom hem on t-shirts, hoodies and sweatshirts.

### Why might I receive slightly fewer pieces than I ordered?

Garment dyeing is a hot, wet process and a small share of pieces — typically 3–5% — come out with marks or shrinkage beyond our tolerance. We never ship damaged pieces and never charge for them: you pay only for the pieces delivered and we refund the difference. If you need an exact number, for a team for example, order a few extra pieces.

### Which artwork files should I upload?

Vector files (SVG, PDF, AI or EPS) for screen print and embroidery, and high-resolution PNG files (300 dpi at print size, transparent background) for digital print. By uploading artwork you confirm that you have the right to use it — see our [terms of sale](/terms-of-use).

## Shipping

### Where do you ship?

To every EU member state and to the United Kingdom, with UPS and MRW, either to your address or to a UPS Access Point. Details and prices are in our [shipping policy](/shipping-policy).

### How long does delivery take?

Blank orders leave within 1–2 business days and then take 1–2 business days in mainland Portugal, 2–4 to Spain and 3–7 to the rest of the EU and the UK. Custom orders take 10–15 business days of production after proof approval (add about 5 for garment dye), plus delivery.

### Will I pay import charges in the UK?

UK orders are exports, so we do not charge Portuguese VAT. UK import VAT and any customs duty are payable in the UK; UPS will contact you before delivery if anything is due.

## Returns and refunds

### Can I return an item?

Blank items can be returned within 14 days of delivery without giving a reason. Custom and personalised items are made to your specification and are excluded from the right of withdrawal, but defects and misprints are always covered. See our [terms of sale](/terms-of-use).

### How do I ask for a return, refund or replacement?

Use the returns portal linked in your order confirmation e-mail, with your order number exactly as shown there (including the # sign and the letters), your e-mail and your postcode. We answer every refund request within 48 hours.

### My item is faulty or misprinted. What happens now?

Send us a photo through the returns portal or our [contact page](/contact). We will replace the item or refund it, at no cost to you and including shipping. The legal guarantee of conformity covers our goods for three years from delivery.

## Wholesale

### Who can open a wholesale account?

Brands, designers, retailers and merchandisers. Apply on our [wholesale page](/wholesale) with your brand name, postcode, website or Instagram and, if you have one, your VAT number. We review applications within 1–3 business days and let you know by e-mail.

### Do wholesale customers pay VAT?

Businesses in Portugal pay Portuguese VAT at 23%. Businesses in other EU member states with a valid EU VAT number, checked in the EU VIES system, buy without VAT (intra-Community supply, reverse charge). UK businesses pay no Portuguese VAT, as their orders are exports; a UK VAT number is optional.

## Payments

### How can I pay?

Through SIBS, the Portuguese payment gateway: by Visa or Mastercard debit or credit card, MB WAY or Multibanco reference. Card details are entered in the secure SIBS payment form; we never see or store them.

### Can I pay in my own currency?

You can display prices in AUD, CAD, CHF, CNY, GBP, JPY or USD, converted with daily exchange rates as a guide. Every order is charged in euros, and your bank may apply its own exchange rate and fees.

### When is my order confirmed?

As soon as the payment is confirmed: immediately for cards and MB WAY, and once the payment is received for Multibanco references. You get a confirmation e-mail with your order number.
`;

const pt = `## Encomendas

### Posso comprar peças sem personalização?

Sim. Todas as peças do catálogo podem ser compradas lisas, a partir de uma unidade. As encomendas de peças lisas saem da oficina em 1–2 dias úteis.

### Como encomendo uma peça personalizada?

Abra a peça no [configurador 3D](/customize) e escolha o tingimento, as etiquetas e tags, a técnica de estampagem, a posição e o tamanho do desenho e a distribuição de tamanhos. Depois pode encomendar de imediato, pedir primeiro amostras ou pedir um orçamento. A produção só começa depois de aprovar a prova final.

### Há uma encomenda mínima para peças personalizadas?

A impressão digital e o bordado começam numa peça. A serigrafia também é possível a partir de uma peça, mas, devido ao custo de desenvolvimento de ${eur(5000, "pt")} por cor, costuma compensar a partir de cerca de 30 peças por design. As etiquetas de gola tecidas têm uma encomenda mínima de 500 unidades.

### Posso alterar ou cancelar a minha encomenda?

As encomendas de peças lisas podem ser alteradas ou canceladas até serem expedidas, por isso escreva-nos o mais depressa possível. As encomendas personalizadas podem ser alteradas até aprovar a prova; a partir daí encomendamos materiais e começamos a produção, pelo que as alterações podem já não ser possíveis ou ter custos adicionais.

## Personalização

### Que técnicas de personalização oferecem?

Tingimento de peça, etiquetas e tags tecidas e estampadas, impressão digital, serigrafia e bordado. O configurador só mostra as combinações possíveis na peça que escolheu.

### O que são custos de desenvolvimento?

São custos únicos de preparação por design: na serigrafia, ${eur(5000, "pt")} por cor (um quadro por cor); no bordado, ${eur(5000, "pt")}–${eur(20000, "pt")} por filme (o ficheiro de pontos digitalizado), consoante o tamanho e o número de pontos. Guardamos os quadros e os ficheiros de bordado durante 12 meses, por isso uma repetição do mesmo design nesse período não tem novo custo de desenvolvimento.

### Posso encomendar amostras antes da produção?

Sim — até duas amostras por design, para confirmar o corte, a cor e o acabamento. As amostras ficam prontas em 5–7 dias úteis, a que se soma a entrega. Como são feitas segundo o seu design, não podem ser devolvidas ao abrigo do direito de livre resolução, mas os defeitos estão sempre cobertos.

### Onde são colocadas as etiquetas?

As etiquetas de gola ficam ao centro das costas, na gola. As etiquetas laterais e de bainha são cosidas a 10 cm da cintura nos calções e calças, e a 10 cm da bainha inferior nas t-shirts, hoodies e sweatshirts.

### Porque posso receber um pouco menos peças do que encomendei?

O tingimento de peça é um processo com água e calor, e uma pequena parte das peças — normalmente 3–5% — fica com marcas ou encolhimento fora da nossa tolerância. Nunca enviamos nem cobramos peças danificadas: paga apenas as peças entregues e reembolsamos a diferença. Se precisar de um número exato, por exemplo para uma equipa, encomende algumas peças a mais.

### Que ficheiros de desenho devo carregar?

Ficheiros vetoriais (SVG, PDF, AI ou EPS) para serigrafia e bordado, e ficheiros PNG em alta resolução (300 dpi ao tamanho de impressão, com fundo transparente) para impressão digital. Ao carregar um desenho, confirma que tem o direito de o utilizar — consulte as nossas [condições de venda](/terms-of-use).

## Envios

### Para onde enviam?

Para todos os Estados-Membros da UE e para o Reino Unido, com a UPS e a MRW, para a sua morada ou para um ponto UPS Access Point. Os detalhes e preços estão na nossa [política de envios](/shipping-policy).

### Quanto tempo demora a entrega?

As encomendas de peças lisas saem em 1–2 dias úteis e demoram depois 1–2 dias úteis em Portugal continental, 2–4 para Espanha e 3–7 para o resto da UE e o Reino Unido. As encomendas personalizadas têm 10–15 dias úteis de produção após a aprovação da prova (mais cerca de 5 com tingimento), a que se soma a entrega.

### Vou pagar encargos de importação no Reino Unido?

As encomendas para o Reino Unido são exportações, por isso não cobramos IVA português. O IVA de importação britânico e eventuais direitos aduaneiros são pagos no Reino Unido; a UPS contacta-o antes da entrega se houver algum valor a pagar.

## Devoluções e reembolsos

### Posso devolver um artigo?

Os artigos lisos podem ser devolvidos no prazo de 14 dias a contar da entrega, sem indicar o motivo. Os artigos personalizados são feitos segundo as suas especificações e estão excluídos do direito de livre resolução, mas os defeitos e os erros de estampagem estão sempre cobertos. Consulte as nossas [condições de venda](/terms-of-use).

### Como peço uma devolução, reembolso ou substituição?

Use o portal de devoluções indicado no e-mail de confirmação da encomenda, com o número da encomenda tal como aparece nesse e-mail (incluindo o sinal # e as letras), o seu e-mail e o seu código postal. Respondemos a todos os pedidos de reembolso em 48 horas.

### O meu artigo tem um defeito ou um erro de estampagem. E agora?

Envie-nos uma fotografia através do portal de devoluções ou da nossa [página de contacto](/contact). Substituímos ou reembolsamos o artigo, sem custos para si e incluindo os portes. A garantia legal de conformidade cobre os nossos bens durante três anos a contar da entrega.

## Revenda

### Quem pode abrir uma conta de revenda?

Marcas, designers, lojistas e empresas de merchandising. Faça o pedido na nossa [página de revenda](/wholesale) com o nome da marca, o código postal, o site ou Instagram e, se tiver, o número de IVA. Analisamos os pedidos em 1–3 dias úteis e damos-lhe a resposta por e-mail.

### Os clientes de revenda pagam IVA?

As empresas em Portugal pagam IVA português à taxa de 23%. As empresas de outros Estados-Membros com número de IVA válido, verificado no sistema VIES da UE, compram sem IVA (transmissão intracomunitária, autoliquidação). As empresas do Reino Unido não pagam IVA português, porque as encomendas são exportações; o número de IVA britânico é opcional.

## Pagamentos

### Como posso pagar?

Através da SIBS, a plataforma portuguesa de pagamentos: com cartão de débito ou crédito Visa ou Mastercard, MB WAY ou referência Multibanco. Os dados do cartão são introduzidos no formulário seguro da SIBS; nunca os vemos nem guardamos.

### Posso pagar na minha moeda?

Pode ver os preços em AUD, CAD, CHF, CNY, GBP, JPY ou USD, convertidos com taxas de câmbio diárias a título indicativo. Todas as encomendas são cobradas em euros, e o seu banco pode aplicar a sua própria taxa de câmbio e comissões.

### Quando fica a minha encomenda confirmada?

Assim que o pagamento é confirmado: de imediato no cartão e no MB WAY, e quando o pagamento é recebido no caso da referência Multibanco. Recebe um e-mail de confirmação com o número da encomenda.
`;

const es = `## Pedidos

### ¿Puedo comprar prendas sin personalizar?

Sí. Todas las prendas del catálogo se pueden comprar lisas, desde una sola unidad. Los pedidos de prendas lisas salen del taller en 1–2 días laborables.

### ¿Cómo hago un pedido personalizado?

Abre una prenda en el [configurador 3D](/customize) y elige el tinte, las etiquetas, la técnica de estampación, la posición y el tamaño del diseño y el reparto de tallas. Después puedes hacer el pedido directamente, pedir antes muestras o solicitar un presupuesto. La producción solo empieza cuando apruebas la prueba final.

### ¿Hay un pedido mínimo para prendas personalizadas?

La impresión digital y el bordado empiezan en una prenda. La serigrafía también es posible desde una unidad, pero por el coste de desarrollo de ${eur(5000, "es")} por color suele compensar a partir de unas 30 prendas por diseño. Las etiquetas de cuello tejidas tienen un pedido mínimo de 500 unidades.

### ¿Puedo modificar o cancelar mi pedido?

Los pedidos de prendas lisas se pueden modificar o cancelar hasta que se envían, así que escríbenos cuanto antes. Los pedidos personalizados se pueden modificar hasta que apruebas la prueba; a partir de ahí pedimos los materiales y empezamos la producción, por lo que puede que los cambios ya no sean posibles o tengan un coste adicional.

## Personalización

### ¿Qué técnicas de personalización ofrecéis?

Tinte en prenda, etiquetas tejidas y estampadas, impresión digital, serigrafía y bordado. El configurador solo muestra las combinaciones posibles en la prenda que has elegido.

### ¿Qué son los costes de desarrollo?

Son costes únicos de preparación por diseño: en serigrafía, ${eur(5000, "es")} por color (una pantalla por color); en bordado, ${eur(5000, "es")}–${eur(20000, "es")} por película (el archivo de puntadas digitalizado), según el tamaño y el número de puntadas. Guardamos las pantallas y los archivos de bordado durante 12 meses, así que si repites el mismo diseño en ese plazo no pagas de nuevo el desarrollo.

### ¿Puedo pedir muestras antes de la producción?

Sí, hasta dos muestras por diseño, para comprobar el corte, el color y el acabado. Las muestras están listas en 5–7 días laborables, más el envío. Como se fabrican según tu diseño, no se pueden devolver ejerciendo el derecho de desistimiento, pero los defectos siempre están cubiertos.

### ¿Dónde van las etiquetas?

Las etiquetas de cuello van en el centro de la espalda, en el cuello. Las etiquetas laterales y de bajo se cosen a 10 cm de la cintura en pantalones cortos y pantalones, y a 10 cm del bajo en camisetas y sudaderas.

### ¿Por qué puedo recibir algunas prendas menos de las que pedí?

El tinte en prenda es un proceso con agua y calor, y una pequeña parte de las prendas —normalmente un 3–5%— sale con marcas o encogimiento fuera de nuestra tolerancia. Nunca enviamos ni cobramos prendas dañadas: solo pagas las prendas entregadas y te reembolsamos la diferencia. Si necesitas una cantidad exacta, por ejemplo para un equipo, pide algunas prendas de más.

### ¿Qué archivos de diseño debo subir?

Archivos vectoriales (SVG, PDF, AI o EPS) para serigrafía y bordado, y archivos PNG en alta resolución (300 ppp al tamaño de impresión, con fondo transparente) para impresión digital. Al subir un diseño confirmas que tienes derecho a usarlo; consulta nuestras [condiciones de venta](/terms-of-use).

## Envíos

### ¿A dónde enviáis?

A todos los Estados miembros de la UE y al Reino Unido, con UPS y MRW, a tu dirección o a un UPS Access Point. Los detalles y precios están en nuestra [política de envíos](/shipping-policy).

### ¿Cuánto tarda la entrega?

Los pedidos de prendas lisas salen en 1–2 días laborables y después tardan 1–2 días laborables en Portugal continental, 2–4 a España y 3–7 al resto de la UE y al Reino Unido. Los pedidos personalizados necesitan 10–15 días laborables de producción tras aprobar la prueba (unos 5 más con tinte en prenda), más el envío.

### ¿Pagaré gastos de importación en el Reino Unido?

Los pedidos al Reino Unido son exportaciones, así que no cobramos IVA portugués. El IVA de importación británico y los posibles aranceles se pagan en el Reino Unido; UPS te contactará antes de la entrega si hay algo que pagar.

## Devoluciones y reembolsos

### ¿Puedo devolver un artículo?

Los artículos lisos se pueden devolver en un plazo de 14 días desde la entrega, sin indicar el motivo. Los artículos personalizados se fabrican según tus especificaciones y están excluidos del derecho de desistimiento, pero los defectos y los errores de estampación siempre están cubiertos. Consulta nuestras [condiciones de venta](/terms-of-use).

### ¿Cómo solicito una devolución, un reembolso o un cambio?

Usa el portal de devoluciones que aparece en el correo de confirmación del pedido, con el número de pedido tal como figura en él (incluidos el signo # y las letras), tu correo electrónico y tu código postal. Respondemos a todas las solicitudes de reembolso en 48 horas.

### Mi artículo tiene un defecto o un error de estampación. ¿Qué hago?

Envíanos una foto desde el portal de devoluciones o nuestra [página de contacto](/contact). Cambiaremos o reembolsaremos el artículo sin coste para ti, envío incluido. La garantía legal de conformidad cubre nuestros productos durante tres años desde la entrega.

## Mayoristas

### ¿Quién puede abrir una cuenta mayorista?

Marcas, diseñadores, tiendas y empresas de merchandising. Solicítala en nuestra [página para mayoristas](/wholesale) con el nombre de la marca, el código postal, la web o el Instagram y, si lo tienes, tu número de IVA. Revisamos las solicitudes en 1–3 días laborables y te respondemos por correo electrónico.

### ¿Los clientes mayoristas pagan IVA?

Las empresas en Portugal pagan IVA portugués al 23%. Las empresas de otros Estados miembros con un NIF-IVA válido, comprobado en el sistema VIES de la UE, compran sin IVA (entrega intracomunitaria, inversión del sujeto pasivo). Las empresas del Reino Unido no pagan IVA portugués, porque sus pedidos son exportaciones; el número de IVA británico es opcional.

## Pagos

### ¿Cómo puedo pagar?

A través de SIBS, la pasarela de pago portuguesa: con tarjeta de débito o crédito Visa o Mastercard, MB WAY o referencia Multibanco. Los datos de la tarjeta se introducen en el formulario seguro de SIBS; nunca los vemos ni los guardamos.

### ¿Puedo pagar en mi moneda?

Puedes ver los precios en AUD, CAD, CHF, CNY, GBP, JPY o USD, convertidos con tipos de cambio diarios de forma orientativa. Todos los pedidos se cobran en euros, y tu banco puede aplicar su propio tipo de cambio y comisiones.

### ¿Cuándo se confirma mi pedido?

En cuanto se confirma el pago: al momento con tarjeta y MB WAY, y cuando recibimos el pago si usas una referencia Multibanco. Recibirás un correo de confirmación con tu número de pedido.
`;

const faq: SeedCmsPage = {
  key: "faq",
  path: "/faqs",
  title: {
    en: "Frequently asked questions",
    pt: "Perguntas frequentes",
    es: "Preguntas frecuentes",
  },
  description: {
    en: "Answers about orders, custom garments, samples, shipping across the EU and UK, returns, wholesale accounts and payment by card, MB WAY or Multibanco.",
    pt: "Respostas sobre encomendas, peças personalizadas, amostras, envios para a UE e o Reino Unido, devoluções, revenda e pagamento por cartão, MB WAY ou Multibanco.",
    es: "Respuestas sobre pedidos, prendas personalizadas, muestras, envíos a la UE y al Reino Unido, devoluciones, mayoristas y pago con tarjeta, MB WAY o Multibanco.",
  },
  body: { en, pt, es },
};

export default faq;
