-- Application stages (issue 27, docs/hiring.md): where each application
-- stands, when it last moved, and the poster's private note.
ALTER TABLE job_applications ADD COLUMN stage TEXT NOT NULL DEFAULT 'applied'
  CHECK (stage IN ('applied', 'reviewing', 'interview', 'offer', 'hired', 'not_selected', 'withdrawn'));
ALTER TABLE job_applications ADD COLUMN updated_at TIMESTAMPTZ;
ALTER TABLE job_applications ADD COLUMN note TEXT NOT NULL DEFAULT '';
UPDATE job_applications SET updated_at = created_at;
-- A job's applicants by stage (the poster's board and its counts).
CREATE INDEX job_applications_job_stage_idx ON job_applications (job_id, stage, created_at, id);
