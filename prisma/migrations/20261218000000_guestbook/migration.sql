-- The guestbook (issue 33, decision 057): guests' messages to the couple, moderated like photos and shown
-- as far as the event's gallery mode lets guests see the gallery.
CREATE TYPE "GuestbookStatus" AS ENUM ('PENDING', 'APPROVED', 'HIDDEN');

CREATE TABLE "GuestbookEntry" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "guestKeyHash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "uploadId" INTEGER,
    "status" "GuestbookStatus" NOT NULL DEFAULT 'PENDING',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "moderatedAt" TIMESTAMPTZ(3),
    "moderatedById" INTEGER,

    CONSTRAINT "GuestbookEntry_pkey" PRIMARY KEY ("id"),
    -- The service trims and limits both; the database refuses what slipped past it.
    CONSTRAINT "GuestbookEntry_name_length" CHECK (char_length("name") BETWEEN 1 AND 100),
    CONSTRAINT "GuestbookEntry_message_length" CHECK (char_length("message") BETWEEN 1 AND 1000)
);

CREATE INDEX "GuestbookEntry_eventId_status_createdAt_id_idx" ON "GuestbookEntry"("eventId", "status", "createdAt" DESC, "id");
CREATE INDEX "GuestbookEntry_eventId_guestKeyHash_idx" ON "GuestbookEntry"("eventId", "guestKeyHash");
CREATE INDEX "GuestbookEntry_uploadId_idx" ON "GuestbookEntry"("uploadId");
CREATE INDEX "GuestbookEntry_moderatedById_idx" ON "GuestbookEntry"("moderatedById");
ALTER TABLE "GuestbookEntry" ADD CONSTRAINT "GuestbookEntry_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "GuestbookEntry" ADD CONSTRAINT "GuestbookEntry_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "Upload"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "GuestbookEntry" ADD CONSTRAINT "GuestbookEntry_moderatedById_fkey" FOREIGN KEY ("moderatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
