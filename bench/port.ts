// A bench starts the product on a port of its own (BENCH_PORT): another product answering there
// would be measured instead, and its figures printed as ours. Refuse to start on a port in use.
import { createServer } from 'node:net';

export async function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  await new Promise<void>((done, fail) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is in use by another process: choose another with BENCH_PORT`)
          : error,
      ),
    );
    probe.listen(port, host, () => probe.close(() => done()));
  });
}
