-- "storagePath" held the key of the display copy, not a path: name it for what it is. The REST photo
-- JSON keeps answering `storagePath` (SPEC §4), read from this column.
ALTER TABLE "Upload" RENAME COLUMN "storagePath" TO "displayKey";
