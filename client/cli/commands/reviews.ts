import { InvalidArgumentError, type Command } from 'commander';
import type { ConversationReviews, CriterionOverride, ReviewQueueItem, ReviewQueuePage, ReviewRequest } from '../../types';
import { collect, contextOf } from '../context';
import { CliError } from '../output';

/** `ccp audits review accept|override|history` and `ccp audits queue`: reviewers confirm or correct the machine. */

const parseIndex = (value: string): number => {
  const index = Number(value);
  if (!Number.isInteger(index) || index < 0) throw new InvalidArgumentError(`Expected a conversation index (0, 1, …), got "${value}".`);
  return index;
};

const parseVersion = (value: string): number => {
  const version = Number(value);
  if (!Number.isInteger(version) || version < 0)
    throw new InvalidArgumentError(`Expected a review version (0 before any review), got "${value}".`);
  return version;
};

/** `criterion=value` of --label and --score. */
const assignment = (value: string, option: string): [string, string] => {
  const at = value.indexOf('=');
  if (at <= 0 || at === value.length - 1) throw new CliError(`${option} takes criterion=value, got "${value}".`);
  return [value.slice(0, at), value.slice(at + 1)];
};

/** The overrides of --label c=v, --score c=n and --not-applicable c, in that order. */
export const overridesOf = (options: { label: string[]; score: string[]; notApplicable: string[] }): CriterionOverride[] => [
  ...options.label.map((value) => {
    const [criterion_id, label] = assignment(value, '--label');
    return { criterion_id, label };
  }),
  ...options.score.map((value) => {
    const [criterion_id, text] = assignment(value, '--score');
    const score = Number(text);
    if (!Number.isFinite(score)) throw new CliError(`--score ${criterion_id}= takes a number, got "${text}".`);
    return { criterion_id, score };
  }),
  ...options.notApplicable.map((criterion_id) => ({ criterion_id, not_applicable: true as const })),
];

const figure = (score: number | null | undefined) =>
  score === null || score === undefined ? 'N/A' : Number.isInteger(score) ? String(score) : score.toFixed(2);
const valueText = (value: { score: number | null; label?: string | undefined }) => value.label ?? figure(value.score);

/** Both scorecards side by side, then the history. */
export const describeReviews = (view: ConversationReviews): string => {
  const lines = [
    `Conversation ${view.index} (${view.conversation_id}) of batch ${view.batch_id}, rubric ${view.rubric_id}@${view.rubric_version}`,
    `Review version ${view.review_version}${view.review ? `, last by ${view.review.reviewed_by} at ${view.review.reviewed_at} (${view.review.decision})` : ' (not reviewed)'}`,
    `Overall: machine ${figure(view.machine.overall_score)}${view.review ? `, reviewed ${figure(view.review.overall_score)}` : ''}`,
  ];
  for (const machine of view.machine.criterion_scores) {
    const reviewed = view.review?.criterion_scores.find((c) => c.criterion_id === machine.criterion_id);
    const change = reviewed?.overridden ? ` → reviewed ${valueText(reviewed)}` : '';
    lines.push(`  ${machine.criterion_id}: machine ${valueText(machine)}${change}${reviewed?.critical_failed ? ' CRITICAL FAIL' : ''}`);
  }
  if (view.history.length > 0) lines.push('', 'History:');
  for (const entry of view.history) {
    const changes = entry.changes.map((c) => `${c.criterion_id} ${valueText(c.before)} → ${valueText(c.after)}`).join(', ');
    lines.push(
      `  v${entry.version} ${entry.reviewed_at} ${entry.reviewer}: ${entry.decision}${changes ? ` (${changes})` : ''}, overall ${figure(entry.overall_score_before)} → ${figure(entry.overall_score_after)}`,
    );
    if (entry.comment) lines.push(`    “${entry.comment}”`);
  }
  return lines.join('\n');
};

/** The queue's largest page. */
const QUEUE_PAGE = 200;

const queueLine = (item: ReviewQueueItem) =>
  `#${item.index} ${item.conversation_id} priority ${item.priority} overall ${figure(item.overall_score)}: ${item.reasons
    .map((r) => (r.criterion_ids.length > 0 ? `${r.code} (${r.criterion_ids.join(', ')})` : r.code))
    .join(', ')}`;

const describeQueue = (page: Pick<ReviewQueuePage, 'batch_id' | 'queue' | 'reviews'>, items: readonly ReviewQueueItem[]) =>
  [
    `Review queue of batch ${page.batch_id}: ${page.queue.size} conversation(s) queued when it finished; ${page.reviews.conversations_reviewed} reviewed so far`,
    `Random sample: rate ${page.queue.sample.rate}, seed ${page.queue.sample.seed}, ${page.queue.sample.size} drawn, ${page.reviews.sample_reviewed} reviewed`,
    '',
    ...(items.length > 0 ? items.map(queueLine) : ['Nothing left to review.']),
  ].join('\n');

interface ReviewOptions {
  readonly expectedVersion?: number;
  readonly comment?: string;
}

/** The version to review against: the one given, else the current one, read just before. */
const reviewAgainst = async (
  command: Command,
  batchId: string,
  index: number,
  options: ReviewOptions,
  request: Omit<ReviewRequest, 'expected_version'>,
) => {
  const { client, output } = contextOf(command);
  const expected = options.expectedVersion ?? (await client.getConversationReviews(batchId, index)).review_version;
  const view = await client.reviewConversation(batchId, index, { ...request, expected_version: expected });
  output.result(view, () => describeReviews(view));
};

export const registerReviewCommands = (audits: Command): void => {
  const review = audits
    .command('review')
    .description("review a conversation's scorecard: accept it, override criteria with a comment, read its history");
  const versionOption = [
    '--expected-version <n>',
    'the review version you saw (default: the current one, read first); another review in between → 409',
    parseVersion,
  ] as const;

  review
    .command('accept')
    .description("confirm the scorecard as it is (the machine's, or as last reviewed)")
    .argument('<batchId>')
    .argument('<index>', "the conversation's position in the batch (0-based)", parseIndex)
    .option(...versionOption)
    .option('--comment <text>', 'why (optional)')
    .action(async (batchId: string, index: number, options: ReviewOptions, command: Command) => {
      await reviewAgainst(command, batchId, index, options, {
        decision: 'accept',
        ...(options.comment ? { comment: options.comment } : {}),
      });
    });

  review
    .command('override')
    .description('change criteria: --label c=v (ordinal), --score c=n, --not-applicable c (where allowed); --comment is required')
    .argument('<batchId>')
    .argument('<index>', "the conversation's position in the batch (0-based)", parseIndex)
    .option('--label <criterion=label>', 'set an ordinal criterion to a label (repeatable)', collect, [])
    .option('--score <criterion=number>', 'set a criterion to a score: a continuous value or a label index (repeatable)', collect, [])
    .option('--not-applicable <criterion>', 'answer a criterion N/A, where it allows it (repeatable)', collect, [])
    .requiredOption('--comment <text>', 'why the machine was wrong')
    .option(...versionOption)
    .action(
      async (
        batchId: string,
        index: number,
        options: ReviewOptions & { label: string[]; score: string[]; notApplicable: string[]; comment: string },
        command: Command,
      ) => {
        const overrides = overridesOf(options);
        if (overrides.length === 0)
          throw new CliError('Name at least one criterion to change: --label c=v, --score c=n or --not-applicable c.');
        await reviewAgainst(command, batchId, index, options, { decision: 'override', overrides, comment: options.comment });
      },
    );

  review
    .command('history')
    .description("the machine's and the reviewed scorecard, and every review, oldest first")
    .argument('<batchId>')
    .argument('<index>', "the conversation's position in the batch (0-based)", parseIndex)
    .action(async (batchId: string, index: number, _options: unknown, command: Command) => {
      const { client, output } = contextOf(command);
      const view = await client.getConversationReviews(batchId, index);
      output.result(view, () => describeReviews(view));
    });

  audits
    .command('queue')
    .description(
      'the conversations of a finished batch to review first, with their reasons (critical failure, repaired evidence, rare N/A, near a boundary, random sample)',
    )
    .argument('<batchId>')
    .option('--limit <n>', 'conversations to list (default: the whole queue)', (value: string) => {
      const limit = Number(value);
      if (!Number.isInteger(limit) || limit < 1) throw new InvalidArgumentError(`Expected a positive number, got "${value}".`);
      return limit;
    })
    .action(async (batchId: string, options: { limit?: number }, command: Command) => {
      const { client, output } = contextOf(command);
      const pageSize = Math.min(options.limit ?? QUEUE_PAGE, QUEUE_PAGE);
      let page = await client.getReviewQueue(batchId, { limit: pageSize });
      const first = page;
      const items = [...page.items];
      while (page.next_cursor && (options.limit === undefined || items.length < options.limit)) {
        page = await client.getReviewQueue(batchId, { limit: pageSize, cursor: page.next_cursor });
        items.push(...page.items);
      }
      const listed = items.slice(0, options.limit);
      output.result({ batch_id: first.batch_id, queue: first.queue, reviews: first.reviews, items: listed }, () =>
        describeQueue(first, listed),
      );
    });
};
