import { profileParticipants } from '../../src/transcripts/profile';
import { aTranscript, spoken } from './support/fakes';

const call = (agentChannel: number) => {
  const customerChannel = 1 - agentChannel;
  return aTranscript([
    spoken('thank you for calling acme how can i help you', 0, `channel_${agentChannel}`, agentChannel),
    spoken('hi my order never arrived', 4000, `channel_${customerChannel}`, customerChannel),
    spoken('let me check that for you', 8000, `channel_${agentChannel}`, agentChannel),
    spoken('thanks goodbye', 12000, `channel_${customerChannel}`, customerChannel),
  ]);
};

const roleOf = (profile: ReturnType<typeof profileParticipants>, id: string) => profile.participants.find((p) => p.id === id)?.role;

describe('profileParticipants', () => {
  it.each([0, 1])('finds the agent on channel %i from what was said, whichever channel that is', (agentChannel) => {
    const profile = profileParticipants(call(agentChannel));
    expect(roleOf(profile, `channel_${agentChannel}`)).toBe('agent');
    expect(roleOf(profile, `channel_${1 - agentChannel}`)).toBe('customer');
    const agent = profile.participants.find((p) => p.role === 'agent')!;
    expect(agent).toMatchObject({ actorType: 'human', channel: agentChannel });
    expect(agent.cues).toEqual(expect.arrayContaining(['greeting:"thank you for calling"', 'offer:"how can i help"']));
    expect(agent.confidence).toBeGreaterThan(0.6);
    expect(profile.turnParticipants).toEqual([
      `channel_${agentChannel}`,
      `channel_${1 - agentChannel}`,
      `channel_${agentChannel}`,
      `channel_${1 - agentChannel}`,
    ]);
  });

  it('finds the agent from service phrases even when the customer speaks first', () => {
    const profile = profileParticipants(
      aTranscript([
        spoken('hello i am calling because my internet is not working', 0, 'channel_0', 0),
        spoken('you are speaking with dana i can help you with that one moment', 4000, 'channel_1', 1),
        spoken('thanks', 9000, 'channel_0', 0),
        spoken('thank you for your patience', 11000, 'channel_1', 1),
      ]),
    );
    expect(roleOf(profile, 'channel_1')).toBe('agent');
    expect(roleOf(profile, 'channel_0')).toBe('customer');
  });

  it('labels a menu prompt track as an IVR with role other', () => {
    const profile = profileParticipants(
      aTranscript([
        spoken('your call is important to us for billing press one for support press two', 0, 'channel_0', 0),
        spoken('two', 5000, 'channel_1', 1),
      ]),
    );
    expect(profile.participants.find((p) => p.id === 'channel_0')).toMatchObject({ role: 'other', actorType: 'ivr' });
  });

  it('recognises a bot that says it is a virtual assistant', () => {
    const profile = profileParticipants(
      aTranscript(
        [spoken('hi i am a virtual assistant how can i help', 0, 'spk_0'), spoken('i have a problem with my bill', 3000, 'spk_1')],
        'mixed',
      ),
    );
    expect(profile.participants.find((p) => p.id === 'spk_0')).toMatchObject({ role: 'other', actorType: 'bot' });
  });

  it('falls back to who spoke first when nobody says anything telling', () => {
    const profile = profileParticipants(aTranscript([spoken('hello', 0, 'channel_1', 1), spoken('hello there', 2000, 'channel_0', 0)]));
    expect(roleOf(profile, 'channel_1')).toBe('agent');
    expect(profile.participants.find((p) => p.id === 'channel_1')?.cues).toContain('spoke-first');
    expect(profile.participants.every((p) => p.confidence <= 0.6)).toBe(true);
  });

  it('calls a lone speaker a customer only on evidence, otherwise unknown', () => {
    expect(profileParticipants(aTranscript([spoken('i have a problem with my order', 0, 'channel_0', 0)])).participants[0]?.role).toBe(
      'customer',
    );
    expect(profileParticipants(aTranscript([spoken('testing one two', 0, 'channel_0', 0)])).participants[0]?.role).toBe('unknown');
  });

  it('splits one unlabelled voice track into agent and customer turns by cues and turn-taking', () => {
    const mono = aTranscript(
      [
        spoken('hello', 0),
        spoken('thank you for calling how can i help', 1000),
        spoken('my router never arrived', 4000),
        spoken('sorry about that', 7000),
        spoken('okay thanks', 9000),
      ],
      'mixed',
    );
    const profile = profileParticipants(mono);
    expect(profile.turnParticipants).toEqual(['customer', 'agent', 'customer', 'agent', 'customer']);
    expect(profile.participants.map((p) => p.role).sort()).toEqual(['agent', 'customer']);
    expect(profile.participants.every((p) => p.confidence <= 0.6 && p.cues.includes('turn-taking:single-voice-track'))).toBe(true);
  });
});

describe('roles per turn', () => {
  const turnsOf = (profile: ReturnType<typeof profileParticipants>) => profile.turns!.map((t) => `${t.role}/${t.actorType}`);

  it('labels an IVR prompt, then the human agent on the same channel, turn by turn, with the cue shown', () => {
    const profile = profileParticipants(
      aTranscript([
        spoken('thank you for calling this call may be recorded for billing press one', 0, 'channel_0', 0),
        spoken('one', 4000, 'channel_1', 1),
        spoken('please hold your call is important to us', 5000, 'channel_0', 0),
        spoken('hi this is sam how can i help you', 9000, 'channel_0', 0),
        spoken('my bill is wrong', 12000, 'channel_1', 1),
      ]),
    );
    expect(turnsOf(profile)).toEqual(['other/ivr', 'customer/human', 'other/ivr', 'agent/human', 'customer/human']);
    expect(profile.turns![0]!.cues).toContain('notice:"this call may be recorded"');
    expect(profile.participants.find((p) => p.id === 'channel_0')).toMatchObject({
      role: 'agent',
      actorType: 'human',
      segments: [
        { fromTurn: 0, toTurn: 2, role: 'other', actorType: 'ivr' },
        { fromTurn: 3, toTurn: 3, role: 'agent', actorType: 'human' },
      ],
    });
  });

  it('keeps a bot a bot while it offers help, and the customer a customer, across its handover to a human (stereo)', () => {
    const profile = profileParticipants(
      aTranscript([
        spoken('hello i am a virtual assistant how can i help', 0, 'channel_0', 0),
        spoken('i want to talk to a person', 3000, 'channel_1', 1),
        spoken('sure how can i help with that first', 5000, 'channel_0', 0),
        spoken('a person please', 7000, 'channel_1', 1),
        spoken('transferring you to an agent', 9000, 'channel_0', 0),
        spoken('thanks for waiting how can i help', 12000, 'channel_0', 0),
        spoken('okay', 15000, 'channel_1', 1),
      ]),
    );
    expect(turnsOf(profile)).toEqual([
      'other/bot',
      'customer/human',
      'other/bot',
      'customer/human',
      'other/bot',
      'agent/human',
      'customer/human',
    ]);
    expect(profile.participants.map((p) => p.role).sort()).toEqual(['agent', 'customer']);
    expect(profile.turns![2]!.cues).toEqual(['carried:bot']);
  });

  it('never leaves a participant of a two-party stereo call unknown', () => {
    const profile = profileParticipants(
      aTranscript([
        spoken('i am a virtual assistant', 0, 'channel_0', 0),
        spoken('hello', 2000, 'channel_1', 1),
        spoken('ok', 4000, 'channel_0', 0),
      ]),
    );
    expect(profile.participants.every((p) => p.role !== 'unknown')).toBe(true);
  });

  it('keeps the customer stable on one mono track when a bot hands over to a human agent', () => {
    const profile = profileParticipants(
      aTranscript(
        [
          spoken('hello i am the automated assistant how can i help', 0),
          spoken('i am calling about my bill', 3000),
          spoken('let me connect you with an agent', 6000),
          spoken('hi there dana here', 9000),
          spoken('my bill is wrong', 12000),
          spoken('i can help you with that', 15000),
        ],
        'mixed',
      ),
    );
    expect(turnsOf(profile)).toEqual(['other/bot', 'customer/human', 'other/bot', 'agent/human', 'customer/human', 'agent/human']);
    expect(profile.turnParticipants).toEqual(['bot', 'customer', 'bot', 'agent', 'customer', 'agent']);
  });
});
