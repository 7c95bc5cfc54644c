-- Navigation entry positions unique among siblings. Concurrent adds once wrote
-- duplicates: number every sibling list 0, 1, 2 … in its current order first. The constraint is
-- deferred to commit because a move shifts several siblings one row at a time; NULLS NOT DISTINCT
-- makes the top level (parent_id null) one sibling list too (PostgreSQL 15+, PGlite).
UPDATE "nav_entries" AS n SET "position" = r."rn"
FROM (
  SELECT "id", (row_number() OVER (PARTITION BY "site_id", "version", "parent_id" ORDER BY "position", "id") - 1)::integer AS "rn"
  FROM "nav_entries"
) AS r
WHERE n."id" = r."id" AND n."position" <> r."rn";--> statement-breakpoint
ALTER TABLE "nav_entries" ADD CONSTRAINT "nav_entries_sibling_position"
  UNIQUE NULLS NOT DISTINCT ("site_id", "version", "parent_id", "position") DEFERRABLE INITIALLY DEFERRED;
