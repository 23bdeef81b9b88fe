-- Reactions (issue 33): guests' hearts on photos, one per browser (guest key) and photo, and each photo's
-- count kept beside it in the same transaction as every toggle.
ALTER TABLE "Upload" ADD COLUMN "reactionCount" INTEGER NOT NULL DEFAULT 0;

CREATE TABLE "Reaction" (
    "id" SERIAL NOT NULL,
    "uploadId" INTEGER NOT NULL,
    "eventId" INTEGER NOT NULL,
    "guestKeyHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Reaction_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Reaction_uploadId_guestKeyHash_key" ON "Reaction"("uploadId", "guestKeyHash");
CREATE INDEX "Reaction_eventId_guestKeyHash_idx" ON "Reaction"("eventId", "guestKeyHash");
CREATE INDEX "Upload_eventId_reactionCount_id_idx" ON "Upload"("eventId", "reactionCount" DESC, "id");
ALTER TABLE "Reaction" ADD CONSTRAINT "Reaction_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "Upload"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Reaction" ADD CONSTRAINT "Reaction_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
