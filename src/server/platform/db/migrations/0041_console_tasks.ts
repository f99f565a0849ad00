/**
 * Long console work (a catalog import with its photos) runs as a job; its row here is what the
 * console polls: how far it got, and the answer it ended with (the envelope the request would
 * have answered), so any instance can report on work another instance does.
 */
export default /* sql */ `
CREATE TABLE console_tasks (
  id text PRIMARY KEY,
  kind text NOT NULL,
  staff_id text NOT NULL,
  input jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'queued',
  done integer NOT NULL DEFAULT 0,
  total integer NOT NULL DEFAULT 0,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX console_tasks_staff_idx ON console_tasks (staff_id, created_at);
`;
