-- The kept photo counts (decision 062) split in two (issue 35; decision 062 amended). Keyed by event, status,
-- album and guest's browser together, a 20,000-photo event kept ~5,200 rows: the uploads tab summed all of
-- them on every load to show ~20 numbers (2 ms on PostgreSQL, 3-4 ms embedded, the dearest statement of the
-- tab), and approving 5,000 photos upserted a row per guest although no guest's count changed.
--   "EventPhotoCount": per event, status and album (0: none): a few rows per album.
--   "GuestPhotoCount": per event and guest's browser (Upload.guestKeyHash; photos sent without one are not
--   kept), all statuses together: what the guest filter shows ("Selin (12)").
-- Both are counted again from the photos here, in the migration's transaction.
DROP TRIGGER "Upload_counted_on_insert" ON "Upload";
DROP TRIGGER "Upload_counted_on_delete" ON "Upload";
DROP TRIGGER "Upload_counted_on_update" ON "Upload";
DROP FUNCTION "event_photo_counts_added"();
DROP FUNCTION "event_photo_counts_removed"();
DROP FUNCTION "event_photo_counts_changed"();
DROP TABLE "EventPhotoCount";

CREATE TABLE "EventPhotoCount" (
    "eventId" INTEGER NOT NULL,
    "status" "UploadStatus" NOT NULL,
    "albumId" INTEGER NOT NULL,
    "photos" INTEGER NOT NULL,

    CONSTRAINT "EventPhotoCount_pkey" PRIMARY KEY ("eventId", "status", "albumId")
);

CREATE TABLE "GuestPhotoCount" (
    "eventId" INTEGER NOT NULL,
    "guestKeyHash" TEXT NOT NULL,
    "photos" INTEGER NOT NULL,

    CONSTRAINT "GuestPhotoCount_pkey" PRIMARY KEY ("eventId", "guestKeyHash")
);

INSERT INTO "EventPhotoCount" ("eventId", "status", "albumId", "photos")
SELECT "eventId", "status", COALESCE("albumId", 0), count(*)::int
FROM "Upload"
GROUP BY 1, 2, 3;

INSERT INTO "GuestPhotoCount" ("eventId", "guestKeyHash", "photos")
SELECT "eventId", "guestKeyHash", count(*)::int
FROM "Upload"
WHERE "guestKeyHash" IS NOT NULL
GROUP BY 1, 2;

-- As before, each trigger adds one statement's changes as signed deltas, summed per row and applied in the
-- key's order, the event's table first and the guests' second (two transactions moving photos opposite ways
-- lock the rows in the same order), then drops the rows that reached zero.
CREATE FUNCTION "event_photo_counts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "EventPhotoCount" AS c ("eventId", "status", "albumId", "photos")
  SELECT "eventId", "status", COALESCE("albumId", 0), count(*)::int
  FROM added GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("eventId", "status", "albumId") DO UPDATE SET "photos" = c."photos" + EXCLUDED."photos";
  INSERT INTO "GuestPhotoCount" AS c ("eventId", "guestKeyHash", "photos")
  SELECT "eventId", "guestKeyHash", count(*)::int
  FROM added WHERE "guestKeyHash" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("eventId", "guestKeyHash") DO UPDATE SET "photos" = c."photos" + EXCLUDED."photos";
  RETURN NULL;
END $$;

CREATE FUNCTION "event_photo_counts_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "EventPhotoCount" AS c ("eventId", "status", "albumId", "photos")
  SELECT "eventId", "status", COALESCE("albumId", 0), -count(*)::int
  FROM removed GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("eventId", "status", "albumId") DO UPDATE SET "photos" = c."photos" + EXCLUDED."photos";
  INSERT INTO "GuestPhotoCount" AS c ("eventId", "guestKeyHash", "photos")
  SELECT "eventId", "guestKeyHash", -count(*)::int
  FROM removed WHERE "guestKeyHash" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("eventId", "guestKeyHash") DO UPDATE SET "photos" = c."photos" + EXCLUDED."photos";
  DELETE FROM "EventPhotoCount"
  WHERE "photos" = 0 AND "eventId" IN (SELECT DISTINCT "eventId" FROM removed);
  DELETE FROM "GuestPhotoCount"
  WHERE "photos" = 0 AND "eventId" IN (SELECT DISTINCT "eventId" FROM removed);
  RETURN NULL;
END $$;

CREATE FUNCTION "event_photo_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates (copies made, hearts, stars) change no counted key: nothing to do.
  IF NOT EXISTS (
    SELECT 1 FROM before_rows b JOIN after_rows a ON a."id" = b."id"
    WHERE (b."eventId", b."status", b."albumId", b."guestKeyHash")
      IS DISTINCT FROM (a."eventId", a."status", a."albumId", a."guestKeyHash")
  ) THEN
    RETURN NULL;
  END IF;
  -- A decision or a move to another album: the event's counts only.
  INSERT INTO "EventPhotoCount" AS c ("eventId", "status", "albumId", "photos")
  SELECT "eventId", "status", "albumId", sum(delta)::int
  FROM (
    SELECT a."eventId", a."status", COALESCE(a."albumId", 0) AS "albumId", 1 AS delta
    FROM after_rows a JOIN before_rows b ON a."id" = b."id"
    WHERE (b."eventId", b."status", b."albumId") IS DISTINCT FROM (a."eventId", a."status", a."albumId")
    UNION ALL
    SELECT b."eventId", b."status", COALESCE(b."albumId", 0), -1
    FROM after_rows a JOIN before_rows b ON a."id" = b."id"
    WHERE (b."eventId", b."status", b."albumId") IS DISTINCT FROM (a."eventId", a."status", a."albumId")
  ) AS deltas
  GROUP BY 1, 2, 3
  HAVING sum(delta) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ("eventId", "status", "albumId") DO UPDATE SET "photos" = c."photos" + EXCLUDED."photos";
  -- A photo given its guest's browser later (decision 064): the guests' counts only.
  INSERT INTO "GuestPhotoCount" AS c ("eventId", "guestKeyHash", "photos")
  SELECT "eventId", "guestKeyHash", sum(delta)::int
  FROM (
    SELECT a."eventId", a."guestKeyHash", 1 AS delta
    FROM after_rows a JOIN before_rows b ON a."id" = b."id"
    WHERE (b."eventId", b."guestKeyHash") IS DISTINCT FROM (a."eventId", a."guestKeyHash")
      AND a."guestKeyHash" IS NOT NULL
    UNION ALL
    SELECT b."eventId", b."guestKeyHash", -1
    FROM after_rows a JOIN before_rows b ON a."id" = b."id"
    WHERE (b."eventId", b."guestKeyHash") IS DISTINCT FROM (a."eventId", a."guestKeyHash")
      AND b."guestKeyHash" IS NOT NULL
  ) AS deltas
  GROUP BY 1, 2
  HAVING sum(delta) <> 0
  ORDER BY 1, 2
  ON CONFLICT ("eventId", "guestKeyHash") DO UPDATE SET "photos" = c."photos" + EXCLUDED."photos";
  DELETE FROM "EventPhotoCount"
  WHERE "photos" = 0 AND "eventId" IN (SELECT DISTINCT "eventId" FROM before_rows);
  DELETE FROM "GuestPhotoCount"
  WHERE "photos" = 0 AND "eventId" IN (SELECT DISTINCT "eventId" FROM before_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER "Upload_counted_on_insert" AFTER INSERT ON "Upload"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "event_photo_counts_added"();
CREATE TRIGGER "Upload_counted_on_delete" AFTER DELETE ON "Upload"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "event_photo_counts_removed"();
CREATE TRIGGER "Upload_counted_on_update" AFTER UPDATE ON "Upload"
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "event_photo_counts_changed"();
