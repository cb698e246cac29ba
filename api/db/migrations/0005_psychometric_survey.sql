-- The psychometric survey per user: the survey machine's state (machines/psychometric), and,
-- once submitted, the score and risk rating. Locked for good after submission.
CREATE TABLE psychometric_surveys (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  machine_state jsonb NOT NULL,
  machine_context jsonb NOT NULL,
  score integer,
  rating text CHECK (rating IN ('LOW', 'LOW_TO_MEDIUM', 'MEDIUM', 'MEDIUM_TO_HIGH', 'HIGH')),
  submitted_at timestamptz
);
