ALTER TABLE "orders" ADD COLUMN "shipping_pin" text;--> statement-breakpoint
-- The orders placed before: the structured address's PIN code, else the last well-formed one in the text
-- address (six digits with none either side, the last three may follow a space; rules/address.ts's
-- pinInText), as the invoice read it out of the text until now (decision 031).
UPDATE "orders"
SET "shipping_pin" = coalesce(
  "shipping_address"->>'pin',
  regexp_replace(
    substring("customer_address" from '^.*(?<![0-9])([1-9][0-9]{2}[[:space:]]?[0-9]{3})(?![0-9])'),
    '[[:space:]]',
    '',
    'g'
  )
);
