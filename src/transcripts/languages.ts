/**
 * The languages a job may ask for: every ISO 639-1 language Amazon Transcribe transcribes in batch
 * (https://docs.aws.amazon.com/transcribe/latest/dg/supported-languages.html; the LanguageCode enum of
 * StartTranscriptionJob), each with the locale the job is sent in. Where Transcribe has several locales of one
 * language, the one with the most speakers or the widest feature support is chosen (en-US, es-US, pt-BR, fr-FR,
 * de-DE, zh-CN, ar-SA, sw-KE...). Locales of languages without an ISO 639-1 code (ast-ES, ckb-IQ/IR, kab-DZ,
 * mhr-RU) cannot be asked for with a two-letter code. Any other language is refused at submission.
 */
export const TRANSCRIBE_LOCALE_BY_LANGUAGE = {
  ab: 'ab-GE', af: 'af-ZA', am: 'am-ET', ar: 'ar-SA', az: 'az-AZ', ba: 'ba-RU', be: 'be-BY', bg: 'bg-BG', bn: 'bn-IN',
  bs: 'bs-BA', ca: 'ca-ES', cs: 'cs-CZ', cy: 'cy-GB', da: 'da-DK', de: 'de-DE', el: 'el-GR', en: 'en-US', es: 'es-US',
  et: 'et-EE', eu: 'eu-ES', fa: 'fa-IR', fi: 'fi-FI', fr: 'fr-FR', ga: 'ga-IE', gd: 'gd-GB', gl: 'gl-ES', gu: 'gu-IN',
  ha: 'ha-NG', he: 'he-IL', hi: 'hi-IN', hr: 'hr-HR', ht: 'ht-HT', hu: 'hu-HU', hy: 'hy-AM', id: 'id-ID', is: 'is-IS',
  it: 'it-IT', ja: 'ja-JP', jv: 'jv-ID', ka: 'ka-GE', kk: 'kk-KZ', km: 'km-KH', kn: 'kn-IN', ko: 'ko-KR', ky: 'ky-KG',
  lg: 'lg-IN', lt: 'lt-LT', lv: 'lv-LV', mi: 'mi-NZ', mk: 'mk-MK', ml: 'ml-IN', mn: 'mn-MN', mr: 'mr-IN', ms: 'ms-MY',
  mt: 'mt-MT', my: 'my-MM', ne: 'ne-NP', nl: 'nl-NL', no: 'no-NO', or: 'or-IN', pa: 'pa-IN', pl: 'pl-PL', ps: 'ps-AF',
  pt: 'pt-BR', ro: 'ro-RO', ru: 'ru-RU', rw: 'rw-RW', si: 'si-LK', sk: 'sk-SK', sl: 'sl-SI', so: 'so-SO', sq: 'sq-AL',
  sr: 'sr-RS', su: 'su-ID', sv: 'sv-SE', sw: 'sw-KE', ta: 'ta-IN', te: 'te-IN', th: 'th-TH', tl: 'tl-PH', tr: 'tr-TR',
  tt: 'tt-RU', ug: 'ug-CN', uk: 'uk-UA', uz: 'uz-UZ', vi: 'vi-VN', wo: 'wo-SN', zh: 'zh-CN', zu: 'zu-ZA',
} as const;

export type SupportedLanguage = keyof typeof TRANSCRIBE_LOCALE_BY_LANGUAGE;

export const SUPPORTED_LANGUAGES = Object.keys(TRANSCRIBE_LOCALE_BY_LANGUAGE) as SupportedLanguage[];

/**
 * The locales in which Amazon Transcribe redacts PII in batch jobs (ContentRedaction;
 * https://docs.aws.amazon.com/transcribe/latest/dg/pii-redaction-batch.html). Redaction cannot be combined with
 * language identification, so a job without a language gets only the local redaction pass.
 */
export const TRANSCRIBE_REDACTION_LOCALES: readonly string[] = ['en-US', 'es-US', 'fr-FR', 'fr-CA', 'de-DE', 'de-CH', 'it-IT', 'pt-PT', 'pt-BR'];
