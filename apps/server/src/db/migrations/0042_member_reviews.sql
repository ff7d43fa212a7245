-- Reviews come from members (docs/product-rules.md, "Reviews"). The images admins uploaded as
-- reviews before are taken off the public page and kept for admins as an archive: the table is
-- renamed, its files stay (made private, so only admins fetch them), nothing is deleted.
ALTER TABLE reviews RENAME TO review_image_archive;
ALTER INDEX reviews_pkey RENAME TO review_image_archive_pkey;
UPDATE files SET is_public = false WHERE kind = 'review';

-- A member's review image is private (the member and admins) until the review is published.
ALTER TABLE files DROP CONSTRAINT IF EXISTS files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
  CHECK (kind IN ('proof', 'identity', 'avatar', 'review', 'course_image', 'course_video', 'member_review'));

-- One review per member: pending → published, or rejected with one of three reasons (never for
-- being negative). The member may change it while pending or rejected, which sends it back to
-- pending and raises its version; an admin's decision names the version it was made on.
CREATE TABLE member_reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  stars integer NOT NULL CHECK (stars BETWEEN 1 AND 5),
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  image_file_id uuid REFERENCES files(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'rejected')),
  reject_reason text CHECK (reject_reason IN ('abuse', 'personal_data', 'off_topic')),
  version integer NOT NULL DEFAULT 1,
  submitted_at timestamptz NOT NULL,
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  CHECK ((status = 'rejected') = (reject_reason IS NOT NULL)),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX member_reviews_queue_idx ON member_reviews (status, submitted_at);
CREATE INDEX member_reviews_decided_idx ON member_reviews (decided_at);
