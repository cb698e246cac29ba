-- Notifications: every event a person waits for (a section validated or rejected, a loan's
-- stage, a wallet decision, a bank change) is one row here, read in the app's list, and — unless
-- the person unsubscribed — an e-mail in the outbox written in the same transaction. The e-mail
-- speaks the user's language: `locale`, set by the language chooser and at registration.

ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'id' CHECK (locale IN ('id', 'en'));

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- What happened (api/notify/notify-user.ts NotificationKind); the texts live with the clients.
  kind text NOT NULL,
  -- What the text needs: the loan, the section, the reason staff gave.
  params jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
-- A user's list, newest first, in keyset pages.
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC);
-- The unread count.
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
