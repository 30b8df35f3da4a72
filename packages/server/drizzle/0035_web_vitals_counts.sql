CREATE TABLE "web_vitals_counts" (
	"ip" text PRIMARY KEY NOT NULL,
	"desde" timestamp with time zone NOT NULL,
	"n" integer NOT NULL
);
