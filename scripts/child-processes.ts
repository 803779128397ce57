import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A loopback port nobody listens on right now (the kernel picks it; the server refuses PORT=0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Signals a detached child's whole process group (negative pid), if it is still running. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

// Every tracked child still running, so a crashing test file or an aborted bench never leaves a
// server behind when this process exits.
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL');
});

/** Kills the child's group when this process exits, unless it ended first. */
export function killOnExit(child: ChildProcess): void {
  live.add(child);
  child.once('exit', () => live.delete(child));
}
