-- One guest key per event and browser (decision 029): the RSVP's respondent key becomes the guest key,
-- kept as its sha256 (hex) so the database never holds a key a browser could be impersonated with. The
-- cookies browsers already hold keep working: the server hashes what they send.
ALTER TABLE "Rsvp" RENAME COLUMN "respondentKey" TO "guestKeyHash";
UPDATE "Rsvp" SET "guestKeyHash" = encode(sha256(convert_to("guestKeyHash", 'UTF8')), 'hex')
WHERE "guestKeyHash" IS NOT NULL;
ALTER INDEX "Rsvp_eventId_respondentKey_key" RENAME TO "Rsvp_eventId_guestKeyHash_key";

-- The browser each photo came from, so guests see and delete their own photos and hosts group them by
-- guest. No foreign key to "Rsvp": a photo may come before its guest's RSVP, or without one.
ALTER TABLE "Upload" ADD COLUMN "guestKeyHash" TEXT;
CREATE INDEX "Upload_eventId_guestKeyHash_idx" ON "Upload"("eventId", "guestKeyHash");
