import type { ActorType, Participant, Profile, Role, Segment, Transcript } from './model';
import { tokens } from './words';

/**
 * Decides who is who from what was said. Channels only say who is who by convention (the closest peer takes
 * the agent channel from configuration and mislabels whenever a site records the other way), so content wins:
 * greetings and offers of help mark the agent, problems about "my order" mark the customer, menu prompts mark
 * an IVR. The channel order is only a tie-breaker.
 */

interface Cue {
  readonly label: string;
  readonly phrase: readonly string[];
  readonly weight: number;
}

const cue = (label: string, phrase: string, weight = 1): Cue => ({ label, phrase: tokens(phrase), weight });

const AGENT_CUES: readonly Cue[] = [
  cue('greeting', 'thank you for calling', 3),
  cue('greeting', 'thanks for calling', 3),
  cue('greeting', 'welcome to', 2),
  cue('offer', 'how can i help', 3),
  cue('offer', 'how may i help', 3),
  cue('offer', 'how can i assist', 3),
  cue('offer', 'what can i do for you', 2),
  cue('closing', 'anything else i can help', 2),
  cue('closing', 'is there anything else', 2),
  cue('closing', 'have a nice day', 1),
  cue('closing', 'have a great day', 1),
  cue('service', 'let me check', 1),
  cue('service', 'i will send', 1),
  cue('service', 'sorry for the inconvenience', 1),
  cue('service', 'can i have your', 1),
  cue('service', 'may i have your', 1),
  cue('service', 'let me look', 1),
  cue('service', 'one moment', 1),
  cue('service', 'thank you for your patience', 2),
  cue('service', 'thank you for waiting', 2),
  cue('service', 'i can help you with that', 2),
  cue('service', 'could you please confirm', 1),
  cue('service', 'i apologize for', 1),
  cue('introduction', 'you are speaking with', 2),
  cue('introduction', "you're speaking with", 2),
  cue('introduction', 'my name is', 1),
  cue('introduction', 'speaking', 1),
];

const CUSTOMER_CUES: readonly Cue[] = [
  cue('problem', 'i have a problem', 2),
  cue('problem', 'never arrived', 2),
  cue('problem', 'does not work', 1),
  cue('problem', "doesn't work", 1),
  cue('request', 'i would like to', 1),
  cue('request', 'i want to', 1),
  cue('request', 'can you help me', 2),
  cue('request', 'i am calling about', 2),
  cue('request', "i'm calling about", 2),
  cue('request', 'i am calling because', 2),
  cue('request', "i'm calling because", 2),
  cue('request', 'i need help', 2),
  cue('request', 'i want to cancel', 2),
  cue('request', 'refund', 1),
  cue('problem', 'i was charged', 2),
  cue('problem', 'is not working', 1),
  cue('problem', "isn't working", 1),
  cue('ownership', 'my order', 2),
  cue('ownership', 'my account', 2),
  cue('ownership', 'my bill', 2),
  cue('ownership', 'my package', 2),
  cue('ownership', 'my card', 2),
  cue('ownership', 'my internet', 2),
  cue('ownership', 'my phone', 1),
];

const IVR_CUES: readonly Cue[] = [
  cue('menu', 'press one', 2),
  cue('menu', 'press two', 2),
  cue('menu', 'press three', 2),
  cue('menu', 'press zero', 2),
  cue('menu', 'for english', 1),
  cue('menu', 'main menu', 2),
  cue('hold', 'your call is important', 2),
  cue('hold', 'please stay on the line', 2),
  cue('hold', 'please hold', 1),
  cue('notice', 'this call may be recorded', 2),
];

const BOT_CUES: readonly Cue[] = [
  cue('self-identification', 'virtual assistant', 3),
  cue('self-identification', 'automated assistant', 3),
  cue('self-identification', 'i am a bot', 3),
];

interface CueScore {
  readonly score: number;
  readonly evidence: string[];
}

const occurrences = (haystack: readonly string[], phrase: readonly string[]): number => {
  let count = 0;
  for (let i = 0; i + phrase.length <= haystack.length; i += 1) {
    if (phrase.every((token, j) => haystack[i + j] === token)) count += 1;
  }
  return count;
};

const scoreCues = (text: readonly string[], cues: readonly Cue[]): CueScore => {
  const evidence: string[] = [];
  let score = 0;
  for (const c of cues) {
    const n = occurrences(text, c.phrase);
    if (n > 0) {
      score += n * c.weight;
      evidence.push(`${c.label}:"${c.phrase.join(' ')}"`);
    }
  }
  return { score, evidence };
};

const segmentTokens = (segments: readonly Segment[]): string[] => segments.flatMap((s) => s.words.flatMap((w) => tokens(w.text)));

interface SpeakerEvidence {
  readonly agent: CueScore;
  readonly customer: CueScore;
  readonly ivr: CueScore;
  readonly bot: CueScore;
}

const evidenceFor = (segments: readonly Segment[]): SpeakerEvidence => {
  const text = segmentTokens(segments);
  return {
    agent: scoreCues(text, AGENT_CUES),
    customer: scoreCues(text, CUSTOMER_CUES),
    ivr: scoreCues(text, IVR_CUES),
    bot: scoreCues(text, BOT_CUES),
  };
};

/** Confidence from the margin between the winning and the losing side; 0.5 is a coin flip. */
const marginConfidence = (winner: number, loser: number): number =>
  Math.round(Math.min(0.99, 0.5 + (winner - loser) / (2 * (winner + loser + 2))) * 100) / 100;

const actorTypeOf = (evidence: SpeakerEvidence): ActorType => {
  if (evidence.bot.score > 0) return 'bot';
  if (evidence.ivr.score > evidence.agent.score + evidence.customer.score) return 'ivr';
  return evidence.agent.score + evidence.customer.score > 0 ? 'human' : 'unknown';
};

interface Speaker {
  readonly id: string;
  readonly channel?: number;
  readonly segments: readonly Segment[];
  readonly firstStartMs: number;
}

const speakersOf = (transcript: Transcript): Speaker[] => {
  const bySpeaker = new Map<string, Segment[]>();
  for (const segment of transcript.segments) bySpeaker.set(segment.speaker, [...(bySpeaker.get(segment.speaker) ?? []), segment]);
  return [...bySpeaker.entries()].map(([id, segments]) => ({
    id,
    channel: segments[0]?.channel,
    segments,
    firstStartMs: Math.min(...segments.map((s) => s.words[0]?.startMs ?? Number.MAX_SAFE_INTEGER)),
  }));
};

/** Two or more speakers (channels or diarized labels): the most agent-like human is the agent, the rest customers. */
const profileSpeakers = (speakers: readonly Speaker[]): Participant[] => {
  const scored = speakers.map((speaker) => ({ speaker, evidence: evidenceFor(speaker.segments) }));
  const humans = scored.filter((s) => actorTypeOf(s.evidence) !== 'ivr' && actorTypeOf(s.evidence) !== 'bot');
  const agentLean = (s: (typeof scored)[number]) => s.evidence.agent.score - s.evidence.customer.score;
  const firstSpeaker = [...humans].sort((a, b) => a.speaker.firstStartMs - b.speaker.firstStartMs)[0];
  const lowestChannel = [...humans].sort((a, b) => (a.speaker.channel ?? 99) - (b.speaker.channel ?? 99))[0];
  // Tie-breakers when content says nothing: who spoke first (agents answer), then channel 0 (the usual layout).
  const ranked = [...humans].sort(
    (a, b) =>
      agentLean(b) - agentLean(a) ||
      Number(b === firstSpeaker) - Number(a === firstSpeaker) ||
      Number(b === lowestChannel) - Number(a === lowestChannel),
  );
  const agent = ranked[0];
  const runnerUp = ranked[1];
  return scored.map(({ speaker, evidence }) => {
    const actorType = actorTypeOf(evidence);
    const cues = [...evidence.agent.evidence, ...evidence.customer.evidence, ...evidence.ivr.evidence, ...evidence.bot.evidence];
    if (speaker.channel !== undefined) cues.push(`channel:${speaker.channel}`);
    let role: Role;
    let confidence: number;
    if (actorType === 'ivr' || actorType === 'bot') {
      role = 'other';
      confidence = marginConfidence(evidence.ivr.score + evidence.bot.score, evidence.agent.score);
    } else if (agent && speaker.id === agent.speaker.id && (humans.length > 1 || agentLean(agent) > 0)) {
      role = 'agent';
      const rival = runnerUp ? agentLean(runnerUp) : 0;
      confidence = marginConfidence(Math.max(0, agentLean(agent)) + 1, Math.max(0, rival) + 1);
      if (agentLean(agent) <= 0) cues.push(speaker === firstSpeaker?.speaker ? 'spoke-first' : 'lowest-channel');
    } else {
      // A lone human is only called a customer on evidence; two humans are agent and customer by definition.
      role = humans.length > 1 || agentLean({ speaker, evidence }) < 0 ? 'customer' : 'unknown';
      confidence = marginConfidence(Math.max(0, evidence.customer.score - evidence.agent.score) + 1, 1);
    }
    return { id: speaker.id, role, actorType, ...(speaker.channel !== undefined ? { channel: speaker.channel } : {}), confidence, cues };
  });
};

const MIXED_VOICE_CONFIDENCE_CAP = 0.6;

/**
 * One unlabelled voice track with several turns (a mono recording through a local engine without speaker
 * labels): each turn is attributed by its own cues, and turns without cues alternate with their neighbours,
 * as a two-party call does. Confidence is capped: turn-taking is a guess.
 */
const profileMixedTurns = (segments: readonly Segment[]): Profile => {
  const leanings = segments.map((segment) => {
    const evidence = evidenceFor([segment]);
    return Math.sign(evidence.agent.score - evidence.customer.score);
  });
  const roles: ('agent' | 'customer')[] = new Array(segments.length);
  const anchor = leanings.findIndex((lean) => lean !== 0);
  const anchorRole = anchor < 0 ? 'agent' : leanings[anchor]! > 0 ? 'agent' : 'customer';
  const start = Math.max(anchor, 0);
  const other = (role: 'agent' | 'customer') => (role === 'agent' ? 'customer' : 'agent');
  roles[start] = anchorRole;
  for (let i = start + 1; i < segments.length; i += 1) roles[i] = leanings[i]! > 0 ? 'agent' : leanings[i]! < 0 ? 'customer' : other(roles[i - 1]!);
  for (let i = start - 1; i >= 0; i -= 1) roles[i] = other(roles[i + 1]!);
  const evidenceByRole = (role: 'agent' | 'customer') => evidenceFor(segments.filter((_, i) => roles[i] === role));
  const participants: Participant[] = (['agent', 'customer'] as const)
    .filter((role) => roles.includes(role))
    .map((role) => {
      const evidence = evidenceByRole(role);
      const own = role === 'agent' ? evidence.agent.score : evidence.customer.score;
      const rival = role === 'agent' ? evidence.customer.score : evidence.agent.score;
      return {
        id: role,
        role,
        actorType: actorTypeOf(evidence) === 'unknown' ? 'human' : actorTypeOf(evidence),
        confidence: Math.min(MIXED_VOICE_CONFIDENCE_CAP, marginConfidence(own + 1, rival + 1)),
        cues: [...evidence.agent.evidence, ...evidence.customer.evidence, 'turn-taking:single-voice-track'],
      };
    });
  return { participants, turnParticipants: roles };
};

export const profileParticipants = (transcript: Transcript): Profile => {
  const speakers = speakersOf(transcript);
  if (speakers.length === 1 && transcript.layout === 'mixed' && transcript.segments.length > 1) {
    return profileMixedTurns(transcript.segments);
  }
  return { participants: profileSpeakers(speakers), turnParticipants: transcript.segments.map((s) => s.speaker) };
};
