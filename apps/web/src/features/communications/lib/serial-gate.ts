/**
 * Spec 4 "Communication list: skips a load while one runs". A gate runs one load at a time: a load
 * asked for while another runs starts only when that one has settled (success or failure), so two
 * answers never race to fill the list.
 */
export interface SerialGate {
  run<T>(load: () => Promise<T>): Promise<T>;
  /** Whether a load is in flight. */
  readonly busy: boolean;
}

export function createSerialGate(): SerialGate {
  let tail: Promise<unknown> = Promise.resolve();
  let running = 0;
  return {
    run<T>(load: () => Promise<T>): Promise<T> {
      const next = tail.then(async () => {
        running += 1;
        try {
          return await load();
        } finally {
          running -= 1;
        }
      });
      tail = next.catch(() => undefined);
      return next;
    },
    get busy() {
      return running > 0;
    },
  };
}
