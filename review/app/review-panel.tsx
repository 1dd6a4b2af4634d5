import { useRef, useState } from 'preact/hooks';
import type {
  AuditResult,
  ConversationReviews,
  Criterion,
  CriterionOverride,
  ReviewedScorecard,
  ReviewEntry,
  Rubric,
} from '../../client/types';
import { api, ApiError } from './api';
import { formatCriterionScore, formatNumber, formatTime } from './format';

/**
 * The reviewer's controls on a scorecard: per criterion a new value (a label, a score in range, or N/A where the
 * criterion allows it), a comment, and either "Save override" or "Accept as is"; then the append-only history.
 * Every control is a native form control with a visible label, so the whole review is done from the keyboard.
 */

/** What the page knows of the conversation's reviews: the version to review against, the reviewed scorecard, the history. */
export interface ReviewState {
  readonly version: number;
  readonly review: ReviewedScorecard | null;
  readonly history: readonly ReviewEntry[];
}

export const reviewStateOf = (reviews: Pick<ConversationReviews, 'review_version' | 'review' | 'history'>): ReviewState => ({
  version: reviews.review_version,
  review: reviews.review,
  history: reviews.history,
});

type ScoreValue = { readonly score: number | null; readonly label?: string };

/** The value a reviewer sees now: the reviewed one once reviewed, else the machine's. */
const currentValue = (criterion: Criterion, line: AuditResult, review: ReviewedScorecard | null): ScoreValue | undefined =>
  (review?.criterion_scores ?? line.criterion_scores).find((s) => s.criterion_id === criterion.id);

const valueText = (criterion: Criterion | undefined, value: ScoreValue | undefined) =>
  value ? formatCriterionScore(criterion, value.score, value.label) : 'not scored';

/** One line under a criterion: the reviewed value, when a review changed it. */
export const ReviewedValue = ({ criterion, review }: { criterion: Criterion; review: ReviewedScorecard | null }) => {
  const reviewed = review?.criterion_scores.find((s) => s.criterion_id === criterion.id);
  if (!reviewed?.overridden) return null;
  return (
    <p class="reviewed-score" data-reviewed-criterion={criterion.id}>
      Reviewed: <strong>{valueText(criterion, reviewed)}</strong> <span class="badge badge-overridden">overridden</span>
    </p>
  );
};

/** A criterion's control value: '' keeps the current value; `label:<i>`, `na`, or a number typed in. */
type Choice =
  | { readonly kind: 'keep' }
  | { readonly kind: 'label'; readonly index: number }
  | { readonly kind: 'na' }
  | { readonly kind: 'score'; readonly text: string };

const controlId = (criterion: Criterion) => `review-${criterion.id}`;

/** What the reviewer changed, as the request's overrides (a choice equal to the current value is no change). */
const overridesOf = (
  rubric: Rubric,
  choices: Readonly<Record<string, Choice>>,
  line: AuditResult,
  review: ReviewedScorecard | null,
): { overrides: CriterionOverride[]; problems: string[] } => {
  const overrides: CriterionOverride[] = [];
  const problems: string[] = [];
  for (const criterion of rubric.criteria) {
    const choice = choices[criterion.id] ?? { kind: 'keep' };
    const current = currentValue(criterion, line, review);
    if (choice.kind === 'na') {
      if (current?.score !== null) overrides.push({ criterion_id: criterion.id, not_applicable: true });
    } else if (choice.kind === 'label' && criterion.scale.type === 'ordinal') {
      if (current?.score !== choice.index) overrides.push({ criterion_id: criterion.id, label: criterion.scale.labels[choice.index]! });
    } else if (choice.kind === 'score' && choice.text.trim() !== '') {
      const score = Number(choice.text);
      if (!Number.isFinite(score)) problems.push(`${criterion.name}: "${choice.text}" is not a number.`);
      else if (current?.score !== score) overrides.push({ criterion_id: criterion.id, score });
    }
  }
  return { overrides, problems };
};

/** A problem's JSON pointer in words: /overrides/1/label → the criterion it names. */
const fieldName = (pointer: string, sent: readonly CriterionOverride[], rubric: Rubric): string => {
  const match = /^\/overrides\/(\d+)(?:\/(\w+))?/.exec(pointer);
  if (!match) return pointer.replace(/^\//, '') || 'review';
  const criterionId = sent[Number(match[1])]?.criterion_id;
  const name = rubric.criteria.find((c) => c.id === criterionId)?.name ?? criterionId ?? `override ${match[1]}`;
  return match[2] ? `${name} (${match[2].replace(/_/g, ' ')})` : name;
};

type Outcome =
  | { readonly kind: 'saved'; readonly text: string }
  | { readonly kind: 'invalid'; readonly problems: readonly string[] }
  | { readonly kind: 'conflict'; readonly text: string; readonly reload: boolean };

export const ReviewPanel = ({
  batchId,
  index,
  rubric,
  line,
  state,
  onChange,
}: {
  batchId: string;
  index: number;
  rubric: Rubric;
  line: AuditResult;
  state: ReviewState;
  onChange: (state: ReviewState) => void;
}) => {
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const message = useRef<HTMLDivElement>(null);
  const choose = (criterion: Criterion, choice: Choice) => setChoices((all) => ({ ...all, [criterion.id]: choice }));

  const show = (next: Outcome) => {
    setOutcome(next);
    // The message is announced (role status or alert) and takes the focus, so a keyboard user lands on it.
    requestAnimationFrame(() => message.current?.focus());
  };

  const reload = async () => {
    try {
      onChange(reviewStateOf(await api.getConversationReviews(batchId, index)));
      setOutcome(undefined);
    } catch (error) {
      show({ kind: 'conflict', text: (error as Error).message, reload: true });
    }
  };

  const submit = async (decision: 'accept' | 'override') => {
    const { overrides, problems } = overridesOf(rubric, choices, line, state.review);
    if (decision === 'override') {
      if (problems.length === 0 && overrides.length === 0)
        problems.push('Nothing changed: set a new value for at least one criterion, or accept the scorecard as it is.');
      if (comment.trim() === '') problems.push('Say why in the comment: an override needs one.');
      if (problems.length > 0) return show({ kind: 'invalid', problems });
    }
    setSaving(true);
    const sent = decision === 'override' ? overrides : [];
    try {
      const saved = await api.reviewConversation(batchId, index, {
        expected_version: state.version,
        decision,
        ...(decision === 'override' ? { overrides: sent } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      onChange(reviewStateOf(saved));
      setChoices({});
      setComment('');
      show({
        kind: 'saved',
        text: `Saved review version ${saved.review_version} (${decision === 'accept' ? 'accepted' : 'overridden'}): overall ${formatNumber(saved.review?.overall_score)}, the machine's ${formatNumber(saved.machine.overall_score)}.`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        show(
          error.currentVersion === undefined
            ? { kind: 'conflict', text: error.message, reload: false }
            : {
                kind: 'conflict',
                text: `Not saved: another review was saved first, so this conversation is now at review version ${error.currentVersion}, not ${state.version}. Load the latest version, check what it changed, then review again (your choices are kept).`,
                reload: true,
              },
        );
      } else if (error instanceof ApiError && error.errors.length > 0) {
        show({ kind: 'invalid', problems: error.errors.map((e) => `${fieldName(e.pointer, sent, rubric)}: ${e.message}`) });
      } else {
        show({ kind: 'invalid', problems: [(error as Error).message] });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <section class="review-panel" aria-labelledby="review-heading">
      <h2 id="review-heading">Review</h2>
      <ReviewSummary rubric={rubric} line={line} state={state} />
      <form
        class="review-form"
        aria-label="Review this scorecard"
        // The API checks each value against the rubric and names the field it refuses: its answer is shown as is.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit('override');
        }}
      >
        <p class="muted">
          Leave a criterion on “keep” to keep its value. An override needs a comment; an acceptance confirms the scorecard as it is.
        </p>
        {rubric.criteria.map((criterion) => {
          const current = currentValue(criterion, line, state.review);
          const choice = choices[criterion.id] ?? { kind: 'keep' };
          const allowNa = criterion.allow_not_applicable === true;
          return (
            <div key={criterion.id} class="review-field" data-review-criterion={criterion.id}>
              <label for={controlId(criterion)}>{criterion.name}</label>
              {criterion.scale.type === 'ordinal' ? (
                <select
                  id={controlId(criterion)}
                  value={choice.kind === 'label' ? `label:${choice.index}` : choice.kind === 'na' ? 'na' : ''}
                  onChange={(event) => {
                    const value = (event.target as HTMLSelectElement).value;
                    choose(
                      criterion,
                      value === '' ? { kind: 'keep' } : value === 'na' ? { kind: 'na' } : { kind: 'label', index: Number(value.slice(6)) },
                    );
                  }}
                >
                  <option value="">Keep: {valueText(criterion, current)}</option>
                  {criterion.scale.labels.map((label, i) => (
                    <option key={label} value={`label:${i}`}>
                      {label}
                    </option>
                  ))}
                  {allowNa ? <option value="na">N/A (not applicable)</option> : null}
                </select>
              ) : (
                <span class="score-input">
                  <input
                    id={controlId(criterion)}
                    type="number"
                    inputMode="decimal"
                    step="any"
                    min={criterion.scale.range[0]}
                    max={criterion.scale.range[1]}
                    placeholder={`keep ${valueText(criterion, current)}`}
                    disabled={choice.kind === 'na'}
                    value={choice.kind === 'score' ? choice.text : ''}
                    onInput={(event) => choose(criterion, { kind: 'score', text: (event.target as HTMLInputElement).value })}
                  />
                  {allowNa ? (
                    <label class="inline">
                      <input
                        type="checkbox"
                        checked={choice.kind === 'na'}
                        onChange={(event) =>
                          choose(criterion, (event.target as HTMLInputElement).checked ? { kind: 'na' } : { kind: 'keep' })
                        }
                      />{' '}
                      N/A <span class="visually-hidden">for {criterion.name}</span>
                    </label>
                  ) : null}
                </span>
              )}
            </div>
          );
        })}
        <div class="review-field review-comment">
          <label for="review-comment">Comment</label>
          <textarea
            id="review-comment"
            rows={3}
            maxLength={2000}
            value={comment}
            onInput={(event) => setComment((event.target as HTMLTextAreaElement).value)}
          />
        </div>
        <div class="toolbar">
          <button type="submit" disabled={saving}>
            Save override
          </button>
          <button type="button" disabled={saving} onClick={() => void submit('accept')}>
            Accept as is
          </button>
          <span class="muted">Reviewing version {state.version}</span>
        </div>
        <div ref={message} tabIndex={-1} class="review-message">
          {outcome?.kind === 'saved' ? (
            <p role="status" class="saved">
              {outcome.text}
            </p>
          ) : outcome?.kind === 'invalid' ? (
            <div role="alert" class="error">
              <p>Not saved:</p>
              <ul>
                {outcome.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : outcome?.kind === 'conflict' ? (
            <div role="alert" class="error conflict">
              <p>{outcome.text}</p>
              {outcome.reload ? (
                <button type="button" onClick={() => void reload()}>
                  Load the latest version
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </form>
      <ReviewHistory rubric={rubric} history={state.history} />
    </section>
  );
};

const ReviewSummary = ({ rubric, line, state }: { rubric: Rubric; line: AuditResult; state: ReviewState }) =>
  state.review ? (
    <p class="overall reviewed-overall" data-review-version={state.version}>
      Reviewed overall <strong>{formatNumber(state.review.overall_score)}</strong> of {rubric.max_score}{' '}
      <span class="muted">
        (the machine's {formatNumber(line.overall_score)}; version {state.review.version},{' '}
        {state.review.decision === 'accept' ? 'accepted' : 'overridden'} by <code>{state.review.reviewed_by}</code> on{' '}
        {formatTime(state.review.reviewed_at)})
      </span>
    </p>
  ) : (
    <p class="muted">Not reviewed yet: the machine's scorecard stands.</p>
  );

/** The append-only history, oldest first: who, when, the decision, the comment, and each change with its before and after. */
export const ReviewHistory = ({ rubric, history }: { rubric: Rubric; history: readonly ReviewEntry[] }) => (
  <section aria-labelledby="history-heading">
    <h3 id="history-heading">Review history</h3>
    {history.length === 0 ? (
      <p class="muted">No review yet.</p>
    ) : (
      <ol class="history review-history" aria-label="Review history">
        {history.map((entry) => (
          <li key={entry.version} data-version={entry.version} data-decision={entry.decision}>
            <p>
              <strong>
                Version {entry.version}: {entry.decision === 'accept' ? 'accepted' : 'overridden'}
              </strong>{' '}
              by <code>{entry.reviewer}</code> on {formatTime(entry.reviewed_at)} — overall {formatNumber(entry.overall_score_before)} →{' '}
              {formatNumber(entry.overall_score_after)}
            </p>
            {entry.comment ? <blockquote class="review-comment-text">{entry.comment}</blockquote> : null}
            {entry.changes.length > 0 ? (
              <ul class="changes">
                {entry.changes.map((change) => {
                  const criterion = rubric.criteria.find((c) => c.id === change.criterion_id);
                  return (
                    <li key={change.criterion_id} data-criterion-id={change.criterion_id}>
                      {criterion?.name ?? change.criterion_id}: {valueText(criterion, change.before)} → {valueText(criterion, change.after)}
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    )}
  </section>
);
