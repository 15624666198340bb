-- Rolling a key: the old key keeps working until its expires_at and names the key that replaced
-- it; rolled_at is when the roll happened (the Deprecation date its responses carry).
ALTER TABLE api_keys
  ADD COLUMN replaced_by VARCHAR(40) NULL,
  ADD COLUMN rolled_at DATETIME(3) NULL;

-- The auth epoch moves on a roll too: cached key rows must learn replaced_by and rolled_at, which
-- decide the deprecation headers, even when the roll leaves an earlier expiry unchanged.
DROP TRIGGER IF EXISTS api_keys_auth_epoch_update;
CREATE TRIGGER api_keys_auth_epoch_update AFTER UPDATE ON api_keys FOR EACH ROW
  UPDATE auth_epoch SET n = n + 1
   WHERE id = 1
     AND NOT (OLD.revoked_at <=> NEW.revoked_at AND OLD.expires_at <=> NEW.expires_at AND OLD.scopes <=> NEW.scopes
              AND OLD.key_hash <=> NEW.key_hash AND OLD.company_id <=> NEW.company_id AND OLD.mode <=> NEW.mode
              AND OLD.prefix <=> NEW.prefix AND OLD.name <=> NEW.name AND OLD.id <=> NEW.id
              AND OLD.replaced_by <=> NEW.replaced_by AND OLD.rolled_at <=> NEW.rolled_at);

-- The audit trail: append-only, one hash chain per company. seq numbers a company's entries from 1;
-- hash = SHA-256 of the entry's canonical JSON with prev_hash (src/domain/audit/chain.ts).
CREATE TABLE IF NOT EXISTS audit_log (
  id VARCHAR(40) CHARACTER SET ascii COLLATE ascii_bin NOT NULL PRIMARY KEY,
  company_id VARCHAR(40) NOT NULL,
  seq BIGINT NOT NULL,
  at DATETIME(3) NOT NULL,
  actor_type VARCHAR(16) NOT NULL,
  actor VARCHAR(200) NOT NULL,
  action VARCHAR(64) NOT NULL,
  target VARCHAR(200) NOT NULL,
  request_id VARCHAR(128) NOT NULL,
  details LONGTEXT NOT NULL,
  prev_hash CHAR(64) CHARACTER SET ascii NOT NULL,
  hash CHAR(64) CHARACTER SET ascii NOT NULL,
  -- Two appends that read the same head cannot both land: the chain never forks.
  UNIQUE KEY uq_audit_company_seq (company_id, seq),
  KEY ix_audit_at (at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- The head of each company's chain, locked (SELECT ... FOR UPDATE) by every append so appends for
-- one company run one at a time; verification compares it with the last entry, so removing the
-- newest entries is detected too.
CREATE TABLE IF NOT EXISTS audit_heads (
  company_id VARCHAR(40) NOT NULL PRIMARY KEY,
  seq BIGINT NOT NULL,
  hash CHAR(64) CHARACTER SET ascii NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
