import { ValidationError } from '../core/errors';

/**
 * Pages and windows of the review and insight routes: opaque cursors (what a store needs to continue, base64url
 * encoded, so callers pass them back unchanged) and time windows bounded in length.
 */

export const encodeCursor = (position: string): string =>
  btoa(String.fromCodePoint(...new TextEncoder().encode(position)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const decodeCursor = (cursor: string): string => {
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.codePointAt(0)!));
  } catch (error) {
    throw new ValidationError(
      [{ in: 'query', pointer: '/cursor', message: 'not a cursor this API returned (pass next_cursor unchanged)' }],
      'The cursor is not valid.',
      {
        cause: error,
      },
    );
  }
};

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Window {
  readonly from: string;
  readonly to: string;
}

/** [from, to): `to` defaults to now, `from` to `defaultDays` before `to`; at most `maxDays` long. */
export const resolveWindow = (
  given: { readonly from?: string; readonly to?: string },
  now: Date,
  limits: { readonly defaultDays: number; readonly maxDays: number },
): Window => {
  const to = given.to ?? now.toISOString();
  const from = given.from ?? new Date(new Date(to).getTime() - limits.defaultDays * DAY_MS).toISOString();
  if (!(from < to))
    throw new ValidationError(
      [{ in: 'query', pointer: '/from', message: `from must be before to (got ${from} and ${to})` }],
      'The window is empty.',
    );
  if (new Date(to).getTime() - new Date(from).getTime() > limits.maxDays * DAY_MS) {
    throw new ValidationError(
      [{ in: 'query', pointer: '/from', message: `a window spans at most ${limits.maxDays} days` }],
      'The window is too long.',
    );
  }
  return { from, to };
};
