-- One presigned upload link, one file (issue 28): every link handed out is recorded with its storage key, and
-- complete takes the key once (completedAt), so a link can no longer store photo after photo on one budget.
CREATE TABLE "UploadTicket" (
    "storageKey" TEXT NOT NULL,
    "eventId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "completedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UploadTicket_pkey" PRIMARY KEY ("storageKey")
);

CREATE INDEX "UploadTicket_eventId_idx" ON "UploadTicket"("eventId");
-- The orphan sweep removes expired tickets by this.
CREATE INDEX "UploadTicket_expiresAt_idx" ON "UploadTicket"("expiresAt");

ALTER TABLE "UploadTicket" ADD CONSTRAINT "UploadTicket_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
