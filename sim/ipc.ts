// The simulator's calls to a process it started (the product's, an API's), over the IPC channel:
// each message carrying a call is handled, and its reply sent back with the call's id. Other
// messages (an answer to a call the process made itself, such as the bank's) are left to their
// own listener.
export function answerCalls<Call>(handle: (call: Call) => Promise<unknown>): void {
  process.on('message', (message: unknown) => {
    if (typeof message !== 'object' || message === null || !('call' in message)) return;
    const { id, call } = message as { id: number; call: Call };
    handle(call).then(
      (value) => process.send?.({ type: 'reply', id, ok: true, value }),
      (error: unknown) =>
        process.send?.({
          type: 'reply',
          id,
          ok: false,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    );
  });
}
