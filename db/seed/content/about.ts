import { eur } from "./money.ts";
import type { SeedCmsPage } from "./types.ts";

const en = `## Our story

Fabrico began in 2014 in a rented sewing room on the edge of Barcelos, in the textile heartland of northern Portugal, about an hour north of Porto. The founders grew up among the knitting mills and sewing workshops of the Cávado and Ave valleys and spent years making garments for other people's labels.

They kept seeing the same problem: small brands, bands, cafés and first-time designers could not get good blank garments, honest prices or short runs from factories built for big orders. So they set up the workshop they would have wanted to work with — one that sells quality blanks to anyone, from a single piece, and makes custom runs small enough for a new label and large enough for an established brand.

## The workshop

Everything happens under one roof in Barcelos:

- **Cutting and sewing** — our blanks are cut and sewn in-house from fabric knitted by mills in the region.
- **Garment dye** — we dye finished garments in small batches, which gives a soft, lived-in colour and lets us match a shade for your run.
- **Printing** — screen printing for bold, durable colour on larger runs, and digital (direct-to-garment) printing for detailed artwork and small quantities.
- **Embroidery** — multi-head embroidery machines for logos, lettering and small motifs.
- **Labels and finishing** — woven and printed neck labels, care and size labels, side labels and hang tags, sewn in and packed by hand.

We are a team of about 20: pattern-makers, cutters, machinists, printers, embroiderers, a small dye room, and the people who answer your e-mails and pack your parcels. In a typical week we finish around 2,000 pieces.

## What we make

- T-shirts and oversized t-shirts
- Hoodies and oversized hoodies
- Sweatshirts and oversized sweatshirts
- Shorts and pants

Our core fabrics are a 100% organic cotton jersey of 180 g/m² for everyday t-shirts, a heavyweight 240 g/m² jersey for oversized cuts, and 350 g/m² French terry and brushed fleece for hoodies, sweatshirts, shorts and pants.

Buy any garment blank, or make it yours in our [3D configurator](/customize): pick a garment dye, add woven or printed labels and tags, and place your artwork as digital print, screen print or embroidery. Brands, designers and retailers can apply for a [wholesale account](/wholesale).

## What we care about

- **Made close to home.** Our fabric comes from mills in northern Portugal, most of them less than an hour's drive from the workshop. We work with certified mills; ask us and we will tell you which certification covers the fabric you have chosen.
- **Honest numbers.** Our development costs are public — ${eur(5000, "en")} per colour for screen print and ${eur(5000, "en")}–${eur(20000, "en")} per film for embroidery — and we tell you upfront that garment dyeing typically costs 3–5% of a run in damaged pieces, which we never ship or charge.
- **Small runs welcome.** You can order up to two samples per design before committing, and many of our customers start with a few dozen pieces.
- **Less waste.** Custom pieces are made to order, blanks are cut in measured batches, and fabric offcuts go to a local textile recycler.
- **People first.** Everyone in the workshop is employed by us directly and trained in-house, and most of the team has been with us for years.

## Company details

- Fabrico Têxteis, Lda.
- Rua da Indústria 120, 4750-000 Barcelos, Portugal (demo data)
- NIF 500000000 (demo data)
- E-mail: [hello@fabrico.example](mailto:hello@fabrico.example)
- Phone: [+351 253 000 000](tel:+351253000000) (call to a Portuguese landline)

Questions about an order or an idea for a project? [Get in touch](/contact).
`;

const pt = `## A nossa história

A Fabrico nasceu em 2014 numa pequena oficina de costura alugada nos arredores de Barcelos, no coração têxtil do norte de Portugal, a cerca de uma hora do Porto. Os fundadores cresceram entre as malhas e as confeções dos vales do Cávado e do Ave e passaram anos a produzir peças para as marcas de outras pessoas.

Viam sempre o mesmo problema: pequenas marcas, bandas, cafés e designers em início de carreira não conseguiam encontrar peças lisas de qualidade, preços claros nem séries curtas em fábricas pensadas para grandes encomendas. Por isso criaram a oficina com que gostariam de trabalhar — uma que vende peças lisas de qualidade a qualquer pessoa, a partir de uma unidade, e que faz séries personalizadas suficientemente pequenas para uma marca nova e suficientemente grandes para uma marca estabelecida.

## A oficina

Tudo acontece debaixo do mesmo teto, em Barcelos:

- **Corte e costura** — as nossas peças lisas são cortadas e costuradas internamente, com malha produzida por fábricas da região.
- **Tingimento de peça** — tingimos as peças já confecionadas em pequenos lotes, o que dá uma cor suave, com ar vivido, e nos permite acertar um tom para a sua série.
- **Estampagem** — serigrafia para cores intensas e duradouras em séries maiores, e impressão digital direta na peça (DTG) para desenhos com muito detalhe e pequenas quantidades.
- **Bordado** — máquinas de bordar de várias cabeças para logótipos, letras e pequenos motivos.
- **Etiquetas e acabamento** — etiquetas de gola tecidas e estampadas, etiquetas de composição e de tamanho, etiquetas laterais e tags, cosidas e embaladas à mão.

Somos uma equipa de cerca de 20 pessoas: modelistas, cortadores, costureiras e costureiros, estampadores, bordadores, uma pequena tinturaria e as pessoas que respondem aos seus e-mails e embalam as suas encomendas. Numa semana normal terminamos cerca de 2000 peças.

## O que fazemos

- T-shirts e t-shirts oversized
- Hoodies e hoodies oversized
- Sweatshirts e sweatshirts oversized
- Calções e calças

As nossas malhas principais são um jersey 100% algodão orgânico de 180 g/m² para as t-shirts do dia a dia, um jersey pesado de 240 g/m² para os cortes oversized e felpa americana (French terry) e felpa cardada de 350 g/m² para hoodies, sweatshirts, calções e calças.

Compre qualquer peça lisa ou personalize-a no nosso [configurador 3D](/customize): escolha o tingimento, acrescente etiquetas e tags tecidas ou estampadas e aplique o seu desenho em impressão digital, serigrafia ou bordado. Marcas, designers e lojistas podem pedir uma [conta de revenda](/wholesale).

## Aquilo em que acreditamos

- **Feito perto de casa.** A nossa malha vem de fábricas do norte de Portugal, a maioria a menos de uma hora da oficina. Trabalhamos com fábricas certificadas; pergunte-nos e indicamos-lhe a certificação que cobre a malha que escolheu.
- **Números claros.** Os nossos custos de desenvolvimento são públicos — ${eur(5000, "pt")} por cor na serigrafia e ${eur(5000, "pt")}–${eur(20000, "pt")} por filme no bordado — e avisamos desde o início que o tingimento de peça costuma inutilizar 3–5% de uma série; essas peças nunca são enviadas nem cobradas.
- **Séries pequenas são bem-vindas.** Pode encomendar até duas amostras por design antes de avançar, e muitos dos nossos clientes começam com poucas dezenas de peças.
- **Menos desperdício.** As peças personalizadas são feitas por encomenda, as peças lisas são cortadas em lotes medidos e os retalhos de malha seguem para uma empresa local de reciclagem têxtil.
- **As pessoas primeiro.** Toda a equipa da oficina é contratada diretamente por nós e formada internamente, e a maioria trabalha connosco há vários anos.

## Dados da empresa

- Fabrico Têxteis, Lda.
- Rua da Indústria 120, 4750-000 Barcelos, Portugal (dados de demonstração)
- NIF 500000000 (dados de demonstração)
- E-mail: [hello@fabrico.example](mailto:hello@fabrico.example)
- Telefone: [+351 253 000 000](tel:+351253000000) (chamada para a rede fixa nacional)

Tem uma dúvida sobre uma encomenda ou uma ideia para um projeto? [Fale connosco](/contact).
`;

const es = `## Nuestra historia

Fabrico nació en 2014 en un pequeño taller de costura alquilado a las afueras de Barcelos, en el corazón textil del norte de Portugal, a una hora de Oporto. Sus fundadores crecieron entre las fábricas de punto y los talleres de confección de los valles del Cávado y del Ave, y pasaron años fabricando prendas para las marcas de otros.

Siempre veían el mismo problema: las marcas pequeñas, los grupos de música, las cafeterías y los diseñadores que empezaban no encontraban prendas lisas de calidad, precios claros ni tiradas cortas en fábricas pensadas para grandes pedidos. Así que montaron el taller con el que les habría gustado trabajar: uno que vende prendas lisas de calidad a cualquiera, desde una sola unidad, y que hace tiradas personalizadas lo bastante pequeñas para una marca nueva y lo bastante grandes para una marca consolidada.

## El taller

Todo se hace bajo el mismo techo, en Barcelos:

- **Corte y confección** — cortamos y cosemos nuestras prendas lisas en casa, con tejido de punto de fábricas de la zona.
- **Tinte en prenda** — teñimos las prendas ya confeccionadas en lotes pequeños, lo que da un color suave y con aspecto usado, y nos permite ajustar un tono para tu tirada.
- **Estampación** — serigrafía para colores intensos y duraderos en tiradas grandes, e impresión digital directa sobre la prenda (DTG) para diseños con mucho detalle y cantidades pequeñas.
- **Bordado** — máquinas de bordar de varios cabezales para logotipos, letras y motivos pequeños.
- **Etiquetas y acabado** — etiquetas de cuello tejidas y estampadas, etiquetas de composición y de talla, etiquetas laterales y etiquetas colgantes, cosidas y empaquetadas a mano.

Somos un equipo de unas 20 personas: patronistas, cortadores, costureras y costureros, estampadores, bordadores, una pequeña tintorería y las personas que responden a tus correos y preparan tus paquetes. En una semana normal terminamos unas 2000 prendas.

## Qué hacemos

- Camisetas y camisetas oversize
- Sudaderas con capucha y sudaderas con capucha oversize
- Sudaderas y sudaderas oversize
- Pantalones cortos y pantalones

Nuestros tejidos principales son un punto jersey 100% algodón orgánico de 180 g/m² para las camisetas de diario, un jersey grueso de 240 g/m² para los cortes oversize, y felpa francesa (French terry) y felpa perchada de 350 g/m² para sudaderas, pantalones cortos y pantalones.

Compra cualquier prenda lisa o personalízala en nuestro [configurador 3D](/customize): elige el tinte, añade etiquetas tejidas o estampadas y coloca tu diseño en impresión digital, serigrafía o bordado. Las marcas, diseñadores y tiendas pueden solicitar una [cuenta mayorista](/wholesale).

## Lo que nos importa

- **Hecho cerca de casa.** Nuestro tejido procede de fábricas del norte de Portugal, la mayoría a menos de una hora del taller. Trabajamos con fábricas certificadas; pregúntanos y te diremos qué certificación cubre el tejido que has elegido.
- **Números claros.** Nuestros costes de desarrollo son públicos — ${eur(5000, "es")} por color en serigrafía y ${eur(5000, "es")}–${eur(20000, "es")} por película en bordado— y te avisamos desde el principio de que el tinte en prenda suele inutilizar un 3–5% de cada tirada; esas prendas nunca se envían ni se cobran.
- **Las tiradas pequeñas son bienvenidas.** Puedes pedir hasta dos muestras por diseño antes de decidirte, y muchos de nuestros clientes empiezan con unas pocas decenas de prendas.
- **Menos residuos.** Las prendas personalizadas se fabrican bajo pedido, las lisas se cortan en lotes medidos y los retales de tejido van a un reciclador textil local.
- **Las personas primero.** Todo el equipo del taller está contratado directamente por nosotros y formado en casa, y la mayoría lleva años con nosotros.

## Datos de la empresa

- Fabrico Têxteis, Lda.
- Rua da Indústria 120, 4750-000 Barcelos, Portugal (datos de demostración)
- NIF 500000000 (datos de demostración)
- Correo electrónico: [hello@fabrico.example](mailto:hello@fabrico.example)
- Teléfono: [+351 253 000 000](tel:+351253000000) (llamada a la red fija portuguesa)

¿Tienes una duda sobre un pedido o una idea para un proyecto? [Escríbenos](/contact).
`;

const about: SeedCmsPage = {
  key: "about",
  path: "/about",
  title: { en: "About us", pt: "Quem somos", es: "Quiénes somos" },
  description: {
    en: "Fabrico is a garment workshop in Barcelos, Portugal, making blank and custom t-shirts, hoodies, sweatshirts, shorts and pants for people and brands.",
    pt: "A Fabrico é uma oficina de confeção em Barcelos que produz t-shirts, hoodies, sweatshirts, calções e calças, lisos ou personalizados, para pessoas e marcas.",
    es: "Fabrico es un taller de confección en Barcelos (Portugal) que fabrica camisetas, sudaderas, pantalones cortos y pantalones, lisos o personalizados.",
  },
  body: { en, pt, es },
};

export default about;
