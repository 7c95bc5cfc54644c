-- A sass or scss metahead's CSS, compiled when it is saved (src/content/metahead-styles.server.ts).
-- Rows saved before keep null and are served as written, as they were, until saved again.
ALTER TABLE "metaheads" ADD COLUMN "styles" text;
