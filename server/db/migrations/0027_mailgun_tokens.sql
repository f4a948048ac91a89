CREATE TABLE "mailgun_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
