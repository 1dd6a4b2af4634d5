/**
 * What Amazon Transcribe does with MediaFormat: it reads the container from the media itself (a job may omit
 * MediaFormat) and fails a job whose media is not one of its formats, or not the one the job named. The
 * containers are told apart by their signatures: RIFF/RF64 WAVE, fLaC, OggS, ID3 or an MPEG layer III frame
 * header, `#!AMR`, EBML (WebM) and the ISO base media `ftyp` box (M4A when its brand says so, else MP4).
 */
export type TranscribeMediaFormat = 'wav' | 'flac' | 'ogg' | 'mp3' | 'amr' | 'webm' | 'mp4' | 'm4a';

/** Bytes of the media's head that decide its format. */
export const MEDIA_HEAD_BYTES = 16;

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** An MPEG audio frame header: 11 sync bits, a defined version (not the reserved 01) and layer III (01). */
const isMpegLayer3Frame = (head: Buffer): boolean => {
  const [sync, flags] = [head[0], head[1]];
  if (sync !== 0xff || flags === undefined) return false;
  const version = (flags >> 3) & 0b11;
  const layer = (flags >> 1) & 0b11;
  return (flags & 0xe0) === 0xe0 && version !== 0b01 && layer === 0b01;
};

export const detectMediaFormat = (head: Buffer): TranscribeMediaFormat | undefined => {
  const text = (start: number, end: number) => head.toString('latin1', start, end);
  if (['RIFF', 'RF64'].includes(text(0, 4)) && text(8, 12) === 'WAVE') return 'wav';
  if (text(0, 4) === 'fLaC') return 'flac';
  if (text(0, 4) === 'OggS') return 'ogg';
  if (text(0, 5) === '#!AMR') return 'amr';
  if (head.subarray(0, 4).equals(EBML_MAGIC)) return 'webm';
  if (text(4, 8) === 'ftyp') return text(8, 11) === 'M4A' ? 'm4a' : 'mp4';
  if (text(0, 3) === 'ID3' || isMpegLayer3Frame(head)) return 'mp3';
  return undefined;
};
