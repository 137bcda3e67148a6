CREATE TABLE "storage_key_locks" (
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"holder" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "storage_key_locks_company_id_key_pk" PRIMARY KEY("company_id","key")
);
