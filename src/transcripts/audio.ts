import { NotFoundError } from '../core/errors';
import { objectKeys } from './keys';
import type { AudioLinks, Clock, TranscriptJobRepository } from './ports';

/** Long enough to start playing and seek for a while; the player asks again when a link has expired. */
export const AUDIO_LINK_SECONDS = 5 * 60;

export interface PlayableAudio {
  readonly jobId: string;
  readonly url: string;
  readonly expiresAt: string;
  readonly contentType: string;
  /** Set when the job redacts personal data: the recording served has every redacted stretch silenced. */
  readonly redaction?: 'silenced';
}

/**
 * A short-lived link to a job's recording, for its owner only (another principal's job is reported exactly like a
 * missing one). The recording exists once the fetch stage stored it, until the audio bucket's expiry removes it.
 * A job that redacts personal data never serves the original: only the copy the finalize stage silenced, once
 * the job has completed, and nothing when the recording's format could not be edited (docs/personal-data.md).
 */
export const playableAudio = async (
  deps: { readonly jobs: TranscriptJobRepository; readonly audio: AudioLinks; readonly clock: Clock },
  owner: string,
  jobId: string,
): Promise<PlayableAudio> => {
  const job = await deps.jobs.get(jobId);
  if (!job || job.owner !== owner) throw new NotFoundError(`No transcript job ${jobId}.`);
  const issuedAt = deps.clock.now().getTime();
  const redacts = job.request.redactPii === true;
  const link = await deps.audio.playable(redacts ? objectKeys.redactedAudio(jobId) : objectKeys.audio(jobId), AUDIO_LINK_SECONDS);
  if (!link && redacts) {
    throw new NotFoundError(
      job.status === 'completed'
        ? `Transcript job ${jobId}'s recording is not served: its personal data is redacted and only a PCM WAV recording can be silenced, so it is withheld (or the audio bucket's expiry removed it).`
        : `Transcript job ${jobId} redacts personal data: its recording is served, with the redacted stretches silenced, once the job has completed.`,
    );
  }
  if (!link) {
    throw new NotFoundError(
      job.status === 'pending'
        ? `Transcript job ${jobId} has not fetched its audio yet.`
        : `Transcript job ${jobId} has no stored recording: it was never fetched, or the audio bucket's expiry removed it.`,
    );
  }
  return {
    jobId,
    url: link.url,
    contentType: link.contentType,
    expiresAt: new Date(issuedAt + AUDIO_LINK_SECONDS * 1000).toISOString(),
    ...(redacts ? { redaction: 'silenced' as const } : {}),
  };
};
