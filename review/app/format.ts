import type { Criterion } from '../../client/types';

/** Display helpers shared by the views. */

export const formatNumber = (value: number | null | undefined, digits = 2): string =>
  value === null || value === undefined ? '—' : Number.isInteger(value) ? String(value) : value.toFixed(digits);

export const formatTime = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }) + ' UTC' : '—';

/** A turn timestamp as given: RFC 3339 → time of day, seconds from the start → m:ss.s, HH:MM:SS.mmm as is. */
export const formatTurnTime = (timestamp: string | number): string => {
  if (typeof timestamp === 'number') {
    const minutes = Math.floor(timestamp / 60);
    return `${minutes}:${(timestamp - minutes * 60).toFixed(1).padStart(4, '0')}`;
  }
  const date = /^\d{4}-\d{2}-\d{2}T/.test(timestamp) ? new Date(timestamp) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(11, 19) : timestamp;
};

/** A criterion's score as its scale reads: the label of an ordinal index, the value within a continuous range. */
export const formatCriterionScore = (criterion: Criterion | undefined, score: number | null, label?: string): string => {
  if (score === null) return 'N/A';
  if (criterion?.scale.type === 'ordinal')
    return `${label ?? criterion.scale.labels[score] ?? score} (${score + 1} of ${criterion.scale.labels.length})`;
  if (criterion?.scale.type === 'continuous') return `${formatNumber(score)} on ${criterion.scale.range[0]}–${criterion.scale.range[1]}`;
  return formatNumber(score);
};

/** A criterion mean (ordinal: the mean label index) on the criterion's own scale. */
export const formatCriterionMean = (criterion: Criterion | undefined, mean: number | null | undefined): string => {
  if (mean === null || mean === undefined) return '—';
  if (criterion?.scale.type === 'ordinal')
    return `${formatNumber(mean)} of ${criterion.scale.labels.length - 1} (${criterion.scale.labels.join(' · ')})`;
  if (criterion?.scale.type === 'continuous') return `${formatNumber(mean)} on ${criterion.scale.range[0]}–${criterion.scale.range[1]}`;
  return formatNumber(mean);
};

/** `1 conversation`, `2 conversations`. */
export const plural = (count: number, noun: string): string => `${count} ${count === 1 ? noun : `${noun}s`}`;

export const shortId = (id: string) => (id.length > 13 ? `${id.slice(0, 8)}…` : id);
