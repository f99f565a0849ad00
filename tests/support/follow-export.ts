import { get, type ApiResponse } from './api';

/**
 * A console export as the console fetches it: the request answers 202 with a task, which is
 * followed to its end, then its file is downloaded. Anything but a 202 is given back as it came.
 */
export async function followExport(path: string, headers: Record<string, string>): Promise<ApiResponse> {
  const started = await get(path, { headers });
  if (started.status !== 202) return started;
  for (let i = 0; i < 300; i++) {
    const task = await get(`/api/admin/tasks/${started.body.data.id}`, { headers });
    if (task.status !== 200) return task;
    if (task.body.data.answer) return task.body.data.state === 'done' ? get(`/api/admin/tasks/${started.body.data.id}/file`, { headers }) : task;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the export ${path} did not end in 30 s`);
}
