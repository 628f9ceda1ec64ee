import type { SeedCmsPage } from "./types.ts";

// Information required by article 18 of Portuguese Law 144/2015 (consumer ADR).
// The EU ODR platform was discontinued in 2025 (Regulation (EU) 2024/3228): never link to it.

const en = `## Talk to us first

If you are not happy with an order, please [contact us](/contact). We reply within one business day, and within 48 hours to refund requests, and most problems are solved quickly this way. You can also file a complaint in the [complaints book](/complaints-book).

## Alternative dispute resolution entities

Under article 18 of Portuguese Law 144/2015 of 8 September, we inform you that, in the event of a consumer dispute, you can turn to the following alternative dispute resolution (ADR) entities:

| Entity | Area covered | Website |
|---|---|---|
| CIAB – Centro de Informação, Mediação e Arbitragem de Consumo (Tribunal Arbitral de Consumo) | Braga region; the local centre for our workshop in Barcelos | [www.ciab.pt](https://www.ciab.pt) |
| TRIAVE – Centro de Arbitragem de Conflitos de Consumo do Vale do Ave | Ave valley municipalities, including Guimarães and Vila Nova de Famalicão | [www.triave.pt](https://www.triave.pt) |
| CICAP – Centro de Informação de Consumo e Arbitragem do Porto | Porto metropolitan area | [www.cicap.pt](https://www.cicap.pt) |
| CACCL – Centro de Arbitragem de Conflitos de Consumo de Lisboa | Lisbon metropolitan area | [www.centroarbitragemlisboa.pt](https://www.centroarbitragemlisboa.pt) |
| CNIACC – Centro Nacional de Informação e Arbitragem de Conflitos de Consumo | Nationwide, for disputes not covered by a regional centre | [www.cniacc.pt](https://www.cniacc.pt) |

These centres provide information, mediation, conciliation and arbitration for consumer disputes, free of charge or at a low cost. The competent centre usually depends on where you live or where the purchase was made; if no regional centre covers your case, you can turn to CNIACC. We are willing to take part in mediation and arbitration through these centres.

Mediation does not prevent you from going to court afterwards. If a dispute goes to arbitration, the arbitral decision is binding on both parties, just like a court judgment.

## Portal do Consumidor

For more information, including the full list of authorised consumer ADR entities in Portugal, visit the Portal do Consumidor, run by the Directorate-General for Consumers: [www.consumidor.gov.pt](https://www.consumidor.gov.pt).

## Consumers in other countries

If you live in another EU member state, the European Consumer Centre in your country can give you free advice on disputes with traders in Portugal.

## The EU online dispute resolution platform has closed

The European Commission's online dispute resolution (ODR) platform was discontinued by Regulation (EU) 2024/3228: it stopped accepting new complaints on 20 March 2025 and closed on 20 July 2025. For this reason we no longer refer to it; please use the entities listed above.
`;

const pt = `## Fale primeiro connosco

Se não estiver satisfeito com uma encomenda, [contacte-nos](/contact). Respondemos no prazo de um dia útil, e em 48 horas aos pedidos de reembolso, e a maioria dos problemas resolve-se rapidamente assim. Também pode apresentar uma reclamação no [Livro de Reclamações](/complaints-book).

## Entidades de resolução alternativa de litígios

Nos termos do artigo 18.º da Lei n.º 144/2015, de 8 de setembro, informamos que, em caso de litígio de consumo, o consumidor pode recorrer às seguintes entidades de resolução alternativa de litígios (RAL):

| Entidade | Área abrangida | Site |
|---|---|---|
| CIAB – Centro de Informação, Mediação e Arbitragem de Consumo (Tribunal Arbitral de Consumo) | Região de Braga; o centro da área da nossa oficina em Barcelos | [www.ciab.pt](https://www.ciab.pt) |
| TRIAVE – Centro de Arbitragem de Conflitos de Consumo do Vale do Ave | Concelhos do Vale do Ave, incluindo Guimarães e Vila Nova de Famalicão | [www.triave.pt](https://www.triave.pt) |
| CICAP – Centro de Informação de Consumo e Arbitragem do Porto | Área metropolitana do Porto | [www.cicap.pt](https://www.cicap.pt) |
| CACCL – Centro de Arbitragem de Conflitos de Consumo de Lisboa | Área metropolitana de Lisboa | [www.centroarbitragemlisboa.pt](https://www.centroarbitragemlisboa.pt) |
| CNIACC – Centro Nacional de Informação e Arbitragem de Conflitos de Consumo | Todo o país, para litígios não abrangidos por um centro regional | [www.cniacc.pt](https://www.cniacc.pt) |

Estes centros prestam informação, mediação, conciliação e arbitragem em litígios de consumo, de forma gratuita ou a baixo custo. O centro competente depende normalmente do local onde reside ou onde a compra foi feita; se nenhum centro regional abranger o seu caso, pode recorrer ao CNIACC. Estamos disponíveis para participar em mediação e arbitragem através destes centros.

A mediação não o impede de recorrer depois aos tribunais. Se o litígio seguir para arbitragem, a decisão arbitral vincula ambas as partes, tal como uma sentença judicial.

## Portal do Consumidor

Para mais informações, incluindo a lista completa das entidades de RAL de consumo autorizadas em Portugal, consulte o Portal do Consumidor, da Direção-Geral do Consumidor: [www.consumidor.gov.pt](https://www.consumidor.gov.pt).

## Consumidores noutros países

Se residir noutro Estado-Membro da UE, o Centro Europeu do Consumidor do seu país pode aconselhá-lo gratuitamente sobre litígios com profissionais estabelecidos em Portugal.

## A plataforma europeia de resolução de litígios em linha foi encerrada

A plataforma de resolução de litígios em linha (RLL) da Comissão Europeia foi descontinuada pelo Regulamento (UE) 2024/3228: deixou de aceitar novas reclamações em 20 de março de 2025 e foi encerrada em 20 de julho de 2025. Por esse motivo, deixámos de a referir; utilize as entidades indicadas acima.
`;

const es = `## Habla primero con nosotros

Si no estás satisfecho con un pedido, [escríbenos](/contact). Respondemos en un día laborable, y en 48 horas a las solicitudes de reembolso, y la mayoría de los problemas se resuelven así rápidamente. También puedes presentar una reclamación en el [libro de reclamaciones](/complaints-book).

## Entidades de resolución alternativa de litigios

Conforme al artículo 18 de la Ley portuguesa 144/2015, de 8 de septiembre, te informamos de que, en caso de litigio de consumo, puedes acudir a las siguientes entidades de resolución alternativa de litigios (RAL):

| Entidad | Ámbito | Web |
|---|---|---|
| CIAB – Centro de Informação, Mediação e Arbitragem de Consumo (Tribunal Arbitral de Consumo) | Región de Braga; el centro de la zona de nuestro taller en Barcelos | [www.ciab.pt](https://www.ciab.pt) |
| TRIAVE – Centro de Arbitragem de Conflitos de Consumo do Vale do Ave | Municipios del valle del Ave, como Guimarães y Vila Nova de Famalicão | [www.triave.pt](https://www.triave.pt) |
| CICAP – Centro de Informação de Consumo e Arbitragem do Porto | Área metropolitana de Oporto | [www.cicap.pt](https://www.cicap.pt) |
| CACCL – Centro de Arbitragem de Conflitos de Consumo de Lisboa | Área metropolitana de Lisboa | [www.centroarbitragemlisboa.pt](https://www.centroarbitragemlisboa.pt) |
| CNIACC – Centro Nacional de Informação e Arbitragem de Conflitos de Consumo | Todo el país, para litigios no cubiertos por un centro regional | [www.cniacc.pt](https://www.cniacc.pt) |

Estos centros ofrecen información, mediación, conciliación y arbitraje en litigios de consumo, de forma gratuita o a bajo coste. El centro competente suele depender del lugar donde vives o donde se hizo la compra; si ningún centro regional cubre tu caso, puedes acudir al CNIACC. Estamos dispuestos a participar en mediaciones y arbitrajes a través de estos centros.

La mediación no te impide acudir después a los tribunales. Si el litigio pasa a arbitraje, el laudo arbitral vincula a ambas partes, igual que una sentencia judicial.

## Portal do Consumidor

Para más información, incluida la lista completa de entidades RAL de consumo autorizadas en Portugal, visita el Portal do Consumidor de la Dirección General del Consumidor portuguesa: [www.consumidor.gov.pt](https://www.consumidor.gov.pt).

## Consumidores de otros países

Si vives en otro Estado miembro de la UE, el Centro Europeo del Consumidor de tu país puede asesorarte gratuitamente sobre litigios con empresas establecidas en Portugal.

## La plataforma europea de resolución de litigios en línea ha cerrado

La plataforma de resolución de litigios en línea (ODR) de la Comisión Europea se suprimió mediante el Reglamento (UE) 2024/3228: dejó de aceptar nuevas reclamaciones el 20 de marzo de 2025 y cerró el 20 de julio de 2025. Por ese motivo ya no la mencionamos como vía de reclamación; utiliza las entidades indicadas arriba.
`;

const disputeResolution: SeedCmsPage = {
  key: "disputeResolution",
  path: "/disputeresolution",
  title: {
    en: "Dispute resolution",
    pt: "Resolução de litígios",
    es: "Resolución de litigios",
  },
  description: {
    en: "Consumer dispute resolution: Portuguese ADR entities CIAB, TRIAVE, CICAP, CACCL and CNIACC with their websites, and the Portal do Consumidor (Law 144/2015).",
    pt: "Resolução alternativa de litígios de consumo: CIAB, TRIAVE, CICAP, CACCL e CNIACC, com os respetivos sites, e o Portal do Consumidor (Lei n.º 144/2015).",
    es: "Resolución de litigios de consumo: entidades RAL portuguesas CIAB, TRIAVE, CICAP, CACCL y CNIACC con sus webs, y el Portal do Consumidor (Ley 144/2015).",
  },
  body: { en, pt, es },
};

export default disputeResolution;
