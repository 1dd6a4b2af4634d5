import { InvalidArgumentError, type Command } from 'commander';
import type { InsightConversations, Insights } from '../../types';
import { contextOf } from '../context';

/** `ccp insights groups|conversations`: scores by agent, team or any metadata key, and whom to coach on what. */

const parseFraction = (value: string): number => {
  const fraction = Number(value);
  if (!Number.isFinite(fraction) || fraction < 0 || fraction > 1)
    throw new InvalidArgumentError(`Expected a number from 0 to 1, got "${value}".`);
  return fraction;
};

const parseLimit = (value: string): number => {
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new InvalidArgumentError(`Expected a positive number, got "${value}".`);
  return limit;
};

const figure = (value: number | null) => (value === null ? '–' : value.toFixed(2));
const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)}%`);

export const describeInsights = (report: Insights): string => {
  const lines = [`Rubric ${report.rubric_id} by ${report.group_by}, weeks ${report.from} to ${report.to} (exclusive)`];
  for (const group of report.groups) {
    lines.push(
      '',
      `${report.group_by} ${group.group}: ${group.conversations} conversation(s), ${group.reviewed} reviewed, overall mean ${figure(group.overall.mean)}`,
      ...group.criteria.map(
        (c) =>
          `  ${c.criterion_id}: mean ${figure(c.mean)} (${figure(c.mean_normalized)} of 1), fail ${percent(c.fail_rate)} of ${c.count}${c.not_applicable ? `, ${c.not_applicable} N/A` : ''}`,
      ),
      `  weekly mean (normalized): ${group.weeks.map((w) => `${w.week_start} ${w.criteria.map((c) => `${c.criterion_id} ${figure(c.mean_normalized)}`).join(' ')}`).join(' | ')}`,
    );
  }
  if (report.groups.length === 0) lines.push('', 'No scored conversations with this key in the window.');
  if (report.coaching.length > 0) lines.push('', `Coaching (mean below ${report.threshold}):`);
  for (const entry of report.coaching) {
    lines.push(
      `  ${entry.group} on ${entry.criterion_id}: ${figure(entry.mean_normalized)} over ${entry.count}, fail ${percent(entry.fail_rate)} — ${entry.conversations_path}`,
    );
  }
  if (report.next_cursor) lines.push('', `More groups: --cursor ${report.next_cursor}`);
  return lines.join('\n');
};

const describeConversations = (page: InsightConversations): string => {
  const lines = [`${page.group_by} ${page.group} on ${page.criterion_id}: conversations below ${page.below}`];
  for (const item of page.items) {
    lines.push(
      `  ${item.batch_id} #${item.index} ${item.conversation_id} at ${item.at}: ${item.label ?? figure(item.score)}${item.reviewed ? ' (reviewed)' : ''}`,
    );
    for (const evidence of item.evidence)
      lines.push(`    “${evidence.excerpt}” (turn ${evidence.turn_index_start}): ${evidence.reasoning}`);
  }
  if (page.items.length === 0) lines.push('  none on this page');
  if (page.next_cursor) lines.push(`More: --cursor ${page.next_cursor}`);
  return lines.join('\n');
};

const windowOptions = (command: Command) =>
  command
    .option('--from <date>', 'start of the window: YYYY-MM-DD or an RFC 3339 time (default: 12 weeks before --to)')
    .option('--to <date>', 'end of the window, exclusive (default: now)')
    .option('--limit <n>', 'page size', parseLimit)
    .option('--cursor <cursor>', 'the next page (as printed)');

export const registerInsightsCommands = (program: Command): void => {
  const insights = program
    .command('insights')
    .description('scores by agent, team or any metadata key over time, and whom to coach on what');

  windowOptions(
    insights
      .command('groups')
      .description('per group of a metadata key and criterion: mean, fail rate, counts, weekly trend; then the coaching list')
      .argument('<rubric>', 'the rubric id')
      .requiredOption('--by <key>', "the conversations' metadata key to group by (agent, team…)")
      .option('--threshold <fraction>', 'coach a group whose normalized mean on a criterion is below this (default 0.6)', parseFraction),
  ).action(
    async (
      rubricId: string,
      options: { by: string; threshold?: number; from?: string; to?: string; limit?: number; cursor?: string },
      command: Command,
    ) => {
      const { client, output } = contextOf(command);
      const { by, ...rest } = options;
      const report = await client.getInsights(rubricId, { groupBy: by, ...rest });
      output.result(report, () => describeInsights(report));
    },
  );

  windowOptions(
    insights
      .command('conversations')
      .description("a group's scorecards below a threshold on one criterion, with the machine's evidence")
      .argument('<rubric>', 'the rubric id')
      .requiredOption('--by <key>', 'the metadata key')
      .requiredOption('--group <value>', 'its value (as `insights groups` prints it)')
      .requiredOption('--criterion <id>', 'the criterion')
      .option('--below <fraction>', 'normalized score threshold (default 0.6)', parseFraction),
  ).action(
    async (
      rubricId: string,
      options: {
        by: string;
        group: string;
        criterion: string;
        below?: number;
        from?: string;
        to?: string;
        limit?: number;
        cursor?: string;
      },
      command: Command,
    ) => {
      const { client, output } = contextOf(command);
      const { by, criterion, ...rest } = options;
      const page = await client.getInsightConversations(rubricId, { groupBy: by, criterionId: criterion, ...rest });
      output.result(page, () => describeConversations(page));
    },
  );
};
