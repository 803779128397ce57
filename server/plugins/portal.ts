import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built portal under /portal: hashed assets cached for a year, the shell and the
 * service worker never cached, and every other /portal path answered with the shell so the
 * client router decides. Without a build it says how to make one.
 */
export async function registerPortal(app: FastifyInstance, distDir: string): Promise<void> {
  app.get('/', { schema: { hide: true }, config: { public: true } }, (_request, reply) =>
    reply.redirect('/portal'),
  );
  const built = existsSync(path.join(distDir, 'index.html'));
  if (!built) {
    app.get('/portal', { schema: { hide: true } }, (_request, reply) =>
      reply.code(503).type('text/plain').send('The portal is not built yet: run `npm run build`.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/portal/',
    index: false,
    wildcard: false,
    // The build writes .br/.gz beside each asset (vite.config.ts precompress).
    preCompressed: true,
    setHeaders(res, filePath) {
      const name = path.basename(filePath);
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'no-cache');
      }
      // The worker lives at /portal/sw.js but must control /portal itself (the start_url).
      if (name === 'sw.js') res.header('Service-Worker-Allowed', '/portal');
    },
  });
  const shell = (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  app.get('/portal', { schema: { hide: true } }, shell);
  app.get('/portal/*', { schema: { hide: true } }, (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    // A missing asset is a 404, not the shell: a stale page must not parse HTML as script.
    if (rest.startsWith('assets/') || /\.(js|css|png|svg|webmanifest|json|map)$/.test(rest)) {
      return reply.callNotFound();
    }
    return shell(request, reply);
  });
}
