-- Request counts per key, UTC day, endpoint (the route template) and status class. Each API
-- process adds its in-memory counts with an additive upsert (usage.repository.ts), so several
-- processes writing the same row add up exactly. company_id leads the second key: a company's
-- usage is read by day range without touching other companies' rows.
CREATE TABLE IF NOT EXISTS api_usage_daily (
  key_id VARCHAR(40) NOT NULL,
  day DATE NOT NULL,
  endpoint VARCHAR(128) NOT NULL,
  status_class CHAR(3) NOT NULL,
  company_id VARCHAR(40) NOT NULL,
  count BIGINT NOT NULL,
  PRIMARY KEY (key_id, day, endpoint, status_class),
  KEY ix_usage_company_day (company_id, day)
) ENGINE=InnoDB DEFAULT CHARSET=ascii COLLATE=ascii_bin;

-- usage:read is held by every key: existing keys gain it here, new keys get it when created.
-- A scope change moves auth_epoch (its trigger), so running processes re-read the keys.
UPDATE api_keys SET scopes = CONCAT(scopes, ',usage:read') WHERE FIND_IN_SET('usage:read', scopes) = 0;
