import { stat } from 'node:fs/promises';
import type { Command } from 'commander';
import type { MissedExpectation, RubricTestReport } from '../../rubric-tests';
import { rubricDisplayName, type CreateRubricRequest, type NewRubricVersionRequest, type Rubric } from '../../types';
import { contextOf, parsePositiveSeconds, readJsonFile } from '../context';
import { CliError, EXIT_CODES, plural } from '../output';
import { batchProgressReporter } from '../progress';
import { describeCalibration } from './calibrate';

const DEFAULT_TEST_WAIT_SECONDS = 1800;

const expectedText = ({ expected }: MissedExpectation): string => {
  if (expected.score === null) return 'n/a';
  if (expected.label !== undefined) return `"${expected.label}"`;
  return expected.tolerance ? `${expected.score} ± ${expected.tolerance}` : String(expected.score);
};

const machineText = (machine: NonNullable<MissedExpectation['machine']>): string =>
  machine.score === null ? 'n/a' : machine.label !== undefined ? `"${machine.label}"` : String(machine.score);

/** The agreement table, then every expectation the machine missed with the evidence it relied on. */
export const describeRubricTest = (report: RubricTestReport): string => {
  const lines = [
    report.calibration
      ? describeCalibration(report.calibration)
      : `Batch ${report.batch.batch_id} ${report.batch.status}: nothing to calibrate.`,
    '',
  ];
  lines.push(
    `Examples of rubric ${report.rubric_id}@${report.rubric_version}: ${report.met} of ${plural(report.expectations, 'expected score')} met.`,
  );
  for (const miss of report.missed) {
    if (!miss.machine) {
      lines.push(
        `  ${miss.example_id} ${miss.criterion_id}: expected ${expectedText(miss)}, not scored (${miss.error?.code}: ${miss.error?.message})`,
      );
      continue;
    }
    lines.push(`  ${miss.example_id} ${miss.criterion_id}: expected ${expectedText(miss)}, machine ${machineText(miss.machine)}`);
    for (const evidence of miss.machine.evidence)
      lines.push(`    “${evidence.excerpt}” (turn ${evidence.turn_index_start}): ${evidence.reasoning}`);
  }
  return lines.join('\n');
};

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

export const describeRubric = (rubric: Rubric): string => {
  const versions = rubric.versions && rubric.versions.length > 1 ? ` (versions: ${rubric.versions.join(', ')})` : '';
  const called = rubricDisplayName(rubric);
  const alsoNamed = rubric.title && rubric.name ? ` (${rubric.name})` : '';
  const lines = [
    `Rubric ${called ? `"${called}"${alsoNamed} ` : ''}${rubric.id}@${rubric.version}${versions}`,
    `  score range: ${rubric.min_score}–${rubric.max_score}`,
  ];
  for (const criterion of rubric.criteria) {
    const scale =
      criterion.scale.type === 'ordinal' ? criterion.scale.labels.join(' / ') : `${criterion.scale.range[0]}–${criterion.scale.range[1]}`;
    lines.push(`  - ${criterion.name} [${criterion.id}] weight ${criterion.weight}, ${criterion.scale.type}: ${scale}`);
  }
  return lines.join('\n');
};

export const registerRubricCommands = (program: Command): void => {
  const rubrics = program.command('rubrics').description('versioned scoring rubrics');

  rubrics
    .command('create')
    .description('register a rubric from a JSON file ({version, min_score, max_score, criteria[]})')
    .argument('<file>')
    .option('--idempotency-key <key>', 'Idempotency-Key header (default: generated)')
    .action(async (file: string, options: { idempotencyKey?: string }, command: Command) => {
      const { client, output } = contextOf(command);
      const rubric = await client.createRubric(
        (await readJsonFile(file)) as CreateRubricRequest,
        options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {},
      );
      output.result(rubric, () => `Created ${describeRubric(rubric)}`);
    });

  rubrics
    .command('get')
    .description('show a rubric (its latest version, or --version)')
    .argument('<id>')
    .option('--version <semver>', 'a specific version')
    .action(async (id: string, options: { version?: string }, command: Command) => {
      const { client, output } = contextOf(command);
      const rubric = await client.getRubric(id, options.version ? { version: options.version } : {});
      output.result(rubric, () => describeRubric(rubric));
    });

  rubrics
    .command('test')
    .description(
      "score a rubric version's examples as a batch, calibrate it against their expected scores and list each miss; a JSON file is tested as a draft (a separate rubric) before you publish it",
    )
    .argument('<rubric>', 'a rubric id, or a rubric JSON file ({version, min_score, max_score, criteria[], examples[]})')
    .option('--version <semver>', 'the version of a stored rubric (default: the latest)')
    .option('--timeout <seconds>', 'how long to wait for the batch', parsePositiveSeconds, DEFAULT_TEST_WAIT_SECONDS)
    .action(async (rubric: string, options: { version?: string; timeout: number }, command: Command) => {
      const { client, output } = contextOf(command);
      const progress = batchProgressReporter();
      const wait = { timeoutMs: options.timeout * 1000, onProgress: progress.update.bind(progress) };
      let report: RubricTestReport;
      if (await isFile(rubric)) {
        if (options.version) throw new CliError('--version names a version of a stored rubric; a rubric file is tested as it is.');
        const tested = await client
          .testRubricDraft((await readJsonFile(rubric)) as CreateRubricRequest, wait)
          .finally(() => progress.finish());
        output.note(
          `Tested ${rubric} as draft rubric ${tested.draft.id}@${tested.draft.version}: a separate rubric, not a version of a published one. Publish with ccp rubrics create or ccp rubrics bump.`,
        );
        report = tested;
      } else {
        const stored = await client.getRubric(rubric, options.version ? { version: options.version } : {});
        report = await client.testRubric(stored, wait).finally(() => progress.finish());
      }
      output.result(report, () => describeRubricTest(report));
      if (report.missed.length > 0) process.exitCode = EXIT_CODES.expectationsMissed;
    });

  rubrics
    .command('bump')
    .description('create a new version from a JSON file ({criteria[], and version or bump: major|minor|patch}); not retried once sent')
    .argument('<id>')
    .argument('<file>')
    .action(async (id: string, file: string, _options: unknown, command: Command) => {
      const { client, output } = contextOf(command);
      const rubric = await client.bumpRubric(id, (await readJsonFile(file)) as NewRubricVersionRequest);
      output.result(rubric, () => `New version: ${describeRubric(rubric)}`);
    });
};
