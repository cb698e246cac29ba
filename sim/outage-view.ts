// The simulator's view of its product's database outage (sim/product.ts's one process, sim/
// scaled.ts's two): how many outages the product told of, and whether the database refuses now
// as far as the simulator can know — which is what a client asks when one of its requests fails
// (sim/faults.ts's faultTolerantClient: a request sent while the database was down met the
// outage).
//
// The product's switch lives in its process and is healed over the IPC channel, while the
// clients' requests go over HTTP: two channels, nothing orders one against the other. A request
// sent after the simulator asked for the heal may reach the product's database before the heal
// does, and be refused. So the database counts as down from the outage's beginning until the
// product has acknowledged the heal, not from the moment the simulator asks for it: a request
// sent meanwhile is known to have met the outage (seed 804 of the thousand-seed run, README).

export type OutageView = {
  /** Outages begun so far, as the product told them. */
  readonly outages: number;
  /** From an outage's beginning until the product acknowledged its heal (or was started again). */
  readonly down: boolean;
  /** The product told an outage began. */
  begun(): void;
  /**
   * The outage healed: `inProduct` asks the product's process(es) to take queries again, and the
   * database is down until it has answered. Heals asked for at once share one.
   */
  heal(inProduct: () => Promise<unknown>): Promise<void>;
  /** The product's process was started again: its database refuses nothing. */
  restarted(): void;
};

export function outageView(): OutageView {
  let outages = 0;
  let down = false;
  let healing: Promise<void> | null = null;
  return {
    get outages() {
      return outages;
    },
    get down() {
      return down;
    },
    begun() {
      outages += 1;
      down = true;
    },
    heal(inProduct) {
      healing ??= inProduct()
        .catch(() => {})
        .then(() => {
          down = false;
          healing = null;
        });
      return healing;
    },
    restarted() {
      down = false;
    },
  };
}
