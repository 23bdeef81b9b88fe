-- What guests see of an event's gallery (decision 052): everyone's approved photos (SHARED, as before),
-- only their own (OWN), or none (UPLOAD_ONLY, a drop box). With SHARED, revealAt hides the gallery from
-- guests until that time. Every existing event keeps today's shared gallery.
CREATE TYPE "GalleryMode" AS ENUM ('SHARED', 'OWN', 'UPLOAD_ONLY');

ALTER TABLE "Event" ADD COLUMN "galleryMode" "GalleryMode" NOT NULL DEFAULT 'SHARED',
  ADD COLUMN "revealAt" TIMESTAMPTZ(3);
