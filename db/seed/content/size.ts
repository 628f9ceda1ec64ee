import type { SeedCmsPage } from "./types.ts";

// Intro text shown above the size chart (UK sizes 6–24: bust, waist and hip).

const en = `## How to measure

Use a soft tape measure and measure over light underwear. Keep the tape horizontal and snug, but not tight. It is easier if someone helps you.

- **Bust:** measure around the fullest part of your bust, under your arms, keeping the tape level across your back.
- **Waist:** measure around your natural waistline, the narrowest part of your torso, usually just above the belly button.
- **Hip:** stand with your feet together and measure around the fullest part of your hips and bottom.
- **Inside leg:** without shoes, measure from the crotch to the floor along the inside of your leg.

## Reading the chart

The size chart shows **body measurements** for UK sizes 6 to 24, in centimetres with their inch equivalents. These are the measurements of the body each size is made for, not the measurements of the garment, which include room for movement.

- Choose the size that matches your measurements. For t-shirts, hoodies and sweatshirts go by your bust; for shorts and pants go by your waist and hip.
- If you are between two sizes, take the larger one for a more relaxed fit or the smaller one for a closer fit.
- Our standard womenswear is designed for a height of **168 cm** and an inside leg of **79 cm**. If you are taller or shorter, sleeves, body length and leg length will fall differently.

## Oversized fits

Our oversized t-shirts, hoodies and sweatshirts are cut on purpose with dropped shoulders, a wider body and a longer length, giving around 10–15 cm more room at the chest than our regular fit. Order your usual size for the intended loose, boxy look, or one size down if you prefer a less roomy fit.

## Garment-dyed pieces

Garment-dyed items are shrunk during dyeing, so they hold their size well afterwards. To keep the fit and colour, wash them inside out at 30 °C and dry them flat or on a line.

Not sure which size to choose? [Ask us](/contact) and tell us your measurements and the garment; we are happy to help.
`;

const pt = `## Como medir

Use uma fita métrica flexível e meça sobre roupa interior leve. Mantenha a fita na horizontal, justa mas sem apertar. É mais fácil se alguém o ajudar.

- **Peito:** meça à volta da parte mais cheia do peito, por baixo dos braços, com a fita nivelada nas costas.
- **Cintura:** meça à volta da cintura natural, a parte mais estreita do tronco, normalmente um pouco acima do umbigo.
- **Anca:** com os pés juntos, meça à volta da parte mais larga das ancas e das nádegas.
- **Entrepernas:** sem sapatos, meça do entrepernas até ao chão pela parte interior da perna.

## Como ler a tabela

A tabela de tamanhos apresenta **medidas do corpo** para os tamanhos britânicos (UK) 6 a 24, em centímetros com o equivalente em polegadas. São as medidas do corpo para o qual cada tamanho é feito, e não as medidas da peça, que incluem folga para o movimento.

- Escolha o tamanho que corresponde às suas medidas. Nas t-shirts, hoodies e sweatshirts guie-se pelo peito; nos calções e calças, pela cintura e pela anca.
- Se estiver entre dois tamanhos, escolha o maior para um corte mais descontraído ou o menor para um corte mais justo.
- A nossa linha feminina standard é desenhada para uma altura de **168 cm** e uma medida de entrepernas de **79 cm**. Se tiver uma altura diferente, o comprimento das mangas, do corpo e das pernas ficará diferente.

## Cortes oversized

As nossas t-shirts, hoodies e sweatshirts oversized são cortadas propositadamente com ombros descaídos, corpo mais largo e maior comprimento, com cerca de 10–15 cm mais de folga no peito do que o corte regular. Encomende o seu tamanho habitual para o visual largo e amplo pretendido, ou um tamanho abaixo se preferir um corte menos folgado.

## Peças com tingimento de peça

As peças tingidas encolhem durante o tingimento, por isso mantêm bem o tamanho depois. Para preservar o corte e a cor, lave-as do avesso a 30 °C e seque-as na horizontal ou no estendal.

Não sabe que tamanho escolher? [Pergunte-nos](/contact), indicando as suas medidas e a peça; teremos todo o gosto em ajudar.
`;

const es = `## Cómo medirte

Usa una cinta métrica flexible y mídete sobre ropa interior ligera. Mantén la cinta horizontal, ajustada pero sin apretar. Es más fácil si alguien te ayuda.

- **Pecho:** mide el contorno de la parte más prominente del pecho, por debajo de los brazos, con la cinta nivelada en la espalda.
- **Cintura:** mide el contorno de tu cintura natural, la parte más estrecha del torso, normalmente justo por encima del ombligo.
- **Cadera:** con los pies juntos, mide el contorno de la parte más ancha de las caderas y los glúteos.
- **Entrepierna:** sin zapatos, mide desde la entrepierna hasta el suelo por la parte interior de la pierna.

## Cómo leer la tabla

La tabla de tallas muestra **medidas corporales** para las tallas británicas (UK) 6 a 24, en centímetros con su equivalencia en pulgadas. Son las medidas del cuerpo para el que está hecha cada talla, no las medidas de la prenda, que incluyen holgura para moverse.

- Elige la talla que corresponde a tus medidas. En camisetas y sudaderas guíate por el pecho; en pantalones cortos y pantalones, por la cintura y la cadera.
- Si estás entre dos tallas, elige la mayor para un ajuste más holgado o la menor para un ajuste más ceñido.
- Nuestra línea estándar de mujer está diseñada para una altura de **168 cm** y una entrepierna de **79 cm**. Si tu altura es distinta, el largo de las mangas, del cuerpo y de las perneras también lo será.

## Cortes oversize

Nuestras camisetas y sudaderas oversize tienen un patrón deliberadamente amplio, con hombros caídos, cuerpo más ancho y mayor largo, y unos 10–15 cm más de holgura en el pecho que el corte regular. Pide tu talla habitual para conseguir el aire amplio y recto que buscamos, o una talla menos si prefieres un ajuste menos holgado.

## Prendas teñidas en prenda

Las prendas teñidas encogen durante el teñido, así que después mantienen bien su talla. Para conservar el ajuste y el color, lávalas del revés a 30 °C y sécalas en plano o tendidas.

¿No sabes qué talla elegir? [Pregúntanos](/contact) indicando tus medidas y la prenda; te ayudaremos encantados.
`;

const size: SeedCmsPage = {
  key: "size",
  path: "/size-guide",
  title: { en: "Size guide", pt: "Guia de tamanhos", es: "Guía de tallas" },
  description: {
    en: "How to measure your bust, waist and hip, how to read our UK size 6–24 body measurement chart, and how our oversized t-shirts, hoodies and sweatshirts fit.",
    pt: "Como medir peito, cintura e anca, como ler a tabela de medidas do corpo para tamanhos UK 6 a 24 e como vestem as t-shirts, hoodies e sweatshirts oversized.",
    es: "Cómo medir pecho, cintura y cadera, cómo leer nuestra tabla de medidas corporales para las tallas UK 6 a 24 y cómo sientan las camisetas y sudaderas oversize.",
  },
  body: { en, pt, es },
};

export default size;
