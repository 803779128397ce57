import { createServer, type Server } from 'node:http';

export type StartupResponder = {
  /** What the process is doing, told to whoever asks. */
  setStage(stage: string): void;
  close(): Promise<void>;
};

/**
 * Answers on the server's port while the process starts (migrations can take minutes on a large
 * database, or wait for another server's), so a load balancer or an orchestrator asking
 * `/api/ready` hears 503 and why, rather than a refused connection it cannot tell from a dead
 * machine. Every request gets the same 503 envelope; it closes before the real server listens.
 */
export async function startStartupResponder(port: number, host: string): Promise<StartupResponder> {
  let stage = 'Starting';
  const server: Server = createServer((_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '5',
      connection: 'close',
    });
    response.end(JSON.stringify({ status: false, message: `Not ready: ${stage}` }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    setStage: (next) => {
      stage = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
