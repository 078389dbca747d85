/** The refusal of a task beyond a tenant's bound (`FairQueue.run`). */
export class QueueFull extends Error {
  constructor(readonly limit: number) {
    super(`At most ${limit} tasks of one tenant wait at a time`);
  }
}

/**
 * A queue that runs at most `concurrency` tasks at a time, taking turns between tenants, and holds at most `perTenant`
 * tasks (waiting or running) of one tenant: one more is refused at once with `QueueFull`, so a tenant sending many
 * slow tasks fills its own places only. Turns go round robin: the next task is the oldest waiting one of the tenant
 * served least recently, so a tenant arriving behind a long queue of another starts after at most the task running now
 * (with `concurrency` 1), and then the tenants alternate.
 */
export class FairQueue {
  /** Waiting tasks per tenant, oldest first (tenants in the order they came: the tie-break of equal turns). */
  private readonly waiting = new Map<string, (() => void)[]>();
  /** Waiting and running tasks per tenant. */
  private readonly pending = new Map<string, number>();
  /** When each tenant with pending tasks last started one (a counter; never: 0). */
  private readonly served = new Map<string, number>();
  private turns = 0;
  private running = 0;

  constructor(
    readonly concurrency: number,
    readonly perTenant: number,
  ) {}

  /** The tenant's tasks waiting or running. */
  pendingOf(tenant: string): number {
    return this.pending.get(tenant) ?? 0;
  }

  run<T>(tenant: string, task: () => Promise<T>): Promise<T> {
    const count = this.pendingOf(tenant);
    if (count >= this.perTenant) return Promise.reject(new QueueFull(this.perTenant));
    this.pending.set(tenant, count + 1);
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            const left = this.pendingOf(tenant) - 1;
            if (left) this.pending.set(tenant, left);
            else {
              this.pending.delete(tenant);
              this.served.delete(tenant);
            }
            this.next();
          });
      };
      const tasks = this.waiting.get(tenant);
      if (tasks) tasks.push(start);
      else this.waiting.set(tenant, [start]);
      this.next();
    });
  }

  private next() {
    while (this.running < this.concurrency) {
      let chosen: string | undefined;
      for (const tenant of this.waiting.keys()) {
        if (chosen === undefined || (this.served.get(tenant) ?? 0) < (this.served.get(chosen) ?? 0)) chosen = tenant;
      }
      if (chosen === undefined) return;
      const tasks = this.waiting.get(chosen)!;
      const start = tasks.shift()!;
      if (!tasks.length) this.waiting.delete(chosen);
      this.served.set(chosen, ++this.turns);
      start();
    }
  }
}
