-- Who reads which language (issue 34, decision 058). An event's language is what its guest page and link
-- preview speak to guests whose browser asks for none we speak; events made before are English, as they
-- were. An account's language is the one it reads the app in; null: follow the browser. Both are one of
-- the supported languages (common/i18n/locales.ts LOCALES): adding one extends these checks.
ALTER TABLE "Event" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "Event" ADD CONSTRAINT "Event_language_check" CHECK ("language" IN ('en', 'tr', 'de', 'es'));

ALTER TABLE "User" ADD COLUMN "language" TEXT;
ALTER TABLE "User" ADD CONSTRAINT "User_language_check" CHECK ("language" IN ('en', 'tr', 'de', 'es'));
