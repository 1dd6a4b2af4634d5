import { redactUtterances } from '../../sandbox/transcribe/redaction';

/** The local Transcribe's ContentRedaction on one utterance of a channel. */
const redacted = (text: string, types?: string[]) =>
  redactUtterances(
    [{ words: text.split(' ').map((word, i) => ({ text: word, startMs: i * 100, endMs: i * 100 + 90, confidence: 0.9 })) }],
    types,
  )[0]!.words.map((w) => (w.redactionType ? `[${w.redactionType}]` : w.text));

describe("the local Transcribe's PII redaction", () => {
  it('redacts digit sequences typed by what was said before them, and card numbers by their checksum', () => {
    expect(redacted('my account number is eight two seven three nine one four four').join(' ')).toBe(
      'my account number is [BANK_ACCOUNT_NUMBER]',
    );
    expect(redacted('four five three two zero one five one one two eight three zero three six six').join(' ')).toBe(
      '[CREDIT_DEBIT_NUMBER]',
    );
    expect(redacted('my pin is one two three four').join(' ')).toBe('my pin is [PIN]');
  });

  it('redacts e-mail addresses and a name or address the speaker introduces', () => {
    expect(redacted('it is jane dot doe at contoso dot com').join(' ')).toBe('it is [EMAIL]');
    expect(redacted('hi my name is sarah connor and i am calling').join(' ')).toBe('hi my name is [NAME] and i am calling');
  });

  it('leaves ordinary numbers and answers it has no context for (the application redacts those from the conversation)', () => {
    expect(redacted('it will take three to five working days').join(' ')).toBe('it will take three to five working days');
    expect(redacted('that is three three eight one five').join(' ')).toBe('that is three three eight one five');
  });

  it('redacts only the PiiEntityTypes asked for', () => {
    expect(redacted('my pin is one two three four', ['EMAIL']).join(' ')).toBe('my pin is one two three four');
    expect(redacted('my pin is one two three four', ['ALL']).join(' ')).toBe('my pin is [PIN]');
  });
});
