-- Companies, API keys, rate-limit windows, async jobs, idempotency records.
-- JSON is kept in TEXT columns and parsed by the application: MariaDB and MySQL 8 differ on JSON.
CREATE TABLE IF NOT EXISTS companies (
  id VARCHAR(40) NOT NULL PRIMARY KEY,
  name VARCHAR(200) NOT NULL,
  plan VARCHAR(32) NOT NULL DEFAULT 'starter',
  subscription_status VARCHAR(32) NOT NULL DEFAULT 'active',
  ai_call_limit INT NULL,
  created_at DATETIME(3) NOT NULL,
  updated_at DATETIME(3) NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE IF NOT EXISTS api_keys (
  id VARCHAR(40) NOT NULL PRIMARY KEY,
  company_id VARCHAR(40) NOT NULL,
  name VARCHAR(200) NULL,
  mode VARCHAR(8) NOT NULL,
  prefix VARCHAR(32) NOT NULL,
  key_hash BINARY(32) NOT NULL,
  scopes VARCHAR(255) NOT NULL,
  expires_at DATETIME(3) NULL,
  revoked_at DATETIME(3) NULL,
  last_used_at DATETIME(3) NULL,
  created_at DATETIME(3) NOT NULL,
  UNIQUE KEY uq_api_keys_hash (key_hash),
  KEY ix_api_keys_company (company_id),
  CONSTRAINT fk_api_keys_company FOREIGN KEY (company_id) REFERENCES companies (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- One row per key and window: the lock that serialises admissions of that key (R6).
CREATE TABLE IF NOT EXISTS rate_limit_locks (
  key_id VARCHAR(40) NOT NULL,
  win CHAR(1) NOT NULL,
  admitted BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (key_id, win)
) ENGINE=InnoDB DEFAULT CHARSET=ascii COLLATE=ascii_bin;

-- One row per admitted request still inside its window; older rows are deleted as they expire.
CREATE TABLE IF NOT EXISTS rate_limit_hits (
  id BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY,
  key_id VARCHAR(40) NOT NULL,
  win CHAR(1) NOT NULL,
  ts_ms BIGINT NOT NULL,
  KEY ix_hits_window (key_id, win, ts_ms),
  KEY ix_hits_sweep (win, ts_ms)
) ENGINE=InnoDB DEFAULT CHARSET=ascii COLLATE=ascii_bin;

CREATE TABLE IF NOT EXISTS jobs (
  id VARCHAR(80) NOT NULL PRIMARY KEY,
  company_id VARCHAR(40) NOT NULL,
  type VARCHAR(32) NOT NULL,
  key_prefix VARCHAR(32) NOT NULL,
  created_at DATETIME(3) NOT NULL,
  KEY ix_jobs_company_created (company_id, created_at),
  KEY ix_jobs_created (created_at)
) ENGINE=InnoDB DEFAULT CHARSET=ascii COLLATE=ascii_bin;

CREATE TABLE IF NOT EXISTS idempotency_keys (
  company_id VARCHAR(40) NOT NULL,
  idem_key VARCHAR(255) NOT NULL,
  endpoint VARCHAR(64) NOT NULL,
  body_hash BINARY(32) NOT NULL,
  job_id VARCHAR(80) NOT NULL,
  is_async TINYINT(1) NOT NULL,
  state VARCHAR(16) NOT NULL,
  response_status INT NULL,
  response_body MEDIUMTEXT NULL,
  created_at DATETIME(3) NOT NULL,
  PRIMARY KEY (company_id, idem_key),
  KEY ix_idem_created (created_at)
) ENGINE=InnoDB DEFAULT CHARSET=ascii COLLATE=ascii_bin;

CREATE TABLE IF NOT EXISTS job_postings (
  id VARCHAR(80) NOT NULL PRIMARY KEY,
  company_id VARCHAR(40) NOT NULL,
  title VARCHAR(300) NOT NULL,
  description MEDIUMTEXT NOT NULL,
  location VARCHAR(200) NULL,
  employment_type VARCHAR(40) NOT NULL,
  skills TEXT NOT NULL,
  min_years INT NULL,
  status VARCHAR(16) NOT NULL,
  features MEDIUMTEXT NOT NULL,
  created_at DATETIME(3) NOT NULL,
  updated_at DATETIME(3) NOT NULL,
  KEY ix_postings_company_status (company_id, status, updated_at),
  CONSTRAINT fk_postings_company FOREIGN KEY (company_id) REFERENCES companies (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

CREATE TABLE IF NOT EXISTS rubrics (
  id VARCHAR(100) NOT NULL PRIMARY KEY,
  company_id VARCHAR(40) NOT NULL,
  name VARCHAR(200) NOT NULL,
  definition MEDIUMTEXT NOT NULL,
  created_at DATETIME(3) NOT NULL,
  KEY ix_rubrics_company (company_id),
  CONSTRAINT fk_rubrics_company FOREIGN KEY (company_id) REFERENCES companies (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
