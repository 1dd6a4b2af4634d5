/**
 * `npm start`: the offline sandbox on http://127.0.0.1:${PORT:-3000}, data under ${SANDBOX_DATA_DIR:-.sandbox}.
 *
 * SIGTERM or SIGINT (Ctrl-C) stops it: it stops taking requests, freezes and saves the work in flight (which
 * resumes on the next start), ends its function instances, engines and DynamoDB Local, and exits — within
 * STOP_DEADLINE_MS whatever happens, and at once on a second signal. It also stops when the process that started
 * it goes away, or its console does, so that no sandbox outlives its terminal or test.
 */
import path from 'node:path';
import { startSandbox, type Sandbox } from './runtime';

// A failure no request awaited (a discarded promise, an error thrown from a timer) fails what it belonged to, never
// the whole sandbox: report it and keep serving, as Lambda would start a fresh container for the next request.
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection (the sandbox keeps running):', reason));
process.on('uncaughtException', (error) => console.error('Uncaught exception (the sandbox keeps running):', error));

/** A stop that has not finished by then ends in an exit anyway: the sandbox's children end with the process. */
const STOP_DEADLINE_MS = 8000;
/**
 * Signals this close to the first are the same request: a terminal's Ctrl-C reaches every process of the
 * foreground group, and npm forwards it to its script once more.
 */
const SAME_REQUEST_MS = 500;
/** How often the sandbox checks that the process that started it is still there. */
const PARENT_CHECK_MS = 1000;

const port = Number(process.env.PORT ?? 3000);
// `npm start` runs this in the sandbox package's folder: relative paths mean the folder it was started from.
const startedIn = process.env.INIT_CWD ?? process.cwd();
const dataDir = path.resolve(startedIn, process.env.SANDBOX_DATA_DIR ?? '.sandbox');
const maxIdleInstances = process.env.SANDBOX_MAX_IDLE_INSTANCES ? Number(process.env.SANDBOX_MAX_IDLE_INSTANCES) : undefined;

const starting: Promise<Sandbox | undefined> = startSandbox({
  port,
  dataDir,
  logLevel: process.env.SANDBOX_LOG_LEVEL ?? 'WARN',
  log: (line) => console.log(line),
  ...(maxIdleInstances !== undefined ? { maxIdleInstances } : {}),
}).catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') console.error(`Port ${port} is in use: stop the other process or set PORT, e.g. PORT=3001 npm start.`);
  else console.error(`The sandbox could not start: ${error.message}`);
  process.exit(1);
});

let stopRequestedAt: number | undefined;

/** Exits now, ending what the sandbox started that would not end with this process by itself. */
const exitNow = async (code: number) => {
  (await Promise.race([starting, undefined]))?.kill();
  process.exit(code);
};

const stop = (why: string) => {
  if (stopRequestedAt !== undefined) {
    if (Date.now() - stopRequestedAt < SAME_REQUEST_MS) return;
    console.log(`${why} again: exiting now.`);
    void exitNow(1);
    return;
  }
  stopRequestedAt = Date.now();
  console.log(`${why}: stopping the sandbox (send it again to exit at once)...`);
  setTimeout(() => {
    console.error(`The sandbox did not stop within ${STOP_DEADLINE_MS / 1000} s: exiting now.`);
    void exitNow(1);
  }, STOP_DEADLINE_MS);
  void starting
    .then((sandbox) => sandbox?.stop())
    .then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`Stopping the sandbox failed: ${error.message}`);
        void exitNow(1);
      },
    );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// A console nobody reads any more (the terminal or the program reading the output went away) fails every write
// with EPIPE. Left to uncaughtException, whose report fails the same way on the next tick, that looped for good,
// starving every timer and signal handler (a busy core, and SIGTERM ignored); the sandbox stops instead, as it does
// when its terminal hangs up.
let consoleClosed = false;
const onConsoleError = () => {
  if (consoleClosed) return;
  consoleClosed = true;
  stop('Its console closed');
};
process.stdout.on('error', onConsoleError);
process.stderr.on('error', onConsoleError);
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('The process that started the sandbox is gone');
}, PARENT_CHECK_MS).unref();

const sandbox = await starting;
if (sandbox) {
  console.log(`Sandbox ready at ${sandbox.url}  (data: ${sandbox.dataDir}, auth: ${sandbox.auth})`);
  console.log(`Try: curl ${sandbox.url}/v1/health`);
  console.log(`AWS calls served (and what IAM decided): ${sandbox.url}/sandbox/aws-calls, also in ${sandbox.dataDir}/aws-calls.jsonl`);
  if (sandbox.credentialsFile)
    console.log(
      `Sealed (docs/sandbox-security.md): the operator's and the callback signer's keys of this run are in ${sandbox.credentialsFile}`,
    );
}
