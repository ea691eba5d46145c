-- The PIN codes' cities are now the names shoppers write ("New Delhi", "Bengaluru"), not India Post's
-- districts ("South", "Bengaluru Urban"): the table is emptied, and the next start loads the directory
-- again with them (loadPinCodesIfEmpty, decision 014).
DELETE FROM "pin_codes";
