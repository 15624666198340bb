-- Candidate profiles and their search index (issue 4, docs/search.md).
-- candidates holds the profile as imported; the search_* tables index only the visible ones
-- (public profile, discoverable, AI matching) and are rebuilt from candidates at will.
CREATE TABLE IF NOT EXISTS candidates (
  id VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL PRIMARY KEY,
  name VARCHAR(200) NULL,
  headline VARCHAR(300) NULL,
  summary TEXT NULL,
  location VARCHAR(200) NULL,
  -- JSON array of display names, in profile order.
  skills TEXT NOT NULL,
  experience_years TINYINT UNSIGNED NULL,
  public_profile TINYINT(1) NOT NULL,
  discoverable TINYINT(1) NOT NULL,
  ai_matching TINYINT(1) NOT NULL,
  updated_at DATETIME(3) NOT NULL,
  created_at DATETIME(3) NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;

-- Token dictionary: a: all, t: word, p: word prefix, s: skill, l:/m: location, x: experience.
-- docs is an estimate for the planner, exact right after a rebuild.
CREATE TABLE IF NOT EXISTS search_tokens (
  tid INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  token VARBINARY(1024) NOT NULL,
  docs INT NOT NULL DEFAULT 0,
  UNIQUE KEY uq_search_tokens_token (token)
) ENGINE=InnoDB;

-- One row per token and block of 512 positions: w0 holds positions 0-63 of the block, w7 448-511.
CREATE TABLE IF NOT EXISTS search_bits (
  tid INT UNSIGNED NOT NULL,
  block BIGINT UNSIGNED NOT NULL,
  w0 BIGINT UNSIGNED NOT NULL DEFAULT 0,
  w1 BIGINT UNSIGNED NOT NULL DEFAULT 0,
  w2 BIGINT UNSIGNED NOT NULL DEFAULT 0,
  w3 BIGINT UNSIGNED NOT NULL DEFAULT 0,
  w4 BIGINT UNSIGNED NOT NULL DEFAULT 0,
  w5 BIGINT UNSIGNED NOT NULL DEFAULT 0,
  w6 BIGINT UNSIGNED NOT NULL DEFAULT 0,
  w7 BIGINT UNSIGNED NOT NULL DEFAULT 0,
  PRIMARY KEY (tid, block)
) ENGINE=InnoDB;

-- Position of each visible candidate: higher is more recent by (updated_at, id).
CREATE TABLE IF NOT EXISTS search_positions (
  pos BIGINT UNSIGNED NOT NULL PRIMARY KEY,
  id VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
  updated_at DATETIME(3) NOT NULL,
  UNIQUE KEY uq_search_positions_id (id),
  KEY ix_search_positions_order (updated_at, id)
) ENGINE=InnoDB;
