import Fastify from 'fastify';

/**
 * The yardstick for API throughput: Fastify with one route and nothing else (no plugins, no
 * database, no logging), answering an envelope of the size a small list page has.
 */
const app = Fastify({ logger: false });
const data = Array.from({ length: 7 }, (_, i) => ({ id: `row-${i}`, name: 'Bare row', amount: i }));
app.get('/bare', async () => ({ status: true, message: 'ok', data }));

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
