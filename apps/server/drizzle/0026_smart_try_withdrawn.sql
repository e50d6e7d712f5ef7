ALTER TABLE "smart_try_requests" DROP CONSTRAINT "smart_try_requests_state_ck";--> statement-breakpoint
ALTER TABLE "smart_try_requests" ADD CONSTRAINT "smart_try_requests_state_ck" CHECK ("smart_try_requests"."state" in ('pending', 'approved', 'rejected', 'withdrawn'));
