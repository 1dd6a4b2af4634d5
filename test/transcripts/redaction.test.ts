import { findPii, listRedactions, passesLuhn, redactSegments } from '../../src/transcripts/redaction';
import { spoken } from './support/fakes';

const typesIn = (text: string) => findPii(text.split(' ')).map((span) => span.type);
const redactedText = (text: string) => redactSegments([spoken(text)])[0]!.words.map((w) => w.text).join(' ');

describe('PII redaction', () => {
  it('checks card numbers with Luhn', () => {
    expect(passesLuhn([4, 5, 3, 2, 0, 1, 5, 1, 1, 2, 8, 3, 0, 3, 6, 6])).toBe(true);
    expect(passesLuhn([4, 5, 3, 2, 0, 1, 5, 1, 1, 2, 8, 3, 0, 3, 6, 7])).toBe(false);
  });

  it('redacts a card number read out digit by digit, as PocketSphinx writes it, and types it by its checksum', () => {
    const text = 'my card is four five three two zero one five one one two eight three zero three six six thanks';
    expect(typesIn(text)).toEqual(['CREDIT_DEBIT_NUMBER']);
    expect(redactedText(text)).toBe('my card is [PII] thanks');
  });

  it('redacts written numbers, an account number that fails Luhn, and a phone number by its cue', () => {
    expect(typesIn('card 4532015112830366')).toEqual(['CREDIT_DEBIT_NUMBER']);
    expect(typesIn('account number eight two seven three nine one four four')).toEqual(['BANK_ACCOUNT_NUMBER']);
    expect(typesIn('my phone number is 555-201-7788')).toEqual(['PHONE']);
  });

  it('counts digit homophones only inside a run of digits', () => {
    expect(redactedText('account eight two for seven three nine one please')).toBe('account [PII] please');
    expect(redactedText('thank you for calling one two three')).toBe('thank you for calling one two three');
  });

  it('leaves short numbers alone: an order number is not PII', () => {
    expect(typesIn('order four seven one nine')).toEqual([]);
  });

  it('redacts a date of birth after its cue, spoken or read as digits', () => {
    expect(redactedText('my date of birth is march third nineteen eighty five okay')).toBe('my date of birth is [PII] okay');
    expect(typesIn('i was born on the fifth of may nineteen ninety')).toEqual(['DATE_OF_BIRTH']);
    expect(typesIn('date of birth one two zero three one nine eight five')).toEqual(['DATE_OF_BIRTH']);
    expect(typesIn('call me on march third')).toEqual([]);
  });

  it('redacts e-mail addresses, written or spoken', () => {
    expect(typesIn('write to jane.doe@contoso.com today')).toEqual(['EMAIL']);
    expect(redactedText('it is jane dot doe at contoso dot com thanks')).toBe('it is [PII] thanks');
  });

  it('lists each redaction by type and character span in its turn, never by value', () => {
    const segments = redactSegments([spoken('hello'), spoken('card four five three two zero one five one one two eight three zero three six six ok')]);
    const redactions = listRedactions(segments);
    expect(redactions).toEqual([{ type: 'CREDIT_DEBIT_NUMBER', turnIndex: 1, start: 5, end: 10 }]);
    const text = segments[1]!.words.map((w) => w.text).join(' ');
    expect(text.slice(redactions[0]!.start, redactions[0]!.end)).toBe('[PII]');
    expect(JSON.stringify(redactions)).not.toMatch(/four|4532/);
  });
});
