/**
 * Demo hoodies: three regular pullover hoodies (`hoodie`) and three oversized ones
 * (`oversized-hoodie`). Prices are EUR cents including VAT; weights are grams in size M.
 */

import { FLEECE_CARE, GARMENT_DYED_CARE } from "../care.ts";
import { productDescription } from "../describe.ts";
import { FULL_RUN, XS_TO_XXL } from "../sizes.ts";
import type { SeedProduct } from "../types.ts";

/** Regular-fit pullover hoodies. */
export const hoodies: SeedProduct[] = [
  {
    slug: "classic-pullover-hoodie",
    garmentType: "hoodie",
    category: "hoodies",
    material: "french-terry-350",
    name: {
      en: "Classic Pullover Hoodie",
      pt: "Sweatshirt com Capuz Clássica",
      es: "Sudadera con Capucha Clásica",
    },
    summary: {
      en: "Our core pullover hoodie in 350 g/m² French terry, with a lined hood, kangaroo pocket and rib cuffs.",
      pt: "A nossa sweatshirt com capuz de referência, em felpa francesa de 350 g/m², com capuz forrado, bolso canguru e punhos canelados.",
      es: "Nuestra sudadera con capucha de referencia, de felpa francesa de 350 g/m², con capucha forrada, bolsillo canguro y puños de canalé.",
    },
    description: productDescription({
      intro: {
        en: "The hoodie most of our custom orders start from. Smooth on the outside for crisp prints, looped on the inside so it breathes, and built with a double-layer hood that keeps its shape.",
        pt: "A sweatshirt com capuz de onde parte a maioria das nossas encomendas personalizadas. Lisa por fora para estampagens nítidas, com argolas por dentro para respirar, e com um capuz de camada dupla que mantém a forma.",
        es: "La sudadera con capucha de la que parten la mayoría de nuestros pedidos personalizados. Lisa por fuera para estampados nítidos, con rizo por dentro para que transpire, y con una capucha de doble capa que mantiene la forma.",
      },
      fit: {
        en: "regular and unisex, true to size, long enough to sit at the hip.",
        pt: "regular e unissexo, fiel ao tamanho, com comprimento até à anca.",
        es: "regular y unisex, fiel a la talla, con largo hasta la cadera.",
      },
      details: {
        en: "double-layer hood with flat cotton drawcord and metal eyelets, kangaroo pocket, set-in sleeves, 2×2 rib cuffs and waistband.",
        pt: "capuz de camada dupla com cordão plano de algodão e ilhós metálicos, bolso canguru, mangas montadas, punhos e cós em canelado 2×2.",
        es: "capucha de doble capa con cordón plano de algodón y ojales metálicos, bolsillo canguro, mangas montadas, puños y bajo de canalé 2×2.",
      },
      material: "french-terry-350",
      madeIn: "Barcelos",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: FLEECE_CARE,
    fit: "regular",
    weightGrams: 640,
    priceCents: 4990,
    customizable: true,
    bestSellerRank: 3,
    tags: ["organic", "recycled", "unisex", "french-terry", "kangaroo-pocket"],
    colors: ["white", "ecru", "heather-grey", "charcoal", "black", "navy", "forest", "burgundy"],
    sizes: FULL_RUN,
    related: [
      "classic-fleece-joggers",
      "classic-crewneck-sweatshirt",
      "oversized-heavy-hoodie",
      "essential-organic-tee",
    ],
  },
  {
    slug: "brushed-fleece-hoodie",
    garmentType: "hoodie",
    category: "hoodies",
    material: "brushed-fleece-330",
    name: {
      en: "Brushed Fleece Hoodie",
      pt: "Sweatshirt com Capuz em Felpa Cardada",
      es: "Sudadera con Capucha de Felpa Perchada",
    },
    summary: {
      en: "A warm winter hoodie in 330 g/m² brushed fleece, soft and fluffy on the inside.",
      pt: "Uma sweatshirt com capuz quente para o inverno, em felpa cardada de 330 g/m², macia e fofa por dentro.",
      es: "Una sudadera con capucha cálida para el invierno, de felpa perchada de 330 g/m², suave y mullida por dentro.",
    },
    description: productDescription({
      intro: {
        en: "The inner loops of this fleece are brushed until they turn into a soft, warm pile that traps air. It is the hoodie to reach for from November to March.",
        pt: "As argolas interiores desta felpa são cardadas até formarem um pelo macio e quente que retém o ar. É a sweatshirt com capuz ideal de novembro a março.",
        es: "El rizo interior de esta felpa se percha hasta formar un pelo suave y cálido que retiene el aire. Es la sudadera con capucha ideal de noviembre a marzo.",
      },
      fit: {
        en: "regular and unisex, true to size, with room for a layer underneath.",
        pt: "regular e unissexo, fiel ao tamanho, com espaço para uma camada por baixo.",
        es: "regular y unisex, fiel a la talla, con espacio para una capa debajo.",
      },
      details: {
        en: "lined hood with round drawcord and metal eyelets, kangaroo pocket, rib cuffs and waistband with a touch of elastane for recovery.",
        pt: "capuz forrado com cordão redondo e ilhós metálicos, bolso canguru, punhos e cós canelados com um pouco de elastano para recuperarem a forma.",
        es: "capucha forrada con cordón redondo y ojales metálicos, bolsillo canguro, puños y bajo de canalé con un toque de elastano para recuperar la forma.",
      },
      material: "brushed-fleece-330",
      madeIn: "Guimarães",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: FLEECE_CARE,
    fit: "regular",
    weightGrams: 610,
    priceCents: 5490,
    customizable: true,
    tags: ["organic", "recycled", "unisex", "fleece", "kangaroo-pocket"],
    colors: ["ecru", "heather-grey", "charcoal", "black", "navy", "forest"],
    sizes: FULL_RUN,
    related: ["classic-fleece-joggers", "brushed-fleece-crewneck", "classic-pullover-hoodie"],
  },
  {
    slug: "lightweight-terry-hoodie",
    garmentType: "hoodie",
    category: "hoodies",
    material: "french-terry-280",
    name: {
      en: "Lightweight Terry Hoodie",
      pt: "Sweatshirt com Capuz Leve em Felpa",
      es: "Sudadera con Capucha Ligera de Felpa",
    },
    summary: {
      en: "A spring-to-autumn hoodie in 280 g/m² organic French terry, light enough to layer or pack.",
      pt: "Uma sweatshirt com capuz para a primavera e o outono, em felpa francesa biológica de 280 g/m², leve para usar por camadas ou levar na mala.",
      es: "Una sudadera con capucha de primavera a otoño, de felpa francesa orgánica de 280 g/m², ligera para llevar por capas o en la maleta.",
    },
    description: productDescription({
      intro: {
        en: "All the details of our classic hoodie in a lighter, 100% organic cotton terry. It is the one our customers order for running clubs, summer camps and evenings by the sea.",
        pt: "Todos os detalhes da nossa sweatshirt com capuz clássica numa felpa mais leve, 100% algodão biológico. É a que os nossos clientes encomendam para clubes de corrida, campos de férias e noites junto ao mar.",
        es: "Todos los detalles de nuestra sudadera con capucha clásica en una felpa más ligera, 100% algodón orgánico. Es la que nuestros clientes encargan para clubes de running, campamentos de verano y noches junto al mar.",
      },
      fit: {
        en: "regular and unisex, true to size.",
        pt: "regular e unissexo, fiel ao tamanho.",
        es: "regular y unisex, fiel a la talla.",
      },
      details: {
        en: "single-layer hood with drawcord, kangaroo pocket, set-in sleeves, rib cuffs and waistband.",
        pt: "capuz de camada simples com cordão, bolso canguru, mangas montadas, punhos e cós canelados.",
        es: "capucha de una capa con cordón, bolsillo canguro, mangas montadas, puños y bajo de canalé.",
      },
      material: "french-terry-280",
      madeIn: "Barcelos",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: FLEECE_CARE,
    fit: "regular",
    weightGrams: 500,
    priceCents: 4490,
    compareAtPriceCents: 4990,
    customizable: true,
    tags: ["organic", "unisex", "lightweight", "french-terry", "kangaroo-pocket"],
    colors: ["white", "heather-grey", "navy", "sky", "sage"],
    sizes: FULL_RUN,
    related: ["french-terry-sweat-shorts", "lightweight-terry-crewneck", "classic-pullover-hoodie"],
  },
];

/** Oversized hoodies: dropped shoulders, roomy hoods, deep rib cuffs and waistbands. */
export const oversizedHoodies: SeedProduct[] = [
  {
    slug: "oversized-heavy-hoodie",
    garmentType: "oversized-hoodie",
    category: "hoodies",
    material: "heavy-fleece-450",
    name: {
      en: "Oversized Heavy Hoodie",
      pt: "Sweatshirt com Capuz Oversized Pesada",
      es: "Sudadera con Capucha Oversize Gruesa",
    },
    summary: {
      en: "A substantial oversized hoodie in 450 g/m² brushed fleece, with dropped shoulders and a roomy hood.",
      pt: "Uma sweatshirt com capuz oversized robusta, em felpa cardada de 450 g/m², com ombros descaídos e um capuz amplo.",
      es: "Una sudadera con capucha oversize contundente, de felpa perchada de 450 g/m², con hombros caídos y una capucha amplia.",
    },
    description: productDescription({
      intro: {
        en: "Our heaviest fleece in our widest cut. It stands away from the body, keeps its shape on the hanger and gives embroidery and puff prints a firm base.",
        pt: "A nossa felpa mais pesada no nosso corte mais largo. Afasta-se do corpo, mantém a forma no cabide e dá uma base firme a bordados e estampagens em relevo.",
        es: "Nuestra felpa más gruesa en nuestro corte más amplio. Se separa del cuerpo, mantiene la forma en la percha y ofrece una base firme a bordados y estampados en relieve.",
      },
      fit: {
        en: "oversized, with dropped shoulders, a wide body and long sleeves that bunch at the cuff; take your usual size.",
        pt: "oversized, com ombros descaídos, corpo largo e mangas compridas que franzem no punho; escolha o tamanho habitual.",
        es: "oversize, con hombros caídos, cuerpo ancho y mangas largas que se fruncen en el puño; elige tu talla habitual.",
      },
      details: {
        en: "double-layer hood, thick flat drawcord with metal eyelets (left out on request), wide kangaroo pocket, deep 8 cm rib cuffs and waistband.",
        pt: "capuz de camada dupla, cordão plano grosso com ilhós metálicos (pode ser retirado a pedido), bolso canguru largo, punhos e cós canelados de 8 cm.",
        es: "capucha de doble capa, cordón plano grueso con ojales metálicos (se puede quitar a petición), bolsillo canguro ancho, puños y bajo de canalé de 8 cm.",
      },
      material: "heavy-fleece-450",
      madeIn: "Guimarães",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: FLEECE_CARE,
    fit: "oversized",
    weightGrams: 860,
    priceCents: 5990,
    customizable: true,
    bestSellerRank: 4,
    tags: ["organic", "recycled", "unisex", "heavyweight", "fleece", "kangaroo-pocket"],
    colors: ["ecru", "sand", "heather-grey", "charcoal", "black", "navy", "forest", "burgundy"],
    sizes: XS_TO_XXL,
    related: [
      "heavyweight-boxy-tee",
      "relaxed-terry-sweatpants",
      "oversized-heavy-crewneck",
      "classic-pullover-hoodie",
    ],
  },
  {
    slug: "garment-dyed-oversized-hoodie",
    garmentType: "oversized-hoodie",
    category: "hoodies",
    material: "french-terry-350",
    name: {
      en: "Garment-Dyed Oversized Hoodie",
      pt: "Sweatshirt com Capuz Oversized Tingida em Peça",
      es: "Sudadera con Capucha Oversize Teñida en Prenda",
    },
    summary: {
      en: "An oversized French terry hoodie dyed after sewing, with a soft hand and a washed, vintage colour.",
      pt: "Uma sweatshirt com capuz oversized em felpa francesa, tingida depois de confecionada, com toque macio e cor lavada de ar vintage.",
      es: "Una sudadera con capucha oversize de felpa francesa, teñida después de confeccionarla, con tacto suave y un color lavado de aire vintage.",
    },
    description: productDescription({
      intro: {
        en: "Sewn in undyed terry and dyed as a finished hoodie, so the colour settles deeper into the seams and the rib. Emerging labels use it to match a shade to their collection.",
        pt: "Confecionada em felpa crua e tingida já como peça acabada, por isso a cor assenta mais intensa nas costuras e no canelado. As marcas emergentes usam-na para acertar um tom com a sua coleção.",
        es: "Confeccionada en felpa sin teñir y teñida ya como prenda terminada, así que el color se asienta más intenso en las costuras y el canalé. Las marcas emergentes la usan para ajustar un tono a su colección.",
      },
      fit: {
        en: "oversized, with dropped shoulders and a slightly shorter body than our heavy hoodie.",
        pt: "oversized, com ombros descaídos e corpo ligeiramente mais curto do que o da nossa sweatshirt com capuz pesada.",
        es: "oversize, con hombros caídos y el cuerpo algo más corto que el de nuestra sudadera con capucha gruesa.",
      },
      details: {
        en: "double-layer hood with drawcord and metal eyelets, kangaroo pocket, rib cuffs and waistband; pre-shrunk in the dye bath.",
        pt: "capuz de camada dupla com cordão e ilhós metálicos, bolso canguru, punhos e cós canelados; pré-encolhida no banho de tinturaria.",
        es: "capucha de doble capa con cordón y ojales metálicos, bolsillo canguro, puños y bajo de canalé; preencogida en el baño de tinte.",
      },
      material: "french-terry-350",
      madeIn: "Barcelos",
      garmentDyed: true,
      decoration: ["screen-print", "embroidery"],
    }),
    care: GARMENT_DYED_CARE,
    fit: "oversized",
    weightGrams: 720,
    priceCents: 5790,
    customizable: true,
    tags: ["organic", "recycled", "unisex", "garment-dyed", "french-terry", "kangaroo-pocket"],
    colors: ["ecru", "sage", "sky", "terracotta", "charcoal"],
    sizes: XS_TO_XXL,
    related: ["garment-dyed-oversized-tee", "garment-dyed-oversized-sweatshirt", "relaxed-terry-sweatpants"],
  },
  {
    slug: "everyday-oversized-hoodie",
    garmentType: "oversized-hoodie",
    category: "hoodies",
    material: "brushed-fleece-330",
    name: {
      en: "Everyday Oversized Hoodie",
      pt: "Sweatshirt com Capuz Oversized do Dia a Dia",
      es: "Sudadera con Capucha Oversize para el Día a Día",
    },
    summary: {
      en: "A relaxed oversized hoodie in mid-weight 330 g/m² brushed fleece, at an easy price.",
      pt: "Uma sweatshirt com capuz oversized descontraída, em felpa cardada média de 330 g/m², a um preço acessível.",
      es: "Una sudadera con capucha oversize desenfadada, de felpa perchada media de 330 g/m², a un precio asequible.",
    },
    description: productDescription({
      intro: {
        en: "The roomy shape of our heavy hoodie in a softer, lighter brushed fleece. Schools, clubs and teams choose it when they need many pieces in many sizes.",
        pt: "A forma ampla da nossa sweatshirt com capuz pesada numa felpa cardada mais leve e macia. Escolas, clubes e equipas escolhem-na quando precisam de muitas peças em muitos tamanhos.",
        es: "La forma amplia de nuestra sudadera con capucha gruesa en una felpa perchada más ligera y suave. Colegios, clubes y equipos la eligen cuando necesitan muchas prendas en muchas tallas.",
      },
      fit: {
        en: "oversized, with dropped shoulders; size down for a regular look.",
        pt: "oversized, com ombros descaídos; escolha um tamanho abaixo para um visual regular.",
        es: "oversize, con hombros caídos; elige una talla menos para un aspecto regular.",
      },
      details: {
        en: "lined hood with round drawcord and metal eyelets, kangaroo pocket, deep rib cuffs and waistband.",
        pt: "capuz forrado com cordão redondo e ilhós metálicos, bolso canguru, punhos e cós canelados largos.",
        es: "capucha forrada con cordón redondo y ojales metálicos, bolsillo canguro, puños y bajo de canalé anchos.",
      },
      material: "brushed-fleece-330",
      madeIn: "Guimarães",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: FLEECE_CARE,
    fit: "oversized",
    weightGrams: 700,
    priceCents: 5290,
    compareAtPriceCents: 5790,
    customizable: true,
    tags: ["organic", "recycled", "unisex", "fleece", "kangaroo-pocket"],
    colors: ["white", "heather-grey", "black", "navy", "sage", "burgundy"],
    sizes: XS_TO_XXL,
    related: ["oversized-heavy-hoodie", "classic-fleece-joggers", "organic-oversized-tee"],
  },
];
