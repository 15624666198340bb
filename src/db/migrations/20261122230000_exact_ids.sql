-- Ids compare exactly. Both tables kept the schema's case- and trailing-space-insensitive
-- collation on their ids: `rub_Ab` found the rubric `rub_aB` (R2 RUBRIC_NOT_FOUND must name the
-- caller's rubric, not a look-alike), and a posting id that differed from another company's only
-- in case slipped past the import's ownership check and was then silently not written.
-- (Trailing spaces still compare equal under any PAD SPACE collation: rubrics.repository.ts
-- checks the id itself; posting ids cannot contain spaces.)
-- No stored ids can clash: the old primary keys already kept them unique under the looser rule.
ALTER TABLE rubrics MODIFY id VARCHAR(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL;
ALTER TABLE job_postings MODIFY id VARCHAR(80) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL;
