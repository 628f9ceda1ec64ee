import type { Locale } from "../../core/shared/locale.ts";

/**
 * Demo reviews (issue 15), so the stars and counts on product cards and pages, the rating summary
 * and the product's `aggregateRating` can be seen on a fresh demo. Real reviews come from delivered
 * order lines (`core/reviews/reviews.ts` `submitReview`); these have none: `seedDemo` stores them
 * approved, without a user, with the order line id `demo-review-{slug}-{n}` (which keeps a re-run from
 * adding them twice) and the order id `demo` (`DEMO_REVIEW_ORDER_ID`: not shown as verified purchases). Texts are in the language the reviewer wrote in, as
 * real reviews are; names are first name and last initial, as `publicName` writes them.
 */
export interface SeedReview {
  /** Slug of a seeded product. */
  product: string;
  authorName: string;
  /** 1–5 stars. */
  rating: number;
  locale: Locale;
  body: string;
  /** How many days before the seed ran the review was written (> 0: always in the past). */
  daysAgo: number;
  /** The shop's answer, in the review's language, written `answerDaysAgo` days before the seed. */
  answer?: { body: string; daysAgo: number };
}

/** The demo reviews: eight products, 2–6 each, ratings from 2 to 5 stars. */
export const seedReviews: SeedReview[] = [
  // Essential Organic Tee
  {
    product: "essential-organic-tee",
    authorName: "Marta S.",
    rating: 5,
    locale: "pt",
    body: "Comprei três brancas e uma azul-marinho. O algodão é macio, não ficou transparente e depois de várias lavagens mantém a forma. Tamanho certo.",
    daysAgo: 12,
  },
  {
    product: "essential-organic-tee",
    authorName: "Javier R.",
    rating: 5,
    locale: "es",
    body: "La uso a diario. El cuello no se ha dado de sí tras un mes de lavados a 30 °C y el tejido tiene buen cuerpo para el precio.",
    daysAgo: 27,
  },
  {
    product: "essential-organic-tee",
    authorName: "Emma W.",
    rating: 4,
    locale: "en",
    body: "Lovely soft cotton and a clean neckline. It shrank a touch in length after the first wash, so if you are between sizes take the bigger one.",
    daysAgo: 41,
    answer: {
      body: "Thank you, Emma. Washing at 30 °C and drying it on a line keep the length; the size guide lists each size's length if you want to compare.",
      daysAgo: 39,
    },
  },
  {
    product: "essential-organic-tee",
    authorName: "Rui C.",
    rating: 5,
    locale: "pt",
    body: "Mandámos estampar 40 para a equipa da associação e ficaram impecáveis. A tinta assenta muito bem nesta malha.",
    daysAgo: 63,
  },
  {
    product: "essential-organic-tee",
    authorName: "Lucía M.",
    rating: 4,
    locale: "es",
    body: "Muy cómoda y bonita en color salvia. Le pongo cuatro estrellas porque el envío tardó un día más de lo indicado.",
    daysAgo: 88,
  },
  {
    product: "essential-organic-tee",
    authorName: "Tom H.",
    rating: 3,
    locale: "en",
    body: "Good quality for the price, but the white is a little see-through in bright light. I will stick to the darker colours.",
    daysAgo: 120,
  },
  // Heavyweight Boxy Tee
  {
    product: "heavyweight-boxy-tee",
    authorName: "Inês F.",
    rating: 5,
    locale: "pt",
    body: "Exatamente o corte largo que procurava. A malha é grossa, cai bem e não torce nas costuras. Já encomendei a segunda.",
    daysAgo: 8,
  },
  {
    product: "heavyweight-boxy-tee",
    authorName: "Daniel K.",
    rating: 5,
    locale: "en",
    body: "Heavy, structured and the shoulders drop just right. Feels like a tee from a brand that charges three times as much.",
    daysAgo: 34,
  },
  {
    product: "heavyweight-boxy-tee",
    authorName: "Carmen G.",
    rating: 4,
    locale: "es",
    body: "Buen gramaje y el color arena es precioso. Es bastante ancha, así que pedí una talla menos y acerté.",
    daysAgo: 52,
  },
  {
    product: "heavyweight-boxy-tee",
    authorName: "Pedro A.",
    rating: 4,
    locale: "pt",
    body: "Ótima qualidade. Só acho que as mangas podiam ser um pouco mais curtas, mas é uma questão de gosto.",
    daysAgo: 77,
  },
  {
    product: "heavyweight-boxy-tee",
    authorName: "Sophie L.",
    rating: 5,
    locale: "en",
    body: "Ordered ten with our band's logo embroidered on the chest. The stitching is neat and the shirts kept their shape on tour.",
    daysAgo: 140,
  },
  // Classic Pullover Hoodie
  {
    product: "classic-pullover-hoodie",
    authorName: "Ana P.",
    rating: 5,
    locale: "pt",
    body: "Quente sem ser pesado, o capuz tem boa forma e o bolso é fundo. O azul-marinho é igual ao das fotografias.",
    daysAgo: 5,
  },
  {
    product: "classic-pullover-hoodie",
    authorName: "Miguel T.",
    rating: 4,
    locale: "es",
    body: "Sudadera muy bien acabada, con costuras dobles y puños firmes. El cordón podría ser un poco más largo.",
    daysAgo: 23,
  },
  {
    product: "classic-pullover-hoodie",
    authorName: "Chloe B.",
    rating: 5,
    locale: "en",
    body: "We had these printed for our running club and everyone loves them. Washed several times and the print has not cracked.",
    daysAgo: 58,
  },
  {
    product: "classic-pullover-hoodie",
    authorName: "Tiago R.",
    rating: 2,
    locale: "pt",
    body: "A peça em si é boa, mas pedi um L e ficou-me curto no tronco. Tive de trocar por XL, o que demorou uma semana.",
    daysAgo: 95,
    answer: {
      body: "Obrigado pela sua opinião, Tiago. Lamentamos a demora na troca. O guia de tamanhos mostra o comprimento de cada tamanho, para ajudar na próxima escolha.",
      daysAgo: 93,
    },
  },
  {
    product: "classic-pullover-hoodie",
    authorName: "Elena V.",
    rating: 5,
    locale: "es",
    body: "Felpa suave por dentro y un color que no ha perdido intensidad. Se nota que está hecha en Portugal.",
    daysAgo: 150,
  },
  // Oversized Heavy Hoodie
  {
    product: "oversized-heavy-hoodie",
    authorName: "Beatriz N.",
    rating: 5,
    locale: "pt",
    body: "O melhor hoodie que tenho. O grená é lindíssimo e o tecido é grosso e confortável. Vale cada cêntimo.",
    daysAgo: 15,
  },
  {
    product: "oversized-heavy-hoodie",
    authorName: "Oliver J.",
    rating: 4,
    locale: "en",
    body: "Proper heavyweight and very roomy. I would size down unless you want it really loose.",
    daysAgo: 44,
  },
  {
    product: "oversized-heavy-hoodie",
    authorName: "Pablo D.",
    rating: 5,
    locale: "es",
    body: "Lo personalicé con un bordado en la espalda y el resultado es de tienda. Llegó bien embalado y antes de lo previsto.",
    daysAgo: 70,
  },
  {
    product: "oversized-heavy-hoodie",
    authorName: "Joana M.",
    rating: 4,
    locale: "pt",
    body: "Muito bom, mas demora a secar por ser tão encorpado. De resto, perfeito para o inverno.",
    daysAgo: 110,
  },
  // Classic Crewneck Sweatshirt
  {
    product: "classic-crewneck-sweatshirt",
    authorName: "Laura C.",
    rating: 5,
    locale: "es",
    body: "Corte clásico y muy cómodo. El verde bosque es precioso y combina con todo.",
    daysAgo: 19,
  },
  {
    product: "classic-crewneck-sweatshirt",
    authorName: "James P.",
    rating: 4,
    locale: "en",
    body: "Solid sweatshirt with a good rib at the cuffs and hem. A little warm for indoors, ideal for cold mornings.",
    daysAgo: 66,
  },
  {
    product: "classic-crewneck-sweatshirt",
    authorName: "Sara L.",
    rating: 4,
    locale: "pt",
    body: "Bom tecido e bem cosida. Esperava que fosse um pouco mais comprida, mas gosto muito.",
    daysAgo: 101,
  },
  // Classic Fleece Joggers
  {
    product: "classic-fleece-joggers",
    authorName: "Hugo S.",
    rating: 5,
    locale: "pt",
    body: "Confortáveis, com bolsos fundos e elástico que não aperta. Usei-as num voo de dez horas sem queixas.",
    daysAgo: 29,
  },
  {
    product: "classic-fleece-joggers",
    authorName: "Alba R.",
    rating: 4,
    locale: "es",
    body: "Muy suaves por dentro. El largo es justo para mí (1,68 m); si eres más alto quizá se queden cortos.",
    daysAgo: 81,
  },
  {
    product: "classic-fleece-joggers",
    authorName: "Mark D.",
    rating: 3,
    locale: "en",
    body: "Comfortable and well made, but a bit of pilling on the thighs after a couple of months of daily wear.",
    daysAgo: 133,
  },
  // Garment-dyed Oversized Tee
  {
    product: "garment-dyed-oversized-tee",
    authorName: "Clara B.",
    rating: 5,
    locale: "pt",
    body: "A cor terracota tem um ar gasto muito bonito e a t-shirt já vem macia. Recebi muitos elogios.",
    daysAgo: 21,
  },
  {
    product: "garment-dyed-oversized-tee",
    authorName: "Nerea G.",
    rating: 4,
    locale: "es",
    body: "Me encanta el tono desgastado y el corte amplio. Después del primer lavado quedó todavía más suave.",
    daysAgo: 59,
  },
  // French Terry Sweat Shorts
  {
    product: "french-terry-sweat-shorts",
    authorName: "André L.",
    rating: 4,
    locale: "pt",
    body: "Calções leves e frescos para o verão, com um comprimento acima do joelho que fica bem. O cordão é resistente.",
    daysAgo: 36,
  },
  {
    product: "french-terry-sweat-shorts",
    authorName: "Grace O.",
    rating: 5,
    locale: "en",
    body: "Perfect weight for warm evenings and the pockets actually hold a phone. Bought a second pair in grey.",
    daysAgo: 90,
  },
];
