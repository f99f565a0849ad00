import { describe, expect, test } from 'vitest';
import { get } from '../support/api';
import { useTestDatabase } from '../support/db';
import { consoleHeaders, newStaff } from '../fixtures/staff';
import { sweepOldExports } from '../../src/server/exports/export-task';

useTestDatabase();

async function finished(id: string, headers: Record<string, string>) {
  for (let i = 0; i < 300; i++) {
    const task = await get(`/api/admin/tasks/${id}`, { headers });
    if (task.body.data.answer) return task.body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export task did not end in 30 s');
}

describe('a console export runs as a job', () => {
  test('answers 202 with a task; only its starter downloads the file, which is gone a day later', async () => {
    const manager = await newStaff('manager');
    const other = await newStaff('manager');
    const headers = consoleHeaders(manager.cookie);
    const started = await get('/api/admin/reports/gstr1?month=2026-10&table=docs', { headers });
    expect(started.status).toBe(202);
    expect(started.body.message).toBe('The export has started. This page shows its progress.');
    const task = await finished(started.body.data.id, headers);
    expect(task).toMatchObject({ state: 'done', done: 1, total: 1 });
    expect(task.answer).toMatchObject({ status: 200, message: 'gstr1-2026-10-docs.csv is ready to download.' });

    const file = await get(`/api/admin/tasks/${started.body.data.id}/file`, { headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="gstr1-2026-10-docs.csv"');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.text).toBe('Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\r\n');

    const stranger = await get(`/api/admin/tasks/${started.body.data.id}/file`, { headers: consoleHeaders(other.cookie) });
    expect(stranger.status).toBe(404);

    // A day and a minute later the sweep removes the file and its task.
    await sweepOldExports({ now: new Date(Date.now() + 24 * 3_600_000 + 60_000) });
    const gone = await get(`/api/admin/tasks/${started.body.data.id}/file`, { headers });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('This task has no file to download: it has not finished, or its file was removed after a day.');
  });

  test('a bad query is a 400 at once, naming the field, before any task', async () => {
    const owner = await newStaff('owner');
    const r = await get('/api/admin/audit/export?from=yesterday', { headers: consoleHeaders(owner.cookie) });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'from', message: 'From (India date): use a date like 2026-11-23.' }]);
  });
});
