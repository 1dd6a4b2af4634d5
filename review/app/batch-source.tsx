import type { AuditBatch } from '../../client/types';
import { DataTable } from './components';
import { hrefOf } from './router';

/** Where a batch's conversations came from, and what of that source was not audited. */

const SOURCE_TEXT: Record<AuditBatch['source'], string> = {
  conversations: 'inline conversations',
  transcript_jobs: 'transcript jobs, by reference',
  upload: 'an uploaded JSON Lines file',
};

const EXCLUSION_TEXT: Record<AuditBatch['excluded_transcript_jobs'][number]['reason'], string> = {
  not_found: 'not found (unknown, or not yours)',
  not_completed: 'not completed',
  no_speech: 'completed without speech',
};

const VALIDATION_TEXT: Record<NonNullable<AuditBatch['validation']>['state'], string> = {
  validating: 'validating',
  accepted: 'accepted',
  refused: 'refused: nothing is scored',
};

const ON_INVALID_TEXT: Record<NonNullable<AuditBatch['validation']>['on_invalid'], string> = {
  refuse_batch: 'an invalid line refuses the whole batch',
  skip_lines: 'invalid lines are skipped and listed',
};

/** The facts rows (inside the batch page's <dl>): the source, and an upload's validation as it progresses. */
export const SourceFacts = ({ batch }: { batch: AuditBatch }) => {
  const validation = batch.validation;
  return (
    <>
      <dt>Source</dt>
      <dd data-source={batch.source}>{SOURCE_TEXT[batch.source]}</dd>
      {validation ? (
        <>
          <dt>Upload validation</dt>
          <dd>
            <span role="status" class="validation" data-state={validation.state}>
              <span class={`badge validation-${validation.state}`}>{VALIDATION_TEXT[validation.state]}</span>{' '}
              <span data-count="lines_read">{validation.lines_read}</span> {validation.lines_read === 1 ? 'line' : 'lines'} read,{' '}
              <span data-count="accepted">{validation.accepted}</span> accepted, <span data-count="rejected">{validation.rejected}</span>{' '}
              rejected
            </span>{' '}
            <span class="muted">({ON_INVALID_TEXT[validation.on_invalid]})</span>
          </dd>
        </>
      ) : null}
    </>
  );
};

/** The uploaded lines not accepted and the named transcript jobs not audited: each one, never just a count. */
export const SourceReport = ({ batch }: { batch: AuditBatch }) => {
  const validation = batch.validation;
  const excluded = batch.excluded_transcript_jobs;
  return (
    <>
      {validation && validation.rejected > 0 ? (
        <section aria-labelledby="rejected-heading">
          <h2 id="rejected-heading">Rejected lines</h2>
          {validation.rejected > validation.rejected_lines.length ? (
            <p class="note">
              The first {validation.rejected_lines.length} of {validation.rejected} rejected lines are listed.
            </p>
          ) : null}
          <DataTable label="Rejected lines" columns={[{ label: 'Line', numeric: true }, { label: 'JSON pointer' }, { label: 'Rule' }]}>
            {validation.rejected_lines.map((rejected, i) => (
              <tr key={i} data-line={rejected.line}>
                <td class="num">{rejected.line}</td>
                <td>{rejected.pointer ? <code>{rejected.pointer}</code> : <span class="muted">the whole line</span>}</td>
                <td>{rejected.rule}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      ) : null}
      {excluded.length > 0 ? (
        <section aria-labelledby="excluded-heading">
          <h2 id="excluded-heading">Transcript jobs not audited</h2>
          <DataTable label="Transcript jobs not audited" columns={[{ label: 'Transcript job' }, { label: 'Reason' }, { label: 'Status' }]}>
            {excluded.map((job) => (
              <tr key={job.job_id} data-job-id={job.job_id} data-reason={job.reason}>
                <td>
                  {/* not_found covers another principal's job: only the others are the caller's to open. */}
                  {job.reason === 'not_found' ? (
                    <code>{job.job_id}</code>
                  ) : (
                    <a href={hrefOf({ view: 'job', jobId: job.job_id })}>{job.job_id}</a>
                  )}
                </td>
                <td>{EXCLUSION_TEXT[job.reason]}</td>
                <td>{job.status ?? '—'}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      ) : null}
    </>
  );
};
