/**
 * Durable timers (src/server/platform/job-queue.ts): one row per job, due at `run_at`. A worker claims due rows
 * with FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so several instances never run one
 * job at once and a job whose instance died is picked up again when its lease ends.
 */
export default /* sql */ `
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  done_at timestamptz,
  gave_up_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE done_at IS NULL AND gave_up_at IS NULL;
`;
