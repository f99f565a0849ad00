import { adminCall, type AdminAnswer } from './admin-api';

/** A long piece of console work as /api/admin/tasks/{id} reports it. */
export type TaskView = { id: string; state: 'queued' | 'running' | 'done' | 'failed'; done: number; total: number; answer: AdminAnswer<unknown> | null };

/**
 * Polls a task every second until it ends, telling `onProgress` how far it got, and gives back
 * the answer it ended with (the envelope the work would have answered as one request).
 */
export async function followTask<T>(id: string, onProgress: (done: number, total: number) => void): Promise<AdminAnswer<T>> {
  let unreachable = 0;
  for (;;) {
    const r = await adminCall<TaskView>('GET', `/api/admin/tasks/${id}`);
    if (r.status === 200) {
      unreachable = 0;
      if (r.data.answer) return r.data.answer as AdminAnswer<T>;
      onProgress(r.data.done, r.data.total);
    } else if (r.status !== 0 || ++unreachable > 30) {
      return r as unknown as AdminAnswer<T>;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
