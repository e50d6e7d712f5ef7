ALTER TABLE "classroom_registrations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "classroom_registrations" ADD CONSTRAINT "classroom_registrations_cancel_reason_ck" CHECK ("classroom_registrations"."cancel_reason" is null or "classroom_registrations"."cancel_reason" in ('account-deleted'));--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "practical_exam_enrolments" ADD CONSTRAINT "practical_exam_enrolments_cancel_reason_ck" CHECK ("practical_exam_enrolments"."cancel_reason" is null or "practical_exam_enrolments"."cancel_reason" in ('account-deleted'));
