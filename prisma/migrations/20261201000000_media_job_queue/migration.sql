-- Uploads are answered once the original is stored; media workers make the copies later (decision 020).
CREATE TYPE "ProcessingState" AS ENUM ('PROCESSING', 'READY', 'FAILED');

-- Photos stored before this migration have their copies already: READY. New rows start PROCESSING.
ALTER TABLE "Upload" ADD COLUMN "processingState" "ProcessingState" NOT NULL DEFAULT 'READY';
ALTER TABLE "Upload" ALTER COLUMN "processingState" SET DEFAULT 'PROCESSING';
ALTER TABLE "Upload" ADD COLUMN "processingError" TEXT;

-- The job queue: claimed with FOR UPDATE SKIP LOCKED, held by a renewed lease (lockedUntil).
CREATE TABLE "Job" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "runAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lockedBy" TEXT,
    "lockedUntil" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "Job_kind_runAt_idx" ON "Job"("kind", "runAt");
