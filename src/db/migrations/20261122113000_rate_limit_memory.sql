-- The standard window (60 s) moves to a MEMORY table: a durable InnoDB commit (an fsync) per
-- request dominated the cost of every API call. Losing at most 60 s of counts when MySQL restarts
-- is acceptable; the 24-hour AI window stays in InnoDB, where a restart must not reset it.
-- The size cap of a MEMORY table is fixed when it is created: 256 MiB holds ~1.5 M live hits.
SET SESSION max_heap_table_size = 268435456;
CREATE TABLE IF NOT EXISTS rate_limit_hits_mem (
  key_id VARCHAR(40) NOT NULL,
  ts_ms BIGINT NOT NULL,
  KEY ix_mem_window (key_id, ts_ms) USING BTREE,
  KEY ix_mem_sweep (ts_ms) USING BTREE
) ENGINE=MEMORY DEFAULT CHARSET=ascii COLLATE=ascii_bin;
