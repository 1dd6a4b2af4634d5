import { LanguageCode } from '@aws-sdk/client-transcribe';
import { createTranscriptRequestSchema, TRANSCRIPT_LANGUAGES } from '../../schemas/transcripts';
import { TRANSCRIBE_LOCALE_BY_LANGUAGE } from '../../src/transcripts/languages';

const request = (audioUrl: string, callbackUrl = 'https://example.com/cb') => ({
  callback: { url: callbackUrl, events: ['completed'] },
  metadata: {},
  idempotencyKey: 'k',
  payload: { input: { audio_url: audioUrl } },
});

describe('createTranscriptRequestSchema', () => {
  it('production accepts https only, loopback included only over https (the fetch guard refuses it later)', () => {
    const production = createTranscriptRequestSchema('https-only');
    expect(production.safeParse(request('https://audio.example.com/a.wav')).success).toBe(true);
    expect(production.safeParse(request('http://127.0.0.1:8080/a.wav')).success).toBe(false);
    expect(production.safeParse(request('https://example.com/a.wav', 'http://localhost/cb')).success).toBe(false);
  });

  it('the sandbox also accepts http to loopback hosts, and nothing else over http', () => {
    const sandbox = createTranscriptRequestSchema('https-or-loopback');
    for (const url of ['http://127.0.0.1:8080/a.wav', 'http://localhost/a.wav', 'http://[::1]:9/a.wav']) {
      expect(sandbox.safeParse(request(url)).success).toBe(true);
    }
    expect(sandbox.safeParse(request('http://192.168.1.10/a.wav')).success).toBe(false);
    expect(sandbox.safeParse(request('not a url')).success).toBe(false);
  });

  it('caps URL lengths (both travel in every status event)', () => {
    const schema = createTranscriptRequestSchema('https-only');
    expect(schema.safeParse(request(`https://a.example/${'a'.repeat(8000)}`)).success).toBe(true);
    expect(schema.safeParse(request(`https://a.example/${'a'.repeat(8200)}`)).success).toBe(false);
    expect(schema.safeParse(request('https://a.example/a.wav', `https://cb.example/${'c'.repeat(2100)}`)).success).toBe(false);
  });

  it('defaults context_model to medium and applies no other defaults', () => {
    const parsed = createTranscriptRequestSchema('https-only').parse(request('https://a.example/a.wav'));
    expect(parsed.payload.config).toEqual({ context_model: 'medium' });
  });

  it('counts characters, not UTF-16 units, for the 256-character key limit', () => {
    const schema = createTranscriptRequestSchema('https-only');
    expect(schema.safeParse({ ...request('https://a.example/a.wav'), idempotencyKey: '😀'.repeat(256) }).success).toBe(true);
    expect(schema.safeParse({ ...request('https://a.example/a.wav'), idempotencyKey: '😀'.repeat(257) }).success).toBe(false);
  });

  it('maps every language to a locale StartTranscriptionJob takes, and every two-letter Transcribe language is mapped', () => {
    const locales = Object.values(LanguageCode) as string[];
    for (const language of TRANSCRIPT_LANGUAGES) expect(locales).toContain(TRANSCRIBE_LOCALE_BY_LANGUAGE[language]);
    const twoLetter = new Set(locales.map((locale) => locale.split('-')[0]!).filter((language) => language.length === 2));
    expect(new Set(TRANSCRIPT_LANGUAGES)).toEqual(twoLetter);
  });

  it('accepts every language Amazon Transcribe supports and refuses the others, listing what is supported', () => {
    const schema = createTranscriptRequestSchema('https-only');
    const withLanguage = (language: string) => {
      const body = request('https://a.example/a.wav');
      return { ...body, payload: { ...body.payload, config: { language } } };
    };
    for (const language of TRANSCRIPT_LANGUAGES) expect(schema.safeParse(withLanguage(language)).success).toBe(true);
    const refused = schema.safeParse(withLanguage('eo'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain(TRANSCRIPT_LANGUAGES.join(', '));
  });
});
