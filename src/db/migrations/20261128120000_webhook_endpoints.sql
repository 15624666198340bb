-- Webhook endpoints: where a company's job events are delivered (docs/webhooks.md, R22-R25).
-- `events` is a comma list of event types; NULL means every event type, those added later too.
-- Secrets are stored only encrypted (src/secret-box.ts: "key id.base64(iv|ciphertext|tag)").
-- After a rotation the old secret stays valid until previous_secret_expires_at (24 hours), so
-- messages are signed with both. failing_since is the first failed attempt without a success
-- since, kept by the delivery side, which disables the endpoint after 5 days of it.
-- A deleted endpoint keeps its row (deleted_at set, secrets wiped) so deliveries in flight and
-- their log still name it; every company-facing read ignores it.
CREATE TABLE IF NOT EXISTS webhook_endpoints (
  -- Compared exactly: `we_Ab` must never find `we_aB`.
  id VARCHAR(40) CHARACTER SET ascii COLLATE ascii_bin NOT NULL PRIMARY KEY,
  company_id VARCHAR(40) NOT NULL,
  url VARCHAR(2048) NOT NULL,
  description VARCHAR(500) NULL,
  events VARCHAR(500) NULL,
  enabled TINYINT(1) NOT NULL DEFAULT 1,
  disabled_reason VARCHAR(500) NULL,
  secret_enc VARCHAR(512) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
  previous_secret_enc VARCHAR(512) CHARACTER SET ascii COLLATE ascii_bin NULL,
  previous_secret_expires_at DATETIME(3) NULL,
  failing_since DATETIME(3) NULL,
  created_at DATETIME(3) NOT NULL,
  updated_at DATETIME(3) NOT NULL,
  deleted_at DATETIME(3) NULL,
  KEY ix_webhook_endpoints_company (company_id, deleted_at, created_at),
  CONSTRAINT fk_webhook_endpoints_company FOREIGN KEY (company_id) REFERENCES companies (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
