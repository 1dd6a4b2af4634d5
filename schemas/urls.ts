import * as z from 'zod';

/**
 * Which URLs a caller may hand us. Production: https only. The sandbox also accepts http(s) to a loopback
 * host, so tests and local users can serve files from their machine — its one documented relaxation.
 */
export type UrlPolicy = 'https-only' | 'https-or-loopback';

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** A URL a caller hands us (audio, callbacks), checked against `policy`, at most `maxChars` long. */
export const callerUrl = (policy: UrlPolicy, maxChars: number) =>
  z
    .string()
    .max(maxChars, `must be at most ${maxChars} characters`)
    .superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be an absolute URL' });
        return;
      }
      if (url.protocol === 'https:') return;
      if (policy === 'https-or-loopback' && url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname)) return;
      ctx.addIssue({
        code: 'custom',
        message: policy === 'https-only' ? 'must be an https URL' : 'must be an https URL (or http to a loopback host in the sandbox)',
      });
    });
