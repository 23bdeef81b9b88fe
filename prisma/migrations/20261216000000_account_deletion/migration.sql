-- Deleting one's own account (issue 32 item 6): the date the account is anonymised and its events' data
-- deleted, after a grace period in which it may cancel. The purge tick looks for the dates that passed.
ALTER TABLE "User" ADD COLUMN "deletionScheduledAt" TIMESTAMPTZ(3);

CREATE INDEX "User_deletionScheduledAt_idx" ON "User"("deletionScheduledAt");
