-- Bank accounts per region and currency (issue 16, commerce §3 "Bank account info"), owned by the tenant
-- (the legal entity that receives the money); a row without a region is the tenant's fallback for that
-- currency. Existing rows: a site-wide account of a tenant's default site becomes the tenant's fallback;
-- one of another site (the EU site) applied to every region of that site, so it becomes those regions' own.
ALTER TABLE "bank_accounts" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
UPDATE "bank_accounts" SET "tenant_id" = "sites"."tenant_id" FROM "sites" WHERE "sites"."id" = "bank_accounts"."site_id";--> statement-breakpoint
INSERT INTO "bank_accounts" ("site_id", "tenant_id", "region_id", "currency_id", "beneficiary_name", "swift", "bank_name", "iban")
SELECT b."site_id", b."tenant_id", r."id", b."currency_id", b."beneficiary_name", b."swift", b."bank_name", b."iban"
FROM "bank_accounts" b
JOIN "sites" s ON s."id" = b."site_id"
JOIN "regions" r ON r."site_id" = b."site_id"
WHERE b."region_id" IS NULL AND s."path_prefix" <> ''
AND NOT EXISTS (SELECT 1 FROM "bank_accounts" o WHERE o."region_id" = r."id" AND o."currency_id" = b."currency_id");--> statement-breakpoint
DELETE FROM "bank_accounts" USING "sites" WHERE "sites"."id" = "bank_accounts"."site_id" AND "bank_accounts"."region_id" IS NULL AND "sites"."path_prefix" <> '';--> statement-breakpoint
DELETE FROM "bank_accounts" b WHERE b."region_id" IS NULL AND EXISTS (
  SELECT 1 FROM "bank_accounts" o WHERE o."region_id" IS NULL AND o."tenant_id" = b."tenant_id" AND o."currency_id" = b."currency_id" AND o."id" < b."id"
);--> statement-breakpoint
DROP INDEX "bank_accounts_site_region_currency_uq";--> statement-breakpoint
ALTER TABLE "bank_accounts" DROP CONSTRAINT "bank_accounts_site_id_sites_id_fk";--> statement-breakpoint
ALTER TABLE "bank_accounts" DROP COLUMN "site_id";--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_region_currency_uq" ON "bank_accounts" USING btree ("region_id","currency_id") WHERE "bank_accounts"."region_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_tenant_fallback_uq" ON "bank_accounts" USING btree ("tenant_id","currency_id") WHERE "bank_accounts"."region_id" is null;
