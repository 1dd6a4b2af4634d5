declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    allowMismatchedSignatures?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs: string[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Creates the configured buckets (the first half of run()). */
    configureBuckets(): Promise<void>;
    /** An HTTP server of the app, listening as server.listen(...args) would (the second half of run(), which keeps it in httpServer for close()). */
    listen(...args: unknown[]): Promise<Server>;
    httpServer?: Server;
    /** Its winston logger, which logs each response as it ends. */
    logger: { silent: boolean };
    close(): Promise<void>;
  }
}

declare module 's3rver/lib/models/account.js' {
  const account: { DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void } };
  export default account;
}
