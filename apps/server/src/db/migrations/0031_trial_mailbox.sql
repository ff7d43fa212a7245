-- One free trial per mailbox, not per account: a second account on the same mailbox under another
-- spelling (case, a "+tag", Gmail's dots) gets no trial of its own. canonical_mailbox is the one
-- definition of "the same mailbox"; the app stores it with each trial and the unique index decides
-- between two accounts that start a trial at the same moment.
--   * lower case, domain and local part (no provider hands out mailboxes that differ by case only);
--   * "+tag" dropped for every domain: RFC 5233 sub-addressing, delivered to the base mailbox by
--     Gmail, Outlook/Hotmail, iCloud, Fastmail, Proton and the common mail servers, including custom
--     domains hosted there; an address whose "+" names a distinct mailbox is rare, and all it loses
--     is a second trial;
--   * dots dropped in the local part for gmail.com and googlemail.com (one mailbox service that
--     ignores dots), and googlemail.com written as gmail.com.
CREATE FUNCTION canonical_mailbox(email text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  WITH parts AS (
    SELECT regexp_replace(lower(substring(email FROM '^(.*)@')), '^([^+]+)\+.*$', '\1') AS local,
           lower(substring(email FROM '@([^@]*)$')) AS domain
  ), gmail AS (
    SELECT local, CASE WHEN domain = 'googlemail.com' THEN 'gmail.com' ELSE domain END AS domain FROM parts
  )
  SELECT CASE WHEN domain = 'gmail.com' THEN replace(local, '.', '') ELSE local END || '@' || domain FROM gmail
$$;

-- NULL only for a trial started before this rule on a mailbox that had already had one (the
-- earliest trial of each mailbox keeps it); a unique index allows any number of NULLs.
ALTER TABLE course_trials ADD COLUMN mailbox text;
UPDATE course_trials t SET mailbox = first.mailbox
FROM (
  SELECT DISTINCT ON (canonical_mailbox(u.email)) t2.user_id, canonical_mailbox(u.email) AS mailbox
  FROM course_trials t2 JOIN users u ON u.id = t2.user_id
  ORDER BY canonical_mailbox(u.email), t2.started_at, t2.user_id
) first
WHERE t.user_id = first.user_id;
CREATE UNIQUE INDEX course_trials_mailbox_key ON course_trials (mailbox);
