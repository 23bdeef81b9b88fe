-- Table passes (issue 36, decision 046): the tables of an event, each with a card whose link lets guests in
-- and tags the photos they send with the table; and the hosts' choice to celebrate the leading table on the
-- slideshow.
CREATE TABLE "EventTable" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "EventTable_pkey" PRIMARY KEY ("id"),
    -- The service lower-cases it; the database holds it to that, so the unique index is case-insensitive.
    CONSTRAINT "EventTable_nameKey_lower" CHECK ("nameKey" = lower("nameKey"))
);

-- A card's link names its table by the code alone.
CREATE UNIQUE INDEX "EventTable_code_key" ON "EventTable"("code");
CREATE UNIQUE INDEX "EventTable_eventId_nameKey_key" ON "EventTable"("eventId", "nameKey");
CREATE INDEX "EventTable_eventId_position_idx" ON "EventTable"("eventId", "position");

ALTER TABLE "EventTable" ADD CONSTRAINT "EventTable_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A deleted table leaves its photos untagged, never gone.
ALTER TABLE "Upload" ADD COLUMN "tableId" INTEGER;
CREATE INDEX "Upload_tableId_idx" ON "Upload"("tableId");
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "EventTable"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "Event" ADD COLUMN "slideshowTableLeader" BOOLEAN NOT NULL DEFAULT false;
