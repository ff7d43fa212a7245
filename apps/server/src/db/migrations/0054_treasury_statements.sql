-- A declared balance (a bank, a custodian) is entered with its uploaded statement (docs/treasury.md):
-- the statement is a stored file of its own kind, private to admins.
ALTER TABLE files DROP CONSTRAINT IF EXISTS files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
  CHECK (kind IN ('proof', 'identity', 'avatar', 'review', 'course_image', 'course_video', 'member_review',
    'treasury_statement'));
