-- Notifications by email (issue 32 item 5, decision 055): each account's choices, a guest's opt-in with
-- their RSVP, and on each event what was sent when (so two instances never send one message twice).
ALTER TABLE "User" ADD COLUMN "notifyReviewDigest" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "User" ADD COLUMN "notifyDailySummary" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "User" ADD COLUMN "notifyEventReminder" BOOLEAN NOT NULL DEFAULT true;

ALTER TABLE "Rsvp" ADD COLUMN "notifyByEmail" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "Event" ADD COLUMN "reviewDigestDueAt" TIMESTAMPTZ(3);
ALTER TABLE "Event" ADD COLUMN "reviewDigestSentAt" TIMESTAMPTZ(3);
ALTER TABLE "Event" ADD COLUMN "summarySentOn" TEXT;
ALTER TABLE "Event" ADD COLUMN "reminderSentAt" TIMESTAMPTZ(3);
ALTER TABLE "Event" ADD COLUMN "guestMailSentAt" TIMESTAMPTZ(3);
