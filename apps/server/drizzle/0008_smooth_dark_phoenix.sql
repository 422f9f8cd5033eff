ALTER TABLE "batches" ADD COLUMN "key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_user_key_idx" ON "batches" USING btree ("user_id","key");