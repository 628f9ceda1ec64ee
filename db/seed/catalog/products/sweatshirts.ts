/**
 * Demo crewneck sweatshirts: three regular (`sweatshirt`) and two oversized
 * (`oversized-sweatshirt`). Prices are EUR cents including VAT; weights are grams in size M.
 */

import { FLEECE_CARE, GARMENT_DYED_CARE } from "../care.ts";
import { productDescription } from "../describe.ts";
import { FULL_RUN, XS_TO_XXL } from "../sizes.ts";
import type { SeedProduct } from "../types.ts";

/** Regular-fit crewneck sweatshirts. */
export const sweatshirts: SeedProduct[] = [
  {
    slug: "classic-crewneck-sweatshirt",
    garmentType: "sweatshirt",
    category: "sweatshirts",
    material: "french-terry-350",
    name: {
      en: "Classic Crewneck Sweatshirt",
      pt: "Sweatshirt Clássica de Gola Redonda",
      es: "Sudadera Clásica de Cuello Redondo",
    },
    summary: {
      en: "A timeless crewneck in 350 g/m² French terry with rib neck, cuffs and waistband.",
      pt: "Uma sweatshirt de gola redonda intemporal, em felpa francesa de 350 g/m², com gola, punhos e cós canelados.",
      es: "Una sudadera de cuello redondo atemporal, de felpa francesa de 350 g/m², con cuello, puños y bajo de canalé.",
    },
    description: productDescription({
      slug: "classic-crewneck-sweatshirt",
      intro: {
        en: "The crewneck every wardrobe and every merch table needs. The smooth face takes a chest print or a small embroidered logo equally well, and the looped back keeps it breathable indoors.",
        pt: "A sweatshirt de gola redonda de que qualquer guarda-roupa e qualquer banca de merchandising precisa. A face lisa recebe igualmente bem uma estampagem no peito ou um pequeno logótipo bordado, e o avesso em argolas mantém-na respirável dentro de casa.",
        es: "La sudadera de cuello redondo que necesita cualquier armario y cualquier puesto de merchandising. La cara lisa admite igual de bien un estampado en el pecho o un pequeño logotipo bordado, y el rizo interior la mantiene transpirable en interiores.",
      },
      fit: {
        en: "regular and unisex, true to size, with set-in sleeves.",
        pt: "regular e unissexo, fiel ao tamanho, com mangas montadas.",
        es: "regular y unisex, fiel a la talla, con mangas montadas.",
      },
      details: {
        en: "2×2 rib crew neck with back neck tape, topstitched armholes, rib cuffs and waistband.",
        pt: "gola redonda em canelado 2×2 com fita de reforço nas costas, cavas pespontadas, punhos e cós canelados.",
        es: "cuello redondo de canalé 2×2 con cinta de refuerzo en la espalda, sisas pespunteadas, puños y bajo de canalé.",
      },
      material: "french-terry-350",
      madeIn: "Barcelos",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: FLEECE_CARE,
    fit: "regular",
    weightGrams: 540,
    priceCents: 4290,
    customizable: true,
    bestSellerRank: 5,
    tags: ["organic", "recycled", "unisex", "french-terry"],
    colors: ["white", "ecru", "heather-grey", "charcoal", "black", "navy", "forest", "burgundy"],
    leadColor: "forest",
    sizes: FULL_RUN,
    related: ["classic-pullover-hoodie", "classic-fleece-joggers", "essential-organic-tee"],
  },
  {
    slug: "brushed-fleece-crewneck",
    garmentType: "sweatshirt",
    category: "sweatshirts",
    material: "brushed-fleece-330",
    name: {
      en: "Brushed Fleece Crewneck",
      pt: "Sweatshirt de Gola Redonda em Felpa Cardada",
      es: "Sudadera de Cuello Redondo de Felpa Perchada",
    },
    summary: {
      en: "A cosy crewneck in 330 g/m² brushed fleece, soft on the inside and made for cold days.",
      pt: "Uma sweatshirt de gola redonda aconchegante, em felpa cardada de 330 g/m², macia por dentro e feita para os dias frios.",
      es: "Una sudadera de cuello redondo acogedora, de felpa perchada de 330 g/m², suave por dentro y pensada para los días fríos.",
    },
    description: productDescription({
      slug: "brushed-fleece-crewneck",
      intro: {
        en: "The warm counterpart to our classic crewneck: the inner loops are brushed into a soft pile, so it feels like a blanket without the bulk.",
        pt: "A versão quente da nossa sweatshirt clássica: as argolas interiores são cardadas até formarem um pelo macio, por isso sabe a manta sem o volume de uma.",
        es: "La versión cálida de nuestra sudadera clásica: el rizo interior se percha hasta formar un pelo suave, así que abriga como una manta sin abultar.",
      },
      fit: {
        en: "regular and unisex, true to size.",
        pt: "regular e unissexo, fiel ao tamanho.",
        es: "regular y unisex, fiel a la talla.",
      },
      details: {
        en: "rib crew neck, set-in sleeves, rib cuffs and waistband with a touch of elastane.",
        pt: "gola redonda canelada, mangas montadas, punhos e cós canelados com um pouco de elastano.",
        es: "cuello redondo de canalé, mangas montadas, puños y bajo de canalé con un toque de elastano.",
      },
      material: "brushed-fleece-330",
      madeIn: "Guimarães",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: FLEECE_CARE,
    fit: "regular",
    weightGrams: 520,
    priceCents: 3990,
    compareAtPriceCents: 4490,
    customizable: true,
    tags: ["organic", "recycled", "unisex", "fleece"],
    colors: ["ecru", "sand", "heather-grey", "black", "navy", "forest"],
    leadColor: "ecru",
    sizes: FULL_RUN,
    related: ["brushed-fleece-hoodie", "classic-fleece-joggers", "classic-crewneck-sweatshirt"],
  },
  {
    slug: "lightweight-terry-crewneck",
    garmentType: "sweatshirt",
    category: "sweatshirts",
    material: "french-terry-280",
    name: {
      en: "Lightweight Terry Crewneck",
      pt: "Sweatshirt Leve de Gola Redonda",
      es: "Sudadera Ligera de Cuello Redondo",
    },
    summary: {
      en: "A light crewneck in 280 g/m² organic French terry for cool mornings and summer evenings.",
      pt: "Uma sweatshirt de gola redonda leve, em felpa francesa biológica de 280 g/m², para manhãs frescas e noites de verão.",
      es: "Una sudadera de cuello redondo ligera, de felpa francesa orgánica de 280 g/m², para mañanas frescas y noches de verano.",
    },
    description: productDescription({
      slug: "lightweight-terry-crewneck",
      intro: {
        en: "A 100% organic cotton crewneck that is easy to layer over a tee. Cafés and shops order it as staff wear with a small embroidered logo on the chest.",
        pt: "Uma sweatshirt de gola redonda 100% algodão biológico, fácil de usar por cima de uma t-shirt. Cafés e lojas encomendam-na como roupa de equipa, com um pequeno logótipo bordado no peito.",
        es: "Una sudadera de cuello redondo 100% algodón orgánico, fácil de llevar sobre una camiseta. Cafeterías y tiendas la encargan como ropa de equipo, con un pequeño logotipo bordado en el pecho.",
      },
      fit: {
        en: "regular and unisex, true to size.",
        pt: "regular e unissexo, fiel ao tamanho.",
        es: "regular y unisex, fiel a la talla.",
      },
      details: {
        en: "rib crew neck with back neck tape, set-in sleeves, rib cuffs and waistband.",
        pt: "gola redonda canelada com fita de reforço nas costas, mangas montadas, punhos e cós canelados.",
        es: "cuello redondo de canalé con cinta de refuerzo en la espalda, mangas montadas, puños y bajo de canalé.",
      },
      material: "french-terry-280",
      madeIn: "Barcelos",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: FLEECE_CARE,
    fit: "regular",
    weightGrams: 430,
    priceCents: 3690,
    customizable: true,
    tags: ["organic", "unisex", "lightweight", "french-terry"],
    colors: ["white", "heather-grey", "navy", "sky", "sage"],
    leadColor: "sage",
    sizes: FULL_RUN,
    related: ["lightweight-terry-hoodie", "french-terry-sweat-shorts", "essential-organic-tee"],
  },
];

/** Oversized crewneck sweatshirts: dropped shoulders, boxy bodies, deep rib cuffs. */
export const oversizedSweatshirts: SeedProduct[] = [
  {
    slug: "oversized-heavy-crewneck",
    garmentType: "oversized-sweatshirt",
    category: "sweatshirts",
    material: "heavy-fleece-450",
    name: {
      en: "Oversized Heavy Crewneck",
      pt: "Sweatshirt Oversized Pesada",
      es: "Sudadera Oversize Gruesa",
    },
    summary: {
      en: "A boxy oversized crewneck in 450 g/m² brushed fleece, with dropped shoulders and deep rib trims.",
      pt: "Uma sweatshirt oversized de corte quadrado, em felpa cardada de 450 g/m², com ombros descaídos e acabamentos canelados largos.",
      es: "Una sudadera oversize de corte cuadrado, de felpa perchada de 450 g/m², con hombros caídos y remates de canalé anchos.",
    },
    description: productDescription({
      slug: "oversized-heavy-crewneck",
      intro: {
        en: "The crewneck partner of our oversized heavy hoodie. Dense, warm and structured, with a wide neck rib that frames a bold front print.",
        pt: "A companheira de gola redonda da nossa sweatshirt com capuz oversized pesada. Densa, quente e estruturada, com uma gola canelada larga que enquadra uma estampagem forte à frente.",
        es: "La compañera de cuello redondo de nuestra sudadera con capucha oversize gruesa. Densa, cálida y con estructura, con un cuello de canalé ancho que enmarca un estampado frontal potente.",
      },
      fit: {
        en: "oversized and boxy, with dropped shoulders and long sleeves that gather into deep cuffs.",
        pt: "oversized e quadrado, com ombros descaídos e mangas compridas que franzem em punhos largos.",
        es: "oversize y cuadrado, con hombros caídos y mangas largas que se fruncen en puños anchos.",
      },
      details: {
        en: "3 cm rib crew neck, dropped shoulders, 8 cm rib cuffs and waistband, flatlock side seams.",
        pt: "gola redonda canelada de 3 cm, ombros descaídos, punhos e cós canelados de 8 cm, costuras laterais planas (flatlock).",
        es: "cuello redondo de canalé de 3 cm, hombros caídos, puños y bajo de canalé de 8 cm, costuras laterales planas (flatlock).",
      },
      material: "heavy-fleece-450",
      madeIn: "Guimarães",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: FLEECE_CARE,
    fit: "oversized",
    weightGrams: 760,
    priceCents: 5490,
    customizable: true,
    bestSellerRank: 8,
    tags: ["organic", "recycled", "unisex", "heavyweight", "fleece", "boxy"],
    colors: ["ecru", "sand", "heather-grey", "charcoal", "black", "navy"],
    leadColor: "charcoal",
    sizes: XS_TO_XXL,
    related: ["oversized-heavy-hoodie", "heavyweight-boxy-tee", "relaxed-terry-sweatpants"],
  },
  {
    slug: "garment-dyed-oversized-sweatshirt",
    garmentType: "oversized-sweatshirt",
    category: "sweatshirts",
    material: "french-terry-350",
    name: {
      en: "Garment-Dyed Oversized Sweatshirt",
      pt: "Sweatshirt Oversized Tingida em Peça",
      es: "Sudadera Oversize Teñida en Prenda",
    },
    summary: {
      en: "An oversized French terry crewneck dyed after sewing for a soft, washed colour.",
      pt: "Uma sweatshirt oversized de gola redonda em felpa francesa, tingida depois de confecionada, com uma cor lavada e suave.",
      es: "Una sudadera oversize de cuello redondo de felpa francesa, teñida después de confeccionarla, con un color lavado y suave.",
    },
    description: productDescription({
      slug: "garment-dyed-oversized-sweatshirt",
      intro: {
        en: "Dyed piece by piece in our dye room, this crewneck has the faded, broken-in look of a favourite sweatshirt from the first wear.",
        pt: "Tingida peça a peça na nossa tinturaria, esta sweatshirt tem o aspeto esbatido e gasto de uma sweatshirt preferida logo desde a primeira vez que se veste.",
        es: "Teñida pieza a pieza en nuestra tintorería, esta sudadera tiene el aspecto desvaído y gastado de tu sudadera favorita desde el primer día.",
      },
      fit: {
        en: "oversized, with dropped shoulders and a slightly cropped body.",
        pt: "oversized, com ombros descaídos e corpo ligeiramente mais curto.",
        es: "oversize, con hombros caídos y el cuerpo ligeramente más corto.",
      },
      details: {
        en: "rib crew neck, dropped shoulders, rib cuffs and waistband; pre-shrunk in the dye bath.",
        pt: "gola redonda canelada, ombros descaídos, punhos e cós canelados; pré-encolhida no banho de tinturaria.",
        es: "cuello redondo de canalé, hombros caídos, puños y bajo de canalé; preencogida en el baño de tinte.",
      },
      material: "french-terry-350",
      madeIn: "Barcelos",
      garmentDyed: true,
      decoration: ["screen-print", "embroidery"],
    }),
    care: GARMENT_DYED_CARE,
    fit: "oversized",
    weightGrams: 650,
    priceCents: 4990,
    customizable: true,
    tags: ["organic", "recycled", "unisex", "garment-dyed", "french-terry"],
    colors: ["ecru", "sage", "sky", "terracotta", "charcoal"],
    leadColor: "sky",
    sizes: XS_TO_XXL,
    related: ["garment-dyed-oversized-hoodie", "garment-dyed-oversized-tee", "oversized-heavy-crewneck"],
  },
];
