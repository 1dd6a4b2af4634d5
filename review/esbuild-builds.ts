import { build, stop, type BuildOptions, type BuildResult } from 'esbuild';

/** esbuild's own parameter type (not exported): the options, with no key BuildOptions lacks. */
type SameShape<Out, In extends Out> = In & { [Key in Exclude<keyof In, keyof Out>]: never };

/** Builds in flight in this process, over every caller of buildThenRelease. */
let buildsInFlight = 0;

/**
 * Builds with esbuild's service, then ends the service once no build of this process is in flight: it keeps what it
 * built in memory (about 90 MB after the functions' bundles), and the sandbox and `ccp review` build rarely (the
 * review page once, a function when it first starts after an edit). The next build starts a new service.
 *
 * Every esbuild build of a process that stops the service must come through here: esbuild's stop() kills the one
 * service all its callers share, and a build still running in it then never settles (its promise hangs forever).
 */
export const buildThenRelease = async <Options extends BuildOptions>(
  options: SameShape<BuildOptions, Options>,
): Promise<BuildResult<Options>> => {
  buildsInFlight++;
  try {
    return await build(options);
  } finally {
    if (--buildsInFlight === 0) await stop();
  }
};
