-- A job located "Remote" is a remote job (issue 14): the board's Remote
-- workplace filter finds jobs posted before the service started setting it.
UPDATE jobs SET workplace = 'remote' WHERE workplace IS NULL AND lower(trim(location)) = 'remote';
