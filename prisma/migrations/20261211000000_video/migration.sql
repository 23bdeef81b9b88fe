-- Guests send video clips as well as photos (decision 051). An upload says which it is; a video keeps its
-- web copy's key and its length. Every existing upload is a photo. Events take videos unless the hosts
-- turn them off.
CREATE TYPE "MediaType" AS ENUM ('PHOTO', 'VIDEO');

ALTER TABLE "Upload" ADD COLUMN "mediaType" "MediaType" NOT NULL DEFAULT 'PHOTO',
  ADD COLUMN "videoKey" TEXT,
  ADD COLUMN "durationSeconds" DOUBLE PRECISION;

ALTER TABLE "Event" ADD COLUMN "allowVideos" BOOLEAN NOT NULL DEFAULT true;
