import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { parse } from 'csv-parse/sync';
import type { Calibration, HumanRating, ReviewAgreement } from '../../types';
import { contextOf } from '../context';
import { CliError, plural } from '../output';

const COLUMNS = ['conversation_id', 'criterion_id', 'score', 'label', 'auditor_id'] as const;

/** How a CSV cell says "not applicable" (any case). */
const NOT_APPLICABLE = /^n\/a$/i;

/**
 * Human scores from CSV with a header row: conversation_id, criterion_id, and score (a number: a label index for
 * ordinal criteria) or label, or `n/a` in either for "not applicable" (sent as a null score; a scale label spelled
 * n/a is then given by its index); auditor_id optional (default `human`). Other columns are ignored.
 */
export const ratingsFromCsv = (text: string, file: string): HumanRating[] => {
  let rows: Record<string, string>[];
  try {
    rows = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch (error) {
    throw new CliError(`${file} is not valid CSV: ${(error as Error).message}`);
  }
  const header = Object.keys(rows[0] ?? {});
  for (const required of ['conversation_id', 'criterion_id']) {
    if (!header.includes(required))
      throw new CliError(
        `${file} needs a header row with ${COLUMNS.join(', ')} (score or label; auditor_id optional); "${required}" is missing.`,
      );
  }
  if (!header.includes('score') && !header.includes('label')) throw new CliError(`${file} needs a "score" or a "label" column.`);
  return rows.map((row, i) => {
    const rating: { -readonly [K in keyof HumanRating]: HumanRating[K] } = {
      conversation_id: row.conversation_id ?? '',
      criterion_id: row.criterion_id ?? '',
    };
    if (row.auditor_id) rating.auditor_id = row.auditor_id;
    if ((row.score && NOT_APPLICABLE.test(row.score)) || (!row.score && row.label && NOT_APPLICABLE.test(row.label))) {
      rating.score = null;
      return rating;
    }
    if (row.label) rating.label = row.label;
    if (row.score) {
      const score = Number(row.score);
      if (!Number.isFinite(score)) throw new CliError(`${file} line ${i + 2}: score "${row.score}" is not a number.`);
      rating.score = score;
    }
    return rating;
  });
};

const figure = (value: number | null | undefined, digits = 2) => (value === null || value === undefined ? '–' : value.toFixed(digits));

const agreementCells = (agreement: Calibration['report']['criteria'][number]['machine_vs_human'] | null): string => {
  if (!agreement) return 'no pairs';
  const na = agreement.not_applicable;
  const naCells = na ? ` N/A both ${na.both}, one side ${na.first_only + na.second_only}` : '';
  if ('quadratic_weighted_kappa' in agreement)
    return `n=${agreement.n} exact ${figure(agreement.exact_agreement)} κw ${figure(agreement.quadratic_weighted_kappa)}${naCells}`;
  return `n=${agreement.n} MAE ${figure(agreement.mae)} r ${figure(agreement.pearson)} ρ ${figure(agreement.spearman)}${naCells}`;
};

const outcome = (label: string | undefined, score: number | null) => label ?? (score === null ? 'n/a' : String(score));

const pad = (text: string, width: number) => text.padEnd(width);

type Report = Calibration['report'];

/** Machine–human beside the human–human bar, per criterion and overall, as a table. */
export const agreementTable = (report: Pick<Report, 'criteria' | 'overall'>): string[] => {
  const rows = [
    ...report.criteria.map((c) => [`${c.name} [${c.criterion_id}]`, agreementCells(c.machine_vs_human), agreementCells(c.human_vs_human)]),
    ['Overall score', agreementCells(report.overall.machine_vs_human), agreementCells(report.overall.human_vs_human)],
  ];
  const header = ['Criterion', 'Machine vs human', 'Human vs human'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [
    header.map((h, i) => pad(h, widths[i]!)).join('  '),
    ...rows.map((row) => row.map((cell, i) => pad(cell, widths[i]!)).join('  ')),
  ];
};

/** The agreement report a QA lead reads: the table, then what the machine could not score and the largest disagreements. */
export const describeCalibration = (
  calibration: Pick<Calibration, 'batch_id' | 'rubric_id' | 'rubric_version' | 'report'>,
  title = 'Calibration',
): string => {
  const { report } = calibration;
  const lines = [
    `${title} of batch ${calibration.batch_id} (rubric ${calibration.rubric_id}@${calibration.rubric_version})`,
    `${plural(report.ratings, 'rating')} of ${plural(report.conversations, 'conversation')} by ${report.auditors.join(', ')}`,
    '',
    ...agreementTable(report),
  ];
  if (report.unscored_conversations.length > 0)
    lines.push('', `Not scored by the machine (left out): ${report.unscored_conversations.join(', ')}`);
  if (report.largest_disagreements.length > 0) {
    lines.push('', 'Largest disagreements:');
    for (const d of report.largest_disagreements) {
      lines.push(
        `  ${d.conversation_id} ${d.criterion_id}: ${d.auditor_id} ${outcome(d.human_label, d.human_score)}, machine ${outcome(d.machine_label, d.machine_score)} (gap ${figure(d.gap)})`,
      );
      for (const evidence of d.machine_evidence)
        lines.push(`    “${evidence.excerpt}” (turn ${evidence.turn_index_start}): ${evidence.reasoning}`);
    }
  }
  return lines.join('\n');
};

export const registerCalibrateCommand = (program: Command): void => {
  program
    .command('calibrate')
    .description(
      'measure a finished audit batch against human scores from a CSV file (conversation_id, criterion_id, score|label, auditor_id)',
    )
    .argument('<batch>', 'the audit batch id')
    .argument('<csv>', 'human scores, one row per conversation, criterion and auditor')
    .option('--idempotency-key <key>', 'Idempotency-Key header (default: generated)')
    .action(async (batchId: string, file: string, options: { idempotencyKey?: string }, command: Command) => {
      const { client, output } = contextOf(command);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
      }
      const ratings = ratingsFromCsv(text, file);
      const calibration = await client.createCalibration(
        batchId,
        { ratings },
        options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {},
      );
      output.result(calibration, () => describeCalibration(calibration, `Calibration ${calibration.calibration_id}`));
    });
};

/** The trend a QA lead follows as reviewing goes on: per week, each criterion's machine–reviewer agreement; then the window. */
export const describeAgreementTrend = (agreement: ReviewAgreement): string => {
  const lines = [
    `Machine–reviewer agreement of rubric ${agreement.rubric_id}@${agreement.rubric_version}, ${agreement.from} to ${agreement.to}`,
    `${agreement.window.reviews} review(s) of ${agreement.window.conversations} conversation(s)${agreement.window.auditors.length > 0 ? ` by ${agreement.window.auditors.join(', ')}` : ''}`,
  ];
  if (agreement.weeks.length > 0) lines.push('', 'By week:');
  for (const week of agreement.weeks) {
    lines.push(
      `  ${week.week_start} (${week.reviews} review(s)): ${week.criteria.map((c) => `${c.criterion_id} ${agreementCells(c.machine_vs_human)}`).join('; ')}`,
    );
  }
  lines.push('', 'Whole window:', ...agreementTable(agreement.window));
  return lines.join('\n');
};

export const registerCalibrationsCommands = (program: Command): void => {
  const calibrations = program
    .command('calibrations')
    .description('agreement of the machine with reviewers, computed from reviews (no CSV)');

  calibrations
    .command('reviews')
    .description(
      "the calibration report of a finished batch's reviews: each reviewer an auditor, their latest review of each conversation a rating",
    )
    .argument('<batch>', 'the audit batch id')
    .action(async (batchId: string, _options: unknown, command: Command) => {
      const { client, output } = contextOf(command);
      const calibration = await client.getReviewCalibration(batchId);
      output.result(calibration, () =>
        describeCalibration(calibration, `Calibration from ${plural(calibration.reviews, 'review')} at ${calibration.computed_at}`),
      );
    });

  calibrations
    .command('trend')
    .description("a rubric version's machine–reviewer agreement over a window, week by week")
    .argument('<rubric>', 'the rubric id')
    .option('--version <version>', 'a version of the rubric (default: the latest)')
    .option('--from <date>', 'start of the window: YYYY-MM-DD or an RFC 3339 time (default: 12 weeks before --to)')
    .option('--to <date>', 'end of the window, exclusive (default: now)')
    .action(async (rubricId: string, options: { version?: string; from?: string; to?: string }, command: Command) => {
      const { client, output } = contextOf(command);
      const agreement = await client.getReviewAgreement(rubricId, options);
      output.result(agreement, () => describeAgreementTrend(agreement));
    });
};
