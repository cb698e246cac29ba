-- Uploaded files: stored outside the web root under generated names (local folder or
-- S3-compatible storage); readable by their owner and by staff.
CREATE TABLE files (
  name text PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES users (id),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  original_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_owner_idx ON files (owner_id, created_at DESC);
