-- A finished job never changes: its outcome is kept with the job row the first time it is read,
-- so later polls answer from MySQL without asking Temporal for the history again.
ALTER TABLE jobs
  ADD COLUMN outcome_status VARCHAR(16) NULL,
  ADD COLUMN outcome MEDIUMTEXT NULL,
  ADD COLUMN finished_at DATETIME(3) NULL;
