/** The console islands' one way to call /api/admin: JSON in, the envelope out, cookie sent. */
export type AdminAnswer<T> = { status: number; message: string; data: T; errors?: { path: string; message: string }[] };

export async function adminCall<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<AdminAnswer<T>> {
  try {
    const r = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await r.json()) as AdminAnswer<T>;
  } catch {
    return { status: 0, message: 'The console cannot reach the server. Check your connection and try again.', data: null as T };
  }
}
