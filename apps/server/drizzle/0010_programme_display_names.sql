CREATE TABLE "certification_type_names" (
	"type_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "certification_type_names_type_id_language_id_pk" PRIMARY KEY("type_id","language_id")
);
--> statement-breakpoint
ALTER TABLE "certification_type_names" ADD CONSTRAINT "certification_type_names_type_id_certification_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."certification_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_type_names" ADD CONSTRAINT "certification_type_names_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;