-- The guests' gallery (issue 35): an event's approved, ready photos, newest first by id, a page at a time
-- from a cursor (id <= the last one seen). Without this index PostgreSQL walked the primary key backwards
-- and dropped every newer photo of other events on the way: on a PostgreSQL 15 server holding 220,000
-- photos, the first page of a 20,000-photo event older than the other 200,000 read all of them
-- (128.7 ms; docs/scaling.md). With it the page reads its own 21 rows (0.07 ms).
CREATE INDEX "Upload_eventId_status_processingState_id_idx" ON "Upload"("eventId", "status", "processingState", "id");
