import { correctKeyterms, matchKeyterms, normalizeKeyterms } from '../../src/transcripts/keyterms';
import { soundKey, tokens } from '../../src/transcripts/words';
import type { Segment } from '../../src/transcripts/model';
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

/** A turn as an engine heard it: `word:0.42` carries the engine's confidence, a bare word none. */
const heard = (text: string, startMs = 0): Segment => ({
  speaker: 'speaker_0',
  words: text.split(' ').map((token, i) => {
    const [word, confidence] = token.split(':');
    return {
      text: word!,
      startMs: startMs + i * 300,
      endMs: startMs + i * 300 + 250,
      ...(confidence ? { confidence: Number(confidence) } : {}),
    };
  }),
});
const textOf = (segments: readonly Segment[]) => segments.map((s) => s.words.map((w) => w.text).join(' '));

describe('correctKeyterms', () => {
  it('replaces an unsure near miss by the key term and records before, after, turn, time and why', () => {
    const { segments, corrections } = correctKeyterms(
      [heard('hello'), heard('my:0.95 zyxell:0.41 modem:0.93 is broken', 5000)],
      ['ZyXEL modem'],
    );
    expect(textOf(segments)).toEqual(['hello', 'my zyxel modem is broken']);
    expect(corrections).toEqual([
      expect.objectContaining({
        stage: 'transcribe',
        source: 'keyterm-match',
        turnIndex: 1,
        before: 'zyxell modem',
        after: 'zyxel modem',
        startMs: 5300,
      }),
    ]);
    expect(corrections[0]!.reason).toContain('confidence 0.41');
  });

  it('matches multi-word brand names as phrases, anchored on their ordinary words', () => {
    const { segments } = correctKeyterms(
      [
        heard('thank:0.84 you:0.96 for:1 calling:0.9 can:0.72 just:0.63 a:0.66 bank:0.63'),
        heard('through:0.9 to:0.9 fabric:0.96 and:0.77 energy:1 my:1 name:1'),
        heard('welcome:0.96 to:0.57 lead:0.83 to:0.39 their:0.94 insurance:1 claims:0.46'),
      ],
      ['Contoso Bank', 'Fabrikam Energy', 'Litware Insurance'],
    );
    expect(textOf(segments)).toEqual([
      'thank you for calling contoso bank',
      'through to fabrikam energy my name',
      'welcome to litware insurance claims',
    ]);
  });

  it('leaves a brand near miss alone when the engine was sure of every word', () => {
    expect(correctKeyterms([heard('through:0.97 to:0.95 fabric:0.96 and:0.93 energy:1')], ['Fabrikam Energy']).corrections).toEqual([]);
  });

  it('without confidence from the engine, edits only very strong matches', () => {
    expect(textOf(correctKeyterms([heard('my zyxell modem')], ['ZyXEL modem']).segments)).toEqual(['my zyxel modem']);
    expect(correctKeyterms([heard('calling fabric and energy')], ['Fabrikam Energy']).corrections).toEqual([]);
  });

  it('never replaces a word by an inflection of itself', () => {
    const input = [heard('the:0.5 charge:0.5 was:0.5 refunded:0.3 and:0.4 two:0.3 more:0.4 refunds:0.2 i:0.3 disputed:0.2 it:0.3')];
    const { segments, corrections } = correctKeyterms(input, ['refund', 'dispute', 'account numbers']);
    expect(segments).toEqual(input);
    expect(corrections).toEqual([]);
  });

  it('never replaces real words by an ordinary key term, however unsure the engine was', () => {
    const input = [heard('can:0.3 you:0.3 tell:0.3 me:0.3 your:0.3 account:0.3 number:0.3 for:0.3 the:0.3 order:0.2')];
    expect(correctKeyterms(input, ['roaming', 'router', 'account number']).corrections).toEqual([]);
  });

  it('corrects an ordinary key term only where the engine wrote something that is not a word', () => {
    expect(textOf(correctKeyterms([heard('a:0.9 reffund:0.4 please:0.9')], ['refund']).segments)).toEqual(['a refund please']);
  });

  it('leaves numbers and digit runs alone unless the key term is a number', () => {
    const input = [heard('it:0.5 is:0.5 four:0.3 seven:0.3 one:0.3 nine:0.3 nine:0.2')];
    expect(correctKeyterms(input, ['order 4719', 'Contoso Bank', 'roaming']).corrections).toEqual([]);
  });

  it('corrects a term the recogniser split into two non-words, keeping the span of both', () => {
    const { segments, corrections } = correctKeyterms([heard('call:0.9 the:0.9 helpp:0.4 deskk:0.5 now:0.9')], ['helpdesk']);
    expect(textOf(segments)).toEqual(['call the helpdesk now']);
    expect(segments[0]!.words[2]).toMatchObject({ startMs: 600, endMs: 1150 });
    expect(corrections[0]).toMatchObject({ before: 'helpp deskk', after: 'helpdesk' });
  });

  it('leaves exact occurrences, their neighbours and unrelated words alone', () => {
    const input = [heard('i:0.2 will:0.2 send:0.2 a:0.2 replacement:0.2 router:0.2 today:0.2')];
    const { segments, corrections } = correctKeyterms(input, ['replacement', 'router']);
    expect(segments).toEqual(input);
    expect(corrections).toEqual([]);
  });

  it('does not touch short unanchored terms, where a near miss is usually another real word', () => {
    expect(correctKeyterms([heard('the:0.2 cat:0.2 sat:0.2')], ['bat']).corrections).toEqual([]);
  });

  it('handles a thousand terms without changing what does not match', () => {
    const terms = Array.from({ length: 1000 }, (_, i) => `product number ${i}`);
    const { corrections } = correctKeyterms([heard('thank:0.5 you:0.5 for:0.5 calling:0.5 how:0.5 can:0.5 i:0.5 help:0.5')], terms);
    expect(corrections).toEqual([]);
  });
});

describe('matchKeyterms and normalizeKeyterms', () => {
  it('counts occurrences per requested term (as requested) and lists the turns', () => {
    const segments = [spoken('order four seven one nine'), spoken('the router and the other router')];
    expect(matchKeyterms(segments, ['Router', 'order 4719', 'modem'])).toEqual([
      { term: 'Router', occurrences: 2, turnIndexes: [1] },
      { term: 'order 4719', occurrences: 1, turnIndexes: [0] },
    ]);
  });

  it('drops duplicates that differ only in case or punctuation', () => {
    expect(normalizeKeyterms(['Acme', 'acme!', ' ', 'Acme Support']).map((k) => k.term)).toEqual(['Acme', 'Acme Support']);
  });
});
