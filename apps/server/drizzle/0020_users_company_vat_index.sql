CREATE INDEX "users_company_vat_idx" ON "users" USING btree ("tenant_id","site_id","vat_number") WHERE "users"."vat_number" is not null and "users"."deleted_at" is null;
