-- Failed logins counted per e-mail address, known or not, so an unknown address is throttled
-- exactly like an account and the answers tell nothing about which addresses exist. The key is
-- the SHA-256 of the trimmed, lower-cased address: no address typed by a stranger is stored.
-- A row lives only while failures run in a row; a success deletes it. The counter columns of
-- users are no longer read.
CREATE TABLE login_attempts (
  email_key text PRIMARY KEY,
  failed_logins integer NOT NULL DEFAULT 0,
  last_failed_at timestamptz,
  locked_until timestamptz
);
