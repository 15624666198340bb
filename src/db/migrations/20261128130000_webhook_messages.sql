-- Webhook messages and their delivery attempts (docs/rules.md R25-R29). A message is one event for
-- one endpoint; its id is the `webhook-id` receivers deduplicate on. The payload is sealed
-- (AES-GCM with the payload key ring) and the row is deleted 3 days after creation, once its
-- delivery has ended (R29). The log holds no payload: only a short snippet of each response.
CREATE TABLE IF NOT EXISTS webhook_messages (
  id VARCHAR(40) NOT NULL PRIMARY KEY,
  company_id VARCHAR(40) NOT NULL,
  endpoint_id VARCHAR(40) NOT NULL,
  event_type VARCHAR(40) NOT NULL,
  job_id VARCHAR(80) NULL,
  request_id VARCHAR(80) NULL,
  payload MEDIUMBLOB NOT NULL,
  created_at DATETIME(3) NOT NULL,
  -- pending while attempts remain; delivered or failed once the delivery ended.
  outcome VARCHAR(16) NOT NULL DEFAULT 'pending',
  attempt_count INT NOT NULL DEFAULT 0,
  last_attempt_at DATETIME(3) NULL,
  next_attempt_at DATETIME(3) NULL,
  KEY ix_webhook_messages_endpoint (endpoint_id, created_at, id),
  KEY ix_webhook_messages_outcome (outcome, created_at),
  KEY ix_webhook_messages_created (created_at)
) ENGINE=InnoDB DEFAULT CHARSET=ascii COLLATE=ascii_bin;

CREATE TABLE IF NOT EXISTS webhook_attempts (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  message_id VARCHAR(40) NOT NULL,
  endpoint_id VARCHAR(40) NOT NULL,
  attempted_at DATETIME(3) NOT NULL,
  status_code SMALLINT NULL,
  error_class VARCHAR(32) NULL,
  duration_ms INT NOT NULL,
  response_snippet VARCHAR(800) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NULL,
  next_attempt_at DATETIME(3) NULL,
  -- delivered, retrying (another attempt follows), failed (none follows)
  outcome VARCHAR(16) NOT NULL,
  KEY ix_webhook_attempts_message (message_id, id)
) ENGINE=InnoDB DEFAULT CHARSET=ascii COLLATE=ascii_bin;
