-- A member's long lists page by (created_at, id) (lib/keyset.ts). With the id in the index, the page
-- after a cursor is read straight from it; without it, PostgreSQL read all of a member's rows and
-- sorted them (18 ms for a member with 10,000 deposits).
DROP INDEX deposits_user_idx;
CREATE INDEX deposits_user_idx ON deposits (user_id, created_at DESC, id DESC);
DROP INDEX withdrawals_user_idx;
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC, id DESC);
DROP INDEX course_payments_user_idx;
CREATE INDEX course_payments_user_idx ON course_payments (user_id, created_at DESC, id DESC);
