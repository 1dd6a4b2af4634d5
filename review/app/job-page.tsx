import { useMemo } from 'preact/hooks';
import type { TranscriptJob } from '../../client/types';
import { api } from './api';
import { timingsOfJob, TurnMeta, usePlayback } from './audio-player';
import { DataTable, Loaded, Page, StatusBadge } from './components';
import { formatNumber, formatTime, plural } from './format';
import { useAsync } from './use-async';

export const JobPage = ({ jobId }: { jobId: string }) => {
  const job = useAsync(() => api.getTranscriptJob(jobId), jobId);
  return (
    <Page title="Transcript job" subtitle={<code>{jobId}</code>}>
      <Loaded value={job}>{(value) => <JobView job={value} />}</Loaded>
    </Page>
  );
};

const JobView = ({ job }: { job: TranscriptJob }) => {
  const result = job.result;
  const timings = useMemo(() => timingsOfJob(job), [job]);
  const playback = usePlayback(result ? job.jobId : undefined, timings, result?.audio.redaction);
  return (
    <>
      <dl class="facts">
        <dt>Status</dt>
        <dd>
          <StatusBadge status={job.status} />
        </dd>
        <dt>Created</dt>
        <dd>{formatTime(job.createdAt)}</dd>
        {result ? (
          <>
            <dt>Language</dt>
            <dd>{result.language ?? 'auto-detected: none'}</dd>
            <dt>Engine</dt>
            <dd>
              {result.provider.engine} ({result.provider.model})
              {result.provider.contextualizer
                ? `, corrected by ${result.provider.contextualizer.engine} (${result.provider.contextualizer.model})`
                : ''}
            </dd>
            <dt>Audio</dt>
            <dd>
              {result.audio.format}, {plural(result.audio.channels, 'channel')}
            </dd>
          </>
        ) : null}
      </dl>
      {job.error ? (
        <p role="alert" class="error">
          Failed at {job.error.stage}: <code>{job.error.code}</code> — {job.error.message}
          {job.error.retryable ? ' (submitting it again may succeed)' : ''}
        </p>
      ) : null}
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">Status history</h2>
        <ol class="history">
          {job.history.map((entry) => (
            <li key={entry.status}>
              <StatusBadge status={entry.status} /> <time dateTime={entry.at}>{formatTime(entry.at)}</time>
            </li>
          ))}
        </ol>
      </section>
      {result ? (
        <>
          <section aria-labelledby="participants-heading">
            <h2 id="participants-heading">Participants</h2>
            <DataTable
              label="Participants"
              columns={[
                { label: 'Participant' },
                { label: 'Role' },
                { label: 'Actor' },
                { label: 'Channel', numeric: true },
                { label: 'Confidence', numeric: true },
                { label: 'Cues' },
              ]}
            >
              {result.participants.map((participant) => (
                <tr key={participant.id}>
                  <th scope="row">{participant.id}</th>
                  <td>{participant.role}</td>
                  <td>{participant.actor_type}</td>
                  <td class="num">{participant.channel ?? '—'}</td>
                  <td class="num">{formatNumber(participant.confidence)}</td>
                  <td>{participant.cues.length ? participant.cues.join('; ') : '—'}</td>
                </tr>
              ))}
            </DataTable>
          </section>
          <section aria-labelledby="corrections-heading">
            <h2 id="corrections-heading">Corrections</h2>
            {result.corrections.length === 0 ? (
              <p class="muted">No corrections.</p>
            ) : (
              <DataTable
                label="Corrections"
                columns={[
                  { label: 'Turn', numeric: true },
                  { label: 'Stage' },
                  { label: 'Source' },
                  { label: 'Before' },
                  { label: 'After' },
                  { label: 'Reason' },
                ]}
              >
                {result.corrections.map((correction, i) => (
                  <tr key={i}>
                    <td class="num">{correction.turn_index}</td>
                    <td>{correction.stage}</td>
                    <td>{correction.source}</td>
                    <td>
                      <del>{correction.before}</del>
                    </td>
                    <td>
                      <ins>{correction.after}</ins>
                    </td>
                    <td>{correction.reason ?? '—'}</td>
                  </tr>
                ))}
              </DataTable>
            )}
            <RedactionSummary redactions={result.redactions} />
          </section>
          <section aria-labelledby="turns-heading">
            <h2 id="turns-heading">Turns</h2>
            {playback.player}
            <ol class="turns">
              {result.turns.map((turn, i) => (
                <li
                  key={turn.index}
                  class={`turn role-${turn.role}${playback.currentTurn === i ? ' is-playing' : ''}`}
                  aria-current={playback.currentTurn === i ? 'true' : undefined}
                  data-turn-index={i}
                >
                  <TurnMeta turn={turn} index={i} timings={timings} playback={playback}>
                    {turn.participant_id}
                  </TurnMeta>
                  <p class="turn-text">{turn.text}</p>
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : null}
    </>
  );
};

type Redactions = NonNullable<TranscriptJob['result']>['redactions'];

/** What was redacted, by type and count (never a value), or that the job did not redact. */
const RedactionSummary = ({ redactions }: { redactions: Redactions }) => {
  if (!redactions) return <p class="muted">Personal data was not redacted: redaction was off for this job.</p>;
  const byType = new Map<string, number>();
  for (const redaction of redactions) byType.set(redaction.type, (byType.get(redaction.type) ?? 0) + 1);
  return (
    <p class="muted">
      {redactions.length === 0
        ? 'Personal data redaction was on; nothing was found to redact.'
        : `Personal data redacted: ${redactions.length} stretch(es), shown as [PII] — ${[...byType].map(([type, count]) => `${type} ×${count}`).join(', ')}.`}
    </p>
  );
};
