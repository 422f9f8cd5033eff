CREATE TABLE "batch_photos" (
	"batch_id" uuid NOT NULL,
	"photo_key" text NOT NULL,
	CONSTRAINT "batch_photos_batch_id_photo_key_pk" PRIMARY KEY("batch_id","photo_key")
);
--> statement-breakpoint
ALTER TABLE "batch_photos" ADD CONSTRAINT "batch_photos_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;