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
    expect(profile.turnParticipants).toEqual([`channel_${agentChannel}`, `channel_${1 - agentChannel}`, `channel_${agentChannel}`, `channel_${1 - agentChannel}`]);
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
      aTranscript([spoken('hi i am a virtual assistant how can i help', 0, 'spk_0'), spoken('i have a problem with my bill', 3000, 'spk_1')], 'mixed'),
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
    expect(profileParticipants(aTranscript([spoken('i have a problem with my order', 0, 'channel_0', 0)])).participants[0]?.role).toBe('customer');
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
