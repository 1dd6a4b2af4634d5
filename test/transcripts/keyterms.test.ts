import { correctKeyterms, matchKeyterms, normalizeKeyterms } from '../../src/transcripts/keyterms';
import { soundKey, tokens } from '../../src/transcripts/words';
import { spoken } from './support/fakes';

describe('tokens', () => {
  it('lower-cases, drops punctuation and spells digits the way recognisers emit them', () => {
    expect(tokens('Order #4719, please!')).toEqual(['order', 'four', 'seven', 'one', 'nine', 'please']);
    expect(tokens("Wi-Fi isn't on")).toEqual(['wi', 'fi', "isn't", 'on']);
  });
});

describe('soundKey', () => {
  it('gives words that sound alike the same key', () => {
    expect(soundKey('phone')).toBe(soundKey('fone'));
    expect(soundKey('kwik')).toBe(soundKey('quick'));
    expect(soundKey('router')).not.toBe(soundKey('order'));
  });
});

describe('correctKeyterms', () => {
  it('replaces a near miss by the key term and records before, after, turn and time', () => {
    const { segments, corrections } = correctKeyterms([spoken('hello'), spoken('my zyxell modem is broken', 5000)], ['ZyXEL modem']);
    expect(segments[1]!.words.map((w) => w.text)).toEqual(['my', 'zyxel', 'modem', 'is', 'broken']);
    expect(corrections).toEqual([
      expect.objectContaining({ stage: 'transcribe', source: 'keyterm-match', turnIndex: 1, before: 'zyxell modem', after: 'zyxel modem', startMs: 5300 }),
    ]);
  });

  it('corrects a term the recogniser split into two words, keeping the span of both', () => {
    const { segments, corrections } = correctKeyterms([spoken('call the help desk now')], ['helpdesk']);
    expect(segments[0]!.words.map((w) => w.text)).toEqual(['call', 'the', 'helpdesk', 'now']);
    expect(segments[0]!.words[2]).toMatchObject({ startMs: 600, endMs: 1150 });
    expect(corrections[0]).toMatchObject({ before: 'help desk', after: 'helpdesk' });
  });

  it('leaves exact occurrences, their neighbours and unrelated words alone', () => {
    const input = [spoken('i will send a replacement router today')];
    const { segments, corrections } = correctKeyterms(input, ['replacement', 'router']);
    expect(segments).toEqual(input);
    expect(corrections).toEqual([]);
  });

  it('does not touch short terms, where a near miss is usually another real word', () => {
    expect(correctKeyterms([spoken('the cat sat')], ['bat']).corrections).toEqual([]);
  });

  it('handles a thousand terms without changing what does not match', () => {
    const terms = Array.from({ length: 1000 }, (_, i) => `product number ${i}`);
    const { corrections } = correctKeyterms([spoken('thank you for calling how can i help')], terms);
    expect(corrections).toEqual([]);
  });
});

describe('matchKeyterms and normalizeKeyterms', () => {
  it('counts occurrences per requested term (as requested) and lists the turns', () => {
    const segments = [spoken('order four seven one nine'), spoken('the router and the other router')];
    expect(matchKeyterms(segments, ['Router', 'order 4719', 'modem'])).toEqual([
      { term: 'Router', occurrences: 2, turn_indexes: [1] },
      { term: 'order 4719', occurrences: 1, turn_indexes: [0] },
    ]);
  });

  it('drops duplicates that differ only in case or punctuation', () => {
    expect(normalizeKeyterms(['Acme', 'acme!', ' ', 'Acme Support']).map((k) => k.term)).toEqual(['Acme', 'Acme Support']);
  });
});
