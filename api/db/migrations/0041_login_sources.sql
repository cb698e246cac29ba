-- Failed logins counted per source as well as per e-mail address (machines/account/login-throttle.ts,
-- "Per source"): one password tried on many addresses from one place. The key is the SHA-256 of
-- the caller's address (an IPv6 address by its /64): no address is stored as it came. A row
-- lives for its window; an old one is overwritten when its source comes back.
CREATE TABLE login_sources (
  source_key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  failed_logins integer NOT NULL DEFAULT 0,
  last_failed_at timestamptz
);
