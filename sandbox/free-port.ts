import { createServer, type AddressInfo } from 'node:net';

/**
 * A loopback port free right now, as the operating system hands it out, for a server that takes no port 0 (DynamoDB
 * Local, a sandbox started as a process). Another process may take it before it is used: the caller retries.
 */
export const freeLoopbackPort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
