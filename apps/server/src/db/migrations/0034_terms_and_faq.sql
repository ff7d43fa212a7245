-- The version of the terms of use a member accepted, and when; null: not yet (accounts made
-- through the sketch's sign-up call, which sends no acceptance, are asked at their next sign-in).
ALTER TABLE users ADD COLUMN terms_accepted_version text;
ALTER TABLE users ADD COLUMN terms_accepted_at timestamptz;

-- The FAQ is built from the product's own figures (course prices, settings, plans) when it is
-- read (modules/content/faq-content.ts); stored answers could drift from them, and did.
DROP TABLE faq_items;
