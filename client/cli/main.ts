import { Command, Option } from 'commander';
import { registerAnalyticsCommands } from './commands/analytics';
import { registerAuditCommands } from './commands/audits';
import { registerCalibrateCommand, registerCalibrationsCommands } from './commands/calibrate';
import { registerInsightsCommands } from './commands/insights';
import { registerReviewCommand } from './commands/review';
import { registerReviewCommands } from './commands/reviews';
import { registerRubricCommands } from './commands/rubrics';
import { registerTranscriptCommands } from './commands/transcripts';
import { contextOf, DEFAULT_ENDPOINT } from './context';
import { EXIT_CODES_HELP, reportFailure } from './output';

/** Leaf commands under `command`, so that --help lists `audits submit` and its arguments, not just `audits`. */
const leafCommands = (command: Command): Command[] =>
  command.commands.flatMap((sub) => (sub.commands.length > 0 ? leafCommands(sub) : [sub]));
const commandPath = (command: Command): string => (command.parent?.parent ? `${commandPath(command.parent)} ` : '') + command.name();

const program = new Command('ccp')
  .description('Command line for the contact-center transcript (/v1) and audit (/v2) services.')
  .option('--endpoint <url>', 'API base URL (env CCP_ENDPOINT)', process.env.CCP_ENDPOINT ?? DEFAULT_ENDPOINT)
  .option(
    '--region <region>',
    "AWS region for SigV4 and uploads (default: the execute-api host's region, us-east-1 for a loopback sandbox, else AWS_REGION)",
  )
  .option('--profile <name>', 'AWS profile for credentials (env AWS_PROFILE; default: the default credential chain)')
  .addOption(
    new Option('--sign <mode>', 'request signing (default: none for a loopback endpoint, sigv4 otherwise)').choices(['sigv4', 'none']),
  )
  .option('--json', 'machine-readable JSON on stdout (errors as JSON on stderr)')
  .configureHelp({
    showGlobalOptions: true,
    visibleCommands: leafCommands,
    subcommandTerm: (command) => `${commandPath(command)} ${command.usage()}`,
  })
  .showHelpAfterError('(run with --help for usage)')
  .addHelpText('after', `\n${EXIT_CODES_HELP}`);

program
  .command('health')
  .description('check that the API and its dependencies answer')
  .action(async (_options: unknown, command: Command) => {
    const { client, output, endpoint } = contextOf(command);
    const health = await client.health();
    output.result(health, () => `${health.status} (${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')})`);
  });

registerTranscriptCommands(program);
registerRubricCommands(program);
registerReviewCommands(registerAuditCommands(program));
registerCalibrateCommand(program);
registerCalibrationsCommands(program);
registerInsightsCommands(program);
registerReviewCommand(program);
registerAnalyticsCommands(program);

/** Levenshtein distance: the edits between two command names. */
const distance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
};

// A mistyped command: the nearest top-level command (`audit` → `audits`), or the commands a subcommand name belongs
// to (`show` → `audits show`). Commander's own suggestion would pick among the leaves --help lists.
program.on('command:*', ([name = '']: string[]) => {
  const leaves = leafCommands(program).filter((leaf) => leaf.name() === name && leaf.parent !== program);
  const nearest = program.commands
    .map((command) => ({ name: command.name(), edits: distance(name, command.name()) }))
    .filter((candidate) => candidate.edits <= Math.max(1, Math.floor(candidate.name.length / 3)))
    .sort((a, b) => a.edits - b.edits)[0]?.name;
  const suggestions = leaves.length > 0 ? leaves.map(commandPath) : nearest ? [nearest] : [];
  const hint = suggestions.length > 0 ? `\n(Did you mean ${suggestions.join(' or ')}?)` : '';
  program.error(`error: unknown command '${name}'${hint}`, { code: 'commander.unknownCommand' });
});

// `ccp audits results b-1 | head` closes stdout early: that is the reader being done, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

try {
  await program.parseAsync();
} catch (error) {
  process.exitCode = reportFailure(error, program.opts<{ json?: boolean }>().json === true);
}
