/**
 * Demo bottoms: two shorts (`shorts`) and three pants (`pants`), all with elastic drawcord
 * waists. Prices are EUR cents including VAT; weights are grams in size M.
 */

import { FLEECE_CARE, WOVEN_CARE } from "../care.ts";
import { productDescription } from "../describe.ts";
import { FULL_RUN, S_TO_XXL, XS_TO_XXL } from "../sizes.ts";
import type { SeedProduct } from "../types.ts";

/** Shorts. */
export const shorts: SeedProduct[] = [
  {
    slug: "french-terry-sweat-shorts",
    garmentType: "shorts",
    category: "shorts",
    material: "french-terry-280",
    name: {
      en: "French Terry Sweat Shorts",
      pt: "Calções de Felpa Francesa",
      es: "Pantalón Corto de Felpa Francesa",
    },
    summary: {
      en: "Comfortable sweat shorts in 280 g/m² organic French terry with a drawcord waist and deep pockets.",
      pt: "Calções confortáveis em felpa francesa biológica de 280 g/m², com cós de cordão e bolsos fundos.",
      es: "Pantalón corto cómodo de felpa francesa orgánica de 280 g/m², con cintura de cordón y bolsillos profundos.",
    },
    description: productDescription({
      slug: "french-terry-sweat-shorts",
      intro: {
        en: "Made from the same terry as our lightweight hoodie and crewneck, so a set matches exactly in colour. Soft, breathable and easy to print on the leg.",
        pt: "Feitos na mesma felpa da nossa sweatshirt leve e da sweatshirt com capuz leve, para que um conjunto combine exatamente na cor. Macios, respiráveis e fáceis de estampar na perna.",
        es: "Hechos con la misma felpa que nuestras sudaderas ligeras, para que un conjunto combine exactamente en el color. Suaves, transpirables y fáciles de estampar en la pernera.",
      },
      fit: {
        en: "regular and unisex, sitting just above the knee with an 18 cm inseam in size M.",
        pt: "regular e unissexo, um pouco acima do joelho, com entrepernas de 18 cm no tamanho M.",
        es: "regular y unisex, justo por encima de la rodilla, con 18 cm de entrepierna en la talla M.",
      },
      details: {
        en: "rib waistband with elastic and flat drawcord through metal eyelets, slanted side pockets, back patch pocket, twin-needle hems.",
        pt: "cós canelado com elástico e cordão plano com ilhós metálicos, bolsos laterais oblíquos, bolso traseiro aplicado, bainhas com pesponto duplo.",
        es: "cintura de canalé con elástico y cordón plano con ojales metálicos, bolsillos laterales oblicuos, bolsillo trasero de parche, dobladillos con doble pespunte.",
      },
      material: "french-terry-280",
      madeIn: "Barcelos",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: FLEECE_CARE,
    fit: "regular",
    weightGrams: 290,
    priceCents: 2990,
    customizable: true,
    bestSellerRank: 7,
    tags: ["organic", "unisex", "lightweight", "french-terry", "drawcord"],
    colors: ["white", "heather-grey", "black", "navy", "sky", "sage"],
    leadColor: "heather-grey",
    sizes: XS_TO_XXL,
    related: ["lightweight-terry-hoodie", "lightweight-terry-crewneck", "essential-organic-tee"],
  },
  {
    slug: "ripstop-drawcord-shorts",
    garmentType: "shorts",
    category: "shorts",
    material: "cotton-ripstop-200",
    name: {
      en: "Ripstop Drawcord Shorts",
      pt: "Calções de Ripstop com Cordão",
      es: "Pantalón Corto de Ripstop con Cordón",
    },
    summary: {
      en: "Hard-wearing utility shorts in 200 g/m² cotton ripstop with an elastic drawcord waist.",
      pt: "Calções utilitários resistentes em ripstop de algodão de 200 g/m², com cós elástico de cordão.",
      es: "Pantalón corto utilitario y resistente de ripstop de algodón de 200 g/m², con cintura elástica de cordón.",
    },
    description: productDescription({
      slug: "ripstop-drawcord-shorts",
      intro: {
        en: "A woven grid of reinforcing yarns stops small tears from spreading, which makes these shorts ready for festivals, workshops and long summer walks.",
        pt: "Uma grelha de fios de reforço tecida no próprio tecido impede que os pequenos rasgões alastrem, o que prepara estes calções para festivais, oficinas e longos passeios de verão.",
        es: "Una cuadrícula de hilos de refuerzo tejida en la propia tela impide que los pequeños desgarros se extiendan, así que este pantalón corto está listo para festivales, talleres y largos paseos de verano.",
      },
      fit: {
        en: "relaxed, with room through the thigh and a 20 cm inseam in size M.",
        pt: "descontraído, com folga na coxa e entrepernas de 20 cm no tamanho M.",
        es: "holgado, con amplitud en el muslo y 20 cm de entrepierna en la talla M.",
      },
      details: {
        en: "fully elasticated waistband with cotton drawcord, slanted side pockets, back patch pocket with bartacks, hemmed legs.",
        pt: "cós totalmente elástico com cordão de algodão, bolsos laterais oblíquos, bolso traseiro aplicado com travetes, pernas com bainha.",
        es: "cintura totalmente elástica con cordón de algodón, bolsillos laterales oblicuos, bolsillo trasero de parche con presillas, perneras con dobladillo.",
      },
      material: "cotton-ripstop-200",
      madeIn: "Guimarães",
      decoration: [],
    }),
    care: WOVEN_CARE,
    fit: "relaxed",
    weightGrams: 240,
    priceCents: 3490,
    customizable: false,
    tags: ["organic", "unisex", "ripstop", "drawcord", "utility"],
    colors: ["sand", "black", "navy", "forest"],
    leadColor: "navy",
    sizes: S_TO_XXL,
    related: ["lightweight-slub-tee", "twill-drawcord-joggers", "french-terry-sweat-shorts"],
  },
];

/** Pants: joggers and sweatpants gathered into rib cuffs. */
export const pants: SeedProduct[] = [
  {
    slug: "classic-fleece-joggers",
    garmentType: "pants",
    category: "pants",
    material: "brushed-fleece-330",
    name: {
      en: "Classic Fleece Joggers",
      pt: "Calças Jogger Clássicas em Felpa Cardada",
      es: "Pantalón Jogger Clásico de Felpa Perchada",
    },
    summary: {
      en: "Tapered joggers in 330 g/m² brushed fleece with rib cuffs, side pockets and a drawcord waist.",
      pt: "Calças jogger afuniladas em felpa cardada de 330 g/m², com punhos canelados, bolsos laterais e cós de cordão.",
      es: "Pantalón jogger entallado de felpa perchada de 330 g/m², con puños de canalé, bolsillos laterales y cintura de cordón.",
    },
    description: productDescription({
      slug: "classic-fleece-joggers",
      intro: {
        en: "The other half of our best-selling tracksuit sets. Brushed inside for warmth, tapered to the ankle and finished with rib cuffs that stay put.",
        pt: "A outra metade dos nossos conjuntos de fato de treino mais vendidos. Cardadas por dentro para aquecer, afuniladas até ao tornozelo e rematadas com punhos canelados que não saem do lugar.",
        es: "La otra mitad de nuestros conjuntos de chándal más vendidos. Perchado por dentro para abrigar, entallado hasta el tobillo y rematado con puños de canalé que no se mueven.",
      },
      fit: {
        en: "regular and unisex, tapered from the knee, with a 76 cm inseam in size M.",
        pt: "regular e unissexo, afunilado a partir do joelho, com entrepernas de 76 cm no tamanho M.",
        es: "regular y unisex, entallado desde la rodilla, con 76 cm de entrepierna en la talla M.",
      },
      details: {
        en: "rib waistband with elastic and flat drawcord, stitched faux fly, slanted side pockets, back patch pocket, rib cuffs.",
        pt: "cós canelado com elástico e cordão plano, braguilha falsa pespontada, bolsos laterais oblíquos, bolso traseiro aplicado, punhos canelados.",
        es: "cintura de canalé con elástico y cordón plano, bragueta falsa pespunteada, bolsillos laterales oblicuos, bolsillo trasero de parche, puños de canalé.",
      },
      material: "brushed-fleece-330",
      madeIn: "Guimarães",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: FLEECE_CARE,
    fit: "regular",
    weightGrams: 560,
    priceCents: 4490,
    customizable: true,
    bestSellerRank: 6,
    tags: ["organic", "recycled", "unisex", "fleece", "drawcord"],
    colors: ["ecru", "heather-grey", "charcoal", "black", "navy", "forest"],
    leadColor: "black",
    sizes: FULL_RUN,
    related: [
      "classic-pullover-hoodie",
      "brushed-fleece-hoodie",
      "classic-crewneck-sweatshirt",
      "brushed-fleece-crewneck",
    ],
  },
  {
    slug: "relaxed-terry-sweatpants",
    garmentType: "pants",
    category: "pants",
    material: "french-terry-350",
    name: {
      en: "Relaxed French Terry Sweatpants",
      pt: "Calças de Felpa Francesa de Corte Descontraído",
      es: "Pantalón de Chándal Holgado de Felpa Francesa",
    },
    summary: {
      en: "Roomy sweatpants in 350 g/m² French terry, cut wide through the leg to pair with our oversized tops.",
      pt: "Calças de fato de treino amplas em felpa francesa de 350 g/m², largas na perna para combinar com as nossas peças oversized.",
      es: "Pantalón de chándal amplio de felpa francesa de 350 g/m², ancho de pernera para combinar con nuestras prendas oversize.",
    },
    description: productDescription({
      slug: "relaxed-terry-sweatpants",
      intro: {
        en: "A straighter, wider leg than our joggers, gathered into a rib cuff so it stacks softly over trainers. Designed to balance a boxy tee or an oversized hoodie.",
        pt: "Uma perna mais direita e mais larga do que a das nossas jogger, franzida num punho canelado para assentar de forma suave sobre as sapatilhas. Pensadas para equilibrar uma t-shirt boxy ou uma peça oversized.",
        es: "Una pernera más recta y ancha que la de nuestros jogger, fruncida en un puño de canalé para que caiga con suavidad sobre las zapatillas. Pensado para equilibrar una camiseta boxy o una prenda oversize.",
      },
      fit: {
        en: "relaxed, with a higher rise and a 78 cm inseam in size M.",
        pt: "descontraído, com gancho mais alto e entrepernas de 78 cm no tamanho M.",
        es: "holgado, con tiro más alto y 78 cm de entrepierna en la talla M.",
      },
      details: {
        en: "wide rib waistband with elastic and drawcord, slanted side pockets, back patch pocket, deep rib cuffs.",
        pt: "cós canelado largo com elástico e cordão, bolsos laterais oblíquos, bolso traseiro aplicado, punhos canelados largos.",
        es: "cintura de canalé ancha con elástico y cordón, bolsillos laterales oblicuos, bolsillo trasero de parche, puños de canalé anchos.",
      },
      material: "french-terry-350",
      madeIn: "Barcelos",
      decoration: ["screen-print", "embroidery", "dtg"],
    }),
    care: FLEECE_CARE,
    fit: "relaxed",
    weightGrams: 590,
    priceCents: 4690,
    customizable: true,
    tags: ["organic", "recycled", "unisex", "french-terry", "drawcord"],
    colors: ["ecru", "sand", "heather-grey", "charcoal", "black"],
    leadColor: "charcoal",
    sizes: XS_TO_XXL,
    related: ["oversized-heavy-hoodie", "heavyweight-boxy-tee", "oversized-heavy-crewneck"],
  },
  {
    slug: "twill-drawcord-joggers",
    garmentType: "pants",
    category: "pants",
    material: "cotton-twill-260",
    name: {
      en: "Twill Drawcord Joggers",
      pt: "Calças Jogger em Sarja de Algodão",
      es: "Pantalón Jogger de Sarga de Algodón",
    },
    summary: {
      en: "Smart-casual joggers in 260 g/m² stretch cotton twill with a drawcord waist and rib cuffs.",
      pt: "Calças jogger entre o casual e o formal, em sarja de algodão elástica de 260 g/m², com cós de cordão e punhos canelados.",
      es: "Pantalón jogger entre lo informal y lo arreglado, de sarga de algodón elástica de 260 g/m², con cintura de cordón y puños de canalé.",
    },
    description: productDescription({
      slug: "twill-drawcord-joggers",
      intro: {
        en: "The comfort of a sweatpant in a woven twill that looks at home in a studio, a shop or an office. A little elastane lets it move with you.",
        pt: "O conforto de umas calças de fato de treino numa sarja tecida que fica bem num estúdio, numa loja ou num escritório. Um pouco de elastano deixa-as acompanhar os seus movimentos.",
        es: "La comodidad de un pantalón de chándal en una sarga tejida que queda bien en un estudio, una tienda o una oficina. Un poco de elastano le permite moverse contigo.",
      },
      fit: {
        en: "relaxed through the thigh, tapered to the cuff, with a 76 cm inseam in size M.",
        pt: "descontraído na coxa e afunilado até ao punho, com entrepernas de 76 cm no tamanho M.",
        es: "holgado en el muslo y entallado hasta el puño, con 76 cm de entrepierna en la talla M.",
      },
      details: {
        en: "elasticated waistband with cotton drawcord, slanted side pockets, back patch pocket, rib-knit cuffs, bartacked stress points.",
        pt: "cós elástico com cordão de algodão, bolsos laterais oblíquos, bolso traseiro aplicado, punhos em malha canelada, travetes nos pontos de esforço.",
        es: "cintura elástica con cordón de algodón, bolsillos laterales oblicuos, bolsillo trasero de parche, puños de punto de canalé, presillas en los puntos de tensión.",
      },
      material: "cotton-twill-260",
      madeIn: "Guimarães",
      decoration: ["embroidery"],
    }),
    care: WOVEN_CARE,
    fit: "relaxed",
    weightGrams: 520,
    priceCents: 5490,
    customizable: true,
    tags: ["organic", "unisex", "twill", "stretch", "drawcord"],
    colors: ["sand", "black", "navy", "forest"],
    leadColor: "forest",
    sizes: S_TO_XXL,
    related: ["ripstop-drawcord-shorts", "heavyweight-crew-tee", "classic-crewneck-sweatshirt"],
  },
];
