import type { SeedCmsPage } from "./types.ts";

const en = `## Electronic Complaints Book

As required by Portuguese law (Decree-Law 156/2005, as amended by Decree-Law 74/2017), Fabrico Têxteis, Lda. is registered on the Electronic Complaints Book platform, the Livro de Reclamações Eletrónico. You can submit a complaint, or a request for information, online at any time:

**[www.livroreclamacoes.pt](https://www.livroreclamacoes.pt)**

## How it works

1. On the platform, choose to make a complaint and identify us by our company name, Fabrico Têxteis, Lda., or our tax number (NIF).
2. Describe what happened, including your order number and the dates involved, and attach any useful documents, such as the invoice or photos.
3. The platform sends your complaint to us and to the supervisory authority responsible for our activity (for retail trade, ASAE).
4. We reply to you by e-mail within the deadline set by law, and we keep the supervisory authority informed.

## Physical complaints book

Our workshop at Rua da Indústria 120, 4750-000 Barcelos, keeps the physical complaints book. If you visit us, ask any member of our team and they will hand it to you straight away; you do not have to give a reason.

## Other ways to solve a problem

Most problems are solved fastest by talking to us: [write to us](/contact) and we will reply within one business day, or within 48 hours for refund requests. Filing a complaint does not affect your other rights, including the right to use an alternative dispute resolution entity, described on our [dispute resolution page](/disputeresolution).
`;

const pt = `## Livro de Reclamações Eletrónico

Como exige a lei portuguesa (Decreto-Lei n.º 156/2005, na redação dada pelo Decreto-Lei n.º 74/2017), a Fabrico Têxteis, Lda. está registada no Livro de Reclamações Eletrónico. Pode apresentar uma reclamação, ou um pedido de informação, online e a qualquer hora:

**[www.livroreclamacoes.pt](https://www.livroreclamacoes.pt)**

## Como funciona

1. Na plataforma, escolha fazer uma reclamação e identifique-nos pela denominação, Fabrico Têxteis, Lda., ou pelo nosso NIF.
2. Descreva o que aconteceu, incluindo o número da encomenda e as datas relevantes, e anexe os documentos úteis, como a fatura ou fotografias.
3. A plataforma envia a reclamação para nós e para a entidade reguladora competente para a nossa atividade (no comércio a retalho, a ASAE).
4. Respondemos-lhe por e-mail dentro do prazo legal e mantemos a entidade reguladora informada.

## Livro de reclamações em papel

A nossa oficina, na Rua da Indústria 120, 4750-000 Barcelos, dispõe do livro de reclamações em formato físico. Se nos visitar, peça-o a qualquer elemento da equipa e ser-lhe-á entregue de imediato, sem necessidade de justificar o pedido.

## Outras formas de resolver um problema

A maioria dos problemas resolve-se mais depressa falando connosco: [escreva-nos](/contact) e respondemos no prazo de um dia útil, ou em 48 horas se for um pedido de reembolso. Apresentar uma reclamação não afeta os seus outros direitos, incluindo o de recorrer a uma das entidades de resolução alternativa de litígios indicadas na nossa [página de resolução de litígios](/disputeresolution).
`;

const es = `## Libro de reclamaciones electrónico

Como exige la ley portuguesa (Decreto-ley 156/2005, modificado por el Decreto-ley 74/2017), Fabrico Têxteis, Lda. está registrada en la plataforma oficial portuguesa de reclamaciones, el Livro de Reclamações Eletrónico. Puedes presentar una reclamación, o una solicitud de información, en línea y en cualquier momento:

**[www.livroreclamacoes.pt](https://www.livroreclamacoes.pt)**

## Cómo funciona

1. En la plataforma, elige presentar una reclamación e identifícanos por nuestra denominación, Fabrico Têxteis, Lda., o por nuestro número de identificación fiscal (NIF).
2. Describe lo ocurrido, incluidos el número de pedido y las fechas, y adjunta los documentos útiles, como la factura o fotos.
3. La plataforma envía tu reclamación a nosotros y a la autoridad de supervisión competente para nuestra actividad (en el comercio minorista, la ASAE).
4. Te respondemos por correo electrónico dentro del plazo legal y mantenemos informada a la autoridad de supervisión.

## Libro de reclamaciones en papel

Nuestro taller, en Rua da Indústria 120, 4750-000 Barcelos, dispone del libro de reclamaciones en papel. Si nos visitas, pídeselo a cualquier persona del equipo y te lo entregará en el momento, sin necesidad de justificar el motivo.

## Otras formas de resolver un problema

La mayoría de los problemas se resuelven antes hablando con nosotros: [escríbenos](/contact) y te responderemos en un día laborable, o en 48 horas si es una solicitud de reembolso. Presentar una reclamación no afecta a tus demás derechos, incluido el de acudir a una de las entidades de resolución alternativa de litigios que figuran en nuestra [página de resolución de litigios](/disputeresolution).
`;

const complaints: SeedCmsPage = {
  key: "complaints",
  path: "/complaints-book",
  title: {
    en: "Complaints book",
    pt: "Livro de Reclamações",
    es: "Libro de reclamaciones",
  },
  description: {
    en: "Submit a complaint to Fabrico Têxteis, Lda. through the Portuguese Electronic Complaints Book at livroreclamacoes.pt, or ask for the paper book at our workshop.",
    pt: "Apresente uma reclamação à Fabrico Têxteis, Lda. no Livro de Reclamações Eletrónico, em livroreclamacoes.pt, ou peça o livro em papel na nossa oficina.",
    es: "Presenta una reclamación a Fabrico Têxteis, Lda. en el libro de reclamaciones electrónico portugués, livroreclamacoes.pt, o pide el libro en papel en el taller.",
  },
  body: { en, pt, es },
};

export default complaints;
