-- Co-host invitations are addressed to an email, not to an account (issue 28): inviting an address answers
-- the same whether or not an account uses it, and the invitation waits for the account with that email
-- (now or once someone signs up with it). Existing invitations keep the address of the account they named.
ALTER TABLE "EventInvitation" ADD COLUMN "email" TEXT;
UPDATE "EventInvitation" SET "email" = "User"."email" FROM "User" WHERE "User"."id" = "EventInvitation"."userId";
ALTER TABLE "EventInvitation" ALTER COLUMN "email" SET NOT NULL;
-- Stored as signup stores account emails, so the match is exact and case-insensitive at once.
ALTER TABLE "EventInvitation" ADD CONSTRAINT "EventInvitation_email_normalised_check" CHECK ("email" = lower(btrim("email")));

ALTER TABLE "EventInvitation" DROP CONSTRAINT "EventInvitation_userId_fkey";
DROP INDEX "EventInvitation_eventId_userId_key";
DROP INDEX "EventInvitation_userId_idx";
ALTER TABLE "EventInvitation" DROP COLUMN "userId";

-- CreateIndex
CREATE UNIQUE INDEX "EventInvitation_eventId_email_key" ON "EventInvitation"("eventId", "email");

-- CreateIndex
CREATE INDEX "EventInvitation_email_idx" ON "EventInvitation"("email");
