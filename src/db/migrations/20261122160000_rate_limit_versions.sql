-- The standard window is judged from each process's own copy of the keys' windows, confirmed in
-- the same round trip as the write (standard-window.repository.ts): a per-key version token, moved
-- by every write, tells a process whether its copy is still the store's. Hits of one key judged
-- in one batch share a row (n), so a batch writes one row per key, not one per request.
-- Both tables are MEMORY, like the hits: a restart empties both, and the tokens are random, so a
-- process never mistakes a new table's token for the one it remembers.
SET SESSION max_heap_table_size = 268435456;
ALTER TABLE rate_limit_hits_mem ADD COLUMN n INT NOT NULL DEFAULT 1;
CREATE TABLE IF NOT EXISTS rate_limit_versions_mem (
  key_id VARCHAR(40) NOT NULL,
  version BIGINT NOT NULL,
  PRIMARY KEY (key_id) USING HASH
) ENGINE=MEMORY DEFAULT CHARSET=ascii COLLATE=ascii_bin;
