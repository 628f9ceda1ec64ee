/**
 * Demo t-shirts: three regular t-shirts (`t-shirt`) and three oversized t-shirts
 * (`oversized-t-shirt`). Prices are EUR cents including VAT; weights are grams in size M.
 */

import { GARMENT_DYED_CARE, JERSEY_CARE } from "../care.ts";
import { productDescription } from "../describe.ts";
import { FULL_RUN, XS_TO_XXL } from "../sizes.ts";
import type { SeedProduct } from "../types.ts";

/** Regular-fit t-shirts. */
export const tShirts: SeedProduct[] = [
  {
    slug: "essential-organic-tee",
    garmentType: "t-shirt",
    category: "t-shirts",
    material: "organic-jersey-180",
    name: {
      en: "Essential Organic Tee",
      pt: "T-shirt Essencial de Algodão Biológico",
      es: "Camiseta Esencial de Algodón Orgánico",
    },
    summary: {
      en: "Our everyday crew-neck tee in soft 180 g/m² organic cotton jersey, made to wear on its own or as the base for your print.",
      pt: "A nossa t-shirt de gola redonda para todos os dias, em jersey de algodão biológico macio de 180 g/m², para usar lisa ou como base para a sua estampagem.",
      es: "Nuestra camiseta de cuello redondo para el día a día, de suave punto jersey de algodón orgánico de 180 g/m², para llevar lisa o como base para tu estampado.",
    },
    description: productDescription({
      intro: {
        en: "The tee we would wear every day if we could — and most of us do. A clean crew neck, a smooth face that takes ink beautifully and a weight that works from April to October.",
        pt: "A t-shirt que usaríamos todos os dias se pudéssemos — e a maioria de nós usa. Gola redonda limpa, uma face lisa que recebe muito bem a tinta e um peso que serve de abril a outubro.",
        es: "La camiseta que llevaríamos todos los días si pudiéramos, y la mayoría de nosotros lo hace. Cuello redondo limpio, una cara lisa que recibe muy bien la tinta y un gramaje que sirve de abril a octubre.",
      },
      fit: {
        en: "regular and unisex, true to size, with a straight body and sleeves that end mid-bicep.",
        pt: "regular e unissexo, fiel ao tamanho, com corpo direito e mangas que terminam a meio do bíceps.",
        es: "regular y unisex, fiel a la talla, con cuerpo recto y mangas que terminan a mitad del bíceps.",
      },
      details: {
        en: "1×1 rib crew neck with back neck tape, set-in sleeves, twin-needle hems at the sleeves and bottom, side seams so it stays straight after washing.",
        pt: "gola redonda em canelado 1×1 com fita de reforço nas costas, mangas montadas, bainhas com pesponto duplo nas mangas e na base, costuras laterais para se manter direita depois da lavagem.",
        es: "cuello redondo de canalé 1×1 con cinta de refuerzo en la espalda, mangas montadas, dobladillos con doble pespunte en mangas y bajo, costuras laterales para que no se tuerza al lavarla.",
      },
      material: "organic-jersey-180",
      madeIn: "Barcelos",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: JERSEY_CARE,
    fit: "regular",
    weightGrams: 175,
    priceCents: 1490,
    customizable: true,
    bestSellerRank: 1,
    tags: ["organic", "unisex", "midweight", "essential"],
    colors: ["white", "ecru", "heather-grey", "black", "navy", "sky", "sage", "burgundy"],
    sizes: FULL_RUN,
    related: [
      "heavyweight-crew-tee",
      "organic-oversized-tee",
      "classic-crewneck-sweatshirt",
      "french-terry-sweat-shorts",
    ],
  },
  {
    slug: "heavyweight-crew-tee",
    garmentType: "t-shirt",
    category: "t-shirts",
    material: "heavy-jersey-240",
    name: {
      en: "Heavyweight Crew Tee",
      pt: "T-shirt Pesada de Gola Redonda",
      es: "Camiseta Gruesa de Cuello Redondo",
    },
    summary: {
      en: "A structured crew-neck tee in dense 240 g/m² cotton jersey that keeps its shape wash after wash.",
      pt: "Uma t-shirt de gola redonda estruturada, em jersey de algodão denso de 240 g/m², que mantém a forma lavagem após lavagem.",
      es: "Una camiseta de cuello redondo con estructura, de punto jersey de algodón denso de 240 g/m², que mantiene la forma lavado tras lavado.",
    },
    description: productDescription({
      intro: {
        en: "All the substance of a heavyweight tee in a classic cut. The compact-spun jersey is opaque even in white, drapes with body and gives large prints a firm, flat surface.",
        pt: "Toda a consistência de uma t-shirt pesada num corte clássico. O jersey de fio compacto é opaco mesmo em branco, cai com corpo e oferece às estampagens grandes uma superfície firme e lisa.",
        es: "Toda la consistencia de una camiseta gruesa en un corte clásico. El punto de hilado compacto es opaco incluso en blanco, cae con cuerpo y ofrece a los estampados grandes una superficie firme y lisa.",
      },
      fit: {
        en: "regular and unisex, true to size; size down for a closer fit.",
        pt: "regular e unissexo, fiel ao tamanho; escolha um tamanho abaixo para um corte mais justo.",
        es: "regular y unisex, fiel a la talla; elige una talla menos si la quieres más ajustada.",
      },
      details: {
        en: "wide 2×1 rib collar, taped shoulder seams, twin-needle hems, pre-shrunk fabric (less than 3% shrinkage).",
        pt: "gola larga em canelado 2×1, costuras dos ombros reforçadas com fita, bainhas com pesponto duplo, malha pré-encolhida (encolhe menos de 3%).",
        es: "cuello ancho de canalé 2×1, costuras de hombro reforzadas con cinta, dobladillos con doble pespunte, tejido preencogido (encoge menos de un 3%).",
      },
      material: "heavy-jersey-240",
      madeIn: "Guimarães",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: JERSEY_CARE,
    fit: "regular",
    weightGrams: 235,
    priceCents: 2290,
    customizable: true,
    tags: ["organic", "unisex", "heavyweight"],
    colors: ["white", "ecru", "sand", "black", "navy", "forest"],
    sizes: FULL_RUN,
    related: ["heavyweight-boxy-tee", "essential-organic-tee", "classic-pullover-hoodie"],
  },
  {
    slug: "lightweight-slub-tee",
    garmentType: "t-shirt",
    category: "t-shirts",
    material: "slub-jersey-150",
    name: {
      en: "Lightweight Slub Tee",
      pt: "T-shirt Leve em Algodão Flamê",
      es: "Camiseta Ligera de Algodón Flameado",
    },
    summary: {
      en: "An airy summer tee in 150 g/m² slub jersey with a subtle, textured look.",
      pt: "Uma t-shirt de verão arejada, em jersey flamê de 150 g/m², com um aspeto texturado e discreto.",
      es: "Una camiseta de verano ligera y fresca, de punto jersey flameado de 150 g/m², con un aspecto texturizado y sutil.",
    },
    description: productDescription({
      intro: {
        en: "Knitted from slub yarn — cotton spun with gentle thick and thin sections — this tee has an irregular, lived-in texture and a light drape made for hot days.",
        pt: "Tricotada com fio flamê — algodão fiado com zonas mais grossas e mais finas —, esta t-shirt tem uma textura irregular e descontraída e um cair leve, feito para os dias de calor.",
        es: "Tejida con hilo flameado —algodón hilado con tramos más gruesos y más finos—, esta camiseta tiene una textura irregular y desenfadada y una caída ligera pensada para los días de calor.",
      },
      fit: {
        en: "relaxed, with a slightly longer body and a soft, rolled-edge neckline.",
        pt: "descontraído, com corpo ligeiramente mais comprido e decote de acabamento enrolado e macio.",
        es: "holgado, con el cuerpo algo más largo y un escote de acabado enrollado y suave.",
      },
      details: {
        en: "narrow self-fabric neck binding, single-needle hems, tubular body without side seams.",
        pt: "debrum estreito no decote feito do mesmo tecido, bainhas com pesponto simples, corpo tubular sem costuras laterais.",
        es: "ribete estrecho en el escote del mismo tejido, dobladillos con pespunte sencillo, cuerpo tubular sin costuras laterales.",
      },
      material: "slub-jersey-150",
      madeIn: "Barcelos",
      decoration: [],
    }),
    care: JERSEY_CARE,
    fit: "relaxed",
    weightGrams: 150,
    priceCents: 1990,
    compareAtPriceCents: 2490,
    customizable: false,
    tags: ["organic", "unisex", "lightweight", "summer"],
    colors: ["white", "ecru", "sand", "sage", "sky"],
    sizes: XS_TO_XXL,
    related: ["essential-organic-tee", "ripstop-drawcord-shorts", "french-terry-sweat-shorts"],
  },
];

/** Oversized t-shirts: dropped shoulders, wide boxy bodies. */
export const oversizedTShirts: SeedProduct[] = [
  {
    slug: "heavyweight-boxy-tee",
    garmentType: "oversized-t-shirt",
    category: "t-shirts",
    material: "heavy-jersey-240",
    name: {
      en: "Heavyweight Boxy Tee",
      pt: "T-shirt Boxy Pesada",
      es: "Camiseta Boxy Gruesa",
    },
    summary: {
      en: "Our best-selling oversized tee: a wide, boxy cut in 240 g/m² heavyweight jersey with dropped shoulders.",
      pt: "A nossa t-shirt oversized mais vendida: corte largo e quadrado em jersey pesado de 240 g/m², com ombros descaídos.",
      es: "Nuestra camiseta oversize más vendida: corte amplio y cuadrado de punto jersey grueso de 240 g/m², con hombros caídos.",
    },
    description: productDescription({
      intro: {
        en: "The shape streetwear labels ask us for most. A short, wide body, dropped shoulders and elbow-length sleeves, in a jersey heavy enough to hold that silhouette on its own.",
        pt: "A forma que as marcas de streetwear mais nos pedem. Corpo curto e largo, ombros descaídos e mangas até ao cotovelo, num jersey suficientemente pesado para manter essa silhueta por si só.",
        es: "La forma que más nos piden las marcas de streetwear. Cuerpo corto y ancho, hombros caídos y mangas hasta el codo, en un punto lo bastante grueso como para mantener esa silueta por sí solo.",
      },
      fit: {
        en: "oversized and boxy; take your usual size for the intended look, or one size down for a cleaner drape.",
        pt: "oversized e quadrado; escolha o tamanho habitual para o efeito pretendido, ou um tamanho abaixo para um cair mais limpo.",
        es: "oversize y cuadrado; elige tu talla habitual para el efecto buscado, o una talla menos para una caída más limpia.",
      },
      details: {
        en: "thick 2.5 cm rib collar, dropped shoulders, wide sleeves, twin-needle hems, pre-shrunk.",
        pt: "gola canelada grossa de 2,5 cm, ombros descaídos, mangas largas, bainhas com pesponto duplo, malha pré-encolhida.",
        es: "cuello grueso de canalé de 2,5 cm, hombros caídos, mangas anchas, dobladillos con doble pespunte, tejido preencogido.",
      },
      material: "heavy-jersey-240",
      madeIn: "Guimarães",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: JERSEY_CARE,
    fit: "oversized",
    weightGrams: 265,
    priceCents: 2490,
    customizable: true,
    bestSellerRank: 2,
    tags: ["organic", "unisex", "heavyweight", "boxy"],
    colors: ["white", "ecru", "sand", "heather-grey", "black", "navy", "forest"],
    sizes: XS_TO_XXL,
    related: [
      "garment-dyed-oversized-tee",
      "oversized-heavy-hoodie",
      "heavyweight-crew-tee",
      "relaxed-terry-sweatpants",
    ],
  },
  {
    slug: "garment-dyed-oversized-tee",
    garmentType: "oversized-t-shirt",
    category: "t-shirts",
    material: "heavy-jersey-240",
    name: {
      en: "Garment-Dyed Oversized Tee",
      pt: "T-shirt Oversized Tingida em Peça",
      es: "Camiseta Oversize Teñida en Prenda",
    },
    summary: {
      en: "A heavyweight oversized tee dyed after sewing for a soft hand and a faded, vintage colour.",
      pt: "Uma t-shirt oversized pesada, tingida depois de confecionada, com toque macio e uma cor esbatida de ar vintage.",
      es: "Una camiseta oversize gruesa, teñida después de confeccionarla, con tacto suave y un color desvaído de aire vintage.",
    },
    description: productDescription({
      intro: {
        en: "We sew this tee in undyed cotton and dye the finished garment in our own small dye room. The seams and rib take the colour slightly differently, so every piece is a little different.",
        pt: "Confecionamos esta t-shirt em algodão cru e tingimos a peça acabada na nossa pequena tinturaria. As costuras e o canelado absorvem a cor de forma ligeiramente diferente, por isso cada peça é um pouco única.",
        es: "Confeccionamos esta camiseta en algodón sin teñir y teñimos la prenda terminada en nuestra pequeña tintorería. Las costuras y el canalé absorben el color de forma algo distinta, así que cada pieza es un poco única.",
      },
      fit: {
        en: "oversized, with dropped shoulders and a slightly cropped, boxy body.",
        pt: "oversized, com ombros descaídos e corpo quadrado, ligeiramente mais curto.",
        es: "oversize, con hombros caídos y cuerpo cuadrado, ligeramente más corto.",
      },
      details: {
        en: "rib crew neck, dropped shoulders, twin-needle hems; the dye bath pre-shrinks the garment.",
        pt: "gola redonda canelada, ombros descaídos, bainhas com pesponto duplo; o banho de tinturaria deixa a peça pré-encolhida.",
        es: "cuello redondo de canalé, hombros caídos, dobladillos con doble pespunte; el baño de tinte deja la prenda preencogida.",
      },
      material: "heavy-jersey-240",
      madeIn: "Barcelos",
      garmentDyed: true,
      decoration: ["screen-print", "embroidery"],
    }),
    care: GARMENT_DYED_CARE,
    fit: "oversized",
    weightGrams: 260,
    priceCents: 2690,
    compareAtPriceCents: 2990,
    customizable: true,
    tags: ["organic", "unisex", "heavyweight", "garment-dyed", "boxy"],
    colors: ["ecru", "sage", "sky", "terracotta", "charcoal"],
    sizes: XS_TO_XXL,
    related: ["heavyweight-boxy-tee", "garment-dyed-oversized-hoodie", "garment-dyed-oversized-sweatshirt"],
  },
  {
    slug: "organic-oversized-tee",
    garmentType: "oversized-t-shirt",
    category: "t-shirts",
    material: "organic-jersey-180",
    name: {
      en: "Organic Oversized Tee",
      pt: "T-shirt Oversized de Algodão Biológico",
      es: "Camiseta Oversize de Algodón Orgánico",
    },
    summary: {
      en: "A relaxed oversized tee in breathable 180 g/m² organic cotton, lighter than our boxy heavyweight.",
      pt: "Uma t-shirt oversized descontraída em algodão biológico respirável de 180 g/m², mais leve do que a nossa t-shirt boxy pesada.",
      es: "Una camiseta oversize desenfadada de algodón orgánico transpirable de 180 g/m², más ligera que nuestra camiseta boxy gruesa.",
    },
    description: productDescription({
      intro: {
        en: "The same generous shape as our boxy tee, cut in our everyday organic jersey. It falls softer and stays cool, which makes it a good merch tee for summer festivals and tours.",
        pt: "A mesma forma generosa da nossa t-shirt boxy, cortada no nosso jersey biológico de todos os dias. Cai de forma mais suave e é mais fresca, o que a torna uma boa t-shirt de merchandising para festivais e digressões de verão.",
        es: "La misma forma generosa que nuestra camiseta boxy, cortada en nuestro punto orgánico de diario. Cae de forma más suave y es más fresca, así que es una buena camiseta de merchandising para festivales y giras de verano.",
      },
      fit: {
        en: "oversized, with dropped shoulders and a longer body than the boxy tee.",
        pt: "oversized, com ombros descaídos e corpo mais comprido do que o da t-shirt boxy.",
        es: "oversize, con hombros caídos y el cuerpo más largo que el de la camiseta boxy.",
      },
      details: {
        en: "rib crew neck with back neck tape, dropped shoulders, twin-needle hems, side seams.",
        pt: "gola redonda canelada com fita de reforço nas costas, ombros descaídos, bainhas com pesponto duplo, costuras laterais.",
        es: "cuello redondo de canalé con cinta de refuerzo en la espalda, hombros caídos, dobladillos con doble pespunte, costuras laterales.",
      },
      material: "organic-jersey-180",
      madeIn: "Barcelos",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: JERSEY_CARE,
    fit: "oversized",
    weightGrams: 205,
    priceCents: 1890,
    customizable: true,
    tags: ["organic", "unisex", "midweight"],
    colors: ["white", "ecru", "heather-grey", "black", "sage", "sky"],
    sizes: XS_TO_XXL,
    related: ["essential-organic-tee", "heavyweight-boxy-tee", "french-terry-sweat-shorts"],
  },
];
