import { eur } from "./money.ts";
import type { SeedCmsPage } from "./types.ts";

const en = `## 1. Who we are

These terms and conditions govern all sales made through this website by:

- Fabrico Têxteis, Lda., a Portuguese private limited company
- Registered office: Rua da Indústria 120, 4750-000 Barcelos, Portugal (demo data)
- Tax and VAT number (NIF): PT 500000000 (demo data)
- E-mail: [hello@fabrico.example](mailto:hello@fabrico.example)
- Phone: [+351 253 000 000](tel:+351253000000) (call to a Portuguese landline), Monday to Friday, 9:00–18:00 (Lisbon time)

## 2. Who these terms apply to

These terms apply to consumers (people buying for purposes outside their trade or profession) and to business customers, including holders of a wholesale account. Where a clause applies only to one group, it says so. Nothing in these terms limits the rights that consumers have under Portuguese law or under the mandatory consumer law of the country where they live.

## 3. Accounts and wholesale accounts

You can buy as a guest or with a customer account. Keep your password safe; you can turn on two-factor authentication in your profile. Please make sure your name, addresses and contact details are correct, as we use them to produce, invoice and deliver your order.

Brands, designers, retailers and merchandisers can apply for a [wholesale account](/wholesale). We review applications within 1–3 business days and tell you the result by e-mail; we may decline an application, for example if we cannot verify the business. EU VAT numbers are checked in the European Commission's VIES system; a valid number is needed to buy without VAT from another member state. Purchases through a wholesale account are business purchases.

## 4. Orders and when the contract is made

- **Blank garments:** after you place an order we send an e-mail acknowledging it. The contract is made when we confirm the order after receiving payment.
- **Custom garments:** after you submit your customisation in the [3D configurator](/customize), we check your artwork and send a digital proof showing the garment, colours, artwork size and position, labels and quantities per size. The contract is made when you approve the proof and your payment is confirmed.
- **Quotes:** a quote shows the price, quantities and estimated lead time for a custom order and is valid for 30 days. Its status appears in your account (in review, pending approval, approved); it becomes an order when you accept and pay it.

We may decline an order, for instance if the artwork is unlawful or infringes someone else's rights (see section 12), or if a price shown is an obvious error. In that case we tell you and refund any amount paid in full.

## 5. Prices, currencies and VAT

Prices are in euros. For consumers they include VAT:

- deliveries in Portugal: Portuguese VAT at 23% (22% in Madeira and 16% in the Azores);
- deliveries to consumers in other EU member states: the VAT rate of the destination country, declared through the EU One-Stop Shop (OSS); the final price is shown at checkout once you enter your delivery address;
- business customers with a valid EU VAT number outside Portugal: no VAT is charged (intra-Community supply, reverse charge); business customers in Portugal pay VAT at the applicable rate;
- deliveries outside the EU, including the United Kingdom: no VAT is charged, as the goods are exported. Import VAT, customs duties and carrier clearance fees in the destination country are payable by the customer.

You can display prices in other currencies (AUD, CAD, CHF, CNY, GBP, JPY, USD) as a guide; every order is charged in euros. Shipping costs and any development costs are shown separately before you pay.

## 6. Payment

Payments are processed by SIBS, the Portuguese payment gateway: Visa and Mastercard cards (with 3-D Secure authentication), MB WAY and Multibanco reference. Orders are paid in full before dispatch or, for custom orders, before production starts, unless a wholesale quote sets other terms. If a Multibanco reference is not paid within its validity, the order is cancelled. We send the invoice by e-mail.

## 7. Custom products

**7.1 Proofs and approval.** Please check the proof carefully: spelling, colours, artwork size and position, labels and the number of pieces per size. We produce exactly what you approve; an error contained in an approved proof is not a defect.

**7.2 Tolerances.** Colours on screen can differ from colours on fabric. Screen print and embroidery colours are matched as closely as the technique allows; garment-dyed pieces vary slightly from batch to batch and piece to piece, which is part of their character. Artwork placement may vary by up to 1 cm, and garment measurements by up to 3%.

**7.3 Samples.** You can order up to two samples per design, at the prices shown in the configurator, to check fit, colour and finish before production.

**7.4 Development costs.** One-off costs per design: screen print ${eur(5000, "en")} per colour; embroidery ${eur(5000, "en")}–${eur(20000, "en")} per film (the digitised stitch file), depending on size and stitch count. We keep screens and stitch files for 12 months; repeat orders of the same design in that period are not charged development costs again.

**7.5 Labels.** Custom woven neck labels have a minimum order of 500 units. Side and hem labels are sewn 10 cm from the waist (shorts and pants) or from the bottom hem (tops).

**7.6 Quantities on garment-dyed orders.** Garment dyeing typically damages 3–5% of the pieces in a run. Damaged pieces are never shipped or charged: you pay only for the pieces delivered, and we refund the difference when the order ships.

**7.7 Changes after approval.** Once you have approved a proof we order materials and start production. Later changes may not be possible; if they are, we tell you the cost and new lead time before going ahead.

## 8. Delivery

We deliver across the EU and to the United Kingdom with UPS and MRW, to your address or to a UPS Access Point, within the lead times described in our [shipping policy](/shipping-policy). Lead times for custom items start from your approval of the proof. If no date has been agreed, we deliver within 30 days of the contract. If we fail to deliver on time, a consumer may set us a reasonable additional period and, if we still do not deliver, cancel the contract and receive a full refund.

For consumers, the risk of loss or damage passes when you, or a person you have named other than the carrier, take physical possession of the goods. For business customers, it passes when we hand the goods to the carrier.

## 9. Right of withdrawal (consumers)

**9.1 Blank items.** As a consumer you may withdraw from the purchase of blank, non-customised items within 14 days, without giving any reason. The period ends 14 days after the day on which you, or a person you have named other than the carrier, take physical possession of the goods; if an order is delivered in several parcels, it runs from the last one.

**9.2 How to withdraw.** Tell us clearly before the period ends: through the returns portal linked in your order e-mail, by e-mail to [hello@fabrico.example](mailto:hello@fabrico.example), or by letter to our address. You may use the model form below, but you do not have to.

**9.3 Returning the items.** Send the items back to Rua da Indústria 120, 4750-000 Barcelos, Portugal, no later than 14 days after telling us. The direct cost of returning them is borne by you.

**9.4 Refund.** We refund all payments received for the returned items, including the cost of standard delivery, within 14 days of receiving your decision. We use the payment method you used; for Multibanco payments we refund by bank transfer to an IBAN you give us. We may withhold the refund until we receive the items or you show proof of having sent them, whichever is earlier.

**9.5 Condition of the items.** You may handle and try on the items as you would in a shop. You are responsible for any loss in value caused by other handling, such as washing, wearing or removing labels.

**9.6 Exclusion for custom and personalised items.** Under article 17(1)(c) of Decree-Law 24/2014, the right of withdrawal does not apply to goods made to the consumer's specifications or clearly personalised. This covers every item that is printed, embroidered, garment-dyed or labelled to your design, samples of your designs and custom labels and tags. Blank items in the same order can still be returned. Defects and misprints are always covered by the legal guarantee (section 10).

**9.7 Business customers.** The right of withdrawal does not apply to purchases by business customers.

**Model withdrawal form**

> To Fabrico Têxteis, Lda., Rua da Indústria 120, 4750-000 Barcelos, Portugal, hello@fabrico.example:
>
> I hereby give notice that I withdraw from my contract of sale of the following goods: …
>
> Ordered on / received on: …
>
> Order number: …
>
> Name: …
>
> Address: …
>
> Signature (only if this form is sent on paper): …
>
> Date: …

## 10. Legal guarantee of conformity

As a consumer you benefit from the legal guarantee of conformity under Decree-Law 84/2021: we are responsible for any lack of conformity that appears within **3 years** of delivery. A lack of conformity that appears within the first 2 years is presumed to have existed at delivery.

If an item is not in conformity, you are entitled to have it repaired or replaced, free of charge and including shipping, within a reasonable period that does not exceed 30 days; in the cases set out in the law, you may instead ask for a price reduction or end the contract and receive a refund.

For custom items this includes misprints, artwork placed differently from the approved proof beyond the tolerances in section 7.2, colours outside those tolerances, faulty embroidery, faulty seams and labels sewn in the wrong place. It does not include normal wear, damage caused by ignoring the care label, or errors contained in a proof you approved.

To make a claim, use the returns portal or our [contact page](/contact) and send a photo of the problem. We answer every refund request within 48 hours.

Business customers must inspect goods on delivery and report visible defects within 8 days of delivery, and hidden defects within 8 days of discovering them; we will repair, replace, credit or refund the defective items.

## 11. Liability

We are liable to consumers under the applicable law. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for intent or gross negligence, or under mandatory consumer protection rules.

For business customers, and to the extent permitted by law, we are not liable for indirect losses, such as lost profits or loss of business, and our total liability for an order is limited to the price of that order, except in cases of intent or gross negligence.

We are not responsible for delays caused by events beyond our reasonable control, such as natural disasters, strikes at carriers or power cuts; we will tell you promptly and, if the delay is long, you may cancel and receive a refund.

## 12. Your artwork and intellectual property

You keep all rights in the artwork, logos, text and files you upload. By uploading them you confirm that you own them or have permission to use them (including copyright, trademarks and image rights of any person shown) and that their content is lawful.

You grant us a free, non-exclusive licence to reproduce your artwork only to prepare proofs, samples and your order, and, only if you agree, to show your project in our gallery or community pages. We never use your designs for other customers.

We may refuse or stop an order whose artwork appears to infringe third-party rights or contains hateful, discriminatory or otherwise unlawful content; any amount paid is then refunded in full. If a third party makes a claim against us because of artwork you supplied, you are responsible for it, and business customers will compensate us for the resulting costs.

The website, the 3D configurator, our photographs and the Fabrico name and logo belong to us and may not be reused without permission.

## 13. Personal data

We process your personal data as described in our [privacy policy](/privacy).

## 14. Complaints and dispute resolution

If something goes wrong, please [contact us](/contact) first; we want to put it right. You can also use the electronic complaints book, described on our [complaints book page](/complaints-book). For out-of-court consumer dispute resolution entities and the Portal do Consumidor, see our [dispute resolution page](/disputeresolution).

## 15. Governing law and courts

These terms and the contracts made under them are governed by Portuguese law. If you are a consumer living in another country, you keep the protection of the mandatory provisions of the law of that country, and you may bring proceedings in the courts of the place where you live. For business customers, the courts of the judicial district of Braga have exclusive jurisdiction.

## 16. Language and changes

These terms are available in English, Portuguese and Spanish, and the contract is made in the language you use on the website. We may update these terms; the version that applies to your order is the one published when you placed it.

Last updated: August 2025.
`;

const pt = `## 1. Quem somos

Estas condições gerais regem todas as vendas feitas através deste site por:

- Fabrico Têxteis, Lda., sociedade por quotas portuguesa
- Sede: Rua da Indústria 120, 4750-000 Barcelos, Portugal (dados de demonstração)
- NIF / número de IVA: PT 500000000 (dados de demonstração)
- E-mail: [hello@fabrico.example](mailto:hello@fabrico.example)
- Telefone: [+351 253 000 000](tel:+351253000000) (chamada para a rede fixa nacional), de segunda a sexta-feira, das 9h00 às 18h00

## 2. A quem se aplicam estas condições

Estas condições aplicam-se a consumidores (pessoas que compram para fins alheios à sua atividade profissional) e a clientes empresariais, incluindo titulares de conta de revenda. Quando uma cláusula se aplica apenas a um destes grupos, isso é indicado. Nada nestas condições limita os direitos que os consumidores têm ao abrigo da lei portuguesa ou das normas imperativas de proteção do consumidor do país onde residem.

## 3. Contas e contas de revenda

Pode comprar como visitante ou com uma conta de cliente. Guarde a sua palavra-passe em segurança; pode ativar a autenticação de dois fatores no seu perfil. Confirme que o nome, as moradas e os contactos estão corretos, porque os usamos para produzir, faturar e entregar a sua encomenda.

Marcas, designers, lojistas e empresas de merchandising podem pedir uma [conta de revenda](/wholesale). Analisamos os pedidos em 1–3 dias úteis e comunicamos o resultado por e-mail; podemos recusar um pedido, por exemplo se não conseguirmos verificar a empresa. Os números de IVA da UE são verificados no sistema VIES da Comissão Europeia; é necessário um número válido para comprar sem IVA a partir de outro Estado-Membro. As compras feitas com conta de revenda são compras empresariais.

## 4. Encomendas e celebração do contrato

- **Peças lisas:** depois de fazer a encomenda, enviamos um e-mail a acusar a sua receção. O contrato fica celebrado quando confirmamos a encomenda após recebermos o pagamento.
- **Peças personalizadas:** depois de submeter a personalização no [configurador 3D](/customize), verificamos o desenho e enviamos uma prova digital com a peça, as cores, o tamanho e a posição do desenho, as etiquetas e as quantidades por tamanho. O contrato fica celebrado quando aprova a prova e o pagamento é confirmado.
- **Orçamentos:** um orçamento indica o preço, as quantidades e o prazo estimado de uma encomenda personalizada e é válido durante 30 dias. O estado aparece na sua conta (em análise, a aguardar aprovação, aprovado); passa a encomenda quando o aceita e paga.

Podemos recusar uma encomenda, por exemplo se o desenho for ilícito ou violar direitos de terceiros (ver secção 12), ou se um preço apresentado contiver um erro manifesto. Nesse caso informamo-lo e reembolsamos integralmente qualquer valor pago.

## 5. Preços, moedas e IVA

Os preços são em euros. Para consumidores incluem IVA:

- entregas em Portugal: IVA à taxa de 23% (22% na Madeira e 16% nos Açores);
- entregas a consumidores noutros Estados-Membros da UE: a taxa de IVA do país de destino, declarada através do balcão único da UE (OSS); o preço final aparece no checkout depois de indicar a morada de entrega;
- clientes empresariais com número de IVA da UE válido fora de Portugal: não é cobrado IVA (transmissão intracomunitária, autoliquidação); os clientes empresariais em Portugal pagam IVA à taxa aplicável;
- entregas fora da UE, incluindo o Reino Unido: não é cobrado IVA, porque os bens são exportados. O IVA de importação, os direitos aduaneiros e as taxas de desalfandegamento da transportadora no país de destino são pagos pelo cliente.

Pode ver os preços noutras moedas (AUD, CAD, CHF, CNY, GBP, JPY, USD) a título indicativo; todas as encomendas são cobradas em euros. Os portes e eventuais custos de desenvolvimento são apresentados separadamente antes do pagamento.

## 6. Pagamento

Os pagamentos são processados pela SIBS, a plataforma portuguesa de pagamentos: cartões Visa e Mastercard (com autenticação 3-D Secure), MB WAY e referência Multibanco. As encomendas são pagas na totalidade antes da expedição ou, no caso das personalizadas, antes do início da produção, salvo se um orçamento de revenda definir outras condições. Se uma referência Multibanco não for paga dentro da validade, a encomenda é cancelada. Enviamos a fatura por e-mail.

## 7. Produtos personalizados

**7.1 Provas e aprovação.** Verifique a prova com atenção: ortografia, cores, tamanho e posição do desenho, etiquetas e número de peças por tamanho. Produzimos exatamente o que aprova; um erro contido numa prova aprovada não é um defeito.

**7.2 Tolerâncias.** As cores no ecrã podem diferir das cores no tecido. As cores de serigrafia e bordado são aproximadas tanto quanto a técnica permite; as peças com tingimento variam ligeiramente de lote para lote e de peça para peça, o que faz parte do seu carácter. A posição do desenho pode variar até 1 cm e as medidas das peças até 3%.

**7.3 Amostras.** Pode encomendar até duas amostras por design, aos preços indicados no configurador, para confirmar o corte, a cor e o acabamento antes da produção.

**7.4 Custos de desenvolvimento.** Custos únicos por design: serigrafia, ${eur(5000, "pt")} por cor; bordado, ${eur(5000, "pt")}–${eur(20000, "pt")} por filme (o ficheiro de pontos digitalizado), consoante o tamanho e o número de pontos. Guardamos os quadros e os ficheiros de bordado durante 12 meses; as repetições do mesmo design nesse período não voltam a pagar custos de desenvolvimento.

**7.5 Etiquetas.** As etiquetas de gola tecidas personalizadas têm uma encomenda mínima de 500 unidades. As etiquetas laterais e de bainha são cosidas a 10 cm da cintura (calções e calças) ou da bainha inferior (peças de cima).

**7.6 Quantidades em encomendas com tingimento de peça.** O tingimento de peça danifica normalmente 3–5% das peças de uma série. As peças danificadas nunca são enviadas nem cobradas: paga apenas as peças entregues e reembolsamos a diferença quando a encomenda é expedida.

**7.7 Alterações após a aprovação.** Depois de aprovar uma prova, encomendamos materiais e iniciamos a produção. Alterações posteriores podem não ser possíveis; se forem, indicamos-lhe o custo e o novo prazo antes de avançar.

## 8. Entrega

Entregamos em toda a UE e no Reino Unido com a UPS e a MRW, na sua morada ou num ponto UPS Access Point, nos prazos descritos na nossa [política de envios](/shipping-policy). Nos artigos personalizados, os prazos contam a partir da aprovação da prova. Se não tiver sido acordada uma data, entregamos no prazo de 30 dias a contar da celebração do contrato. Se não entregarmos a tempo, o consumidor pode fixar-nos um prazo adicional razoável e, se mesmo assim não entregarmos, resolver o contrato e ser reembolsado na totalidade.

Para consumidores, o risco de perda ou dano transfere-se quando o consumidor, ou um terceiro por si indicado que não seja o transportador, adquire a posse física dos bens. Para clientes empresariais, transfere-se quando entregamos os bens ao transportador.

## 9. Direito de livre resolução (consumidores)

**9.1 Artigos lisos.** Enquanto consumidor, pode resolver a compra de artigos lisos, não personalizados, no prazo de 14 dias, sem indicar qualquer motivo. O prazo termina 14 dias após o dia em que o consumidor, ou um terceiro por si indicado que não seja o transportador, adquire a posse física dos bens; se a encomenda for entregue em vários volumes, conta a partir do último.

**9.2 Como exercer.** Informe-nos de forma inequívoca antes do fim do prazo: através do portal de devoluções indicado no e-mail da encomenda, por e-mail para [hello@fabrico.example](mailto:hello@fabrico.example) ou por carta para a nossa morada. Pode usar o modelo de formulário abaixo, mas não é obrigatório.

**9.3 Devolução dos artigos.** Envie os artigos para Rua da Indústria 120, 4750-000 Barcelos, Portugal, no prazo de 14 dias após nos ter informado. O custo direto da devolução fica a seu cargo.

**9.4 Reembolso.** Reembolsamos todos os pagamentos recebidos relativos aos artigos devolvidos, incluindo os custos de entrega normal, no prazo de 14 dias a contar da receção da sua comunicação. Usamos o meio de pagamento que utilizou; nos pagamentos por Multibanco reembolsamos por transferência bancária para um IBAN que nos indicar. Podemos reter o reembolso até recebermos os artigos ou até apresentar prova do seu envio, consoante o que ocorrer primeiro.

**9.5 Estado dos artigos.** Pode manusear e experimentar os artigos como o faria numa loja. É responsável pela depreciação resultante de outro manuseamento, como lavar, usar ou retirar etiquetas.

**9.6 Exclusão de artigos personalizados.** Nos termos da alínea c) do n.º 1 do artigo 17.º do Decreto-Lei n.º 24/2014, de 14 de fevereiro, o direito de livre resolução não se aplica a bens confecionados de acordo com especificações do consumidor ou manifestamente personalizados. Isto abrange todos os artigos estampados, bordados, tingidos ou etiquetados segundo o seu design, as amostras dos seus designs e as etiquetas e tags personalizadas. Os artigos lisos da mesma encomenda podem ser devolvidos. Os defeitos e os erros de estampagem estão sempre cobertos pela garantia legal (secção 10).

**9.7 Clientes empresariais.** O direito de livre resolução não se aplica a compras de clientes empresariais.

**Modelo de formulário de livre resolução**

> Para Fabrico Têxteis, Lda., Rua da Indústria 120, 4750-000 Barcelos, Portugal, hello@fabrico.example:
>
> Comunico por este meio que resolvo o meu contrato de compra e venda do(s) seguinte(s) bem(ns): …
>
> Solicitado em / recebido em: …
>
> Número da encomenda: …
>
> Nome: …
>
> Morada: …
>
> Assinatura (só no caso de o formulário ser enviado em papel): …
>
> Data: …

## 10. Garantia legal de conformidade

Enquanto consumidor, beneficia da garantia legal de conformidade prevista no Decreto-Lei n.º 84/2021, de 18 de outubro: somos responsáveis por qualquer falta de conformidade que se manifeste no prazo de **3 anos** a contar da entrega. Presume-se que a falta de conformidade que se manifeste nos primeiros 2 anos já existia na data da entrega.

Se um artigo não estiver conforme, tem direito à reparação ou substituição, sem encargos e incluindo os portes, num prazo razoável que não pode exceder 30 dias; nos casos previstos na lei, pode em alternativa pedir a redução do preço ou a resolução do contrato com reembolso.

Nos artigos personalizados, isto inclui erros de estampagem, desenhos colocados de forma diferente da prova aprovada para além das tolerâncias da secção 7.2, cores fora dessas tolerâncias, bordados defeituosos, costuras defeituosas e etiquetas cosidas no sítio errado. Não inclui o desgaste normal, danos causados pelo incumprimento das instruções de lavagem nem erros contidos numa prova que aprovou.

Para reclamar, use o portal de devoluções ou a nossa [página de contacto](/contact) e envie uma fotografia do problema. Respondemos a todos os pedidos de reembolso em 48 horas.

Os clientes empresariais devem examinar os bens na entrega e comunicar os defeitos visíveis no prazo de 8 dias após a entrega, e os defeitos ocultos no prazo de 8 dias após os descobrirem; repararemos, substituiremos, creditaremos ou reembolsaremos os artigos defeituosos.

## 11. Responsabilidade

Respondemos perante os consumidores nos termos da lei aplicável. Nada nestas condições limita a nossa responsabilidade por morte ou danos pessoais causados por negligência nossa, por dolo ou culpa grave, ou ao abrigo de normas imperativas de proteção do consumidor.

Perante clientes empresariais, e na medida em que a lei o permita, não respondemos por danos indiretos, como lucros cessantes ou perda de negócio, e a nossa responsabilidade total por uma encomenda está limitada ao respetivo preço, exceto em caso de dolo ou culpa grave.

Não somos responsáveis por atrasos causados por acontecimentos fora do nosso controlo razoável, como catástrofes naturais, greves nas transportadoras ou cortes de energia; avisamos de imediato e, se o atraso for longo, pode cancelar e ser reembolsado.

## 12. Os seus desenhos e a propriedade intelectual

Mantém todos os direitos sobre os desenhos, logótipos, textos e ficheiros que carrega. Ao carregá-los, confirma que é titular dos mesmos ou que tem autorização para os usar (incluindo direitos de autor, marcas e direitos de imagem das pessoas representadas) e que o seu conteúdo é lícito.

Concede-nos uma licença gratuita e não exclusiva para reproduzir os seus desenhos apenas para preparar provas, amostras e a sua encomenda e, só se concordar, para mostrar o seu projeto na nossa galeria ou na página da comunidade. Nunca usamos os seus designs para outros clientes.

Podemos recusar ou suspender uma encomenda cujo desenho pareça violar direitos de terceiros ou contenha conteúdo de ódio, discriminatório ou de outro modo ilícito; nesse caso, qualquer valor pago é reembolsado na totalidade. Se um terceiro apresentar uma reclamação contra nós por causa de um desenho que nos forneceu, a responsabilidade é sua, e os clientes empresariais indemnizam-nos pelos custos daí resultantes.

O site, o configurador 3D, as nossas fotografias e o nome e logótipo Fabrico pertencem-nos e não podem ser reutilizados sem autorização.

## 13. Dados pessoais

Tratamos os seus dados pessoais conforme descrito na nossa [política de privacidade](/privacy).

## 14. Reclamações e resolução de litígios

Se algo correr mal, [contacte-nos](/contact) primeiro; queremos resolver a situação. Pode também usar o Livro de Reclamações Eletrónico, descrito na nossa [página do livro de reclamações](/complaints-book). Para as entidades de resolução alternativa de litígios de consumo e o Portal do Consumidor, consulte a nossa [página de resolução de litígios](/disputeresolution).

## 15. Lei aplicável e tribunais

Estas condições e os contratos celebrados ao seu abrigo regem-se pela lei portuguesa. Se for um consumidor residente noutro país, mantém a proteção das normas imperativas da lei desse país e pode intentar ações nos tribunais do local onde reside. Para clientes empresariais, são exclusivamente competentes os tribunais da comarca de Braga.

## 16. Idioma e alterações

Estas condições estão disponíveis em inglês, português e espanhol, e o contrato é celebrado no idioma que utiliza no site. Podemos atualizar estas condições; à sua encomenda aplica-se a versão publicada no momento em que a fez.

Última atualização: agosto de 2025.
`;

const es = `## 1. Quiénes somos

Estas condiciones generales regulan todas las ventas realizadas a través de esta web por:

- Fabrico Têxteis, Lda., sociedad de responsabilidad limitada portuguesa
- Domicilio social: Rua da Indústria 120, 4750-000 Barcelos, Portugal (datos de demostración)
- NIF / número de IVA: PT 500000000 (datos de demostración)
- Correo electrónico: [hello@fabrico.example](mailto:hello@fabrico.example)
- Teléfono: [+351 253 000 000](tel:+351253000000) (llamada a la red fija portuguesa), de lunes a viernes, de 9:00 a 18:00 (hora de Lisboa)

## 2. A quién se aplican estas condiciones

Estas condiciones se aplican a los consumidores (personas que compran con fines ajenos a su actividad profesional) y a los clientes empresariales, incluidos los titulares de una cuenta mayorista. Cuando una cláusula se aplica solo a uno de estos grupos, se indica. Nada de lo dispuesto en estas condiciones limita los derechos que los consumidores tienen según la ley portuguesa o según las normas imperativas de protección de los consumidores del país donde residen.

## 3. Cuentas y cuentas mayoristas

Puedes comprar como invitado o con una cuenta de cliente. Guarda tu contraseña de forma segura; puedes activar la autenticación en dos pasos en tu perfil. Comprueba que tu nombre, direcciones y datos de contacto son correctos, porque los usamos para producir, facturar y entregar tu pedido.

Las marcas, diseñadores, tiendas y empresas de merchandising pueden solicitar una [cuenta mayorista](/wholesale). Revisamos las solicitudes en 1–3 días laborables y comunicamos el resultado por correo electrónico; podemos rechazar una solicitud, por ejemplo si no podemos verificar la empresa. Los números de IVA de la UE se comprueban en el sistema VIES de la Comisión Europea; se necesita un número válido para comprar sin IVA desde otro Estado miembro. Las compras realizadas con una cuenta mayorista son compras empresariales.

## 4. Pedidos y celebración del contrato

- **Prendas lisas:** cuando haces un pedido te enviamos un correo confirmando su recepción. El contrato se celebra cuando confirmamos el pedido tras recibir el pago.
- **Prendas personalizadas:** cuando envías tu personalización desde el [configurador 3D](/customize), revisamos tu diseño y te enviamos una prueba digital con la prenda, los colores, el tamaño y la posición del diseño, las etiquetas y las cantidades por talla. El contrato se celebra cuando apruebas la prueba y se confirma el pago.
- **Presupuestos:** un presupuesto indica el precio, las cantidades y el plazo estimado de un pedido personalizado y es válido durante 30 días. Su estado aparece en tu cuenta (en revisión, pendiente de aprobación, aprobado); se convierte en pedido cuando lo aceptas y lo pagas.

Podemos rechazar un pedido, por ejemplo si el diseño es ilícito o vulnera derechos de terceros (ver sección 12), o si un precio mostrado contiene un error evidente. En ese caso te avisamos y te reembolsamos íntegramente cualquier importe pagado.

## 5. Precios, monedas e IVA

Los precios están en euros. Para los consumidores incluyen el IVA:

- entregas en Portugal: IVA portugués del 23% (22% en Madeira y 16% en las Azores);
- entregas a consumidores en otros Estados miembros de la UE: el tipo de IVA del país de destino, declarado a través de la ventanilla única de la UE (OSS); el precio final aparece al finalizar la compra cuando introduces la dirección de entrega;
- clientes empresariales con un NIF-IVA de la UE válido fuera de Portugal: no se cobra IVA (entrega intracomunitaria, inversión del sujeto pasivo); los clientes empresariales en Portugal pagan el IVA al tipo aplicable;
- entregas fuera de la UE, incluido el Reino Unido: no se cobra IVA, porque los bienes se exportan. El IVA de importación, los aranceles y las tasas de despacho del transportista en el país de destino corren a cargo del cliente.

Puedes ver los precios en otras monedas (AUD, CAD, CHF, CNY, GBP, JPY, USD) de forma orientativa; todos los pedidos se cobran en euros. Los gastos de envío y los posibles costes de desarrollo se muestran por separado antes del pago.

## 6. Pago

Los pagos los procesa SIBS, la pasarela de pago portuguesa: tarjetas Visa y Mastercard (con autenticación 3-D Secure), MB WAY y referencia Multibanco. Los pedidos se pagan íntegramente antes del envío o, en los personalizados, antes de empezar la producción, salvo que un presupuesto mayorista establezca otras condiciones. Si una referencia Multibanco no se paga dentro de su validez, el pedido se cancela. Te enviamos la factura por correo electrónico.

## 7. Productos personalizados

**7.1 Pruebas y aprobación.** Revisa la prueba con atención: ortografía, colores, tamaño y posición del diseño, etiquetas y número de prendas por talla. Fabricamos exactamente lo que apruebas; un error contenido en una prueba aprobada no es un defecto.

**7.2 Tolerancias.** Los colores en pantalla pueden diferir de los colores sobre el tejido. Los colores de serigrafía y bordado se ajustan tanto como permite la técnica; las prendas teñidas varían ligeramente de un lote a otro y de una prenda a otra, lo que forma parte de su carácter. La posición del diseño puede variar hasta 1 cm y las medidas de las prendas hasta un 3%.

**7.3 Muestras.** Puedes pedir hasta dos muestras por diseño, a los precios indicados en el configurador, para comprobar el corte, el color y el acabado antes de la producción.

**7.4 Costes de desarrollo.** Costes únicos por diseño: serigrafía, ${eur(5000, "es")} por color; bordado, ${eur(5000, "es")}–${eur(20000, "es")} por película (el archivo de puntadas digitalizado), según el tamaño y el número de puntadas. Guardamos las pantallas y los archivos de bordado durante 12 meses; las repeticiones del mismo diseño en ese plazo no pagan de nuevo costes de desarrollo.

**7.5 Etiquetas.** Las etiquetas de cuello tejidas personalizadas tienen un pedido mínimo de 500 unidades. Las etiquetas laterales y de bajo se cosen a 10 cm de la cintura (pantalones cortos y pantalones) o del bajo (prendas superiores).

**7.6 Cantidades en pedidos con tinte en prenda.** El tinte en prenda suele dañar un 3–5% de las prendas de una tirada. Las prendas dañadas nunca se envían ni se cobran: solo pagas las prendas entregadas y te reembolsamos la diferencia cuando se envía el pedido.

**7.7 Cambios tras la aprobación.** Una vez aprobada la prueba, pedimos los materiales e iniciamos la producción. Puede que los cambios posteriores no sean posibles; si lo son, te indicamos el coste y el nuevo plazo antes de continuar.

## 8. Entrega

Entregamos en toda la UE y en el Reino Unido con UPS y MRW, en tu dirección o en un UPS Access Point, en los plazos descritos en nuestra [política de envíos](/shipping-policy). En los artículos personalizados, los plazos cuentan desde que apruebas la prueba. Si no se ha acordado una fecha, entregamos en un plazo de 30 días desde la celebración del contrato. Si no entregamos a tiempo, el consumidor puede concedernos un plazo adicional razonable y, si aun así no entregamos, resolver el contrato y recibir el reembolso íntegro.

Para los consumidores, el riesgo de pérdida o daño se transmite cuando tú o un tercero indicado por ti, distinto del transportista, adquiera la posesión material de los bienes. Para los clientes empresariales, se transmite cuando entregamos los bienes al transportista.

## 9. Derecho de desistimiento (consumidores)

**9.1 Artículos lisos.** Como consumidor, puedes desistir de la compra de artículos lisos, no personalizados, en un plazo de 14 días sin indicar el motivo. El plazo termina 14 días después del día en que tú o un tercero indicado por ti, distinto del transportista, adquiera la posesión material de los bienes; si el pedido se entrega en varios paquetes, se cuenta desde el último.

**9.2 Cómo desistir.** Comunícanoslo de forma inequívoca antes de que termine el plazo: desde el portal de devoluciones que aparece en el correo del pedido, por correo electrónico a [hello@fabrico.example](mailto:hello@fabrico.example) o por carta a nuestra dirección. Puedes usar el modelo de formulario que figura a continuación, aunque no es obligatorio.

**9.3 Devolución de los artículos.** Envía los artículos a Rua da Indústria 120, 4750-000 Barcelos, Portugal, en un plazo máximo de 14 días desde que nos lo comunicaste. El coste directo de la devolución corre de tu cuenta.

**9.4 Reembolso.** Te reembolsamos todos los pagos recibidos por los artículos devueltos, incluidos los gastos de entrega estándar, en un plazo de 14 días desde que recibimos tu comunicación. Usamos el mismo método de pago que utilizaste; en los pagos por Multibanco reembolsamos por transferencia bancaria a un IBAN que nos indiques. Podemos retener el reembolso hasta recibir los artículos o hasta que presentes una prueba de su envío, lo que ocurra primero.

**9.5 Estado de los artículos.** Puedes manipular y probarte los artículos como lo harías en una tienda. Eres responsable de la depreciación causada por otra manipulación, como lavarlos, usarlos o quitarles las etiquetas.

**9.6 Exclusión de los artículos personalizados.** Según el artículo 17, apartado 1, letra c), del Decreto-ley portugués 24/2014, el derecho de desistimiento no se aplica a los bienes confeccionados conforme a las especificaciones del consumidor o claramente personalizados. Esto incluye todos los artículos estampados, bordados, teñidos o etiquetados según tu diseño, las muestras de tus diseños y las etiquetas personalizadas. Los artículos lisos del mismo pedido sí se pueden devolver. Los defectos y los errores de estampación siempre están cubiertos por la garantía legal (sección 10).

**9.7 Clientes empresariales.** El derecho de desistimiento no se aplica a las compras de clientes empresariales.

**Modelo de formulario de desistimiento**

> A la atención de Fabrico Têxteis, Lda., Rua da Indústria 120, 4750-000 Barcelos, Portugal, hello@fabrico.example:
>
> Por la presente le comunico que desisto de mi contrato de venta de los siguientes bienes: …
>
> Pedido el / recibido el: …
>
> Número de pedido: …
>
> Nombre: …
>
> Domicilio: …
>
> Firma (solo si el formulario se presenta en papel): …
>
> Fecha: …

## 10. Garantía legal de conformidad

Como consumidor, disfrutas de la garantía legal de conformidad prevista en el Decreto-ley portugués 84/2021: respondemos de cualquier falta de conformidad que se manifieste en un plazo de **3 años** desde la entrega. Se presume que la falta de conformidad que se manifieste en los 2 primeros años ya existía en el momento de la entrega.

Si un artículo no es conforme, tienes derecho a su reparación o sustitución, sin coste y con el envío incluido, en un plazo razonable que no puede superar los 30 días; en los casos previstos por la ley, puedes optar en su lugar por una rebaja del precio o por resolver el contrato y recibir el reembolso.

En los artículos personalizados esto incluye errores de estampación, diseños colocados de forma distinta a la prueba aprobada más allá de las tolerancias de la sección 7.2, colores fuera de esas tolerancias, bordados defectuosos, costuras defectuosas y etiquetas cosidas en un lugar equivocado. No incluye el desgaste normal, los daños causados por no seguir las instrucciones de lavado ni los errores contenidos en una prueba que aprobaste.

Para reclamar, usa el portal de devoluciones o nuestra [página de contacto](/contact) y envía una foto del problema. Respondemos a todas las solicitudes de reembolso en 48 horas.

Los clientes empresariales deben examinar los bienes en la entrega y comunicar los defectos visibles en un plazo de 8 días desde la entrega, y los defectos ocultos en un plazo de 8 días desde que los descubran; repararemos, sustituiremos, abonaremos o reembolsaremos los artículos defectuosos.

## 11. Responsabilidad

Respondemos ante los consumidores conforme a la ley aplicable. Nada de lo dispuesto en estas condiciones limita nuestra responsabilidad por muerte o daños personales causados por nuestra negligencia, por dolo o culpa grave, o según las normas imperativas de protección de los consumidores.

Ante los clientes empresariales, y en la medida en que la ley lo permita, no respondemos de daños indirectos, como el lucro cesante o la pérdida de negocio, y nuestra responsabilidad total por un pedido se limita a su precio, salvo en caso de dolo o culpa grave.

No somos responsables de los retrasos causados por hechos ajenos a nuestro control razonable, como catástrofes naturales, huelgas en los transportistas o cortes de electricidad; te avisaremos enseguida y, si el retraso es largo, podrás cancelar y recibir el reembolso.

## 12. Tus diseños y la propiedad intelectual

Conservas todos los derechos sobre los diseños, logotipos, textos y archivos que subes. Al subirlos, confirmas que eres su titular o que tienes permiso para usarlos (incluidos los derechos de autor, las marcas y los derechos de imagen de las personas que aparezcan) y que su contenido es lícito.

Nos concedes una licencia gratuita y no exclusiva para reproducir tus diseños únicamente para preparar pruebas, muestras y tu pedido y, solo si estás de acuerdo, para mostrar tu proyecto en nuestra galería o en la página de la comunidad. Nunca usamos tus diseños para otros clientes.

Podemos rechazar o detener un pedido cuyo diseño parezca vulnerar derechos de terceros o contenga contenido de odio, discriminatorio o ilícito por cualquier otro motivo; en ese caso, te reembolsamos íntegramente lo pagado. Si un tercero nos reclama por un diseño que nos proporcionaste, la responsabilidad es tuya, y los clientes empresariales nos indemnizarán por los costes derivados.

La web, el configurador 3D, nuestras fotografías y el nombre y el logotipo de Fabrico nos pertenecen y no se pueden reutilizar sin permiso.

## 13. Datos personales

Tratamos tus datos personales como se describe en nuestra [política de privacidad](/privacy).

## 14. Reclamaciones y resolución de litigios

Si algo sale mal, [escríbenos](/contact) primero; queremos solucionarlo. También puedes usar el libro de reclamaciones electrónico, que se describe en nuestra [página del libro de reclamaciones](/complaints-book). Para las entidades de resolución alternativa de litigios de consumo y el Portal do Consumidor, consulta nuestra [página de resolución de litigios](/disputeresolution).

## 15. Ley aplicable y tribunales

Estas condiciones y los contratos celebrados conforme a ellas se rigen por la ley portuguesa. Si eres un consumidor que reside en otro país, conservas la protección de las normas imperativas de la ley de ese país y puedes acudir a los tribunales del lugar donde resides. Para los clientes empresariales, son competentes en exclusiva los tribunales de la comarca de Braga.

## 16. Idioma y cambios

Estas condiciones están disponibles en inglés, portugués y español, y el contrato se celebra en el idioma que utilizas en la web. Podemos actualizar estas condiciones; a tu pedido se aplica la versión publicada en el momento en que lo hiciste.

Última actualización: agosto de 2025.
`;

const terms: SeedCmsPage = {
  key: "terms",
  path: "/terms-of-use",
  title: {
    en: "Terms and conditions of sale",
    pt: "Termos e condições de venda",
    es: "Términos y condiciones de venta",
  },
  description: {
    en: "Terms of sale of Fabrico Têxteis, Lda.: orders, prices and VAT, payment, custom production and proofs, delivery, withdrawal right, 3-year guarantee and artwork.",
    pt: "Condições de venda da Fabrico Têxteis, Lda.: encomendas, preços e IVA, pagamento, produção personalizada, entrega, livre resolução e garantia de 3 anos.",
    es: "Condiciones de venta de Fabrico Têxteis, Lda.: pedidos, precios e IVA, pago, producción personalizada, entrega, desistimiento, garantía de 3 años y diseños.",
  },
  body: { en, pt, es },
};

export default terms;
