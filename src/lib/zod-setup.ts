import { z } from 'zod/mini';

// The portal's one zod configuration, made before any schema is built: the build resolves every
// import of 'zod/mini' to this module (vite.config.ts), so it runs first in whichever chunk builds
// a schema first. jitless: zod must never try `new Function` (the CSP forbids eval). zod/mini's
// object schemas never compile a parser, so today the switch only guards against zod code that
// does (classic zod's objects probe for eval when they are built).
z.config({ jitless: true });

export * from 'zod/mini';
