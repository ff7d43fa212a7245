-- The course: modules → lessons (Markdown, optional video, optional quiz), and each member's trial,
-- progress, quiz attempts and certificate. Access from payments is computed from course_payments.

ALTER TABLE files DROP CONSTRAINT IF EXISTS files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
  CHECK (kind IN ('proof', 'identity', 'avatar', 'review', 'course_image', 'course_video'));
ALTER TABLE files ALTER COLUMN size_bytes TYPE bigint;

-- Reference data seeded once: an admin who deletes seeded content does not get it back on restart.
CREATE TABLE seed_markers (
  name text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE course_modules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  position integer NOT NULL,
  is_preview boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE course_lessons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  module_id uuid NOT NULL REFERENCES course_modules(id),
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  body_md text NOT NULL DEFAULT '',
  minutes integer NOT NULL CHECK (minutes > 0),
  position integer NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  video_file_id uuid REFERENCES files(id) ON DELETE SET NULL,
  video_embed_url text,
  -- {passMarkPercent, questions: [{id, prompt, options: [text], correct: [index], explanation}]}
  quiz jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX course_lessons_module_idx ON course_lessons (module_id, position);

CREATE TABLE course_trials (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL
);

CREATE TABLE lesson_progress (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lesson_id uuid NOT NULL REFERENCES course_lessons(id) ON DELETE CASCADE,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, lesson_id)
);

CREATE TABLE quiz_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lesson_id uuid NOT NULL REFERENCES course_lessons(id) ON DELETE CASCADE,
  score_percent integer NOT NULL CHECK (score_percent BETWEEN 0 AND 100),
  correct_count integer NOT NULL,
  question_count integer NOT NULL,
  is_passed boolean NOT NULL,
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX quiz_attempts_user_idx ON quiz_attempts (user_id, lesson_id, created_at DESC);

CREATE TABLE certificates (
  id text PRIMARY KEY,
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  full_name text NOT NULL,
  course_title text NOT NULL,
  issued_at timestamptz NOT NULL
);

-- One reminder per access end date: a renewal moves the end date and earns a new reminder.
CREATE TABLE course_reminders (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ends_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ends_at)
);
