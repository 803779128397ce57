import type { LockManagerLike } from '../../src/offline/outbox/lock';

type Callback<T> = () => Promise<T>;
type Holder = { stolen: () => void };

/**
 * In-memory Web Locks: one holder per name, the rest wait in order. `steal` does what the
 * browser does: the holder's request fails with an AbortError at once (its callback runs on),
 * and the thief holds the lock ahead of everyone waiting.
 */
export class FakeLocks implements LockManagerLike {
  held = 0;
  maxHeld = 0;
  /** Callbacks still running, a stolen holder's included: 0 once every sender is done. */
  running = 0;
  private readonly current = new Map<string, Holder>();
  private readonly waiting = new Map<string, Array<() => void>>();

  request<T>(name: string, callback: Callback<T>): Promise<T>;
  request<T>(name: string, options: { steal: boolean }, callback: Callback<T>): Promise<T>;
  request<T>(
    name: string,
    optionsOrCallback: { steal: boolean } | Callback<T>,
    maybeCallback?: Callback<T>,
  ): Promise<T> {
    const steal = typeof optionsOrCallback === 'object' && optionsOrCallback.steal;
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback!;
    return new Promise<T>((resolve, reject) => {
      const start = () => this.grant(name, callback, resolve, reject);
      if (steal) {
        this.current.get(name)?.stolen();
        start();
      } else if (this.current.has(name)) {
        this.waiting.set(name, [...(this.waiting.get(name) ?? []), start]);
      } else {
        start();
      }
    });
  }

  private grant<T>(
    name: string,
    callback: Callback<T>,
    resolve: (value: T) => void,
    reject: (error: unknown) => void,
  ): void {
    let over = false;
    const holder: Holder = {
      stolen: () => {
        if (over) return;
        over = true;
        this.held -= 1;
        reject(new DOMException('The lock was stolen', 'AbortError'));
      },
    };
    const end = (settle: () => void) => {
      if (over) return;
      over = true;
      this.held -= 1;
      if (this.current.get(name) === holder) {
        this.current.delete(name);
        this.waiting.get(name)?.shift()?.();
      }
      settle();
    };
    this.current.set(name, holder);
    this.held += 1;
    this.maxHeld = Math.max(this.maxHeld, this.held);
    this.running += 1;
    callback()
      .then(
        (value) => end(() => resolve(value)),
        (error: unknown) => end(() => reject(error)),
      )
      .finally(() => {
        this.running -= 1;
      });
  }
}
