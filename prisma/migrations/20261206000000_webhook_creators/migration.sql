-- Who answers for each webhook, and webhooks stopped for a reason (issue 28 item 5): an event webhook stops
-- when the host who made it (or last pointed it somewhere, or re-enabled it) leaves the event.
ALTER TABLE "Webhook" ADD COLUMN "createdById" INTEGER;
ALTER TABLE "Webhook" ADD COLUMN "disabledAt" TIMESTAMPTZ(3);
ALTER TABLE "Webhook" ADD COLUMN "disabledReason" TEXT;

CREATE INDEX "Webhook_createdById_idx" ON "Webhook"("createdById");

ALTER TABLE "Webhook" ADD CONSTRAINT "Webhook_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Existing webhooks: the audit log names who created each one and who last changed its URL; the latest of
-- them answers for it. A webhook without such a row stays null: its event's owner answers for it.
UPDATE "Webhook" AS w
SET "createdById" = latest."actorId"
FROM (
    SELECT DISTINCT ON ((a."metadata"->>'webhookId')::int)
        (a."metadata"->>'webhookId')::int AS "webhookId",
        a."actorId"
    FROM "AuditLog" AS a
    WHERE a."actorId" IS NOT NULL
      AND a."metadata" ? 'webhookId'
      AND (a."action" = 'webhook.create' OR (a."action" = 'webhook.update' AND a."metadata"->'fields' ? 'url'))
    ORDER BY (a."metadata"->>'webhookId')::int, a."createdAt" DESC, a."id" DESC
) AS latest
WHERE w."id" = latest."webhookId";

-- Event webhooks whose creator already left the event before this was recorded stop now, as they would have.
UPDATE "Webhook" AS w
SET "active" = false,
    "disabledAt" = CURRENT_TIMESTAMP,
    "disabledReason" = 'Its creator is no longer a host of this event.'
WHERE w."eventId" IS NOT NULL
  AND w."createdById" IS NOT NULL
  AND NOT EXISTS (
      SELECT 1 FROM "EventMember" AS m WHERE m."eventId" = w."eventId" AND m."userId" = w."createdById"
  );
