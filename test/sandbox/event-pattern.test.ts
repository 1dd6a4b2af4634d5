import { matchesPattern } from '../../sandbox/event-pattern';

const event = {
  source: 'contact-center.transcripts',
  'detail-type': 'Transcript Job Status Changed',
  detail: { status: 'completed', attempts: 3, tags: ['a', 'b'], callback: { url: 'https://x.example/hook' } },
};

describe('EventBridge pattern matching in the sandbox bus', () => {
  it.each([
    [{ source: ['contact-center.transcripts'] }, true],
    [{ source: ['contact-center.audits'] }, false],
    [{ detail: { status: ['failed', 'completed'] } }, true],
    [{ detail: { status: [{ 'anything-but': ['pending'] }] } }, true],
    [{ detail: { status: [{ 'anything-but': 'completed' }] } }, false],
    [{ detail: { callback: { url: [{ prefix: 'https://' }] } } }, true],
    [{ detail: { callback: { url: [{ suffix: '/hook' }] } } }, true],
    [{ detail: { callback: { url: [{ wildcard: 'https://*.example/*' }] } } }, true],
    [{ detail: { status: [{ 'equals-ignore-case': 'COMPLETED' }] } }, true],
    [{ detail: { attempts: [{ numeric: ['>', 2, '<=', 3] }] } }, true],
    [{ detail: { attempts: [{ numeric: ['>', 3] }] } }, false],
    [{ detail: { error: [{ exists: false }] } }, true],
    [{ detail: { error: [{ exists: true }] } }, false],
    [{ detail: { tags: ['b'] } }, true],
    [{ detail: { missing: { nested: ['x'] } } }, false],
    [{ $or: [{ source: ['nope'] }, { detail: { status: ['completed'] } }] }, true],
  ])('%j → %s', (pattern, expected) => {
    expect(matchesPattern(pattern, event)).toBe(expected);
  });

  it('rejects a matcher it does not understand instead of guessing', () => {
    expect(() => matchesPattern({ source: [{ cidr: '10.0.0.0/8' }] }, event)).toThrow(/Unsupported/);
  });
});
