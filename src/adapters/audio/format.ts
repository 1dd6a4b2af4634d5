import type { AudioFormat } from '../../transcripts/model';

/**
 * The audio format from the file's first bytes. Content-Type headers and file names of pre-signed URLs are
 * unreliable (often application/octet-stream), so only the bytes are trusted.
 */
export const sniffAudioFormat = (head: Buffer): AudioFormat | undefined => {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if ((ascii(0, 4) === 'RIFF' || ascii(0, 4) === 'RF64') && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame header: 11 sync bits, then a valid version and layer III.
  const [b0, b1] = [head[0], head[1]];
  if (b0 === 0xff && b1 !== undefined && (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) === 0x02) return 'mp3';
  return undefined;
};
