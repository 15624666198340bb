-- A synchronous call that answered 504 asks its job to send its end to the company's webhook
-- endpoints with a signal (R25). Temporal records the signal in the job's history at once, so a
-- poll that judges queued from processing by the history's length must not count it as a
-- worker's step: the row says the signal was sent.
ALTER TABLE jobs ADD COLUMN events_requested TINYINT NOT NULL DEFAULT 0;
