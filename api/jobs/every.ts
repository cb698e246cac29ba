// The product's timed jobs (settling withdrawals, opening and closing funding windows) run in
// each API process on an unref'd timer: a pass that is still running makes the next beat skip,
// and stopping waits for it. Every job is safe to run in several instances at once — each pass
// takes the rows it changes under a row lock and lets the machine refuse what another instance
// already did — so the scaled deployment needs no separate queue (architecture.md).

/** Starts `pass` every `everySeconds`; the returned stop waits for a running pass to end. */
export function startEvery(
  everySeconds: number,
  pass: () => Promise<unknown>,
  onError: (error: unknown) => void = () => undefined,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, everySeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
