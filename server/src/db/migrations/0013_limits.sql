-- Per-user storage quota (issue 16 §3): a scan's size is kept so media and scans sum in one query.
-- Scans stored before this migration count as 0 bytes until they are replaced.
ALTER TABLE "documents" ADD COLUMN "scan_size" bigint DEFAULT 0 NOT NULL;
