import type { FastifyBaseLogger, FastifyReply } from 'fastify';

type AfterAnswer = {
  /**
   * Runs the task once the reply has gone out (or its connection closed), so nothing the task
   * does can show in the answer or its timing. A failure is logged, never seen by the client.
   */
  schedule(reply: FastifyReply, task: () => Promise<void>): void;
  /** Resolves once every scheduled task has run (shutdown, tests). */
  drain(): Promise<void>;
};

export function afterAnswer(log: FastifyBaseLogger, what: string): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    schedule(reply, task) {
      const job = new Promise<void>((resolve) => {
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          // A turn of the event loop later: the answer's own callbacks run first, and work that
          // runs in this process (the embedded database) does not delay them.
          setImmediate(() => {
            task()
              .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
              .finally(resolve);
          });
        };
        reply.raw.once('finish', start);
        reply.raw.once('close', start);
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
