import net from 'node:net';

/** Waits until something accepts connections on 127.0.0.1:`port`; `log` names what did not start. */
export async function listening(port: number, timeoutMs: number, what: string, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not listen on ${port}:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
