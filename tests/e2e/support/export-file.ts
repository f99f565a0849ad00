import type { APIRequestContext } from './shop';

/**
 * A console export's text, fetched as the console does: the export answers 202 with a task,
 * which is polled until it ends, then its file is downloaded.
 */
export async function exportText(request: APIRequestContext, path: string): Promise<string> {
  const started = await request.get(path);
  if (started.status() !== 202) throw new Error(`${path} answered ${started.status()}, not 202 with a task`);
  const id = ((await started.json()) as { data: { id: string } }).data.id;
  for (let i = 0; i < 300; i++) {
    const task = (await (await request.get(`/api/admin/tasks/${id}`)).json()) as { data: { state: string; answer: unknown } };
    if (task.data.answer) {
      if (task.data.state !== 'done') throw new Error(`${path} ended ${task.data.state}: ${JSON.stringify(task.data.answer)}`);
      return (await request.get(`/api/admin/tasks/${id}/file`)).text();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} did not end in 30 s`);
}
