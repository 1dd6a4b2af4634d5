import type { Command } from 'commander';
import type { CreateRubricRequest, NewRubricVersionRequest, Rubric } from '../../types';
import { contextOf, readJsonFile } from '../context';

export const describeRubric = (rubric: Rubric): string => {
  const versions = rubric.versions && rubric.versions.length > 1 ? ` (versions: ${rubric.versions.join(', ')})` : '';
  const lines = [`Rubric ${rubric.id}@${rubric.version}${versions}`, `  score range: ${rubric.min_score}–${rubric.max_score}`];
  for (const criterion of rubric.criteria) {
    const scale = criterion.scale.type === 'ordinal' ? criterion.scale.labels.join(' / ') : `${criterion.scale.range[0]}–${criterion.scale.range[1]}`;
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
      const rubric = await client.createRubric((await readJsonFile(file)) as CreateRubricRequest, options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {});
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
