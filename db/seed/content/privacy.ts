import type { SeedCmsPage } from "./types.ts";

const en = `## Who we are

Fabrico Têxteis, Lda., Rua da Indústria 120, 4750-000 Barcelos, Portugal, is the controller of the personal data processed through this website and our shop. For any question about privacy, or to exercise your rights, write to [hello@fabrico.example](mailto:hello@fabrico.example) with the subject "Privacy", or send a letter to the address above.

This policy explains what data we collect, why, on what legal basis, who we share it with, how long we keep it and which rights you have under the General Data Protection Regulation (Regulation (EU) 2016/679, "GDPR") and Portuguese Law 58/2019.

## What data we collect

- **Account data:** name, e-mail address, password (stored only as a secure hash) and whether two-factor authentication is on.
- **Profile data you choose to add:** date of birth, gender, phone number and marketing preferences.
- **Order data:** products, customisations, quantities and prices, billing and delivery addresses, phone number, the UPS Access Point you chose, invoices, messages about the order, and any return, refund or replacement.
- **Payment data:** payment method, payment status and transaction reference. Card details are entered directly in the SIBS payment form; we never receive or store them. For MB WAY, the phone number you enter is passed to SIBS to send the payment request.
- **Design data:** the designs you save, the artwork and files you upload, any text you add and your notes to our team.
- **Wholesale applications:** brand name, brand website and Instagram, postcode, EU and UK VAT numbers and the result of the VAT number checks.
- **Contact messages:** name, e-mail address, subject, message and any file you attach.
- **Newsletter:** e-mail address and proof of your consent (date and time, IP address, the page where you signed up and the confirmation of the link we sent you).
- **Reviews and feedback** you give about our products.
- **Technical data:** IP address, browser and device information and server logs, needed to run and protect the website; and, only if you consent, analytics and advertising data collected through cookies (see below).

## Why we use your data and on what legal basis

| Purpose | Legal basis (GDPR art. 6(1)) |
|---|---|
| Creating and managing your account | Performance of a contract (b) |
| Processing, producing, delivering and invoicing orders, quotes and samples | Performance of a contract (b) |
| Handling returns, refunds, warranty claims and complaints | Contract (b) and legal obligation (c) |
| Issuing invoices and keeping accounting and tax records | Legal obligation (c) |
| Reviewing wholesale applications and checking VAT numbers | Steps prior to a contract (b) and legal obligation (c) |
| Answering contact messages | Legitimate interest in replying to you (f), or steps prior to a contract (b) |
| Sending the newsletter and the welcome code | Consent (a) |
| E-mails to existing customers about similar products | Legitimate interest (f), with the right to object in every message |
| Website security, fraud prevention and two-factor authentication | Legitimate interest (f) |
| Analytics and advertising measurement | Consent (a) |
| Publishing reviews and featuring your project in our gallery | Consent (a) |
| Establishing or defending legal claims | Legitimate interest (f) |

Where data is needed for a contract or required by law, we cannot process your order without it. We do not take decisions about you based solely on automated processing.

## Who we share data with

We share only what each provider needs, under contracts that bind them to the GDPR (GDPR art. 28):

- **SIBS** — payment gateway for cards, MB WAY and Multibanco.
- **UPS and MRW** — delivery: name, delivery address, phone number and e-mail address, so that they can deliver your parcel and keep you informed.
- **Our hosting provider** — the website and database run on servers in the European Union.
- **Our e-mail provider** — to send order e-mails and, if you have subscribed, the newsletter.
- **Google (Google Analytics) and Meta (Meta Pixel)** — only if you accept analytics and advertising cookies.
- **Our certified accountant, the Portuguese Tax and Customs Authority (AT) and other public authorities** — when the law requires it.
- **VAT checks** — EU VAT numbers are checked in the European Commission's VIES system and UK VAT numbers with HM Revenue & Customs.

We never sell your personal data.

## International transfers

Most of your data stays in the European Union. For deliveries to the United Kingdom, data is transferred to the UK, which is covered by an adequacy decision of the European Commission. Google and Meta may process data in the United States; those transfers rely on the EU–US Data Privacy Framework or on the European Commission's standard contractual clauses.

## How long we keep data

| Data | Retention period |
|---|---|
| Invoices and accounting records | 10 years, as required by Portuguese tax and accounting law |
| Order details and related messages | 5 years after delivery (the 3-year legal guarantee plus time to handle claims) |
| Account data | until you close your account; accounts with no sign-in or order for 3 years are deleted after an e-mail warning |
| Saved designs and uploaded artwork | while your account is active, and at most 2 years after your last order |
| Wholesale applications that were not approved | 12 months |
| Contact messages | 2 years after the last exchange |
| Newsletter subscription | until you unsubscribe; the proof of consent is kept for 3 years afterwards |
| Server logs | 90 days |
| Analytics data (with consent) | 14 months |

## Your rights

You have the right to:

- **access** your data and receive a copy;
- **rectify** inaccurate or incomplete data;
- **erase** your data, except where we must keep it by law (invoices, for example);
- **restrict** processing in certain cases;
- **data portability** for data you gave us on the basis of consent or a contract;
- **object** to processing based on legitimate interest and, at any time, to direct marketing;
- **withdraw your consent** at any time, without affecting processing carried out before.

To exercise your rights, write to [hello@fabrico.example](mailto:hello@fabrico.example). It is free of charge. We reply within one month; for complex requests this can be extended by two further months, and we will tell you why. We may ask you to confirm your identity. You can also edit most of your data yourself in your customer area.

## Complaints to the supervisory authority

If you believe we have not handled your data correctly, you can lodge a complaint with the Portuguese data protection authority, the Comissão Nacional de Proteção de Dados (CNPD), at [www.cnpd.pt](https://www.cnpd.pt), or with the authority of the EU country where you live or work. We would appreciate the chance to resolve your concern first, so please [contact us](/contact).

## Cookies and similar technologies

**Strictly necessary.** These are used without consent because the website cannot work without them: session and sign-in, security (protection against forged requests), basket and checkout, your chosen language (the lng cookie and local storage), your chosen display currency, and your cookie choice itself.

**Analytics and advertising (optional).** We use Google Analytics 4 and the Meta Pixel to understand how the website is used and to measure our advertising. They are only loaded after you choose "Accept" in the cookie banner: until then, no analytics or advertising script runs and nothing is sent to Google or Meta. Rejecting is as easy as accepting, and the website works fully either way. You can change your choice at any time through the "Cookie settings" link at the bottom of every page. We keep a record of your choice as proof of consent, as required by Portuguese Law 41/2004 (art. 5) and the GDPR.

## Newsletter and marketing e-mails

We only send the newsletter with your prior express consent, as required by Portuguese Law 41/2004. When you sign up, we send you an e-mail with a confirmation link and send nothing else until you click it. Every e-mail contains an unsubscribe link that works in one click; your request takes effect immediately and at the latest within 48 hours.

If you are a customer, we may occasionally e-mail you about our own products similar to those you bought, but only if you did not object when you gave us your e-mail address. You can object free of charge in every one of these messages.

## Security

The website uses encrypted connections (HTTPS). Passwords are stored as secure hashes, two-factor authentication is available in your account, access to personal data is limited to staff who need it, and card details never reach our servers.

## Children

Our shop is intended for adults. If you are under 18, please ask a parent or guardian to place your order.

## Changes to this policy

We may update this policy when our services or the law change. The date of the latest version is shown below; if a change is significant, we will also tell account holders by e-mail.

Last updated: August 2025.
`;

const pt = `## Quem somos

A Fabrico Têxteis, Lda., com sede na Rua da Indústria 120, 4750-000 Barcelos, Portugal, é a responsável pelo tratamento dos dados pessoais tratados através deste site e da nossa loja. Para qualquer questão sobre privacidade, ou para exercer os seus direitos, escreva para [hello@fabrico.example](mailto:hello@fabrico.example) com o assunto "Privacidade", ou envie uma carta para a morada acima.

Esta política explica que dados recolhemos, para quê, com que fundamento jurídico, com quem os partilhamos, durante quanto tempo os conservamos e que direitos tem ao abrigo do Regulamento Geral sobre a Proteção de Dados (Regulamento (UE) 2016/679, "RGPD") e da Lei n.º 58/2019.

## Que dados recolhemos

- **Dados de conta:** nome, endereço de e-mail, palavra-passe (guardada apenas sob a forma de hash seguro) e se a autenticação de dois fatores está ativa.
- **Dados de perfil que decida acrescentar:** data de nascimento, género, número de telefone e preferências de marketing.
- **Dados de encomenda:** produtos, personalizações, quantidades e preços, moradas de faturação e de entrega, número de telefone, o ponto UPS Access Point escolhido, faturas, mensagens sobre a encomenda e eventuais devoluções, reembolsos ou substituições.
- **Dados de pagamento:** meio de pagamento, estado do pagamento e referência da transação. Os dados do cartão são introduzidos diretamente no formulário de pagamento da SIBS; nunca os recebemos nem guardamos. No MB WAY, o número de telemóvel que indicar é transmitido à SIBS para enviar o pedido de pagamento.
- **Dados de design:** os designs que guarda, os desenhos e ficheiros que carrega, os textos que acrescenta e as notas para a nossa equipa.
- **Pedidos de conta de revenda:** nome da marca, site e Instagram da marca, código postal, números de IVA da UE e do Reino Unido e o resultado da sua verificação.
- **Mensagens de contacto:** nome, endereço de e-mail, assunto, mensagem e qualquer ficheiro anexado.
- **Newsletter:** endereço de e-mail e prova do consentimento (data e hora, endereço IP, página onde fez a subscrição e confirmação da ligação que lhe enviámos).
- **Avaliações e comentários** que faça sobre os nossos produtos.
- **Dados técnicos:** endereço IP, informação do navegador e do dispositivo e registos do servidor, necessários para o funcionamento e a segurança do site; e, apenas se consentir, dados de análise e de publicidade recolhidos através de cookies (ver abaixo).

## Para que usamos os seus dados e com que fundamento

| Finalidade | Fundamento jurídico (art. 6.º, n.º 1, do RGPD) |
|---|---|
| Criar e gerir a sua conta | Execução de contrato (b) |
| Processar, produzir, entregar e faturar encomendas, orçamentos e amostras | Execução de contrato (b) |
| Tratar devoluções, reembolsos, garantias e reclamações | Contrato (b) e obrigação legal (c) |
| Emitir faturas e manter registos contabilísticos e fiscais | Obrigação legal (c) |
| Analisar pedidos de revenda e verificar números de IVA | Diligências pré-contratuais (b) e obrigação legal (c) |
| Responder a mensagens de contacto | Interesse legítimo em responder-lhe (f), ou diligências pré-contratuais (b) |
| Enviar a newsletter e o código de boas-vindas | Consentimento (a) |
| E-mails a clientes sobre produtos semelhantes | Interesse legítimo (f), com direito de oposição em cada mensagem |
| Segurança do site, prevenção de fraude e autenticação de dois fatores | Interesse legítimo (f) |
| Análise de utilização e medição de publicidade | Consentimento (a) |
| Publicar avaliações e destacar o seu projeto na galeria | Consentimento (a) |
| Declarar, exercer ou defender direitos num processo judicial | Interesse legítimo (f) |

Quando os dados são necessários para um contrato ou exigidos por lei, não podemos processar a sua encomenda sem eles. Não tomamos decisões sobre si baseadas exclusivamente em tratamento automatizado.

## Com quem partilhamos dados

Partilhamos apenas o que cada prestador precisa, ao abrigo de contratos que o vinculam ao RGPD (art. 28.º do RGPD):

- **SIBS** — plataforma de pagamentos para cartão, MB WAY e Multibanco.
- **UPS e MRW** — entrega: nome, morada de entrega, número de telefone e e-mail, para poderem entregar a encomenda e mantê-lo informado.
- **O nosso prestador de alojamento** — o site e a base de dados funcionam em servidores na União Europeia.
- **O nosso prestador de e-mail** — para enviar os e-mails das encomendas e, se tiver subscrito, a newsletter.
- **Google (Google Analytics) e Meta (Meta Pixel)** — apenas se aceitar os cookies de análise e de publicidade.
- **O nosso contabilista certificado, a Autoridade Tributária e Aduaneira (AT) e outras autoridades públicas** — quando a lei o exige.
- **Verificação de IVA** — os números de IVA da UE são verificados no sistema VIES da Comissão Europeia e os do Reino Unido junto da HM Revenue & Customs.

Nunca vendemos os seus dados pessoais.

## Transferências internacionais

A maioria dos seus dados fica na União Europeia. Nas entregas para o Reino Unido, os dados são transferidos para o Reino Unido, que beneficia de uma decisão de adequação da Comissão Europeia. A Google e a Meta podem tratar dados nos Estados Unidos; essas transferências baseiam-se no Quadro de Privacidade de Dados UE-EUA ou nas cláusulas contratuais-tipo da Comissão Europeia.

## Durante quanto tempo conservamos os dados

| Dados | Prazo de conservação |
|---|---|
| Faturas e registos contabilísticos | 10 anos, como exige a legislação fiscal e contabilística portuguesa |
| Detalhes das encomendas e mensagens associadas | 5 anos após a entrega (a garantia legal de 3 anos mais o tempo para tratar reclamações) |
| Dados de conta | até encerrar a conta; as contas sem início de sessão nem encomendas durante 3 anos são apagadas após aviso por e-mail |
| Designs guardados e desenhos carregados | enquanto a conta estiver ativa e, no máximo, 2 anos após a última encomenda |
| Pedidos de revenda não aprovados | 12 meses |
| Mensagens de contacto | 2 anos após o último contacto |
| Subscrição da newsletter | até cancelar a subscrição; a prova do consentimento é guardada durante 3 anos depois disso |
| Registos do servidor | 90 dias |
| Dados de análise (com consentimento) | 14 meses |

## Os seus direitos

Tem direito a:

- **aceder** aos seus dados e receber uma cópia;
- **retificar** dados inexatos ou incompletos;
- **apagar** os seus dados, exceto quando a lei nos obriga a conservá-los (por exemplo, as faturas);
- **limitar** o tratamento em determinados casos;
- **portabilidade** dos dados que nos forneceu com base em consentimento ou contrato;
- **opor-se** ao tratamento baseado em interesse legítimo e, a qualquer momento, ao marketing direto;
- **retirar o consentimento** a qualquer momento, sem afetar o tratamento realizado antes.

Para exercer os seus direitos, escreva para [hello@fabrico.example](mailto:hello@fabrico.example). O exercício é gratuito. Respondemos no prazo de um mês; em pedidos complexos, este prazo pode ser prorrogado por mais dois meses, e explicamos-lhe porquê. Podemos pedir-lhe que confirme a sua identidade. Também pode alterar a maioria dos seus dados diretamente na sua área de cliente.

## Reclamação à autoridade de controlo

Se considerar que não tratámos corretamente os seus dados, pode apresentar reclamação à Comissão Nacional de Proteção de Dados (CNPD), em [www.cnpd.pt](https://www.cnpd.pt), ou à autoridade do país da UE onde vive ou trabalha. Agradecemos que nos dê primeiro a oportunidade de resolver a questão: [contacte-nos](/contact).

## Cookies e tecnologias semelhantes

**Estritamente necessários.** São usados sem consentimento porque o site não funciona sem eles: sessão e início de sessão, segurança (proteção contra pedidos forjados), carrinho e checkout, o idioma escolhido (cookie lng e armazenamento local), a moeda escolhida para ver os preços e a própria escolha sobre cookies.

**Análise e publicidade (opcionais).** Usamos o Google Analytics 4 e o Meta Pixel para perceber como o site é utilizado e medir a nossa publicidade. Só são carregados depois de escolher "Aceitar" no aviso de cookies: até lá, nenhum script de análise ou de publicidade é executado e nada é enviado à Google ou à Meta. Recusar é tão fácil como aceitar, e o site funciona plenamente em ambos os casos. Pode alterar a sua escolha a qualquer momento na ligação "Definições de cookies", no fundo de todas as páginas. Guardamos um registo da sua escolha como prova do consentimento, como exigem a Lei n.º 41/2004 (art. 5.º) e o RGPD.

## Newsletter e e-mails de marketing

Só enviamos a newsletter com o seu consentimento prévio e expresso, como exige a Lei n.º 41/2004. Quando subscreve, enviamos-lhe um e-mail com uma ligação de confirmação e não enviamos mais nada até clicar nela. Todos os e-mails incluem uma ligação para cancelar a subscrição com um só clique; o pedido produz efeitos de imediato e, no máximo, em 48 horas.

Se for nosso cliente, podemos enviar-lhe ocasionalmente e-mails sobre produtos nossos semelhantes aos que comprou, mas apenas se não se tiver oposto quando nos deu o seu e-mail. Pode opor-se gratuitamente em cada uma dessas mensagens.

## Segurança

O site usa ligações cifradas (HTTPS). As palavras-passe são guardadas como hashes seguros, a autenticação de dois fatores está disponível na sua conta, o acesso aos dados pessoais está limitado aos colaboradores que dele precisam e os dados do cartão nunca chegam aos nossos servidores.

## Menores

A nossa loja destina-se a adultos. Se tiver menos de 18 anos, peça a um dos pais ou ao seu representante legal que faça a encomenda.

## Alterações a esta política

Podemos atualizar esta política quando os nossos serviços ou a lei mudarem. A data da versão mais recente é indicada abaixo; se a alteração for significativa, avisamos também os titulares de conta por e-mail.

Última atualização: agosto de 2025.
`;

const es = `## Quiénes somos

Fabrico Têxteis, Lda., con domicilio en Rua da Indústria 120, 4750-000 Barcelos, Portugal, es la responsable del tratamiento de los datos personales que se tratan a través de esta web y de nuestra tienda. Para cualquier consulta sobre privacidad, o para ejercer tus derechos, escribe a [hello@fabrico.example](mailto:hello@fabrico.example) con el asunto "Privacidad", o envía una carta a la dirección anterior.

Esta política explica qué datos recogemos, para qué, con qué base jurídica, con quién los compartimos, cuánto tiempo los conservamos y qué derechos tienes según el Reglamento General de Protección de Datos (Reglamento (UE) 2016/679, "RGPD") y la Ley portuguesa 58/2019.

## Qué datos recogemos

- **Datos de la cuenta:** nombre, correo electrónico, contraseña (guardada solo como hash seguro) y si tienes activada la autenticación en dos pasos.
- **Datos de perfil que decidas añadir:** fecha de nacimiento, género, teléfono y preferencias de marketing.
- **Datos de pedidos:** productos, personalizaciones, cantidades y precios, direcciones de facturación y de entrega, teléfono, el UPS Access Point elegido, facturas, mensajes sobre el pedido y, en su caso, devoluciones, reembolsos o cambios.
- **Datos de pago:** método de pago, estado del pago y referencia de la transacción. Los datos de la tarjeta se introducen directamente en el formulario de pago de SIBS; nunca los recibimos ni los guardamos. Con MB WAY, el número de móvil que indiques se transmite a SIBS para enviar la solicitud de pago.
- **Datos de diseño:** los diseños que guardas, las ilustraciones y archivos que subes, los textos que añades y tus notas para nuestro equipo.
- **Solicitudes de cuenta mayorista:** nombre de la marca, web e Instagram de la marca, código postal, números de IVA de la UE y del Reino Unido y el resultado de su comprobación.
- **Mensajes de contacto:** nombre, correo electrónico, asunto, mensaje y cualquier archivo adjunto.
- **Newsletter:** correo electrónico y prueba de tu consentimiento (fecha y hora, dirección IP, página en la que te suscribiste y confirmación del enlace que te enviamos).
- **Valoraciones y opiniones** sobre nuestros productos.
- **Datos técnicos:** dirección IP, información del navegador y del dispositivo y registros del servidor, necesarios para el funcionamiento y la seguridad de la web; y, solo si das tu consentimiento, datos de analítica y publicidad recogidos mediante cookies (ver más abajo).

## Para qué usamos tus datos y con qué base jurídica

| Finalidad | Base jurídica (art. 6.1 del RGPD) |
|---|---|
| Crear y gestionar tu cuenta | Ejecución de un contrato (b) |
| Tramitar, producir, entregar y facturar pedidos, presupuestos y muestras | Ejecución de un contrato (b) |
| Gestionar devoluciones, reembolsos, garantías y reclamaciones | Contrato (b) y obligación legal (c) |
| Emitir facturas y llevar los registros contables y fiscales | Obligación legal (c) |
| Revisar solicitudes mayoristas y comprobar números de IVA | Medidas precontractuales (b) y obligación legal (c) |
| Responder a mensajes de contacto | Interés legítimo en responderte (f), o medidas precontractuales (b) |
| Enviar la newsletter y el código de bienvenida | Consentimiento (a) |
| Correos a clientes sobre productos similares | Interés legítimo (f), con derecho de oposición en cada mensaje |
| Seguridad de la web, prevención del fraude y autenticación en dos pasos | Interés legítimo (f) |
| Analítica y medición de la publicidad | Consentimiento (a) |
| Publicar valoraciones y destacar tu proyecto en la galería | Consentimiento (a) |
| Formular, ejercer o defender reclamaciones | Interés legítimo (f) |

Cuando los datos son necesarios para un contrato o los exige la ley, no podemos tramitar tu pedido sin ellos. No tomamos decisiones sobre ti basadas únicamente en tratamientos automatizados.

## Con quién compartimos los datos

Solo compartimos lo que cada proveedor necesita, mediante contratos que le obligan a cumplir el RGPD (art. 28 del RGPD):

- **SIBS** — pasarela de pago para tarjeta, MB WAY y Multibanco.
- **UPS y MRW** — entrega: nombre, dirección de entrega, teléfono y correo electrónico, para entregar tu paquete y mantenerte informado.
- **Nuestro proveedor de alojamiento** — la web y la base de datos funcionan en servidores situados en la Unión Europea.
- **Nuestro proveedor de correo electrónico** — para enviar los correos de los pedidos y, si te has suscrito, la newsletter.
- **Google (Google Analytics) y Meta (Meta Pixel)** — solo si aceptas las cookies de analítica y publicidad.
- **Nuestro contable certificado, la Autoridad Tributaria y Aduanera de Portugal (AT) y otras autoridades públicas** — cuando la ley lo exige.
- **Comprobación del IVA** — los números de IVA de la UE se comprueban en el sistema VIES de la Comisión Europea y los del Reino Unido con HM Revenue & Customs.

Nunca vendemos tus datos personales.

## Transferencias internacionales

La mayoría de tus datos se quedan en la Unión Europea. En las entregas al Reino Unido, los datos se transfieren al Reino Unido, que cuenta con una decisión de adecuación de la Comisión Europea. Google y Meta pueden tratar datos en Estados Unidos; esas transferencias se basan en el Marco de Privacidad de Datos UE-EE. UU. o en las cláusulas contractuales tipo de la Comisión Europea.

## Cuánto tiempo conservamos los datos

| Datos | Plazo de conservación |
|---|---|
| Facturas y registros contables | 10 años, como exige la legislación fiscal y contable portuguesa |
| Detalles de los pedidos y mensajes relacionados | 5 años desde la entrega (la garantía legal de 3 años más el tiempo para gestionar reclamaciones) |
| Datos de la cuenta | hasta que cierres tu cuenta; las cuentas sin inicio de sesión ni pedidos durante 3 años se eliminan tras un aviso por correo |
| Diseños guardados e ilustraciones subidas | mientras tu cuenta esté activa y, como máximo, 2 años después de tu último pedido |
| Solicitudes mayoristas no aprobadas | 12 meses |
| Mensajes de contacto | 2 años desde el último intercambio |
| Suscripción a la newsletter | hasta que te des de baja; la prueba del consentimiento se conserva 3 años más |
| Registros del servidor | 90 días |
| Datos de analítica (con consentimiento) | 14 meses |

## Tus derechos

Tienes derecho a:

- **acceder** a tus datos y recibir una copia;
- **rectificar** los datos inexactos o incompletos;
- **suprimir** tus datos, salvo cuando la ley nos obligue a conservarlos (por ejemplo, las facturas);
- **limitar** el tratamiento en determinados casos;
- **la portabilidad** de los datos que nos diste con base en tu consentimiento o en un contrato;
- **oponerte** al tratamiento basado en el interés legítimo y, en cualquier momento, al marketing directo;
- **retirar tu consentimiento** en cualquier momento, sin que ello afecte al tratamiento anterior.

Para ejercer tus derechos, escribe a [hello@fabrico.example](mailto:hello@fabrico.example). Es gratuito. Respondemos en el plazo de un mes; en solicitudes complejas el plazo puede ampliarse dos meses más, y te explicaremos el motivo. Podemos pedirte que confirmes tu identidad. También puedes modificar la mayoría de tus datos tú mismo en tu área de cliente.

## Reclamación ante la autoridad de control

Si consideras que no hemos tratado tus datos correctamente, puedes presentar una reclamación ante la autoridad portuguesa de protección de datos, la Comissão Nacional de Proteção de Dados (CNPD), en [www.cnpd.pt](https://www.cnpd.pt), o ante la autoridad del país de la UE donde vives o trabajas (en España, la Agencia Española de Protección de Datos). Te agradeceremos que antes nos des la oportunidad de resolverlo: [escríbenos](/contact).

## Cookies y tecnologías similares

**Estrictamente necesarias.** Se usan sin consentimiento porque la web no funciona sin ellas: sesión e inicio de sesión, seguridad (protección frente a solicitudes falsificadas), cesta y pago, el idioma elegido (cookie lng y almacenamiento local), la moneda elegida para ver los precios y tu propia elección sobre las cookies.

**Analítica y publicidad (opcionales).** Usamos Google Analytics 4 y el Meta Pixel para entender cómo se usa la web y medir nuestra publicidad. Solo se cargan después de que elijas "Aceptar" en el aviso de cookies: hasta entonces no se ejecuta ningún script de analítica ni de publicidad y no se envía nada a Google ni a Meta. Rechazar es tan fácil como aceptar, y la web funciona por completo en ambos casos. Puedes cambiar tu elección en cualquier momento desde el enlace "Configuración de cookies", al final de cada página. Guardamos un registro de tu elección como prueba del consentimiento, como exigen la Ley portuguesa 41/2004 (art. 5) y el RGPD.

## Newsletter y correos de marketing

Solo enviamos la newsletter con tu consentimiento previo y expreso, como exige la Ley portuguesa 41/2004. Cuando te suscribes, te enviamos un correo con un enlace de confirmación y no te enviamos nada más hasta que haces clic en él. Todos los correos incluyen un enlace para darte de baja con un solo clic; la baja es efectiva de inmediato y, como máximo, en 48 horas.

Si eres cliente, podemos enviarte ocasionalmente correos sobre productos nuestros similares a los que compraste, pero solo si no te opusiste cuando nos diste tu correo. Puedes oponerte gratuitamente en cada uno de esos mensajes.

## Seguridad

La web utiliza conexiones cifradas (HTTPS). Las contraseñas se guardan como hashes seguros, la autenticación en dos pasos está disponible en tu cuenta, el acceso a los datos personales se limita al personal que lo necesita y los datos de la tarjeta nunca llegan a nuestros servidores.

## Menores

Nuestra tienda está dirigida a adultos. Si tienes menos de 18 años, pide a tu padre, madre o tutor legal que haga el pedido.

## Cambios en esta política

Podemos actualizar esta política cuando cambien nuestros servicios o la ley. La fecha de la última versión figura a continuación; si el cambio es importante, también avisaremos por correo a los titulares de cuenta.

Última actualización: agosto de 2025.
`;

const privacy: SeedCmsPage = {
  key: "privacy",
  path: "/privacy",
  title: { en: "Privacy policy", pt: "Política de privacidade", es: "Política de privacidad" },
  description: {
    en: "How Fabrico Têxteis, Lda. handles your personal data under the GDPR: what we collect and why, who we share it with, retention, cookies and your rights.",
    pt: "Como a Fabrico Têxteis, Lda. trata os seus dados ao abrigo do RGPD: que dados recolhe e para quê, com quem os partilha, prazos, cookies e os seus direitos.",
    es: "Cómo trata Fabrico Têxteis, Lda. tus datos según el RGPD: qué datos recoge y para qué, con quién los comparte, plazos de conservación, cookies y tus derechos.",
  },
  body: { en, pt, es },
};

export default privacy;
