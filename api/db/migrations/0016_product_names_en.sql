-- Issue 14: product names in both languages. product_name stays the Indonesian name (the
-- default language); product_name_en is the English one. Empty until staff give it: the API
-- then answers the Indonesian name in both languages, so no product is ever nameless.
ALTER TABLE products ADD COLUMN product_name_en text CHECK (product_name_en <> '');
