-- Events keep the time zone of their place (decision 047): its date and time are shown on that clock and
-- the guest page's day follows that calendar. Events made before stored none: the host picked the date on
-- their own clock, which nothing recorded, so they get UTC (the instant is kept; only how it reads changes).
-- Hosts can choose the right zone in the event's Settings.
ALTER TABLE "Event" ADD COLUMN "timeZone" TEXT NOT NULL DEFAULT 'UTC';
