/**
 * Whether this process wants new traffic. `draining` is set when a shutdown begins: readiness
 * answers 503 from then on, so the load balancer stops sending while requests in flight finish.
 */
export type Lifecycle = { draining: boolean };

export const newLifecycle = (): Lifecycle => ({ draining: false });
