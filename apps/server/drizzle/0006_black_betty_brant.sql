ALTER TABLE "learning_examples" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
CREATE INDEX "learning_examples_batch_idx" ON "learning_examples" USING btree ("user_id","batch_id");