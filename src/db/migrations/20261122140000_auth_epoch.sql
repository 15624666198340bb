-- API processes keep key rows in memory only while this counter stays where it was when they read
-- them; every batch of requests checks it under the window lock (standard-pass.repository.ts).
-- Triggers bump it on any change that can alter an access decision (revocation, expiry, scopes,
-- a company's plan, status or ai_call_limit), so a revocation still takes effect on the next
-- request in every process, whoever writes it. last_used_at bookkeeping does not bump it.
-- MySQL 8 with binary logging needs log_bin_trust_function_creators=1 (or SUPER) for triggers:
-- docker-compose.yml sets it.
CREATE TABLE IF NOT EXISTS auth_epoch (
  id TINYINT NOT NULL PRIMARY KEY,
  n BIGINT NOT NULL
) ENGINE=InnoDB;
INSERT IGNORE INTO auth_epoch (id, n) VALUES (1, 0);

DROP TRIGGER IF EXISTS api_keys_auth_epoch_update;
CREATE TRIGGER api_keys_auth_epoch_update AFTER UPDATE ON api_keys FOR EACH ROW
  UPDATE auth_epoch SET n = n + 1
   WHERE id = 1
     AND NOT (OLD.revoked_at <=> NEW.revoked_at AND OLD.expires_at <=> NEW.expires_at AND OLD.scopes <=> NEW.scopes
              AND OLD.key_hash <=> NEW.key_hash AND OLD.company_id <=> NEW.company_id AND OLD.mode <=> NEW.mode
              AND OLD.prefix <=> NEW.prefix AND OLD.name <=> NEW.name AND OLD.id <=> NEW.id);
DROP TRIGGER IF EXISTS api_keys_auth_epoch_delete;
CREATE TRIGGER api_keys_auth_epoch_delete AFTER DELETE ON api_keys FOR EACH ROW
  UPDATE auth_epoch SET n = n + 1 WHERE id = 1;
DROP TRIGGER IF EXISTS companies_auth_epoch_update;
CREATE TRIGGER companies_auth_epoch_update AFTER UPDATE ON companies FOR EACH ROW
  UPDATE auth_epoch SET n = n + 1 WHERE id = 1;
DROP TRIGGER IF EXISTS companies_auth_epoch_delete;
CREATE TRIGGER companies_auth_epoch_delete AFTER DELETE ON companies FOR EACH ROW
  UPDATE auth_epoch SET n = n + 1 WHERE id = 1;
