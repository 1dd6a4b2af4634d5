import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { StageError } from '../../transcripts/errors';
import type { AudioIngestor } from '../../transcripts/ports';
import { guardedRequest, OutboundRequestRefusedError, type OutboundPolicy } from '../http/guarded-http';
import { uploadFile } from '../s3/transcript-objects';
import { sniffAudioFormat } from './format';
import { convertForEngine, probeDurationMs } from './sox';

export interface AudioIngestLimits {
  readonly maxBytes: number;
  /** Keeps the converted WAV (64 kB/s for stereo) within the function's temporary storage. */
  readonly maxDurationMs: number;
  readonly timeoutMs: number;
  readonly maxRedirects: number;
}

/** Pre-signed URLs carry credentials in their query string: never echo it into job errors or logs. */
const redacted = (url: string): string => {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
};

/**
 * Fetch stage adapter: guarded download (the SSRF guard the callback deliverer uses too: address checks after
 * DNS resolution, pinned connection, re-checked redirects, size cap) → format from magic bytes → sox
 * conversion to the engine WAV → upload to the audio bucket. Temporary files live in one directory removed
 * afterwards.
 */
export const audioIngestor = (deps: {
  readonly s3: S3Client;
  readonly bucket: string;
  readonly policy: OutboundPolicy;
  readonly limits: AudioIngestLimits;
}): AudioIngestor => ({
  ingest: async ({ url, targetKey }) => {
    let response;
    try {
      response = await guardedRequest(url, {
        method: 'GET',
        timeoutMs: deps.limits.timeoutMs,
        maxRedirects: deps.limits.maxRedirects,
        maxResponseBytes: deps.limits.maxBytes,
        policy: deps.policy,
      });
    } catch (error) {
      if (error instanceof OutboundRequestRefusedError) {
        throw new StageError('AUDIO_URL_REFUSED', `Fetching ${redacted(url)} is not allowed: ${error.message}.`, { cause: error });
      }
      // DNS failures, refused connections and time-outs: the host may come back.
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).name;
      throw new StageError('AUDIO_UNREACHABLE', `Fetching ${redacted(url)} failed: ${reason}.`, { cause: error });
    }
    if (response.truncated) {
      throw new StageError('AUDIO_TOO_LARGE', `The audio at ${redacted(url)} is larger than ${deps.limits.maxBytes} bytes.`);
    }
    if (response.status >= 300 && response.status < 400 && response.headers.location) {
      throw new StageError('AUDIO_TOO_MANY_REDIRECTS', `Fetching ${redacted(url)} redirected more than ${deps.limits.maxRedirects} times.`);
    }
    if (response.status < 200 || response.status > 299) {
      // A server error or throttling may pass; 4xx (expired signature, missing file) will not.
      const transient = response.status >= 500 || response.status === 429;
      throw new StageError(transient ? 'AUDIO_UNREACHABLE' : 'AUDIO_HTTP_ERROR', `Fetching ${redacted(url)} answered HTTP ${response.status}.`);
    }
    const format = sniffAudioFormat(response.body);
    if (!format) {
      throw new StageError('AUDIO_NOT_AUDIO', `The file at ${redacted(url)} is not WAV, MP3, FLAC or OGG audio.`);
    }
    const dir = await mkdtemp(join(tmpdir(), 'transcript-audio-'));
    try {
      const original = join(dir, `original.${format}`);
      const converted = join(dir, 'engine.wav');
      await writeFile(original, response.body);
      let properties;
      try {
        const durationMs = await probeDurationMs(original);
        if (durationMs > deps.limits.maxDurationMs) {
          throw new StageError('AUDIO_TOO_LONG', `The recording lasts ${Math.round(durationMs / 1000)} s; the limit is ${deps.limits.maxDurationMs / 1000} s.`);
        }
        properties = await convertForEngine(original, format, converted);
      } catch (cause) {
        if (cause instanceof StageError) throw cause;
        throw new StageError('AUDIO_UNDECODABLE', `The ${format.toUpperCase()} file could not be decoded.`, { cause });
      }
      await uploadFile(deps.s3, deps.bucket, targetKey, converted, 'audio/wav');
      return { key: targetKey, format, bytes: response.body.length, ...properties };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
});
