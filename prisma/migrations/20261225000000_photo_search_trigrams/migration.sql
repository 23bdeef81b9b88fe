-- The hosts' uploads tab's search (issue 35, decision 065): part of a file name or of the uploader's name,
-- any case (ILIKE '%…%'), which no b-tree can serve, so every search tested each of the event's photos to
-- count its matches ("Select all N matching"). On the 20,000-photo fixture (PostgreSQL 15) counting the
-- 1,673 matches of "IMG_1" read all 20,000: 25 ms of the request's budget of 50. On these indexes it
-- reads the matches only: 2.4 ms, also with nine more events of 20,000 photos of the same names beside it
-- (trigram indexes without the event: 12.8 ms there, each search finding every event's matches).
-- Both extensions are trusted (PostgreSQL 13+: the database's owner may create them); the embedded
-- database loads their code at start (api/src/db/embedded-worker.ts). pg_trgm: trigram operator classes
-- for ILIKE; btree_gin: the event's id in the same GIN index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;
-- One index per searched column: the search is an OR of the two, which PostgreSQL answers by OR-ing both
-- indexes' bitmaps (a search of fewer than three letters has no trigram and is read on the event's
-- b-trees as before).
CREATE INDEX "Upload_eventId_originalFilename_idx" ON "Upload" USING GIN ("eventId" int4_ops, "originalFilename" gin_trgm_ops) WITH (fastupdate = off);
CREATE INDEX "Upload_eventId_uploaderName_idx" ON "Upload" USING GIN ("eventId" int4_ops, "uploaderName" gin_trgm_ops) WITH (fastupdate = off);
