import type { SeedCmsPage } from "./types.ts";

const en = `## Made with our community

Most of what leaves our workshop carries someone else's name. Over the years we have made garments for hundreds of projects, from a first run of 25 t-shirts to seasonal collections of several thousand pieces. Here are some of the kinds of people we work with.

## Projects we have made together

- **Independent fashion labels.** Emerging brands from Portugal, Spain and the rest of Europe develop their core pieces with us: garment-dyed oversized hoodies, heavyweight t-shirts with woven neck labels, sweatpants with embroidered logos. Many started with two samples and a small run, and now reorder every season.
- **Cafés, restaurants and shops.** Staff t-shirts and sweatshirts with a discreet embroidered logo, made to survive daily washing.
- **Bands and artists.** Tour merchandise screen printed in two or three colours, packed by size and shipped straight to the venue or the label.
- **Sports and running clubs.** Club t-shirts and hoodies with each member's name printed digitally.
- **Schools, universities and associations.** Graduation hoodies, event t-shirts and volunteer kits, often ordered by student committees on a tight deadline.
- **Companies and events.** Team gear and conference merchandise that people actually keep wearing.

## Designers and small brands

If you are launching a label, we can help you turn a sketch into a product: choose the base garment and fabric, test a garment dye, design your woven labels (minimum 500 units) and order up to two samples per design before committing to production. Apply for a [wholesale account](/wholesale) to access trade prices, or start right away in the [3D configurator](/customize).

## Share your pieces

We love seeing our garments out in the world.

- Tag **@fabrico.example** on Instagram or use **#madebyfabrico**.
- Send us photos of your finished project through our [contact page](/contact), with a few words about it.
- With your permission, we may feature your project in our gallery, on our social media or in our newsletter.

We always ask before we repost anything, we credit you and your brand, and we remove a post whenever you ask. Tagging us does not give us the right to use your photos or your designs; your artwork remains yours.

## Visit the workshop

Twice a year, in spring and autumn, we open the workshop in Barcelos to customers, students and local designers for a morning of demonstrations: screen printing, embroidery and garment dye. Dates are announced in the newsletter and on Instagram. Visits at other times are possible by appointment for customers planning a production run.
`;

const pt = `## Feito com a nossa comunidade

A maior parte do que sai da nossa oficina leva o nome de outras pessoas. Ao longo dos anos fizemos peças para centenas de projetos, desde uma primeira série de 25 t-shirts até coleções sazonais com vários milhares de peças. Estes são alguns dos perfis com quem trabalhamos.

## Projetos que fizemos em conjunto

- **Marcas de moda independentes.** Marcas emergentes de Portugal, de Espanha e do resto da Europa desenvolvem connosco as suas peças base: hoodies oversized com tingimento de peça, t-shirts pesadas com etiqueta de gola tecida, calças de fato de treino com logótipo bordado. Muitas começaram com duas amostras e uma série pequena e hoje repetem encomendas todas as estações.
- **Cafés, restaurantes e lojas.** T-shirts e sweatshirts para as equipas, com um logótipo bordado discreto, feitas para aguentar lavagens diárias.
- **Bandas e artistas.** Merchandising de digressão em serigrafia a duas ou três cores, embalado por tamanho e enviado diretamente para a sala de espetáculos ou para a editora.
- **Clubes desportivos e de corrida.** T-shirts e hoodies do clube com o nome de cada atleta em impressão digital.
- **Escolas, universidades e associações.** Hoodies de finalistas, t-shirts para eventos e kits de voluntários, muitas vezes encomendados por comissões de estudantes com prazos apertados.
- **Empresas e eventos.** Roupa para equipas e merchandising de conferências que as pessoas continuam realmente a vestir.

## Designers e pequenas marcas

Se está a lançar uma marca, ajudamos a transformar um esboço num produto: escolher a peça base e a malha, testar um tingimento, desenhar as etiquetas tecidas (mínimo de 500 unidades) e encomendar até duas amostras por design antes de avançar para produção. Peça uma [conta de revenda](/wholesale) para aceder a preços profissionais, ou comece já no [configurador 3D](/customize).

## Partilhe as suas peças

Gostamos muito de ver as nossas peças pelo mundo.

- Identifique **@fabrico.example** no Instagram ou use **#madebyfabrico**.
- Envie-nos fotografias do seu projeto terminado através da nossa [página de contacto](/contact), com algumas palavras sobre ele.
- Com a sua autorização, podemos destacar o seu projeto na nossa galeria, nas redes sociais ou na newsletter.

Pedimos sempre autorização antes de republicar, identificamos sempre a sua marca e retiramos qualquer publicação quando nos pedir. Identificar-nos não nos dá o direito de usar as suas fotografias nem os seus designs; o seu desenho continua a ser seu.

## Visite a oficina

Duas vezes por ano, na primavera e no outono, abrimos a oficina em Barcelos a clientes, estudantes e designers da região para uma manhã de demonstrações: serigrafia, bordado e tingimento de peça. As datas são anunciadas na newsletter e no Instagram. Fora dessas datas, os clientes que estejam a preparar uma produção podem visitar-nos por marcação.
`;

const es = `## Hecho con nuestra comunidad

La mayor parte de lo que sale de nuestro taller lleva el nombre de otros. Con los años hemos fabricado prendas para cientos de proyectos, desde una primera tirada de 25 camisetas hasta colecciones de temporada de varios miles de prendas. Estos son algunos de los perfiles con los que trabajamos.

## Proyectos que hemos hecho juntos

- **Marcas de moda independientes.** Marcas emergentes de Portugal, España y el resto de Europa desarrollan con nosotros sus prendas básicas: sudaderas con capucha oversize teñidas en prenda, camisetas gruesas con etiqueta de cuello tejida, pantalones de chándal con logotipo bordado. Muchas empezaron con dos muestras y una tirada pequeña, y hoy repiten pedido cada temporada.
- **Cafeterías, restaurantes y tiendas.** Camisetas y sudaderas para el personal, con un logotipo bordado discreto, hechas para aguantar lavados diarios.
- **Grupos de música y artistas.** Merchandising de gira en serigrafía a dos o tres colores, empaquetado por tallas y enviado directamente a la sala o al sello discográfico.
- **Clubes deportivos y de running.** Camisetas y sudaderas del club con el nombre de cada miembro en impresión digital.
- **Colegios, universidades y asociaciones.** Sudaderas de graduación, camisetas para eventos y kits para voluntarios, a menudo encargados por comisiones de estudiantes con plazos ajustados.
- **Empresas y eventos.** Ropa para equipos y merchandising de congresos que la gente sigue poniéndose de verdad.

## Diseñadores y marcas pequeñas

Si estás lanzando una marca, te ayudamos a convertir un boceto en un producto: elegir la prenda base y el tejido, probar un tinte, diseñar tus etiquetas tejidas (mínimo 500 unidades) y pedir hasta dos muestras por diseño antes de pasar a producción. Solicita una [cuenta mayorista](/wholesale) para acceder a precios profesionales, o empieza ya en el [configurador 3D](/customize).

## Comparte tus prendas

Nos encanta ver nuestras prendas por el mundo.

- Etiqueta a **@fabrico.example** en Instagram o usa **#madebyfabrico**.
- Envíanos fotos de tu proyecto terminado desde nuestra [página de contacto](/contact), con unas palabras sobre él.
- Con tu permiso, podemos destacar tu proyecto en nuestra galería, en redes sociales o en la newsletter.

Siempre pedimos permiso antes de volver a publicar nada, te mencionamos a ti y a tu marca, y retiramos cualquier publicación cuando nos lo pidas. Etiquetarnos no nos da derecho a usar tus fotos ni tus diseños; tu diseño sigue siendo tuyo.

## Visita el taller

Dos veces al año, en primavera y en otoño, abrimos el taller de Barcelos a clientes, estudiantes y diseñadores de la zona para una mañana de demostraciones: serigrafía, bordado y tinte en prenda. Anunciamos las fechas en la newsletter y en Instagram. Fuera de esas fechas, los clientes que estén preparando una producción pueden visitarnos con cita previa.
`;

const community: SeedCmsPage = {
  key: "community",
  path: "/community",
  title: { en: "Community", pt: "Comunidade", es: "Comunidad" },
  description: {
    en: "Labels, bands, cafés, clubs and schools that make their garments with Fabrico. See their projects and share yours with @fabrico.example on Instagram.",
    pt: "Marcas, bandas, cafés, clubes e escolas que fazem as suas peças com a Fabrico. Veja os projetos e partilhe o seu com @fabrico.example no Instagram.",
    es: "Marcas, grupos, cafeterías, clubes y colegios que fabrican sus prendas con Fabrico. Descubre sus proyectos y comparte el tuyo con @fabrico.example en Instagram.",
  },
  body: { en, pt, es },
};

export default community;
