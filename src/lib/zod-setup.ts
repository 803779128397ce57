import { z } from 'zod';

// zod probes `new Function` when it builds an object schema, to compile faster parsers; the
// CSP forbids eval, so the probe only fills the console with violations. The portal's build
// resolves every import of 'zod' to this module (vite.config.ts), so the switch is set before
// any contract schema is built, in whichever chunk that happens first.
z.config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
