/**
 * A FIFO async lock. `acquire` returns `undefined` when the lock was free, so the uncontended path
 * (the common case for single writes) stays synchronous.
 */
export class Mutex {
  private locked = false;
  private readonly waiters: Array<() => void> = [];

  acquire(): Promise<void> | undefined {
    if (!this.locked) {
      this.locked = true;
      return undefined;
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Hands the lock to the next waiter, or frees it. */
  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.locked = false;
  }
}
