import { z } from 'zod';

// zod probes `new Function` when it builds an object schema, to compile faster parsers; the
// CSP forbids eval, so the probe only fills the console with violations. This module is
// imported first by src/main.tsx so it runs before any contract schema is built.
z.config({ jitless: true });
