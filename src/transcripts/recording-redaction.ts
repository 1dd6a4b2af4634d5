/**
 * Silencing personal data in a recording, in plain TypeScript (deployed functions have no sox or ffmpeg): a PCM
 * WAV (RIFF/WAVE, format 1 or WAVE_FORMAT_EXTENSIBLE with the PCM sub-format, 8 to 32 bits, any number of
 * channels) gets the samples of every redacted stretch set to silence on every channel. Compressed formats (MP3,
 * FLAC, Ogg) and WAVs of other encodings cannot be edited this way: the rule for them is that the recording is
 * not served at all (see docs/personal-data.md).
 */

export interface TimeRange {
  readonly startMs: number;
  readonly endMs: number;
}

/**
 * Silence added either side of a redacted stretch: recognisers place word boundaries a little off, and a digit cut
 * in half can still be heard.
 */
export const SILENCE_PADDING_MS = 250;

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

interface PcmLayout {
  readonly sampleRate: number;
  readonly blockAlign: number;
  readonly bitsPerSample: number;
  readonly dataOffset: number;
  readonly dataBytes: number;
}

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Where a PCM WAV's samples are and how they are laid out; undefined for anything else. */
export const pcmLayout = (bytes: Uint8Array): PcmLayout | undefined => {
  if (bytes.length < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: Omit<PcmLayout, 'dataOffset' | 'dataBytes'> | undefined;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = ascii(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.length) {
      const code = view.getUint16(body, true);
      const pcm =
        code === WAVE_FORMAT_PCM || (code === WAVE_FORMAT_EXTENSIBLE && size >= 40 && view.getUint16(body + 24, true) === WAVE_FORMAT_PCM);
      const bitsPerSample = view.getUint16(body + 14, true);
      const blockAlign = view.getUint16(body + 12, true);
      if (!pcm || ![8, 16, 24, 32].includes(bitsPerSample) || blockAlign === 0) return undefined;
      format = { sampleRate: view.getUint32(body + 4, true), blockAlign, bitsPerSample };
    }
    if (id === 'data') {
      if (!format || format.sampleRate === 0) return undefined;
      // A streamed WAV may say 0 or 0xFFFFFFFF: the samples run to the end of the file.
      const dataBytes = size === 0 || body + size > bytes.length ? bytes.length - body : size;
      return { ...format, dataOffset: body, dataBytes: dataBytes - (dataBytes % format.blockAlign) };
    }
    at = body + size + (size % 2);
  }
  return undefined;
};

/** The ranges, padded and merged where they touch. */
export const paddedRanges = (ranges: readonly TimeRange[], paddingMs = SILENCE_PADDING_MS): TimeRange[] =>
  [...ranges]
    .map((r) => ({ startMs: Math.max(0, r.startMs - paddingMs), endMs: r.endMs + paddingMs }))
    .sort((a, b) => a.startMs - b.startMs)
    .reduce<TimeRange[]>((merged, range) => {
      const last = merged[merged.length - 1];
      if (last && range.startMs <= last.endMs)
        merged[merged.length - 1] = { startMs: last.startMs, endMs: Math.max(last.endMs, range.endMs) };
      else merged.push(range);
      return merged;
    }, []);

/** A copy of a PCM WAV with every range silenced on every channel (padded by SILENCE_PADDING_MS), or undefined when it is not one. */
export const silenceWav = (bytes: Uint8Array, ranges: readonly TimeRange[]): Uint8Array | undefined => {
  const layout = pcmLayout(bytes);
  if (!layout) return undefined;
  const copy = new Uint8Array(bytes);
  // 8-bit PCM is unsigned: silence is its midpoint.
  const silence = layout.bitsPerSample === 8 ? 128 : 0;
  const frameAt = (ms: number) => Math.min(Math.floor((ms * layout.sampleRate) / 1000) * layout.blockAlign, layout.dataBytes);
  for (const range of paddedRanges(ranges)) {
    copy.fill(silence, layout.dataOffset + frameAt(range.startMs), layout.dataOffset + frameAt(range.endMs));
  }
  return copy;
};
