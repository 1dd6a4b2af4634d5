import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { parseBuffer } from 'music-metadata';
import { StageError } from '../../transcripts/errors';
import type { AudioIngestor } from '../../transcripts/ports';
import { guardedRequest, OutboundRequestRefusedError, type OutboundPolicy } from '../http/guarded-http';
import type { AudioFormat } from '../../transcripts/model';
import { sniffAudioFormat } from './format';

export interface AudioIngestLimits {
  readonly maxBytes: number;
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

const MIME_TYPES: Readonly<Record<AudioFormat, string>> = { wav: 'audio/wav', mp3: 'audio/mpeg', flac: 'audio/flac', ogg: 'audio/ogg' };

/**
 * Channels and duration from the media's own headers and frames, in JavaScript (music-metadata): the deployed
 * function ships no audio tools. MP3 without a duration header is scanned frame by frame.
 */
export const readAudioProperties = async (body: Buffer, format: AudioFormat): Promise<{ channels: number; durationMs: number }> => {
  const { format: properties } = await parseBuffer(
    body,
    { mimeType: MIME_TYPES[format], size: body.length },
    { duration: true, skipCovers: true },
  );
  const { numberOfChannels, duration, sampleRate } = properties;
  if (!numberOfChannels || !sampleRate || duration === undefined || !Number.isFinite(duration)) {
    throw new Error(`no ${!numberOfChannels ? 'channel count' : !sampleRate ? 'sample rate' : 'duration'} in the ${format} stream`);
  }
  return { channels: numberOfChannels, durationMs: Math.round(duration * 1000) };
};

/**
 * Fetch stage adapter: guarded download (the SSRF guard the callback deliverer uses too: address checks after
 * DNS resolution, pinned connection, re-checked redirects, size cap) → format from magic bytes → channels and
 * duration read in JS → the original media into the audio bucket, as Amazon Transcribe takes it.
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
      throw new StageError(
        transient ? 'AUDIO_UNREACHABLE' : 'AUDIO_HTTP_ERROR',
        `Fetching ${redacted(url)} answered HTTP ${response.status}.`,
      );
    }
    const format = sniffAudioFormat(response.body);
    if (!format) {
      throw new StageError('AUDIO_NOT_AUDIO', `The file at ${redacted(url)} is not WAV, MP3, FLAC or OGG audio.`);
    }
    let properties;
    try {
      properties = await readAudioProperties(response.body, format);
    } catch (cause) {
      throw new StageError('AUDIO_UNDECODABLE', `The ${format.toUpperCase()} file could not be decoded.`, { cause });
    }
    if (properties.durationMs > deps.limits.maxDurationMs) {
      throw new StageError(
        'AUDIO_TOO_LONG',
        `The recording lasts ${Math.round(properties.durationMs / 1000)} s; the limit is ${deps.limits.maxDurationMs / 1000} s.`,
      );
    }
    await deps.s3.send(new PutObjectCommand({ Bucket: deps.bucket, Key: targetKey, Body: response.body, ContentType: MIME_TYPES[format] }));
    return { key: targetKey, format, bytes: response.body.length, ...properties };
  },
});
