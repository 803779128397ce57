import { DEFAULT_POSTGRES_URL, formatTable, runSoak, type SoakResult } from './soak';

/**
 * `npm run soak`: the full soak, 200 connections for 60 s on PGlite and then PostgreSQL
 * (DATABASE_URL, or the local server). SOAK_CONNECTIONS, SOAK_SECONDS and SOAK_BACKENDS
 * (comma separated) shorten it. Exits non-zero on any 5xx, connection error or lost write.
 */
async function main(): Promise<void> {
  const connections = Number(process.env.SOAK_CONNECTIONS ?? 200);
  const durationSeconds = Number(process.env.SOAK_SECONDS ?? 60);
  const backends = (process.env.SOAK_BACKENDS ?? 'pglite,postgres').split(',') as Array<
    'pglite' | 'postgres'
  >;
  const results: SoakResult[] = [];
  for (const backend of backends) {
    const result = await runSoak({
      backend,
      connections,
      durationSeconds,
      postgresUrl: process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL,
      log: (line) => console.log(line),
    });
    results.push(result);
    console.log(
      JSON.stringify(
        { writeKinds: result.writeKinds, refusals: result.refusals, perRoute: result.perRoute },
        null,
        1,
      ),
    );
  }
  console.log(`\n${formatTable(results)}\n`);
  // Pass/fail is the soak's contract: no 5xx, no refused or reset connections, no lost write.
  // Client timeouts (no answer in 30 s) are a capacity figure, shown in the table, not a failure.
  const failed = results.filter(
    (r) =>
      r.status5xx > 0 || r.errors - r.timeouts > 0 || r.writesVerified !== r.writesAcknowledged,
  );
  if (failed.length > 0) {
    console.error(`soak failed on ${failed.map((r) => r.backend).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
