-- Issue 37: the rate-limit counters are written by every search, upload, post and comment. They
-- need no crash safety (after a crash a budget starts again, as after its window), so the table is
-- UNLOGGED: a hit writes no WAL, and a call that only counted a hit does not wait for a WAL flush
-- at commit. A backup still carries the rows (pg_dump dumps unlogged data unless told not to).
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
