ALTER TABLE "batch_photos" ADD COLUMN "image_sha256" text;--> statement-breakpoint
ALTER TABLE "batch_photos" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_photos" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batch_photos" ADD COLUMN "answer" jsonb;--> statement-breakpoint
CREATE INDEX "batch_photos_unanswered_idx" ON "batch_photos" USING btree ("claimed_at") WHERE "batch_photos"."answered_at" is null;