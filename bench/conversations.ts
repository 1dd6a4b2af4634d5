/** Generated audit conversations for benches: deterministic, 12 turns each, phrases the lexical evaluator scores. */
const PHRASES = [
  'Hello, thanks for calling support.',
  'I need a refund for my order.',
  'Let me check the order status.',
  'The refund is processed today.',
  'Can you confirm your account name?',
  'Sorry for the delay on delivery.',
  'Is there anything else I can do?',
  'Thank you, have a nice day.',
];

export const TURNS = 12;

/** `count` conversations; a `seed` gives them ids and wording of their own (two batches of one run differ). */
export const generatedConversations = (count: number, seed?: number) =>
  Array.from({ length: count }, (_, c) => ({
    id: seed === undefined ? `conv-${c}` : `conv-${seed}-${c}`,
    transcript: Array.from({ length: TURNS }, (_, t) => ({
      role: t % 2 === 0 ? 'agent' : 'customer',
      text: PHRASES[(c * 7 + t * 3 + (seed ?? 0)) % PHRASES.length] as string,
      timestamp: t * 7,
    })),
  }));
