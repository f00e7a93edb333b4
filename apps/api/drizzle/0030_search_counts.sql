CREATE TABLE "search_counts" (
	"day" date NOT NULL,
	"words" text NOT NULL,
	"searches" integer NOT NULL,
	"found_nothing" integer NOT NULL,
	CONSTRAINT "search_counts_day_words_pk" PRIMARY KEY("day","words")
);
