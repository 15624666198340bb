-- A posting id is the company's own (the id its ATS uses, "1", "2", ...): unique per company, so
-- two companies may import the same ids and each reads only its own. The key starts with
-- company_id, which still serves the foreign key to companies; every query on postings names the
-- company (postings.repository.ts). Existing rows keep their ids: they were unique across all
-- companies, so they are unique within each.
ALTER TABLE job_postings DROP PRIMARY KEY, ADD PRIMARY KEY (company_id, id);
