import type { ActorType, Participant, ParticipantSegment, Profile, Role, Segment, Transcript, TurnRole } from './model';
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
  cue('hold', 'please continue to hold', 2),
  cue('hold', 'all of our agents are', 2),
  cue('hold', 'next available', 2),
  cue('notice', 'this call may be recorded', 2),
  cue('notice', 'may be monitored or recorded', 2),
  cue('notice', 'for quality and training', 2),
  cue('menu', 'press four', 2),
  cue('menu', 'press five', 2),
  cue('menu', 'press nine', 2),
  cue('menu', 'say agent', 1),
];

const BOT_CUES: readonly Cue[] = [
  cue('self-identification', 'virtual assistant', 3),
  cue('self-identification', 'automated assistant', 3),
  cue('self-identification', 'i am a bot', 3),
  cue('self-identification', "i'm a bot", 3),
  cue('self-identification', 'digital assistant', 3),
  cue('self-identification', 'automated system', 3),
  cue('self-identification', 'virtual agent', 3),
];

/** An automated voice passing the call on: the turns after it on that side may be a human's. */
const HANDOVER_CUES: readonly Cue[] = [
  cue('handover', 'transfer you', 1),
  cue('handover', 'transferring you', 1),
  cue('handover', 'connect you', 1),
  cue('handover', 'connecting you', 1),
  cue('handover', 'an agent will', 1),
  cue('handover', 'a representative will', 1),
  cue('handover', 'please hold', 1),
  cue('handover', 'please stay on the line', 1),
  cue('handover', 'next available', 1),
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
  readonly handover: CueScore;
}

const evidenceFor = (segments: readonly Segment[]): SpeakerEvidence => {
  const text = segmentTokens(segments);
  return {
    agent: scoreCues(text, AGENT_CUES),
    customer: scoreCues(text, CUSTOMER_CUES),
    ivr: scoreCues(text, IVR_CUES),
    bot: scoreCues(text, BOT_CUES),
    handover: scoreCues(text, HANDOVER_CUES),
  };
};

const allCues = (evidence: SpeakerEvidence): string[] => [
  ...evidence.agent.evidence,
  ...evidence.customer.evidence,
  ...evidence.ivr.evidence,
  ...evidence.bot.evidence,
];

/** Confidence from the margin between the winning and the losing side; 0.5 is a coin flip. */
const marginConfidence = (winner: number, loser: number): number =>
  Math.round(Math.min(0.99, 0.5 + (winner - loser) / (2 * (winner + loser + 2))) * 100) / 100;

type Automated = 'ivr' | 'bot';
const isAutomated = (actor: ActorType): actor is Automated => actor === 'ivr' || actor === 'bot';

/** What one turn says about its own speaker: an automated voice, a customer, someone serving, or nothing. */
const ownActorOf = (evidence: SpeakerEvidence): Automated | 'customer' | 'service' | undefined => {
  if (evidence.bot.score > 0) return 'bot';
  const human = evidence.agent.score + evidence.customer.score;
  if (evidence.ivr.score > human) return 'ivr';
  if (evidence.customer.score > evidence.agent.score) return 'customer';
  return human > 0 ? 'service' : undefined;
};

const introducesHuman = (evidence: SpeakerEvidence): boolean => evidence.agent.evidence.some((e) => e.startsWith('introduction:'));

interface TurnActor {
  readonly actorType: ActorType;
  /** True when the turn had no cue of its own and took its actor from the turns before it. */
  readonly carried: boolean;
}

/**
 * The actor of each turn of one voice track (a channel, a speaker label, or the agent's side of a mono track),
 * in order. An IVR or a bot is recognised wherever it speaks; it stays the actor of the turns after it — a bot
 * offers help as an agent does — until it hands over ("transferring you", "please hold") or a human introduces
 * themselves. A customer's turn never changes who is on the other side.
 */
const resolveActors = (evidence: readonly SpeakerEvidence[]): TurnActor[] => {
  let current: ActorType | undefined;
  let handedOver = false;
  const actors = evidence.map((e): TurnActor | undefined => {
    const own = ownActorOf(e);
    let actor: TurnActor | undefined;
    if (own === 'ivr' || own === 'bot') {
      current = own;
      handedOver = false;
      actor = { actorType: own, carried: false };
    } else if (own === 'customer') {
      actor = { actorType: 'human', carried: false };
    } else if (own === 'service') {
      const stillAutomated = current !== undefined && isAutomated(current) && !handedOver && !introducesHuman(e);
      if (!stillAutomated) current = 'human';
      actor = { actorType: current!, carried: stillAutomated };
    } else if (current !== undefined) {
      // After a handover, the next voice on this side is the one it was handed to.
      if (isAutomated(current) && handedOver) current = 'human';
      actor = { actorType: current, carried: true };
    }
    if (e.handover.score > 0 && current !== undefined && isAutomated(current)) handedOver = true;
    return actor;
  });
  // Turns before any cue: a person, unless the first cued turn is an automated voice that opened the call.
  const firstCued = actors.find((a) => a !== undefined);
  const opening: ActorType = firstCued && isAutomated(firstCued.actorType) ? firstCued.actorType : 'human';
  return actors.map((a) => a ?? { actorType: opening, carried: true });
};

interface Speaker {
  readonly id: string;
  readonly channel?: number;
  /** Turn indexes of this speaker, in order. */
  readonly turns: readonly number[];
  readonly firstStartMs: number;
}

const speakersOf = (transcript: Transcript): Speaker[] => {
  const bySpeaker = new Map<string, number[]>();
  transcript.segments.forEach((segment, index) => bySpeaker.set(segment.speaker, [...(bySpeaker.get(segment.speaker) ?? []), index]));
  return [...bySpeaker.entries()].map(([id, turns]) => ({
    id,
    channel: transcript.segments[turns[0]!]?.channel,
    turns,
    firstStartMs: Math.min(...turns.map((t) => transcript.segments[t]!.words[0]?.startMs ?? Number.MAX_SAFE_INTEGER)),
  }));
};

/** Runs of consecutive turns of one participant with the same role and actor. */
const segmentsOf = (turns: readonly number[], resolved: readonly TurnRole[]): ParticipantSegment[] => {
  const segments: ParticipantSegment[] = [];
  for (const turn of turns) {
    const { role, actorType } = resolved[turn]!;
    const last = segments[segments.length - 1];
    if (last && last.role === role && last.actorType === actorType) segments[segments.length - 1] = { ...last, toTurn: turn };
    else segments.push({ fromTurn: turn, toTurn: turn, role, actorType });
  }
  return segments;
};

const automatedTurnRole = (evidence: SpeakerEvidence, actor: TurnActor): TurnRole => ({
  role: 'other',
  actorType: actor.actorType,
  confidence: actor.carried
    ? MIXED_VOICE_CONFIDENCE_CAP
    : marginConfidence(evidence.ivr.score + evidence.bot.score + evidence.handover.score, evidence.customer.score),
  cues: actor.carried
    ? [`carried:${actor.actorType}`]
    : [...evidence.ivr.evidence, ...evidence.bot.evidence, ...evidence.handover.evidence],
});

/**
 * Two or more voice tracks (channels or diarized labels). Each track's turns get their actor first; the human
 * turns then decide the roles: the most agent-like track with human turns is the agent, the other human tracks
 * customers — so a two-party call never leaves a participant `unknown`, whatever an IVR or bot said on the
 * agent's side before the agent came on.
 */
const profileSpeakers = (transcript: Transcript, speakers: readonly Speaker[]): Profile => {
  const turnEvidence = transcript.segments.map((segment) => evidenceFor([segment]));
  const actors: TurnActor[] = new Array(transcript.segments.length);
  for (const speaker of speakers) {
    resolveActors(speaker.turns.map((t) => turnEvidence[t]!)).forEach((actor, i) => (actors[speaker.turns[i]!] = actor));
  }
  const scored = speakers.map((speaker) => {
    const humanTurns = speaker.turns.filter((t) => !isAutomated(actors[t]!.actorType));
    return {
      speaker,
      humanTurns,
      evidence: evidenceFor(humanTurns.map((t) => transcript.segments[t]!)),
      all: evidenceFor(speaker.turns.map((t) => transcript.segments[t]!)),
    };
  });
  const humans = scored.filter((s) => s.humanTurns.length > 0);
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
  const participantRoles = scored.map((entry) => {
    const { speaker, evidence, humanTurns } = entry;
    const cues = allCues(entry.all);
    if (speaker.channel !== undefined) cues.push(`channel:${speaker.channel}`);
    if (humanTurns.length === 0) {
      const automated = speaker.turns.map((t) => actors[t]!.actorType);
      const actorType = automated.filter((a) => a === 'bot').length >= automated.filter((a) => a === 'ivr').length ? 'bot' : 'ivr';
      return {
        speaker,
        role: 'other' as Role,
        actorType: actorType as ActorType,
        confidence: marginConfidence(entry.all.ivr.score + entry.all.bot.score, entry.all.agent.score),
        cues,
      };
    }
    let role: Role;
    let confidence: number;
    if (agent && speaker.id === agent.speaker.id && (humans.length > 1 || agentLean(agent) > 0)) {
      role = 'agent';
      const rival = runnerUp ? agentLean(runnerUp) : 0;
      confidence = marginConfidence(Math.max(0, agentLean(agent)) + 1, Math.max(0, rival) + 1);
      if (agentLean(agent) <= 0) cues.push(speaker === firstSpeaker?.speaker ? 'spoke-first' : 'lowest-channel');
    } else {
      // A lone human is a customer on evidence, or when an IVR or bot serves them on another track; two humans
      // are agent and customer by definition.
      role = humans.length > 1 || agentLean(entry) < 0 || scored.length > humans.length ? 'customer' : 'unknown';
      confidence = marginConfidence(Math.max(0, evidence.customer.score - evidence.agent.score) + 1, 1);
    }
    return { speaker, role, actorType: 'human' as ActorType, confidence, cues };
  });
  const turns: TurnRole[] = transcript.segments.map((_, index) => {
    const actor = actors[index]!;
    const evidence = turnEvidence[index]!;
    if (isAutomated(actor.actorType)) return automatedTurnRole(evidence, actor);
    const owner = participantRoles.find((p) => p.speaker.turns.includes(index))!;
    return {
      role: owner.role,
      actorType: 'human',
      confidence: owner.confidence,
      cues: [...allCues(evidence), ...(actor.carried ? ['carried:human'] : [])],
    };
  });
  const participants: Participant[] = participantRoles.map(({ speaker, role, actorType, confidence, cues }) => ({
    id: speaker.id,
    role,
    actorType,
    ...(speaker.channel !== undefined ? { channel: speaker.channel } : {}),
    confidence,
    cues,
    segments: segmentsOf(speaker.turns, turns),
  }));
  return { participants, turnParticipants: transcript.segments.map((s) => s.speaker), turns };
};

const MIXED_VOICE_CONFIDENCE_CAP = 0.6;

/**
 * One unlabelled voice track with several turns (a mono recording through a local engine without speaker
 * labels). IVR prompts and a bot's turns are recognised first and kept out of the turn-taking: they are the
 * agent's side, so a bot handing over to a human on the same track does not shift who the customer is; the
 * first turn after a handover without a cue of its own is the agent's it was handed to. The remaining turns are
 * attributed by their own cues, and turns without cues alternate with their neighbours, as a two-party call
 * does. Confidence is capped: turn-taking is a guess.
 */
const profileMixedTurns = (segments: readonly Segment[]): Profile => {
  const turnEvidence = segments.map((segment) => evidenceFor([segment]));
  const leanings = turnEvidence.map((evidence, i) => {
    const own = ownActorOf(evidence);
    if (own === 'ivr' || own === 'bot') return 1;
    const lean = Math.sign(evidence.agent.score - evidence.customer.score);
    // Whoever speaks first after "transferring you" without a cue of their own is who the call was passed to.
    return lean === 0 && (turnEvidence[i - 1]?.handover.score ?? 0) > 0 ? 1 : lean;
  });
  const sides: ('agent' | 'customer')[] = new Array(segments.length);
  const anchor = leanings.findIndex((lean) => lean !== 0);
  const anchorSide = anchor < 0 ? 'agent' : leanings[anchor]! > 0 ? 'agent' : 'customer';
  const start = Math.max(anchor, 0);
  const other = (side: 'agent' | 'customer') => (side === 'agent' ? 'customer' : 'agent');
  sides[start] = anchorSide;
  for (let i = start + 1; i < segments.length; i += 1)
    sides[i] = leanings[i]! > 0 ? 'agent' : leanings[i]! < 0 ? 'customer' : other(sides[i - 1]!);
  for (let i = start - 1; i >= 0; i -= 1) sides[i] = other(sides[i + 1]!);
  const agentSide = sides.flatMap((side, i) => (side === 'agent' ? [i] : []));
  const actors: ActorType[] = segments.map(() => 'human');
  const carried: boolean[] = segments.map(() => false);
  resolveActors(agentSide.map((i) => turnEvidence[i]!)).forEach((actor, k) => {
    actors[agentSide[k]!] = actor.actorType;
    carried[agentSide[k]!] = actor.carried;
  });
  const participantOf = (i: number): string => (isAutomated(actors[i]!) ? actors[i]! : sides[i]!);
  const turnParticipants = segments.map((_, i) => participantOf(i));
  const ids = [...new Set(turnParticipants)];
  const participants: Participant[] = ids.map((id) => {
    const turns = turnParticipants.flatMap((p, i) => (p === id ? [i] : []));
    const evidence = evidenceFor(turns.map((i) => segments[i]!));
    if (id === 'ivr' || id === 'bot') {
      return {
        id,
        role: 'other',
        actorType: id,
        confidence: Math.min(
          MIXED_VOICE_CONFIDENCE_CAP,
          marginConfidence(evidence.ivr.score + evidence.bot.score + 1, evidence.customer.score + 1),
        ),
        cues: [...evidence.ivr.evidence, ...evidence.bot.evidence, ...evidence.handover.evidence, 'turn-taking:single-voice-track'],
      };
    }
    const role = id as 'agent' | 'customer';
    const own = role === 'agent' ? evidence.agent.score : evidence.customer.score;
    const rival = role === 'agent' ? evidence.customer.score : evidence.agent.score;
    return {
      id,
      role,
      actorType: 'human',
      confidence: Math.min(MIXED_VOICE_CONFIDENCE_CAP, marginConfidence(own + 1, rival + 1)),
      cues: [...evidence.agent.evidence, ...evidence.customer.evidence, 'turn-taking:single-voice-track'],
    };
  });
  const turns: TurnRole[] = segments.map((_, i) => {
    const evidence = turnEvidence[i]!;
    const actor = { actorType: actors[i]!, carried: carried[i]! };
    if (isAutomated(actor.actorType)) {
      const automated = automatedTurnRole(evidence, actor);
      return { ...automated, confidence: Math.min(MIXED_VOICE_CONFIDENCE_CAP, automated.confidence) };
    }
    const own = allCues(evidence);
    return {
      role: sides[i]!,
      actorType: 'human',
      confidence: Math.min(
        MIXED_VOICE_CONFIDENCE_CAP,
        own.length > 0 ? marginConfidence(Math.abs(evidence.agent.score - evidence.customer.score) + 1, 1) : 0.5,
      ),
      cues: own.length > 0 ? own : ['turn-taking:alternation'],
    };
  });
  return {
    participants: participants.map((p) => ({
      ...p,
      segments: segmentsOf(
        turnParticipants.flatMap((q, i) => (q === p.id ? [i] : [])),
        turns,
      ),
    })),
    turnParticipants,
    turns,
  };
};

export const profileParticipants = (transcript: Transcript): Profile => {
  const speakers = speakersOf(transcript);
  if (speakers.length === 1 && transcript.layout === 'mixed' && transcript.segments.length > 1) {
    return profileMixedTurns(transcript.segments);
  }
  return profileSpeakers(transcript, speakers);
};
