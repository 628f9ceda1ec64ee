import type { SeedCmsPage } from "./types.ts";

const en = `## Talk to us

We are a small team in Barcelos and a real person reads every message. Use the form on this page for questions about products, orders, custom projects or wholesale accounts; you can attach your artwork or a photo if it helps us understand. Our e-mail, phone and workshop address are beside the form (below it on a phone); we are closed on Portuguese public holidays.

We answer messages within one business day, and refund requests within 48 hours.

## To help us reply faster

- **About an order:** include your order number exactly as it appears in your confirmation e-mail, with the # sign and the letters.
- **About a custom project:** tell us the garment, approximate quantity, technique (garment dye, labels, digital print, screen print or embroidery) and the date you need it by.
- **About a faulty item:** attach a photo that shows the problem.

Many answers are already in our [FAQ](/faqs) and [shipping policy](/shipping-policy). If you would like to visit the workshop to see fabrics and samples, write to us to book a time. To file a formal complaint, see our [complaints book page](/complaints-book).
`;

const pt = `## Fale connosco

Somos uma equipa pequena em Barcelos e todas as mensagens são lidas por uma pessoa. Use o formulário desta página para questões sobre produtos, encomendas, projetos personalizados ou contas de revenda; pode anexar o seu desenho ou uma fotografia se isso nos ajudar a perceber o pedido. O e-mail, o telefone e a morada da oficina estão ao lado do formulário (por baixo, no telemóvel); encerramos nos feriados nacionais.

Respondemos às mensagens no prazo de um dia útil e aos pedidos de reembolso em 48 horas.

## Para respondermos mais depressa

- **Sobre uma encomenda:** indique o número da encomenda tal como aparece no e-mail de confirmação, com o sinal # e as letras.
- **Sobre um projeto personalizado:** diga-nos a peça, a quantidade aproximada, a técnica (tingimento, etiquetas, impressão digital, serigrafia ou bordado) e a data em que precisa das peças.
- **Sobre um artigo com defeito:** anexe uma fotografia que mostre o problema.

Muitas respostas já estão nas nossas [perguntas frequentes](/faqs) e na [política de envios](/shipping-policy). Se quiser visitar a oficina para ver malhas e amostras, escreva-nos para marcar uma hora. Para apresentar uma reclamação formal, consulte a nossa [página do livro de reclamações](/complaints-book).
`;

const es = `## Habla con nosotros

Somos un equipo pequeño en Barcelos y cada mensaje lo lee una persona. Usa el formulario de esta página para preguntas sobre productos, pedidos, proyectos personalizados o cuentas mayoristas; puedes adjuntar tu diseño o una foto si nos ayuda a entenderte. Nuestro correo, teléfono y la dirección del taller están junto al formulario (debajo, en el móvil); cerramos los festivos nacionales portugueses.

Respondemos a los mensajes en un día laborable y a las solicitudes de reembolso en 48 horas.

## Para responderte antes

- **Sobre un pedido:** indica el número de pedido tal como aparece en el correo de confirmación, con el signo # y las letras.
- **Sobre un proyecto personalizado:** dinos la prenda, la cantidad aproximada, la técnica (tinte en prenda, etiquetas, impresión digital, serigrafía o bordado) y la fecha en que lo necesitas.
- **Sobre un artículo defectuoso:** adjunta una foto que muestre el problema.

Muchas respuestas ya están en nuestras [preguntas frecuentes](/faqs) y en la [política de envíos](/shipping-policy). Si quieres visitar el taller para ver tejidos y muestras, escríbenos para reservar una hora. Para presentar una reclamación formal, consulta nuestra [página del libro de reclamaciones](/complaints-book).
`;

const contact: SeedCmsPage = {
  key: "contact",
  path: "/contact",
  title: { en: "Contact us", pt: "Contactos", es: "Contacto" },
  description: {
    en: "Contact Fabrico in Barcelos, Portugal, by form, e-mail or phone, Monday to Friday 9:00–18:00. We reply within one business day, refund requests within 48 hours.",
    pt: "Contacte a Fabrico, em Barcelos, por formulário, e-mail ou telefone, de segunda a sexta, 9h–18h. Respondemos num dia útil e a pedidos de reembolso em 48 horas.",
    es: "Contacta con Fabrico en Barcelos por formulario, correo o teléfono, de lunes a viernes de 9 a 18 h. Respondemos en un día laborable y a los reembolsos en 48 h.",
  },
  body: { en, pt, es },
};

export default contact;
