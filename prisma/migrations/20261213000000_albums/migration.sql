-- Albums and host favourites (issue 31 items 2 and 3, decision 053): the albums of an event, the album each
-- photo is filed in, the hosts' choice to require one, and the hosts' stars.
CREATE TABLE "Album" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Album_pkey" PRIMARY KEY ("id"),
    -- The service lower-cases it; the database holds it to that, so the unique index is case-insensitive.
    CONSTRAINT "Album_nameKey_lower" CHECK ("nameKey" = lower("nameKey"))
);

CREATE UNIQUE INDEX "Album_eventId_nameKey_key" ON "Album"("eventId", "nameKey");
CREATE INDEX "Album_eventId_position_idx" ON "Album"("eventId", "position");

ALTER TABLE "Album" ADD CONSTRAINT "Album_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A deleted album leaves its photos with no album, never gone.
ALTER TABLE "Upload" ADD COLUMN "albumId" INTEGER;
CREATE INDEX "Upload_albumId_idx" ON "Upload"("albumId");
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_albumId_fkey" FOREIGN KEY ("albumId") REFERENCES "Album"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "Upload" ADD COLUMN "favouritedAt" TIMESTAMPTZ(3);
CREATE INDEX "Upload_eventId_favouritedAt_idx" ON "Upload"("eventId", "favouritedAt");

ALTER TABLE "Event" ADD COLUMN "requireAlbum" BOOLEAN NOT NULL DEFAULT false;
