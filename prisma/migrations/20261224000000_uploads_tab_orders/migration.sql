-- The hosts' uploads tab (issue 35): every order of its list on an index of the event's photos, so a page
-- of 24 reads its 25 rows instead of sorting all of an event's photos. On the 20,000-photo fixture
-- (PostgreSQL 15) the tab as it opens (all statuses, newest upload first) sorted 20,000 rows: 44 ms.
-- Upload order, both ways (the status-first index serves only a status filter).
CREATE INDEX "Upload_eventId_uploadedAt_id_idx" ON "Upload"("eventId", "uploadedAt", "id");
-- Capture time: oldest first (photos without one last, PostgreSQL's default for ascending)...
CREATE INDEX "Upload_eventId_takenAt_id_idx" ON "Upload"("eventId", "takenAt", "id");
-- ... and newest first, photos without one still last (NULLS LAST, which schema.prisma cannot say).
CREATE INDEX "Upload_eventId_takenAt_desc_id_idx" ON "Upload"("eventId", "takenAt" DESC NULLS LAST, "id" DESC);
-- By file name (PhotoOrder NAME), ties in arrival order.
CREATE INDEX "Upload_eventId_originalFilename_id_idx" ON "Upload"("eventId", "originalFilename", "id");
