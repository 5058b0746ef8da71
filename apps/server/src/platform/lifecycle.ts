// Where a server is in its life, for readiness: a load balancer must send it no traffic before it
// is ready, nor once a shutdown has begun (in-flight work still finishes). One per app, so tests
// that build several apps in one process do not share it.
export type LifecyclePhase = 'starting' | 'serving' | 'draining';

export class Lifecycle {
  #phase: LifecyclePhase = 'starting';

  get phase(): LifecyclePhase {
    return this.#phase;
  }

  serving(): void {
    if (this.#phase === 'starting') this.#phase = 'serving';
  }

  /** One way: a draining server never serves again. */
  draining(): void {
    this.#phase = 'draining';
  }
}
