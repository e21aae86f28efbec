/**
 * A FIFO async lock. `acquire` returns `undefined` when the lock was free, so the uncontended path
 * (the common case for single writes) stays synchronous. A waiter gives up after `timeoutMs` with `onTimeout`'s
 * error: a lock held that long means a transaction is waiting on itself, not that the database is busy.
 */
export class Mutex {
  private locked = false;
  private readonly waiters: Array<{ resolve: () => void; timer?: NodeJS.Timeout }> = [];

  constructor(
    private readonly timeoutMs = Number.POSITIVE_INFINITY,
    private readonly onTimeout: () => Error = () => new Error('Timed out waiting for the lock'),
  ) {}

  acquire(): Promise<void> | undefined {
    if (!this.locked) {
      this.locked = true;
      return undefined;
    }
    return new Promise((resolve, reject) => {
      const waiter: { resolve: () => void; timer?: NodeJS.Timeout } = { resolve };
      if (Number.isFinite(this.timeoutMs)) {
        waiter.timer = setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          reject(this.onTimeout());
        }, this.timeoutMs);
      }
      this.waiters.push(waiter);
    });
  }

  /** Hands the lock to the next waiter, or frees it. */
  release(): void {
    const next = this.waiters.shift();
    if (next) {
      clearTimeout(next.timer);
      next.resolve();
    } else {
      this.locked = false;
    }
  }
}
