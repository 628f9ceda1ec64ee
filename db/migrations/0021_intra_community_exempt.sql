-- Data (issue 19): an intra-EU business purchase of goods by a VIES-valid customer is an exempt
-- intra-Community supply (Directive 2006/112/EC art. 138; PT: "Isento artigo 14.º do RITI", AT code M16),
-- not a reverse charge (art. 196 is for services). The order's tax snapshot names it so:
-- kind "reverse_charge" → "intra_community_exempt" (core/tax/tax-rule.ts TaxTreatmentKind).
UPDATE "orders" SET "tax" = jsonb_set("tax", '{kind}', '"intra_community_exempt"')
WHERE "tax"->>'kind' = 'reverse_charge';
