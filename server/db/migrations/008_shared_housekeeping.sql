-- Several server processes on one PostgreSQL, and housekeeping.
--
-- Rate limits are counted here instead of in each process's memory, so N processes share one
-- limit (server/lib/rate-limit.ts): one row per bucket ('sign-in:<address>'), its window starting
-- at the bucket's first hit, updated by one atomic upsert. UNLOGGED: counters for a brake need
-- no crash safety, and a sign-in attempt then writes no WAL for them.
CREATE UNLOGGED TABLE rate_limits (
  bucket text PRIMARY KEY,
  hits integer NOT NULL,
  window_end timestamptz NOT NULL
);
CREATE INDEX rate_limits_window_end_idx ON rate_limits (window_end);

-- The change log is pruned after a retention (server/housekeeping.ts). The horizon is the highest
-- (txid, seq) ever pruned, raised in the same statement as the delete: a pull reading the log from
-- a position below it may have missed a pruned entry, so it answers `reset` and the client
-- bootstraps again (server/features/sync/log-horizon.ts). One row.
CREATE TABLE sync_log_horizon (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  txid xid8 NOT NULL,
  seq bigint NOT NULL
);
INSERT INTO sync_log_horizon (txid, seq) VALUES ('0', 0);

-- Pruning takes the oldest entries first, in small batches.
CREATE INDEX sync_changes_created_idx ON sync_changes (created_at);
