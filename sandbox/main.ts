/**
 * `npm start`: the offline sandbox on http://127.0.0.1:${PORT:-3000}, data under ${SANDBOX_DATA_DIR:-.sandbox}.
 */
import path from 'node:path';
import { startSandbox } from './runtime';

// A failure no request awaited (a discarded promise, an error thrown from a timer) fails what it belonged to, never
// the whole sandbox: report it and keep serving, as Lambda would start a fresh container for the next request.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection (the sandbox keeps running):', reason));
process.on('uncaughtException', (error) => console.error('Uncaught exception (the sandbox keeps running):', error));

const port = Number(process.env.PORT ?? 3000);
// `npm start` runs this in the sandbox package's folder: relative paths mean the folder it was started from.
const startedIn = process.env.INIT_CWD ?? process.cwd();
const dataDir = path.resolve(startedIn, process.env.SANDBOX_DATA_DIR ?? '.sandbox');

try {
  const sandbox = await startSandbox({
    port,
    dataDir,
    logLevel: process.env.SANDBOX_LOG_LEVEL ?? 'WARN',
    log: (line) => console.log(line),
  });
  console.log(`Sandbox ready at ${sandbox.url}  (data: ${sandbox.dataDir}, auth: ${sandbox.auth})`);
  console.log(`Try: curl ${sandbox.url}/v1/health`);
  console.log(`AWS calls served (and what IAM decided): ${sandbox.url}/sandbox/aws-calls, also in ${sandbox.dataDir}/aws-calls.jsonl`);
  if (sandbox.credentialsFile)
    console.log(
      `Sealed (docs/sandbox-security.md): the operator's and the callback signer's keys of this run are in ${sandbox.credentialsFile}`,
    );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the sandbox...`);
    await sandbox.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  const failure = error as NodeJS.ErrnoException;
  if (failure.code === 'EADDRINUSE') console.error(`Port ${port} is in use: stop the other process or set PORT, e.g. PORT=3001 npm start.`);
  else console.error(`The sandbox could not start: ${failure.message}`);
  process.exit(1);
}
