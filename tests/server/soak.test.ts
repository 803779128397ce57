import { describe, expect, it } from 'vitest';
import { DEFAULT_POSTGRES_URL, formatTable, runSoak, type SoakBackend } from '../soak/soak';

// The short form of `npm run soak`: the same mix and checks, fewer connections, a few seconds.
const backends: SoakBackend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(backends)('short load soak on %s', (backend) => {
  it('answers no 5xx under concurrent reads and writes and keeps every acknowledged write', async () => {
    const result = await runSoak({
      backend,
      connections: 50,
      durationSeconds: 5,
      postgresUrl: process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL,
    });
    console.info(`${formatTable([result])}\n${JSON.stringify(result.writeKinds)}`);
    expect(result.status5xx).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.refusals).toEqual({});
    expect(result.requests).toBeGreaterThan(50);
    expect(result.writesAcknowledged).toBeGreaterThan(0);
    expect(result.writesVerified).toBe(result.writesAcknowledged);
  }, 400_000);
});
