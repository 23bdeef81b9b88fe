-- "Download my data" (issue 32 item 6): each archive an account asked for, built by a job and kept a week.
CREATE TYPE "DataExportStatus" AS ENUM ('PREPARING', 'READY', 'FAILED', 'EXPIRED');

CREATE TABLE "DataExport" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "status" "DataExportStatus" NOT NULL DEFAULT 'PREPARING',
    "storageKey" TEXT,
    "sizeBytes" BIGINT,
    "error" TEXT,
    "requestedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "readyAt" TIMESTAMPTZ(3),
    "expiresAt" TIMESTAMPTZ(3),

    CONSTRAINT "DataExport_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "DataExport_userId_requestedAt_idx" ON "DataExport"("userId", "requestedAt");
CREATE INDEX "DataExport_status_expiresAt_idx" ON "DataExport"("status", "expiresAt");
-- One archive in the making per account: two requests at once cannot both start one.
CREATE UNIQUE INDEX "DataExport_userId_preparing_key" ON "DataExport"("userId") WHERE "status" = 'PREPARING';
ALTER TABLE "DataExport" ADD CONSTRAINT "DataExport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
