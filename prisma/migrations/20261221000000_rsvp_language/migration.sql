-- The language a guest's page showed when they answered (issue 34): the photo mails they ask for with their
-- RSVP are written in it. Null for earlier answers and for answers that named no language we speak: those
-- mails follow the event's language, as they did. One of the supported languages (common/i18n/locales.ts
-- LOCALES), like "Event"."language" and "User"."language": adding one extends this check too.
ALTER TABLE "Rsvp" ADD COLUMN "language" TEXT;
ALTER TABLE "Rsvp" ADD CONSTRAINT "Rsvp_language_check" CHECK ("language" IN ('en', 'tr', 'de', 'es'));
