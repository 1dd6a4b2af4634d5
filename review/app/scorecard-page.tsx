import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  isAuditError,
  type AuditBatch,
  type AuditConversation,
  type AuditResultLine,
  type Rubric,
  type TranscriptJob,
} from '../../client/types';
import { api } from './api';
import { timingsOfJob, TurnMeta, usePlayback, type TurnTiming } from './audio-player';
import { Loaded, Page, RubricLabel, ScoredBy } from './components';
import { FLAG_TEXT, flagsOf } from './flags';
import { formatCriterionScore, formatNumber } from './format';
import { ReviewedValue, ReviewPanel, reviewStateOf } from './review-panel';
import { hrefOf } from './router';
import { useAsync } from './use-async';

interface ScorecardData {
  readonly batch: AuditBatch;
  readonly rubric: Rubric;
  readonly line: AuditResultLine;
  readonly conversation: AuditConversation;
  /** Set when the conversation is a transcript job's (see transcriptJobIdOf). */
  readonly job?: TranscriptJob;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which transcript job a conversation came from, if any: the `transcript_job_id` a batch by reference records
 * (whatever `conversation_id` the caller mapped it to); else, for conversations `ccp audits submit --from-job`
 * made before that field existed, a conversation id that is a job id. It counts only if the caller can read that
 * job (see loadScorecard), and the player follows its turns only if they are the conversation's (see timingsFor).
 */
const transcriptJobIdOf = (conversation: AuditConversation): string | undefined =>
  conversation.transcript_job_id ?? (UUID.test(conversation.conversation_id) ? conversation.conversation_id : undefined);

const loadScorecard = async (batchId: string, index: number): Promise<ScorecardData> => {
  const batch = await api.getAudit(batchId);
  const [rubric, lines, conversation] = await Promise.all([
    api.getRubric(batch.rubric_id, batch.rubric_version),
    api.results(batchId),
    api.getConversation(batchId, index),
  ]);
  const line = lines[index];
  if (!line) throw new Error(`Batch ${batchId} has no result line ${index}.`);
  const jobId = transcriptJobIdOf(conversation);
  const job = jobId ? await api.getTranscriptJob(jobId).catch(() => undefined) : undefined;
  return { batch, rubric, line, conversation, ...(job ? { job } : {}) };
};

/** Where an evidence excerpt sits: the first turn of its span whose text holds it verbatim. */
interface Span {
  readonly turn: number;
  readonly start: number;
  readonly end: number;
}

const locate = (
  conversation: AuditConversation,
  evidence: { turn_index_start: number; turn_index_end: number; excerpt: string },
): Span | undefined => {
  for (let turn = evidence.turn_index_start; turn <= evidence.turn_index_end; turn++) {
    const start = conversation.transcript[turn]?.text.indexOf(evidence.excerpt) ?? -1;
    if (start >= 0) return { turn, start, end: start + evidence.excerpt.length };
  }
  return undefined;
};

export const ScorecardPage = ({ batchId, index }: { batchId: string; index: number }) => {
  const data = useAsync(() => loadScorecard(batchId, index), `${batchId}/${index}`);
  return (
    <Page
      title={data.state === 'loaded' ? `Scorecard: ${data.value.conversation.conversation_id}` : 'Scorecard'}
      subtitle={
        <>
          Conversation {index} of batch <a href={hrefOf({ view: 'batch', batchId })}>{batchId}</a>
        </>
      }
    >
      <Loaded value={data}>{(value) => <Scorecard {...value} />}</Loaded>
    </Page>
  );
};

const turnElementId = (turn: number) => `turn-${turn}`;

/**
 * The job's turn offsets, when its turns are the conversation's turns one for one (as a batch by reference and
 * --from-job submit them): same roles and texts, so a conversation edited after transcription is not followed.
 */
const timingsFor = (conversation: AuditConversation, job: TranscriptJob | undefined): readonly TurnTiming[] => {
  const turns = job?.result?.turns ?? [];
  const same =
    turns.length === conversation.transcript.length &&
    turns.every((turn, i) => turn.role === conversation.transcript[i]!.role && turn.text === conversation.transcript[i]!.text);
  return job && same ? timingsOfJob(job) : [];
};

const Scorecard = ({ batch, rubric, line, conversation, job }: ScorecardData) => {
  const [active, setActive] = useState<{ key: string; span: Span } | undefined>();
  // The review state: from the conversation as loaded, then from each review's answer.
  const [reviews, setReviews] = useState(() =>
    reviewStateOf({ review_version: conversation.review_version, review: conversation.review, history: conversation.review_history }),
  );
  const timings = useMemo(() => timingsFor(conversation, job), [conversation, job]);
  const playback = usePlayback(job?.result ? job.jobId : undefined, timings, job?.result?.audio.redaction);
  const mark = useRef<HTMLElement>(null);
  useEffect(() => {
    mark.current?.scrollIntoView({ block: 'center', behavior: 'auto' });
  }, [active]);

  return (
    <>
      {job ? (
        <p class="note">
          From transcript job <a href={hrefOf({ view: 'job', jobId: job.jobId })}>{job.jobId}</a>.
          {timings.length
            ? " Play the recording, or activate a turn's time to hear it; the turn being heard is highlighted."
            : " Its turns differ from this conversation's, so the player does not follow them."}
        </p>
      ) : null}
      {playback.player}
      <div class="scorecard">
        <section class="transcript" aria-labelledby="transcript-heading">
          <h2 id="transcript-heading">Transcript</h2>
          <ol class="turns">
            {conversation.transcript.map((turn, i) => {
              const span = active?.span.turn === i ? active.span : undefined;
              const playing = playback.currentTurn === i;
              return (
                <li
                  key={i}
                  id={turnElementId(i)}
                  class={`turn role-${turn.role}${span ? ' is-cited' : ''}${playing ? ' is-playing' : ''}`}
                  aria-current={playing ? 'true' : undefined}
                  data-turn-index={i}
                  tabIndex={-1}
                >
                  <TurnMeta turn={turn} index={i} timings={timings} playback={playback}>
                    turn {i}
                  </TurnMeta>
                  <p class="turn-text">
                    {span ? (
                      <>
                        {turn.text.slice(0, span.start)}
                        <mark ref={mark} class="evidence-highlight">
                          {turn.text.slice(span.start, span.end)}
                        </mark>
                        {turn.text.slice(span.end)}
                      </>
                    ) : (
                      turn.text
                    )}
                  </p>
                </li>
              );
            })}
          </ol>
        </section>
        <section class="rubric" aria-labelledby="rubric-heading">
          <h2 id="rubric-heading">Rubric</h2>
          <p>
            <RubricLabel rubric={rubric} version={rubric.version} />
          </p>
          {isAuditError(line) ? (
            <p role="alert" class="error">
              Not scored: <code>{line.error.code}</code> — {line.error.message}
            </p>
          ) : (
            <>
              <ScoredBy evaluators={typeof line.evaluator === 'string' ? [line.evaluator] : []} />
              <p class="overall">
                Overall <strong>{formatNumber(line.overall_score)}</strong> of {rubric.max_score}
              </p>
              {rubric.criteria.map((criterion) => {
                const score = line.criterion_scores.find((s) => s.criterion_id === criterion.id);
                const flags = flagsOf(line).filter((flag) => flag.criterionId === criterion.id);
                return (
                  <article
                    key={criterion.id}
                    class="criterion"
                    data-criterion-id={criterion.id}
                    aria-labelledby={`criterion-${criterion.id}`}
                  >
                    <header>
                      <h3 id={`criterion-${criterion.id}`}>{criterion.name}</h3>
                      <span class="muted">weight {formatNumber(criterion.weight)}</span>
                    </header>
                    <p class="criterion-score">
                      {score ? formatCriterionScore(criterion, score.score, score.label) : 'not scored'}
                      {flags.map((flag) => (
                        <span key={flag.kind} class={`badge flag-${flag.kind}`}>
                          {FLAG_TEXT[flag.kind]}
                        </span>
                      ))}
                    </p>
                    <ReviewedValue criterion={criterion} review={reviews.review} />
                    <p class="prompt muted">{criterion.prompt}</p>
                    <ul class="evidence-list" aria-label={`Evidence for ${criterion.name}`}>
                      {(score?.evidence ?? []).map((evidence, i) => {
                        const key = `${criterion.id}/${i}`;
                        const span = locate(conversation, evidence);
                        return (
                          <li key={key}>
                            <button
                              type="button"
                              class="evidence"
                              aria-pressed={active?.key === key}
                              aria-controls={span ? turnElementId(span.turn) : undefined}
                              disabled={!span}
                              data-excerpt={evidence.excerpt}
                              data-turn-start={evidence.turn_index_start}
                              data-turn-end={evidence.turn_index_end}
                              onClick={() => span && setActive({ key, span })}
                            >
                              <q>{evidence.excerpt}</q>
                              <span class="muted">
                                {' '}
                                turn {evidence.turn_index_start}
                                {evidence.turn_index_end !== evidence.turn_index_start ? `–${evidence.turn_index_end}` : ''}
                              </span>
                            </button>
                            <p class="reasoning">{evidence.reasoning}</p>
                            {span ? null : <p class="error">This excerpt is not in the stored transcript.</p>}
                          </li>
                        );
                      })}
                    </ul>
                  </article>
                );
              })}
              <ReviewPanel
                batchId={batch.batch_id}
                index={conversation.index}
                rubric={rubric}
                line={line}
                state={reviews}
                onChange={setReviews}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
};
