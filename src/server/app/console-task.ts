import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { consoleTasks } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { DomainError, notFound } from '#server/platform/errors';
import { log } from '#server/platform/log';
import { schedule } from '#server/platform/jobs/job-queue';
import { runCatalogImportTask } from '#server/catalog';
import { runStockImportTask } from '#server/stock';
import { runExportTask } from '#server/exports';
import { statusOf } from '#server/platform/http/error-status';
import type { Progress } from '#server/platform/task-progress';

/**
 * Long console work as a job the console polls. The request that starts it answers at once
 * (202 with the task's id), so nginx's short timeouts never cut it off and no instance is held
 * for a minute; the job worker runs it (the route nudges this instance's worker, nudgeJobs), writing its
 * progress and, at the end, the envelope the request would have answered.
 */
export const CONSOLE_TASK_JOB = 'console-task' as const;

export type TaskKind = 'catalog-import' | 'stock-import' | 'export';
export type TaskAnswer = { status: number; message: string; data: unknown; errors?: unknown };
export type TaskView = { id: string; kind: string; state: 'queued' | 'running' | 'done' | 'failed'; done: number; total: number; answer: TaskAnswer | null };
export type TaskRunner = (input: Record<string, unknown>, progress: Progress) => Promise<{ message: string; data: unknown }>;

const RUNNERS: Record<TaskKind, TaskRunner> = { 'catalog-import': runCatalogImportTask, 'stock-import': runStockImportTask, export: runExportTask };

export async function startTask(kind: TaskKind, staffId: string, input: Record<string, unknown>): Promise<TaskView> {
  const db = await getDb();
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(consoleTasks).values({ id, kind, staffId, input });
    await schedule(CONSOLE_TASK_JOB, new Date(), { taskId: id }, tx);
  });
  return { id, kind, state: 'queued', done: 0, total: 0, answer: null };
}

/** A task as its owner sees it; anyone else's is a 404 like a missing one. */
export async function taskOf(staffId: string, id: string): Promise<TaskView> {
  const db = await getDb();
  const [row] = await db.select().from(consoleTasks).where(and(eq(consoleTasks.id, id), eq(consoleTasks.staffId, staffId))).limit(1);
  if (!row) throw notFound('No such task of yours.');
  return { id: row.id, kind: row.kind, state: row.state, done: row.done, total: row.total, answer: row.answer ?? null };
}

/** The job: runs the task once; a task already finished (a job run twice) is left as it is. */
export async function consoleTaskJob(payload: unknown): Promise<void> {
  const taskId = (payload as { taskId?: unknown } | null)?.taskId;
  if (typeof taskId !== 'string') return;
  const db = await getDb();
  const [task] = await db.select().from(consoleTasks).where(eq(consoleTasks.id, taskId)).limit(1);
  if (!task || task.state === 'done' || task.state === 'failed') return;
  const run = RUNNERS[task.kind as TaskKind] as TaskRunner | undefined;
  const finish = (state: 'done' | 'failed', answer: TaskAnswer) =>
    db.update(consoleTasks).set({ state, answer, input: {}, updatedAt: sql`now()` }).where(eq(consoleTasks.id, taskId));
  if (!run) {
    await finish('failed', { status: 500, message: `This server cannot run a ${task.kind} task.`, data: null });
    return;
  }
  await db.update(consoleTasks).set({ state: 'running', updatedAt: sql`now()` }).where(eq(consoleTasks.id, taskId));
  const progress: Progress = async (done, total) => {
    await db.update(consoleTasks).set({ done, total, updatedAt: sql`now()` }).where(eq(consoleTasks.id, taskId));
  };
  try {
    const { message, data } = await run(task.input, progress);
    await finish('done', { status: 200, message, data });
  } catch (err) {
    if (err instanceof DomainError) {
      await finish('failed', { status: statusOf(err), message: err.message, data: err.extra.data ?? null, ...(err.extra.errors ? { errors: err.extra.errors } : {}) });
      return;
    }
    log('error', 'console task failed', { taskId, kind: task.kind, error: err instanceof Error ? err.message : String(err) });
    await finish('failed', { status: 500, message: 'The work stopped on an error on our side and nothing was written. Try again; if it happens again, tell the developers.', data: null });
  }
}
