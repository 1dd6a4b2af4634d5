/**
 * Writes bench/data/pii-calls.json: authored contact-centre calls in which callers give personal data the way
 * people say it (digits and letters read out, dates in words, names, e-mail addresses, addresses, security
 * answers) beside ordinary numbers that must survive ("within five working days", "an order for two items").
 *
 *   npx tsx scripts/make-pii-calls.ts
 *
 * Each call is composed from the phrase pools below with a fixed seed, so a rebuild is identical. Disjoint sets of
 * pools: the `dev` calls (the detector was tuned on what the engine heard in them); the `heldout`, `fresh`, `third`
 * and `fourth` calls (held-out sets 1 to 4, each written after the one before it was read); and the `fifth` to
 * `thirtyfourth` calls (held-out sets 5 to 34, each written by another author blind to the detector, without reading
 * its code, rules or results, and measured once). How each set was written, and which have been read and tuned on
 * since, is in docs/personal-data-measurements.md; bench/pii.bench.ts reports recall and precision on each.
 *
 * Markup in a turn's text: `[TYPE:words]` is personal data of that type; `{words}` is an ordinary number that
 * must not be redacted. scripts/make-pii-corpus.ts speaks the text without the markup.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PiiCall, Side as Speaker } from '../test/transcripts/support/pii-corpus';

/** The sets of calls: one list, test/transcripts/support/pii-corpus.ts's. */
type Split = PiiCall['split'];

const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const FIRST_ORDINALS =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(
    ' ',
  );
const ORDINALS = [...FIRST_ORDINALS, ...FIRST_ORDINALS.slice(0, 8).map((ordinal) => `twenty ${ordinal}`)];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const LETTERS = 'ABCDEFGHJKLMNPRSTUWXY'.split('');

/** A sixteen-digit card number starting with `first` that passes the Luhn check, said in fours. */
const luhnCard = (first: number, random: () => number): string => {
  const body = [first, ...Array.from({ length: 14 }, () => Math.floor(random() * 10))];
  const sum = body.reduce((acc, d, i) => {
    const doubled = (body.length - i) % 2 === 1 ? d * 2 : d;
    return acc + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  const all = [...body, (10 - (sum % 10)) % 10].map((d) => DIGITS[d]!);
  return [0, 4, 8, 12].map((i) => all.slice(i, i + 4).join(' ')).join(' ');
};

/** The digits of a Luhn-valid card number starting with `first` (see luhnCard). */
const luhnCardDigits = (first: number, random: () => number): number[] =>
  luhnCard(first, random)
    .split(' ')
    .map((w) => DIGITS.indexOf(w));

/** What a call is made of; each split has its own pools. */
interface Pools {
  readonly voices: readonly (readonly [string, string])[];
  readonly greetings: readonly string[];
  readonly reasons: readonly string[];
  readonly firstNames: readonly string[];
  readonly lastNames: readonly string[];
  readonly streets: readonly string[];
  readonly towns: readonly string[];
  readonly emailDomains: readonly string[];
  readonly secrets: readonly string[];
  /** Questions per item kind; `%` is where an in-turn cue would go (unused). */
  readonly ask: Readonly<Record<Item, readonly string[]>>;
  /** Answers; `$` is the value. */
  readonly answer: Readonly<Record<Item, readonly string[]>>;
  /** Agent statements and customer remarks with ordinary numbers. */
  readonly agentOrdinary: readonly string[];
  readonly customerOrdinary: readonly string[];
  readonly closings: readonly string[];
  readonly stalls: readonly string[];
  readonly readbacks: readonly string[];
  /** Items every call asks for, before the random ones (only the `fresh` set has them). */
  readonly always?: readonly Item[];
  /** How many items a call asks for (4 unless said). */
  readonly itemsPerCall?: number;
  /** Other ways of saying a value (only the `fresh` set has them), given the builder's random helpers. */
  readonly forms?: Partial<Record<Item, (h: Helpers) => string>>;
  /** How often the agent reads back a value with digits in it (0.3 unless said; once a call). */
  readonly readBackChance?: number;
  /** Items after the name in a random order rather than `always` first (the `fifth` set). */
  readonly shuffle?: boolean;
  /**
   * The agent asks the caller to spell the surname after the name (the `fifth` set); `$` is the spelling, letter by
   * letter unless `spell` says how (the `seventh` set: some letters made clear, "s as in sugar").
   */
  readonly spelling?: {
    readonly ask: readonly string[];
    readonly answer: readonly string[];
    readonly spell?: (h: Helpers, word: string) => string;
  };
  /** Words the agent puts before a question once it knows the caller's name: `<first>`, `<full>` (the `fifth` set). */
  readonly addressing?: readonly string[];
  /**
   * The `fifth` set: the caller says a wrong value then the right one (`#` wrong, `$` right), and answers the
   * agent's wrong read-back (`$` right).
   */
  readonly corrections?: {
    readonly self: readonly string[];
    readonly misheard: readonly string[];
    /** How often a caller says a value wrong and corrects it (0.15 unless said; the `fifteenth` set says less). */
    readonly chance?: number;
  };
  /** The `fifth` set: a value said over two turns, the agent's prompt between and the caller's second half (`$`). */
  readonly continuing?: {
    readonly prompts: readonly string[];
    readonly rest: readonly string[];
    /** Words the break never falls beside, so "s as in sugar" or "double four" stays in one turn (the `seventh` set). */
    readonly unbroken?: readonly string[];
    /** How often a value of six words or more is said over two turns (0.3 unless said; the `fifteenth` set says less). */
    readonly chance?: number;
  };
  /** How often the caller stalls before a value ("hang on let me find it"; 0.15 unless said). */
  readonly stallChance?: number;
}

interface Helpers {
  readonly pick: <T>(list: readonly T[]) => T;
  readonly digits: (n: number) => string;
  readonly letters: (n: number) => string;
  readonly random: () => number;
  /** The caller's name. */
  readonly name: { readonly first: string; readonly last: string };
}

type Item =
  | 'name'
  | 'account'
  | 'policy'
  | 'membership'
  | 'card'
  | 'dob'
  | 'postcode'
  | 'address'
  | 'secret'
  | 'pin'
  | 'phone'
  | 'email'
  | 'reference';

const ITEM_TYPE: Readonly<Record<Item, string>> = {
  name: 'NAME',
  account: 'BANK_ACCOUNT_NUMBER',
  policy: 'POLICY_NUMBER',
  membership: 'MEMBERSHIP_NUMBER',
  card: 'CREDIT_DEBIT_NUMBER',
  dob: 'DATE_OF_BIRTH',
  postcode: 'ADDRESS',
  address: 'ADDRESS',
  secret: 'SECURITY_ANSWER',
  pin: 'PIN',
  phone: 'PHONE',
  email: 'EMAIL',
  reference: 'ID_NUMBER',
};

const DEV: Pools = {
  voices: [
    ['slt', 'rms'],
    ['awb', 'slt'],
    ['rms', 'awb'],
    ['slt', 'awb'],
    ['awb', 'rms'],
  ],
  greetings: [
    'thank you for calling contoso bank my name is [NAME:maria] how can i help you today',
    'good morning you are through to fabrikam energy how can i help',
    'hello this is northwind insurance how can i help you',
    'thanks for calling litware telecom what can i do for you today',
  ],
  reasons: [
    'hi i am calling about a payment that went out {two} times this month',
    'hello i would like to update my details please',
    'i need to make a claim on my policy',
    'i have a question about my last bill',
    'my card was declined at the shop this morning',
  ],
  firstNames: ['john', 'sarah', 'peter', 'linda', 'james', 'emma', 'robert', 'helen', 'michael', 'susan'],
  lastNames: ['smith', 'johnson', 'walker', 'robinson', 'turner', 'harris', 'clarke', 'morgan', 'baker', 'fisher'],
  streets: ['oak street', 'church road', 'mill lane', 'station road', 'park avenue', 'high street'],
  towns: ['leeds', 'bristol', 'denver', 'boston', 'norwich'],
  emailDomains: ['gmail dot com', 'yahoo dot com', 'outlook dot com', 'hotmail dot co dot uk'],
  secrets: ['biscuit', 'london', 'blue', 'rover', 'chelsea', 'jenkins'],
  ask: {
    name: ['can i take your full name please', 'who am i speaking to today', 'could i have your name please'],
    account: ['what is your account number', 'can you read me your account number please', 'and your account number please'],
    policy: ['what is your policy number', 'can i take the policy number please', 'do you have your policy number to hand'],
    membership: ['what is your membership number', 'can you give me your membership number'],
    card: ['can i have the long number on the front of your card', 'can you read me your card number please'],
    dob: ['and your date of birth', 'can you confirm your date of birth please', 'what is your date of birth'],
    postcode: ['and what is your postcode', 'can you confirm the postcode please'],
    address: ['can you confirm the first line of your address', 'what is your address please'],
    secret: ['what is your mothers maiden name', 'what was the name of your first pet', 'what is your memorable word'],
    pin: ['can you give me your four digit pin please', 'what is your telephone banking pin'],
    phone: ['what is the best phone number to reach you on', 'can i take a contact number please'],
    email: ['what email address should i send it to', 'can i have your email address please'],
    reference: ['do you have a reference number', 'what is your customer reference number'],
  },
  answer: {
    name: ['it is $', 'yes it is $', '$', 'my name is $'],
    account: ['it is $', '$', 'yes my account number is $', 'sure it is $'],
    policy: ['my policy number is $', 'it is $', 'yes it is $'],
    membership: ['it is $', 'my membership number is $', '$'],
    card: ['$', 'it is $', 'yes the card number is $'],
    dob: ['$', 'it is $', 'my date of birth is $', 'yes it is $'],
    postcode: ['it is $', '$', 'my postcode is $'],
    address: ['it is $', '$', 'yes it is $'],
    secret: ['it is $', '$', 'that would be $'],
    pin: ['it is $', '$', 'my pin is $'],
    phone: ['it is $', 'my mobile is $', 'you can reach me on $'],
    email: ['it is $', 'my email is $', '$'],
    reference: ['yes it is $', 'the reference is $'],
  },
  agentOrdinary: [
    'the refund will reach your account within {five} days',
    'that usually takes {three} to {five} working days',
    'i can see an order for {two} items from last week',
    'the engineer can come in about {two} weeks',
    'you will get a text in {ten} minutes',
    'i have applied a credit of {twenty} pounds',
    'press option {one} when the survey starts',
  ],
  customerOrdinary: [
    'i have called {three} times already',
    'i have been waiting for {four} weeks',
    'it was about {fifty} dollars',
    'i ordered {two} items',
    'i have been a customer for {ten} years',
  ],
  closings: ['thank you $ is there anything else', 'thanks $ you are all set', 'thank you mister $ have a good day'],
  stalls: ['hang on let me find it', 'one moment i need to get my wallet', 'just a second'],
  readbacks: ['thank you that is $', 'so that is $ correct'],
};

const HELDOUT: Pools = {
  voices: [
    ['rms', 'slt'],
    ['slt', 'rms'],
    ['awb', 'slt'],
    ['rms', 'awb'],
  ],
  greetings: [
    'welcome to adventure works travel you are speaking with [NAME:tom] how may i help',
    'hi thanks for holding this is woodgrove bank how can i help you',
    'good afternoon tailspin motor insurance how can i help',
  ],
  reasons: [
    'yes hello i want to change my direct debit date',
    'hi i lost my card yesterday',
    'i would like to cancel my membership',
    'hello my car was hit in the car park',
  ],
  firstNames: ['david', 'karen', 'thomas', 'alice', 'richard', 'mary', 'daniel', 'laura'],
  lastNames: ['wilson', 'thompson', 'edwards', 'carter', 'mitchell', 'cooper', 'bennett', 'hughes'],
  streets: ['maple drive', 'king street', 'queens road', 'elm close', 'river walk'],
  towns: ['york', 'seattle', 'glasgow', 'dallas'],
  emailDomains: ['gmail dot com', 'aol dot com', 'icloud dot com'],
  secrets: ['fluffy', 'paris', 'green', 'buster', 'wright'],
  ask: {
    name: ['may i have your first and last name', 'and your name is', 'can you tell me your name'],
    account: ['could you confirm the account number for me', 'please tell me your account number', 'which account number is it'],
    policy: ['could you read out your policy number', 'and the policy number', 'what policy number is on your documents'],
    membership: ['could you read me your member number', 'and the membership number please'],
    card: ['please read me the sixteen digit card number', 'what is the number on the card'],
    dob: ['could you give me your date of birth', 'and when were you born', 'please confirm your birthday'],
    postcode: ['what postcode is that', 'and the zip code please'],
    address: ['and the address on the account', 'could you tell me your home address'],
    secret: ['for security what was your first school', 'what is your favourite colour for security', 'whats your fathers middle name'],
    pin: ['please enter or say your pin', 'could you say your card pin'],
    phone: ['what is your phone number', 'which number can we call you back on'],
    email: ['and your email address', 'please spell out your email'],
    reference: ['do you have the claim reference', 'whats the case number'],
  },
  answer: {
    name: ['sure it is $', 'it is $ speaking', '$ here'],
    account: ['okay it is $', 'yes $', 'the account number is $'],
    policy: ['yes the policy is $', '$', 'okay it is $'],
    membership: ['sure $', 'my member number is $'],
    card: ['okay $', 'the card number is $'],
    dob: ['i was born on $', 'sure $', 'yes $'],
    postcode: ['$', 'the postcode is $'],
    address: ['i live at $', 'it is $'],
    secret: ['$', 'the answer is $'],
    pin: ['$', 'okay it is $'],
    phone: ['$', 'my number is $'],
    email: ['it is $', 'sure $'],
    reference: ['$', 'it is $'],
  },
  agentOrdinary: [
    'your new card will arrive in {seven} to {ten} days',
    'there are {three} payments pending',
    'the claim takes up to {four} weeks',
    'i will call you back in {fifteen} minutes',
    'that will cost {twelve} pounds a month',
  ],
  customerOrdinary: [
    'i was charged {twice} last month',
    'i have {two} cars on the policy',
    'it happened about {six} days ago',
    'my {three} kids are on the plan',
  ],
  closings: ['thanks for your patience $ goodbye', 'you are welcome mrs $ take care', 'all done $ have a nice evening'],
  stalls: ['wait a moment please', 'let me just check the letter'],
  readbacks: ['let me repeat that $', 'i have $ is that right'],
};

/**
 * The second held-out set, written after the first had been read: other agents' and callers' words for the checked
 * items (date of birth, policy and account numbers, asked in every call), values said in other ways (dates as
 * numbers, "oh" for zero, "double"), and other ordinary numbers. Authored and recognised before any tuning; the
 * detector was never changed after its figures were read.
 */
const FRESH: Pools = {
  voices: [
    ['awb', 'rms'],
    ['slt', 'awb'],
    ['rms', 'slt'],
    ['awb', 'slt'],
  ],
  greetings: [
    'hello you have reached proseware home insurance my name is [NAME:nina] who do i have the pleasure of speaking with',
    'morning fourth coffee pensions can i help',
    'good evening alpine ski club membership desk',
  ],
  reasons: [
    'hello i moved house and need to update things',
    'hi there my renewal letter looks wrong',
    'i want to add my son to the cover',
    'hi i think i was overcharged',
  ],
  firstNames: ['george', 'olivia', 'henry', 'grace', 'oscar', 'ruth', 'simon', 'julie'],
  lastNames: ['palmer', 'griffin', 'shaw', 'lloyd', 'stevens', 'porter', 'howard', 'dixon'],
  streets: ['beech grove', 'victoria road', 'castle street', 'orchard way'],
  towns: ['leicester', 'cardiff', 'denver', 'perth'],
  emailDomains: ['gmail dot com', 'btinternet dot com', 'outlook dot com'],
  secrets: ['whiskers', 'madrid', 'purple', 'smudge'],
  ask: {
    name: ['who is calling please', 'can i get your name', 'and who am i talking to'],
    account: [
      'can i get the account number',
      'whats the number of the account',
      'lets start with your account number',
      'i just need your account number to find you',
    ],
    policy: [
      'have you got your policy number there',
      'whats the policy number please',
      'lets find your policy can you give me the number on it',
      'i will need the policy reference',
    ],
    membership: ['whats your member number', 'can you read the membership number off your card'],
    card: ['whats the long card number', 'read me the card number on the front'],
    dob: [
      'and can you tell me your date of birth',
      'whats your birth date',
      'to confirm its you what is your dob',
      'when is your birthday please',
      'can you confirm when you were born',
    ],
    postcode: ['whats the postcode there', 'and your postcode'],
    address: ['whats the address', 'where do you live'],
    secret: ['whats the answer to your security question', 'what was the make of your first car'],
    pin: ['whats your pin', 'and the pin please'],
    phone: ['whats a good number for you', 'can i take your mobile number'],
    email: ['whats your email', 'can i get an email address'],
    reference: ['have you got a reference', 'whats the reference on the letter'],
  },
  answer: {
    name: ['its $', 'yeah it is $', 'this is $'],
    account: ['yeah its $', 'right its $', 'um $', 'the number is $', 'okay i think it is $'],
    policy: ['yes its $', 'hold on its $', 'right the policy number is $', 'it says $', 'ok $'],
    membership: ['its $', 'yes $'],
    card: ['its $', 'sure the number is $'],
    dob: ['its $', 'i was born $', 'oh its $', 'yeah $', 'my birthday is $', 'born on $'],
    postcode: ['its $', '$'],
    address: ['its $', 'i am at $'],
    secret: ['$', 'it was $'],
    pin: ['$', 'its $'],
    phone: ['$', 'its $'],
    email: ['$', 'its $'],
    reference: ['its $', '$'],
  },
  agentOrdinary: [
    'the new documents go out in {three} to {five} working days',
    'your premium goes down by {eight} pounds',
    'there are {two} cars on the policy',
    'i will ring you back at {four} oclock',
    'the renewal is in {six} weeks',
    'it can take {forty eight} hours to show',
  ],
  customerOrdinary: [
    'i have {two} cars on the policy',
    'i paid {ninety} pounds',
    'it was {three} weeks ago',
    'i tried {four} times online',
    'the letter came {two} days late',
  ],
  closings: ['cheers $ bye now', 'lovely thanks $ goodbye', 'thank you mrs $ all the best'],
  stalls: ['sorry give me a second', 'hmm where did i put it'],
  readbacks: ['okay $ got it', 'so $ yes'],
  always: ['dob', 'policy', 'account'],
  forms: {
    dob: ({ pick, random, digits }) => {
      const year = () =>
        random() < 0.25
          ? `two thousand and ${pick(DIGITS.slice(1))}`
          : `nineteen ${pick(TENS.slice(4))}${random() < 0.6 ? ` ${pick(DIGITS.slice(1))}` : ''}`;
      return pick([
        () => `the ${pick(ORDINALS)} of ${pick(MONTHS)} ${year()}`,
        () => `${pick(MONTHS)} ${pick(ORDINALS)} ${year()}`,
        () => `${pick(ORDINALS)} of ${pick(MONTHS)} ${year()}`,
        () => `${digits(1)} ${digits(1)} ${year()}`,
        () => `${pick(MONTHS)} the ${pick(ORDINALS)} ${year()}`,
      ])();
    },
    policy: ({ pick, letters, digits, random }) =>
      pick([
        () => `${letters(2)} ${digits(4)}`,
        () => `${letters(3)} ${digits(3)}`,
        () => `${digits(3)} double ${pick(DIGITS.slice(1))} ${digits(2)}`,
        () => `${letters(1)} oh ${digits(5)}`,
        () => `${letters(2)} ${digits(2)} ${random() < 0.5 ? 'oh' : 'zero'} ${digits(2)}`,
      ])(),
    account: ({ pick, digits }) =>
      pick([
        () => digits(8),
        () => `${digits(2)} oh ${digits(4)}`,
        () => `${digits(3)} double ${pick(DIGITS.slice(1))} ${digits(2)}`,
        () => digits(6),
      ])(),
  },
};

/**
 * The third held-out set, written after the second had been read and before the detector was changed for it: yet
 * other wordings for the checked items (date of birth, policy and account numbers, asked in every call), read-backs
 * opening with other words, stalls, and ordinary numbers (amounts, durations, times, quantities) said near them.
 * Authored and recognised before any tuning; its figures are read once, after the detector's changes were final.
 */
const THIRD: Pools = {
  voices: [
    ['rms', 'awb'],
    ['slt', 'rms'],
    ['awb', 'slt'],
    ['rms', 'slt'],
  ],
  greetings: [
    'good morning blue yonder car insurance you are speaking to [NAME:ellen] how can i help',
    'hi you are through to margie travel accounts team',
    'hello wide world savings how may i help you today',
  ],
  reasons: [
    'hi i want to know why my payment went up',
    'hello i need a copy of my statement',
    'i am calling to renew my cover',
    'hi i need to change the car on my policy',
  ],
  firstNames: ['frank', 'diana', 'arthur', 'sophie', 'edward', 'megan', 'victor', 'paula'],
  lastNames: ['reid', 'marsh', 'holt', 'barker', 'wells', 'nash', 'hayes', 'fletcher'],
  streets: ['cedar lane', 'north road', 'bridge street', 'willow court'],
  towns: ['derby', 'austin', 'exeter', 'dundee'],
  emailDomains: ['gmail dot com', 'live dot com', 'protonmail dot com'],
  secrets: ['pepper', 'rome', 'orange', 'biggles'],
  ask: {
    name: ['and your full name', 'who have i got on the line', 'can i start with your name'],
    account: [
      'i need your account number please',
      'could you confirm your account number',
      'can i get the number of your account',
      'and which account is this for whats the number on it',
      'what account number do you have with us',
    ],
    policy: [
      'could you confirm the policy number',
      'i need your policy number',
      'whats the number on your policy documents',
      'can i get the policy number from you',
      'do you know your policy reference',
    ],
    membership: ['could you confirm your member number', 'whats the membership number on your card'],
    card: ['i need the long number on your card', 'could you read the card number'],
    dob: [
      'could you confirm your date of birth',
      'i need your date of birth please',
      'can i get your d o b',
      'and whats the date of birth on the account',
      'and when is your date of birth',
    ],
    postcode: ['could you confirm your postcode', 'whats your post code'],
    address: ['could you confirm your address', 'whats your house number and street'],
    secret: ['whats your memorable place', 'what was your childhood nickname'],
    pin: ['i need your pin please', 'could you confirm your pin'],
    phone: ['what phone number have you got', 'could you confirm your phone number'],
    email: ['what email do we have for you', 'could you confirm your email'],
    reference: ['have you got the case reference', 'whats the complaint number'],
  },
  answer: {
    name: ['yes its $', 'it is $ here', 'the name is $'],
    account: ['sure $', 'let me see its $', 'the account number is $', 'yes that is $', 'i have it here $'],
    policy: ['sure its $', 'the reference is $', 'let me look its $', 'okay the number is $', 'yes $'],
    membership: ['its $', 'the number is $'],
    card: ['sure $', 'here it is $'],
    dob: ['sure its $', 'the $', 'that is $', 'yes its $', 'okay $'],
    postcode: ['its $', 'sure $'],
    address: ['its $', 'i live on $'],
    secret: ['$', 'that would be $'],
    pin: ['$', 'sure $'],
    phone: ['$', 'its $'],
    email: ['$', 'it is $'],
    reference: ['its $', '$'],
  },
  agentOrdinary: [
    'your refund of {thirty} pounds goes out in {two} days',
    'the payment rose by {nine} percent',
    'we can book you in for {ten} thirty tomorrow',
    'the cover starts in {fourteen} days',
    'you have {three} claims on record',
    'i will send {two} copies of the statement',
  ],
  customerOrdinary: [
    'we have {two} cars now',
    'i pay {sixty} pounds a month',
    'i have been on hold for {twenty} minutes',
    'i ordered {six} items',
    'it was {five} weeks ago',
  ],
  closings: ['right $ thats all sorted', 'thanks very much $ bye', 'take care mister $'],
  stalls: ['um bear with me', 'ah its in my other bag one sec', 'let me grab the paperwork'],
  readbacks: ['right so $ thank you', 'okay thats $', 'just to confirm $'],
  always: ['dob', 'policy', 'account'],
  forms: {
    dob: ({ pick, random, digits }) => {
      const year = () =>
        random() < 0.3
          ? `two thousand and ${pick(DIGITS.slice(1))}`
          : `nineteen ${pick(TENS.slice(4))}${random() < 0.7 ? ` ${pick(DIGITS.slice(1))}` : ''}`;
      return pick([
        () => `${pick(ORDINALS)} ${pick(MONTHS)} ${year()}`,
        () => `the ${pick(ORDINALS)} of ${pick(MONTHS)} ${year()}`,
        () => `${pick(MONTHS)} ${pick(ORDINALS)} ${year()}`,
        () => `${digits(1)} ${digits(1)} ${digits(1)} ${digits(1)} ${year()}`,
      ])();
    },
    policy: ({ pick, letters, digits }) =>
      pick([
        () => `${letters(2)} ${digits(5)}`,
        () => `${letters(1)} ${digits(6)}`,
        () => `${digits(2)} double ${pick(DIGITS.slice(1))} ${letters(2)}`,
        () => `${letters(3)} ${digits(2)} oh ${digits(1)}`,
      ])(),
    account: ({ pick, digits }) =>
      pick([
        () => digits(7),
        () => `${digits(4)} double ${pick(DIGITS.slice(1))} ${digits(2)}`,
        () => `oh ${digits(6)}`,
        () => digits(8),
      ])(),
  },
};

/**
 * The fourth held-out set, written after the third had been read and before the detector was changed for it (round
 * 5): other agents' and callers' words again for the checked items (date of birth, policy and account numbers, asked
 * in every call), six items a call so names, postcodes, cards, phones and e-mails come up more often, values said in
 * yet other ways (short years, dates as day and month numbers, "triple", letters with a word for them, numbers in
 * groups), new voices (kal16), and ordinary numbers said near them. Authored and recognised before any change; its
 * figures are read once, after the changes are final.
 */
const FOURTH: Pools = {
  voices: [
    ['kal16', 'slt'],
    ['awb', 'kal16'],
    ['slt', 'awb'],
    ['kal16', 'rms'],
    ['rms', 'slt'],
  ],
  greetings: [
    'hiya thanks for calling trey research home cover its [NAME:gemma] speaking',
    'good afternoon lucerne publishing subscriptions how can i help today',
    'hello you are through to consolidated messenger parcels my name is [NAME:ravi] whats the problem',
    'city power and light customer care good morning',
  ],
  reasons: [
    'hi yes my direct debit failed and i got a letter',
    'morning i want to switch to paperless billing',
    'hello someone used my card online',
    'hi i need to make a change to my cover before friday',
  ],
  firstNames: ['colin', 'rachel', 'stuart', 'fiona', 'martin', 'hannah', 'gordon', 'natalie', 'keith', 'brenda'],
  lastNames: ['foster', 'graham', 'russell', 'murray', 'kelly', 'spencer', 'doyle', 'webb', 'pearson', 'chapman'],
  streets: ['elm grove', 'south street', 'meadow view', 'chapel lane'],
  towns: ['swindon', 'reading', 'phoenix', 'inverness'],
  emailDomains: ['gmail dot com', 'yahoo dot co dot uk', 'hotmail dot com'],
  secrets: ['snowy', 'berlin', 'yellow', 'patch'],
  ask: {
    name: ['whos the account holder please', 'could i take a name', 'can i take your surname and first name', 'what name is it under'],
    account: [
      'what is the account number you are calling about',
      'have you got an account number for me',
      'first off the account number',
      'can you read out the number of your account',
      'and that account number would be',
    ],
    policy: [
      'have you got the policy number handy',
      'what policy number are we looking at',
      'it should be on your renewal letter what is the policy number',
      'next the policy number',
      'can you read me the number at the top of your policy',
    ],
    membership: ['and your membership number if you have it', 'whats the member number please'],
    card: ['which card was it can you read me the number', 'can i have the sixteen digits across the front'],
    dob: [
      'and just for security your date of birth',
      'what date of birth do you have',
      'when were you born please',
      'can you confirm the d o b for me',
      'and the date of birth on the policy',
    ],
    postcode: ['and the postcode please', 'what postcode are you at'],
    address: ['what address is it going to', 'whats the address we have for you'],
    secret: ['whats your mothers maiden name', 'and the memorable word'],
    pin: ['whats your four digit pin', 'can you give me the pin'],
    phone: ['whats the best number to call you on', 'what number are you calling from'],
    email: ['what email shall i use', 'whats your email address'],
    reference: ['do you have a reference from the letter', 'whats the claim number'],
  },
  answer: {
    name: ['yes its $', 'um $', 'its in the name of $', 'that would be $'],
    account: ['right okay its $', 'um yes $', 'i think its $', 'it is $ i believe', 'yeah so its $'],
    policy: ['yep its $', 'it says $ at the top', 'got it here its $', 'i believe its $', 'it is $'],
    membership: ['yep $', 'i think its $'],
    card: ['its $', 'okay $'],
    dob: ['yeah its $', '$', 'i was born on $', 'um $', 'it would be $'],
    postcode: ['its $', 'yeah $'],
    address: ['its $', 'yeah $'],
    secret: ['its $', 'um $'],
    pin: ['$', 'its $'],
    phone: ['its $', 'try $'],
    email: ['its $', 'yeah $'],
    reference: ['its $', 'the letter says $'],
  },
  agentOrdinary: [
    'the cancellation fee is {twenty five} pounds',
    'you should get it by {five} pm on monday',
    'it will take {seven} working days to process',
    'thats {two} payments we missed',
    'i can offer you {three} months free',
    'the next bill is on the {first} of the month',
  ],
  customerOrdinary: [
    'i have {two} accounts with you',
    'i was on the website for {ninety} minutes',
    'it cost me {forty} pounds',
    'it was {three} days ago',
    'i rang {twice} yesterday',
  ],
  closings: ['perfect $ have a lovely day', 'cheers $ speak soon', 'okay mrs $ bye bye'],
  stalls: ['oh hang on its upstairs', 'let me just find my glasses', 'er give me two ticks'],
  readbacks: ['let me read that back $', 'i have got $ there is that correct', '$ is that right'],
  always: ['dob', 'policy', 'account'],
  itemsPerCall: 6,
  forms: {
    dob: ({ pick, random, digits }) => {
      const shortYear = () => `${pick(TENS.slice(4))}${random() < 0.6 ? ` ${pick(DIGITS.slice(1))}` : ''}`;
      const year = () =>
        random() < 0.2 ? `two thousand and ${pick(DIGITS.slice(1))}` : random() < 0.3 ? shortYear() : `nineteen ${shortYear()}`;
      return pick([
        () => `${pick(ORDINALS)} of ${pick(MONTHS)} ${year()}`,
        () => `${pick(MONTHS)} ${pick(ORDINALS)} ${year()}`,
        () => `the ${pick(ORDINALS)} of the ${pick(FIRST_ORDINALS.slice(0, 12))} ${year()}`,
        () => `${digits(1)} ${digits(1)} ${shortYear()}`,
        () => `${pick(ORDINALS)} ${pick(MONTHS)} ${year()}`,
      ])();
    },
    policy: ({ pick, letters, digits }) =>
      pick([
        () => `${letters(2)} ${digits(3)} ${letters(1)}`,
        () => `${letters(1)} ${digits(3)} ${digits(3)}`,
        () => `${digits(2)} triple ${pick(DIGITS.slice(1))} ${digits(2)}`,
        () => `${letters(2)} oh oh ${digits(3)}`,
        () => `${letters(3)} ${digits(4)}`,
      ])(),
    account: ({ pick, digits }) =>
      pick([
        () => `${digits(4)} ${digits(4)}`,
        () => `${digits(2)} double ${pick(DIGITS.slice(1))} ${digits(3)}`,
        () => `${digits(3)} oh ${digits(3)}`,
        () => digits(7),
        () => `oh oh ${digits(5)}`,
      ])(),
  },
};

/** Cardinal numbers one to twenty-eight, for days and months said as numbers ("may seventeen", "twelve five"). */
const CARDINALS = [
  ...DIGITS.slice(1),
  ...'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' '),
  ...DIGITS.slice(1, 9).map((digit) => `twenty ${digit}`),
];
/** Items a caller may say over two turns, or say wrong and correct. */
const SPLITTABLE = new Set<Item>(['account', 'policy', 'membership', 'card', 'phone', 'postcode', 'reference']);
const CORRECTABLE = new Set<Item>([...SPLITTABLE, 'dob', 'pin']);
const FIFTH_STREETS = ['ash road', 'lime tree avenue', 'harbour street', 'primrose hill', 'west end lane'];
const FIFTH_TOWNS = ['bolton', 'sacramento', 'aberdeen', 'margate', 'tucson'];
const FIFTH_DOMAINS = ['gmail dot com', 'sky dot com', 'virginmedia dot com', 'outlook dot co dot uk', 'comcast dot net'];

/**
 * The fifth held-out set, written blind to the detector (without reading its code, its rules or its results):
 * calls to utilities, telecoms, healthcare appointments, banking, insurance claims and travel, with their own
 * questions and answers; birth dates said every way callers say them ("the third of the seventh eighty two", "oh
 * two oh four seventy one", "may seventeen nineteen ninety", with and without "born"); the last four digits of a
 * card; numbers in pairs ("forty seven thirty two"); surnames spelled; the agent addressing the caller and giving
 * their own name; read-backs, a read-back misheard and corrected, a caller correcting a slip ("no sorry it's …"); a
 * value said over two turns; hesitations; a new voice (kal); and ordinary numbers (amounts, times, durations, counts,
 * options, a flight number) near them. Authored and recognised before any change for it.
 */
const FIFTH: Pools = {
  voices: [
    ['kal', 'awb'],
    ['slt', 'kal'],
    ['kal16', 'awb'],
    ['rms', 'kal'],
    ['awb', 'kal16'],
    ['kal', 'slt'],
  ],
  greetings: [
    'good morning southridge energy this is [NAME:priya] speaking how can i help',
    'thanks for calling relecloud mobile you are through to [NAME:marcus]',
    'a datum health appointments line [NAME:joanne] speaking',
    'hello vanarsdel bank my name is [NAME:ahmed] can i take some details',
    'humongous insurance claims team good afternoon',
    'wingtip airways bookings how can i help you',
  ],
  reasons: [
    'hi my gas bill has gone up by {forty} pounds and i dont know why',
    'hello the power has been off since {six} this morning',
    'hi my broadband keeps dropping out every {ten} minutes or so',
    'i want to upgrade my phone my contract ended {two} months ago',
    'hello i need to move my appointment i cant make {three} oclock on thursday',
    'hi there is a payment on my account i dont recognise for {eighty} pounds',
    'hi i need to claim my kitchen flooded on saturday',
    'hello my flight was cancelled and i need to rebook {two} seats',
  ],
  firstNames: ['nadia', 'declan', 'yvonne', 'bernard', 'leila', 'craig', 'shona', 'trevor', 'imogen', 'wayne'],
  lastNames: ['okafor', 'mcbride', 'sullivan', 'hargreaves', 'patel', 'dunn', 'kowalski', 'brennan', 'ashworth', 'quinn'],
  streets: FIFTH_STREETS,
  towns: FIFTH_TOWNS,
  emailDomains: FIFTH_DOMAINS,
  secrets: ['pickles', 'whitby', 'saint marys', 'captain', 'lavender', 'obrien'],
  ask: {
    name: [
      'can i start with your name please',
      'who is the bill payer',
      'and who am i speaking with today',
      'whose name is the booking under',
      'is it the patient calling can i have the name',
    ],
    account: [
      'can you give me the account number from the top of your bill',
      'and the account number please',
      'what is the number of the account the payment went from',
      'to pull up your account whats the number',
      'so i can find you whats your customer account number',
    ],
    policy: [
      'whats the policy number on your schedule',
      'and your policy number please',
      'can you read out the policy number its on the front of your documents',
      'so which policy is the claim against whats the number',
      'and the health plan policy number',
    ],
    membership: [
      'have you got your frequent flyer number',
      'whats the membership number on your loyalty card',
      'and the member number on your health plan card',
    ],
    card: [
      'what are the last four digits of the card',
      'can you confirm the last four numbers on your card',
      'which card was it just the last four digits',
    ],
    dob: [
      'and can i take a date of birth',
      'and the patients date of birth',
      'just to check its you whats your date of birth',
      'when were you born',
      'can you confirm your birth date for me',
      'and your dob',
    ],
    postcode: ['and the postcode at the property', 'whats your zip code', 'what postcode is the supply address'],
    address: ['and the supply address', 'whats the first line of the address', 'where is the property'],
    secret: [
      'whats the answer to your security question your first school',
      'whats your mothers maiden name',
      'and your memorable word',
      'what was the name of your first pet',
    ],
    pin: ['can you tell me the pin on the account', 'and your four digit security pin', 'whats your phone banking passcode'],
    phone: ['whats the best number to text you on', 'can i take a mobile number', 'what number can the engineer call'],
    email: ['and an email for the confirmation', 'whats your email address', 'where shall i send the e ticket'],
    reference: ['have you got a claim reference already', 'do you have the booking reference'],
  },
  answer: {
    name: ['its $', 'my name is $', 'yeah $', 'um its $', 'it is under $'],
    account: ['its $', 'okay um $', 'hang on yes its $', 'the bill says $', 'right its $ i think'],
    policy: ['its $', 'er $', 'okay its $', 'the schedule says $', 'hang on its $'],
    membership: ['yes its $', 'um $', 'its $'],
    card: ['its $', 'the card ends in $', 'ending $', 'um $'],
    dob: ['its $', '$', 'i was born $', 'born $', 'um $', 'date of birth is $', 'yes its $', 'i was born on $', 'my birthday is $'],
    postcode: ['its $', '$', 'um $'],
    address: ['its $', 'we are at $', 'um $'],
    secret: ['$', 'its $', 'um i think its $'],
    pin: ['$', 'its $', 'um $'],
    phone: ['its $', 'my mobile is $', 'um $'],
    email: ['its $', 'yeah its $', 'um $'],
    reference: ['yeah $', 'its $'],
  },
  agentOrdinary: [
    'your appointment is now at {ten fifteen} on tuesday',
    'the claim should be settled within {five} working days',
    'if you call back press option {two} then option {four}',
    'the outage should be fixed in {three} to {four} hours',
    'your new flight is {b a two eight three} leaving at {seven forty}',
    'your bill this month is {sixty two} pounds {forty}',
    'the excess on this claim is {two hundred and fifty} pounds',
    'i have added {ten} gigabytes to your plan',
    'the doctor has a slot in {two} weeks at {nine thirty}',
    'that will take {twenty four} to {forty eight} hours',
  ],
  customerOrdinary: [
    'i ordered {three} boxes',
    'we were without power for {six} hours',
    'i have been waiting {forty five} minutes',
    'the bill was {one hundred and twenty} pounds',
    'my bag weighed {twenty three} kilos',
    'its been {two} weeks since it happened',
    'we are {four} adults and {two} children',
  ],
  closings: ['thanks for calling $ take care', 'alright $ you are all booked in', 'lovely $ speak to you soon'],
  stalls: ['um hang on', 'hang on its on the bill somewhere', 'er let me get my purse', 'sorry the kids are shouting one moment'],
  readbacks: ['okay so thats $', 'let me just repeat that $', 'i have $ yes', 'sorry was that $'],
  always: ['dob', 'policy', 'account'],
  itemsPerCall: 6,
  readBackChance: 0.45,
  shuffle: true,
  spelling: {
    ask: ['can you spell the surname for me', 'how do you spell that', 'and how is the last name spelt'],
    answer: ['$', 'its $', 'thats $'],
  },
  addressing: ['thanks <first>', 'okay <first>', 'right <first>', 'lovely thank you <full>'],
  corrections: {
    self: ['its # no sorry $', '# oh wait no thats my old one its $', 'um # no sorry sorry $'],
    misheard: ['no sorry its $', 'not quite its $', 'no thats wrong it should be $'],
  },
  continuing: {
    prompts: ['mhm', 'yes go on', 'okay and the rest'],
    rest: ['$', 'then $', 'and then $'],
  },
  forms: {
    dob: ({ pick, random }) => {
      const shortYear = () => `${pick(TENS.slice(4))}${random() < 0.7 ? ` ${pick(DIGITS.slice(1))}` : ''}`;
      const year = () =>
        random() < 0.2
          ? `two thousand${random() < 0.5 ? ' and' : ''} ${pick(DIGITS.slice(1))}`
          : random() < 0.35
            ? shortYear()
            : `nineteen ${shortYear()}`;
      const day = () => (random() < 0.6 ? `oh ${pick(DIGITS.slice(1))}` : `${pick(['one', 'two'])} ${pick(DIGITS)}`);
      const month = () => (random() < 0.75 ? `oh ${pick(DIGITS.slice(1))}` : `one ${pick(['zero', 'one', 'two'])}`);
      return pick([
        () => `the ${pick(ORDINALS)} of the ${pick(FIRST_ORDINALS.slice(0, 12))} ${shortYear()}`,
        () => `${pick(ORDINALS)} of ${pick(MONTHS)} ${year()}`,
        () => `${day()} ${month()} ${shortYear()}`,
        () => `${pick(MONTHS)} ${pick(CARDINALS)} ${year()}`,
        () => `${pick(CARDINALS)} ${pick(CARDINALS.slice(0, 12))} ${shortYear()}`,
        () => `the ${pick(ORDINALS)} of ${pick(MONTHS)} ${year()}`,
        () => `${pick(MONTHS)} the ${pick(ORDINALS)} ${year()}`,
      ])();
    },
    policy: ({ pick, letters, digits }) =>
      pick([
        () => `${letters(2)} ${digits(6)}`,
        () => `${letters(1)} ${digits(2)} ${letters(1)} ${digits(3)}`,
        () => `${digits(3)} ${digits(3)} ${digits(3)}`,
        () => `${letters(3)} dash ${digits(4)}`,
        () => `${letters(2)} ${digits(2)} double oh ${digits(1)}`,
      ])(),
    account: ({ pick, digits, random }) => {
      const pair = () => (random() < 0.8 ? `${pick(TENS.slice(2))} ${pick(DIGITS.slice(1))}` : pick(CARDINALS.slice(9, 19)));
      return pick([
        () => digits(10),
        () => `${digits(2)} oh oh ${digits(4)}`,
        () => `${digits(4)} double ${pick(DIGITS.slice(1))} ${digits(2)}`,
        () => `${pair()} ${pair()} ${pair()}`,
        () => `${digits(3)} ${digits(3)} ${digits(2)}`,
      ])();
    },
    membership: ({ pick, letters, digits }) =>
      pick([() => `${letters(2)} ${digits(7)}`, () => digits(9), () => `${digits(3)} ${digits(3)} ${digits(4)}`])(),
    card: ({ pick, digits, random }) =>
      pick([
        () => digits(4),
        () =>
          `${pick(TENS.slice(2))} ${pick(DIGITS.slice(1))} ${random() < 0.5 ? pick(CARDINALS.slice(9, 19)) : `${pick(TENS.slice(2))} ${pick(DIGITS.slice(1))}`}`,
        () => `${digits(2)} double ${pick(DIGITS)}`,
      ])(),
    phone: ({ pick, digits }) =>
      pick([
        () => `oh seven ${digits(3)} ${digits(6)}`,
        () => `oh seven seven double ${pick(DIGITS)} ${digits(6)}`,
        () => `${digits(3)} ${digits(3)} ${digits(4)}`,
        () => `oh one ${digits(3)} ${digits(3)} ${digits(3)}`,
      ])(),
    postcode: ({ pick, letters, digits }) =>
      pick([
        () => `${letters(2)} ${digits(1)} ${digits(1)} ${letters(2)}`,
        () => `${letters(1)} ${digits(2)} ${digits(1)} ${letters(2)}`,
        () => digits(5),
        () => `${digits(5)} dash ${digits(4)}`,
      ])(),
    address: ({ pick }) => {
      const house = () => pick(['twenty seven', 'four', 'one eighteen', 'sixty', 'nine', 'two hundred and twelve']);
      return pick([
        () => `flat ${pick(DIGITS.slice(1))} ${house()} ${pick(FIFTH_STREETS)} ${pick(FIFTH_TOWNS)}`,
        () => `${house()} ${pick(FIFTH_STREETS)}`,
        () => `${house()} ${pick(FIFTH_STREETS)} apartment ${pick(CARDINALS)} ${pick(FIFTH_TOWNS)}`,
        () => `${house()} ${pick(FIFTH_STREETS)} ${pick(FIFTH_TOWNS)}`,
      ])();
    },
    email: ({ pick, random, name }) => {
      const domain = pick(FIFTH_DOMAINS);
      return pick([
        () => `${name.first} ${name.last} ${pick(TENS.slice(5))} ${pick(DIGITS.slice(1))} at ${domain}`,
        () => `${name.first[0]} ${name.last} at ${domain}`,
        () => `${name.first} underscore ${name.last} at ${domain}`,
        () => `${name.last} ${random() < 0.5 ? 'dot' : 'hyphen'} ${name.first} at ${domain}`,
      ])();
    },
    pin: ({ pick, digits }) => pick([() => digits(4), () => digits(6), () => `${digits(1)} double ${pick(DIGITS)} ${digits(1)}`])(),
    reference: ({ pick, letters, digits }) =>
      pick([() => `${letters(3)} ${digits(6)}`, () => `${letters(1)} ${letters(1)} ${digits(2)} ${letters(1)} ${letters(1)}`])(),
  },
};

const SIXTH_STREETS = ['mill lane', 'cranbrook close', 'victoria terrace', 'orchard way', 'station approach', 'beech grove'];
const SIXTH_TOWNS = ['swindon', 'dundee', 'wrexham', 'portsmouth', 'harrogate', 'denver'];
const SIXTH_DOMAINS = ['hotmail dot co dot uk', 'yahoo dot com', 'btinternet dot com', 'icloud dot com', 'aol dot com'];
const TEENS = 'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
/** Two digits said as one number, the way callers group them ("forty seven", "thirteen", "ninety"). */
const sixthPair = ({ pick, random }: Helpers): string =>
  random() < 0.2 ? pick(TEENS) : `${pick(TENS.slice(2))}${random() < 0.85 ? ` ${pick(DIGITS.slice(1))}` : ''}`;

/**
 * The sixth held-out set, written blind to the detector (without reading its code, its rules, its results or the
 * other sets' pools beyond the file's format): calls to a water company, a mobile network, a dental practice, a
 * building society, a pet insurer, a car rental desk and a council tax office, with their own questions and answers;
 * birth dates said every way (numeric day and month, "oh six oh nine", two-digit and four-digit years, "two thousand
 * and three", with and without "born"), a "where were you born" security question answered with a town; digits in
 * pairs and said as "double" and "triple"; "stroke" in policy numbers; UK postcodes with a two-digit district;
 * the agent giving their own name and addressing the caller; read-backs, corrections, values split over two turns,
 * hesitations and background interruptions; and ordinary numbers next to them (amounts, times, durations, counts,
 * menu options, "two accounts", an appointment date and a return date). Authored and recognised before any change
 * for it.
 */
const SIXTH: Pools = {
  voices: [
    ['awb', 'slt'],
    ['slt', 'rms'],
    ['rms', 'kal16'],
    ['kal', 'rms'],
    ['kal16', 'slt'],
    ['slt', 'awb'],
    ['awb', 'kal'],
  ],
  greetings: [
    'good morning clearwater water services you are speaking to [NAME:gemma] how can i help',
    'hiya welcome to northstar mobile youre talking to [NAME:kieran]',
    'brightsmile dental practice reception [NAME:sian] speaking',
    'hello harbourside building society [NAME:callum] speaking how can i help',
    'pawsure pet insurance claims line good afternoon',
    'speedway car rental customer services how can i help you today',
    'fairfield borough council council tax team you are through to [NAME:brenda]',
  ],
  reasons: [
    'hi my water bill has gone up to {two hundred and ten} pounds this quarter',
    'hello i think we have a leak the meter is still turning with everything off',
    'hi i keep getting charged for roaming and i was only in spain for {three} days',
    'hello i want to add {two} more lines to my plan',
    'hi i need a check up for me and my {two} kids',
    'hello i have cracked a filling and i have been in pain since {seven} last night',
    'hi i want to move some money between my {two} accounts',
    'hello my dog swallowed a sock and the vet bill was {nine hundred} pounds',
    'hi i was charged {sixty five} pounds more than my quote for the car',
    'hello i have moved house and need to close my council tax account',
    'hi i got a reminder but i paid the {one hundred and twelve} pounds last week',
  ],
  firstNames: ['rhiannon', 'tobias', 'maureen', 'gareth', 'anjali', 'fergus', 'bethany', 'clive', 'noreen', 'dominic', 'esther', 'kwame'],
  lastNames: ['pemberton', 'oyelaran', 'mackintosh', 'whitfield', 'chaudhry', 'lindqvist', 'barraclough', 'fenwick', 'doherty', 'nakamura'],
  streets: SIXTH_STREETS,
  towns: SIXTH_TOWNS,
  emailDomains: SIXTH_DOMAINS,
  secrets: ['featherstone', 'biscuit', 'saint aidans primary', 'llandudno', 'mister collins', 'ruby', 'scunthorpe'],
  ask: {
    name: [
      'can i take your full name please',
      'who am i speaking to',
      'and your name is',
      'whose name is the account in',
      'can i get the name of the policy holder',
      'and the name of the person the car was booked for',
    ],
    account: [
      'can i have your account number please',
      'whats the account number at the top of your bill',
      'and the council tax account number',
      'what is your mobile account number',
      'can you read me the account number from your statement',
      'so i can find you can you give me your account number',
    ],
    policy: [
      'whats your policy number',
      'have you got the policy number for your pet insurance',
      'and the policy number is',
      'can you find the policy number on your certificate',
      'do you have the excess cover policy number from the rental agreement',
    ],
    membership: [
      'have you got your membership number',
      'whats the membership number on your dental plan',
      'and your member number its on the front of the card',
      'whats your rewards club number',
    ],
    card: [
      'and the last four digits of the card you paid with',
      'can you tell me the last four of the card',
      'which card is it just the last four please',
      'what are the final four numbers on the card',
    ],
    dob: [
      'can you confirm your date of birth',
      'and your date of birth please',
      'whats the date of birth on the account',
      'and when were you born',
      'for security can i take your date of birth',
      'and the patients date of birth',
      'can i just check your d o b',
    ],
    postcode: [
      'whats the postcode',
      'and the postcode of the property',
      'whats the zip code on the billing address',
      'can i take the postcode please',
    ],
    address: [
      'and the first line of your address',
      'whats the address the bill goes to',
      'can you confirm the address',
      'where are you living now',
    ],
    secret: [
      'whats your mothers maiden name',
      'can you give me the answer to your security question its the name of your first pet',
      'what was the name of your first school',
      'and where were you born which town',
      'who was your favourite teacher',
    ],
    pin: [
      'can you give me your four digit pin',
      'whats the pin on the account',
      'and your telephone banking pin please',
      'can i have the pin you set up',
    ],
    phone: [
      'whats the best contact number for you',
      'can i take a phone number',
      'which mobile number is it about',
      'and a number we can call you back on',
    ],
    email: [
      'can i take an email address',
      'whats your email',
      'where should i send the confirmation email',
      'and the email on your account',
    ],
    reference: [
      'do you have a reference number from the letter',
      'whats the booking reference',
      'have you got the claim reference',
      'do you have the case number from last time',
    ],
  },
  answer: {
    name: ['yes its $', 'my name is $', '$', 'er its $', 'its $ speaking', 'thats me $'],
    account: ['yeah its $', 'erm $', 'its $', 'right okay its $', 'i have it here $', 'let me see $'],
    policy: ['its $', 'um yes $', 'the certificate says $', 'ok its $', 'yes i have it $'],
    membership: ['its $', 'yes $', 'erm $'],
    card: ['its $', 'it ends $', 'ending in $', 'the last four are $'],
    dob: ['$', 'its $', 'i was born $', 'born on $', 'erm $', 'my date of birth is $', 'yeah $', 'sure $', 'i was born on $'],
    postcode: ['its $', '$', 'yeah $', 'erm $'],
    address: ['its $', 'i live at $', 'er $', 'we are at $ now'],
    secret: ['$', 'that would be $', 'um $', 'i think its $'],
    pin: ['$', 'its $', 'er $', 'okay its $'],
    phone: ['its $', 'you can use $', 'my mobile is $', 'erm $'],
    email: ['its $', 'yeah its $', 'send it to $'],
    reference: ['its $', 'yes $', 'the letter says $'],
  },
  agentOrdinary: [
    'i can see {two} accounts in your name',
    'the refund of {thirty two} pounds {fifty} will reach you in {three} to {five} working days',
    'i have a slot on the {fourteenth} of march at {ten forty five}',
    'your next bill will be {eighty four} pounds spread over {ten} monthly payments',
    'if you need us again press option {three} then option {one}',
    'an engineer can come on thursday between {eight} and {twelve}',
    'your plan includes {thirty} gigabytes and {five hundred} minutes',
    'the excess on the claim is {ninety nine} pounds',
    'the car is due back on the {second} of june by {six} pm',
    'bear with me this will take {two} minutes',
    'the appointment will take about {forty} minutes',
    'you have {two} direct debits set up on the {first} of each month',
    'the council tax for this year is {one thousand four hundred and sixty} pounds in {ten} instalments',
    'your contract ends on the {twenty eighth} of november',
  ],
  customerOrdinary: [
    'i have been on hold for {twenty five} minutes already',
    'i called {three} times last week',
    'i paid {forty} pounds on the {fifth}',
    'can we do after {four} oclock i work until {three thirty}',
    'there are {four} of us in the house',
    'i pressed option {two} i think',
    'we only had the car for {six} days not {seven}',
    'the cat is {eleven} years old now',
    'my other {two} accounts are fine',
  ],
  closings: ['thanks $ have a good day', 'all sorted $ bye now', 'okay $ you will get a text shortly', 'cheers $ take care'],
  stalls: [
    'sorry hold on the dog is barking',
    'one second someone is at the door',
    'erm let me find the letter',
    'sorry i am going into a tunnel',
    'hang on i need my glasses',
    'sorry can you hold on the baby is crying',
  ],
  readbacks: ['so that is $', 'just to confirm $', 'i have got $ is that right', 'let me read that back $', 'okay $ thank you'],
  always: ['dob', 'policy', 'account'],
  itemsPerCall: 6,
  readBackChance: 0.4,
  shuffle: true,
  spelling: {
    ask: ['could you spell your surname for me', 'sorry how do you spell that', 'can you spell the last name please'],
    answer: ['$', 'its $', 'yeah $', 'sure its $'],
  },
  addressing: ['thank you <first>', 'great <first>', 'lovely <first>', 'okay <full>', 'perfect thanks <first>'],
  corrections: {
    self: ['# oh no wait its $', 'its # sorry i mean $', 'um # no hang on $', '# actually no thats wrong $'],
    misheard: ['no its $', 'not quite its $', 'sorry no $'],
  },
  continuing: {
    prompts: ['mhm', 'okay go on', 'sorry you cut out after that', 'yep and the rest'],
    rest: ['$', 'then $', 'and the rest is $', 'sorry the dog um $'],
  },
  forms: {
    dob: ({ pick, random }) => {
      const shortYear = () => `${pick(TENS.slice(4))}${random() < 0.8 ? ` ${pick(DIGITS.slice(1))}` : ''}`;
      const year = () => (random() < 0.12 ? `two thousand and ${pick(DIGITS.slice(1, 8))}` : `nineteen ${shortYear()}`);
      const day = () => pick(CARDINALS);
      const month = () => pick(CARDINALS.slice(0, 12));
      return pick([
        () => `the ${pick(ORDINALS)} of ${pick(MONTHS)} ${year()}`,
        () => `${pick(ORDINALS)} of ${pick(MONTHS)} ${shortYear()}`,
        () => `${pick(MONTHS)} ${pick(ORDINALS)} ${year()}`,
        () => `${pick(MONTHS)} the ${pick(ORDINALS)} ${shortYear()}`,
        () => `${day()} ${month()} ${shortYear()}`,
        () => `oh ${pick(DIGITS.slice(1))} oh ${pick(DIGITS.slice(1))} ${year()}`,
        () => `the ${pick(ORDINALS)} of the ${pick(FIRST_ORDINALS.slice(0, 12))} ${year()}`,
        () => `${pick(MONTHS)} ${day()} ${year()}`,
        () => `${pick(ORDINALS)} ${pick(MONTHS)} ${year()}`,
      ])();
    },
    account: (h) =>
      h.pick([
        () => h.digits(8),
        () => `${sixthPair(h)} ${sixthPair(h)} ${sixthPair(h)} ${sixthPair(h)}`,
        () => `${h.digits(2)} double ${h.pick(DIGITS.slice(1))} ${h.digits(4)}`,
        () => `${h.digits(1)} triple ${h.pick(DIGITS.slice(1))} ${h.digits(3)}`,
        () => `${h.digits(3)} oh ${h.digits(4)}`,
        () => `${h.digits(3)} ${h.digits(3)} ${h.digits(3)}`,
      ])(),
    policy: (h) =>
      h.pick([
        () => `${h.letters(3)} ${h.digits(6)}`,
        () => `${h.letters(2)} double ${h.pick(DIGITS.slice(1))} ${h.digits(4)}`,
        () => `${h.letters(1)} ${h.digits(3)} ${h.letters(1)} ${h.digits(2)}`,
        () => `${h.letters(2)} ${sixthPair(h)} ${sixthPair(h)}`,
        () => `${h.letters(2)} ${h.digits(3)} stroke ${h.digits(2)}`,
        () => h.digits(8),
      ])(),
    membership: (h) =>
      h.pick([
        () => h.digits(8),
        () => `${h.letters(2)} ${h.digits(5)}`,
        () => `${sixthPair(h)} ${sixthPair(h)} ${sixthPair(h)}`,
        () => `${h.digits(3)} triple ${h.pick(DIGITS.slice(1))} ${h.digits(1)}`,
      ])(),
    card: (h) =>
      h.pick([
        () => h.digits(4),
        () => `${sixthPair(h)} ${sixthPair(h)}`,
        () => `double ${h.pick(DIGITS.slice(1))} ${h.digits(2)}`,
        () => `${h.digits(2)} double ${h.pick(DIGITS)}`,
      ])(),
    postcode: (h) =>
      h.pick([
        () => `${h.letters(2)} ${h.pick(CARDINALS.slice(0, 19))} ${h.digits(1)} ${h.letters(2)}`,
        () => `${h.letters(1)} ${h.digits(1)} ${h.digits(1)} ${h.letters(2)}`,
        () => `${h.letters(2)} ${h.digits(1)} ${h.digits(1)} ${h.letters(2)}`,
        () => h.digits(5),
        () => `${h.digits(2)} oh ${h.digits(2)}`,
      ])(),
    phone: (h) =>
      h.pick([
        () => `oh seven ${h.digits(3)} ${h.digits(6)}`,
        () => `oh seven seven double ${h.pick(DIGITS)} ${h.digits(3)} ${h.digits(3)}`,
        () => `${h.digits(3)} ${h.digits(3)} ${h.digits(4)}`,
        () => `oh one ${h.digits(3)} ${h.digits(6)}`,
        () => `oh seven triple ${h.pick(DIGITS.slice(1))} ${h.digits(6)}`,
      ])(),
    pin: (h) =>
      h.pick([
        () => h.digits(4),
        () => `double ${h.pick(DIGITS)} double ${h.pick(DIGITS)}`,
        () => `${sixthPair(h)} ${sixthPair(h)}`,
        () => `triple ${h.pick(DIGITS.slice(1))} ${h.pick(DIGITS)}`,
      ])(),
    email: ({ pick, random, name }) => {
      const domain = pick(SIXTH_DOMAINS);
      return pick([
        () => `${name.first} dot ${name.last} at ${domain}`,
        () => `${name.last} ${name.first[0]} at ${domain}`,
        () => `${name.first} ${name.last[0]} ${pick(TENS.slice(2))}${random() < 0.5 ? ` ${pick(DIGITS.slice(1))}` : ''} at ${domain}`,
        () => `${name.first} at ${name.last} dot me dot uk`,
        () => `${name.first}${name.last} at ${domain}`,
      ])();
    },
    address: ({ pick }) =>
      `${pick(['fourteen', 'two hundred and six', 'eighty eight', 'flat three', 'nine a', 'thirty one'])} ${pick(SIXTH_STREETS)} ${pick(SIXTH_TOWNS)}`,
    reference: (h) => h.pick([() => `${h.letters(2)} ${h.digits(6)}`, () => `${h.letters(3)} ${h.digits(4)}`])(),
  },
};

const SEVENTH_STREETS = [
  'sycamore crescent',
  'foundry lane',
  'wellington parade',
  'magnolia boulevard',
  'pinecrest drive',
  'abbey gardens',
];
const SEVENTH_TOWNS = ['stockport', 'cheltenham', 'milton keynes', 'phoenix', 'columbus', 'inverness'];
const SEVENTH_DOMAINS = [
  'gmail dot com',
  'live dot co dot uk',
  'protonmail dot com',
  'ntlworld dot com',
  'verizon dot net',
  'outlook dot com',
];
/**
 * How one of sets 7 to 10's callers say letters, in lower case: a letter pinned down a `pinned` share of the time with
 * one of the `joiners` (in the order the set's author wrote them: the seeded pick takes one by its place) and a word
 * from `words`, which has words for every letter; and, when `doubled` is given, a doubled letter in a spelled word said
 * "double" that share of the time.
 */
const spokenLetters = ({
  words,
  joiners,
  pinned,
  doubled = 0,
}: {
  readonly words: Readonly<Record<string, readonly string[]>>;
  readonly joiners: readonly string[];
  readonly pinned: number;
  readonly doubled?: number;
}) => {
  /** A letter alone, or now and then pinned down: "s as in sugar", "m for mike". */
  const letter = (h: Helpers, said: string): string => {
    const l = said.toLowerCase();
    return h.random() < pinned ? `${l} ${h.pick(joiners)} ${h.pick(words[l]!)}` : l;
  };
  /** `n` random letters, some pinned down. */
  const letters = (h: Helpers, n: number): string =>
    h
      .letters(n)
      .split(' ')
      .map((l) => letter(h, l))
      .join(' ');
  /** A word spelled letter by letter, some pinned down (a doubled letter said "double" when the set does). */
  const spell = (h: Helpers, word: string): string => {
    const said: string[] = [];
    for (let i = 0; i < word.length; i += 1) {
      if (doubled > 0 && word[i] === word[i + 1] && h.random() < doubled) {
        said.push(`double ${word[i]}`);
        i += 1;
      } else said.push(letter(h, word[i]!));
    }
    return said.join(' ');
  };
  return { letter, letters, spell };
};
/** How callers make a letter unmistakable: the radio alphabet or a word of their own. */
const SPOKEN_LETTERS: Readonly<Record<string, readonly string[]>> = {
  a: ['alpha', 'apple'],
  b: ['bravo', 'bertie'],
  c: ['charlie', 'cat'],
  d: ['delta', 'david'],
  e: ['echo', 'edward'],
  f: ['foxtrot', 'freddie'],
  g: ['golf', 'george'],
  h: ['hotel', 'harry'],
  i: ['india', 'ice cream'],
  j: ['juliet', 'jack'],
  k: ['kilo', 'king'],
  l: ['lima', 'london'],
  m: ['mike', 'mother'],
  n: ['november', 'nancy'],
  o: ['oscar', 'orange'],
  p: ['papa', 'peter'],
  q: ['quebec', 'queen'],
  r: ['romeo', 'robert'],
  s: ['sierra', 'sugar'],
  t: ['tango', 'tommy'],
  u: ['uniform', 'uncle'],
  v: ['victor', 'violet'],
  w: ['whiskey', 'william'],
  x: ['x ray'],
  y: ['yankee', 'yellow'],
  z: ['zulu', 'zebra'],
};
/** Letters said alone, or now and then made clear: "s as in sugar", "m for mike"; a surname spelled letter by letter. */
const {
  letter: seventhLetter,
  letters: seventhLetters,
  spell: seventhSpell,
} = spokenLetters({ words: SPOKEN_LETTERS, joiners: ['as in', 'for', 'as in'], pinned: 0.3 });
/** Digits one by one with zero said "oh" most of the time. */
const seventhDigits = (h: Helpers, n: number): string =>
  h
    .digits(n)
    .split(' ')
    .map((digit) => (digit === 'zero' && h.random() < 0.7 ? 'oh' : digit))
    .join(' ');
/**
 * Two random digits said as one number or "oh" and a digit ("oh four", "twelve", "sixty one", "forty"), from one roll:
 * "oh" and a digit below `oh`, a teen below `teen`, tens and a unit below `unit`, round tens above it.
 */
const pairSaying =
  ({ oh, teen, unit }: { readonly oh: number; readonly teen: number; readonly unit: number }) =>
  ({ pick, random }: Helpers): string => {
    const r = random();
    if (r < oh) return `oh ${pick(DIGITS.slice(1))}`;
    if (r < teen) return pick(CARDINALS.slice(9, 19));
    return `${pick(TENS.slice(2))}${r < unit ? ` ${pick(DIGITS.slice(1))}` : ''}`;
  };
/**
 * A day or month as a caller reads it off a form, the way one set's callers do: below ten after one of `units` ("oh
 * four", "zero four"; '' for the digit alone, "four"), from ten on one of the `tens` ways ("whole": "twelve", "digits":
 * "one two"); each list in the order the set's author wrote it, since the seeded pick takes one by its place.
 */
const onFormSaying =
  (units: readonly ('oh' | 'zero' | '')[], tens: readonly ('whole' | 'digits')[]) =>
  (h: Helpers, n: number): string => {
    if (n < 10) {
      const before = h.pick(units);
      return before ? `${before} ${DIGITS[n]}` : DIGITS[n]!;
    }
    return h.pick(tens) === 'whole' ? CARDINALS[n - 1]! : `${DIGITS[Math.floor(n / 10)]} ${DIGITS[n % 10]}`;
  };
const seventhPair = pairSaying({ oh: 0.15, teen: 0.3, unit: 0.9 });
const seventhOnForm = onFormSaying(['oh', 'zero', ''], ['whole', 'digits']);
/** A day or month up to `max`, drawn, as a caller reads it off a form: "oh three", "twelve", "one one". */
const seventhNumeric = (h: Helpers, max: number): string => seventhOnForm(h, 1 + Math.floor(h.random() * max));

/**
 * The seventh held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * tests or its results, and without reading the other sets' pools beyond the file's format): calls to a credit card
 * issuer, a US health plan, a gym chain, an energy supplier, a broadband provider, a pharmacy, an airline's frequent
 * flyer desk, a home insurer and a savings and loan; letters made clear the way callers do ("s as in sugar", "p for
 * peter") in policy numbers, postcodes, references and spelled surnames; zero said "oh"; birth dates read off a form
 * ("oh three oh four nineteen eighty", "zero nine one one eighty two"), said day-first and month-first, with two-digit
 * years ("the fourth of march eighty", "fourth march eighty", "ninth of july oh three") and "two thousand"; full card
 * numbers in fours and the last four in pairs; US and UK phone numbers, ZIP codes and postcodes; read-backs, slips
 * corrected ("no sorry"), values said over two turns; and ordinary numbers beside them (prices with pence and cents,
 * percentages, points, speeds, times, hours, working days, a meter reading). Authored and recognised before any
 * change for it.
 */
const SEVENTH: Pools = {
  voices: [
    ['rms', 'kal'],
    ['kal16', 'awb'],
    ['slt', 'kal16'],
    ['awb', 'rms'],
    ['kal', 'slt'],
    ['rms', 'awb'],
    ['slt', 'rms'],
  ],
  greetings: [
    'thank you for calling meridian card services this is [NAME:darnell] speaking',
    'good afternoon lakeshore health plan member services my name is [NAME:tonya] how may i help you',
    'hello ironbridge gyms memberships how can i help',
    'morning you are through to solent energy billing',
    'hi there kestrel broadband technical support [NAME:priya] speaking',
    'bluebell pharmacy repeat prescriptions good morning',
    'thank you for holding skyway airlines frequent flyer desk',
    'cornerstone home insurance claims [NAME:ollie] speaking what can i do for you',
    'good evening redwood savings and loan how can i help you today',
  ],
  reasons: [
    'hi yeah i got a late fee of {thirty nine} dollars and i paid on time',
    'hello my internet keeps dropping out every {twenty} minutes or so',
    'hi i need to freeze my membership for {three} months i have hurt my knee',
    'hello i am calling about my repeat prescription there are {two} items missing',
    'hi the points from my trip in june never showed up it should be about {four thousand}',
    'hello our kitchen flooded last night and i need to make a claim',
    'hi i was told {eighteen} percent interest and the statement says {twenty two} percent',
    'hello i want to know why my direct debit has gone up to {ninety four} pounds',
    'hi i need a new card mine snapped in half',
    'hello i want to check the claim for my physio {six} sessions at {eighty five} dollars each',
  ],
  firstNames: [
    'priscilla',
    'desmond',
    'yolanda',
    'hamish',
    'ingrid',
    'marcus',
    'shona',
    'lorenzo',
    'winifred',
    'tariq',
    'maggie',
    'rupert',
  ],
  lastNames: [
    'okonkwo',
    'featherby',
    'gallagher',
    'szymanski',
    'ramsbottom',
    'delacroix',
    'mcallister',
    'thistlewood',
    'abernathy',
    'ferreira',
    'halloran',
  ],
  streets: SEVENTH_STREETS,
  towns: SEVENTH_TOWNS,
  emailDomains: SEVENTH_DOMAINS,
  secrets: ['toffee', 'penzance', 'mrs hargreaves', 'ford escort', 'bramble', 'oakfield juniors', 'shadow', 'blackpool'],
  ask: {
    name: [
      'before we start who have i got on the line',
      'can i grab your first and last name',
      'and who is the account holder',
      'may i ask who is calling',
      'can i get the members name please',
      'and the name the booking is under',
    ],
    account: [
      'do you have your account number handy',
      'can you read me the account number off the bill',
      'the customer account number please its eight digits',
      'i will need the account number first',
      'which account is this about can you give me the number',
    ],
    policy: [
      'whats the policy reference on your schedule',
      'can you read me the policy number from your documents',
      'i just need the policy number to pull up the claim',
      'and the number of the home policy',
      'could you find the policy number its at the top of the renewal letter',
    ],
    membership: [
      'whats the membership number on your key fob',
      'can i have your frequent flyer number',
      'and the member id on your insurance card',
      'whats the number on your loyalty card',
    ],
    card: ['which card is it for', 'can you give me the card number', 'and the card you paid with', 'what card would you like to use'],
    dob: [
      'can i check your date of birth',
      'and your birthday please',
      'whats your date of birth for security',
      'and the date of birth of the patient',
      'could you confirm the date of birth on the plan',
      'and your date of birth day month and year',
    ],
    postcode: [
      'and what postcode is the property',
      'whats your postcode there',
      'and the postcode on the account',
      'the postcode the card is registered to please',
    ],
    address: [
      'whats the full address please',
      'where should we send the new router',
      'and the address on the policy',
      'can you confirm where you live',
    ],
    secret: [
      'and the answer to your security question',
      'whats your memorable word',
      'can you give me the answer to the question you set up',
      'i just need your memorable answer',
      'what did you put for your security question',
    ],
    pin: [
      'and the four digit passcode on the account',
      'whats your security pin',
      'can you give me the pin you chose when you opened it',
      'i need the four digit code please',
    ],
    phone: [
      'whats a good callback number',
      'which number should the engineer ring',
      'can i confirm the phone number we have on file',
      'whats your cell number',
    ],
    email: [
      'whats the email you signed up with',
      'can i confirm your email address',
      'where shall i email the receipt',
      'and an email address for the documents',
    ],
    reference: [
      'have you got the order number',
      'whats the ticket number the engineer gave you',
      'do you have the claim number',
      'whats the reference on the prescription slip',
    ],
  },
  answer: {
    name: ['yeah hi its $', 'this is $', 'you have got $', 'its $ here', 'er $', 'hi yes $'],
    account: ['okay so its $', 'right its $', 'got it here its $', 'erm hold on $', 'its um $', 'yep $'],
    policy: ['ok the policy number is $', 'right here we go $', 'it says $', 'hmm $', 'yeah $'],
    membership: ['it should be $', 'its $', 'ok $'],
    card: ['its $', 'okay $', 'the card says $', 'the number is $'],
    dob: ['$', 'its $', 'that would be $', 'born $', 'um $', 'mine is $', 'okay its $'],
    postcode: ['$', 'its $', 'yeah its $', 'er $'],
    address: ['its $', '$', 'yeah its $', 'we live at $'],
    secret: ['$', 'its $', 'oh um $', 'i think i put $'],
    pin: ['$', 'okay $', 'its $', 'i think its $'],
    phone: ['$', 'best to use $', 'its $', 'ring me on $'],
    email: ['$', 'its $', 'use $'],
    reference: ['its $', 'okay $', 'the number is $'],
  },
  agentOrdinary: [
    'that comes to {forty nine ninety nine} a month for {twenty four} months',
    'the new card should be with you in {three} to {five} working days',
    'i have taken {fifteen} percent off for the next {six} months',
    'the engineer is booked for friday between {one} and {five} in the afternoon',
    'i have waived the late fee of {thirty nine} dollars',
    'your prescription will be ready after {two} oclock tomorrow',
    'you have {twelve thousand five hundred} points on the account',
    'we can freeze it for up to {ninety} days',
    'a claims handler will call you within {forty eight} hours',
    'there is a {two hundred and fifty} pound excess on the policy',
    'i can see {three} orders on the account this year',
    'you should be getting around {five hundred} megabits',
    'that is {one} payment of {sixty} pounds and {twenty} pence',
    'please allow {ten} working days for the cheque',
    'the plan covers {twelve} sessions a year at {eighty} percent',
    'i will send a text in the next {five} minutes',
    'you are number {four} in the queue for a callback',
    'the upgrade is an extra {seven} pounds {fifty} a month',
    'we have {two} payments due on the {fifteenth}',
    'i can refund {twenty} percent of this months bill',
    'the store is open until {nine} tonight',
    'your copay for that visit is {twenty five} dollars',
    'it will take {twenty four} to {forty eight} hours to come through',
    'the router has {four} lights on the front which ones are on',
    'you have used {eighteen} of your {twenty} classes this month',
  ],
  customerOrdinary: [
    'the reading on the meter is {three one four five two}',
    'we have got {four} tvs and {two} laptops on the wifi',
    'i have been trying since {eight thirty} this morning',
    'this is the {third} time this month',
    'i have only been {twice} in {six} weeks',
    'it was {one hundred and nineteen} dollars',
    'i am on the {thirty} pound plan',
    'i fly about {ten} times a year',
    'my son is {nineteen} now so he is off the plan',
    'i only paid {twelve} pounds last month',
    'we moved in {three} weeks ago',
    'i waited in for {five} hours on monday',
    'it is supposed to be {sixty} tablets not {thirty}',
    'there were {two} charges of {forty five} dollars',
    'i am {seventy eight} and i dont do the internet',
    'the flight was at {six forty} in the morning',
    'i have had the account for {twenty} years',
    'i can only do after {five thirty}',
  ],
  closings: ['brilliant $ thats all done', 'lovely $ you take care now', 'thanks for your patience $', 'all the best $ goodbye'],
  stalls: [
    'hold on let me grab my purse',
    'sorry i am just pulling over',
    'one sec the kettle is boiling',
    'bear with me its in the other room',
    'sorry my phone is on {two} percent',
  ],
  readbacks: ['so i have got $', 'let me repeat that back $', 'thats $ yes', 'okay so $ have i got that right', 'right $'],
  always: ['dob', 'account', 'postcode'],
  itemsPerCall: 6,
  readBackChance: 0.45,
  shuffle: true,
  spelling: {
    ask: ['and how do you spell your surname', 'can you spell that for me', 'sorry could you spell the last name'],
    answer: ['$', 'its $', 'yeah $', 'okay $'],
    spell: seventhSpell,
  },
  addressing: ['thanks <first>', 'cheers <first>', 'right then <full>', 'lovely thank you <first>', 'okay <full> thanks'],
  corrections: {
    self: ['# no sorry $', '# wait no $', 'its # hang on thats not right $', '# oops sorry $'],
    misheard: ['no its $', 'no not quite $', 'sorry no its $'],
  },
  continuing: {
    prompts: ['uh huh', 'go on', 'yep got that', 'sorry you broke up there'],
    rest: ['$', 'and then $', 'then its $', 'sorry $'],
    unbroken: ['as', 'in', 'for', 'ray', 'x', 'double', 'triple', 'oh', 'area', 'code', 'then', 'slash', 'dash'],
  },
  forms: {
    dob: (h) => {
      const { pick, random } = h;
      const shortYear = () =>
        random() < 0.1 ? `oh ${pick(DIGITS.slice(1, 6))}` : `${pick(TENS.slice(4))}${random() < 0.75 ? ` ${pick(DIGITS.slice(1))}` : ''}`;
      const year = () => {
        const r = random();
        if (r < 0.1) return `two thousand ${pick(['', 'and '])}${pick(DIGITS.slice(1, 7))}`;
        if (r < 0.25) return `one nine ${h.digits(1)} ${h.digits(1)}`;
        return `nineteen ${pick(TENS.slice(4))}${random() < 0.75 ? ` ${pick(DIGITS.slice(1))}` : ''}`;
      };
      return pick([
        () => `the ${pick(ORDINALS)} of ${pick(MONTHS)} ${shortYear()}`,
        () => `${pick(ORDINALS)} ${pick(MONTHS)} ${shortYear()}`,
        () => `${pick(ORDINALS)} of ${pick(MONTHS)} ${year()}`,
        () => `${seventhNumeric(h, 28)} ${seventhNumeric(h, 12)} ${year()}`,
        () => `${seventhNumeric(h, 28)} ${seventhNumeric(h, 12)} ${shortYear()}`,
        () => `${pick(MONTHS)} ${pick(CARDINALS)} ${year()}`,
        () => `${pick(MONTHS)} ${pick(ORDINALS)} ${shortYear()}`,
        () => `${pick(CARDINALS.slice(0, 12))} slash ${pick(CARDINALS)} slash ${shortYear()}`,
      ])();
    },
    account: (h) =>
      h.pick([
        () => h.digits(8),
        () => seventhDigits(h, 8),
        () => `${seventhPair(h)} ${seventhPair(h)} ${seventhPair(h)} ${seventhPair(h)}`,
        () => `${h.digits(3)} double ${h.pick(DIGITS.slice(1))} ${h.digits(3)}`,
        () => `${h.digits(4)} ${h.digits(4)}`,
        () => `triple ${h.pick(DIGITS.slice(1))} ${seventhDigits(h, 5)}`,
      ])(),
    policy: (h) =>
      h.pick([
        () => `${seventhLetters(h, 3)} ${h.digits(6)}`,
        () => `${seventhLetters(h, 2)} ${seventhDigits(h, 6)}`,
        () => `${seventhLetters(h, 1)} ${seventhPair(h)} ${seventhPair(h)} ${seventhPair(h)}`,
        () => `${seventhLetters(h, 2)} dash ${h.digits(4)} dash ${h.digits(2)}`,
        () => h.digits(9),
      ])(),
    membership: (h) =>
      h.pick([
        () => h.digits(10),
        () => `${seventhLetters(h, 3)} ${h.digits(6)}`,
        () => `${seventhPair(h)} ${seventhPair(h)} ${seventhPair(h)} ${seventhPair(h)} ${seventhPair(h)}`,
        () => `${h.digits(3)} ${h.digits(3)} ${h.digits(3)}`,
      ])(),
    card: (h) =>
      h.pick([
        () => luhnCard(h.pick([4, 5]), h.random),
        () => h.digits(4),
        () => `${seventhPair(h)} ${seventhPair(h)}`,
        () => `double ${h.pick(DIGITS.slice(1))} double ${h.pick(DIGITS)}`,
      ])(),
    postcode: (h) =>
      h.pick([
        () => `${seventhLetters(h, 2)} ${h.digits(1)} ${h.digits(1)} ${seventhLetters(h, 2)}`,
        () => `${seventhLetters(h, 2)} ${h.pick(CARDINALS.slice(9, 19))} ${h.digits(1)} ${seventhLetters(h, 2)}`,
        () => `${seventhLetters(h, 1)} ${h.digits(1)} ${h.digits(1)} ${seventhLetters(h, 2)}`,
        () => h.digits(5),
        () => seventhDigits(h, 5),
      ])(),
    address: ({ pick }) =>
      `${pick(['twenty three', 'one forty two', 'flat two', 'unit five', 'four hundred and ten', 'seventy', 'nine b'])} ${pick(SEVENTH_STREETS)} ${pick(SEVENTH_TOWNS)}`,
    phone: (h) =>
      h.pick([
        () => `oh seven nine ${seventhDigits(h, 2)} ${h.digits(3)} ${h.digits(3)}`,
        () => `${h.digits(3)} ${h.digits(3)} ${seventhPair(h)} ${seventhPair(h)}`,
        () => `oh two oh ${h.digits(4)} ${h.digits(4)}`,
        () => `oh seven double ${h.pick(DIGITS)} ${h.digits(4)} ${h.digits(4)}`,
        () => `area code ${h.digits(3)} then ${h.digits(3)} ${h.digits(4)}`,
      ])(),
    pin: (h) =>
      h.pick([
        () => h.digits(4),
        () => seventhDigits(h, 4),
        () => `${seventhPair(h)} ${seventhPair(h)}`,
        () => `${h.pick(DIGITS)} double ${h.pick(DIGITS)} ${h.pick(DIGITS)}`,
      ])(),
    email: (h) => {
      const { pick, name } = h;
      const domain = pick(SEVENTH_DOMAINS);
      return pick([
        () => `${name.first} dot ${name.last} at ${domain}`,
        () => `${name.first} underscore ${name.last} ${h.digits(2)} at ${domain}`,
        () => `${seventhLetter(h, name.first[0]!)} ${name.last} at ${domain}`,
        () => `${name.last} hyphen ${name.first} at ${domain}`,
        () => `${name.first} ${pick(TENS.slice(6))} ${pick(DIGITS.slice(1))} at ${domain}`,
      ])();
    },
    reference: (h) =>
      h.pick([
        () => `${seventhLetters(h, 3)} ${h.digits(5)}`,
        () => `${h.digits(3)} ${h.digits(3)} ${h.digits(3)}`,
        () => `${seventhLetters(h, 2)} ${seventhDigits(h, 6)}`,
      ])(),
  },
};

const EIGHTH_STREETS = ['kingfisher drive', 'quarry bank', 'saint albans crescent', 'willow court', 'maple ridge road', 'old forge lane'];
const EIGHTH_TOWNS = ['wolverhampton', 'bangor', 'kettering', 'omaha', 'fort worth', 'galway'];
const EIGHTH_DOMAINS = ['protonmail dot com', 'live dot co dot uk', 'mail dot com', 'talktalk dot net', 'att dot net'];
/** Words callers reach for to pin a letter down: the radio alphabet's, or names and things of their own. */
const EIGHTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  a: ['apple', 'alpha'],
  b: ['bravo', 'bertie'],
  c: ['charlie', 'cat'],
  d: ['david', 'dog'],
  e: ['edward', 'egg'],
  f: ['frank', 'fox'],
  g: ['george', 'golf'],
  h: ['harry', 'hotel'],
  i: ['india', 'ice'],
  j: ['jack', 'juliet'],
  k: ['king', 'kilo'],
  l: ['larry', 'lima'],
  m: ['mary', 'mother'],
  n: ['nancy', 'nut'],
  o: ['orange', 'oscar'],
  p: ['paul', 'papa'],
  q: ['queen', 'quebec'],
  r: ['robert', 'red'],
  s: ['sam', 'sierra'],
  t: ['tommy', 'tango'],
  u: ['uncle', 'umbrella'],
  v: ['victor', 'violet'],
  w: ['william', 'whisky'],
  x: ['xray', 'xylophone'],
  y: ['yellow', 'yankee'],
  z: ['zebra', 'zulu'],
};
/** Letters alone, or pinned down now and then: "d for david", "b like bertie", "n as in nancy"; a surname letter by letter. */
const {
  letter: eighthLetter,
  letters: eighthLetters,
  spell: eighthSpell,
} = spokenLetters({ words: EIGHTH_LETTER_WORDS, joiners: ['for', 'as in', 'like', 'for'], pinned: 0.35 });
/** Digits one by one, runs said "double" or "triple" and zero said "oh" or "nought" as people do. */
const eighthDigits = (h: Helpers, n: number): string => {
  const ds = h.digits(n).split(' ');
  const out: string[] = [];
  for (let i = 0; i < ds.length;) {
    const zero = () => (ds[i] === 'zero' ? h.pick(['oh', 'oh', 'nought', 'zero']) : ds[i]!);
    if (i + 1 < ds.length && ds[i] === ds[i + 1] && h.random() < 0.8) {
      out.push(`double ${zero()}`);
      i += 2;
    } else {
      out.push(zero());
      i += 1;
    }
  }
  return out.join(' ');
};
/** Three digits said as a hundred ("four hundred and six", "two hundred", "nine eighteen"). */
const eighthHundreds = ({ pick, random }: Helpers): string => {
  const r = random();
  const head = pick(DIGITS.slice(1));
  if (r < 0.4) return `${head} hundred and ${pick(CARDINALS.slice(0, 19))}`;
  if (r < 0.55) return `${head} hundred`;
  if (r < 0.8) return `${head} ${pick(TENS.slice(2))} ${pick(DIGITS.slice(1))}`;
  return `${head} oh ${pick(DIGITS.slice(1))}`;
};
/** Two digits as one number ("fifty eight", "seventeen", "oh nine", "thirty"). */
const eighthPair = pairSaying({ oh: 0.12, teen: 0.3, unit: 0.88 });

/**
 * The eighth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests or its results, and without reading the other sets' pools beyond the file's format): calls to a
 * building society, a pet insurer, a mobile network, a water company, a dental practice, a US auto insurer, a car
 * hire desk and a council tax office, about double charges, vet claims, lost signal, bills, appointments, accidents,
 * hire cars, moving house, missing parcels and closing savings; digits said one by one, in pairs and in hundreds
 * ("four hundred and six", "nine eighteen"), "double" and "triple", zero said "oh" or "nought"; letters pinned down
 * the way callers do ("d for david", "b like bertie", "s as in sierra"); birth dates said with ordinals ("twelfth of
 * march in nineteen seventy", "the ninth of the eleventh sixty two"), as numbers off a form ("twenty oh eight
 * seventy five"), US month-first, and with two-digit years and "two thousand and"; card numbers in fours and last
 * fours; UK mobiles with "plus four four", landlines and US area codes; ZIP+4 codes; read-backs, slips and
 * mishearings corrected, values given over two turns; and ordinary numbers that must survive beside them (prices,
 * an excess, a tariff, a council tax band's amount, meter readings, ages, times, a flight number, order counts,
 * gigabytes, working days, percentages). Authored and recognised before any change for it.
 */
const EIGHTH: Pools = {
  voices: [
    ['kal16', 'rms'],
    ['awb', 'kal'],
    ['slt', 'awb'],
    ['rms', 'slt'],
    ['kal', 'kal16'],
    ['slt', 'rms'],
    ['awb', 'slt'],
  ],
  greetings: [
    'good morning harbourside building society you are speaking with [NAME:gareth]',
    'hello pawprint pet insurance claims team how can i help today',
    'thanks for calling volta mobile my name is [NAME:shanice] what can i sort out for you',
    'severn valley water customer accounts good afternoon',
    'hi you have reached riverside dental practice reception',
    'thank you for calling granite state auto insurance this is [NAME:marcus] may i have a moment of your time',
    'hello swiftdrive car rental bookings [NAME:olena] speaking',
    'council tax team at ashfield district council how can i help',
  ],
  reasons: [
    'hiya i think i have been charged twice for my direct debit',
    'hello my dog had an operation last week and i want to put in a claim',
    'yeah hi my phone has stopped getting any signal since tuesday morning',
    'i had a letter saying my water bill has gone up by {nine} percent and i want to query it',
    'hi i need to move my appointment on thursday if that is possible',
    'good afternoon somebody went into the back of my car at a red light',
    'hello i picked up a hire car yesterday and there is a dent in the door that was already there',
    'i have just moved house and need to tell you about it for council tax',
    'hi i ordered {three} things and only {two} of them turned up',
    'morning i want to close my savings account and move the money',
  ],
  firstNames: ['declan', 'bethany', 'tariq', 'rosalind', 'keith', 'amara', 'fergus', 'lorraine', 'dwayne', 'imogen', 'stanley', 'priti'],
  lastNames: [
    'okafor',
    'lindqvist',
    'pemberton',
    'mcgrath',
    'whitfield',
    'ashworth',
    'delgado',
    'brennan',
    'haddad',
    'fairclough',
    'novak',
    'pryce',
  ],
  streets: EIGHTH_STREETS,
  towns: EIGHTH_TOWNS,
  emailDomains: EIGHTH_DOMAINS,
  secrets: ['buttercup', 'the isle of wight', 'hendricks', 'pickles', 'saint marys primary', 'a ford escort', 'toffee', 'penzance'],
  ask: {
    name: [
      'before we go any further who have i got on the line',
      'can i start with your first and last name',
      'whose name is the account held under',
      'and who am i talking to please',
    ],
    account: [
      'have you got your account number there',
      'i will need the account number to pull you up',
      'what is the number of the account you are calling about',
      'could you read me the account number off your statement',
    ],
    policy: [
      'can you find the policy number on your schedule for me',
      'what policy number have you got on your documents',
      'i will just need the policy number please',
    ],
    membership: [
      'what is the number on your membership card',
      'can i take your member number please',
      'do you have your library card number there',
    ],
    card: [
      'which card did you pay with can you read me the number',
      'just the last four digits of the card will do',
      'can i have the sixteen digits across the front of the card',
    ],
    dob: [
      'for security can you give me your date of birth',
      'what date of birth do we have for you',
      'and what date were you born',
      'can you just confirm your birthday for me including the year',
    ],
    postcode: ['what postcode is the property', 'and the zip code on the policy', 'can you give me the postcode you are registered at'],
    address: ['what is the full address including the town', 'and the address you have moved to', 'which address is the car garaged at'],
    secret: [
      'what is the answer to your security question',
      'can you tell me your memorable name',
      'what did you set as the name of your favourite teacher',
      'and your place of birth please',
    ],
    pin: [
      'can you key in or tell me your four digit passcode',
      'what is your telephone pin',
      'i need the first and last digit of your security number actually just read me the whole four',
    ],
    phone: ['what number can we call you back on', 'is there a mobile number i can text the code to', 'what is the daytime number for you'],
    email: [
      'what email shall i send the confirmation to',
      'can you spell out your email address for me',
      'and the email on your online account',
    ],
    reference: [
      'did you get a claim reference when you first reported it',
      'is there a booking reference on your confirmation',
      'what is the order number it should start with a letter',
    ],
  },
  answer: {
    name: ['it is $', 'yeah $', 'you are speaking to $', 'its in my name $', '$ thats me', 'erm $'],
    account: [
      'right here it is $',
      'okay here we go $',
      'i reckon its $',
      'yeah got it $',
      'the number on the statement is $',
      '$ i believe',
    ],
    policy: ['its $', 'it says $', 'okay so policy $', 'right $', 'the policy number is $ on here'],
    membership: ['its $', 'printed on it is $', 'member number $', 'erm $', 'okay $'],
    card: ['its $', 'okay $', 'the one i used was $', 'it was my visa $', 'hang on $'],
    dob: ['$', 'its $', 'date of birth is $ on everything', 'on my licence it says $', 'that will be $', 'the $ erm yes'],
    postcode: ['its $', '$', 'postcode is $', 'it should be $', 'the new one is $'],
    address: ['its $', '$', 'we live at $ now', 'its $ same as before'],
    secret: ['i put $', 'it should be $', '$', 'oh i think it was $'],
    pin: ['its $', '$', 'okay $', 'um $ i think'],
    phone: ['its $', 'my mobile number is $', 'best number is $', 'you can get me on $'],
    email: ['its $', 'its all lower case $', 'okay $', 'the email is $'],
    reference: ['yes its $', 'it says $', 'erm $', 'the reference was $'],
  },
  agentOrdinary: [
    'the excess on your policy is {two hundred and fifty} pounds',
    'i can see the payment of {forty three} pounds {twenty} was taken {two} times',
    'that refund should reach you in {three} to {five} working days',
    'the vet fees limit is {four thousand} pounds per condition',
    'your new tariff is {one pound ninety} per cubic metre',
    'we have a slot at {ten fifteen} on the {nineteenth} or {two} in the afternoon',
    'i have knocked {twelve} percent off for the inconvenience',
    'the mast near you is down and engineers say {forty eight} hours',
    'you are in band c which is {one thousand six hundred and twelve} pounds for the year',
    'the hire was {six} days at {thirty nine ninety nine} a day',
    'i have put a note on with a {seven} day hold',
    'our lines are open until {eight} tonight and {nine} till {one} on saturdays',
    'you will see {two} separate refunds on your statement',
    'the interest rate on that account is {four point one five} percent',
  ],
  customerOrdinary: [
    'the meter said {zero four seven two six} when i moved in',
    'my daughter is only {seventeen} so she is not on it',
    'it was about half past {eight} in the morning',
    'i have been waiting {forty} minutes on hold',
    'i use about {twenty} gigabytes a month',
    'the dog is {nine} years old',
    'i was on flight {two three one} back from malaga so i was late returning it',
    'i have ordered from you maybe {fifteen} times',
    'it cost me {eighty five} pounds at the garage',
    'we have lived here {six} years',
    'there are {four} of us in the house now',
  ],
  closings: [
    'right thats all done for you $ anything else',
    'lovely thank you $ is there anything else today',
    'thanks for bearing with me $',
    'you are all sorted $ have a good day',
  ],
  stalls: [
    'bear with me i have to find my glasses',
    'hang on its in the other room',
    'one sec my bag is somewhere here',
    'erm just a minute let me look it up on my phone',
  ],
  readbacks: ['so i have written down $', 'just to check $', 'i have $ is that correct', 'read that back $', 'lovely $'],
  always: ['dob', 'account'],
  itemsPerCall: 5,
  readBackChance: 0.5,
  shuffle: true,
  spelling: {
    ask: ['can i get you to spell the surname', 'how is that spelled', 'and the spelling of your last name'],
    answer: ['$', 'its $', 'sure $', 'thats $'],
    spell: eighthSpell,
  },
  addressing: ['okay <first>', 'thank you <first>', 'perfect <full>', 'great thanks <first>'],
  corrections: {
    self: ['# no hold on $', '# sorry i mean $', '# oh no thats wrong its $', '# no let me start again $'],
    misheard: ['no $', 'thats not right it should be $', 'no you have got one wrong it is $'],
  },
  continuing: {
    prompts: ['yep', 'okay keep going', 'mm hmm', 'sorry say the rest again'],
    rest: ['$', 'next $', 'and the end of it is $', 'after that $'],
    unbroken: [
      'as',
      'in',
      'for',
      'like',
      'double',
      'triple',
      'oh',
      'nought',
      'hundred',
      'and',
      'plus',
      'area',
      'code',
      'dash',
      'slash',
      ...TENS.slice(2),
    ],
  },
  forms: {
    dob: (h) => {
      const { pick, random } = h;
      const shortYear = () =>
        random() < 0.12 ? `oh ${pick(DIGITS.slice(1, 9))}` : `${pick(TENS.slice(4))}${random() < 0.8 ? ` ${pick(DIGITS.slice(1))}` : ''}`;
      const year = () => {
        const r = random();
        if (r < 0.12) return `two thousand and ${pick(DIGITS.slice(1, 9))}`;
        if (r < 0.2) return `nineteen ${pick(TENS.slice(4))} ${pick(['', 'and '])}${pick(DIGITS.slice(1))}`.replace(/\s+/g, ' ');
        return `nineteen ${pick(TENS.slice(4))}${random() < 0.8 ? ` ${pick(DIGITS.slice(1))}` : ''}`;
      };
      const dayNumber = () => pick(CARDINALS);
      const monthNumber = () => {
        const m = 1 + Math.floor(random() * 12);
        return m < 10 ? pick([`oh ${DIGITS[m]}`, DIGITS[m]!]) : CARDINALS[m - 1]!;
      };
      return pick([
        () => `the ${pick(ORDINALS)} of the ${pick(ORDINALS.slice(0, 12))} ${shortYear()}`,
        () => `${dayNumber()} ${monthNumber()} ${shortYear()}`,
        () => `${monthNumber()} ${dayNumber()} ${year()}`,
        () => `${pick(MONTHS)} ${pick(ORDINALS)} ${year()}`,
        () => `${pick(ORDINALS)} of ${pick(MONTHS)} in ${year()}`,
        () => `${pick(MONTHS)} ${dayNumber()} ${shortYear()}`,
        () => `${pick(ORDINALS)} ${pick(MONTHS)} ${year()}`,
        () => `${dayNumber()} ${pick(MONTHS)} ${shortYear()}`,
      ])();
    },
    account: (h) =>
      h.pick([
        () => eighthDigits(h, 8),
        () => `${eighthHundreds(h)} ${eighthHundreds(h)} ${eighthPair(h)}`,
        () => `${eighthPair(h)} ${eighthPair(h)} ${eighthPair(h)} ${eighthPair(h)}`,
        () => `${h.digits(2)} ${eighthDigits(h, 6)}`,
        () => `triple ${h.pick(DIGITS)} ${h.digits(5)}`,
        () => eighthDigits(h, 10),
      ])(),
    policy: (h) =>
      h.pick([
        () => `${eighthLetters(h, 3)} ${eighthDigits(h, 7)}`,
        () => `${eighthLetters(h, 2)} ${eighthHundreds(h)} ${eighthHundreds(h)}`,
        () => `${eighthLetters(h, 1)} ${eighthPair(h)} ${eighthPair(h)} ${eighthPair(h)} ${eighthLetters(h, 1)}`,
        () => `${eighthLetters(h, 2)} slash ${h.digits(6)}`,
        () => eighthDigits(h, 10),
      ])(),
    membership: (h) =>
      h.pick([
        () => eighthDigits(h, 9),
        () => `${eighthLetters(h, 2)} ${h.digits(7)}`,
        () => `${eighthHundreds(h)} ${eighthHundreds(h)} ${eighthHundreds(h)}`,
        () => `${h.digits(4)} ${h.digits(4)} ${h.digits(2)}`,
      ])(),
    card: (h) =>
      h.pick([
        () => luhnCard(h.pick([3, 4, 5, 6]), h.random),
        () => h.digits(4),
        () => `${eighthPair(h)} ${eighthPair(h)}`,
        () => eighthDigits(h, 4),
        () => luhnCard(4, h.random),
      ])(),
    postcode: (h) =>
      h.pick([
        () => `${eighthLetters(h, 2)} ${h.digits(1)} ${h.digits(1)} ${eighthLetters(h, 2)}`,
        () => `${eighthLetters(h, 1)} ${h.pick(CARDINALS.slice(9, 20))} ${h.digits(1)} ${eighthLetters(h, 2)}`,
        () => `${eighthLetters(h, 2)} ${h.digits(1)} ${eighthLetters(h, 1)} ${h.digits(1)} ${eighthLetters(h, 2)}`,
        () => eighthDigits(h, 5),
        () => `${h.digits(5)} dash ${h.digits(4)}`,
      ])(),
    address: ({ pick }) =>
      `${pick(['eighteen', 'two hundred and six', 'flat nine', 'apartment twelve c', 'the old rectory', 'five a', 'sixty one'])} ${pick(EIGHTH_STREETS)} ${pick(EIGHTH_TOWNS)}`,
    phone: (h) =>
      h.pick([
        () => `plus four four seven ${eighthDigits(h, 3)} ${h.digits(3)} ${h.digits(3)}`,
        () => `oh seven ${eighthDigits(h, 3)} ${eighthHundreds(h)} ${eighthHundreds(h)}`,
        () => `area code ${h.digits(3)} ${h.digits(3)} ${eighthPair(h)} ${eighthPair(h)}`,
        () => `oh one ${h.digits(3)} ${eighthDigits(h, 6)}`,
        () => `${h.digits(3)} ${h.digits(3)} ${h.digits(4)}`,
      ])(),
    pin: (h) =>
      h.pick([
        () => h.digits(4),
        () => eighthDigits(h, 4),
        () => `${eighthPair(h)} ${eighthPair(h)}`,
        () => `${h.pick(DIGITS.slice(1))} thousand ${h.pick(DIGITS.slice(1))} hundred and ${eighthPair(h)}`,
      ])(),
    email: (h) => {
      const { pick, name } = h;
      const domain = pick(EIGHTH_DOMAINS);
      return pick([
        () => `${name.first} ${name.last} at ${domain}`,
        () => `${name.first} dot ${name.last} ${eighthPair(h)} at ${domain}`,
        () => `${eighthLetter(h, name.first[0]!)} dot ${name.last} at ${domain}`,
        () => `${name.last} underscore ${name.first[0]} at ${domain}`,
        () => `${name.first} the number ${pick(DIGITS.slice(1))} ${name.last} at ${domain}`,
      ])();
    },
    reference: (h) =>
      h.pick([
        () => `${eighthLetters(h, 2)} ${eighthDigits(h, 6)}`,
        () => `${eighthLetters(h, 1)} ${h.digits(4)} ${eighthLetters(h, 1)}`,
        () => `${eighthHundreds(h)} ${eighthHundreds(h)} ${eighthHundreds(h)}`,
        () => `${eighthLetters(h, 3)} dash ${h.digits(5)}`,
      ])(),
  },
};

const NINTH_STREETS = [
  'hollybush lane',
  'cedar creek drive',
  'bramley gardens',
  'foxglove close',
  'lakeview boulevard',
  'chapel row',
  'sycamore street',
];
const NINTH_TOWNS = ['northampton', 'chesterfield', 'boise', 'carlisle', 'san antonio', 'llanelli', 'madison'];
const NINTH_DOMAINS = [
  'fastmail dot com',
  'gmx dot com',
  'yahoo dot co dot uk',
  'blueyonder dot co dot uk',
  'verizon dot net',
  'me dot com',
];
/** What callers say after "as in" or "for" to pin a letter down: the radio alphabet, or a name or a thing. */
const NINTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  a: ['alpha', 'apple'],
  b: ['bravo', 'bob'],
  c: ['charlie', 'cake'],
  d: ['delta', 'dog'],
  e: ['echo', 'edward'],
  f: ['foxtrot', 'freddie'],
  g: ['golf', 'george'],
  h: ['hotel', 'harry'],
  i: ['india', 'igloo'],
  j: ['juliet', 'jack'],
  k: ['kilo', 'king'],
  l: ['lima', 'london'],
  m: ['mike', 'mary'],
  n: ['november', 'nora'],
  o: ['oscar', 'orange'],
  p: ['papa', 'peter'],
  q: ['quebec', 'queen'],
  r: ['romeo', 'robert'],
  s: ['sierra', 'sam'],
  t: ['tango', 'tommy'],
  u: ['uniform', 'umbrella'],
  v: ['victor', 'violet'],
  w: ['whiskey', 'william'],
  x: ['x ray', 'xylophone'],
  y: ['yankee', 'yellow'],
  z: ['zulu', 'zebra'],
};
/** Letters read out, now and then one pinned down: "m for mike", "b as in bravo", "t like tommy". */
const {
  letter: ninthLetter,
  letters: ninthLetters,
  spell: ninthSpell,
} = spokenLetters({ words: NINTH_LETTER_WORDS, joiners: ['for', 'as in', 'for', 'like'], pinned: 0.3 });
/** `n` random digits; the first is never below `from` (a US area code or exchange never starts with nought or one). */
const tenthDigitList = (h: Helpers, n: number, from = 0): number[] =>
  Array.from({ length: n }, (_, i) => (i === 0 ? from : 0) + Math.floor(h.random() * (i === 0 ? 10 - from : 10)));
/** Zero the way callers say it, "oh" most often. */
const ninthZero = ({ pick }: Helpers): string => pick(['oh', 'oh', 'nought', 'zero']);
/** Digits one by one, a run of two or three said "double" or "triple" most of the time. */
const ninthSingles = (h: Helpers, ds: readonly number[]): string => {
  const out: string[] = [];
  let i = 0;
  while (i < ds.length) {
    let run = 1;
    while (i + run < ds.length && run < 3 && ds[i + run] === ds[i]) run += 1;
    const word = ds[i] === 0 ? ninthZero(h) : DIGITS[ds[i]!]!;
    const grouped = run > 1 && h.random() < 0.75;
    out.push(grouped ? `${run === 3 ? 'triple' : 'double'} ${word}` : word);
    i += grouped ? run : 1;
  }
  return out.join(' ');
};
/** Two digits as one number: "forty", "seventeen", "eighty three", "oh six", "double oh". */
const ninthPair = (h: Helpers, a: number, b: number): string => {
  if (a === 0) return b === 0 ? `double ${ninthZero(h)}` : `${ninthZero(h)} ${DIGITS[b]}`;
  if (a === 1) return TEENS[b]!;
  return b === 0 ? TENS[a]! : `${TENS[a]} ${DIGITS[b]}`;
};
/** Three digits as a hundred: "three hundred and forty", "six hundred and five", "two hundred", "seven oh four", "three twenty six". */
const ninthHundreds = (h: Helpers, a: number, b: number, c: number): string => {
  if (b === 0 && c === 0) return `${DIGITS[a]} hundred`;
  if (b === 0 && h.random() < 0.5) return `${DIGITS[a]} ${ninthZero(h)} ${DIGITS[c]}`;
  if (b !== 0 && h.random() < 0.35) return `${DIGITS[a]} ${ninthPair(h, b, c)}`;
  return `${DIGITS[a]} hundred and ${b === 0 ? DIGITS[c] : ninthPair(h, b, c)}`;
};
/** An n-digit number the way one caller groups it: one by one, in pairs, or (unless `hundreds` is false) in hundreds and pairs. */
const ninthNumber = (h: Helpers, n: number, hundreds = true): string => {
  const ds = tenthDigitList(h, n);
  const style = h.random();
  if (style < 0.45 || n < 2) return ninthSingles(h, ds);
  const groups: string[] = [];
  for (let i = 0; i < n;) {
    const left = n - i;
    if (hundreds && style > 0.75 && left >= 3 && left !== 4 && ds[i] !== 0) {
      groups.push(ninthHundreds(h, ds[i]!, ds[i + 1]!, ds[i + 2]!));
      i += 3;
    } else if (left >= 2) {
      groups.push(ninthPair(h, ds[i]!, ds[i + 1]!));
      i += 2;
    } else {
      groups.push(ninthSingles(h, ds.slice(i)));
      i += 1;
    }
  }
  return groups.join(' ');
};
/** A day or month read off a form: "oh four", "four", "zero four", "twelve", "one two". */
const ninthFormNumber = onFormSaying(['oh', 'oh', '', 'zero'], ['whole', 'whole', 'digits']);

/**
 * The ninth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' pools or recognised text
 * beyond the file's format): calls to a US student loan servicer, a UK workplace pension provider, a council's
 * parking penalty office, a travel insurer, a US credit union, an optician, a boiler cover provider, a US hospital's
 * patient billing office, a life assurer and a furniture retailer's delivery desk, about repayment plans,
 * forbearance, changing jobs, appeals, lost luggage, loans, late glasses, breakdowns, bills, death claims and missed
 * deliveries; a date of birth and an account number asked in every call, six items a call; digits said one by one,
 * in pairs and in hundreds ("three hundred and forty"), runs said "double" and "triple", zero said "oh", "nought" and
 * "zero"; letters pinned down ("m for mike", "b as in bravo", "t like tommy") in policy numbers, postcodes, references
 * and spelled surnames; birth dates said day-first and month-first, with ordinals ("the fourth of the third"), read
 * off a form ("oh four oh three eighty one"), with two-digit years, "nineteen" and "two thousand and"; card numbers
 * in fours and in pairs and last fours; UK mobiles and landlines and US numbers with and without "plus one"; UK
 * postcodes and ZIP and ZIP+4 codes; addresses with flats; values volunteered in the caller's first words, given
 * over two turns, read back, said wrong and corrected; the agent giving their own name and addressing the caller;
 * and ordinary numbers beside them that must survive (repayments, fines and discounts, appeal windows, excesses,
 * interest rates, retirement ages, delivery windows, working days, times, ages, durations, menu options, prices).
 * Authored and recognised before any change for it.
 */
const NINTH: Pools = {
  voices: [
    ['slt', 'kal'],
    ['rms', 'awb'],
    ['kal16', 'slt'],
    ['awb', 'rms'],
    ['kal', 'kal16'],
    ['rms', 'slt'],
    ['slt', 'awb'],
  ],
  greetings: [
    'thank you for calling northgate student loan servicing this is [NAME:dana] how can i help you',
    'good morning clearwater pensions member services',
    'hello parking services at fernleigh borough council',
    'wayfarer travel insurance claims line you are through to [NAME:owen]',
    'lakeshore community credit union member services my name is [NAME:tamika] how may i help you today',
    'brightsight opticians kingsway branch good afternoon',
    'homeguard boiler and heating cover how can i help',
    'saint brennans medical center patient billing this is [NAME:rosa] speaking',
    'larkspur life good morning you are speaking to [NAME:callum]',
    'hi cascade home furnishings deliveries team',
  ],
  reasons: [
    'hi i have been put on the wrong repayment plan for my student loan and my payments have gone up',
    'hello i am changing jobs and want to know what happens to my workplace pension',
    'yes hello i got a parking ticket through the post and i want to appeal it the notice number is [ID_NUMBER:f b nine one double four seven two oh]',
    'hi i was on holiday in portugal and my suitcase never turned up so i need to claim my policy number is [POLICY_NUMBER:w t r four four nought one nine six]',
    'hello i wanted to ask about a car loan',
    'hi i am ringing about a parking fine i was not even driving the car that day the notice number is [ID_NUMBER:k for kilo m six two double oh four one five]',
    'hello i need to change my phone number the new one is [PHONE:oh seven nine double oh three one four six two eight] can you put that on my file',
    'hi my glasses were meant to be ready last week and nobody has rung me',
    'hello my boiler has stopped working and we have got no hot water',
    'hi i got a bill for my hospital stay and i think you have charged me for something my insurance covers',
    'morning my father passed away last month and he had a life policy with you the policy number is [POLICY_NUMBER:l for london l six three double two five eight]',
    'hi my sofa was supposed to come today between {eight} and {twelve} and nobody has shown up',
    'hello i have moved house and need to change the address on my pension',
    'hi there i lost my job and i want to pause my student loan payments',
    'hi my date of birth is wrong on my pension statement the year is wrong i was born on [DATE_OF_BIRTH:the fifteenth of may nineteen sixty one]',
    'hello its about the boiler service on saturday we are at [ADDRESS:forty four bramley gardens northampton n n three six t h] and nobody has confirmed a time',
    'hello my name is [NAME:gwen abernethy] and i am ringing about the direct debit for my boiler cover',
    'hi yeah my plan number is [POLICY_NUMBER:p as in papa k seven seven oh three one two] and i want to know what my pension is worth',
    'hello its [NAME:patrick o for oscar s h e a] i had a missed call from you about my account',
    'hi the number on my member card is [MEMBERSHIP_NUMBER:four hundred and twelve nought nine seventy three] and the card has stopped working',
  ],
  firstNames: [
    'niamh',
    'hector',
    'yolanda',
    'barnaby',
    'lakshmi',
    'cormac',
    'josefina',
    'trevor',
    'winifred',
    'desmond',
    'marisol',
    'ellis',
  ],
  lastNames: [
    'mcallister',
    'okonkwo',
    'pritchard',
    'vasquez',
    'thistlewood',
    'brennan',
    'haverford',
    'kowalczyk',
    'drummond',
    'fairbairn',
    'quigley',
    'oyelaran',
  ],
  streets: NINTH_STREETS,
  towns: NINTH_TOWNS,
  emailDomains: NINTH_DOMAINS,
  secrets: ['nibbles', 'saint aidans juniors', 'pemberton', 'the lake district', 'a red mini', 'biscuit', 'grandma rose', 'lisbon'],
  ask: {
    name: [
      'can i take your full name please',
      'who am i speaking with today',
      'could i get your first and last name',
      'and your name please',
      'whose name is the plan in',
    ],
    account: [
      'can you give me the account number',
      'what is the account number please',
      'have you got your account number handy',
      'can i get the loan account number',
      'and the account number that is on your statement',
    ],
    policy: [
      'and the policy number please',
      'do you have the policy number to hand',
      'what is the plan number on your annual statement',
      'can you read me the policy number from your documents',
      'is there a policy number on the letter',
    ],
    membership: [
      'and your member number please',
      'what is your membership number',
      'can you read the number off your member card',
      'do you have your member id',
    ],
    card: [
      'which card would you like to use can you read me the long number',
      'can i take the card number please',
      'what card do you have registered with us',
      'can you read out the card number or just the last four digits',
    ],
    dob: [
      'and can you confirm your date of birth',
      'what is your date of birth please',
      'for security can i take your birth date',
      'when were you born',
      'can you verify your date of birth for me',
      'what date of birth do we have for you',
    ],
    postcode: [
      'and the postcode please',
      'what is the postcode there',
      'can i get your zip code',
      'and the zip code on the account',
      'what postcode is the property',
    ],
    address: [
      'what is the first line of your address',
      'can you confirm the address we have on file',
      'where would you like us to deliver',
      'what is your home address',
      'and the address of the property',
    ],
    secret: [
      'can you give me the answer to your security question',
      'what is the memorable word on your account',
      'and your memorable answer please',
      'what did you set as your secret answer',
    ],
    pin: ['can you give me your pin', 'what is your telephone pin', 'and your security pin please', 'what is your phone passcode'],
    phone: [
      'what is the best number to reach you on',
      'can i take a contact number',
      'and a phone number in case we get cut off',
      'what is your cell phone number',
      'is the mobile number still the same can you read it to me',
    ],
    email: [
      'and an email address for the confirmation',
      'what email do you want us to use',
      'can i check the email address on the account',
      'can you spell out your email address for me',
    ],
    reference: [
      'do you have a reference number',
      'what is the claim reference',
      'can you read me the reference at the top of the letter',
      'what is the case number on your letter',
      'and the order number please',
    ],
  },
  answer: {
    name: ['its $', 'yes its $', 'my name is $', '$', 'this is $', 'er $ speaking'],
    account: ['its $', 'okay its $', 'the account number is $', 'right $', 'i have got it here $', 'let me see $'],
    policy: ['its $', 'yes the policy number is $', 'right $', 'it says $', 'the plan number is $', 'got it $'],
    membership: ['its $', 'member number $', 'on the card it says $', '$'],
    card: ['$', 'its $', 'okay the card is $', 'right here goes $'],
    dob: ['$', 'its $', 'i was born $', 'born $', 'yeah $', 'that would be $'],
    postcode: ['$', 'its $', 'yes its $', 'that is $', 'it should be $'],
    address: ['$', 'its $', 'i live at $', 'we are at $', 'the address is $'],
    secret: ['$', 'its $', 'i think it is $', 'it should be $'],
    pin: ['$', 'its $', 'my pin is $', 'okay $'],
    phone: ['$', 'its $', 'my mobile is $', 'you can call me on $', 'best number is $'],
    email: ['$', 'its $', 'my email is $', 'sure its $'],
    reference: ['$', 'its $', 'the reference is $', 'it says $ at the top'],
  },
  agentOrdinary: [
    'your monthly repayment would drop to {one hundred and twelve} dollars',
    'an appeal has to reach us within {twenty eight} days of the notice',
    'if you pay within {fourteen} days the charge is reduced to {thirty five} pounds',
    'the refund will be with you within {five} working days',
    'delivery usually takes {three} to {five} days',
    'an engineer can come out between {eight} and {one} tomorrow',
    'you can start taking money from this plan at {fifty five}',
    'the baggage limit on that policy is {one thousand five hundred} pounds per person',
    'the excess for this claim is {seventy five} pounds',
    'the rate on that loan is {six point nine} percent over {sixty} months',
    'for billing questions press option {two} when you call back',
    'your lenses should be ready in {ten} days',
    'the pause lasts for {twelve} months',
    'i can see {three} payments missed since june',
    'your balance after insurance is {two hundred and forty} dollars and {fifty} cents',
    'it takes about {forty five} minutes to go through',
    'you can have up to {thirty six} months of forbearance in total',
    'we are open until {six} tonight and {nine} till {one} on saturday',
  ],
  customerOrdinary: [
    'i have been paying in for about {twelve} years',
    'i was only parked there for {ten} minutes',
    'my flight was at {seven forty} in the morning',
    'there were {two} cases and only {one} came back',
    'the sofa cost {eleven hundred} dollars',
    'i am {sixty three} next birthday',
    'i have got {three} kids so i am home most days',
    'the boiler is about {fifteen} years old',
    'i have been on hold for {twenty} minutes already',
    'i paid {forty nine ninety nine} for the frames',
    'we were away for {nine} nights',
    'i can pay {fifty} dollars a month at the most',
  ],
  closings: [
    'thanks for your patience $ have a lovely day',
    'that is all sorted for you $',
    'you are all set $ anything else i can do',
    'thanks $ you will get a letter confirming this',
  ],
  stalls: [
    'sorry can you hold on a second the dog is barking',
    'just a moment i need to find the letter',
    'hang on i have got it in my emails somewhere',
    'give me a second my laptop is being slow',
  ],
  readbacks: ['let me read that back $', 'so that is $', 'i have got $ is that right', 'okay $ yes', 'just confirming $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.5,
  shuffle: true,
  spelling: {
    ask: ['could you spell your surname for me', 'how do you spell the last name', 'and can i get the spelling of that'],
    answer: ['$', 'it is $', 'yep $', 'sure its $'],
    spell: ninthSpell,
  },
  addressing: ['thanks <first>', 'okay <first>', 'lovely thank you <full>', 'alright <first>', 'right then <full>'],
  corrections: {
    self: ['# no wait sorry $', '# actually no its $', '# hang on that is my old one its $', '# no scratch that $'],
    misheard: ['no its $', 'not quite it is $', 'no i said $', 'close but it is $'],
  },
  continuing: {
    prompts: ['uh huh', 'okay go on', 'got that so far', 'and the rest'],
    rest: ['$', 'then $', 'and then $', 'the last bit is $'],
    unbroken: ['as', 'in', 'for', 'like', 'double', 'triple', 'oh', 'nought', 'zero', 'hundred', 'and', 'plus', 'dash', ...TENS.slice(2)],
  },
  forms: {
    dob: (h) => {
      const { pick, random } = h;
      const day = 1 + Math.floor(random() * 28);
      const month = 1 + Math.floor(random() * 12);
      const born = 1941 + Math.floor(random() * 66);
      const yy = born % 100;
      const short = yy === 0 ? 'two thousand' : ninthPair(h, Math.floor(yy / 10), yy % 10);
      const long =
        born < 2000
          ? `nineteen ${ninthPair(h, Math.floor(yy / 10), yy % 10)}`
          : yy === 0
            ? 'two thousand'
            : pick([`two thousand and ${DIGITS[yy]}`, `two thousand ${DIGITS[yy]}`, `twenty ${ninthZero(h)} ${DIGITS[yy]}`]);
      const year = () => (random() < 0.4 ? short : long);
      const monthName = MONTHS[month - 1]!;
      const ordinal = ORDINALS[day - 1]!;
      return pick([
        () => `the ${ordinal} of ${monthName} ${year()}`,
        () => `${monthName} ${ordinal} ${long}`,
        () => `${monthName} the ${ordinal} ${year()}`,
        () => `${ordinal} ${monthName} ${year()}`,
        () => `${ninthFormNumber(h, day)} ${ninthFormNumber(h, month)} ${year()}`,
        () => `${ninthFormNumber(h, month)} ${ninthFormNumber(h, day)} ${long}`,
        () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
      ])();
    },
    account: (h) => ninthNumber(h, h.pick([8, 8, 10, 9])),
    policy: (h) =>
      h.pick([
        () => `${ninthLetters(h, 3)} ${ninthNumber(h, 6)}`,
        () => `${ninthLetters(h, 2)} ${ninthNumber(h, 7)}`,
        () => ninthNumber(h, 9),
        () => `${ninthLetters(h, 1)} ${ninthNumber(h, 3)} dash ${ninthNumber(h, 4)}`,
      ])(),
    membership: (h) =>
      h.pick([
        () => ninthNumber(h, 9),
        () => `${ninthLetters(h, 1)} ${ninthNumber(h, 7)}`,
        () => `${ninthNumber(h, 4)} ${ninthNumber(h, 4)}`,
      ])(),
    card: (h) => {
      const ds = luhnCardDigits(h.pick([4, 5]), h.random);
      if (h.random() < 0.3) return ninthSingles(h, ds.slice(12));
      return [0, 4, 8, 12]
        .map((i) =>
          h.random() < 0.3
            ? `${ninthPair(h, ds[i]!, ds[i + 1]!)} ${ninthPair(h, ds[i + 2]!, ds[i + 3]!)}`
            : ninthSingles(h, ds.slice(i, i + 4)),
        )
        .join(' ');
    },
    postcode: (h) =>
      h.pick([
        () => `${ninthLetters(h, 2)} ${h.digits(1)} ${h.digits(1)} ${ninthLetters(h, 2)}`,
        () => `${ninthLetters(h, 1)} ${h.pick(CARDINALS.slice(9, 19))} ${h.digits(1)} ${ninthLetters(h, 2)}`,
        () => `${ninthLetters(h, 2)} ${h.digits(1)} ${ninthLetters(h, 1)} ${h.digits(1)} ${ninthLetters(h, 2)}`,
        () => ninthSingles(h, tenthDigitList(h, 5)),
        () => `${ninthSingles(h, tenthDigitList(h, 5))} dash ${ninthNumber(h, 4)}`,
      ])(),
    address: (h) => {
      const house = h.pick([
        'seventeen',
        'two hundred and six',
        'forty one',
        'nine',
        'one hundred and thirty',
        'eleven b',
        'flat three',
        'twenty eight',
      ]);
      const street = h.pick(NINTH_STREETS);
      const town = h.pick(NINTH_TOWNS);
      return h.pick([
        () => `${house} ${street} ${town}`,
        () => `${house} ${street} in ${town}`,
        () => `${house} ${street}`,
        () => `apartment ${h.pick(CARDINALS)}${h.random() < 0.3 ? ` ${h.pick(['a', 'b', 'c'])}` : ''} ${house} ${street} ${town}`,
      ])();
    },
    pin: (h) => ninthNumber(h, h.pick([4, 4, 4, 6])),
    phone: (h) =>
      h.pick([
        () => `oh seven ${ninthNumber(h, 9, false)}`,
        () => `oh one ${ninthSingles(h, tenthDigitList(h, 3))} ${ninthNumber(h, 6, false)}`,
        () => `${ninthSingles(h, tenthDigitList(h, 3, 2))} ${ninthNumber(h, 3)} ${ninthNumber(h, 4)}`,
        () => `plus one ${ninthSingles(h, tenthDigitList(h, 3, 2))} ${ninthSingles(h, tenthDigitList(h, 3, 2))} ${ninthNumber(h, 4)}`,
      ])(),
    email: (h) => {
      const { name } = h;
      const domain = h.pick(NINTH_DOMAINS);
      return h.pick([
        () => `${name.first} dot ${name.last} at ${domain}`,
        () => `${ninthLetter(h, name.first[0]!)} ${name.last} ${ninthNumber(h, 2)} at ${domain}`,
        () => `${name.last} ${name.first} at ${domain}`,
        () => `${name.first} underscore ${name.last} at ${domain}`,
      ])();
    },
    reference: (h) =>
      h.pick([
        () => `${ninthLetters(h, 2)} ${ninthNumber(h, 8)}`,
        () => ninthNumber(h, 10),
        () => `${ninthLetters(h, 3)} ${ninthNumber(h, 5)}`,
      ])(),
  },
};

const TENTH_STREETS = [
  'larchwood avenue',
  'tannery lane',
  'copper beech close',
  'riverside parade',
  'oakmont drive',
  'saint johns wynd',
  'prospect hill road',
];
const TENTH_TOWNS = ['leicester', 'taunton', 'paisley', 'worcester', 'spokane', 'raleigh', 'lancaster', 'tulsa'];
const TENTH_DOMAINS = [
  'gmail dot com',
  'outlook dot com',
  'ntlworld dot com',
  'charter dot net',
  'cox dot net',
  'hotmail dot co dot uk',
  'zoho dot com',
];
/** Words a caller hangs on a letter so it cannot be misheard: the radio alphabet, a name, a place or a thing. */
const TENTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  a: ['alpha', 'andrew'],
  b: ['bravo', 'benjamin'],
  c: ['charlie', 'cat'],
  d: ['delta', 'daniel'],
  e: ['echo', 'eric'],
  f: ['foxtrot', 'frank'],
  g: ['golf', 'green'],
  h: ['hotel', 'henry'],
  i: ['india', 'ice'],
  j: ['juliet', 'jam'],
  k: ['kilo', 'kate'],
  l: ['lima', 'lucy'],
  m: ['mike', 'mother'],
  n: ['november', 'nancy'],
  o: ['oscar', 'olive'],
  p: ['papa', 'paris'],
  q: ['quebec', 'queen'],
  r: ['romeo', 'red'],
  s: ['sierra', 'sugar'],
  t: ['tango', 'tom'],
  u: ['uniform', 'under'],
  v: ['victor', 'van'],
  w: ['whiskey', 'water'],
  x: ['x ray'],
  y: ['yankee', 'yellow'],
  z: ['zulu', 'zed'],
};
/**
 * Letters pinned down a third of the time: "m for mike", "b as in bravo", "s like sugar"; a surname spelled out with a
 * doubled letter said "double" ("r u double s e double l").
 */
const {
  letter: tenthLetter,
  letters: tenthLetters,
  spell: tenthSpell,
} = spokenLetters({ words: TENTH_LETTER_WORDS, joiners: ['for', 'as in', 'for', 'like', 'as in'], pinned: 0.33, doubled: 0.7 });
/** Nought the way people say it: mostly "oh", then "zero" or "nought". */
const tenthNought = (h: Helpers): string => h.pick(['oh', 'oh', 'oh', 'zero', 'nought']);
/** A digit said alone. */
const tenthDigit = (h: Helpers, d: number): string => (d === 0 ? tenthNought(h) : DIGITS[d]!);
/** Digits one at a time, a repeated digit usually said "double" and three alike "triple". */
const tenthOneByOne = (h: Helpers, ds: readonly number[]): string => {
  const said: string[] = [];
  let i = 0;
  while (i < ds.length) {
    let run = 1;
    while (run < 3 && ds[i + run] === ds[i]) run += 1;
    if (run === 3 && h.random() < 0.75) said.push(`triple ${tenthDigit(h, ds[i]!)}`);
    else if (run >= 2 && h.random() < 0.7) {
      said.push(`double ${tenthDigit(h, ds[i]!)}`);
      run = 2;
    } else {
      said.push(tenthDigit(h, ds[i]!));
      run = 1;
    }
    i += run;
  }
  return said.join(' ');
};
/** Two digits as one number: "forty seven", "thirteen", "sixty", "oh eight", "double oh". */
const tenthTwo = (h: Helpers, a: number, b: number): string => {
  if (a === 0) return b === 0 ? h.pick(['double oh', 'oh oh']) : `${tenthNought(h)} ${DIGITS[b]}`;
  if (a === 1) return CARDINALS[9 + b]!;
  return b === 0 ? TENS[a]! : `${TENS[a]} ${DIGITS[b]}`;
};
/** Three digits as a hundred: "six hundred and twelve", "four hundred", "nine oh two", "three seventy five". */
const tenthThree = (h: Helpers, a: number, b: number, c: number): string => {
  if (a === 0) return `${tenthNought(h)} ${tenthTwo(h, b, c)}`;
  if (b === 0 && c === 0) return `${DIGITS[a]} hundred`;
  const rest = b === 0 ? DIGITS[c]! : tenthTwo(h, b, c);
  if (h.random() < 0.3) return b === 0 ? `${DIGITS[a]} ${tenthNought(h)} ${DIGITS[c]}` : `${DIGITS[a]} ${rest}`;
  return `${DIGITS[a]} hundred and ${rest}`;
};
/** Digits grouped the way one caller reads them: one by one, in pairs, in hundreds, or fours as two pairs. */
const tenthGrouped = (h: Helpers, ds: readonly number[]): string => {
  const style = h.pick(['single', 'single', 'single', 'pairs', 'pairs', 'hundreds', 'fours']);
  if (style === 'single' || ds.length < 3) return tenthOneByOne(h, ds);
  const groups: string[] = [];
  let i = 0;
  while (i < ds.length) {
    const left = ds.length - i;
    if (style === 'hundreds' && left >= 3 && left !== 4 && ds[i] !== 0) {
      groups.push(tenthThree(h, ds[i]!, ds[i + 1]!, ds[i + 2]!));
      i += 3;
    } else if (left >= 2 && (style !== 'fours' || left >= 4 || left === 2)) {
      groups.push(tenthTwo(h, ds[i]!, ds[i + 1]!));
      i += 2;
    } else {
      groups.push(tenthOneByOne(h, ds.slice(i, i + 1)));
      i += 1;
    }
  }
  return groups.join(' ');
};
/** An `n`-digit number, grouped one of the ways callers group them. */
const tenthNumber = (h: Helpers, n: number): string => tenthGrouped(h, tenthDigitList(h, n));
/** A day or month as it is written on a form: "oh four", "four", "zero four", "eleven", "one one". */
const tenthOnForm = onFormSaying(['oh', 'oh', 'zero', ''], ['whole', 'digits']);
/** A UK postcode or a US ZIP code (now and then ZIP+4). */
const tenthPostcode = (h: Helpers): string =>
  h.pick([
    () => `${tenthLetters(h, 2)} ${h.digits(1)} ${h.digits(1)} ${tenthLetters(h, 2)}`,
    () => `${tenthLetters(h, 1)} ${h.pick(CARDINALS.slice(9, 24))} ${h.digits(1)} ${tenthLetters(h, 2)}`,
    () => `${tenthLetters(h, 2)} ${h.digits(1)} ${tenthLetters(h, 1)} ${h.digits(1)} ${tenthLetters(h, 2)}`,
    () => `${tenthLetters(h, 1)} ${h.digits(1)} ${h.digits(1)} ${tenthLetters(h, 2)}`,
    () => tenthOneByOne(h, tenthDigitList(h, 5, 1)),
    () => `${tenthOneByOne(h, tenthDigitList(h, 5, 1))} dash ${tenthGrouped(h, tenthDigitList(h, 4))}`,
  ])();

/**
 * The tenth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its docs,
 * its tests, its benchmark or its results, and without reading the other sets' pools or recognised text beyond the
 * file's format and the sets' doc comments): calls to a UK mortgage lender, a car finance company, a US home warranty
 * company, a satellite TV provider, a US dental insurer, a university admissions office, a US motor vehicles office,
 * a removals company, a payday-loan complaints line and a premium bonds savings office, about overpayments, settlement
 * figures, broken appliances, dishes and viewing cards, claims, offers, licence renewals, moving dates, unaffordable
 * lending and prizes; a date of birth, an account number and a policy, plan or agreement number asked in every call,
 * seven items a call; digits said one by one, in pairs ("forty seven thirty two"), in hundreds ("six hundred and
 * twelve", "three seventy five"), runs said "double" and "triple", nought said "oh", "zero" and "nought"; letters
 * pinned down ("m for mike", "b as in bravo", "s like sugar") in agreement numbers, postcodes, references and spelled
 * surnames, doubled letters said "double"; middle names; birth dates day-first and month-first, with ordinals and
 * "the fourth of the third", read off a form ("oh four oh three eighty one"), with "slash", two-digit years,
 * "nineteen" and "two thousand and"; card numbers in fours, in pairs and last fours; UK mobiles and landlines with
 * and without "plus four four" and US numbers with the line said as a pair of pairs; postcodes, ZIP and ZIP+4 codes;
 * addresses with flats, apartments and US house numbers in pairs; values volunteered in the caller's first words,
 * given over two turns, read back, said wrong and corrected; the agent giving their own name and addressing the
 * caller; and ordinary numbers beside them that must survive (prices, fees, monthly payments, mortgage terms and
 * rates, settlement windows, call-out charges, channel counts, van sizes and crate counts, prize values, years,
 * ages, durations, times, working days, menu options). Authored and recognised before any change for it.
 */
const TENTH: Pools = {
  voices: [
    ['rms', 'kal'],
    ['slt', 'rms'],
    ['awb', 'kal16'],
    ['kal16', 'awb'],
    ['kal', 'slt'],
    ['slt', 'awb'],
    ['rms', 'kal16'],
    ['awb', 'slt'],
  ],
  greetings: [
    'good morning thornbury mortgages customer service you are speaking with [NAME:helen] how can i help',
    'hello redline motor finance this is [NAME:craig]',
    'thank you for calling shieldpoint home warranty my name is [NAME:brandon] how can i help you today',
    'skyhigh satellite tv good afternoon',
    'hi you have reached bright smile dental benefits this is [NAME:kimberly]',
    'admissions office at the university of westmoor good morning',
    'department of motor vehicles licensing line this is [NAME:marcus] speaking',
    'good afternoon swiftmove removals and storage',
    'quickcash complaints team you are through to [NAME:asha]',
    'national savings premium bonds helpline good morning my name is [NAME:graham]',
  ],
  reasons: [
    'hi i want to make an overpayment on my mortgage and i am not sure how much i am allowed',
    'hello i would like a settlement figure for my car finance please',
    'hi my fridge stopped working and i want to open a claim on my home warranty',
    'hello my satellite box keeps saying no signal and i have missed the football twice',
    'hi i had a crown fitted and the claim was turned down and i do not understand why',
    'hello i applied for the nursing degree and i have not heard anything about my offer',
    'hi i need to renew my drivers license and the website keeps rejecting me',
    'hello we are moving on the {twentieth} and i want to check the van is still booked',
    'hi i want to complain about a loan you gave me i could never afford it',
    'hello i think i have won a prize on my premium bonds but the letter went to my old address',
    'hi my mortgage account number is [BANK_ACCOUNT_NUMBER:four six double oh nine one seven three two] and my fixed rate ends next month',
    'hello its [NAME:rebecca o as in oscar k e e f e] i had a letter about my agreement',
    'hi my agreement number is [POLICY_NUMBER:c f for frank nine two seven three oh four one] and i want to hand the car back',
    'yes hi my date of birth is [DATE_OF_BIRTH:the nineteenth of october nineteen sixty seven] i am just saying it now because the robot asked for it and then cut me off',
    'hi my viewing card number is [MEMBERSHIP_NUMBER:seven two four six hundred and eighteen double five three] and it says the card is not authorised',
    'hello i need to change my address the new one is [ADDRESS:flat two fourteen larchwood avenue leicester l e two seven b q]',
    'hi can you call me back on [PHONE:oh seven eight four three double six one nine two oh] i am on my lunch break',
    'hello my application number is [ID_NUMBER:u w seventy four thirty one sixty] and my grades came out today',
    'hi i got a letter saying my plan will lapse and i have paid every month',
    'hello my holders number is [MEMBERSHIP_NUMBER:three one seven four four double eight oh two nine] and i want to cash some bonds in',
  ],
  firstNames: ['siobhan', 'marcus', 'priya', 'gareth', 'latoya', 'dominic', 'imogen', 'rashid', 'bethany', 'clifford', 'mei', 'tobias'],
  lastNames: [
    'featherstone',
    'adeyemi',
    'russell',
    'nakamura',
    'whitlock',
    'mcgregor',
    'castellano',
    'hollins',
    'szymanski',
    'appleby',
    'connolly',
    'venkatesan',
  ],
  streets: TENTH_STREETS,
  towns: TENTH_TOWNS,
  emailDomains: TENTH_DOMAINS,
  secrets: [
    'whiskers',
    'hargreaves',
    'saint marys primary',
    'mister dobson',
    'a blue ford fiesta',
    'blackpool',
    'pickles',
    'auntie jean',
    'the beatles',
  ],
  ask: {
    name: [
      'can i start with your full name',
      'who do i have the pleasure of speaking to',
      'and the name on the account please',
      'could i take your first name and surname',
      'may i have your name please',
    ],
    account: [
      'what is your account number',
      'can you give me the account number from your statement',
      'do you have your customer account number there',
      'and the account number please',
      'could you read me the account number at the top of the letter',
    ],
    policy: [
      'and what is the agreement number',
      'can i take the policy number please',
      'do you have your plan number',
      'what is the contract number on your paperwork',
      'and the policy number from your welcome pack',
    ],
    membership: [
      'can i have your member number',
      'what is the number on your viewing card',
      'do you have your holders number',
      'and your member id from the card',
    ],
    card: [
      'what is the long number on the card',
      'which card do you want to pay with can you read me the number',
      'can you read me the card number or just the last four if that is easier',
      'can you read the card number for me',
    ],
    dob: [
      'can you confirm your date of birth',
      'and your date of birth please',
      'what is the date of birth on the account',
      'when were you born',
      'for security what is your date of birth',
    ],
    postcode: [
      'and your postcode',
      'what is the zip code there',
      'can you confirm the postcode we have for you',
      'what is the postcode of the property',
    ],
    address: [
      'what is the first line of your address',
      'can you confirm your address',
      'and where are we moving you to',
      'what address is the property',
    ],
    secret: [
      'can you tell me the answer to your security question the name of your first pet',
      'what is your mothers maiden name',
      'what was the name of your first school',
      'who was your favourite teacher',
      'what is the answer to your memorable question',
    ],
    pin: ['what is your four digit pin', 'can you give me your security pin', 'and the passcode on the account', 'what pin did you set up'],
    phone: [
      'what is the best number to reach you',
      'can i take a contact number',
      'and your phone number please',
      'is there a mobile number we can text',
    ],
    email: [
      'what is your email address',
      'can i take an email for the confirmation',
      'which email should we send the documents to',
      'and your email please',
    ],
    reference: [
      'do you have a reference number',
      'what is the claim reference',
      'can you give me the application number',
      'is there a case number on your letter',
      'what is your license number',
    ],
  },
  answer: {
    name: ['$', 'its $', 'my name is $', 'yes hi its $', 'you are speaking to $', 'it is $ thanks'],
    account: ['$', 'its $', 'yes its $', 'the account number is $', 'right okay it is $', 'um $'],
    policy: ['$', 'its $', 'it is $', 'the agreement number is $', 'the policy is $', 'it says $ on the front'],
    membership: ['$', 'its $', 'it is $', 'the number on the card is $'],
    card: ['$', 'its $', 'the card number is $', 'okay it is $', 'right $'],
    dob: ['$', 'its $', 'i was born on $', 'born $', 'that is $', 'it is $'],
    postcode: ['$', 'its $', 'it is $', 'the postcode is $'],
    address: ['$', 'its $', 'i am at $', 'it is $', 'we are going to $'],
    secret: ['$', 'it would be $', 'its $', 'i think i put $'],
    pin: ['$', 'its $', 'it is $', 'the pin is $'],
    phone: ['$', 'its $', 'you can reach me on $', 'my mobile is $', 'the best one is $'],
    email: ['$', 'its $', 'my email is $', 'it is $'],
    reference: ['$', 'its $', 'the reference is $', 'it is $'],
  },
  agentOrdinary: [
    'you can overpay up to {ten} percent a year without a charge',
    'your settlement figure is valid for {twenty eight} days',
    'the call out fee is {seventy five} dollars',
    'an engineer can visit between {eight} and {one} on thursday',
    'the sports pack is {twenty two} pounds a month and you get {forty} extra channels',
    'the claim will be reviewed within {five} working days',
    'decisions usually go out in {three} to {five} weeks',
    'the fee to renew is {thirty nine} dollars and {fifty} cents',
    'we have you down for a {seven} and a half tonne van with {three} porters',
    'the deposit was {one hundred and fifty} pounds',
    'you should get a reply within {eight} weeks of the complaint',
    'the prize is {twenty five} pounds and it is paid within {three} days',
    'the new rate would be {four point nine nine} percent fixed for {five} years',
    'the payment is {two hundred and sixty two} pounds a month',
    'for claims you can press option {two} next time',
    'we are open {eight} till {eight} monday to friday',
    'your remaining term is {twenty three} years',
    'a replacement card is {forty nine ninety nine}',
    'that takes about {ten} minutes',
    'the office closes at {four thirty} today',
    'it can take up to {fourteen} days to arrive',
    'you have paid {eighteen} of {forty eight} payments',
  ],
  customerOrdinary: [
    'i have been with you since {twenty fifteen}',
    'it is a {three} bedroom house so quite a lot of boxes',
    'i borrowed {four hundred} pounds and paid back nearly {nine hundred}',
    'the fridge is only {two} years old',
    'i am {forty four} if that matters',
    'i was on hold for {twenty five} minutes',
    'i paid {sixty} dollars for the filling myself',
    'we need about {thirty} crates',
    'i have got {two} kids at home so i need the tv working',
    'i bought the bonds back in {two thousand and nine}',
    'i can do mornings before {ten}',
    'the car cost {twelve thousand} and i have paid about half',
  ],
  closings: [
    'thanks $ you will get an email confirming all of that',
    'lovely that is done for you $',
    'thank you $ take care',
    'all sorted $ have a good afternoon',
  ],
  stalls: [
    'sorry one sec the kids are shouting',
    'hold on let me find my reading glasses',
    'bear with me it is in a drawer somewhere',
    'give me a moment i am just pulling over',
  ],
  readbacks: ['so i have got $', 'just to read that back $', 'that was $ yes', 'lovely $', 'can i check that is $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.5,
  shuffle: true,
  spelling: {
    ask: ['and how do you spell your surname', 'can you spell the last name for me', 'would you mind spelling that'],
    answer: ['$', 'its $', 'sure $', 'yes it is $'],
    spell: tenthSpell,
  },
  addressing: ['thank you <first>', 'okay <first>', 'great thanks <full>', 'right <first>', 'lovely <full>'],
  corrections: {
    self: ['# oh sorry no it is $', '# wait no $', '# no hang on $ sorry', '# sorry i mean $'],
    misheard: ['no it is $', 'not quite $', 'sorry no $', 'no the right one is $'],
  },
  continuing: {
    prompts: ['yep', 'okay', 'go ahead', 'mm hm and then'],
    rest: ['$', 'and $', 'then $', 'and the rest is $'],
    unbroken: [
      'as',
      'in',
      'for',
      'like',
      'double',
      'triple',
      'oh',
      'nought',
      'zero',
      'hundred',
      'and',
      'plus',
      'dash',
      'slash',
      'ray',
      ...TENS.slice(2),
    ],
  },
  forms: {
    name: ({ pick, random, name }) =>
      random() < 0.25
        ? `${name.first} ${pick(['anne', 'james', 'louise', 'thomas', 'marie', 'lee'])} ${name.last}`
        : `${name.first} ${name.last}`,
    dob: (h) => {
      const { pick, random } = h;
      const day = 1 + Math.floor(random() * 28);
      const month = 1 + Math.floor(random() * 12);
      const born = 1942 + Math.floor(random() * 65);
      const yy = born % 100;
      const long =
        born < 2000
          ? `nineteen ${tenthTwo(h, Math.floor(yy / 10), yy % 10)}`
          : yy === 0
            ? 'two thousand'
            : pick([`two thousand and ${DIGITS[yy]}`, `two thousand ${DIGITS[yy]}`]);
      const short = born < 2000 ? tenthTwo(h, Math.floor(yy / 10), yy % 10) : yy === 0 ? 'two thousand' : `oh ${DIGITS[yy]}`;
      const year = () => (random() < 0.55 ? long : short);
      const ordinal = ORDINALS[day - 1]!;
      const named = MONTHS[month - 1]!;
      return pick([
        () => `the ${ordinal} of ${named} ${year()}`,
        () => `${ordinal} of ${named} ${year()}`,
        () => `${ordinal} ${named} ${long}`,
        () => `${named} ${ordinal} ${long}`,
        () => `${named} the ${ordinal} ${year()}`,
        () => `${named} ${CARDINALS[day - 1]} ${long}`,
        () => `${tenthOnForm(h, day)} ${tenthOnForm(h, month)} ${year()}`,
        () => `${tenthOnForm(h, month)} ${tenthOnForm(h, day)} ${year()}`,
        () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
        () => `${tenthOnForm(h, day)} slash ${tenthOnForm(h, month)} slash ${year()}`,
      ])();
    },
    account: (h) => tenthNumber(h, h.pick([8, 8, 9, 10, 12])),
    policy: (h) =>
      h.pick([
        () => `${tenthLetters(h, 3)} ${tenthNumber(h, 7)}`,
        () => `${tenthLetters(h, 2)} ${tenthNumber(h, 6)} ${tenthLetters(h, 1)}`,
        () => `${tenthLetters(h, 1)} ${tenthNumber(h, 8)}`,
        () => tenthNumber(h, 10),
        () => `${tenthNumber(h, 4)} slash ${tenthNumber(h, 6)}`,
      ])(),
    membership: (h) =>
      h.pick([
        () => tenthNumber(h, 10),
        () => `${tenthLetters(h, 3)} ${tenthNumber(h, 9)}`,
        () => tenthNumber(h, 9),
        () => `${tenthLetters(h, 1)} ${tenthNumber(h, 7)}`,
      ])(),
    card: (h) => {
      const ds = luhnCardDigits(h.pick([4, 4, 5]), h.random);
      const style = h.pick(['fours', 'fours', 'pairs', 'last']);
      if (style === 'last') return tenthGrouped(h, ds.slice(12));
      return [0, 4, 8, 12]
        .map((i) =>
          style === 'pairs'
            ? `${tenthTwo(h, ds[i]!, ds[i + 1]!)} ${tenthTwo(h, ds[i + 2]!, ds[i + 3]!)}`
            : tenthOneByOne(h, ds.slice(i, i + 4)),
        )
        .join(' ');
    },
    postcode: tenthPostcode,
    address: (h) => {
      const { pick, random } = h;
      const street = pick(TENTH_STREETS);
      const town = pick(TENTH_TOWNS);
      const house = pick([
        () => pick(CARDINALS),
        () => tenthThree(h, 1 + Math.floor(random() * 9), Math.floor(random() * 10), Math.floor(random() * 10)),
        () => `flat ${pick(CARDINALS.slice(0, 12))} ${pick(CARDINALS)}`,
        () =>
          `apartment ${pick(CARDINALS.slice(0, 9))} ${pick(['b', 'c', 'd'])} ${tenthTwo(h, 1 + Math.floor(random() * 9), Math.floor(random() * 10))}`,
        () =>
          `${tenthTwo(h, 1 + Math.floor(random() * 9), Math.floor(random() * 10))} ${tenthTwo(h, 1 + Math.floor(random() * 9), Math.floor(random() * 10))}`,
      ])();
      return random() < 0.35 ? `${house} ${street} ${town} ${tenthPostcode(h)}` : `${house} ${street} ${town}`;
    },
    pin: (h) => (h.random() < 0.75 ? tenthGrouped(h, tenthDigitList(h, 4)) : tenthNumber(h, 6)),
    phone: (h) =>
      h.pick([
        () => `${tenthNought(h)} seven ${tenthGrouped(h, tenthDigitList(h, 9))}`,
        () => `plus four four seven ${tenthOneByOne(h, tenthDigitList(h, 9))}`,
        () => `${tenthNought(h)} one ${tenthOneByOne(h, tenthDigitList(h, 2, 1))} ${tenthGrouped(h, tenthDigitList(h, 7))}`,
        () => `${tenthNought(h)} two ${tenthNought(h)} ${tenthOneByOne(h, tenthDigitList(h, 8, 3))}`,
        () => {
          const line = tenthDigitList(h, 4);
          return `${tenthOneByOne(h, tenthDigitList(h, 3, 2))} ${tenthOneByOne(h, tenthDigitList(h, 3, 2))} ${h.random() < 0.5 ? `${tenthTwo(h, line[0]!, line[1]!)} ${tenthTwo(h, line[2]!, line[3]!)}` : tenthOneByOne(h, line)}`;
        },
      ])(),
    email: (h) => {
      const { name } = h;
      const domain = h.pick(TENTH_DOMAINS);
      return h.pick([
        () => `${name.first} dot ${name.last} at ${domain}`,
        () => `${name.first} ${name.last} ${tenthTwo(h, 4 + Math.floor(h.random() * 6), Math.floor(h.random() * 10))} at ${domain}`,
        () => `${tenthLetter(h, name.first[0]!)} ${name.last} at ${domain}`,
        () => `${name.last} dot ${name.first[0]} at ${domain}`,
        () => `${name.first} underscore ${name.last} at ${domain}`,
      ])();
    },
    reference: (h) =>
      h.pick([
        () => `${tenthLetters(h, 3)} ${tenthNumber(h, 6)}`,
        () => tenthNumber(h, 10),
        () => `${tenthLetters(h, 1)} ${tenthNumber(h, 7)}`,
        () => `${tenthLetters(h, 2)} ${tenthNumber(h, 8)}`,
      ])(),
  },
};

/**
 * Four digits said as one number, the way years and short codes are said: "nineteen oh seven", "forty one hundred",
 * "two thousand and six", "twenty ten", "six thousand", "oh four fifty one".
 */
const fourAsOne = (h: Helpers, a: number, b: number, c: number, d: number): string => {
  if (a === 0) return `${tenthTwo(h, a, b)} ${tenthTwo(h, c, d)}`;
  if (b === 0 && c === 0) return d === 0 ? `${DIGITS[a]} thousand` : `${DIGITS[a]} thousand and ${DIGITS[d]}`;
  if (c === 0 && d === 0) return h.random() < 0.6 ? `${tenthTwo(h, a, b)} hundred` : `${DIGITS[a]} thousand ${DIGITS[b]} hundred`;
  if (b === 0 && h.random() < 0.5) return `${DIGITS[a]} thousand and ${c === 0 ? DIGITS[d] : tenthTwo(h, c, d)}`;
  return `${tenthTwo(h, a, b)} ${tenthTwo(h, c, d)}`;
};
/**
 * Digits in the groups they are printed in (`sizes`), each group said one by one or as one number, some callers
 * leaning one way: "oh one two one four ninety six double three nine one", "forty five twelve six oh eight eight".
 */
const inChunks = (
  h: Helpers,
  sizes: readonly number[],
  ds = tenthDigitList(
    h,
    sizes.reduce((sum, size) => sum + size, 0),
  ),
): string => {
  const whole = h.pick([0.2, 0.5, 0.8]);
  let at = 0;
  return sizes
    .map((size) => {
      const group = ds.slice(at, (at += size));
      const [a = 0, b = 0, c = 0, d = 0] = group;
      if (size === 1 || h.random() >= whole) return tenthOneByOne(h, group);
      if (size === 2) return tenthTwo(h, a, b);
      if (size === 3) return tenthThree(h, a, b, c);
      return size === 4 ? fourAsOne(h, a, b, c, d) : tenthGrouped(h, group);
    })
    .join(' ');
};

/** A card number in its four groups of four, or (a `lastFourShare` of the time) its last four only. */
const cardInChunks = (h: Helpers, firstDigits: readonly number[], lastFourShare: number): string => {
  const ds = luhnCardDigits(h.pick(firstDigits), h.random);
  return h.random() < lastFourShare ? inChunks(h, [4], ds.slice(12)) : inChunks(h, [4, 4, 4, 4], ds);
};

const ELEVENTH_STREETS = [
  'holly tree walk',
  'cathedral close',
  'sandpiper road',
  'elm park gardens',
  'jubilee terrace',
  'kestrel rise',
  'peachtree court',
  'cedar hollow drive',
];
const ELEVENTH_TOWNS = ['loughborough', 'stirling', 'ripon', 'durham', 'tacoma', 'savannah', 'albuquerque', 'swansea'];
const ELEVENTH_DOMAINS = [
  'ymail dot com',
  'rocketmail dot com',
  'msn dot com',
  'aim dot com',
  'bellsouth dot net',
  'waitrose dot com',
  'sbcglobal dot net',
  'durham dot ac dot uk',
];
/** A UK postcode, a ZIP or ZIP+4 code, or now and then a Canadian postal code ("k one a oh b one") or an Irish Eircode. */
const eleventhPostcode = (h: Helpers): string => {
  const roll = h.random();
  if (roll < 0.15) return [0, 1, 2].map(() => `${tenthLetters(h, 1)} ${tenthDigit(h, Math.floor(h.random() * 10))}`).join(' ');
  if (roll < 0.25) return `${tenthLetters(h, 1)} ${inChunks(h, [2])} ${tenthLetters(h, 1)} ${inChunks(h, [3])}`;
  return tenthPostcode(h);
};

/**
 * The eleventh held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its docs,
 * its tests, its benchmark or its results, and without reading the other sets' recognised text beyond the files'
 * format): calls to a vet clinic, a student accommodation provider, a US bank's card fraud line, a US self-storage
 * company, a US roadside assistance club, a TV licensing office, a lettings agency, a funeral plan provider, a rail
 * season ticket office and a cruise line, about sick pets and vaccinations, broken heating and contracts, payments the
 * caller did not make, unit sizes and double charges, breakdowns and locked-in keys, enforcement letters, deposits, a
 * parent's funeral, tickets that do not scan and delay refunds, and cancellation fees; a date of birth, an account
 * number and a policy number (plan, tenancy agreement, licence, cover, contract) asked in every call, seven items a
 * call; digits said in the groups they are printed in, each group one by one or as one number, a caller leaning one way
 * ("oh one two one four ninety six"), four digits said as one number ("forty one hundred", "two thousand and six",
 * "nineteen oh seven"), runs said "double" and "triple", nought said "oh", "zero" and "nought"; letters pinned down in
 * policy numbers, postcodes, references and spelled surnames; birth dates day-first, month-first and year-first, with
 * ordinals, cardinals ("twelve april seventy nine"), "in" ("the third of may in nineteen eighty"), read off a form with
 * the year digit by digit, month-first with "slash", with two-digit and "two thousand and" years, and without a year;
 * card numbers in fours and last fours; UK mobiles and landlines, Irish mobiles and US numbers with and without "plus
 * one"; UK postcodes, ZIP and ZIP+4 codes, Canadian postal codes and Irish Eircodes; addresses with house names, flats,
 * units and US house numbers said as one number; double-barrelled surnames and surnames said first; values volunteered
 * in the caller's first words, given over two turns, read back, said wrong and corrected; the agent giving their own
 * name and addressing the caller; and ordinary numbers beside them that must survive (fees, rents, weekly and monthly
 * prices, weights, ages, distances, percentages, business days, hours, minutes, times of trains, counts of callouts,
 * payments and travellers, years and recent days of the month). Authored and recognised before any change for it.
 */
const ELEVENTH: Pools = {
  voices: [
    ['kal16', 'rms'],
    ['slt', 'kal'],
    ['awb', 'slt'],
    ['rms', 'awb'],
    ['kal', 'kal16'],
    ['slt', 'kal16'],
    ['kal16', 'slt'],
    ['awb', 'kal'],
  ],
  greetings: [
    'good morning ashgrove veterinary centre you are speaking to [NAME:poppy]',
    'hi campus quarter student living this is [NAME:jonah] how can i help',
    'first harbor bank fraud prevention line this is [NAME:denise] how can i help you',
    'thanks for calling storesafe self storage',
    'route rescue roadside assistance this is [NAME:tyler] are you somewhere safe',
    'tv licensing enquiries good afternoon',
    'kingsley and moor lettings [NAME:farah] speaking',
    'good afternoon evergreen funeral plans how may i help',
    'northline rail season tickets this is [NAME:owen]',
    'bluewave cruises guest services good evening',
    'ashgrove vets reception [NAME:imran] speaking how can i help',
    'hello you are through to card security my name is [NAME:lorraine]',
  ],
  reasons: [
    'hi my dog has been sick since yesterday and i need to get him seen',
    'hello i am ringing about my cats jabs and the health plan',
    'hi i have a room with you from september and i still have not had a contract',
    'hello the heating in my flat has not worked for a week',
    'hi i just got a text about a payment i did not make',
    'hello my card got declined at the gas station and i think you blocked it',
    'hi i want to move up to a bigger unit',
    'hello i think you took the rent for my unit twice this month',
    'hi my car broke down on the interstate and i am on the shoulder',
    'hello i have locked my keys in the car with the engine running',
    'hi i got a letter saying i have no tv licence but i definitely do',
    'hello i am moving abroad and want to cancel my licence',
    'hi i move out at the end of the month and i want to know about my deposit',
    'hello my father passed away on the {ninth} and he had a plan with you',
    'hi my season ticket would not scan at the barrier this morning',
    'hello i want to claim for the delays last week',
    'hi we have been charged a cancellation fee for our cruise and we were told there would not be one',
    'hi my account number is [BANK_ACCOUNT_NUMBER:six one double four oh nine two seven] and someone has been spending on my card',
    'hello its [NAME:lachlan fairweather] i rent a storage unit from you',
    'hi my licence number is [POLICY_NUMBER:nine one seven six four double oh two five] and i had an enforcement letter',
    'yes hello my date of birth is [DATE_OF_BIRTH:the thirtieth of january sixty eight] before you ask',
    'hi can you ring me back on [PHONE:oh seven seven one two four double oh nine five six] my battery is nearly dead',
    'hello my plan number is [POLICY_NUMBER:e f for freddie four seven one nine two two oh] and the funeral director told me to ring you',
    'hi i am a member my number is [MEMBERSHIP_NUMBER:three three seven two oh one four five eight] and i have a flat tire',
    'hello i never got the tenancy agreement it should have gone to [EMAIL:harriet dot winterbottom at rocketmail dot com]',
    'hi my booking reference is [ID_NUMBER:k x nine four p two] and i need to change the cabin',
    'hello i was born on [DATE_OF_BIRTH:april twelve seventy nine] the system wanted it and then hung up on me',
  ],
  firstNames: [
    'harriet',
    'lachlan',
    'ngozi',
    'obinna',
    'marguerite',
    'wesley',
    'philippa',
    'zainab',
    'felicity',
    'ewan',
    'esme',
    'carys',
    'bronwen',
    'saoirse',
  ],
  lastNames: [
    'winterbottom',
    'nwachukwu',
    'dalgleish',
    'fairweather',
    'achterberg',
    'brannigan',
    'haddock',
    'tillotson',
    'abbott',
    'hetherington',
    'mahmood',
    'trevelyan',
    'ashdown',
  ],
  streets: ELEVENTH_STREETS,
  towns: ELEVENTH_TOWNS,
  emailDomains: ELEVENTH_DOMAINS,
  secrets: [
    'marmalade',
    'a vauxhall astra',
    'jurassic park',
    'skegness',
    'nana peggy',
    'greenfield juniors',
    'the sound of music',
    'mister quayle',
    'pumpkin',
    'a green rover',
  ],
  ask: {
    name: [
      'who have i got on the line today',
      'can i take your name',
      'what name is the booking under',
      'and your full name please',
      'could i have the name of the person who holds the plan',
    ],
    account: [
      'can you read out the account number for me',
      'what is the customer account number',
      'and your client account number',
      'what account is the card linked to can you read me the number',
      'what is the account number at the top of your statement',
      'which account is this about',
    ],
    policy: [
      'what is the pet health plan number',
      'can i have the tenancy agreement number',
      'what is your licence number it starts at the top left of the letter',
      'do you have the funeral plan number',
      'and the policy number for your cover',
      'what is the contract number for the unit',
      'can you read me your cover number',
    ],
    membership: [
      'can i have the membership number',
      'can you read me the number on your photocard',
      'do you have your loyalty number handy',
      'what is the member id on the back of your card',
    ],
    card: [
      'can you read me the full card number',
      'which card is it can i have the number',
      'what is the number across the front of the card',
      'can you give me the last four digits of the card',
    ],
    dob: [
      'your date of birth please',
      'can you confirm your birth date',
      'date of birth for me please',
      'could i get your date of birth for security',
      'i need the date of birth of the account holder',
      'and when is your birthday',
    ],
    postcode: [
      'what is your postcode',
      'and the zip code',
      'can you give me the postcode of the property',
      'what is the postal code there',
    ],
    address: [
      'what is the address',
      'where are you staying at the moment',
      'what is the address of the flat',
      'what address should we send it to',
      'can i confirm the address we have on file',
    ],
    secret: [
      'can you answer your security question for me',
      'what make was your first car',
      'what is your favourite film',
      'where did you go on holiday as a child',
      'what was your grandmothers name',
    ],
    pin: [
      'what is your telephone banking passcode',
      'and the pin on the account please',
      'and the gate code you were given',
      'what is the account pin you chose',
    ],
    phone: [
      'which number are you ringing from',
      'and a mobile number',
      'what is the best number for the driver to call',
      'can i take a phone number in case we get cut off',
    ],
    email: [
      'and an email address for you',
      'what email is on the account',
      'where should i email the receipt',
      'can you confirm the email we have for you',
    ],
    reference: [
      'do you have a case number',
      'what is the booking reference',
      'can you give me the claim number',
      'is there a reference on the letter',
      'what is the job number from the text we sent',
    ],
  },
  answer: {
    name: ['$', 'its $', 'yeah its $', 'it is doctor $', 'you are talking to $', 'the name on it is $'],
    account: ['$', 'its $', 'okay its $', 'i have it in front of me $', 'the account is $', 'right let me see $'],
    policy: ['$', 'its $', 'the number on it is $', 'it reads $', 'got it here it is $', 'on the letter it is $'],
    membership: ['$', 'its $', 'the member number on it is $', 'it is $ on the card'],
    card: ['$', 'its $', 'the card is $', 'right the long number is $'],
    dob: ['$', 'its $', 'it is $', 'i was born $', 'um its $', 'erm $', 'mine is $'],
    postcode: ['$', 'its $', 'the postcode is $', 'postcode is $'],
    address: ['$', 'its $', 'we are staying at $', 'my address is $', 'i am living at $'],
    secret: ['$', 'its $', 'that will be $', 'i put $'],
    pin: ['$', 'its $', 'the pin is $', 'okay so $'],
    phone: ['$', 'its $', 'my mobiles $', 'try me on $', 'you can get me on $'],
    email: ['$', 'its $', 'the email address is $', 'send it over to $'],
    reference: ['$', 'its $', 'the case number is $', 'that one is $'],
  },
  agentOrdinary: [
    'the consultation fee is {forty eight} pounds',
    'we can see her at {three fifteen} tomorrow',
    'the booster is due every {twelve} months',
    'the health plan is {fourteen ninety nine} a month and covers {two} check ups a year',
    'rent is {one hundred and fifty nine} pounds a week on a {forty four} week contract',
    'maintenance will be out within {forty eight} hours',
    'i can see {three} card payments waiting for approval',
    'the biggest one is for {six hundred and twelve} dollars',
    'your new card will arrive in {five} to {seven} business days',
    'the ten by ten unit is {one hundred and nineteen} dollars a month',
    'the gate is open from {six} in the morning until {nine} at night',
    'the first month is {one} dollar on the promotion',
    'the truck is about {thirty five} minutes away',
    'you have used {two} of your {four} callouts this year',
    'we can tow you up to {fifty} miles for free',
    'a colour licence is {one hundred and seventy four} pounds {fifty}',
    'you can spread it over {twelve} monthly payments',
    'we return the deposit within {ten} days of agreeing the amount',
    'your notice period is {two} months',
    'the plan was paid off in {twenty nineteen}',
    'the plan covers up to {four thousand} pounds of the costs',
    'you can claim if the train was more than {fifteen} minutes late',
    'the cruise is {eleven} nights and it sails on the {sixth}',
    'the cancellation charge is {twenty five} percent of the fare',
    'refunds can take up to {ten} working days',
    'for lost tickets press {three} next time',
    'we close at {five thirty} on fridays',
    'i have {two} adults and {one} child on the booking',
    'the hold on the card drops off after {seventy two} hours',
  ],
  customerOrdinary: [
    'she is only {four} years old',
    'he weighs about {thirty} kilos',
    'i have rented the unit for {three} years',
    'i did not spend {six hundred} dollars at a gas station',
    'i have had the card since {twenty twenty}',
    'i have been stood at the side of the road for {forty} minutes',
    'there are {four} of us in the flat',
    'i paid {three hundred} pounds as a deposit',
    'my dad took the plan out in {two thousand and twelve}',
    'the {seven forty two} was cancelled again',
    'i was {twenty five} minutes late for work',
    'we paid {two thousand four hundred} dollars for the cabin',
    'there will be {six} of us travelling',
    'the charge came out on the {eleventh}',
  ],
  closings: ['you are all set $', 'cheers for waiting $', 'take care $ bye now', 'that is all done $ goodbye'],
  stalls: [
    'hang on',
    'hang on let me find the letter',
    'sorry let me get my purse',
    'just a second it is on the fridge',
    'hold on the dog is barking',
    'one moment i am reading it off my phone',
  ],
  readbacks: ['let me say that back to you $', 'i have got $ down', 'so $', 'okay thats $ is it', 'right $ correct'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.55,
  shuffle: true,
  spelling: {
    ask: ['could you spell your surname please', 'how is the last name spelled', 'can i get that spelled out'],
    answer: ['$', 'it is $', 'sure its $', 'yep $'],
    spell: tenthSpell,
  },
  addressing: ['brilliant <first>', 'perfect <first>', 'okay then <full>', 'thank you <full>', 'alright then <first>'],
  corrections: {
    self: ['# oh no sorry $', '# actually no it is $', '# hang on thats wrong $', '# oops i mean $'],
    misheard: ['no its $', 'not quite thats $', 'no no $', 'close but its $'],
  },
  continuing: {
    prompts: ['mhm', 'got that', 'carry on', 'okay and the rest of it'],
    rest: ['$', 'and then $', 'and finally $', 'the rest is $'],
    /** The tenth set's words, and "thousand" ("two thousand and six", "four thousand"). */
    unbroken: [...(TENTH.continuing?.unbroken ?? []), 'thousand'],
  },
  forms: {
    name: ({ pick, name }) =>
      pick([
        () => `${name.first} ${name.last}`,
        () => `${name.first} ${name.last}`,
        () => `${name.first} ${name.last} hyphen ${pick(['jones', 'clarke', 'price', 'baxter'])}`,
        () => `${name.last} ${name.first}`,
      ])(),
    dob: (h) => {
      const { pick, random } = h;
      const day = 1 + Math.floor(random() * 28);
      const month = 1 + Math.floor(random() * 12);
      const [a = 0, b = 0, c = 0, d = 0] = [...String(1938 + Math.floor(random() * 70))].map(Number);
      const full = fourAsOne(h, a, b, c, d);
      const two = tenthTwo(h, c, d);
      const ordinal = ORDINALS[day - 1]!;
      const named = MONTHS[month - 1]!;
      return pick([
        () => `${ordinal} of ${named} ${pick([full, two])}`,
        () => `${named} ${ordinal} ${full}`,
        () => `${CARDINALS[day - 1]} ${named} ${two}`,
        () => `${named} ${CARDINALS[day - 1]} ${pick([full, two])}`,
        () => `the ${ordinal} of ${named} in ${full}`,
        () => `${full} ${named} the ${ordinal}`,
        () => `${tenthOnForm(h, day)} ${tenthOnForm(h, month)} ${tenthOneByOne(h, [a, b, c, d])}`,
        () => `${tenthOnForm(h, month)} ${tenthOnForm(h, day)} ${two}`,
        () => `${tenthOnForm(h, month)} slash ${tenthOnForm(h, day)} slash ${pick([full, two])}`,
        () => `the ${ordinal} of ${named}`,
        () => `${named} the ${ordinal}`,
        () => `${ordinal} of the ${ORDINALS[month - 1]}`,
      ])();
    },
    account: (h) => inChunks(h, h.pick([[4, 4], [2, 2, 2, 2], [3, 3, 2], [3, 3, 4], [4, 4, 4], [5, 5], [8], [9]])),
    policy: (h) =>
      h.pick([
        () => `${tenthLetters(h, 2)} ${inChunks(h, [3, 4])}`,
        () => `${tenthLetters(h, 3)} dash ${inChunks(h, [6])}`,
        () => `${inChunks(h, [4, 4])} ${tenthLetters(h, 1)}`,
        () => `${tenthLetter(h, h.pick(['p', 'f', 'v', 'l']))} ${inChunks(h, [2, 6])}`,
        () => inChunks(h, [3, 3, 3]),
      ])(),
    membership: (h) =>
      h.pick([
        () => inChunks(h, [10]),
        () => `${tenthLetters(h, 2)} ${inChunks(h, [4, 4])}`,
        () => inChunks(h, [3, 3, 3]),
        () => `${tenthLetters(h, 1)} ${inChunks(h, [6])}`,
      ])(),
    card: (h) => cardInChunks(h, [4, 5, 6], 0.25),
    postcode: eleventhPostcode,
    address: (h) => {
      const { pick, random } = h;
      const street = `${pick(ELEVENTH_STREETS)} ${pick(ELEVENTH_TOWNS)}`;
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick([
        () => `${pick(CARDINALS)} ${street}`,
        () => `${pick(['rose cottage', 'willowbank house', 'the laurels', 'hillcrest'])} ${street}`,
        () => `flat ${pick(CARDINALS.slice(0, 16))} ${pick(CARDINALS)} ${street}`,
        () => `unit ${pick(CARDINALS.slice(0, 9))} ${tenthThree(h, a, b, c)} ${street}`,
        () => `${fourAsOne(h, a, b, c, d)} ${street}`,
        () => `apartment ${pick(CARDINALS)} ${pick(['b', 'c', 'f'])} ${fourAsOne(h, a, b, c, d)} ${street}`,
      ])();
      return random() < 0.3 ? `${house} ${eleventhPostcode(h)}` : house;
    },
    pin: (h) => h.pick([() => inChunks(h, [4]), () => tenthOneByOne(h, tenthDigitList(h, 4)), () => inChunks(h, [3, 3])])(),
    phone: (h) =>
      h.pick([
        () => `${tenthNought(h)} seven ${inChunks(h, [3, 6])}`,
        () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
        () => `${tenthNought(h)} one ${h.pick(['six one', 'one three', 'two one', 'three two'])} ${inChunks(h, [3, 4])}`,
        () => `${tenthNought(h)} two ${tenthNought(h)} ${inChunks(h, [4, 4], tenthDigitList(h, 8, 3))}`,
        () => `${tenthNought(h)} eight seven ${inChunks(h, [3, 4])}`,
        () => `${h.random() < 0.4 ? 'plus one ' : ''}${inChunks(h, [3, 3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 7, 2)])}`,
      ])(),
    email: (h) => {
      const { name } = h;
      const domain = h.pick(ELEVENTH_DOMAINS);
      return h.pick([
        () => `${name.first} ${name.last} at ${domain}`,
        () => `${name.first[0]} dot ${name.last} at ${domain}`,
        () => `${name.first} dash ${name.last} at ${domain}`,
        () => `${name.last} ${name.first} ${tenthTwo(h, 5 + Math.floor(h.random() * 5), Math.floor(h.random() * 10))} at ${domain}`,
        () => `${name.first} dot ${tenthSpell(h, name.last)} at ${domain}`,
        () =>
          `${name.first[0]} ${name.last[0]} ${inChunks(h, [4], [1, 9, 5 + Math.floor(h.random() * 5), Math.floor(h.random() * 10)])} at ${domain}`,
      ])();
    },
    reference: (h) =>
      h.pick([
        () =>
          Array.from({ length: 6 }, () =>
            h.random() < 0.5 ? tenthLetter(h, h.pick(LETTERS)) : tenthDigit(h, Math.floor(h.random() * 10)),
          ).join(' '),
        () => `${tenthLetters(h, 3)} ${inChunks(h, [3, 3])}`,
        () => inChunks(h, [4, 4, 2]),
      ])(),
  },
};

/**
 * A year the ways people say it: as one number ("nineteen sixty two", "two thousand and eight", "twenty twelve"), by
 * its last two digits ("sixty two", "oh eight"), digit by digit ("one nine six two"), or a year after 2000 with
 * "two thousand" and no "and" ("two thousand eleven").
 */
const yearSaid = (h: Helpers, year: number): string => {
  const [a = 0, b = 0, c = 0, d = 0] = [...String(year)].map(Number);
  return h.pick([
    () => fourAsOne(h, a, b, c, d),
    () => fourAsOne(h, a, b, c, d),
    () => tenthTwo(h, c, d),
    () => tenthOneByOne(h, [a, b, c, d]),
    () => (a === 2 && b === 0 && c + d > 0 ? `two thousand ${c === 0 ? DIGITS[d] : tenthTwo(h, c, d)}` : fourAsOne(h, a, b, c, d)),
  ])();
};

const TWELFTH_STREETS = [
  'ropewalk lane',
  'bluebell crescent',
  'nettlebed row',
  'sycamore gardens',
  'magnolia avenue',
  'lakeshore drive',
  'tanners yard',
  'monks walk',
];
const TWELFTH_TOWNS = ['gloucester', 'kendal', 'penrith', 'hereford', 'boulder', 'knoxville', 'truro', 'dayton'];
const TWELFTH_DOMAINS = [
  'hushmail dot com',
  'lycos dot co dot uk',
  'pm dot me',
  'optonline dot net',
  'freeserve dot co dot uk',
  'mac dot com',
  'earthlink dot net',
  'tiscali dot co dot uk',
];
/** A UK postcode (now and then a London one, "s w nineteen three r x"), or a ZIP code said whole or as three and two. */
const twelfthPostcode = (h: Helpers): string =>
  h.pick([
    () => `${tenthLetters(h, 2)} ${h.pick(CARDINALS.slice(0, 20))} ${h.digits(1)} ${tenthLetters(h, 2)}`,
    () => inChunks(h, h.pick([[5], [3, 2]]), tenthDigitList(h, 5, 1)),
    () => tenthPostcode(h),
    () => tenthPostcode(h),
    () => tenthPostcode(h),
  ])();

/**
 * The twelfth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its docs,
 * its tests, its benchmark or its results, and without reading the other sets' recognised text beyond the files'
 * format): calls to a council tax office, a water company's meter team, a pet insurer, a US pharmacy benefits line, a
 * hotel loyalty desk, a solar panel installer, a courier's claims desk, a private school's fees office, a US car rental
 * desk and a home energy supplier, about bands, discounts and summonses, meter readings and doubled bills, surgery and
 * claims, rejected prescriptions and mail order, missing points, faulty inverters and stopped export payments, broken
 * and lost parcels, fees and instalments, unknown rental charges and extensions, moving house and rising direct debits;
 * a date of birth, an account number and a policy number (rental agreement, group, contract, cover or fees agreement
 * number) asked in every call, seven items a call; digits in printed groups said one by one or as one number (inChunks),
 * runs said "double" and "triple", nought said "oh", "zero" and "nought"; letters pinned down in policy numbers, member
 * ids, postcodes, driving licence numbers, tracking numbers and spelled surnames; birth dates month-first and day-first
 * with ordinals and cardinals, as numbers both ways round ("nine three sixty two", "three nine sixty two"), with
 * "slash", "of the" ("the ninth of the third"), year first as on a form ("nineteen sixty two oh three oh nine"), digit
 * by digit ("oh nine oh three six two"), without a year, and years said whole, by two digits, digit by digit and "two
 * thousand eleven" (yearSaid, a new helper any set can use), children's birth dates after 2000 among them; card
 * numbers in fours and last fours; UK mobiles, landlines with an extension, "plus four four" and US numbers with and
 * without a leading "one"; UK and London postcodes, ZIP codes whole and as three and two; addresses with house names,
 * flats, suites and US house numbers; middle initials and initials; e-mail addresses with underscores, initials and
 * numbers; values volunteered in the caller's first words, given over two turns, read back, said wrong and corrected,
 * stalls; the agent giving their own name and addressing the caller; and ordinary numbers beside them that must
 * survive (bills, bands' charges, discounts and percentages, readings in cubic metres and a meter reading said digit
 * by digit, excesses, copays, supplies in days, refills, points, panels and kilowatts, pence per unit, weights, fees per
 * term, daily rates, holds, miles, standing charges, ages, years, counts, times and recent days of the month). Authored
 * and recognised before any change for it.
 */
const TWELFTH: Pools = {
  voices: [
    ['rms', 'slt'],
    ['awb', 'rms'],
    ['kal', 'rms'],
    ['kal', 'awb'],
    ['kal16', 'kal'],
    ['slt', 'kal16'],
    ['awb', 'kal16'],
  ],
  greetings: [
    'good morning council tax you are through to [NAME:bethan]',
    'revenues and benefits team how can i help you today',
    'severnvale water metering team [NAME:abigail] speaking',
    'thank you for calling tailwag pet insurance this is [NAME:anand]',
    'clearpath pharmacy benefits member services my name is [NAME:keisha] how may i help',
    'lanternstay hotels rewards desk good evening',
    'brightroof solar customer care [NAME:solveig] speaking how can i help',
    'parcelwise claims team good afternoon',
    'good morning the bursars office at saint aldhelms',
    'swiftway car rental this is [NAME:dmitri] how can i help you',
    'good afternoon emberline energy you are speaking with [NAME:moira]',
    'emberline energy moving home team hello',
  ],
  reasons: [
    'hi i think my house is in the wrong council tax band and i want to challenge it',
    'hello i live on my own now so i should be getting the single person discount',
    'hi my water bill has doubled and i think the meter is faulty',
    'hello i want to give you a proper reading because the estimate is miles out',
    'hi my cat needs an operation and i want to check she is covered',
    'hello i need to claim for my dogs knee surgery',
    'hi the pharmacy rejected my prescription this afternoon',
    'hello i am trying to set up mail order for my blood pressure tablets',
    'hi the points from my last stay never showed up',
    'hello i want to book a room in august with my points',
    'hi the inverter on my solar panels keeps flashing red',
    'hi a parcel i sent arrived smashed and i want to claim',
    'hello the tracking says delivered but nothing came',
    'hi i want to pay my sons school fees in instalments',
    'hi i picked up a car at the airport and there is a charge i do not recognise',
    'hello i need to keep the car a couple of extra days',
    'hi i am moving house and need to close my account',
    'hello my direct debit has gone up and nobody told me why',
    'hi my council tax account number is [BANK_ACCOUNT_NUMBER:nine oh four two two seven one eight] and i have had a summons through the door',
    'hello its [NAME:henrietta grimshaw] there was a card through my door about the water meter',
    'hi my pet policy is [POLICY_NUMBER:p t for tango nine four four one oh seven] and my rabbit needs his teeth done',
    'hello my member id is [MEMBERSHIP_NUMBER:x h p two one seven double five oh eight three] and the pharmacy says i have no coverage',
    'right my date of birth is [DATE_OF_BIRTH:eleven twenty three sixty nine] and i want to check my points balance',
    'hello i have the tracking number here [ID_NUMBER:one z nine eight seven a b four two double oh six one] and the box came ripped open',
    'hi could you text me on [PHONE:oh seven eight one two triple four oh six nine five] i am at work and cannot talk long',
    'hello my rental agreement number is [POLICY_NUMBER:r a four oh six seven two nine one three] and the tyre light is on',
    'hi its [NAME:casimir macfarlane] my daughter starts in year {seven} in september',
    'hello my customer number is [BANK_ACCOUNT_NUMBER:twelve forty five sixty seven eighty nine oh one] and i move out on the {twenty eighth}',
    'hi my email is [EMAIL:tamsin underscore bellamy at hushmail dot com] and i never got my final bill',
    'hello my son was born on [DATE_OF_BIRTH:the fourth of february two thousand and eleven] and your invoice has his year group wrong',
    'hello the contract for the panels is [POLICY_NUMBER:s l r dash twenty twenty three dash oh four one six] and the app has shown {nought} for {three} days',
  ],
  firstNames: [
    'leopold',
    'ifeoma',
    'henrietta',
    'fergal',
    'yasmin',
    'casimir',
    'annika',
    'percival',
    'mirela',
    'tamsin',
    'gwendolyn',
    'augustin',
    'keziah',
    'anselm',
  ],
  lastNames: [
    'przybylski',
    'threlfall',
    'oduwole',
    'macfarlane',
    'grimshaw',
    'applewhite',
    'mcnaughton',
    'bellamy',
    'huxtable',
    'ezeani',
    'holmqvist',
    'carrington',
    'sutcliffe',
  ],
  streets: TWELFTH_STREETS,
  towns: TWELFTH_TOWNS,
  emailDomains: TWELFTH_DOMAINS,
  secrets: [
    'brambles',
    'saint columbas',
    'a ford capri',
    'auntie doreen',
    'tenby',
    'the lion king',
    'missus adeleke',
    'muffin',
    'a blue mini',
    'hawthorn road',
  ],
  ask: {
    name: [
      'who am i speaking with please',
      'could i begin with your full name',
      'whose name is the account under',
      'and you are',
      'may i take the name of the policyholder',
    ],
    account: [
      'what is your council tax account number',
      'can i have the customer account number from the top of your bill',
      'and the account number if you have it',
      'do you have your account number to hand',
      'what account number is on the letter',
      'could you read out your family account number',
    ],
    policy: [
      'what is your pet insurance policy number',
      'can you read me the rental agreement number',
      'and the group number off your prescription card',
      'what is the contract number on your installation paperwork',
      'do you have the cover number for the parcel protection',
      'can i take the policy number',
      'what is the fees agreement number on your acceptance letter',
    ],
    membership: [
      'what is your rewards number',
      'can i have the member id from your card',
      'and your loyalty membership number',
      'do you have a membership number with us',
    ],
    card: [
      'which card are you paying with today',
      'can i take the long number on the card',
      'which card was charged can you read me the number',
      'and the card number for the payment',
    ],
    dob: [
      'and what is your date of birth',
      'can i take a date of birth please',
      'what is the date of birth on the policy',
      'could you give me the pupils date of birth',
      'whats the members date of birth',
      'for security can you tell me your birth date',
    ],
    postcode: [
      'whats the postcode at that address',
      'and the zip code on file',
      'can i have the postcode for the property please',
      'what is the postcode where the panels are fitted',
    ],
    address: [
      'what is the address on the account',
      'which address is the meter at',
      'whats the billing address',
      'and where was the parcel going',
      'what is the address of the property',
    ],
    secret: [
      'can you give me the answer to your memorable question',
      'what was your first pets name',
      'can i have your mothers maiden name please',
      'what was your first school',
      'what street did you grow up on',
    ],
    pin: [
      'what is your security pin',
      'can i take the passcode on the account',
      'and the pin you set up when you joined',
      'what is the code we sent to your phone',
    ],
    phone: [
      'what number is best for reaching you',
      'what phone number do we have for you',
      'and a contact number please',
      'is there a daytime number i can call',
    ],
    email: [
      'what email address shall i use',
      'can you read me your email address',
      'where should the confirmation go',
      'whats your email address then',
    ],
    reference: [
      'do you have the tracking number',
      'what is your claim reference',
      'can i have your driving licence number',
      'what is the prescription number on the label',
      'have you got the confirmation number for the stay',
      'what is the meter point reference on your bill',
    ],
  },
  answer: {
    name: ['$', 'its $', 'this is $ speaking', 'my names $', 'speaking to $', 'i am $'],
    account: ['$', 'its $', 'yes so its $', 'account number $', 'right here it says $', 'i reckon it is $'],
    policy: ['$', 'its $', 'policy number $', 'the agreement says $', 'it ought to be $', 'ive got $ on here'],
    membership: ['$', 'its $', 'my rewards number is $', 'on my card it says $'],
    card: ['$', 'its $', 'card number $', 'right so the card number is $'],
    dob: ['$', 'its $', 'my birthday is on $', 'it would have to be $', 'uh $', 'mines $', 'yeah that is $'],
    postcode: ['$', 'its $', 'thats gonna be $', 'the zip is $'],
    address: ['$', 'its $', 'it is at $', 'we are living at $', 'the address there is $'],
    secret: ['$', 'its $', 'it would have to be $', 'i said $'],
    pin: ['$', 'its $', 'i believe it is $', 'should be $'],
    phone: ['$', 'its $', 'ring me back on $', 'the mobile is $', 'best is $'],
    email: ['$', 'its $', 'email me at $', 'use this one $'],
    reference: ['$', 'its $', 'the reference on it is $', 'its printed here $', 'that one says $'],
  },
  agentOrdinary: [
    'band c for this year is {one thousand eight hundred and twelve} pounds',
    'you can pay it over {twelve} months instead of {ten}',
    'the single person discount takes off {twenty five} percent',
    'the summons costs are {eighty five} pounds',
    'your last reading was {four hundred and six} cubic metres',
    'an engineer can come on the {nineteenth} between {eight} and {one}',
    'a {two} bedroom home uses about {thirty} pounds a month',
    'the vet fee cover is up to {six thousand} pounds a year',
    'there is an excess of {ninety nine} pounds per condition',
    'claims are usually paid within {ten} working days',
    'a {ninety} day supply through mail order is {twenty} dollars',
    'your copay at the counter is {fifteen} dollars',
    'you have {two} refills left on that one',
    'the prior authorization can take {seventy two} hours',
    'a standard room is {thirty five thousand} points a night',
    'your stay on the {fourth} earned {two thousand four hundred} points',
    'check out is at {eleven} and check in is from {three}',
    'your system has {fourteen} panels and a {five} kilowatt inverter',
    'the panels are under warranty for {twenty five} years',
    'we pay {fifteen} pence for every unit you export',
    'you can claim up to {one hundred and fifty} pounds without extra cover',
    'the parcel weighed {eighteen} kilos',
    'the driver tried to deliver at {two forty} yesterday',
    'fees for next term are {seven thousand three hundred} pounds',
    'there is {five} percent off if you pay the year up front',
    'the car is {forty nine} dollars a day plus tax',
    'we hold {two hundred and fifty} dollars on the card',
    'you drove {three hundred and twelve} miles',
    'it has to be back by {ten thirty} on sunday',
    'your direct debit is going up to {one hundred and thirty six} pounds a month',
    'the standing charge is {fifty three} pence a day',
    'the final bill comes out within {six} weeks',
  ],
  customerOrdinary: [
    'i have lived here for {eleven} years',
    'the bill went from {forty} pounds to {ninety}',
    'she is {nine} and she has never claimed',
    'the surgery was {two thousand one hundred} pounds',
    'i take {three} different tablets a day',
    'we stayed {four} nights in october',
    'i have about {sixty thousand} points saved up',
    'the panels went in {two} years ago',
    'the vase cost me {two hundred and forty} pounds',
    'i posted it on the {twenty second}',
    'he is going into year {nine}',
    'i picked the car up at {six fifteen} in the morning',
    'the meter said {three nine one four two} when i read it',
    '{five} of us live in the house',
    'the tablets are {thirty two} dollars without the plan',
    'we have had the panels since {twenty nineteen}',
    'my last bill was for {three hundred and eight} pounds',
    'the rabbit is only {three}',
    'i waited in from {nine} till {five} and nobody came',
    'our room was on floor {twelve}',
    'the rental was meant to be {six} days',
    'both boys have been there since year {three}',
  ],
  closings: ['thanks ever so much for holding $', 'all sorted $ have a good day', 'lovely to speak to you $', 'you are welcome $ bye bye'],
  stalls: [
    'give me a sec its in my wallet',
    'let me grab my glasses',
    'bear with me i am in the car',
    'wait its in the other email',
    'hold on let me dig out the paperwork',
    'sorry the kids are shouting one second',
  ],
  readbacks: ['just to confirm thats $', 'i will read that back $', 'so i have $', 'so that is $ yes', 'okay $ lovely'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.5,
  shuffle: true,
  spelling: {
    ask: ['and could i get the spelling of your surname', 'spell the surname for me please', 'how do you spell that last name'],
    answer: ['$', 'thats gonna be $', 'it is spelt $', 'okay so it goes $'],
    spell: tenthSpell,
  },
  addressing: ['lovely stuff <first>', 'great stuff <first>', 'right <full>', 'cheers for that <first>', 'many thanks <full>'],
  corrections: {
    self: ['# no wait $', '# sorry scratch that $', '# no hang on its $', '# let me start again $'],
    misheard: ['sorry no it is actually $', 'nearly its $', 'no sorry $', 'you missed one its $'],
  },
  continuing: {
    prompts: ['uh huh go on', 'right', 'and the rest of it please', 'okay keep it coming'],
    rest: ['$', 'then comes $', 'and after that $', 'last bit $'],
    /** The eleventh set's words, and "extension" (a landline's extension stays with its number). */
    unbroken: [...(ELEVENTH.continuing?.unbroken ?? []), 'extension'],
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      return h.pick([
        () => `${first} ${last}`,
        () => `${first} ${last}`,
        () => `${first} ${h.letters(1).toLowerCase()} ${last}`,
        () => `${first[0]} ${last}`,
      ])();
    },
    dob: (h) => {
      const { pick, random } = h;
      const day = 1 + Math.floor(random() * 28);
      const month = 1 + Math.floor(random() * 12);
      const year = random() < 0.85 ? 1940 + Math.floor(random() * 64) : 2008 + Math.floor(random() * 9);
      const [a = 0, b = 0, c = 0, d = 0] = [...String(year)].map(Number);
      const said = yearSaid(h, year);
      const ordinal = ORDINALS[day - 1]!;
      const named = MONTHS[month - 1]!;
      const pad = (n: number) => [Math.floor(n / 10), n % 10];
      return pick([
        () => `${named} ${ordinal} ${said}`,
        () => `the ${ordinal} of ${named} ${said}`,
        () => `${ordinal} ${named} ${said}`,
        () => `${named} ${CARDINALS[day - 1]} ${said}`,
        () => `${CARDINALS[day - 1]} ${CARDINALS[month - 1]} ${said}`,
        () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${said}`,
        () => `${tenthOnForm(h, day)} slash ${tenthOnForm(h, month)} slash ${said}`,
        () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${said}`,
        () => `${pick([fourAsOne(h, a, b, c, d), tenthOneByOne(h, [a, b, c, d])])} ${tenthOnForm(h, month)} ${tenthOnForm(h, day)}`,
        () => tenthOneByOne(h, [...pad(day), ...pad(month), c, d]),
        () => `${named} the ${ordinal}`,
        () => `${CARDINALS[day - 1]} ${named}`,
      ])();
    },
    account: (h) =>
      h.random() < 0.15
        ? `${tenthLetters(h, 1)} ${inChunks(h, [4, 4])}`
        : inChunks(h, h.pick([[10], [2, 4, 4], [4, 3, 3], [6, 4], [3, 4, 3], [12], [2, 3, 3], [1, 7]])),
    policy: (h) =>
      h.pick([
        () => `${tenthLetters(h, 3)} ${inChunks(h, [6])}`,
        () => `${tenthLetters(h, 2)} ${inChunks(h, [2, 3, 3])}`,
        () => `${tenthSpell(h, 'slr')} dash ${fourAsOne(h, 2, 0, 2, Math.floor(h.random() * 5))} dash ${inChunks(h, [4])}`,
        () => `${tenthSpell(h, 'ra')} ${inChunks(h, [3, 3, 3])}`,
        () => `${inChunks(h, [5])} ${tenthLetters(h, 1)}`,
        () => `${tenthLetters(h, 2)} ${inChunks(h, [8])} ${tenthLetters(h, 1)}`,
      ])(),
    membership: (h) =>
      h.pick([
        () => inChunks(h, [9]),
        () => `${tenthLetters(h, 3)} ${inChunks(h, [9])}`,
        () => inChunks(h, [6, 4]),
        () => `${inChunks(h, [4, 4])} ${tenthLetters(h, 2)}`,
      ])(),
    card: (h) => cardInChunks(h, [3, 4, 5], 0.3),
    postcode: twelfthPostcode,
    address: (h) => {
      const { pick, random } = h;
      const street = `${pick(TWELFTH_STREETS)} ${pick(TWELFTH_TOWNS)}`;
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick([
        () => `${pick(CARDINALS)} ${street}`,
        () => `${pick(CARDINALS)} ${pick(['a', 'b'])} ${street}`,
        () => `${pick(['the old dairy', 'ivy cottage', 'meadowview', 'the granary'])} ${street}`,
        () => `flat ${pick(CARDINALS.slice(0, 12))} ${pick(['harcourt house', 'alder court'])} ${street}`,
        () => `${tenthThree(h, a, b, c)} ${street} suite ${pick(CARDINALS.slice(0, 20))}`,
        () => `${fourAsOne(h, a, b, c, d)} ${street}`,
      ])();
      return random() < 0.3 ? `${house} ${twelfthPostcode(h)}` : house;
    },
    pin: (h) =>
      h.pick([() => tenthOneByOne(h, tenthDigitList(h, 4)), () => inChunks(h, [4]), () => inChunks(h, [6]), () => inChunks(h, [2, 2])])(),
    phone: (h) =>
      h.pick([
        () => inChunks(h, [5, 3, 3], [0, 7, ...tenthDigitList(h, 9)]),
        () => inChunks(h, [5, 6], [0, 7, ...tenthDigitList(h, 9)]),
        () => `${inChunks(h, [5, 6], [0, 1, ...tenthDigitList(h, 9, 1)])} extension ${inChunks(h, [3])}`,
        () => `plus four four ${inChunks(h, [4, 6], [7, ...tenthDigitList(h, 9)])}`,
        () => inChunks(h, [3, 3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 7, 2)]),
        () => `one ${inChunks(h, [3, 3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 7, 2)])}`,
      ])(),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(TWELFTH_DOMAINS);
      return h.pick([
        () => `${first} underscore ${last} at ${domain}`,
        () => `${first} dot ${last} at ${domain}`,
        () => `${last} ${first[0]} at ${domain}`,
        () => `${first[0]} ${h.letters(1).toLowerCase()} ${last} at ${domain}`,
        () => `${first} ${inChunks(h, [3])} at ${domain}`,
        () => `${tenthSpell(h, first)} dot ${last} at ${domain}`,
      ])();
    },
    reference: (h) =>
      h.pick([
        () =>
          `${tenthSpell(h, h.name.last.slice(0, 5))} ${inChunks(h, [6])} ${tenthLetters(h, 2)} ${tenthDigit(h, Math.floor(h.random() * 10))} ${tenthLetters(h, 2)}`,
        () => `one ${tenthLetter(h, 'z')} ${inChunks(h, [3])} ${tenthLetters(h, 2)} ${inChunks(h, [2, 4, 4])}`,
        () => `${tenthLetters(h, 2)} ${inChunks(h, [4, 4, 1])} g b`,
        () => inChunks(h, [7]),
        () => inChunks(h, [2, 4, 4, 3]),
        () => `${tenthSpell(h, 'clm')} ${inChunks(h, [3, 3])}`,
      ])(),
  },
};

/** `n` random digits with a run of two or three alike somewhere in them, as many printed numbers have ("four triple oh two"). */
const withRun = (h: Helpers, n: number): number[] => {
  const ds = tenthDigitList(h, n);
  const run = h.random() < 0.6 ? 2 : 3;
  const at = Math.floor(h.random() * (n - run + 1));
  for (let i = 1; i < run; i += 1) ds[at + i] = ds[at]!;
  return ds;
};

const THIRTEENTH_STREETS = [
  'foxglove lane',
  'chandlers wharf',
  'quince tree close',
  'bramley orchard road',
  'signal box way',
  'redwing drive',
  'cottonwood boulevard',
  'glebe fields',
];
const THIRTEENTH_TOWNS = ['shrewsbury', 'berwick', 'falmouth', 'lichfield', 'fresno', 'wichita', 'kilmarnock', 'provo'];
const THIRTEENTH_DOMAINS = [
  'gmx dot co dot uk',
  'fastmail dot fm',
  'virgin dot net',
  'frontier dot com',
  'onetel dot net',
  'windstream dot net',
  'plus dot net',
  'juno dot com',
];

/**
 * The thirteenth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text beyond the files'
 * format): calls to a driving school, a university library's fines desk, a phone repair shop, a US state department of
 * revenue, a home alarm monitoring company, an electric car charging network, a hearing care clinic, a credit reference
 * agency's disputes team, a marina's berthing office and a US homeowners association, about lesson blocks and missed
 * lessons, fines for returned books and blocked cards, broken screens and tired batteries, late refunds and estimated
 * payments, false alarms and keyholders, chargers that took money and subscriptions, silent hearing aids and
 * batteries, defaults that are not the caller's, berth renewals and overdue mooring fees, fence violations and
 * autopay; a date of birth, an account number and a policy number (lesson package, monitoring contract, aftercare plan,
 * repair cover, berth agreement, case or subscription plan number) asked in every call, seven items a call; digits in
 * printed groups said one by one or as one number (inChunks), numbers with a run in them said "double" and "triple"
 * (withRun, a new helper any set can use), nought said "oh", "zero" and "nought"; letters pinned down in plan numbers,
 * charging cards, national insurance numbers, repair tickets, serial numbers, postcodes and spelled surnames;
 * "slash" and "hyphen" inside numbers; birth dates day-first and month-first, with and without "the" and "of", with
 * cardinals ("four june"), as numbers both ways round, with "slash", year first as an ISO date ("nineteen seventy one
 * dash oh six dash oh four"), year first with the month named, all eight digits one by one, without a year, and years
 * said whole, by two digits, digit by digit and "two thousand three" (yearSaid), learners born after 2000 among them;
 * card numbers in fours and last fours; UK mobiles, London and other landlines, US numbers with "area code" and "plus
 * one"; social security numbers, fifteen-digit IMEI numbers and fourteen-digit library barcodes; UK postcodes and ZIP
 * codes; addresses with cottages, flats, units, lots and US apartments; surnames said first and middle initials;
 * e-mail addresses "all one word", with hyphens, initials, digits and spelled surnames; values volunteered in the
 * caller's first words, given over two turns, read back, said wrong and corrected, stalls ("hang on let me find it");
 * the agent giving their own name and addressing the caller; and ordinary numbers beside them that must survive
 * (lesson prices and lengths, test dates, fines per day and caps, renewals, repair prices, warranties and battery
 * health, refunds, penalties and tax years, call-out and monitoring fees, seconds and zones, pence per kilowatt hour and
 * kilowatt hours, pre-authorisations, batteries in a pack, working days, points, berth lengths and prices, dues and
 * late fees, ages, counts, times, "four digit" before a PIN and recent days of the month). Authored and recognised
 * before any change for it.
 */
const THIRTEENTH: Pools = {
  voices: [
    ['awb', 'slt'],
    ['kal16', 'rms'],
    ['rms', 'awb'],
    ['slt', 'kal'],
    ['kal', 'slt'],
    ['kal16', 'awb'],
    ['rms', 'kal16'],
  ],
  greetings: [
    'castlegate school of motoring [NAME:ottilie] speaking',
    'good morning castlegate driving school bookings',
    'northbrook university library loans and fines desk how can i help',
    'screenmend phone repairs this is [NAME:caspian] what can i do for you',
    'department of revenue taxpayer services my name is [NAME:dionne] how may i assist you',
    'sentrylink alarm monitoring you are through to [NAME:ruairi]',
    'voltspring charging support good afternoon',
    'clearsound hearing care [NAME:ottoline] speaking how can i help',
    'creditview disputes team this is [NAME:rajesh]',
    'porthaven marina berthing office good morning',
    'willow creek homeowners association this is [NAME:brenna] how can i help you',
    'hello sentrylink customer accounts',
  ],
  reasons: [
    'hi i want to book a block of driving lessons for my daughter',
    'hello my instructor never turned up for my lesson this morning',
    'hi there is a fine on my library account for books i brought back',
    'hello my library card is blocked and i cannot borrow anything',
    'hi i dropped my phone and the screen is in pieces',
    'hello you replaced my battery last week and it is flat by lunchtime',
    'hi i am calling about my state tax refund it has been months',
    'hello i got a notice saying i underpaid my estimated tax',
    'hi our alarm keeps going off in the middle of the night',
    'hello i need to add a new keyholder to the alarm',
    'hi a charger took my money but the car never charged',
    'hello i want to cancel my charging subscription',
    'hi one of my hearing aids has gone completely silent',
    'hello i need more batteries for my hearing aids',
    'hi there is a default on my credit file that is nothing to do with me',
    'hello i want to renew my berth for next season',
    'hi the harbour office says my mooring fees are overdue',
    'hello i got a violation letter from the association about my fence',
    'hi i want to set up autopay for my dues',
    'hi my pupil account is [BANK_ACCOUNT_NUMBER:three one triple seven oh two four] and my test got cancelled',
    'hello its [NAME:wilhelmina ostrowski] i need to move my lesson on the {twenty first}',
    'hi my library card is [MEMBERSHIP_NUMBER:two one one four two double oh eight three seven five one six nine] and it says i owe {fourteen} pounds',
    'hello my repair ticket is [ID_NUMBER:r m a forty four oh one fifty two] and it has been {nine} days',
    'hi my social is [ID_NUMBER:five two seven ninety one four four oh six] and i never got my refund',
    'hello my date of birth is [DATE_OF_BIRTH:the ninth of november fifty eight] and the alarm panel keeps beeping',
    'hi my monitoring contract is [POLICY_NUMBER:s l m slash four oh two two slash nine one] and the engineer never came',
    'hello my charging card is [MEMBERSHIP_NUMBER:v s double six oh two four one three] and it keeps getting declined',
    'hi ring me back on [PHONE:oh seven nine double four six two oh five one three] my battery is nearly dead',
    'hello my aftercare plan is [POLICY_NUMBER:c s h nine oh double seven two one] and my left aid whistles',
    'hi my email is [EMAIL:quentin dot achterhof at fastmail dot fm] and the dispute result never arrived',
    'hello i owe the association nothing my account is [BANK_ACCOUNT_NUMBER:four eighty one double two nine] and you charged a late fee of {twenty five} dollars',
  ],
  firstNames: [
    'wilhelmina',
    'quentin',
    'oluwaseun',
    'clodagh',
    'thaddeus',
    'evangeline',
    'lysander',
    'cordelia',
    'eamon',
    'priyanka',
    'bartholomew',
    'henrike',
    'lucinda',
    'zachariah',
  ],
  lastNames: [
    'ostrowski',
    'achterhof',
    'foulkes',
    'onyekachi',
    'pendlebury',
    'gillespie',
    'sandqvist',
    'abernethy',
    'tregarthen',
    'valderrama',
    'whittingham',
    'mcquarrie',
    'okereke',
  ],
  streets: THIRTEENTH_STREETS,
  towns: THIRTEENTH_TOWNS,
  emailDomains: THIRTEENTH_DOMAINS,
  secrets: [
    'gingernut',
    'saint wilfrids primary',
    'a rover metro',
    'uncle desmond',
    'scarborough',
    'treasure island',
    'pickle',
    'bluebottle',
    'miss pennington',
    'lighthouse',
  ],
  ask: {
    name: [
      'can i get your name please',
      'who is calling today',
      'whose name are the lessons booked in',
      'and who have i got on the line',
      'can i take the account holders full name',
    ],
    account: [
      'what is your pupil account number',
      'can i have the account number on your statement',
      'what is your taxpayer account number',
      'and the customer number please',
      'whats the account number on the invoice',
      'could you give me your association account number',
    ],
    policy: [
      'what is the number of your lesson package',
      'can i take the contract number for the monitoring',
      'what is your aftercare plan number',
      'and the repair cover number',
      'whats your berth agreement number',
      'what is the case number on the notice',
      'can i get the dispute case number',
      'and your subscription plan number',
    ],
    membership: [
      'what is your library card number',
      'can i have the number on your charging card',
      'and your club membership number',
      'do you have a member number',
    ],
    card: [
      'which card should i charge',
      'can you read me the card number',
      'what card did you pay with',
      'can i have the long number across the card',
    ],
    dob: [
      'can you confirm the date of birth for me',
      'which date of birth is on the account',
      'and the learners date of birth',
      'can i take your birth date please',
      'and when were you born please',
      'whats the date of birth on the return',
    ],
    postcode: [
      'and the postcode there',
      'what zip code is that',
      'whats the postcode where the alarm is',
      'what is the zip on your return',
    ],
    address: [
      'what address should the instructor pick you up from',
      'and the address where the alarm is fitted',
      'what address is on your credit file',
      'whats your home address',
      'what is the property address in the community',
    ],
    secret: [
      'what memorable word did you set',
      'what was the name of your first teacher',
      'which town were you born in',
      'what is your password for the alarm',
      'what did they call you at school',
    ],
    pin: [
      'what is your {four} digit pin',
      'can you read me the code we just texted you',
      'and your alarm code please',
      'what is your account pin',
    ],
    phone: [
      'whats the best number to reach you on',
      'could i take your mobile',
      'and a phone number for the keyholder',
      'what number should the instructor call',
    ],
    email: [
      'what email shall we put down',
      'where should i send the receipt',
      'can i get an email for the confirmation',
      'which email is on the account',
    ],
    reference: [
      'what is your social security number',
      'can i have the imei number from the box',
      'what is your national insurance number',
      'whats the serial number on the hearing aid',
      'what is your repair ticket number',
      'and the dispute reference',
    ],
  },
  answer: {
    name: ['$', 'its $', 'you are talking to $', 'the names $', '$ here', 'it is $'],
    account: ['$', 'its $', 'right then its $', 'the account reads $', 'it says $ on the statement', 'im fairly sure its $'],
    policy: ['$', 'its $', 'my plan number is $', 'on the paperwork its $', 'the one on the paperwork is $', 'hmm $'],
    membership: ['$', 'its $', 'on the card its $', 'my number on the card is $'],
    card: ['$', 'its $', 'the debit card is $', 'okay so the number is $'],
    dob: ['$', 'its $', 'date of birth $', 'born $', 'erm $', 'that should be $', 'yes $'],
    postcode: ['$', 'its $', 'the postcode is $', 'zip is $'],
    address: ['$', 'its $', 'home is $', 'the house is $', 'we are living over at $'],
    secret: ['$', 'its $', 'i used $', 'i think i said $'],
    pin: ['$', 'its $', 'the code is $', 'i set it to $'],
    phone: ['$', 'its $', 'call me on $', 'the mobile number is $', 'you can try me on $'],
    email: ['$', 'its $', 'pop it over to $', 'my email is $'],
    reference: ['$', 'its $', 'that number is $', 'it says $ on the box', 'okay here it is $'],
  },
  agentOrdinary: [
    'a block of {ten} lessons is {three hundred and forty} pounds',
    'each lesson lasts {two} hours',
    'the earliest test we can get is on the {twenty third}',
    'we need {forty eight} hours notice to move a lesson',
    'the fine is {twenty} pence a day for each book',
    'you have {three} books that were due back on the {sixth}',
    'fines stop at {eight} pounds per item',
    'you can renew online up to {five} times',
    'a new screen is {eighty nine} pounds and takes about {ninety} minutes',
    'all our repairs have a {ninety} day warranty',
    'the battery health is showing {seventy eight} percent',
    'your refund of {four hundred and twelve} dollars went out on the {eleventh}',
    'the penalty is {five} percent of the unpaid tax for each month',
    'paper returns take {six} to {eight} weeks',
    'the balance for {twenty twenty two} is {one thousand two hundred and six} dollars',
    'a false alarm call out costs {sixty five} pounds',
    'monitoring is {twenty four} pounds {ninety nine} a month',
    'we logged {three} activations from zone {four} last week',
    'we call the first keyholder after {ninety} seconds',
    'the rapid chargers are {seventy nine} pence per kilowatt hour',
    'your session on the {second} delivered {thirty one} kilowatt hours',
    'the subscription is {seven} pounds {ninety nine} a month',
    'we hold {thirty} pounds on the card when a session starts',
    'your hearing aids are covered for {four} years',
    'a pack of {sixty} batteries is {twelve} pounds',
    'the repair normally takes {ten} working days',
    'we have to answer a dispute within {twenty eight} days',
    'a default stays on the file for {six} years',
    'your score went up {forty} points this month',
    'a {ten} metre berth is {two thousand six hundred} pounds a year',
    'the lift out is booked for {nine thirty} on saturday',
    'your quarterly dues are {two hundred and ten} dollars',
    'a late fee of {twenty five} dollars is added after the {fifteenth}',
    'the board meets on the {first} tuesday of each month',
    'we are open from {eight} until {six}',
  ],
  customerOrdinary: [
    'i have had {seven} lessons so far',
    'i passed my theory test {two} weeks ago',
    'i only ever had {two} books out',
    'i brought them back on the {ninth} and i have the receipt',
    'the phone is only {eighteen} months old',
    'i paid {one hundred and ten} pounds for the last repair',
    'my refund was supposed to be {nine hundred and eighty} dollars',
    'i filed on the {third} of march',
    'it went off at {three} in the morning',
    'we have had the alarm for {nine} years',
    'the charger stopped at {sixty} percent',
    'i sat there for {forty five} minutes',
    'i have worn hearing aids for {twelve} years',
    'the right one stopped {two} days ago',
    'there is a debt of {three hundred and fifteen} pounds that is not mine',
    'i have not missed a payment in {twenty} years',
    'the boat is {nine} metres long',
    'we have kept her here for {fourteen} seasons',
    'i paid the {two hundred and ten} dollars on the {first}',
    '{four} of us share the house',
    'i am {seventy three} so please go slowly',
    'my son turns {seventeen} next month',
    'it was about {twenty} past {four}',
  ],
  closings: ['thanks for your patience $ take care now', 'that is all done for you $', 'have a lovely day $', 'bye for now $'],
  stalls: [
    'hang on let me find it it is in a drawer',
    'one moment its on the fridge',
    'sorry i need to find the letter',
    'just a minute let me log in',
    'hold on the dog is going mad',
    'give me a moment i wrote it down somewhere',
  ],
  readbacks: ['repeating that back $', 'so thats $', 'i have $ have i got that right', 'reading it back $', 'i heard $ is that correct'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.5,
  shuffle: true,
  spelling: {
    ask: ['can you spell your surname for me', 'how is the surname spelt', 'and could you spell that last name please'],
    answer: ['$', 'its $', 'sure $', 'right so its $'],
    spell: tenthSpell,
  },
  addressing: [
    'thanks a lot <first>',
    'okay then <first> thanks',
    'lovely thanks <full>',
    'right then <first>',
    'perfect thank you <full>',
  ],
  corrections: {
    self: ['# oh hang on no $', '# wait wrong one its $', '# sorry i read that wrong $', '# no my mistake $'],
    misheard: ['not quite its actually $', 'no thats wrong it is $', 'almost its $', 'sorry no it is $'],
  },
  continuing: {
    prompts: ['yep', 'okay', 'got it so far', 'go ahead'],
    rest: ['$', 'then its $', 'followed by $', 'and the end is $'],
    /** The twelfth set's words, and "hyphen" and "area code" (they stay with the digits after them). */
    unbroken: [...(TWELFTH.continuing?.unbroken ?? []), 'hyphen', 'area', 'code'],
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      return h.pick([
        () => `${first} ${last}`,
        () => `${first} ${last}`,
        () => `${first} ${h.letters(1).toLowerCase()} ${last}`,
        () => `${last} ${first}`,
      ])();
    },
    dob: (h) => {
      const { pick, random } = h;
      const day = 1 + Math.floor(random() * 28);
      const month = 1 + Math.floor(random() * 12);
      const year = random() < 0.8 ? 1938 + Math.floor(random() * 63) : 2001 + Math.floor(random() * 8);
      const [a = 0, b = 0, c = 0, d = 0] = [...String(year)].map(Number);
      const said = yearSaid(h, year);
      const ordinal = ORDINALS[day - 1]!;
      const named = MONTHS[month - 1]!;
      const pad = (n: number) => [Math.floor(n / 10), n % 10];
      return pick([
        () => `${ordinal} of ${named} ${said}`,
        () => `${named} ${ordinal} ${said}`,
        () => `${named} the ${ordinal} ${said}`,
        () => `${CARDINALS[day - 1]} ${named} ${said}`,
        () => `${named} ${CARDINALS[day - 1]} ${said}`,
        () => `${tenthOnForm(h, month)} ${tenthOnForm(h, day)} ${said}`,
        () => `${tenthOnForm(h, day)} ${tenthOnForm(h, month)} ${said}`,
        () => `${tenthOnForm(h, month)} slash ${tenthOnForm(h, day)} slash ${said}`,
        () => tenthOneByOne(h, [...pad(day), ...pad(month), a, b, c, d]),
        () => `${fourAsOne(h, a, b, c, d)} ${named} the ${ordinal}`,
        () => `${fourAsOne(h, a, b, c, d)} dash ${inChunks(h, [2], pad(month))} dash ${inChunks(h, [2], pad(day))}`,
        () => `the ${ordinal} ${named} ${said}`,
        () => `${ordinal} of ${named}`,
      ])();
    },
    account: (h) =>
      h.pick([
        () => inChunks(h, [8]),
        () => inChunks(h, [3, 3, 4]),
        () => inChunks(h, [4, 4]),
        () => inChunks(h, [2, 6]),
        () => inChunks(h, [9]),
        () => `${tenthLetters(h, 2)} ${inChunks(h, [6])}`,
        () => tenthOneByOne(h, withRun(h, 8)),
        () => `${inChunks(h, [4, 4])} ${tenthLetters(h, 1)}`,
      ])(),
    policy: (h) =>
      h.pick([
        () => `${tenthSpell(h, 'dl')} ${inChunks(h, [3, 3])}`,
        () => `${tenthLetters(h, 3)} ${inChunks(h, [7])}`,
        () => `${inChunks(h, [4])} slash ${inChunks(h, [4])}`,
        () => `${tenthLetters(h, 2)} hyphen ${tenthOneByOne(h, withRun(h, 6))}`,
        () => `${fourAsOne(h, 2, 0, 2, Math.floor(h.random() * 6))} ${tenthLetters(h, 1)} ${inChunks(h, [5])}`,
        () => `${inChunks(h, [6])} ${tenthLetters(h, 2)}`,
        () => `${tenthSpell(h, 'hoa')} ${inChunks(h, [2, 3])}`,
      ])(),
    membership: (h) =>
      h.pick([
        () => inChunks(h, [1, 4, 5, 4], [2, ...tenthDigitList(h, 13)]),
        () => `${tenthLetters(h, 2)} ${inChunks(h, [3, 3, 3])}`,
        () => inChunks(h, [5, 5]),
        () => `${tenthLetters(h, 1)} ${tenthOneByOne(h, withRun(h, 7))}`,
      ])(),
    card: (h) => cardInChunks(h, [4, 4, 5], 0.35),
    postcode: twelfthPostcode,
    address: (h) => {
      const { pick, random } = h;
      const street = `${pick(THIRTEENTH_STREETS)} ${pick(THIRTEENTH_TOWNS)}`;
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick([
        () => `${pick(CARDINALS)} ${street}`,
        () => `${tenthTwo(h, a, b)} ${street}`,
        () => `${pick(['bramble cottage', 'the old smithy', 'windyridge', 'the boathouse'])} ${street}`,
        () => `flat ${pick(CARDINALS.slice(0, 20))} ${pick(['ashdown house', 'the maltings'])} ${street}`,
        () => `unit ${pick(CARDINALS.slice(0, 12))} ${street}`,
        () => `${fourAsOne(h, a, b, c, d)} ${street} apartment ${tenthThree(h, b || 1, c, d)}`,
        () => `lot ${tenthThree(h, a, b, c)} ${street}`,
      ])();
      return random() < 0.3 ? `${house} ${twelfthPostcode(h)}` : house;
    },
    pin: (h) =>
      h.pick([
        () => tenthOneByOne(h, tenthDigitList(h, 4)),
        () => tenthOneByOne(h, withRun(h, 4)),
        () => inChunks(h, [2, 2]),
        () => inChunks(h, [3, 3]),
      ])(),
    phone: (h) =>
      h.pick([
        () => inChunks(h, [5, 6], [0, 7, ...tenthDigitList(h, 9)]),
        () => inChunks(h, [4, 3, 4], [0, 1, ...tenthDigitList(h, 9, 1)]),
        () => inChunks(h, [3, 4, 4], [0, 2, 0, ...tenthDigitList(h, 8, 3)]),
        () =>
          `area code ${inChunks(h, [3], tenthDigitList(h, 3, 2))} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
        () => `plus one ${inChunks(h, [3, 3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 7, 2)])}`,
        () => tenthOneByOne(h, [0, 7, ...withRun(h, 9)]),
      ])(),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(THIRTEENTH_DOMAINS);
      return h.pick([
        () => `${first} ${last} all one word at ${domain}`,
        () => `${first} dot ${last} at ${domain}`,
        () => `${first[0]} dot ${last} at ${domain}`,
        () => `${last} ${inChunks(h, [2])} at ${domain}`,
        () => `${first} hyphen ${last} at ${domain}`,
        () => `${tenthSpell(h, last)} at ${domain}`,
      ])();
    },
    reference: (h) =>
      h.pick([
        () => inChunks(h, [3, 2, 4]),
        () => inChunks(h, [2, 6, 6, 1]),
        () => `${tenthLetters(h, 2)} ${inChunks(h, [2, 2, 2])} ${tenthLetters(h, 1)}`,
        () => `${inChunks(h, [2])} ${tenthLetters(h, 1)} ${inChunks(h, [5])}`,
        () => `${tenthSpell(h, 'rma')} ${inChunks(h, [4, 2])}`,
        () => `${tenthLetters(h, 3)} ${inChunks(h, [8])}`,
      ])(),
  },
};

/**
 * A value said the plain way most callers say it (`plain`: digits one by one, letters bare, dates in words) a `share`
 * of the time (about half unless said), otherwise one of the harder ways real callers use (`harder`).
 */
const plainOrHarder = (h: Helpers, plain: readonly (() => string)[], harder: readonly (() => string)[], share = 0.5): string =>
  h.pick(h.random() < share ? plain : harder)();

const FOURTEENTH_STREETS = [
  'blackthorn way',
  'ferryman lane',
  'sorrel close',
  'tinkers row',
  'heron quay',
  'mulberry crescent',
  'magnolia parkway',
  'old forge road',
];
const FOURTEENTH_TOWNS = ['ludlow', 'oban', 'whitby', 'morpeth', 'tallahassee', 'lubbock', 'keswick', 'fargo'];
const FOURTEENTH_DOMAINS = [
  'btinternet dot com',
  'icloud dot com',
  'talktalk dot net',
  'att dot net',
  'earthlink dot net',
  'tiscali dot co dot uk',
  'protonmail dot com',
  'verizon dot net',
];

/**
 * The fourteenth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text beyond the files'
 * format): calls to a heating oil supplier, a mobile phone insurer's claims line, a golf club's membership office, a US
 * state unemployment benefits line, a city bicycle hire scheme, a holiday park's owners office, a home care agency's
 * billing team, a US toll road account centre, a children's nursery fees office and a wine club, about late and
 * spilled oil deliveries and budget plans, stolen and cracked phones and refused claims, membership freezes and locker
 * fees, new claims, missing weekly payments and overpayments, bikes that would not unlock and late return fees, pitch
 * fees and selling a caravan, care invoices with hours never given and visit times, toll violations, dead transponders
 * and extra cars, funded hours and notice, broken bottles and skipped cases; a date of birth, an account number and a
 * policy number (supply agreement, phone insurance policy, membership agreement, benefit claim, annual pass plan,
 * pitch licence, care plan agreement, tag agreement, childcare contract or wine plan number) asked in every call,
 * seven items a call; about half of those three said plainly, the way most callers say them (plainOrHarder, a new
 * helper any set can use: digits one by one, "zero" as zero, bare letters, "march the fourth nineteen eighty", "the
 * fourteenth of february sixty two"), the rest the harder ways: digits in printed groups said one by one or as one
 * number (inChunks), in pairs and hundreds, numbers with a run said "double" and "triple" (withRun), nought said "oh",
 * "zero" and "nought", letters pinned down ("b for bravo", "m as in mike"), "double g" in a claim prefix, a year
 * before a slash; birth dates as numbers day-first and month-first ("oh four oh nine seventy one"), with "slash",
 * month-first with a cardinal day and the year digit by digit, month-first with a two-digit year, with "in" before the
 * year, and years said whole, by two digits, digit by digit and "two thousand nine" (yearSaid), nursery children born
 * after 2018 among them; names with middle initials and surnames spelled bare or pinned down; card numbers in fours,
 * plainly or grouped, and last fours; UK mobiles and landlines, "plus four four", US numbers with "area code";
 * social security numbers plain and grouped, IMEI numbers, national insurance numbers, toll violation notice numbers
 * and claim references; UK postcodes and ZIP codes; addresses with pitches, flats, cottages and US house numbers;
 * e-mail addresses with dots, underscores, initials, digits and spelled surnames; values volunteered in the caller's
 * first words, given over two turns, read back, said wrong and corrected, stalls ("bear with me while i find my
 * glasses"); the agent giving their own name and addressing the caller; and ordinary numbers beside them that must
 * survive (litres, pence a litre, delivery days and fees, tank sizes, monthly plans, excesses and premiums, claims a
 * year, membership fees, lockers, handicaps, rounds a week, weekly benefit amounts, weeks of benefit and jobs applied
 * for, free minutes and fees per half hour, docks, pitch fees and commissions, visit lengths, hourly rates and visits a
 * day, tolls and top ups, daily nursery fees and funded hours, bottles in a case and discounts, ages said "im seventy
 * two", counts, times and recent days of the month). Authored and recognised before any change for it.
 */
const FOURTEENTH: Pools = {
  voices: [
    ['slt', 'rms'],
    ['kal16', 'slt'],
    ['awb', 'kal'],
    ['rms', 'kal16'],
    ['kal', 'awb'],
    ['slt', 'awb'],
    ['awb', 'rms'],
  ],
  greetings: [
    'thornfield fuels heating oil orders this is [NAME:morwenna] speaking',
    'good morning thornfield fuels how can i help',
    'gadgetguard phone insurance claims you are speaking with [NAME:tobias]',
    'hello and welcome to the kingsmere golf club membership office',
    'state department of labor unemployment benefits line this is [NAME:latoya] how may i help you',
    'citycycle bike hire customer support [NAME:anouk] speaking',
    'pinehaven holiday park owners office good afternoon',
    'brightwater home care billing team this is [NAME:femi]',
    'turnpike express toll account services how may i help you today',
    'little acorns nursery fees office [NAME:jolene] speaking',
    'the cellar door wine club good evening what can i do for you',
    'hello gadgetguard claims you have [NAME:eilidh] how can i help',
  ],
  reasons: [
    'hi my oil delivery was meant to come yesterday and the tank is nearly empty',
    'hello i want to go onto the monthly budget plan for my heating oil',
    'hi your driver left the fill cap off and there is oil all over the drive',
    'hello my phone was stolen on the bus and i need to make a claim',
    'hi i cracked the back of my phone and want to know what the excess is',
    'hello my claim was turned down and i do not understand why',
    'hi i want to put my golf membership on hold while i have my knee done',
    'hello there is a locker fee on my statement that i never asked for',
    'hi i lost my job last week and need to file for unemployment',
    'hello my weekly benefit payment did not come through',
    'hi i got a letter saying i was overpaid and have to pay it back',
    'hello a bike would not unlock from the dock and i still got charged',
    'hi i was charged a late return fee but i docked the bike on time',
    'hello we want to sell our caravan and i need to know about the pitch fees',
    'hi i am calling about my mothers care invoice it has hours she never had',
    'hello i need to change the visit times for my dad',
    'hi i got a toll violation for a road i have never driven on',
    'hello my transponder stopped working and now i am being billed by plate',
    'hi i want to add a second car to my toll account',
    'hello i need the funded hours taking off my sons nursery bill',
    'hi we are moving away and need to give notice at the nursery',
    'hello the wine case arrived with {two} bottles smashed',
    'hi i want to skip the next case of wine',
    'hi my oil account number is [BANK_ACCOUNT_NUMBER:four four seven two oh nine one] and we have run dry',
    'hello its [NAME:annwen pritchard] and my phone has been stolen',
    'hi my claim reference is [ID_NUMBER:double g c oh oh four seven one two] and i have heard nothing for {three} weeks',
    'hello my date of birth is [DATE_OF_BIRTH:the twenty second of august nineteen sixty seven] i am ringing about my benefit claim',
    'hi my social security number is [ID_NUMBER:four one two sixty eight nine nine three oh] and my payment is late',
    'hello my membership number is [MEMBERSHIP_NUMBER:k g c one two three nine] and i want to freeze it',
    'hi our pitch licence is [POLICY_NUMBER:p h slash two one four slash b for bravo] and we want to sell up',
    'hello my toll account is [BANK_ACCOUNT_NUMBER:six one double oh two eight four five nine] and i got a violation notice',
    'hi can you call me back on [PHONE:oh seven seven one two three four eight oh nine six] it is about my mums care',
    'hello my email is [EMAIL:saoirse dot kavanagh at btinternet dot com] and the nursery invoice never came',
    'hi my wine plan is [POLICY_NUMBER:c d w eight four four one] and the last case was corked',
    'hello i was born [DATE_OF_BIRTH:oh three eleven fifty four] and the bike hire wont let me sign up',
  ],
  firstNames: [
    'annwen',
    'declan',
    'saoirse',
    'ignatius',
    'marguerite',
    'kofi',
    'rosalind',
    'fenella',
    'augustin',
    'yolanda',
    'cuthbert',
    'imogen',
    'tarquin',
    'ngozi',
  ],
  lastNames: [
    'pritchard',
    'obuya',
    'kavanagh',
    'featherstone',
    'delacroix',
    'mensah',
    'lindqvist',
    'carmichael',
    'oyelaran',
    'bellweather',
    'trevithick',
    'macaulay',
    'zielinski',
  ],
  streets: FOURTEENTH_STREETS,
  towns: FOURTEENTH_TOWNS,
  emailDomains: FOURTEENTH_DOMAINS,
  secrets: [
    'marmalade',
    'saint oswalds juniors',
    'a ford escort',
    'auntie bridget',
    'skegness',
    'watership down',
    'crumble',
    'mrs gallagher',
    'conker',
    'ballycastle',
  ],
  ask: {
    name: [
      'whats the name on the account please',
      'could i have your first and last name',
      'and who am i talking to',
      'can i take the name of the member',
      'whose name is the claim under',
    ],
    account: [
      'what is your customer account number',
      'could you read me the account number at the top of the invoice',
      'and the toll account number please',
      'what is the claimant account number on your letter',
      'which account number is it under',
      'can i have the account number off your last bill',
    ],
    policy: [
      'and what is the supply agreement number',
      'what is your phone insurance policy number',
      'can i take the membership agreement number',
      'what is the claim number on your determination letter',
      'what is the number of your annual pass plan',
      'and the pitch licence number please',
      'can i have the care plan agreement number',
      'what is the childcare contract number',
      'and your wine plan number',
      'whats the tag agreement number',
    ],
    membership: [
      'whats your membership number at the club',
      'what is the number on your bike key fob',
      'and the member number on your case card',
      'do you have an owners card number',
    ],
    card: [
      'what card would you like to pay with',
      'can i take the long card number please',
      'which card is the subscription on',
      'could you read out the digits on the card',
    ],
    dob: [
      'and what is your date of birth',
      'can i check your date of birth',
      'when is your birthday please',
      'and the childs date of birth please',
      'what date of birth did you give when you signed up',
      'could you confirm the date you were born',
    ],
    postcode: [
      'what is the postcode of the property',
      'and your zip code',
      'which postcode is the tank at',
      'whats the postcode for the delivery',
    ],
    address: [
      'whats the delivery address for the oil',
      'what address do we have you at',
      'what address is the care for',
      'where should we post the new tag',
      'and where is the caravan sited',
    ],
    secret: [
      'what is the answer to your security question',
      'what was your first car',
      'what is your favourite book',
      'what is your grandmothers first name',
      'where did you go on your first holiday',
    ],
    pin: [
      'what is the {four} digit passcode on the account',
      'can you tell me the code we sent by text',
      'what is your bike release code',
      'and your security pin',
    ],
    phone: [
      'what number can we get you on',
      'whats a good mobile number',
      'and a daytime number please',
      'which phone should the driver ring',
    ],
    email: [
      'whats your email address',
      'where shall i email the claim form',
      'which email should the invoice go to',
      'what email would you like the statement sent to',
    ],
    reference: [
      'what is your social security number',
      'whats the imei of the handset',
      'and your national insurance number please',
      'what is the violation notice number',
      'what is the claim reference',
      'what number is printed on the tag',
    ],
  },
  answer: {
    name: ['$', 'its $', 'the name is $', 'this is $', 'that would be $ speaking', 'yeah $'],
    account: ['$', 'its $', 'right its $', 'the account number is $', 'ive got it here $', 'it says $'],
    policy: ['$', 'its $', 'the plan is $', 'on my letter it says $', 'okay its $', 'let me see $'],
    membership: ['$', 'its $', 'the card says $', 'my member number is $'],
    card: ['$', 'its $', 'its a visa $', 'the long number is $'],
    dob: ['$', 'its $', 'i was born $', 'my birthday is $', 'um $', 'thats $'],
    postcode: ['$', 'its $', 'postcode $', 'the zip code is $'],
    address: ['$', 'its $', 'im at $', 'we live at $', 'the address is $'],
    secret: ['$', 'its $', 'i put $', 'it should be $'],
    pin: ['$', 'its $', 'my code is $', 'i think its $'],
    phone: ['$', 'its $', 'ring me on $', 'my number is $', 'the best one is $'],
    email: ['$', 'its $', 'send it to $', 'the email is $'],
    reference: ['$', 'its $', 'the number is $', 'that is $', 'on the letter it is $'],
  },
  agentOrdinary: [
    'the minimum order is {five hundred} litres',
    'kerosene is {sixty one} pence a litre today',
    'we can deliver within {seven} working days',
    'the emergency delivery fee is {thirty five} pounds',
    'the budget plan is {eighty five} pounds a month over {twelve} months',
    'the excess for a screen is {twenty five} pounds',
    'a theft claim has an excess of {one hundred and twenty} pounds',
    'you can make {two} claims in any {twelve} months',
    'we aim to replace the phone within {forty eight} hours',
    'your premium is {eight} pounds {forty nine} a month',
    'full membership is {one thousand four hundred and fifty} pounds a year',
    'a locker is {sixty} pounds for the season',
    'you can freeze your membership for up to {six} months',
    'there is a {ten} percent discount if you pay up front',
    'your weekly benefit amount is {three hundred and sixty two} dollars',
    'you can claim for up to {twenty six} weeks',
    'you need to look for work {three} times a week',
    'an appeal has to be filed within {thirty} days',
    'the first {thirty} minutes of each ride are free',
    'after that it is {one} pound {fifty} per half hour',
    'there are {four hundred} docks across the city',
    'a late return fee of {fifteen} pounds applies after {twenty four} hours',
    'the pitch fee for next season is {four thousand three hundred} pounds',
    'the park is open {ten} months of the year',
    'we take {fifteen} percent commission on a private sale',
    'each visit is {forty five} minutes',
    'the hourly rate is {twenty nine} pounds {fifty}',
    'the plan has {four} visits a day',
    'we need {fourteen} days notice to change the package',
    'each trip through the plaza is {two} dollars {seventy five}',
    'the violation fee is {twenty five} dollars',
    'your balance tops up by {forty} dollars when it drops below {ten}',
    'a full day is {sixty eight} pounds',
    'you get {thirty} funded hours a week in term time',
    'fees are due on the {first} of each month',
    'late pick up is {ten} pounds for every {fifteen} minutes',
    'each case has {twelve} bottles',
    'your next case ships on the {nineteenth}',
    'members get {twenty} percent off reorders',
  ],
  customerOrdinary: [
    'the tank was down to about {two} inches',
    'i usually order {nine hundred} litres',
    'we have had oil heating for {thirty} years',
    'the phone cost me {seven hundred and ninety nine} pounds',
    'i have only had it {five} months',
    'i play about {three} rounds a week',
    'my handicap is {eighteen}',
    'i was at the company for {eleven} years',
    'they let {forty} of us go on the same day',
    'i have applied for {six} jobs this week',
    'i rode it for {twenty} minutes at most',
    'i docked it at {ten} past {six}',
    'we have had the caravan for {eight} years',
    'the invoice says {sixteen} hours but she only had {twelve}',
    'my dad is {ninety one}',
    'the toll was {three} dollars {fifty}',
    'i drive about {sixty} miles a day',
    'he goes in {four} days a week',
    'i have been a member for {nine} years',
    'im {seventy two} and i dont do computers',
    'i am {sixty eight} next birthday',
    'i waited in for {five} hours',
    'it was the delivery on the {fourteenth}',
  ],
  closings: [
    'thanks so much $ all the best',
    'right thats you sorted $',
    'you have a good evening $',
    'speak soon $ goodbye',
    'mind how you go $',
  ],
  stalls: [
    'bear with me while i find my glasses',
    'sorry two secs its in the other room',
    'let me just get the folder down',
    'wait a tick the kettle is going',
    'oh where did i put it',
    'give me a second i need to find the email',
  ],
  readbacks: ['let me check i have that right $', 'ive typed in $', 'reading that back its $', 'ive put $ is that okay', 'i make that $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.5,
  shuffle: true,
  spelling: {
    ask: ['would you mind spelling the surname', 'how do i spell your last name', 'how is that surname written'],
    answer: ['$', 'thats $', 'it goes $', 'okay so $'],
    spell: (h, word) => (h.random() < 0.5 ? word.split('').join(' ') : tenthSpell(h, word)),
  },
  addressing: ['thanks for that <first>', 'okay <first> next thing', 'cheers <full>', 'right you are <first>', 'that is great <full>'],
  corrections: {
    self: ['# oh no thats not it $', '# ugh sorry i mean $', '# hold on i misread it $', '# no no let me try again $'],
    misheard: ['not quite i said $', 'no sorry it should be $', 'that is not right its $', 'one of those is off its $'],
  },
  continuing: {
    prompts: ['okay yep', 'right go on', 'mm i have that', 'and after that'],
    rest: ['$', 'and it ends $', 'next bit is $', 'and last of all $'],
    /** The thirteenth set's words, and "underscore" (it stays with the words either side of it). */
    unbroken: [...(THIRTEENTH.continuing?.unbroken ?? []), 'underscore'],
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      return h.random() < 0.2 ? `${first} ${h.letters(1).toLowerCase()} ${last}` : `${first} ${last}`;
    },
    dob: (h) => {
      const { random } = h;
      const day = 1 + Math.floor(random() * 28);
      const month = 1 + Math.floor(random() * 12);
      const year = random() < 0.8 ? 1935 + Math.floor(random() * 68) : 2019 + Math.floor(random() * 6);
      const [a = 0, b = 0, c = 0, d = 0] = [...String(year)].map(Number);
      const whole = fourAsOne(h, a, b, c, d);
      const short = tenthTwo(h, c, d);
      const ordinal = ORDINALS[day - 1]!;
      const named = MONTHS[month - 1]!;
      return plainOrHarder(
        h,
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `the ${ordinal} of ${named} ${short}`,
          () => `${ordinal} of ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
        ],
        [
          () => `${tenthOnForm(h, day)} ${tenthOnForm(h, month)} ${yearSaid(h, year)}`,
          () => `${tenthOnForm(h, month)} ${tenthOnForm(h, day)} ${yearSaid(h, year)}`,
          () => `${tenthOnForm(h, day)} slash ${tenthOnForm(h, month)} slash ${yearSaid(h, year)}`,
          () => `${named} ${CARDINALS[day - 1]} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => `${named} ${ordinal} ${short}`,
          () => `the ${ordinal} of ${named} in ${h.pick([whole, short])}`,
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${short}`,
        ],
      );
    },
    account: (h) =>
      plainOrHarder(
        h,
        [() => h.digits(6 + Math.floor(h.random() * 4))],
        [
          () => inChunks(h, [2, 2, 2, 2]),
          () => inChunks(h, [3, 3, 2]),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => `${tenthLetters(h, 2)} ${inChunks(h, [3, 3])}`,
          () => tenthGrouped(h, withRun(h, 9)),
        ],
      ),
    policy: (h) =>
      plainOrHarder(
        h,
        [
          () => `${h.letters(2).toLowerCase()} ${h.digits(3 + Math.floor(h.random() * 4))}`,
          () => `${h.letters(3).toLowerCase()} ${h.digits(5)}`,
          () => h.digits(8),
        ],
        [
          () => `${tenthLetters(h, 2)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${tenthLetters(h, 1)} ${inChunks(h, [3, 3])} ${tenthLetters(h, 1)}`,
          () => inChunks(h, [2, 2, 2, 2]),
          () => `${tenthSpell(h, 'gg')} ${inChunks(h, [4, 2])}`,
          () => `${fourAsOne(h, 2, 0, 2, Math.floor(h.random() * 6))} slash ${inChunks(h, [5])}`,
        ],
      ),
    membership: (h) =>
      plainOrHarder(
        h,
        [() => h.digits(8), () => `${h.letters(1).toLowerCase()} ${h.digits(6)}`],
        [() => inChunks(h, [4, 4]), () => `${tenthLetters(h, 3)} ${tenthOneByOne(h, withRun(h, 5))}`],
      ),
    card: (h) => plainOrHarder(h, [() => luhnCard(h.pick([4, 5]), h.random), () => h.digits(4)], [() => cardInChunks(h, [4, 5, 6], 0.4)]),
    postcode: (h) => (h.random() < 0.5 ? tenthPostcode(h) : twelfthPostcode(h)),
    address: (h) => {
      const { pick, random } = h;
      const street = `${pick(FOURTEENTH_STREETS)} ${pick(FOURTEENTH_TOWNS)}`;
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick([
        () => `${pick(CARDINALS)} ${street}`,
        () => `${tenthTwo(h, a, b)} ${street}`,
        () => `pitch ${pick(CARDINALS)} ${pick(['pinehaven park', 'the lower field'])} ${pick(FOURTEENTH_TOWNS)}`,
        () => `flat ${pick(CARDINALS.slice(0, 16))} ${pick(['mariners court', 'the old granary'])} ${street}`,
        () => `${pick(['rose cottage', 'the laurels', 'fernbank'])} ${street}`,
        () => `${fourAsOne(h, a, b, c, d)} ${street}`,
      ])();
      return random() < 0.3 ? `${house} ${tenthPostcode(h)}` : house;
    },
    pin: (h) => plainOrHarder(h, [() => h.digits(4)], [() => tenthOneByOne(h, withRun(h, 4)), () => inChunks(h, [2, 2])]),
    phone: (h) =>
      plainOrHarder(
        h,
        [() => `oh seven ${h.digits(9)}`, () => `${DIGITS[2 + Math.floor(h.random() * 8)]} ${h.digits(9)}`],
        [
          () => inChunks(h, [5, 3, 3], [0, 7, ...tenthDigitList(h, 9)]),
          () => inChunks(h, [5, 6], [0, 1, ...tenthDigitList(h, 9, 1)]),
          () => `plus four four ${inChunks(h, [4, 6], [7, ...tenthDigitList(h, 9)])}`,
          () =>
            `area code ${inChunks(h, [3], tenthDigitList(h, 3, 2))} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
        ],
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(FOURTEENTH_DOMAINS);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${first[0]} ${last} at ${domain}`,
        () => `${first} underscore ${last} at ${domain}`,
        () => `${first} ${last} ${inChunks(h, [2])} at ${domain}`,
        () => `${tenthSpell(h, last)} ${first[0]} at ${domain}`,
      ])();
    },
    reference: (h) =>
      plainOrHarder(
        h,
        [() => `${DIGITS[1 + Math.floor(h.random() * 8)]} ${h.digits(8)}`, () => `${h.letters(1).toLowerCase()} ${h.digits(9)}`],
        [
          () => inChunks(h, [3, 2, 4]),
          () => inChunks(h, [2, 6, 6, 1]),
          () => `${tenthLetters(h, 2)} ${inChunks(h, [2, 2, 2])} ${tenthLetters(h, 1)}`,
          () => `${tenthSpell(h, 'ggc')} ${tenthOneByOne(h, withRun(h, 6))}`,
        ],
      ),
  },
};

/** A value said the plain way (`plain`) most of the time, a `share` of it, otherwise one of the harder ways (plainOrHarder). */
const mostlyPlain = (h: Helpers, plain: readonly (() => string)[], harder: readonly (() => string)[], share = 0.85): string =>
  plainOrHarder(h, plain, harder, share);

/**
 * Capital letters for the fifteenth set's numbers and codes, without A: flite says a capital A before a digit or a
 * word as "uh", so an A in a code would be voiced as no letter at all.
 */
const FIFTEENTH_LETTERS = LETTERS.filter((letter) => letter !== 'A');
/**
 * How one set's callers say the capitals in its codes (FIFTEENTH_LETTERS, no A) and spell a surname in capitals:
 * `words` they hang on a letter, the `joiners` they put before the word ('' for the word straight after the letter,
 * "T tango") in the order the set's author wrote them (the seeded pick takes one by its place), and the share of
 * doubled letters said "double" (`doubled`).
 */
const spokenCapitals = ({
  words,
  joiners,
  doubled,
}: {
  readonly words: Readonly<Record<string, readonly string[]>>;
  readonly joiners: readonly string[];
  readonly doubled: number;
}) => {
  /** A capital letter, pinned down a `pinned` share of the time ("P for peter", "M as in mary", "T tango"). */
  const letter = (h: Helpers, said: string, pinned: number): string => {
    const upper = said.toUpperCase();
    const pins = words[upper];
    if (!pins || h.random() >= pinned) return upper;
    const joiner = h.pick(joiners);
    return joiner ? `${upper} ${joiner} ${h.pick(pins)}` : `${upper} ${h.pick(pins)}`;
  };
  /** `n` random capital letters, bare or with some pinned down. */
  const letters = (h: Helpers, n: number, pinned = 0): string =>
    Array.from({ length: n }, () => letter(h, h.pick(FIFTEENTH_LETTERS), pinned)).join(' ');
  /**
   * A surname spelled: bare capitals, some pinned down when `pinned`, a doubled letter said "double" a `doubled` share
   * of the time (not after an A, which flite would say "uh" before the word).
   */
  const spell = (h: Helpers, word: string, pinned: number): string => {
    const said: string[] = [];
    for (let i = 0; i < word.length; i += 1) {
      if (word[i] === word[i + 1] && word[i - 1] !== 'a' && h.random() < doubled) {
        said.push(`double ${word[i]!.toUpperCase()}`);
        i += 1;
      } else said.push(word[i] === 'a' ? 'A' : letter(h, word[i]!, pinned));
    }
    return said.join(' ');
  };
  return { letter, letters, spell };
};
/** Words callers of the fifteenth set hang on a letter: the radio alphabet, names, and things from the house. */
const FIFTEENTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bertie', 'boy'],
  C: ['charlie', 'carol', 'cat'],
  D: ['delta', 'dog', 'david'],
  E: ['echo', 'edward', 'egg'],
  F: ['foxtrot', 'freddie', 'fish'],
  G: ['golf', 'george'],
  H: ['hotel', 'harry'],
  I: ['india'],
  J: ['juliet', 'jack'],
  K: ['kilo', 'king'],
  L: ['lima', 'london', 'larry'],
  M: ['mike', 'mary', 'monkey'],
  N: ['november', 'nora', 'nelson'],
  O: ['oscar', 'orange'],
  P: ['papa', 'peter', 'penny'],
  Q: ['quebec', 'queen'],
  R: ['romeo', 'robert', 'rabbit'],
  S: ['sierra', 'sam', 'snake'],
  T: ['tango', 'tommy', 'toffee'],
  U: ['uniform', 'umbrella'],
  V: ['victor', 'violet'],
  W: ['whiskey', 'william'],
  X: ['x ray'],
  Y: ['yankee', 'yellow', 'yoyo'],
  Z: ['zulu', 'zebra'],
};
/** Capitals pinned down "P for peter", "M as in mary", "T like toffee"; a doubled letter mostly said "double". */
const { letters: fifteenthLetters, spell: fifteenthSpell } = spokenCapitals({
  words: FIFTEENTH_LETTER_WORDS,
  joiners: ['for', 'as in', 'like', 'for', 'as in'],
  doubled: 0.7,
});
/** `n` random digits said one by one, plainly: zero said "zero" by most callers, "oh" by some. */
const plainDigits = (h: Helpers, n: number, from = 0): string => {
  const zero = h.random() < 0.7 ? 'zero' : 'oh';
  return tenthDigitList(h, n, from)
    .map((d) => (d === 0 ? zero : DIGITS[d]!))
    .join(' ');
};
/** Digits said in pairs: "forty seven thirty two oh eight", an odd one out said alone. */
const inPairs = (h: Helpers, ds: readonly number[]): string => {
  const said: string[] = [];
  for (let i = 0; i < ds.length; i += 2) said.push(i + 1 < ds.length ? tenthTwo(h, ds[i]!, ds[i + 1]!) : tenthDigit(h, ds[i]!));
  return said.join(' ');
};
/** Digits said in threes as hundreds: "four hundred and six", "two seventy one", a short tail in a pair or alone. */
const inHundreds = (h: Helpers, ds: readonly number[]): string => {
  const said: string[] = [];
  let i = 0;
  while (i < ds.length) {
    const left = ds.length - i;
    if (left >= 3 && left !== 4) {
      said.push(tenthThree(h, ds[i]!, ds[i + 1]!, ds[i + 2]!));
      i += 3;
    } else if (left >= 2) {
      said.push(tenthTwo(h, ds[i]!, ds[i + 1]!));
      i += 2;
    } else {
      said.push(tenthDigit(h, ds[i]!));
      i += 1;
    }
  }
  return said.join(' ');
};
/** Two digits as one number, plainly: "eighty", "oh four", "seventeen", "fifty six". */
const plainTwo = (a: number, b: number): string => {
  if (a === 0) return `oh ${DIGITS[b]}`;
  if (a === 1) return CARDINALS[9 + b]!;
  return b === 0 ? TENS[a]! : `${TENS[a]} ${DIGITS[b]}`;
};
/** A year the way most people say it: "nineteen eighty", "nineteen oh six", "two thousand and four", "twenty twelve". */
const plainYear = (h: Helpers, year: number): string => {
  const [a = 0, b = 0, c = 0, d = 0] = [...String(year)].map(Number);
  return a === 1 ? `${plainTwo(a, b)} ${plainTwo(c, d)}` : fourAsOne(h, a, b, c, d);
};
/**
 * UK postcodes the way sets 15 to 22 say them, with the set's `letters`: "K T one four B X", "B six four L W", and
 * a two-digit district said as one number when not `plain` ("S W nineteen three R X").
 */
const ukPostcodes = (h: Helpers, plain: boolean, letters: (n: number) => string): (() => string)[] => [
  () => `${letters(2)} ${plainDigits(h, 1, 1)} ${plainDigits(h, 1)} ${letters(2)}`,
  () => `${letters(1)} ${plainDigits(h, 1, 1)} ${plainDigits(h, 1)} ${letters(2)}`,
  () => `${letters(2)} ${plain ? plainDigits(h, 2, 1) : h.pick(CARDINALS.slice(9, 24))} ${plainDigits(h, 1)} ${letters(2)}`,
];
/** A ZIP code said plainly or (when not `plain`) the set's `harder` way, or a ZIP+4 code whose last four are plain or in pairs. */
const zipCodes = (h: Helpers, plain: boolean, harder: (h: Helpers) => string): (() => string)[] => [
  () => (plain ? plainDigits(h, 5, 1) : harder(h)),
  () => `${plainDigits(h, 5, 1)} dash ${plain ? plainDigits(h, 4) : inPairs(h, tenthDigitList(h, 4))}`,
];
/** A ZIP code in its printed groups, each said one by one or as one number: "two forty seven one nine", "twenty four seven nineteen". */
const zipInGroups = (h: Helpers): string => inChunks(h, h.pick([[3, 2], [2, 3], [5]]), tenthDigitList(h, 5, 1));
/**
 * A set's postcode sayer: a UK postcode (its `letters` bare when plain, else pinned a `pinned` share of the time), a
 * ZIP (said the `zip` way when not plain) or a ZIP+4 code; `where` keeps it to one country (for an address in a known
 * town).
 */
const ukOrUsPostcode =
  ({
    letters,
    pinned,
    zip,
  }: {
    readonly letters: (h: Helpers, n: number, pinned: number) => string;
    readonly pinned: number;
    readonly zip: (h: Helpers) => string;
  }) =>
  (h: Helpers, plain: boolean, where?: 'uk' | 'us'): string => {
    const uk = ukPostcodes(h, plain, (n) => letters(h, n, plain ? 0 : pinned));
    const us = zipCodes(h, plain, zip);
    return h.pick(where === 'uk' ? uk : where === 'us' ? us : [...uk, ...us])();
  };
/**
 * A date of birth the way sets 15 to 22 draw it (the day, the month, then the year `bornIn` draws) with the words their
 * forms are made of: the year's digits `a` to `d`, the year said plainly (`whole`) and by its last two digits
 * (`short`, though a year after 2009 is not said that way: "the fourth of march twelve"), the day's `ordinal` and the
 * month `named`.
 */
const birthDate = (h: Helpers, bornIn: (h: Helpers) => number) => {
  const day = 1 + Math.floor(h.random() * 28);
  const month = 1 + Math.floor(h.random() * 12);
  const year = bornIn(h);
  const [a = 0, b = 0, c = 0, d = 0] = [...String(year)].map(Number);
  const whole = plainYear(h, year);
  const short = year >= 2010 ? whole : plainTwo(c, d);
  return { day, month, year, a, b, c, d, whole, short, ordinal: ORDINALS[day - 1]!, named: MONTHS[month - 1]! };
};
/** A UK postcode with bare or pinned capitals (a two-digit district said as one number), or a ZIP or ZIP+4 code. */
const fifteenthPostcode = (h: Helpers, plain: boolean): string => {
  const pinned = plain ? 0 : 0.35;
  return h.pick([
    ...ukPostcodes(h, plain, (n) => fifteenthLetters(h, n, pinned)),
    () => (plain ? plainDigits(h, 5, 1) : inChunks(h, h.pick([[5], [3, 2], [2, 3]]), tenthDigitList(h, 5, 1))),
    () => (plain ? plainDigits(h, 5, 1) : `${plainDigits(h, 5, 1)} dash ${inChunks(h, [4])}`),
  ])();
};

const FIFTEENTH_STREETS = [
  'wheelwright lane',
  'pennycress road',
  'barley mow close',
  'cobblers walk',
  'lapwing drive',
  'sweetbriar avenue',
  'hickory ridge court',
  'ironstone terrace',
];
const FIFTEENTH_TOWNS = ['buxton', 'selkirk', 'tewkesbury', 'bridlington', 'amarillo', 'chattanooga', 'dungannon', 'pocatello'];
const FIFTEENTH_DOMAINS = [
  'ukonline dot co dot uk',
  'googlemail dot com',
  'rogers dot com',
  'roadrunner dot com',
  'pobox dot com',
  'outlook dot ie',
  'netzero dot net',
  'mindspring dot com',
];

/**
 * The fifteenth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text beyond the files'
 * format): calls to a pest control company, a children's charity's supporter care team, a US sleep apnea equipment
 * supplier, a skip hire and trade waste firm, a school musical instrument hire scheme, a US college savings plan, a
 * mobility scooter and stairlift supplier, a wedding venue's bookings office, a recipe box delivery service and a
 * double glazing firm's guarantee department, about wasps, mice and rats coming back and cancelled contracts,
 * lowering a monthly gift, gift aid, a late husband's donations and receipts, masks and filters, refused insurance and
 * a leaking humidifier, skips not collected, overweight charges, road permits and missed trade bins, a violin given
 * back, a cracked cello and owning the clarinet, tuition withdrawals, a new beneficiary and a missing rollover, a
 * stairlift stuck halfway, a flat scooter battery and ending a lease, moving a wedding date, the balance and more
 * tables, missing chicken, pausing boxes and a box left in the rain, misted units, a door that will not lock and
 * passing the guarantee to a buyer; a date of birth, an account number and a policy number (service contract, pledge,
 * rental agreement, collection contract, hire agreement, plan agreement, lease agreement, booking contract, box plan or
 * guarantee certificate number) asked in every call, seven items a call; those three said plainly most of the time
 * (mostlyPlain, a new helper any set can use, with the stalls, values over two turns and corrections made rarer by the
 * new `stallChance` and `chance` settings, so about two thirds are plain): digits one by one with zero said "zero" or
 * "oh" (plainDigits), bare capital letters ("H P C four one seven"), "march the fourth nineteen eighty", "the second of
 * june nineteen seventy five", "fourth of march eighty"; the rest the harder ways: digits in pairs (inPairs) and in
 * hundreds (inHundreds), in printed groups (inChunks), runs said "double" and "triple" (withRun), letters pinned down
 * ("P for peter", "M as in mary", "T like toffee"), a year before a slash, "dash" between groups; birth dates read off
 * a form day-first and month-first, with "slash", "of the" ("the fourth of the third eighty"), year first, month-first
 * with a cardinal day, all eight digits one by one, children born after 2006 among them; names with middle initials
 * and middle names, surnames spelled with bare capitals, "double" and some letters pinned down; card numbers in fours
 * and last fours; UK mobiles and landlines, "plus four four", US numbers with "area code"; national insurance, NHS,
 * social security and Medicare numbers; UK postcodes, ZIP and ZIP+4 codes; addresses with flats, units, house names
 * and US house numbers; e-mail addresses with dots, underscores, initials, years and spelled surnames; values
 * volunteered in the caller's first words, given over two turns, read back, said wrong and corrected, stalls ("hang on
 * its on the fridge somewhere"); the agent giving their own name and addressing the caller; and ordinary numbers
 * beside them that must survive (treatment prices, return visits, hours out of a room, monthly gifts and gift aid,
 * working days, pence in a pound, filter and mask intervals, hours a night and percentages, skip sizes, tonnes and
 * permit days, hire fees and payments left, penalties, contributions and business days, engineers' hours, lease
 * prices and miles a charge, guests, tables, deposits and weeks before the day, recipes, people, weekly prices and
 * discounts, guarantee years, weeks for a unit, ages said "im eighty four", counts, times and a wedding day of the
 * month). Authored and recognised before any change for it.
 */
const FIFTEENTH: Pools = {
  voices: [
    ['kal', 'slt'],
    ['rms', 'awb'],
    ['slt', 'kal16'],
    ['awb', 'slt'],
    ['kal16', 'rms'],
    ['slt', 'rms'],
    ['rms', 'kal'],
  ],
  greetings: [
    'hollins pest control bookings line [NAME:gareth] speaking',
    'good morning hollins pest control how can i help',
    'hopewell childrens charity supporter care you are through to [NAME:priya]',
    'restwell medical supply this is [NAME:dwayne] how can i help you today',
    'hello restwell patient services what can i do for you',
    'greenhaul skip hire good afternoon',
    'harmony music hire hello its [NAME:bronwen]',
    'brightpath college savings plan thank you for calling my name is [NAME:marisol]',
    'easyrise mobility customer care [NAME:callum] speaking how can i help',
    'hartwell manor weddings and events good afternoon',
    'fresh fork recipe boxes you are speaking with [NAME:kezia]',
    'clearview windows guarantee department morning',
  ],
  reasons: [
    'hi we have got wasps nesting in the roof above the back bedroom',
    'hello i think we have mice in the loft we can hear them scratching at night',
    'your man came out for the rats last week and they are back already',
    'hi i want to cancel the yearly contract we have sold the restaurant',
    'hi i give every month and i need to bring it down a bit money is tight',
    'hello i want to add gift aid to my donations',
    'hi my husband passed away and his donations are still coming out of the joint account',
    'hello i need a letter with all my donations on it for the tax return',
    'hi i need new masks and filters for my sleep machine',
    'hello my insurance says they will not pay for the machine any more',
    'the machine keeps beeping in the night and the water tank is leaking',
    'hi the skip was meant to be picked up on monday and its still on the drive',
    'hello you charged me for overweight but it was only garden waste',
    'hi i need a permit so the skip can go on the road outside',
    'our trade bins have not been emptied for {two} weeks',
    'hi my daughter wants to give the violin back she has given up',
    'hello the cello we hired has a crack down the side',
    'hi how much is left to pay before we own the clarinet',
    'hi i need to take some money out for my sons tuition',
    'hello i want to change the beneficiary to my younger daughter',
    'hi i rolled some money over from another plan and it is not showing',
    'hello my mums stairlift has stopped halfway up the stairs',
    'hi the scooter battery will not hold a charge',
    'hello i want to end the scooter lease my dad has gone into a care home',
    'hi we need to move our wedding date',
    'hello i want to check what we still owe for the wedding',
    'we have got more guests than we thought can we add some tables',
    'hi my box came without the chicken',
    'hello i want to pause the deliveries while we are away',
    'the box was left out in the rain and everything was soaked',
    'hi one of the lounge windows has misted up between the panes',
    'hello the back door will not lock properly any more',
    'we are selling the house and the buyers want the window guarantee',
    'hi my contract number is [POLICY_NUMBER:H P C four one seven seven two] and the wasps are back',
    'hello my account number is [BANK_ACCOUNT_NUMBER:seven seven one zero four two nine three] and my box never came',
    'hi my date of birth is [DATE_OF_BIRTH:the ninth of october nineteen fifty eight] and i am ringing about the stairlift',
    'hello this is [NAME:araminta mcgillivray] and your skip is blocking my neighbours drive',
    'hi my guarantee certificate says [POLICY_NUMBER:C W G two three nine eight one] and a window has gone cloudy',
    'hello my supporter number is [MEMBERSHIP_NUMBER:S four four one eight zero six] and i want to change my gift',
    'hi my medicare number is [ID_NUMBER:one E G four T E five M K seven three] and my masks were refused',
    'hello can you ring me back on [PHONE:oh seven nine four six one two eight three three oh] its about the violin',
    'hi my email is [EMAIL:wilfred dot hollingworth at googlemail dot com] and the savings statement never came',
    'hello i was born [DATE_OF_BIRTH:june the twelfth nineteen forty nine] and the stairlift engineer never turned up',
  ],
  firstNames: [
    'wilfred',
    'perpetua',
    'torquil',
    'delphine',
    'osvaldo',
    'clemency',
    'florian',
    'uchenna',
    'lorcan',
    'evander',
    'morag',
    'rufus',
    'cressida',
    'chidozie',
  ],
  lastNames: [
    'hollingworth',
    'adebayo',
    'penhaligon',
    'strachan',
    'villiers',
    'brocklehurst',
    'quilliam',
    'dunmore',
    'mcgillivray',
    'castellanos',
    'rowbotham',
    'tennant',
    'wojcik',
  ],
  streets: FIFTEENTH_STREETS,
  towns: FIFTEENTH_TOWNS,
  emailDomains: FIFTEENTH_DOMAINS,
  secrets: [
    'sooty',
    'the grange primary',
    'saundersfoot',
    'a vauxhall nova',
    'nanna winnie',
    'great expectations',
    'rhubarb',
    'mister tibbs',
    'criccieth',
    'miss ogilvie',
  ],
  ask: {
    name: [
      'lets start with the name on the contract',
      'whose name is the contract in',
      'and what name is the booking under',
      'who is the lease holder',
      'and your full name for me',
    ],
    account: [
      'do you have your customer account number',
      'can you give me the account number off your confirmation email',
      'what account number is on your statement',
      'and the supporter account number',
      'what is the account number printed above your address',
      'can you read me the account number on the hire letter',
    ],
    policy: [
      'and what is your service contract number',
      'can you find the pledge number on your thank you letter',
      'what is the rental agreement number for the machine',
      'do you have the collection contract number',
      'what is the hire agreement number on the instrument',
      'and the plan agreement number please',
      'what is your lease agreement number',
      'could you give me the booking contract number',
      'what is the box plan number in your account settings',
      'can you read me the guarantee certificate number',
    ],
    membership: [
      'what is your supporter number',
      'do you have your rewards member number',
      'and the number on your members card',
      'what is your recipe club number',
    ],
    card: [
      'which card would you like me to charge',
      'can i take the {sixteen} digits across the front of the card',
      'what card shall we put the balance on',
      'which card are the boxes paid with',
    ],
    dob: [
      'can you confirm your date of birth for me',
      'and could i take your date of birth',
      'what date of birth is on the account',
      'and the pupils date of birth',
      'what is the beneficiarys date of birth',
      'whats your birthday day month and year',
    ],
    postcode: [
      'and what postcode is that',
      'whats the postcode where the skip is',
      'what zip code do we have for you',
      'which postcode are the windows at',
    ],
    address: [
      'whats the address where the work is',
      'where is the skip going',
      'which address should the engineer come to',
      'where do we send the boxes',
      'what address is on the lease',
    ],
    secret: [
      'and the answer to your memorable question',
      'who was your favourite teacher at school',
      'where was your first holiday',
      'what was the name of the first dog you had',
      'what was the first car you owned',
    ],
    pin: [
      'what is your {four} digit security code',
      'can you give me the code from the text we just sent',
      'and your phone pin please',
      'what is the passcode on the account',
    ],
    phone: [
      'what number can the technician call',
      'and the best number to get you on',
      'can i take a mobile number for the driver',
      'what is a daytime phone number for you',
    ],
    email: [
      'which email address should the confirmation go to',
      'can i check the email address we have',
      'where would you like the receipt emailed',
      'what email is the account under',
    ],
    reference: [
      'could you read me your national insurance number',
      'what is your medicare number',
      'can you give me your nhs number',
      'what is the social security number of the account owner',
      'and the beneficiarys social security number',
    ],
  },
  answer: {
    name: ['$', 'its $', 'this is $ calling', 'it is $', 'it should be under $', 'yes its $ here'],
    account: ['$', 'it is $', 'my account number is $', 'yeah so its $', 'sure its $', 'i have it here its $'],
    policy: ['$', 'it is $', 'its $', 'it says on here $', 'yes it says $', 'right got it its $'],
    membership: ['$', 'its $', 'my supporter number is $', 'it is $'],
    card: ['$', 'its $', 'use the mastercard its $', 'it says on here $'],
    dob: ['$', 'it is $', 'its $', 'born $', 'date of birth $', 'yes $'],
    postcode: ['$', 'its $', 'postcode is $', 'it is $'],
    address: ['$', 'its $', 'were at $', 'it goes to $', 'its at $'],
    secret: ['$', 'its $', 'that was $', 'i probably put $'],
    pin: ['$', 'its $', 'the code i have is $', 'it is $'],
    phone: ['$', 'its $', 'the mobile is $', 'best to try me on $', 'it is $'],
    email: ['$', 'its $', 'the email i use is $', 'please send it to $'],
    reference: ['$', 'its $', 'it is $', 'ive found it its $'],
  },
  agentOrdinary: [
    'a wasp nest treatment is {sixty five} pounds',
    'the technician will come back after {fourteen} days to check the bait',
    'keep children and pets out of the room for {two} hours',
    'the contract covers up to {six} visits a year',
    'your gift of {ten} pounds a month is worth {twelve} pounds {fifty} with gift aid',
    'it can take up to {ten} working days to change the amount',
    '{eighty} pence in every pound goes to the projects',
    'your insurance covers new filters every {thirty} days',
    'a new mask is covered every {three} months',
    'you need to use the machine {four} hours a night on {seventy} percent of nights',
    'your share of the cost is {twenty} percent',
    'a {six} yard skip is {two hundred and forty} pounds',
    'the hire is for up to {fourteen} days',
    'anything over {one} tonne is {ninety} pounds a tonne',
    'the council permit takes {five} working days',
    'hire is {eighteen} pounds a month',
    'after {thirty six} payments the instrument is yours',
    'there is a {forty} pound repair charge for cracks',
    'rollovers take {seven} to {ten} business days',
    'there is a {ten} percent penalty on money not spent on education',
    'the smallest contribution is {twenty five} dollars',
    'an engineer can be with you within {four} hours',
    'the scooter lease is {fifty two} pounds a month',
    'a full battery should do about {twenty} miles',
    'we need {thirty} days notice to end the lease',
    'the barn seats up to {one hundred and twenty} guests',
    'the final balance is due {eight} weeks before the day',
    'each extra table of {ten} is {four hundred and fifty} pounds',
    'the deposit of {two thousand} pounds is not refundable',
    'your plan is {four} recipes a week for {two} people',
    'that comes to {fifty three} pounds {ninety} a week',
    'you can pause for up to {five} weeks in a row',
    'i have put {twenty} percent off your next box',
    'changes need to be in by {twelve} oclock on wednesday',
    'the guarantee runs for {ten} years from fitting',
    'a misted unit is usually replaced within {three} weeks',
    'the survey takes about {forty five} minutes',
    'transferring the guarantee costs {twenty five} pounds',
    'you will get a text {thirty} minutes before we arrive',
  ],
  customerOrdinary: [
    'i counted about {twenty} wasps in the kitchen this morning',
    'we have had the contract {three} years',
    'i have been giving for {twelve} years',
    'im {eighty four} so please bear with me',
    'i only get about {five} hours sleep with it beeping',
    'the skip has been sat there {nine} days now',
    'there was {three} bags of soil in it at most',
    'she is {eleven} and plays in the school orchestra',
    'we have paid {twenty two} months already',
    'i put in {fifty} dollars a month',
    'he starts university in {two} years',
    'the stairlift is only {four} years old',
    'the wedding is on the {twenty first} of june',
    'we are expecting {ninety} guests now not {seventy}',
    'there are {five} of us living there',
    'the chicken was missing from {two} of the recipes',
    'we are away for {three} weeks',
    'the windows went in {six} years ago',
    'there are {eleven} windows in the house',
    'i have been waiting on hold {forty} minutes',
    'i can be in from {nine} until {one}',
  ],
  closings: ['lovely thank you $ take care', 'all done for you $', 'thanks for calling $ bye bye', 'you are all sorted $ have a nice day'],
  stalls: [
    'hang on its on the fridge somewhere',
    'one sec the paperwork is in the drawer',
    'ooh hang about its on a letter somewhere',
    'let me just look on my phone',
    'sorry the dog is barking one minute',
    'my daughter wrote it down for me hold on',
  ],
  readbacks: ['thats $ then', 'let me read that back to you $', 'right i have got $', 'lovely that is $ yes', 'okay $ is that right'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.4,
  shuffle: true,
  stallChance: 0.06,
  spelling: {
    ask: ['and how do you spell the surname', 'could you spell that last name out for me', 'is that spelled the usual way'],
    answer: ['$', 'its $', 'its spelled $', 'sure its $'],
    spell: (h, word) => fifteenthSpell(h, word, h.random() < 0.5 ? 0 : 0.3),
  },
  addressing: ['lovely thanks <first>', 'okay then <first>', 'thanks ever so much <full>', 'smashing <first>', 'got that <full>'],
  corrections: {
    self: ['# wait no thats wrong $', '# hmm no ignore that $', '# oh that is the old one its $', '# no i read that wrong $'],
    misheard: ['so close its $', 'no you have got one wrong its $', 'no the end is wrong its $', 'not that its $'],
    chance: 0.06,
  },
  continuing: {
    prompts: ['go on', 'yep thats in', 'okay', 'mhm'],
    rest: ['$', 'after that $', 'and finishing $', 'and the last bit is $'],
    /** The fourteenth set's words. */
    unbroken: FOURTEENTH.continuing?.unbroken ?? [],
    chance: 0.12,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.15) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.25) return `${first} ${h.pick(['mary', 'john', 'rose', 'james', 'anne'])} ${last}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) =>
        random() < 0.85 ? 1938 + Math.floor(random() * 67) : 2007 + Math.floor(random() * 10),
      );
      return mostlyPlain(
        h,
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} of ${named} ${short}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${short}`,
          () => `${ordinal} ${named} ${whole}`,
        ],
        [
          () => `${tenthOnForm(h, day)} ${tenthOnForm(h, month)} ${yearSaid(h, year)}`,
          () => `${tenthOnForm(h, month)} ${tenthOnForm(h, day)} ${yearSaid(h, year)}`,
          () => `${tenthOnForm(h, month)} slash ${tenthOnForm(h, day)} slash ${short}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
          () => `${whole} ${named} the ${ordinal}`,
          () => `${named} ${CARDINALS[day - 1]} ${yearSaid(h, year)}`,
          () => tenthOneByOne(h, [Math.floor(day / 10), day % 10, Math.floor(month / 10), month % 10, a, b, c, d]),
        ],
      );
    },
    account: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 6 + Math.floor(h.random() * 5)),
          () => plainDigits(h, 8),
          () => `${fifteenthLetters(h, 2)} ${plainDigits(h, 6)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 8)),
          () => inHundreds(h, tenthDigitList(h, 6, 1)),
          () => inChunks(h, [4, 4]),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => `${fifteenthLetters(h, 2, 0.6)} ${inChunks(h, [3, 3])}`,
        ],
      ),
    policy: (h) =>
      mostlyPlain(
        h,
        [
          () => `${fifteenthLetters(h, 2)} ${plainDigits(h, 5)}`,
          () => `${fifteenthLetters(h, 3)} ${plainDigits(h, 4 + Math.floor(h.random() * 3))}`,
          () => plainDigits(h, 8),
          () => `${fifteenthLetters(h, 1)} ${plainDigits(h, 7)}`,
        ],
        [
          () => `${fifteenthLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${fifteenthLetters(h, 2)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${fifteenthLetters(h, 3)} dash ${inChunks(h, [4])} dash ${inChunks(h, [2])}`,
          () => `${fourAsOne(h, 2, 0, 2, Math.floor(h.random() * 6))} slash ${plainDigits(h, 5)}`,
          () => `${fifteenthLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `double ${h.pick(FIFTEENTH_LETTERS)} ${tenthOneByOne(h, tenthDigitList(h, 6))}`,
        ],
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 8), () => `${fifteenthLetters(h, 1)} ${plainDigits(h, 6)}`],
        [() => inChunks(h, [4, 4]), () => `${fifteenthLetters(h, 2, 0.5)} ${tenthOneByOne(h, withRun(h, 5))}`],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [3, 4, 5], 0.4)], 0.6),
    postcode: (h) => fifteenthPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const street = `${pick(FIFTEENTH_STREETS)} ${pick(FIFTEENTH_TOWNS)}`;
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick([
        () => `${pick(CARDINALS)} ${street}`,
        () => `${plainTwo(a, b)} ${street}`,
        () => `flat ${pick(CARDINALS.slice(0, 12))} ${pick(['weavers court', 'the old school house'])} ${street}`,
        () => `unit ${pick(CARDINALS.slice(0, 20))} ${pick(['hallam trading estate', 'the brickworks'])} ${pick(FIFTEENTH_TOWNS)}`,
        () => `${pick(['the old bakery', 'holly cottage', 'westering'])} ${street}`,
        () => `${fourAsOne(h, a, b, c, d)} ${street}`,
      ])();
      return random() < 0.3 ? `${house} ${fifteenthPostcode(h, true)}` : house;
    },
    pin: (h) =>
      mostlyPlain(h, [() => plainDigits(h, 4)], [() => inPairs(h, tenthDigitList(h, 4)), () => tenthOneByOne(h, withRun(h, 4))], 0.6),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => inChunks(h, [5, 6], [0, 7, ...tenthDigitList(h, 9)]),
          () => `plus four four ${inChunks(h, [4, 6], [7, ...tenthDigitList(h, 9)])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `oh seven ${plainDigits(h, 3)} ${inPairs(h, tenthDigitList(h, 6))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(FIFTEENTH_DOMAINS);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} ${last} at ${domain}`,
        () => `${last} underscore ${first} at ${domain}`,
        () => `${first} ${plainYear(h, 1950 + Math.floor(h.random() * 50))} at ${domain}`,
        () => `${first} dot ${fifteenthSpell(h, last, 0)} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${fifteenthLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => plainDigits(h, 9, 1),
          () => plainDigits(h, 10, 1),
        ],
        [
          () => `${fifteenthLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => inChunks(h, [3, 2, 4], tenthDigitList(h, 9, 1)),
          () => inChunks(h, [3, 3, 4], tenthDigitList(h, 10, 1)),
          () =>
            `${plainDigits(h, 1, 1)} ${fifteenthLetters(h, 2)} ${plainDigits(h, 1)} ${fifteenthLetters(h, 2)} ${plainDigits(h, 1)} ${fifteenthLetters(h, 2)} ${plainDigits(h, 2)}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the sixteenth set hang on a letter: the radio alphabet now and then, mostly names and things. */
const SIXTEENTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bob', 'butter'],
  C: ['charlie', 'colin', 'carrot'],
  D: ['delta', 'dennis', 'donkey'],
  E: ['echo', 'eddie', 'elephant'],
  F: ['foxtrot', 'frances', 'football'],
  G: ['golf', 'gordon', 'garden'],
  H: ['hotel', 'hector', 'house'],
  I: ['india', 'igloo'],
  J: ['juliet', 'jonathan', 'jelly'],
  K: ['kilo', 'kevin', 'kettle'],
  L: ['lima', 'leonard', 'lemon'],
  M: ['mike', 'martin', 'mango'],
  N: ['november', 'norman', 'nut'],
  O: ['oscar', 'orange'],
  P: ['papa', 'paul', 'potato'],
  Q: ['quebec', 'queen'],
  R: ['romeo', 'rachel', 'radio'],
  S: ['sierra', 'susan', 'sausage'],
  T: ['tango', 'thomas', 'teapot'],
  U: ['uniform', 'uncle'],
  V: ['victor', 'violin'],
  W: ['whiskey', 'walter', 'window'],
  X: ['x ray'],
  Y: ['yankee', 'yorkshire', 'yacht'],
  Z: ['zulu', 'zebra'],
};
/**
 * Capitals pinned down "K for kevin", "M as in mango", "R like radio", or with the word straight after the letter the
 * way some callers do it ("T tango"); a doubled letter mostly said "double".
 */
const { letters: sixteenthLetters, spell: sixteenthSpell } = spokenCapitals({
  words: SIXTEENTH_LETTER_WORDS,
  joiners: ['for', 'as in', 'like', 'for', 'as in', ''],
  doubled: 0.7,
});
/** A UK postcode (bare or pinned capitals, a two-digit district said as one number when not plain) or a ZIP code. */
const sixteenthPostcode = (h: Helpers, plain: boolean): string => {
  const letters = (n: number) => sixteenthLetters(h, n, plain ? 0 : 0.4);
  return h.pick([
    ...ukPostcodes(h, plain, letters),
    () => `${letters(1)} ${plainDigits(h, 1, 1)} ${letters(1)} ${plainDigits(h, 1)} ${letters(2)}`,
    () => (plain ? plainDigits(h, 5, 1) : inChunks(h, [3, 2], tenthDigitList(h, 5, 1))),
    () => (plain ? plainDigits(h, 5, 1) : `${plainDigits(h, 5, 1)} dash ${plainDigits(h, 4)}`),
  ])();
};

const SIXTEENTH_STREETS = [
  'kiln lane',
  'osprey way',
  'saddlers close',
  'cordwainer street',
  'heronsgate road',
  'juniper court',
  'bluebonnet trail',
  'pecan grove drive',
];
const SIXTEENTH_TOWNS = ['ambleside', 'hexham', 'dornoch', 'bideford', 'cromer', 'kissimmee', 'sedona', 'tupelo'];
const SIXTEENTH_DOMAINS = [
  'eircom dot net',
  'bigpond dot com',
  'btconnect dot com',
  'centurylink dot net',
  'mailbox dot org',
  'yandex dot com',
  'gmail dot com',
];

/**
 * The sixteenth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text beyond the files'
 * format): calls to a boarding kennels and cattery, a lawn care company, a football club's ticket office, a private
 * tutoring agency, a US pool and spa service company, a rent-to-own appliance store, a US timeshare resort's owner
 * services, a mobile tyre fitting firm, a will writing and storage service and a DNA ancestry testing company, about
 * booking a dog in over half term, a cat sneezing after its stay, vaccination certificates, cancelled stays and
 * tablets twice a day, yellow patches, missed treatments, moss and stopping the programme, a season card that would not
 * open the turnstile, paying monthly, a son turning eighteen, moving seats and a lost card, a tutor who never logged on,
 * a new tutor, lessons invoiced but not given and stopping after the exams, a green pool after a vacation, a lukewarm
 * spa, closing for the fall and late chemicals, a washing machine that will not spin, a missed weekly payment, paying a
 * sofa off early and handing a television back, maintenance fees, booking a week in july, a late father's week and a
 * special assessment, a nail in a tyre, a fitter who never came, wrong tyres and a scratched alloy, changing a will
 * after a divorce, adding a grandson, releasing a late mother's will and a storage fee charged twice, results that never
 * came, a failed sample, charges after a free trial and deleting DNA data; a date of birth, an account number and a
 * policy number (boarding agreement, treatment programme, season ticket payment plan, tuition agreement, service plan,
 * rent to own agreement, ownership contract, tyre protection plan, will storage certificate or subscription agreement
 * number) asked in every call, seven items a call; those three said plainly most of the time (mostlyPlain, with
 * stalls, values over two turns and corrections made rare, so about two thirds are plain): digits one by one with zero
 * said "zero" or "oh" (plainDigits), bare capital letters before or after the digits ("K B four two nine one six",
 * "three one eight eight two nine T W"), "august the third nineteen sixty six", "the twenty third of august nineteen
 * sixty six", "third of august sixty six"; the rest the harder ways: digits in pairs (inPairs), in hundreds
 * (inHundreds) and in printed groups (inChunks), runs said "double" and "triple" (withRun), letters pinned down with
 * names and things ("K for kevin", "M as in mango", "R like radio") or the word straight after ("T tango"), "dash",
 * "stroke" and a year before a slash in plan numbers; birth dates read off a form day-first with and without "slash",
 * US month-first as two cardinals ("three fourteen eighty"), "of the" ("the fourteenth of the third eighty"), the year
 * digit by digit, the year first ("nineteen eighty the fourteenth of march"), and pupils and junior fans born after
 * 2005 among them; names with middle initials and middle names, surnames spelled with bare capitals, "double" and some
 * letters pinned down; card numbers in fours and last fours; UK mobiles, London and other landlines, "plus four four",
 * US numbers with "area code" and the line said in pairs; national insurance, NHS and social security numbers, pet
 * microchip numbers and DNA kit activation codes; UK postcodes (a central London one among them), ZIP and ZIP+4 codes;
 * addresses with flats, house names and US house numbers; e-mail addresses with dots, initials, numbers, spelled
 * surnames and a family's own domain; values volunteered in the caller's first words, given over two turns, read back,
 * said wrong and corrected, stalls ("hold on its in my emails somewhere"); the agent giving their own name and
 * addressing the caller; and ordinary numbers beside them that must survive (prices a night and walks a day, deposits
 * and percentages, visits a year, hours off the grass, square metres and weeks to grow out, monthly payments, ages
 * said "im seventy three", home games and minutes before kick off, hourly lesson prices, hours of notice and school
 * years, monthly plans in dollars, parts per million, degrees and gallons, weekly payments and weeks left, late fees,
 * maintenance fees and percentage rises, months ahead and people a villa sleeps, tyres, years, miles and millimetres
 * of tread, will prices, witnesses and working days, weeks for results, trial days and minutes before spitting,
 * counts, times, days of the month and a year a week was bought). Authored and recognised before any change for it.
 */
const SIXTEENTH: Pools = {
  voices: [
    ['slt', 'awb'],
    ['kal16', 'slt'],
    ['rms', 'kal'],
    ['awb', 'kal16'],
    ['kal', 'rms'],
    ['slt', 'rms'],
    ['awb', 'slt'],
  ],
  greetings: [
    'oakleigh boarding kennels and cattery [NAME:saoirse] speaking',
    'good morning oakleigh kennels what can i do for you',
    'greenstripe lawn care you are through to [NAME:rhodri]',
    'hiya greenstripe lawns how can i help',
    'ashvale rovers ticket office good afternoon',
    'hello ashvale rovers box office [NAME:ailsa] speaking how can i help',
    'brightminds tutoring hi its [NAME:precious]',
    'bluewater pool and spa service this is [NAME:tyrell] how can i help you',
    'homeright rent to own customer services good morning',
    'sunset shores owner services thank you for calling this is [NAME:graciela]',
    'tread and tyre mobile fitting [NAME:kyle] speaking',
    'safekeep wills and estates good afternoon you are speaking with [NAME:lowri]',
    'rootsline dna customer support hi there',
  ],
  reasons: [
    'hi i want to book our spaniel in for {ten} nights over half term',
    'hello we picked the cat up yesterday and she has been sneezing ever since',
    'hi you want a vaccination certificate and the vet has only just done the jab',
    'hello we have to cancel the dogs stay my mum is in hospital so we are not going away',
    'hi can someone give him his tablets {twice} a day while he is with you',
    'hi the lawn has gone yellow in patches since your lad came round',
    'hello nobody turned up for the spring treatment',
    'hi the moss is worse now than before we started with you',
    'hello i want to stop the lawn treatments we are moving house',
    'hi my season card would not let me through the turnstile on saturday',
    'hello i want to pay for my season ticket monthly instead of all at once',
    'hi my lad turns {eighteen} next month does his ticket price go up',
    'hello can we move seats so we are sitting with my brother',
    'hi i lost my season card at the away game',
    'hi the maths tutor did not log on for the lesson last night',
    'hello i would like a different english tutor for my daughter',
    'hi i have been invoiced for {four} lessons but we only had {three}',
    'hello we need to stop the lessons once the exams are over',
    'hi the pool has turned green while we were on vacation',
    'hello the spa heater will not get past lukewarm',
    'hi i need to book the pool closing for the fall',
    'hello the chemicals were supposed to come on tuesday and nothing came',
    'hi the washing machine i got from you has stopped spinning',
    'hello i missed this weeks payment and i got a text about it',
    'hi how much would it be to pay the sofa off early',
    'hello i want to hand the television back i cannot keep up the payments',
    'hi our maintenance fee has gone up again and i want to know why',
    'hello i want to book our week in july',
    'hi my father passed away and he owned a week with you',
    'hello we got a bill for a special assessment what is that about',
    'hi i have got a nail in my tyre and i have your protection plan',
    'hello the mobile fitter never came this morning',
    'hi you put the wrong size tyres on my car',
    'hello my alloy wheel got scratched when your man fitted the tyres',
    'hi i got divorced last year and i need to change my will',
    'hello i want to add my new grandson to my will',
    'hi my mother has died and i think you are holding her will',
    'hello i have been charged the storage fee {twice} this year',
    'hi i sent my spit kit back {nine} weeks ago and there are still no results',
    'hello the app says my sample failed',
    'hi i was charged after the free trial and i never wanted the subscription',
    'hello i want all my dna data deleted please',
    'hi my boarding agreement number is [POLICY_NUMBER:K B four two nine one six] and i need to change the dates',
    'hello my account number is [BANK_ACCOUNT_NUMBER:five zero three three eight one four seven] and the payment went out {twice}',
    'hi its [NAME:ezekiel braithwaite] i own a week at sunset shores and the fee has gone up',
    'hello my date of birth is [DATE_OF_BIRTH:the twenty third of august nineteen sixty six] they told me you would need it',
    'hi i was born on [DATE_OF_BIRTH:march the eleventh nineteen fifty eight] so i should be on the over {sixty five} price',
    'hello my plan number is [POLICY_NUMBER:T P seven seven two zero one eight] and i have got a puncture',
    'hi can you ring me back on [PHONE:oh seven seven one two nine four six three oh eight] about the tutor',
    'hello the activation code is [ID_NUMBER:R H four eight two nine K T] and the results page is blank',
    'hi my owner number is [MEMBERSHIP_NUMBER:seven two six six zero one four] and i want to bank my week',
    'hello my email is [EMAIL:soraya dot kilbride at eircom dot net] and the certificate never came',
    'hi we are at [ADDRESS:forty one kiln lane hexham] and the lawn man missed us again',
  ],
  firstNames: [
    'yewande',
    'dermot',
    'soraya',
    'caspar',
    'obadiah',
    'nkechi',
    'seamus',
    'isidore',
    'jocasta',
    'tabitha',
    'ezekiel',
    'rosamund',
    'agnieszka',
    'kwabena',
    'hortense',
    'aurelia',
  ],
  lastNames: [
    'treharne',
    'fairbrother',
    'mulholland',
    'entwistle',
    'haverstock',
    'blenkinsop',
    'dalrymple',
    'pettigrew',
    'skelton',
    'ormerod',
    'braithwaite',
    'throssell',
    'kilbride',
    'appleyard',
    'hebblethwaite',
  ],
  streets: SIXTEENTH_STREETS,
  towns: SIXTEENTH_TOWNS,
  emailDomains: SIXTEENTH_DOMAINS,
  secrets: [
    'buttons',
    'a ford anglia',
    'auntie glenys',
    'the hobbit',
    'marmite',
    'mister hanlon',
    'barmouth',
    'tintagel',
    'ruffles',
    'saint brigids infants',
  ],
  ask: {
    name: [
      'could i start with the name on the booking',
      'and who is the season ticket holder',
      'whose name is the agreement under',
      'can i grab your first name and surname',
      'and who have i got on the line today',
      'which of the owners am i speaking with',
    ],
    account: [
      'and your customer account number please',
      'whats the account number at the top of the invoice',
      'have you got your account number handy its on the welcome letter',
      'can you read out the account number from the app',
      'what account number have you got on the last statement',
      'and which account is this can i have the number',
    ],
    policy: [
      'can i take the boarding agreement number',
      'and the treatment programme number from your leaflet',
      'whats the payment plan number for the season ticket',
      'could you read me the tuition agreement number',
      'and the service plan number for the pool',
      'what is the number on your rent to own agreement',
      'can i have your ownership contract number',
      'whats the tyre protection plan number on your receipt',
      'do you have the will storage certificate number',
      'and the subscription agreement number from your order email',
    ],
    membership: [
      'whats your owner number',
      'whats the number on your club membership card',
      'can you read me the member id from the app',
      'have you got a loyalty card number for me',
    ],
    card: [
      'which card should we take the payment from',
      'read me the card number when you are ready',
      'whats the long number on the card you want to use',
      'which card did you pay the deposit with',
    ],
    dob: [
      'and the date of birth of the account holder',
      'can you tell me your date of birth please',
      'whats the date of birth on the agreement',
      'and what is your childs date of birth',
      'for security can i check your date of birth',
      'and when is your birthday with the year',
    ],
    postcode: [
      'whats the postcode of the property',
      'and the zip code at home',
      'which postcode are you in',
      'and the postcode for the fitting address',
    ],
    address: [
      'whats the address for the fitter',
      'where is the lawn we are treating',
      'what address do we post the will to',
      'and the home address on the account',
      'where should the engineer pick the machine up from',
    ],
    secret: [
      'whats the name of your first teacher',
      'for security what was your nickname as a child',
      'what is your memorable place',
      'and the answer to your security question please',
      'whats the security word you set up with us',
      'who is your favourite author',
    ],
    pin: [
      'and your {four} digit passcode',
      'whats the pin for the app',
      'whats the code in the text we just sent you',
      'whats your telephone security number',
    ],
    phone: [
      'whats the best number for the fitter to call',
      'and a mobile number for text reminders',
      'which number should the tutor ring',
      'what phone number have we got for you',
    ],
    email: [
      'whats the email address for the invoices',
      'where should i email the certificate',
      'which email did you register the kit with',
      'can you confirm your email address for me',
    ],
    reference: [
      'whats your national insurance number',
      'can i have the microchip number from the vaccination card',
      'whats the activation code on the tube',
      'and your social security number',
      'and the nhs number please',
    ],
  },
  answer: {
    name: ['$', 'its $ on the line', 'this is $ you are talking to', 'hiya yes its $ here', 'put it under $', 'im $'],
    account: [
      '$',
      'it is $',
      'my account number is $',
      'okay it says here $',
      'right got it $',
      'ive got the letter here its $',
      'reading it off the app $',
    ],
    policy: [
      '$',
      'it is $',
      'it says here $',
      'the agreement reads $',
      'right got it $',
      'the number on the agreement is $',
      'top of the page says $',
    ],
    membership: ['$', 'it is $', 'my owner number is $', 'okay the card says $'],
    card: ['$', 'it is $', 'the visa please its $', 'put it on this one $'],
    dob: ['$', 'it is $', 'its $', 'oh right its $', 'for me its $', 'yes so thats $'],
    postcode: ['$', 'it is $', 'its $', 'the postcode there is $'],
    address: ['$', 'its $', 'were living at $', 'post it to $', 'it is $'],
    secret: ['$', 'its $', 'i put down $', 'i would have said $'],
    pin: ['$', 'it is $', 'the text says $', 'its $'],
    phone: ['$', 'it is $', 'the best one to use is $', 'give me a ring on $', 'its $'],
    email: ['$', 'it is $', 'its $', 'send anything to $'],
    reference: ['$', 'it is $', 'okay got it its $', 'it says here $'],
  },
  agentOrdinary: [
    'a large dog is {twenty six} pounds a night',
    'cats are {sixteen} pounds a night each',
    'the dogs get {three} walks a day',
    'kennel cough needs doing at least {fourteen} days before the stay',
    'collection is between {four} and {six} in the afternoon',
    'we take {fifty} percent up front as a deposit',
    'the programme is {five} visits a year',
    'keep the dog off the grass for {six} hours',
    'do not mow for {three} days after a treatment',
    'scarifying is {ninety five} pounds for a lawn your size',
    'the yellow should grow out in {two} to {three} weeks',
    'your lawn is about {one hundred and eighty} square metres',
    'the payment plan is {ten} monthly payments',
    'a replacement season card is {ten} pounds',
    'under {twenty one}s pay {two hundred and ninety} pounds',
    'the gates open {ninety} minutes before kick off',
    'you get {nineteen} home league games on the ticket',
    'lessons are {thirty eight} pounds an hour online',
    'we need {twenty four} hours notice to cancel a lesson',
    'a block of {ten} lessons saves you {forty} pounds',
    'we can find a new tutor within {five} working days',
    'the weekly plan is {one hundred and forty} dollars a month',
    'a green pool clean up is {two hundred and twenty five} dollars',
    'the technician will be there between {eight} and {eleven}',
    'keep the chlorine between {one} and {three} parts per million',
    'the heater should manage about {two} degrees an hour',
    'your payment is {seventeen} pounds {fifty} a week',
    'you have {forty one} weeks left on the agreement',
    'if you settle it now you save {thirty} percent',
    'a repair engineer can be there in {three} working days',
    'there is a {five} pound late fee',
    'the maintenance fee this year is {one thousand two hundred and sixty} dollars',
    'the fee went up by {six} percent',
    'booking opens {thirteen} months before',
    'the villa sleeps {six} people',
    'the plan covers {four} tyres for {three} years',
    'the fitter gives you a {two} hour window',
    'please have the wheel nuts checked after {fifty} miles',
    'you had {two} millimetres of tread left on that one',
    'a single will is {one hundred and fifty} pounds',
    'storage is {twenty two} pounds a year',
    'we can release a will within {ten} working days of getting the death certificate',
    'you need {two} witnesses who are not in the will',
    'results take {six} to {eight} weeks from when the lab gets the kit',
    'the subscription is {nineteen} {ninety nine} a month',
    'the free trial is {fourteen} days',
    'deleting everything takes up to {thirty} days',
    'do not eat or drink for {thirty} minutes before you spit',
  ],
  customerOrdinary: [
    'she is {nine} and hates the car',
    'we have {two} dogs and a cat',
    'we are away from the {fourth} to the {eighteenth}',
    'the back lawn is about {twenty} metres long',
    'i have had a season ticket for {thirty one} years',
    'im {seventy three} so i dont like ringing round',
    'my son is in year {ten}',
    'she has her exams in {six} weeks',
    'the pool holds about {fifteen thousand} gallons',
    'the water was only {seventy eight} degrees',
    'i have paid {fifty two} weeks already',
    'it is {nine} pounds more than last year',
    'we bought the week in {nineteen ninety eight}',
    'we have {four} grandchildren now',
    'i waited in from {eight} till {one}',
    'the car has only done {eleven thousand} miles',
    'i paid {twenty nine} pounds for the kit',
    'we have had {two} treatments and nothing has changed',
    'ive been hanging on for {twenty five} minutes',
    'there are {three} of us on the booking',
  ],
  closings: ['thanks $ enjoy the rest of your day', 'cheers $ all sorted', 'that is all done $ bye now', 'lovely speaking to you $'],
  stalls: [
    'hold on its in my emails somewhere',
    'sorry hang on the dog is going mad',
    'just a tick let me turn the radio down',
    'wait let me grab the folder',
    'sorry one sec i need my glasses for this',
  ],
  readbacks: ['so ive got down $', 'just reading that back $', 'okay i have put $', 'let me check i have it right $', 'brilliant thats $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.2,
  shuffle: true,
  stallChance: 0.05,
  spelling: {
    ask: ['can you spell your surname out for me', 'and how is that spelled', 'could i get the spelling of your last name'],
    answer: ['$', 'its $', 'its spelt $', 'you spell it $'],
    spell: (h, word) => sixteenthSpell(h, word, h.random() < 0.5 ? 0 : 0.3),
  },
  addressing: ['lovely one <first>', 'okay thank you <first>', 'thanks very much <full>', 'brill <first>', 'brilliant <full>'],
  corrections: {
    self: [
      '# sorry no scratch that $',
      '# oh no sorry that is wrong its $',
      '# oh hang on thats my wifes its $',
      '# no wait i misread it $',
    ],
    misheard: ['no thats not it its $', 'almost but its $', 'one number is off its $', 'no no its $'],
    chance: 0.05,
  },
  continuing: {
    prompts: ['okay got that', 'yes go on then', 'keep going', 'mm hm'],
    rest: ['$', 'after that its $', 'then it finishes $', 'and then it is $'],
    /** The fifteenth set's words and the "ray" of "x ray". */
    unbroken: [...(FIFTEENTH.continuing?.unbroken ?? []), 'ray', 'stroke'],
    chance: 0.08,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.12) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.22) return `${first} ${h.pick(['louise', 'patrick', 'elizabeth', 'thomas', 'marie'])} ${last}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) =>
        random() < 0.86 ? 1936 + Math.floor(random() * 68) : 2006 + Math.floor(random() * 11),
      );
      return mostlyPlain(
        h,
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} of ${named} ${short}`,
          () => `${ordinal} of ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${short}`,
        ],
        [
          () => `${tenthOnForm(h, day)} ${tenthOnForm(h, month)} ${yearSaid(h, year)}`,
          () => `${tenthOnForm(h, day)} slash ${tenthOnForm(h, month)} slash ${yearSaid(h, year)}`,
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${short}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
          () => `${ordinal} of ${named} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => `${whole} the ${ordinal} of ${named}`,
          () => `${named} ${CARDINALS[day - 1]} ${short}`,
        ],
        0.9,
      );
    },
    account: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 6 + Math.floor(h.random() * 4)),
          () => plainDigits(h, 8),
          () => `${sixteenthLetters(h, 2)} ${plainDigits(h, 6)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 8)),
          () => inHundreds(h, tenthDigitList(h, h.pick([6, 9]), 1)),
          () =>
            inChunks(
              h,
              h.pick([
                [4, 4],
                [2, 3, 3],
              ]),
            ),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => `${sixteenthLetters(h, 2, 0.6)} ${inChunks(h, [3, 3])}`,
        ],
        0.9,
      ),
    policy: (h) =>
      mostlyPlain(
        h,
        [
          () => `${sixteenthLetters(h, 2)} ${plainDigits(h, 5)}`,
          () => `${sixteenthLetters(h, 3)} ${plainDigits(h, 4 + Math.floor(h.random() * 3))}`,
          () => plainDigits(h, 8),
          () => `${sixteenthLetters(h, 1)} ${plainDigits(h, 7)}`,
          () => `${plainDigits(h, 6, 1)} ${sixteenthLetters(h, 2)}`,
        ],
        [
          () => `${sixteenthLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${sixteenthLetters(h, 2)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${sixteenthLetters(h, 3)} dash ${inChunks(h, [4])} dash ${inChunks(h, [2])}`,
          () => `${fourAsOne(h, 2, 0, 2, Math.floor(h.random() * 6))} slash ${plainDigits(h, 5)}`,
          () => `${sixteenthLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${sixteenthLetters(h, 2)} ${plainDigits(h, 4)} stroke ${plainDigits(h, 2)}`,
        ],
        0.9,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 7), () => `${sixteenthLetters(h, 2)} ${plainDigits(h, 5)}`],
        [() => inChunks(h, [3, 4]), () => `${sixteenthLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 6))}`],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [3, 4, 5], 0.4)], 0.6),
    postcode: (h) => sixteenthPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const street = `${pick(SIXTEENTH_STREETS)} ${pick(SIXTEENTH_TOWNS)}`;
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick([
        () => `${pick(CARDINALS)} ${street}`,
        () => `${plainTwo(a, b)} ${street}`,
        () => `flat ${pick(CARDINALS.slice(0, 9))} ${pick(['kingsmead house', 'the old dairy'])} ${street}`,
        () => `${pick(['the paddocks', 'the old vicarage', 'hillcrest'])} ${street}`,
        () => `${tenthThree(h, a, b, c)} ${street}`,
        () => `${fourAsOne(h, a, b, c, d)} ${street}`,
      ])();
      return random() < 0.3 ? `${house} ${sixteenthPostcode(h, true)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => tenthOneByOne(h, withRun(h, 4))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `oh two oh ${plainDigits(h, 8)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `oh seven ${inPairs(h, tenthDigitList(h, 9))}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${inPairs(h, tenthDigitList(h, 4))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(SIXTEENTH_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} dot ${last} at ${domain}`,
        () => `${first} ${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${last} dot ${first} at ${domain}`,
        () => `${first} dot ${sixteenthSpell(h, last, 0)} at ${domain}`,
        () => `${first} at ${last} dot co dot uk`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${sixteenthLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => plainDigits(h, 10, 1),
          () => plainDigits(h, 9, 1),
          () => `nine eight five ${plainDigits(h, 12)}`,
          () => `${sixteenthLetters(h, 2)} ${plainDigits(h, 4)} ${sixteenthLetters(h, 2)}`,
        ],
        [
          () => `${sixteenthLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => inChunks(h, [3, 3, 4], tenthDigitList(h, 10, 1)),
          () => inChunks(h, [3, 2, 4], tenthDigitList(h, 9, 1)),
          () => `nine eight five ${inChunks(h, [3, 3, 3, 3])}`,
          () => `${sixteenthLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 4))} ${sixteenthLetters(h, 2, 0.5)}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the seventeenth set hang on a letter: the radio alphabet now and then, mostly old names and things. */
const SEVENTEENTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'beatrice', 'bucket'],
  C: ['charlie', 'cecil', 'candle'],
  D: ['delta', 'dorothy', 'dolphin'],
  E: ['echo', 'ethel', 'easter'],
  F: ['foxtrot', 'felix', 'feather'],
  G: ['golf', 'gertrude', 'guitar'],
  H: ['hotel', 'hilda', 'hammer'],
  I: ['india', 'ivan'],
  J: ['juliet', 'jasper', 'jigsaw'],
  K: ['kilo', 'kenneth', 'kipper'],
  L: ['lima', 'lionel', 'ladder'],
  M: ['mike', 'mabel', 'muffin'],
  N: ['november', 'neville', 'needle'],
  O: ['oscar', 'olive'],
  P: ['papa', 'percy', 'pickle'],
  Q: ['quebec', 'queenie'],
  R: ['romeo', 'rupert', 'rocket'],
  S: ['sierra', 'sidney', 'saucer'],
  T: ['tango', 'trevor', 'tulip'],
  U: ['uniform', 'ursula'],
  V: ['victor', 'vera'],
  W: ['whiskey', 'winston', 'walrus'],
  X: ['x ray'],
  Y: ['yankee', 'yvonne', 'yogurt'],
  Z: ['zulu', 'zachary'],
};
/** Capitals pinned down "H for hilda", "K as in kipper", "P like percy"; a doubled letter mostly said "double". */
const { letters: seventeenthLetters, spell: seventeenthSpell } = spokenCapitals({
  words: SEVENTEENTH_LETTER_WORDS,
  joiners: ['for', 'as in', 'like', 'for', 'as in', 'for'],
  doubled: 0.7,
});
/** A UK postcode, a ZIP said in pairs when not plain, or a ZIP+4 code. */
const seventeenthPostcode = ukOrUsPostcode({ letters: seventeenthLetters, pinned: 0.4, zip: (h) => inPairs(h, tenthDigitList(h, 5, 1)) });

const SEVENTEENTH_STREETS = ['farriers yard', 'bellfounders lane', 'nightingale rise', 'quayside mews', 'ploughmans way'];
const SEVENTEENTH_TOWNS = ['louth', 'alnwick', 'pitlochry', 'frome', 'enniskillen'];
const SEVENTEENTH_US_STREETS = ['prairie wind lane', 'saddleback drive', 'mesa verde court'];
const SEVENTEENTH_US_TOWNS = ['bozeman', 'ogden', 'moab'];
const SEVENTEENTH_DOMAINS = [
  'lineone dot net',
  'clara dot co dot uk',
  'eclipse dot co dot uk',
  'supanet dot com',
  'tesco dot net',
  'netscape dot net',
  'wanadoo dot co dot uk',
  'gmail dot com',
];
/**
 * How often the seventeenth set's date of birth, account and policy number are said the plain way; with the stalls,
 * values over two turns, corrections and read-backs, about two thirds of them are said plainly.
 */
const SEVENTEENTH_PLAIN = 0.75;

/**
 * The seventeenth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text beyond the files'
 * format): calls to a pawnbroker, a US tax preparation firm, a livery yard and riding stables, a coworking space, a
 * physiotherapy clinic, a motorhome and campervan insurer, a Christmas hamper savings club, a US health savings
 * account administrator, a share dealing platform and a home tech support subscription, about redeeming a ring,
 * extending a loan on a watch, a missed interest payment and items going to auction, a late refund, an IRS letter, a
 * forgotten form and an extension, a lame mare, a doubled hay bill, moving to full livery and riding lessons, a key
 * fob that stopped working, a meeting room charged but not used, a fixed desk, post kept while away and giving notice,
 * sessions after a knee operation, an insurer that stopped authorising, a missed appointment fee and exercises that
 * hurt, an awning torn off, cover in france, a windscreen chip, adding a driver and laying a van up for winter,
 * missed weekly payments, a bigger hamper, delivery dates and taking savings out early, a card declined at the
 * pharmacy, the contribution limit, a late reimbursement and investing, moving an ISA, a missing dividend, a locked
 * account and selling up, a printer, wifi upstairs, a virus and a technician who never came; a date of birth, an
 * account number and a policy number (loan agreement, engagement agreement, livery contract, desk licence agreement,
 * treatment plan, motorhome policy, hamper savings plan, HSA plan id, client agreement or support plan number) asked
 * in every call, seven items a call; those three said plainly about two thirds of the time (mostlyPlain, with stalls,
 * values over two turns, corrections and read-backs kept rare): digits one by one with zero said "zero" or "oh"
 * (plainDigits), "it is …", "my account number is …", bare capital letters before or after the digits ("L W eight
 * eight one", "three three zero eight one five T K"), "june the ninth nineteen seventy three", "the second of june
 * nineteen seventy five", "fourth of march eighty", "ninth june nineteen seventy three"; the rest the harder ways:
 * digits in pairs (inPairs), in hundreds (inHundreds) and in printed groups (inChunks), runs said "double" and
 * "triple" (withRun), letters pinned down with old names and things ("H for hilda", "K as in kipper", "P like
 * percy"), "dash", "stroke" and a year before a slash in plan numbers; birth dates read off a form day-first and
 * US month-first with "slash", as cardinals ("nine six seventy three"), "of the" with the whole year ("the ninth of
 * the sixth nineteen seventy three"), the year digit by digit after the month, all eight digits one by one, the month
 * and a cardinal day, riders born after 2003 among them; callers saying "um" before a value, stalling ("ooh let me
 * think where i put that") and giving it in two pieces; the agent asking the next question straight after a short
 * answer ("thanks and your date of birth", "great and the account number"); names with middle initials and middle
 * names, surnames spelled with bare capitals, "double" and some letters pinned down; card numbers in fours and last
 * fours; UK mobiles and landlines, "plus four four", US numbers with "area code" and "one"; national insurance and
 * social security numbers, horse passport numbers, device serial numbers, insurers' pre-authorisation codes and pawn
 * ticket numbers; IRS identity protection PINs; UK postcodes, ZIP and ZIP+4 codes; addresses with units, cottages,
 * farms and US house numbers, a UK town's with a postcode and a US town's with a ZIP code; e-mail addresses with dots, underscores, initials, years and a family's "the …s";
 * values volunteered in the caller's first words, read back, said wrong and corrected; the agent giving their own
 * name and addressing the caller; and ordinary numbers beside them that must survive (interest a month, loan months
 * and days items are held, redemption prices, filing fees, refund days, weeks for an amended return and days to reply,
 * livery a week, farrier weeks, lesson minutes, bale prices, desk prices, meeting room hours, notice days, opening
 * hours, fob prices, session prices and lengths, hours of notice, sessions approved, exercises a day, appointment
 * times, excesses, days abroad, percentages saved, drivers' ages, weekly hamper prices, payments a year, weeks in
 * december, items in a hamper, contribution limits in dollars, business days, balances and fees, catch-up ages,
 * transfer days, trade prices, ISA allowances, wrong tries, dividends a year, plan prices, visit hours, devices,
 * minutes and seconds, ages said "im sixty eight", pain out of ten, van lengths, nights away, counts and times).
 * Authored and recognised before any change for it.
 */
const SEVENTEENTH: Pools = {
  voices: [
    ['kal', 'awb'],
    ['slt', 'kal16'],
    ['rms', 'slt'],
    ['awb', 'rms'],
    ['kal16', 'awb'],
    ['slt', 'kal'],
    ['rms', 'kal16'],
  ],
  greetings: [
    'goldcrest pawnbrokers good morning [NAME:delroy] speaking',
    'hello goldcrest pawnbrokers what can i do for you',
    'clearledger tax services this is [NAME:oksana] how can i help you today',
    'thanks for calling clearledger tax the client line',
    'hollybrook livery yard [NAME:ceridwen] here',
    'morning hollybrook stables can i help',
    'the loom coworking front desk [NAME:jonas] speaking',
    'stridewell physiotherapy [NAME:roshni] speaking how can i help',
    'roamsure motorhome and campervan insurance you are through to [NAME:struan]',
    'hearthside hampers savings club hello there',
    'cedarpoint hsa member services this is [NAME:tremaine]',
    'tidewater share dealing good afternoon you are speaking with [NAME:mateo]',
    'fixfirst home tech support hi whats the trouble today',
  ],
  reasons: [
    'hi i want to pick my engagement ring back up this week',
    'hello can i extend the loan on my watch for another {six} months',
    'hi i missed the interest payment and i am worried you will sell my necklace',
    'hello i got a letter saying my things are going to auction',
    'hi you filed my taxes in february and the refund still has not come',
    'hello i got a letter from the irs saying i owe {eight hundred} dollars',
    'hi i forgot to give you one of my {ten ninety nine} forms',
    'hello i think i need to file for an extension this year',
    'hi my mare is lame again and i need the vet out',
    'hello the hay bill this month looks like it has been doubled',
    'hi i want to move her from part livery to full livery',
    'hello can my daughter book {three} more riding lessons',
    'hi my key fob stopped opening the front door this morning',
    'hello i was charged for a meeting room i never used',
    'hi i want to go from a hot desk to a fixed desk',
    'hello is my post being kept for me while i am away',
    'hi i need to give notice on my desk',
    'hi i need to book in after my knee operation',
    'hello my insurer says they have not authorised any more sessions',
    'hi i was charged for missing an appointment but i rang to cancel',
    'hello the exercises are making my back worse not better',
    'hi a branch ripped the awning off the side of the van',
    'hello we are taking the camper to france for {five} weeks am i covered',
    'hi there is a chip in the windscreen about the size of a coin',
    'hello i want to add my husband as a driver',
    'hi the van is going into storage over winter can the premium come down',
    'hi i missed {two} weekly payments because i was in hospital',
    'hello can i change my hamper to the bigger one',
    'hi when are the hampers coming out this year',
    'hello i need to take my savings out early',
    'hi my hsa card got declined at the pharmacy',
    'hello how much more can i put in before i hit the limit',
    'hi i sent in a receipt for reimbursement {three} weeks ago and heard nothing',
    'hello i want to start investing some of my balance',
    'hi i want to move my isa over from my bank',
    'hello my dividend from last month has not shown up',
    'hi i am locked out after too many tries',
    'hello i want to sell everything and close the account',
    'hi the printer has stopped talking to the laptop',
    'hello the wifi keeps dropping out upstairs',
    'hi i think the laptop has a virus it keeps popping things up',
    'hello your technician did not turn up yesterday',
    'hi my account number is [BANK_ACCOUNT_NUMBER:four one seven seven zero two six] and i have been charged {twice} for one month',
    'hello my policy number is [POLICY_NUMBER:M H two zero six eight one] and we have had a bump in the van',
    'hi i was born on [DATE_OF_BIRTH:june the ninth nineteen seventy three] and my tax refund never came',
    'hello its [NAME:fergal nethercott] i rent a desk on the {second} floor',
    'hi my date of birth is [DATE_OF_BIRTH:the fourteenth of november sixty eight] and i cannot get into my account',
    'hello my plan number is [POLICY_NUMBER:three three zero eight one five T K] and the printer is broken again',
    'hi can you ring me back on [PHONE:oh seven nine four one two two eight five three oh] about the horse',
    'hello my member number is [MEMBERSHIP_NUMBER:H J five five one zero nine] and i want to change my hamper',
    'hi my email is [EMAIL:clementine dot sowerby at clara dot co dot uk] and the statement never came',
    'hello we are at [ADDRESS:twenty two farriers yard louth] and the technician never came',
    'hi its about my return my social is [ID_NUMBER:five two nine four four one eight six three]',
    'hello my birthday is [DATE_OF_BIRTH:twelve seven eighty five] and my hsa card has stopped working',
  ],
  firstNames: [
    'clementine',
    'ambrose',
    'folasade',
    'imelda',
    'horatio',
    'marigold',
    'ezinne',
    'sunniva',
    'fergal',
    'delphina',
    'crispin',
    'adaeze',
    'lysander',
    'honora',
    'everett',
    'philomena',
  ],
  lastNames: [
    'ashcroft',
    'mcgonigle',
    'wetherall',
    'culshaw',
    'ridgeway',
    'goodbody',
    'lockhart',
    'sowerby',
    'nethercott',
    'oduya',
    'quarmby',
    'fothergill',
    'ellershaw',
    'macready',
    'bottomley',
  ],
  streets: [...SEVENTEENTH_STREETS, ...SEVENTEENTH_US_STREETS],
  towns: [...SEVENTEENTH_TOWNS, ...SEVENTEENTH_US_TOWNS],
  emailDomains: SEVENTEENTH_DOMAINS,
  secrets: [
    'a morris minor',
    'great uncle bertram',
    'the famous five',
    'conwy',
    'mablethorpe',
    'chalky',
    'the railway children',
    'nanna peggy',
    'mister pargeter',
    'hillside infants',
    'humbug',
  ],
  ask: {
    name: [
      'can i grab your full name to start with',
      'and who am i chatting with today',
      'whats the name on the account',
      'first name and surname for me please',
      'sorry i didnt catch your name who is calling',
      'who is the account holder can i take their name',
    ],
    account: [
      'can i grab your account number',
      'whats the account number please',
      'and your account number its at the top of any statement',
      'great and the account number',
      'okay whats your customer account number',
      'do you have the account number there',
      'thanks and the account number next',
    ],
    policy: [
      'whats the loan agreement number on your pawn ticket',
      'and the engagement agreement number on your organiser',
      'can i take the livery contract number',
      'whats the licence agreement number for your desk',
      'and the treatment plan number on your booking email',
      'can i grab your motorhome policy number',
      'whats the savings plan number in the front of your book',
      'and the plan id from your hsa welcome letter',
      'whats the client agreement number for the isa',
      'can i grab the support plan number off the sticker on the router',
    ],
    membership: [
      'and your club member number',
      'and the member id printed on your door fob',
      'whats the member number on your savings card',
      'can you read me the number off your members card',
    ],
    card: [
      'okay go ahead with the card number when youre ready',
      'which card is it going on can i have the number',
      'can you read me the card the payment came off',
      'and the long number across the front of the card',
    ],
    dob: [
      'can i grab your date of birth',
      'thanks and your date of birth',
      'okay and when were you born',
      'whats the date of birth for the rider',
      'just to check its you whats your birthday with the year',
      'and the date of birth on the tax return',
      'right whats your date of birth then',
    ],
    postcode: [
      'can i grab your postcode',
      'whats the postcode where the van is kept',
      'and whats the zip code there',
      'what postcode is the hamper going to',
    ],
    address: [
      'whats the address the hamper is going to',
      'and your home address for the return',
      'where is the motorhome kept overnight',
      'whats the first line of your address and the town',
      'and where should the technician come to',
    ],
    secret: [
      'whats the answer to your memorable question',
      'for security whats your favourite film',
      'what was the name of your first pony',
      'which road did you live on as a child',
      'and your memorable name please',
    ],
    pin: [
      'and the {six} digit identity protection pin from the irs',
      'whats your {four} digit security code',
      'can you tell me the pin you set up online',
      'whats the passcode you picked when you joined',
    ],
    phone: [
      'whats a good mobile for text updates',
      'can i grab a number in case we get cut off',
      'and a daytime phone number please',
      'which number should the technician ring',
    ],
    email: [
      'whats your email so i can send the confirmation',
      'and the email on the account',
      'can i grab an email address for the receipt',
      'where would you like the statement emailed',
    ],
    reference: [
      'can i take your national insurance number for the isa',
      'i will need your social security number for the return',
      'whats the horses passport number',
      'whats the serial number on the bottom of the device',
      'and the pre authorisation code your insurer gave you',
      'whats the ticket number on the pawn receipt',
    ],
  },
  answer: {
    name: ['$', 'its $', 'yeah its $', 'um its $', 'its $ calling', 'sure its $ speaking'],
    account: ['$', 'it is $', 'my account number is $', 'um $', 'yep thats $', 'okay here goes $', 'okay its um $'],
    policy: [
      '$',
      'it is $',
      'um its $',
      'the number printed on it is $',
      'ive got it in front of me $',
      'plan number $',
      'okay so it reads $',
    ],
    membership: ['$', 'its $', 'my member number is $', 'um $'],
    card: ['$', 'it is $', 'okay its $', 'ready $'],
    dob: ['$', 'it is $', 'its $', 'um $', 'yeah $', 'i was born $', 'thats $'],
    postcode: ['$', 'its $', 'it is $', 'um its $'],
    address: ['$', 'its $', 'thats $ at the moment', 'its going to $'],
    secret: ['$', 'its $', 'um $', 'probably $'],
    pin: ['$', 'it is $', 'its $', 'um $'],
    phone: ['$', 'its $', 'my mobile is $', 'best on my mobile $'],
    email: ['$', 'its $', 'it is $', 'my email is $'],
    reference: ['$', 'it is $', 'its $', 'um its $', 'ive got it written down $'],
  },
  agentOrdinary: [
    'the interest is {four} percent a month on the loan',
    'the loan runs for {six} months',
    'you can redeem it any day between {nine} and {five}',
    'we hold items for {fourteen} days after the loan ends',
    'to redeem the ring today it is {three hundred and forty} pounds',
    'the standard filing fee is {one hundred and eighty nine} dollars',
    'refunds usually come within {twenty one} days of acceptance',
    'the extension gives you until october the {fifteenth}',
    'an amended return takes {eight} to {twelve} weeks',
    'you have {thirty} days to reply to that notice',
    'full livery is {one hundred and sixty} pounds a week',
    'the farrier comes every {six} weeks',
    'a private lesson is {forty five} minutes',
    'each bale of hay is {seven} pounds {fifty}',
    'the vet can be out by {two} this afternoon',
    'a fixed desk is {two hundred and seventy five} pounds a month',
    'you get {eight} hours of meeting room time a month',
    'we need {thirty} days notice to end the licence',
    'the building is open from {seven} till {ten}',
    'a new fob is {fifteen} pounds',
    'a follow up session is {sixty two} pounds',
    'the first appointment lasts {forty five} minutes',
    'we charge the full fee if you cancel with less than {twenty four} hours notice',
    'your insurer has approved {six} sessions',
    'do the stretches {three} times a day',
    'we can see you thursday at {four fifteen}',
    'your excess is {two hundred and fifty} pounds',
    'european cover is up to {ninety} days a year',
    'the windscreen excess is {seventy five} pounds',
    'laid up cover saves about {twenty} percent',
    'a driver over {twenty five} is usually no extra',
    'the family hamper is {six} pounds a week',
    'there are {forty five} weekly payments in the year',
    'hampers go out in the first {two} weeks of december',
    'the bigger hamper has {sixty two} items in it',
    'you can switch up to {three} times before october',
    'the family limit this year is {eight thousand three hundred} dollars',
    'reimbursements go out within {five} business days',
    'you need {one thousand} dollars in cash before you can invest',
    'there is a {three} dollar monthly fee under that balance',
    'catch up contributions start at {fifty five}',
    'a transfer takes about {fifteen} working days',
    'each trade costs {nine} pounds {ninety nine}',
    'the isa allowance is {twenty thousand} pounds a year',
    'the account locks after {five} wrong tries',
    'that fund pays out {four} times a year',
    'the support plan is {twelve} pounds a month',
    'a home visit is a {two} hour slot',
    'the plan covers up to {ten} devices',
    'the router should come back in about {three} minutes',
    'hold the button down for {thirty} seconds',
  ],
  customerOrdinary: [
    'the ring was my grandmothers its about {sixty} years old',
    'i have been coming to you for {twelve} years',
    'im {sixty eight} and i have never had a letter like it',
    'there are {three} kids on the return',
    'the mare is {nineteen} now',
    'we have {two} horses with you',
    'i only used the room for {twenty} minutes',
    'there are {four} of us in the office',
    'i had the operation {six} weeks ago',
    'it hurts about {seven} out of {ten}',
    'the van is {seven} metres long',
    'we are away for {thirty five} nights',
    'i put {ten} pounds in every friday',
    'we are {eight} for christmas dinner',
    'the prescription was {forty two} dollars',
    'i put in {two hundred} a month',
    'i have held those shares for {nine} years',
    'i tried the password {four} times',
    'the laptop is only {two} years old',
    'i stayed in from {nine} in the morning',
    'i have been on hold for {eighteen} minutes',
    'that is {twice} now it has happened',
  ],
  closings: ['cheers $ take care now', 'thanks so much $ bye bye', 'right you are all sorted $', 'okay $ have a good afternoon'],
  stalls: [
    'ooh let me think where i put that',
    'sorry the paperwork is upstairs give me a moment',
    'um sorry the kettle is going one sec',
    'right where is that letter um',
    'can you hold on while i log in',
  ],
  readbacks: ['right so thats $', 'okay i have typed in $', 'let me say that back $', 'so for my notes $', 'got it $ yeah'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.2,
  shuffle: true,
  stallChance: 0.06,
  spelling: {
    ask: [
      'is that spelt how it sounds can you spell it for me',
      'spell the surname out for me would you',
      'how would i write the surname letter by letter',
    ],
    answer: ['$', 'its $', 'um yeah its $', 'um $'],
    spell: (h, word) => seventeenthSpell(h, word, h.random() < 0.5 ? 0 : 0.3),
  },
  addressing: [
    'cheers for bearing with me <first>',
    'okey doke <first>',
    'okay thanks <full>',
    'thats lovely <first>',
    'perfect thanks <full>',
  ],
  corrections: {
    self: ['# ah no sorry its $', '# wait thats the wrong line its $', '# no hold on i mean $', '# sorry my mistake $'],
    misheard: ['nearly there its $', 'no no no its $', 'no that bit is wrong its $', 'ah no its $'],
    chance: 0.05,
  },
  continuing: {
    prompts: ['uh huh got that', 'yep got that bit', 'yep carry on', 'yep and the rest of it'],
    rest: ['$', 'then the rest is $', 'and the end bit is $', 'um then its $'],
    /** The sixteenth set's words. */
    unbroken: SIXTEENTH.continuing?.unbroken ?? [],
    chance: 0.08,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.2) return `${first} ${h.pick(['rose', 'james', 'anne', 'edward', 'grace'])} ${last}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) =>
        random() < 0.88 ? 1938 + Math.floor(random() * 66) : 2004 + Math.floor(random() * 12),
      );
      return mostlyPlain(
        h,
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} of ${named} ${short}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${short}`,
          () => `${ordinal} of ${named} ${whole}`,
        ],
        [
          () => `${tenthOnForm(h, day)} ${tenthOnForm(h, month)} ${yearSaid(h, year)}`,
          () => `${tenthOnForm(h, month)} slash ${tenthOnForm(h, day)} slash ${yearSaid(h, year)}`,
          () => `${CARDINALS[day - 1]} ${CARDINALS[month - 1]} ${short}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${whole}`,
          () => `${named} ${ordinal} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => tenthOneByOne(h, [Math.floor(day / 10), day % 10, Math.floor(month / 10), month % 10, a, b, c, d]),
          () => `${named} ${CARDINALS[day - 1]} ${whole}`,
        ],
        SEVENTEENTH_PLAIN,
      );
    },
    account: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 6 + Math.floor(h.random() * 4)),
          () => plainDigits(h, 8),
          () => `${seventeenthLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${seventeenthLetters(h, 3)} ${plainDigits(h, 5)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 8)),
          () => inHundreds(h, tenthDigitList(h, h.pick([6, 9]), 1)),
          () =>
            inChunks(
              h,
              h.pick([
                [4, 4],
                [3, 3, 2],
              ]),
            ),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => `${seventeenthLetters(h, 2, 0.6)} ${inChunks(h, [3, 3])}`,
          () => `${plainDigits(h, 4)} dash ${plainDigits(h, 4)}`,
        ],
        SEVENTEENTH_PLAIN,
      ),
    policy: (h) =>
      mostlyPlain(
        h,
        [
          () => `${seventeenthLetters(h, 2)} ${plainDigits(h, 3 + Math.floor(h.random() * 4))}`,
          () => plainDigits(h, 8),
          () => `${seventeenthLetters(h, 1)} ${plainDigits(h, 7)}`,
          () => `${plainDigits(h, 6, 1)} ${seventeenthLetters(h, 2)}`,
          () => `${seventeenthLetters(h, 3)} ${plainDigits(h, 5)}`,
        ],
        [
          () => `${seventeenthLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${seventeenthLetters(h, 2)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${seventeenthLetters(h, 3)} dash ${inChunks(h, [3, 3])}`,
          () => `${fourAsOne(h, 2, 0, 2, Math.floor(h.random() * 6))} slash ${plainDigits(h, 4)}`,
          () => `${seventeenthLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${plainDigits(h, 3)} stroke ${plainDigits(h, 3)} stroke ${seventeenthLetters(h, 1, 0.5)}`,
        ],
        SEVENTEENTH_PLAIN,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 7), () => `${seventeenthLetters(h, 2)} ${plainDigits(h, 5)}`],
        [
          () => inChunks(h, [3, 4]),
          () => `${seventeenthLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => inPairs(h, tenthDigitList(h, 6)),
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [3, 4, 5], 0.4)], 0.6),
    postcode: (h) => seventeenthPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.65 ? 'uk' : 'us';
      const street =
        where === 'uk'
          ? `${pick(SEVENTEENTH_STREETS)} ${pick(SEVENTEENTH_TOWNS)}`
          : `${pick(SEVENTEENTH_US_STREETS)} ${pick(SEVENTEENTH_US_TOWNS)}`;
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${street}`,
              () => `${plainTwo(a, b)} ${street}`,
              () => `unit ${pick(CARDINALS.slice(0, 12))} ${pick(['the old ropeworks', 'canal wharf buildings'])} ${street}`,
              () => `${pick(['rosehip cottage', 'the coach house', 'windrush farm', 'lower barn'])} ${street}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${street}`,
              () => `${fourAsOne(h, a, b, c, d)} ${street}`,
              () => `${plainTwo(a, b)} ${street}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${seventeenthPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => tenthOneByOne(h, withRun(h, 4)), () => inHundreds(h, tenthDigitList(h, 6, 1))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
          () => `one ${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `oh seven ${plainDigits(h, 3)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `oh one ${plainDigits(h, 3)} ${inPairs(h, tenthDigitList(h, 6))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(SEVENTEENTH_DOMAINS);
      const year = 1950 + Math.floor(h.random() * 50);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} underscore ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} ${last} at ${domain}`,
        () => `${last} ${first[0]!.toUpperCase()} at ${domain}`,
        () => `${first} dot ${last} ${plainYear(h, year)} at ${domain}`,
        () => `the ${last}s at ${domain}`,
        () => `${first} at ${seventeenthSpell(h, last, 0)} dot co dot uk`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${seventeenthLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => plainDigits(h, 9, 1),
          () => `${seventeenthLetters(h, 3)} ${plainDigits(h, 7)}`,
          () => `eight two six ${plainDigits(h, 12)}`,
          () => `${seventeenthLetters(h, 2)} ${plainDigits(h, 8)}`,
          () => plainDigits(h, 6, 1),
        ],
        [
          () => `${seventeenthLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => inChunks(h, [3, 2, 4], tenthDigitList(h, 9, 1)),
          () => `${seventeenthLetters(h, 3, 0.4)} ${tenthOneByOne(h, withRun(h, 7))}`,
          () => `eight two six ${inChunks(h, [3, 3, 3, 3])}`,
          () => inHundreds(h, tenthDigitList(h, 6, 1)),
        ],
        0.6,
      ),
  },
};

/** Words callers of the eighteenth set hang on a letter: the radio alphabet now and then, mostly towns and food. */
const EIGHTEENTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bristol', 'banana'],
  C: ['charlie', 'cambridge', 'cabbage'],
  D: ['delta', 'derby', 'doughnut'],
  E: ['echo', 'exeter', 'eagle'],
  F: ['foxtrot', 'falkirk', 'fork'],
  G: ['golf', 'grimsby', 'gravy'],
  H: ['hotel', 'hastings', 'hedgehog'],
  I: ['india', 'ipswich'],
  J: ['juliet', 'jelly'],
  K: ['kilo', 'kettering', 'kettle'],
  L: ['lima', 'lincoln', 'lettuce'],
  M: ['mike', 'manchester', 'marmalade'],
  N: ['november', 'newport', 'noodle'],
  O: ['oscar', 'oxford'],
  P: ['papa', 'preston', 'parsnip'],
  Q: ['quebec', 'quiche'],
  R: ['romeo', 'rochdale', 'radish'],
  S: ['sierra', 'swindon', 'sausage'],
  T: ['tango', 'torquay', 'teapot'],
  U: ['uniform', 'ulster'],
  V: ['victor', 'venice'],
  W: ['whiskey', 'wigan', 'walnut'],
  X: ['x ray'],
  Y: ['yankee', 'yarmouth', 'yoghurt'],
  Z: ['zulu', 'zanzibar'],
};
/** Capitals pinned down "B for bristol", "R as in radish", "T like torquay"; a doubled letter mostly said "double". */
const { letters: eighteenthLetters, spell: eighteenthSpell } = spokenCapitals({
  words: EIGHTEENTH_LETTER_WORDS,
  joiners: ['for', 'as in', 'like', 'as in', 'for', 'as in'],
  doubled: 0.65,
});
/** A UK postcode, a ZIP in printed groups when not plain, or a ZIP+4 code. */
const eighteenthPostcode = ukOrUsPostcode({ letters: eighteenthLetters, pinned: 0.4, zip: zipInGroups });

const EIGHTEENTH_STREETS = ['larkhill terrace', 'saltings way', 'chandlers reach', 'sheepfold lane', 'cooperage yard', 'drovers road'];
const EIGHTEENTH_TOWNS = ['kirkcudbright', 'ledbury', 'ilfracombe', 'portrush', 'wigtown', 'hawes', 'moffat'];
const EIGHTEENTH_US_STREETS = ['silver spur road', 'sagebrush trail', 'lantern hill drive'];
const EIGHTEENTH_US_TOWNS = ['durango', 'lafayette', 'missoula', 'laramie'];
const EIGHTEENTH_DOMAINS = [
  'orange dot net',
  'btopenworld dot com',
  'zen dot co dot uk',
  'proton dot me',
  'optonline dot net',
  'gmail dot com',
  'outlook dot com',
  'icloud dot com',
];
/**
 * How often the eighteenth set's date of birth, account and policy number are said the plain way; with the stalls,
 * values over two turns, corrections and read-backs, about two thirds of them are said plainly.
 */
const EIGHTEENTH_PLAIN = 0.9;

/**
 * The eighteenth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text beyond the files'
 * format): calls to a children's swim school, a septic tank and drainage firm, a chimney sweep and stove servicing
 * firm, a tool and plant hire depot, a US car wash club, a US cord blood bank, a laundry and dry cleaning collection
 * service, a kitchen design and fitting company, a water softener rental firm and a US vehicle service contract
 * (extended car warranty) provider, about a child moved up a stage, lessons missed with chicken pox, a term's fees
 * going up, a lost badge certificate and a saturday class, a tank overflowing into the garden, a tanker that never
 * came, a smell from the drains and a second emptying charged, a lost sweep certificate for the insurer, a nest in the
 * chimney, a cracked stove glass, soot on the carpet and a booking before winter, keeping a mini digger longer, a
 * damage charge on a carpet cleaner, a deposit not returned, a scaffold tower not delivered and a breaker taken back
 * early, a wash club that charged after it was cancelled, a second car, a windscreen tag the gate will not read and a
 * mirror knocked off in the tunnel, a storage fee the family thought was paid, moving state, releasing a sample to a
 * hospital and a prepaid plan, shirts missing from a bag, a shrunk suit, a missed collection and a second bag a week, a
 * fitter who did not come, a cracked worktop, door fronts in the wrong colour and the balance due, salt that never
 * came, a softener beeping at night, a leak under the sink and moving house, a gearbox claim turned down, a repair shop
 * waiting for an authorization, cancelling after selling the car and a rental car while the car is in the shop; a date
 * of birth, an account number and a policy number (enrolment agreement, service contract, sweep plan, hire agreement,
 * wash club plan, storage agreement, laundry plan, installation contract, rental agreement or vehicle service contract
 * number) asked in every call, seven items a call; those three said plainly about two thirds of the time (mostlyPlain,
 * with stalls, values over two turns, corrections and read-backs kept rare): digits one by one with zero said "zero" or
 * "oh" (plainDigits), "it is …", "my account number is …", "the agreement number on it is …", bare capital letters
 * before or after the digits ("K R four four zero one six", "six one three zero five five S W"), "march the fourth
 * nineteen eighty", "the second of june nineteen seventy five", "fourth of march eighty", "march fourth eighty"; the
 * rest the harder ways: digits in pairs (inPairs), in hundreds (inHundreds) and in printed groups (inChunks), runs said
 * "double" and "triple" (withRun), letters pinned down with towns and food ("B for bristol", "R as in radish", "T like
 * torquay"), "hyphen", "stroke" and a year before a slash in contract numbers; birth dates read off a form day-first
 * and US month-first, with "dash" between the parts, the year said first ("nineteen eighty the fourth of march"), "in"
 * before the year, the month and a cardinal day with a short year ("march four eighty"), "of the" with a month's
 * ordinal, the year digit by digit after the month and all eight digits one by one; callers stalling ("hold on its in
 * my other bag") and giving a value in two pieces; the agent asking the next question straight after a short answer
 * ("lovely and the account number please"); names with middle initials and middle names and now and then a
 * double-barrelled surname, surnames spelled with bare capitals, "double" and some letters pinned down; card numbers in
 * fours and last fours; UK mobiles, landlines and London numbers, "plus four four", US numbers with "area code";
 * driving licence, national insurance and social security numbers, the end of a car's VIN, repair authorization
 * numbers, collection kit barcodes and laundry ticket numbers; UK postcodes, ZIP and ZIP+4 codes; addresses with flats,
 * house names, farms and US apartments, a UK town's with a postcode and a US town's with a ZIP code; e-mail addresses
 * with dots, hyphens, initials and numbers; values volunteered in the caller's first words, read back, said wrong and
 * corrected; the agent giving their own name and addressing the caller; and ordinary numbers beside them that must
 * survive (lesson minutes, weeks in a term, term fees, make-up lessons, starting ages, emptying prices, hours to a
 * call-out, months between emptyings, sweep times, certificate months, glass prices, weeks booked up, hire prices a
 * day, deposits, working days, delivery hours, wash club prices a month, days' notice, hours to report damage, storage
 * fees, freezer degrees, business days, percentages saved, prices per shirt, collection times, bag plan prices, fitting
 * days, guarantee years, weeks for a door, salt weeks and kilos, rental a month, service months, deductibles, miles
 * covered, rental cover a day, cancellation fees, children's ages, tank litres, years in the house, nights the stove is
 * lit, items in a bag, prices paid, days without a sink, people in the house, miles on the car, quotes, ages said "im
 * seventy one", calls made, hours waited and minutes on hold).
 * Authored and recognised before any change for it.
 */
const EIGHTEENTH: Pools = {
  voices: [
    ['awb', 'slt'],
    ['kal16', 'rms'],
    ['slt', 'awb'],
    ['rms', 'kal'],
    ['kal', 'slt'],
    ['awb', 'kal16'],
    ['kal16', 'slt'],
  ],
  greetings: [
    'splashdown swim school good morning [NAME:marnie] speaking',
    'hello splashdown swim school bookings desk',
    'clearflow septic and drainage you are through to [NAME:hamish]',
    'good afternoon clearflow drainage services',
    'sootaway chimney sweeps [NAME:bryony] here how can i help',
    'handyhire tool and plant hire morning what can i do you for',
    'glidewash express car wash member support this is [NAME:deshawn] how can i help',
    'lifevault cord blood registry family services my name is [NAME:alicia]',
    'pressdrop laundry and dry cleaning hi its [NAME:tomasz]',
    'hearthstone kitchens aftercare good afternoon',
    'softflow water softeners [NAME:gwyneth] speaking',
    'milestone auto protection claims department this is [NAME:darius] how may i help you',
    'hello milestone auto protection customer service',
  ],
  reasons: [
    'hi my son has been moved up to stage {five} but hes still in the old class',
    'hello my daughter missed {three} lessons with chicken pox can she make them up',
    'hi the fees went up this term and nobody told us',
    'hello can i book my little one into the saturday class',
    'hi she passed her {twenty five} metres but the certificate never came',
    'hi the septic tank is overflowing into the garden',
    'hello your tanker was meant to come and empty us on monday',
    'hi there is a horrible smell coming up the drain by the back door',
    'hello i have been charged for {two} emptyings this year and you only came once',
    'hi my insurer wants a sweep certificate and i have lost mine',
    'hello i think a bird has built a nest in the chimney',
    'hi the glass on the log burner door has cracked',
    'hello your sweep left soot all over the front room carpet',
    'hi can i get booked in before the {first} of october',
    'hi i need the mini digger for another {three} days',
    'hello you charged me for damage on the carpet cleaner and it went back fine',
    'hi my deposit still has not come back',
    'hello the scaffold tower was meant to come this morning',
    'hi can i bring the breaker back early and get some money back',
    'hi i cancelled my wash club and you still took the money',
    'hello i want to put my wifes car on my plan as well',
    'hi the gate wont read the sticker on my windshield anymore',
    'hello your wash knocked the mirror off my truck',
    'hi i got a bill for the yearly storage fee and i thought we paid up front',
    'hello we are moving to another state does the sample stay where it is',
    'hi our doctor wants the sample released to the childrens hospital',
    'hello i want to switch to the {eighteen} year prepaid plan',
    'hi {two} of my shirts did not come back in the last bag',
    'hello my wool suit has shrunk since you cleaned it',
    'hi the driver never picked the bag up on tuesday',
    'hello can i go from {one} bag a week to {two}',
    'hi the fitter did not turn up this morning',
    'hello the worktop has cracked right next to the sink',
    'hi the door fronts are the wrong colour they look grey not sage',
    'hello i want to know when the rest of the kitchen money is due',
    'hi the salt delivery has not come this month',
    'hello the softener keeps beeping in the middle of the night',
    'hi there is water coming out under the sink where the softener is',
    'hello we are moving house what happens to the rental',
    'hi my transmission went and the shop says you turned the claim down',
    'hello the repair shop needs an authorization from you before they start',
    'hi i sold the car and want to cancel and get a refund',
    'hello does my contract pay for a rental while my car is in the shop',
    'hi my account number is [BANK_ACCOUNT_NUMBER:five two zero nine one one four] and the salt never came',
    'hello its about contract [POLICY_NUMBER:K R four four zero one six] the fitter has not been back',
    'hi my date of birth is [DATE_OF_BIRTH:the eleventh of august nineteen sixty two] and i cant log in to the app',
    'hello my name is [NAME:peregrine ackroyd] i hired a cement mixer last week',
    'hi i was born on [DATE_OF_BIRTH:september the third nineteen ninety one] and i need my sweep certificate',
    'hello my plan number is [POLICY_NUMBER:seven one three zero five five two eight] and the car wash took money twice',
    'hi its [NAME:georgiana tattersall] my son is in the tuesday swimming class',
    'hello you can get me on [PHONE:oh seven seven one three four zero two nine eight six] its about the septic tank',
    'hi i live at [ADDRESS:eleven larkhill terrace ledbury] and the drains are blocked again',
    'hello my email is [EMAIL:saffron dot heseltine at orange dot net] and the invoice never arrived',
    'hi the rental agreement is [POLICY_NUMBER:S W two eight eight six one] and the softener is leaking',
    'hello my customer number is [BANK_ACCOUNT_NUMBER:three six zero four eight one five two] and a shirt has gone missing',
  ],
  firstNames: [
    'chiamaka',
    'peregrine',
    'georgiana',
    'saffron',
    'hermione',
    'temperance',
    'magnus',
    'cosmo',
    'hephzibah',
    'benedikt',
    'zuzanna',
    'tiberius',
    'ignacio',
    'godfrey',
    'elspeth',
    'laurentiu',
  ],
  lastNames: [
    'hollingsworth',
    'cartwright',
    'ollerenshaw',
    'mcandrew',
    'gallacher',
    'ackroyd',
    'ransome',
    'tattersall',
    'pilkington',
    'heseltine',
    'birtwistle',
    'sidebottom',
    'mcquillan',
    'dewhurst',
    'lofthouse',
    'cattermole',
  ],
  streets: [...EIGHTEENTH_STREETS, ...EIGHTEENTH_US_STREETS],
  towns: [...EIGHTEENTH_TOWNS, ...EIGHTEENTH_US_TOWNS],
  emailDomains: EIGHTEENTH_DOMAINS,
  secrets: [
    'a hillman imp',
    'bagpuss',
    'the secret garden',
    'grandad alfie',
    'a raleigh chopper',
    'mrs pennyfeather',
    'the magic roundabout',
    'whitley bay',
    'flopsy',
    'auntie dilys',
    'saint bedes juniors',
  ],
  ask: {
    name: [
      'first off can i take your name',
      'whos calling today please',
      'whats the name the account is under',
      'could i take your first name and your last name',
      'whos on the line please',
      'sorry who am i talking to',
    ],
    account: [
      'whats the account number on your last invoice',
      'is your account number to hand at all',
      'lovely and the account number please',
      'have you got an account number on you',
      'which account number is this for',
      'and can you read me the account number off the email',
      'the account number next please',
    ],
    policy: [
      'whats the enrolment agreement number on the swim school letter',
      'can you read me the service contract number off your last emptying report',
      'whats the sweep plan number on your certificate',
      'have you got the hire agreement number from the delivery note',
      'whats the wash club plan number in the app',
      'and the storage agreement number for your babys sample',
      'whats your laundry plan number its on the bag tag',
      'can i take the installation contract number from your paperwork',
      'whats the rental agreement number on the sticker on the softener',
      'and your vehicle service contract number',
      'and the contract number while i have you',
    ],
    membership: [
      'whats the swimmer id on your childs record card',
      'and the number on the wash club sticker',
      'do you have a loyalty card number with us',
      'whats your trade card number',
    ],
    card: [
      'which card would you like the refund to go back on',
      'read me the long card number when youre ready',
      'whats the card you pay the monthly fee with',
      'and the number across the front of your debit card',
    ],
    dob: [
      'could you just confirm your birth date',
      'and whats your date of birth',
      'and the account holders date of birth please',
      'which date of birth did you put on the agreement',
      'what birthday have we got on file for you',
      'lovely and your birth date please',
      'and for security your date of birth',
      'and then your date of birth',
    ],
    postcode: [
      'and whats the postcode there',
      'what postcode are we delivering to',
      'and the zip for that',
      'and the postcode at the house',
    ],
    address: [
      'whats the address of the property',
      'where is the car kept normally',
      'what address should we send the engineer to',
      'and where are we collecting from',
      'whats the full address for the delivery of the hire',
    ],
    secret: [
      'what did you pick as your security word',
      'whats the answer to your first school question',
      'what did your family call you as a child',
      'which teacher did you name for your security question',
      'what was your very first car',
    ],
    pin: [
      'whats the passcode on the account',
      'and the pin you chose for the phone line',
      'can you give me your telephone pin',
      'what security number did you set up with us',
    ],
    phone: [
      'whats the best number to get you on',
      'can i take a number for the engineer to ring ahead',
      'which phone number should i put on the job',
      'and a number i can reach you on this afternoon',
    ],
    email: [
      'whats your email address so i can send the paperwork',
      'where shall i email the invoice',
      'can i check the email we have for you',
      'whats the best email for the booking confirmation',
    ],
    reference: [
      'and your driving licence number we need it for the hire',
      'whats the vin on the car the last eight is fine',
      'i need your social security number for the tax form',
      'can i take your national insurance number',
      'whats the authorization number the shop gave you',
      'whats the number under the barcode on the collection kit',
      'whats the ticket number on your laundry receipt',
    ],
  },
  answer: {
    name: ['$', 'the name is $ yeah', 'its under $', 'hiya its $ here', 'youve got $ on the line'],
    account: [
      '$',
      'it is $',
      'my account number is $',
      'ok here it comes $',
      'yeah ive got it here $',
      'the account number reads $',
      'thatll be $',
      'er it says $',
    ],
    policy: [
      '$',
      'it is $',
      'right the contract number is $',
      'the agreement number on it is $',
      'it says $ on the letter',
      'got it here somewhere yes $',
      'yeah that one is $',
    ],
    membership: ['$', 'it is $', 'the card has $ on it', 'hang on a sec its $'],
    card: ['$', 'it is $', 'ok here it comes $', 'the number ive got is $', 'ok so $'],
    dob: ['$', 'it is $', 'its on my licence as $', 'my birthdays $', 'thatll be $', 'ah right $', 'the date is $'],
    postcode: ['$', 'it is $', 'postcode for there is $', 'ah right $', 'that is going to be $'],
    address: ['$', 'it is $', 'were over at $', 'thatll be $', 'im living at $'],
    secret: ['$', 'i would have put $', 'ah right $', 'that one was $', 'i said $ i think'],
    pin: ['$', 'it is $', 'pretty sure its $', 'the pin is $ i believe'],
    phone: ['$', 'it is $', 'my phone number is $', 'mobiles best $', 'try my work line $'],
    email: ['$', 'it is $', 'email wise its $', 'best use $'],
    reference: ['$', 'it is $', 'right it says $', 'the number ive got is $', 'i have it as $'],
  },
  agentOrdinary: [
    'lessons are {thirty} minutes long',
    'the term is {eleven} weeks',
    'a term costs {ninety nine} pounds',
    'you are allowed {two} make up lessons a term',
    'children can start with us from {three} years old',
    'a standard empty is {two hundred and twenty} pounds',
    'the tanker can be with you within {forty eight} hours',
    'most tanks want emptying every {twelve} months',
    'the contract covers {one} emergency call out a year',
    'a sweep takes about {one} hour',
    'the certificate is good for {twelve} months',
    'a new glass is {sixty five} pounds fitted',
    'we are booked up for the next {three} weeks',
    'we say sweep {twice} a year if you burn wood',
    'the digger is {one hundred and forty} pounds a day',
    'the deposit on that is {two hundred and fifty} pounds',
    'deposits go back within {five} working days',
    'we deliver between {seven} and {ten} in the morning',
    'the unlimited plan is {twenty nine} dollars {ninety nine} a month',
    'a second car is {fifteen} dollars a month',
    'you need to cancel {three} days before the billing date',
    'damage has to be reported within {twenty four} hours',
    'the yearly storage fee is {one hundred and seventy five} dollars',
    'the samples are kept at minus {one hundred and ninety} degrees',
    'a release takes about {ten} business days',
    'the prepaid plan saves about {thirty} percent',
    'a shirt is {two} pounds {fifty} to launder',
    'collections are between {six} and {nine} in the evening',
    'we pay up to {ten} times the cleaning price for a lost item',
    'the weekly bag plan is {twenty two} pounds',
    'the fitting takes about {five} days',
    'the worktop is guaranteed for {ten} years',
    'the balance is due {seven} days before fitting',
    'a new door front takes {three} weeks to come in',
    'salt goes out every {eight} weeks',
    'each bag is {twenty five} kilos',
    'the rental is {nineteen} pounds a month',
    'the engineer services it every {eighteen} months',
    'it regenerates at {two} in the morning',
    'your deductible is {one hundred} dollars a visit',
    'the contract covers you up to {one hundred thousand} miles',
    'rental cover is {forty} dollars a day for up to {five} days',
    'if you cancel there is a {fifty} dollar fee',
    'an adjuster will ring the shop within {two} business days',
  ],
  customerOrdinary: [
    'she is only {six} so she gets nervous',
    'we have {three} kids doing lessons',
    'the tank holds about {four thousand} litres',
    'we have lived here {twenty} years and never had this',
    'we light the burner about {five} nights a week',
    'i only had the digger for {two} days',
    'i put the car through {three} times last week',
    'my daughter is {nine} now',
    'i sent {fourteen} things in that bag',
    'the suit cost me {three hundred} pounds',
    'the kitchen cost nearly {twelve thousand} pounds',
    'we have been without a sink for {ten} days',
    'there are {five} of us in the house',
    'the car has {eighty seven thousand} miles on it',
    'the shop quoted {three thousand two hundred} dollars',
    'im {seventy one} and i dont do computers',
    'i have rung {four} times about this',
    'i waited in from {eight} until {one}',
    'i have been holding for {forty} minutes',
  ],
  closings: ['thanks for calling $ bye now', 'lovely to chat $ take care', 'all done $ you have a nice day', 'thats all booked in $ bye'],
  stalls: [
    'hold on its in my other bag',
    'give me a second i need my glasses',
    'let me just grab the folder',
    'sorry the dog is barking one moment',
    'bear with me im scrolling through my emails',
  ],
  readbacks: ['so what i have is $', 'thats $ is that right', 'just reading it back $', 'ok let me check $', 'i have got down $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.1,
  shuffle: true,
  stallChance: 0.05,
  spelling: {
    ask: [
      'could you spell the surname for me',
      'and how do you spell your last name',
      'can i get the spelling of the surname so i get it right',
    ],
    answer: ['$', 'thats spelt $', 'yep spelled $', 'letter by letter its $'],
    spell: (h, word) => eighteenthSpell(h, word, h.random() < 0.5 ? 0 : 0.3),
  },
  addressing: [
    'thats great <first>',
    'nice one <first>',
    'right you are <full>',
    'ok <first> not long now',
    'brilliant thanks for that <full>',
  ],
  corrections: {
    self: ['# oh no hang on its $', '# sorry no its actually $', '# or is it no its $', '# scratch that its $'],
    misheard: ['not quite it should be $', 'no its $ sorry', 'so close its $ actually', 'nope that should be $'],
    chance: 0.03,
  },
  continuing: {
    prompts: ['ok i have that so far', 'mm hm keep going', 'right and after that', 'go on im listening'],
    rest: ['$', 'carrying on $', 'then after that $', 'and it finishes $'],
    /** The sixteenth set's words, and "hyphen". */
    unbroken: [...(SIXTEENTH.continuing?.unbroken ?? []), 'hyphen'],
    chance: 0.06,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.18) return `${first} ${h.pick(['louise', 'thomas', 'mae', 'patrick', 'joy'])} ${last}`;
      if (roll < 0.23) return `${first} ${last} hyphen ${h.pick(['ward', 'jones', 'price'])}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, and "two thousand" would become "seven thousand". */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1938 + Math.floor(random() * 62));
      return mostlyPlain(
        h,
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} of ${named} ${short}`,
          () => `${named} ${ordinal} ${short}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `${ordinal} of ${named} ${whole}`,
        ],
        [
          () => `${tenthOnForm(h, day)} ${tenthOnForm(h, month)} ${yearSaid(h, year)}`,
          () => `${tenthOnForm(h, month)} ${tenthOnForm(h, day)} ${yearSaid(h, year)}`,
          () => `${tenthOnForm(h, day)} dash ${tenthOnForm(h, month)} dash ${yearSaid(h, year)}`,
          () => `${whole} the ${ordinal} of ${named}`,
          () => `the ${ordinal} of ${named} in ${whole}`,
          () => `${named} ${CARDINALS[day - 1]} ${short}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
          () => `${named} the ${ordinal} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => tenthOneByOne(h, [Math.floor(day / 10), day % 10, Math.floor(month / 10), month % 10, a, b, c, d]),
        ],
        EIGHTEENTH_PLAIN,
      );
    },
    account: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 6 + Math.floor(h.random() * 5)),
          () => plainDigits(h, 8),
          () => `${eighteenthLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 7, 1)} ${eighteenthLetters(h, 1)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 8)),
          () => inHundreds(h, tenthDigitList(h, h.pick([6, 9]), 1)),
          () =>
            inChunks(
              h,
              h.pick([
                [4, 4],
                [2, 3, 3],
              ]),
            ),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => `${eighteenthLetters(h, 2, 0.6)} ${inChunks(h, [3, 3])}`,
          () => `${plainDigits(h, 4)} hyphen ${plainDigits(h, 4)}`,
        ],
        EIGHTEENTH_PLAIN,
      ),
    policy: (h) =>
      mostlyPlain(
        h,
        [
          () => `${eighteenthLetters(h, 2)} ${plainDigits(h, 3 + Math.floor(h.random() * 4))}`,
          () => plainDigits(h, 8),
          () => `${eighteenthLetters(h, 1)} ${plainDigits(h, 7)}`,
          () => `${plainDigits(h, 6, 1)} ${eighteenthLetters(h, 2)}`,
          () => `${eighteenthLetters(h, 3)} ${plainDigits(h, 5)}`,
        ],
        [
          () => `${eighteenthLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${eighteenthLetters(h, 2)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${eighteenthLetters(h, 3)} hyphen ${inChunks(h, [3, 3])}`,
          () => {
            const year = 2012 + Math.floor(h.random() * 14);
            return `${fourAsOne(h, 2, 0, Math.floor((year % 100) / 10), year % 10)} slash ${plainDigits(h, 4)}`;
          },
          () => `${eighteenthLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${plainDigits(h, 2, 1)} ${eighteenthLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 4))}`,
          () => `${eighteenthLetters(h, 2)} ${plainDigits(h, 4)} stroke ${plainDigits(h, 2)}`,
        ],
        EIGHTEENTH_PLAIN,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 7), () => `${eighteenthLetters(h, 2)} ${plainDigits(h, 5)}`, () => plainDigits(h, 6, 1)],
        [
          () => inChunks(h, [3, 4]),
          () => `${eighteenthLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => inPairs(h, tenthDigitList(h, 6)),
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [3, 4, 5], 0.4)], 0.6),
    postcode: (h) => eighteenthPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.65 ? 'uk' : 'us';
      const street =
        where === 'uk'
          ? `${pick(EIGHTEENTH_STREETS)} ${pick(EIGHTEENTH_TOWNS)}`
          : `${pick(EIGHTEENTH_US_STREETS)} ${pick(EIGHTEENTH_US_TOWNS)}`;
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${street}`,
              () => `${plainTwo(a, b)} ${street}`,
              () => `flat ${pick(CARDINALS.slice(0, 9))} ${pick(['the old maltings', 'harbour view'])} ${street}`,
              () => `${pick(['sloe cottage', 'the old bakehouse', 'high fell farm', 'the cart shed'])} ${street}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${street}`,
              () => `${fourAsOne(h, a, b, c, d)} ${street}`,
              () =>
                `${plainTwo(a, b)} ${pick(EIGHTEENTH_US_STREETS)} apartment ${pick(CARDINALS.slice(0, 12))} ${pick(EIGHTEENTH_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${eighteenthPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => tenthOneByOne(h, withRun(h, 4)), () => inHundreds(h, tenthDigitList(h, 6, 1))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `oh two oh ${plainDigits(h, 8)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `oh seven ${plainDigits(h, 3)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `oh two oh ${inPairs(h, tenthDigitList(h, 8))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(EIGHTEENTH_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${last} dot ${first} at ${domain}`,
        () => `${first[0]!.toUpperCase()} ${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} hyphen ${last} at ${domain}`,
        () => `${first} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} at ${last} family dot com`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${eighteenthLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => plainDigits(h, 9, 1),
          () => `${eighteenthLetters(h, 1)} ${plainDigits(h, 7)}`,
          () => `${eighteenthLetters(h, 2)} ${plainDigits(h, 7)}`,
          () => plainDigits(h, 10, 1),
          () => `${eighteenthLetters(h, 3)} ${plainDigits(h, 6)} ${eighteenthLetters(h, 2)}`,
        ],
        [
          () => `${eighteenthLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${plainDigits(h, 4)}`,
          () => `${eighteenthLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 7))}`,
          () => inChunks(h, [3, 3, 4], tenthDigitList(h, 10, 1)),
          () => `${eighteenthLetters(h, 2, 0.4)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the nineteenth set hang on a letter: the radio alphabet now and then, mostly animals and colours. */
const NINETEENTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'badger', 'blue'],
  C: ['charlie', 'camel', 'crimson'],
  D: ['delta', 'donkey'],
  E: ['echo', 'elephant', 'emerald'],
  F: ['foxtrot', 'ferret'],
  G: ['golf', 'giraffe', 'green'],
  H: ['hotel', 'hamster'],
  I: ['india', 'iguana'],
  J: ['juliet', 'jaguar'],
  K: ['kilo', 'koala'],
  L: ['lima', 'lion', 'lilac'],
  M: ['mike', 'monkey', 'maroon'],
  N: ['november', 'newt'],
  O: ['oscar', 'otter', 'orange'],
  P: ['papa', 'penguin', 'purple'],
  Q: ['quebec', 'queen'],
  R: ['romeo', 'rabbit', 'red'],
  S: ['sierra', 'squirrel', 'silver'],
  T: ['tango', 'tiger'],
  U: ['uniform', 'umbrella'],
  V: ['victor', 'violet'],
  W: ['whiskey', 'walrus', 'white'],
  X: ['x ray'],
  Y: ['yankee', 'yak', 'yellow'],
  Z: ['zulu', 'zebra'],
};
/** Capitals pinned down "B for badger", "G as in green", "P like penguin"; a doubled letter mostly said "double". */
const { letters: nineteenthLetters, spell: nineteenthSpell } = spokenCapitals({
  words: NINETEENTH_LETTER_WORDS,
  joiners: ['for', 'as in', 'like', 'for', 'as in'],
  doubled: 0.6,
});
/** A UK postcode, a ZIP in printed groups when not plain, or a ZIP+4 code. */
const nineteenthPostcode = ukOrUsPostcode({ letters: nineteenthLetters, pinned: 0.4, zip: zipInGroups });

const NINETEENTH_STREETS = ['rope walk', 'cordwainers row', 'chantry close', 'malthouse lane', 'sawmill court', 'tenter hill'];
const NINETEENTH_TOWNS = ['dunoon', 'kelso', 'otley', 'bude', 'lerwick', 'thetford', 'brechin'];
const NINETEENTH_US_STREETS = ['juniper ridge road', 'aspen grove drive', 'quail run lane', 'fox hollow court'];
const NINETEENTH_US_TOWNS = ['helena', 'billings', 'sioux falls', 'rapid city', 'casper'];
const NINETEENTH_DOMAINS = [
  'ymail dot com',
  'hotmail dot co dot uk',
  'gmail dot com',
  'yahoo dot com',
  'windstream dot net',
  'mac dot com',
  'plus dot net',
  'aol dot co dot uk',
];
/**
 * How often the nineteenth set's date of birth, account and policy number are said the plain way; with the stalls,
 * values over two turns, corrections and read-backs, about two thirds of them are said plainly.
 */
const NINETEENTH_PLAIN = 0.86;

/**
 * The nineteenth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text beyond the files'
 * format): calls to a school photography company, a locksmith and key cutting firm, an office water cooler and bottled
 * water supplier, an airport parking company, a US ambulance billing office, a bouncy castle and party hire firm, a US
 * snow plowing service, a piano tuning and removals firm, a bridal and formal wear hire shop and a US youth soccer
 * league's registrations office, about school photos that never came, a retake for closed eyes, a photo pack charged
 * twice and an expired download link, a locksmith who charged double, restricted keys for new flats, a sticking lock
 * and a change of locks after a break-in, a leaking cooler, too many bottles, collecting a cooler after an office move
 * and rental charged for one sent back, a barrier that would not open, a cancelled flight, a scratch from a meet and
 * greet driver and new dates, an ambulance bill sent despite insurance, a late mother's bill, a claim sent to the wrong
 * insurer and a payment plan, a castle that never came, a popcorn machine, a castle that went flat and a party moved
 * for rain, a driveway missed, a mailbox knocked over, cancelling the rest of the season and a salt run never made, a
 * tuning before a grade exam, a dented piano, a piano moved upstairs and a tuning plan with no tuner, wedding dress
 * alterations not finished, groomsmen's trousers too short, a deposit kept for late suits and a cancelled fitting, a
 * child moved to another team, a registration fee paid twice for twins, a refund after a broken wrist and a uniform that
 * never came; a date of birth, an account number and a policy number (photo plan, key registration certificate, supply
 * contract, cancellation cover certificate, health insurance policy, party hire contract, seasonal contract, tuning
 * plan, reservation agreement or family payment plan number) asked in every call, seven items a call; those three said
 * plainly about two thirds of the time (mostlyPlain, with stalls, values over two turns, corrections and read-backs
 * kept uncommon): digits one by one with zero said "zero" or "oh" (plainDigits), "it is …", "my account number is …",
 * "the contract number is …", bare capital letters before or after the digits ("K C four zero nine one eight", "six zero
 * two eight one seven four S"), "march the fourth nineteen eighty", "the second of june nineteen seventy five", "fourth
 * of march eighty", "march fourth eighty", "fourth march nineteen eighty"; the rest the harder ways: digits in pairs
 * (inPairs), in hundreds (inHundreds) and in printed groups (inChunks), runs said "double" and "triple" (withRun),
 * letters pinned down with animals and colours ("B for badger", "G as in green", "P like penguin"), "dash", "stroke"
 * and "slash" inside account and contract numbers; birth dates read off a form day-first and US month-first, with
 * "slash" between the parts, the year said first ("nineteen eighty march the fourth"), "back in" before the year, the
 * month and a cardinal day ("march four nineteen eighty"), "of the" with a month's ordinal, the year digit by digit
 * after the day and month and a US form's six digits one by one; callers stalling ("just a minute its on the fridge
 * somewhere") and giving a value in two pieces; names with middle initials and middle names and now and then a
 * double-barrelled surname, surnames spelled with bare capitals, "double" and some letters pinned down; card numbers in
 * fours and last fours; UK mobiles and landlines, "plus four four", US numbers with and without "area code"; car
 * registration numbers, social security, Medicare, national insurance and driving licence numbers and ambulance
 * incident numbers; UK postcodes, ZIP and ZIP+4 codes; addresses with flats, house names, farms and US units, a UK
 * town's with a postcode and a US town's with a ZIP code; e-mail addresses with dots, underscores, initials and numbers;
 * values volunteered in the caller's first words, read back, said wrong and corrected; the agent giving their own name
 * and addressing the caller; and ordinary numbers beside them that must survive (photo pack prices, weeks to a retake,
 * days a link lasts, working days for prints and keys, call-out charges and times, key prices, guarantee months, cooler
 * rental a month, bottle litres, delivery weeks, days' notice, minutes to the terminal, long stay prices, shuttle
 * minutes, hours to cancel, cover prices, ambulance charges in dollars, days to answer a claim, payment plan amounts,
 * castle sizes in feet, setting-up hours, hire prices, inches of snow, salt run prices, hours to plow, tuning minutes,
 * tunings a year, removal prices, movers needed, alteration weeks, return times, suit deposits, late fees a day,
 * registration fees, sibling percentages, weeks in a season, games before refunds, business days, children, office
 * staff, bottles a week, days away, flight times, ages said "im seventy eight", bills, guests, driveway feet, a piano's
 * years, exam grades, groomsmen, a wedding date, seasons played, minutes on hold and calls made).
 * Authored and recognised before any change for it.
 */
const NINETEENTH: Pools = {
  voices: [
    ['kal', 'awb'],
    ['slt', 'kal16'],
    ['rms', 'slt'],
    ['kal16', 'awb'],
    ['awb', 'rms'],
    ['slt', 'kal'],
    ['kal16', 'rms'],
  ],
  greetings: [
    'brightsmile school photographers parent helpline [NAME:nadia] speaking',
    'hello brightsmile school photos how can i help today',
    'keyright locksmiths and key cutting you are speaking to [NAME:callum]',
    'aquapure water coolers customer accounts good morning',
    'skypark airport parking this is [NAME:priya] how can i help with your booking',
    'good evening skypark parking customer care',
    'tri county ambulance billing office this is [NAME:latoya] may i have your name',
    'jumparound bouncy castle and party hire [NAME:shannon] here',
    'summit snow removal good morning this is [NAME:travis]',
    'harmony pianos tuning and removals hello',
    'ashcombe bridal and formal hire [NAME:felicity] speaking how can i help',
    'westfield youth soccer league registrations office this is [NAME:brandon]',
    'good afternoon you are through to keyright locksmiths',
  ],
  reasons: [
    'hi i ordered the school photos {three} weeks ago and they still have not come',
    'hello my sons eyes are shut in his class photo can he have a retake',
    'hi i was charged twice for the same photo pack',
    'hello i want the digital copies but the link has expired',
    'hi i locked myself out and the locksmith you sent charged me double',
    'hello i need {four} more keys cut for the new flats and they are restricted',
    'hi the new lock on the back door is already sticking',
    'hello can you come and change the locks after a break in',
    'hi the water cooler in our office is leaking all over the carpet',
    'hello we were sent {twelve} bottles and we only ordered {six}',
    'hi we are moving office and need the cooler collecting',
    'hello you have charged us rental for a cooler we sent back in march',
    'hi i booked parking for my holiday but the barrier would not let me out',
    'hello my flight was cancelled can i get my parking money back',
    'hi there is a new scratch on my car from your meet and greet driver',
    'hello i want to change the dates on my parking booking',
    'hi i got a bill for an ambulance ride after my accident and i have insurance',
    'hello the ambulance bill came to my late mother and i am her son',
    'hi my insurance says you sent the claim to the wrong company',
    'hello can i set up a payment plan for this ambulance bill',
    'hi the bouncy castle never turned up for my daughters party',
    'hello can i add a popcorn machine to my booking on saturday',
    'hi the castle had a hole in it and went flat half way through',
    'hello it is going to rain can i move the party to the sunday',
    'hi the plow truck missed my driveway again this morning',
    'hello your plow knocked over my mailbox',
    'hi i want to cancel the rest of the season we are moving south',
    'hello you billed us for a salt run we never had',
    'hi our piano needs tuning before my daughters grade exam',
    'hello your movers put a dent in the side of my piano',
    'hi i want to move the piano upstairs how much is that',
    'hello the tuner has not been for over a year and we pay for a plan',
    'hi my wedding dress alterations are not finished and the wedding is in {two} weeks',
    'hello one of the groomsmen suits came back with the trousers too short',
    'hi we returned the suits a day late and you took the whole deposit',
    'hello i want to cancel the dress fitting on thursday',
    'hi my son got moved to a different soccer team without asking us',
    'hello we paid the registration fee twice for our twins',
    'hi can we get a refund my daughter broke her wrist and cannot play this season',
    'hello the uniform we paid for never arrived',
    'hi my account number is [BANK_ACCOUNT_NUMBER:four one seven zero two two nine] and the photos never came',
    'hello its [NAME:lettice scattergood] i need the bottles stopping for august',
    'hi i was born [DATE_OF_BIRTH:the fourteenth of may nineteen sixty nine] and the ambulance bill has my wrong birthday on it',
    'hello the certificate number on the key card is [POLICY_NUMBER:K C four zero nine one eight] and i need another key',
    'hi my contract number is [POLICY_NUMBER:six zero two eight one seven four S] we are being billed for snow that never fell',
    'hello ring me back on [PHONE:oh seven four one two nine nine three zero six one] its about the party on saturday',
    'hi my name is [NAME:jolyon mountjoy] i need the piano moving next month',
    'hello its [NAME:ximena prendergast] about my daughters soccer registration',
    'hi i am at [ADDRESS:nine rope walk otley] and the tuner never came',
    'hello my date of birth is [DATE_OF_BIRTH:june the twenty second nineteen eighty four] and i cannot get into the parent portal',
    'hi send it to [EMAIL:dorcas dot crabtree at ymail dot com] i never got the parking confirmation',
  ],
  firstNames: [
    'aurelio',
    'jedediah',
    'hyacinth',
    'radomir',
    'ingeborg',
    'ptolemy',
    'wenonah',
    'oswin',
    'ximena',
    'lettice',
    'zebedee',
    'seraphina',
    'thelonius',
    'dorcas',
    'isolde',
    'jolyon',
  ],
  lastNames: [
    'mcgillicuddy',
    'arbuthnot',
    'loveday',
    'scattergood',
    'goodenough',
    'mountjoy',
    'greatorex',
    'lickiss',
    'sowerbutts',
    'higginbottom',
    'crabtree',
    'oddie',
    'prendergast',
    'drinkwater',
    'tremlett',
    'wolstenholme',
  ],
  streets: [...NINETEENTH_STREETS, ...NINETEENTH_US_STREETS],
  towns: [...NINETEENTH_TOWNS, ...NINETEENTH_US_TOWNS],
  emailDomains: NINETEENTH_DOMAINS,
  secrets: [
    'a ford cortina',
    'rupert bear',
    'blackpool tower',
    'uncle clive',
    'a space hopper',
    'mister benn',
    'captain pugwash',
    'saint ninians primary',
    'biscuit the hamster',
    'auntie pam',
    'the wombles',
  ],
  ask: {
    name: [
      'can i start with your name please',
      'and who have i got on the phone',
      'may i ask who is calling',
      'what name is the booking under',
      'could you tell me your full name',
      'and your name is',
    ],
    account: [
      'do you have your account number handy',
      'whats the account number at the top of the bill',
      'and the customer account number if you have it',
      'can you find the account number on your confirmation',
      'ok what account number have you got',
      'lets start with the account number',
      'have you got the account number in front of you',
    ],
    policy: [
      'whats the photo plan number on your order form',
      'can you read me the key registration certificate number off the card',
      'whats the supply contract number for the cooler',
      'and the cancellation cover certificate number for your parking',
      'can i take your health insurance policy number',
      'whats the party hire contract number on your booking email',
      'whats the seasonal contract number on your plowing agreement',
      'and the tuning plan number please',
      'whats the reservation agreement number from the fitting',
      'do you have the family payment plan number from registration',
      'and the contract number while youve got the paperwork out',
    ],
    membership: [
      'do you have the player id from the registration card',
      'and the school photo access code on the proof slip',
      'whats the number on your frequent parker card',
      'what does it say for member number',
    ],
    card: [
      'which card will you be paying with today',
      'can you read me the card number please',
      'what card is the refund going back to',
      'and the long number on the front of the card',
    ],
    dob: [
      'and your date of birth for me',
      'can you confirm the date of birth on the account',
      'whats the patients date of birth',
      'and when were you born',
      'could i check your date of birth please',
      'and whats the date of birth we would have for you',
      'ok and your birthday',
      'just the date of birth now',
    ],
    postcode: [
      'and whats your postcode',
      'what zip code is that',
      'and the postcode for the house',
      'whats the post code where we are going',
    ],
    address: [
      'where will the castle be going up',
      'whats the address for the driveway',
      'where is the piano now',
      'whats the address on the bill',
      'which address should we collect the cooler from',
    ],
    secret: [
      'what was the answer to your memorable question',
      'what was the name of your first pet',
      'what was your first car',
      'which childrens programme did you pick for your security answer',
      'whats your memorable word',
    ],
    pin: [
      'and your four digit pin',
      'whats the security pin on the account',
      'can you give me the pin you set up',
      'and the code for phone banking on your account',
    ],
    phone: [
      'whats a good number to reach you',
      'can i take a mobile number for the driver',
      'which number should the engineer call',
      'and a contact number please',
    ],
    email: [
      'and an email address for the receipt',
      'whats your email so i can send the link again',
      'which email should the invoice go to',
      'can you confirm your email address',
    ],
    reference: [
      'whats the registration number of the car',
      'can i take your social security number',
      'whats your medicare number',
      'whats your national insurance number',
      'do you have your driving licence number',
      'whats the incident number on the ambulance report',
    ],
  },
  answer: {
    name: ['$', 'its $', 'this is $', 'my names $', 'you are speaking to $'],
    account: [
      '$',
      'it is $',
      'my account number is $',
      'i have got $',
      'yes it says $',
      'the account is $',
      'its $ i think',
      'right its $',
    ],
    policy: ['$', 'it is $', 'the number on that is $', 'the contract number is $', 'it should be $', 'i have got it as $', 'yes its $'],
    membership: ['$', 'it is $', 'its $ on the card', 'that one is $'],
    card: ['$', 'it is $', 'yeah its $', 'the card number is $', 'ready its $'],
    dob: ['$', 'it is $', 'i was born $', 'its $', 'my date of birth is $', 'born on $', 'that would be $'],
    postcode: ['$', 'it is $', 'its $', 'the postcode is $', 'thats $'],
    address: ['$', 'it is $', 'its $', 'we are at $', 'the address is $'],
    secret: ['$', 'it was $', 'i put $', 'that would be $', 'its $'],
    pin: ['$', 'it is $', 'the pin is $', 'its $'],
    phone: ['$', 'it is $', 'my mobile is $', 'you can get me on $', 'its $'],
    email: ['$', 'it is $', 'its $', 'my email is $'],
    reference: ['$', 'it is $', 'its $', 'the number is $', 'i have it here $'],
  },
  agentOrdinary: [
    'a photo pack is {twenty four} pounds {ninety five}',
    'retakes are done about {six} weeks after the first day',
    'the download link lasts for {thirty} days',
    'prints take {ten} working days to reach the school',
    'the call out charge is {seventy five} pounds',
    'after {six} in the evening it goes up to {one hundred and ten} pounds',
    'restricted keys take about {five} working days to cut',
    'each extra key is {eighteen} pounds',
    'the locks are guaranteed for {twelve} months',
    'the cooler rental is {twelve} pounds a month',
    'each bottle holds {nineteen} litres',
    'we deliver on a {two} week cycle',
    'we need {fourteen} days notice to collect the cooler',
    'the car park is {ten} minutes from the terminal by bus',
    'a week in the long stay is {sixty two} pounds',
    'the shuttle runs every {fifteen} minutes',
    'you can cancel up to {forty eight} hours before you arrive',
    'the cancellation cover costs {four} pounds {fifty}',
    'a basic ambulance transport is {eight hundred and fifty} dollars',
    'your insurer has {thirty} days to answer the claim',
    'a payment plan can be as little as {twenty five} dollars a month',
    'we can hold the account for {sixty} days while insurance decides',
    'the castle is {fifteen} feet by {twelve}',
    'we set up about {one} hour before the party',
    'the castle hire is {ninety} pounds for the day',
    'we need {three} days notice to move a booking',
    'the popcorn machine is {thirty five} pounds extra',
    'we plow once there is {two} inches of snow',
    'the season runs from november to april and we come out {twenty four} hours a day',
    'a salt run is {forty five} dollars',
    'the driver should be there within {four} hours of the snow stopping',
    'a tuning takes about {ninety} minutes',
    'the plan covers {two} tunings a year',
    'moving a piano upstairs is {two hundred and forty} pounds',
    'we need {two} people for an upright and {four} for a grand',
    'alterations take {three} to {four} weeks',
    'the suits have to be back by {ten} on the monday',
    'the deposit on the suits is {fifty} pounds each',
    'a late return is {fifteen} pounds a day',
    'registration is {one hundred and twenty} dollars a season',
    'siblings get {ten} percent off',
    'the season is {twelve} weeks long',
    'refunds are half after the {first} {three} games',
    'it can take up to {seven} business days to show on your statement',
  ],
  customerOrdinary: [
    'i have {three} children at that school',
    'i paid {forty} pounds for the photos',
    'we have {twenty} people in the office',
    'we go through about {eight} bottles a week',
    'i was away for {nine} days',
    'the flight was at {six} in the morning',
    'i am {seventy eight} years old and i was in the hospital for {three} days',
    'the bill says {one thousand two hundred} dollars',
    'there are {twenty five} kids coming to the party',
    'she is turning {seven} on saturday',
    'the driveway is about {sixty} feet long',
    'we had {ten} inches last night',
    'the piano is over {one hundred} years old',
    'my daughter has her grade {five} exam in {two} weeks',
    'there are {six} groomsmen',
    'the wedding is on the {twentieth}',
    'my son is {eleven} and he has played {four} seasons',
    'i have been on hold for {twenty five} minutes',
    'this is the {third} time i have called',
  ],
  closings: ['thanks for your call $ goodbye', 'you take care now $', 'bye for now $', 'all sorted $ have a good day'],
  stalls: [
    'one sec let me find the email',
    'hang on the kids are shouting',
    'wait let me get my purse',
    'just a minute its on the fridge somewhere',
    'give me a moment the paperwork is in the car',
  ],
  readbacks: ['let me read that back $', 'so thats $', 'i have $ is that correct', 'can i just check $', 'ive put $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.08,
  shuffle: true,
  stallChance: 0.05,
  spelling: {
    ask: ['how do you spell your surname', 'can you spell that last name for me', 'and the spelling of your surname please'],
    answer: ['$', 'its $', 'thats $', 'spelt $'],
    spell: (h, word) => nineteenthSpell(h, word, h.random() < 0.5 ? 0 : 0.3),
  },
  addressing: ['thank you <first>', 'ok <first>', 'right then <full>', 'great thanks <first> nearly there', 'perfect <full>'],
  corrections: {
    self: ['# no wait its $', '# sorry i mean $', '# actually no its $', '# hang on that is wrong its $'],
    misheard: ['no its $', 'not quite its $', 'no sorry its $ actually', 'close but its $'],
    chance: 0.05,
  },
  continuing: {
    prompts: ['yep got that', 'ok and the rest', 'uh huh go on', 'and then'],
    rest: ['$', 'then $', 'and then $', 'and the end is $'],
    unbroken: [...(EIGHTEENTH.continuing?.unbroken ?? []), 'stroke', 'slash'],
    chance: 0.06,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['rose', 'james', 'grace', 'william', 'anne'])} ${last}`;
      if (roll < 0.22) return `${first} ${last} hyphen ${h.pick(['smith', 'hughes', 'clarke'])}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, and "two thousand" would become "seven thousand". */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1936 + Math.floor(random() * 64));
      return mostlyPlain(
        h,
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} of ${named} ${short}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `the ${ordinal} of ${named} ${short}`,
          () => `${named} ${ordinal} ${short}`,
        ],
        [
          () => `${tenthOnForm(h, day)} ${tenthOnForm(h, month)} ${yearSaid(h, year)}`,
          () => `${tenthOnForm(h, month)} ${tenthOnForm(h, day)} ${yearSaid(h, year)}`,
          () => `${tenthOnForm(h, day)} slash ${tenthOnForm(h, month)} slash ${yearSaid(h, year)}`,
          () => `${whole} ${named} the ${ordinal}`,
          () => `the ${ordinal} of ${named} back in ${whole}`,
          () => `${named} ${CARDINALS[day - 1]} ${whole}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${whole}`,
          () => `${ordinal} ${named} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => tenthOneByOne(h, [Math.floor(month / 10), month % 10, Math.floor(day / 10), day % 10, c, d]),
        ],
        NINETEENTH_PLAIN,
      );
    },
    account: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 6 + Math.floor(h.random() * 5)),
          () => plainDigits(h, 7),
          () => `${nineteenthLetters(h, 2)} ${plainDigits(h, 5)}`,
          () => `${plainDigits(h, 6, 1)} ${nineteenthLetters(h, 1)}`,
          () => `${nineteenthLetters(h, 1)} ${plainDigits(h, 8)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, h.pick([6, 8]))),
          () => inHundreds(h, tenthDigitList(h, h.pick([6, 9]), 1)),
          () =>
            inChunks(
              h,
              h.pick([
                [3, 4],
                [4, 4],
                [2, 2, 4],
              ]),
            ),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => `${nineteenthLetters(h, 2, 0.6)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 4)} dash ${plainDigits(h, 4)}`,
        ],
        NINETEENTH_PLAIN,
      ),
    policy: (h) =>
      mostlyPlain(
        h,
        [
          () => `${nineteenthLetters(h, 2)} ${plainDigits(h, 4 + Math.floor(h.random() * 3))}`,
          () => plainDigits(h, 8),
          () => `${nineteenthLetters(h, 3)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 7, 1)} ${nineteenthLetters(h, 1)}`,
          () => `${nineteenthLetters(h, 1)} ${plainDigits(h, 9)}`,
        ],
        [
          () => `${nineteenthLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${nineteenthLetters(h, 2)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${nineteenthLetters(h, 2)} ${plainDigits(h, 5)} stroke ${plainDigits(h, 2)}`,
          () => `${nineteenthLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${plainDigits(h, 3, 1)} slash ${nineteenthLetters(h, 2, 0.5)} slash ${plainDigits(h, 4)}`,
          () => `${nineteenthLetters(h, 3)} dash ${inChunks(h, [3, 3])}`,
        ],
        NINETEENTH_PLAIN,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 6), () => `${nineteenthLetters(h, 3)} ${plainDigits(h, 4)}`, () => plainDigits(h, 8, 1)],
        [() => inPairs(h, tenthDigitList(h, 6)), () => `${nineteenthLetters(h, 2, 0.5)} ${tenthOneByOne(h, withRun(h, 5))}`],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [3, 4, 5], 0.4)], 0.6),
    postcode: (h) => nineteenthPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.6 ? 'uk' : 'us';
      const street =
        where === 'uk'
          ? `${pick(NINETEENTH_STREETS)} ${pick(NINETEENTH_TOWNS)}`
          : `${pick(NINETEENTH_US_STREETS)} ${pick(NINETEENTH_US_TOWNS)}`;
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${street}`,
              () => `${plainTwo(a, b)} ${street}`,
              () => `flat ${pick(CARDINALS.slice(0, 9))} ${pick(['the old school', 'mill court'])} ${street}`,
              () => `${pick(['rowan cottage', 'the old forge', 'low mill farm', 'the coach house'])} ${street}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${street}`,
              () => `${fourAsOne(h, a, b, c, d)} ${street}`,
              () => `${plainTwo(a, b)} ${pick(NINETEENTH_US_STREETS)} unit ${pick(CARDINALS.slice(0, 12))} ${pick(NINETEENTH_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${nineteenthPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 5)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => tenthOneByOne(h, withRun(h, 4))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `oh seven ${plainDigits(h, 3)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `oh one ${inPairs(h, tenthDigitList(h, 9))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(NINETEENTH_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} dot ${last} at ${domain}`,
        () => `${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} underscore ${last} at ${domain}`,
        () => `${first} ${last} ${plainTwo(a, b)} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${nineteenthLetters(h, 2)} ${plainTwo(...(tenthDigitList(h, 2, 1) as [number, number]))} ${nineteenthLetters(h, 3)}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => `${nineteenthLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () =>
            `${plainDigits(h, 1, 1)} ${nineteenthLetters(h, 2)} ${plainDigits(h, 1)} ${nineteenthLetters(h, 2)} ${plainDigits(h, 1)} ${nineteenthLetters(h, 2)} ${plainDigits(h, 2)}`,
          () => plainDigits(h, 8, 1),
        ],
        [
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${plainDigits(h, 4)}`,
          () => `${nineteenthLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => inChunks(h, [3, 2, 4], tenthDigitList(h, 9, 1)),
          () => `${nineteenthLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 7))}`,
        ],
        0.6,
      ),
  },
};

/**
 * Words callers of the twentieth set hang on a letter: the radio alphabet most of the time ("B for bravo", "M as in
 * mike"), now and then the first names older callers were taught ("S for sugar", "P for peter").
 */
const TWENTIETH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  A: ['alpha', 'apple'],
  B: ['bravo', 'bravo', 'bertie'],
  C: ['charlie', 'charlie', 'cat'],
  D: ['delta', 'delta', 'david'],
  E: ['echo', 'echo', 'edward'],
  F: ['foxtrot', 'foxtrot', 'freddie'],
  G: ['golf', 'golf', 'george'],
  H: ['hotel', 'hotel', 'harry'],
  I: ['india', 'india'],
  J: ['juliet', 'juliet', 'jack'],
  K: ['kilo', 'kilo', 'king'],
  L: ['lima', 'lima', 'london'],
  M: ['mike', 'mike', 'mary'],
  N: ['november', 'november', 'nellie'],
  O: ['oscar', 'oscar'],
  P: ['papa', 'papa', 'peter'],
  Q: ['quebec', 'queen'],
  R: ['romeo', 'romeo', 'robert'],
  S: ['sierra', 'sierra', 'sugar'],
  T: ['tango', 'tango', 'tommy'],
  U: ['uniform', 'uncle'],
  V: ['victor', 'victor'],
  W: ['whiskey', 'whiskey', 'william'],
  X: ['x ray'],
  Y: ['yankee', 'yellow'],
  Z: ['zulu', 'zebra'],
};
/** Every word the twentieth set hangs on a letter, so a value said over two turns never breaks beside one. */
const TWENTIETH_PINNING = [...new Set(Object.values(TWENTIETH_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))))];
/** Capitals pinned down "B for bravo", "M as in mike", "S like sugar"; a doubled letter mostly said "double". */
const { letters: twentiethLetters, spell: twentiethSpell } = spokenCapitals({
  words: TWENTIETH_LETTER_WORDS,
  joiners: ['for', 'as in', 'for', 'as in', 'like'],
  doubled: 0.6,
});
/** A UK postcode (capitals pinned a little more often), a ZIP in printed groups when not plain, or a ZIP+4 code. */
const twentiethPostcode = ukOrUsPostcode({ letters: twentiethLetters, pinned: 0.45, zip: zipInGroups });
/** A day or month said as a plain number, the way a US caller reads a date off a form: "nine", "twenty four". */
const twentiethCardinal = (n: number): string => CARDINALS[n - 1]!;

const TWENTIETH_STREETS = ['tanyard lane', 'pump row', 'lock keepers way', 'ferry lane', 'ropers walk', 'kiln croft'];
const TWENTIETH_TOWNS = ['beccles', 'oakham', 'looe', 'alston', 'dolgellau', 'tain', 'settle'];
const TWENTIETH_US_STREETS = ['red mesa drive', 'wagon wheel lane', 'cottonwood bend road', 'prairie dog court'];
const TWENTIETH_US_TOWNS = ['abilene', 'cheyenne', 'bismarck', 'pueblo', 'yuma'];
const TWENTIETH_DOMAINS = [
  'gmail dot com',
  'yahoo dot co dot uk',
  'outlook dot com',
  'icloud dot com',
  'frontier dot com',
  'tiscali dot co dot uk',
  'hotmail dot com',
  'charter dot net',
];
/**
 * How often the twentieth set's account and policy numbers (`number`) and dates of birth (`dob`) are said the plain
 * way. A number is also said over two turns now and then, which a date never is, and a date in words is never said
 * wrong and corrected, so a date is given its harder forms more often; with the stalls, values over two turns,
 * corrections and read-backs, about two thirds of the three are said plainly.
 */
const TWENTIETH_PLAIN = { dob: 0.75, number: 0.8 } as const;
/**
 * A set's own sayer (the twentieth's, then the twenty-second's): a value of one kind (`kind`) said plainly a `share` of
 * the time, otherwise in the next of its harder ways in turn (not one picked at random; the turn carries on from call
 * to call), so twenty calls hear several harder ways rather than a few of them several times.
 */
const harderInTurn = () => {
  const turn = new Map<string, number>();
  return (h: Helpers, kind: string, plain: readonly (() => string)[], harder: readonly (() => string)[], share: number): string => {
    if (h.random() < share) return h.pick(plain)();
    const next = turn.get(kind) ?? 0;
    turn.set(kind, next + 1);
    return harder[next % harder.length]!();
  };
};
const twentiethSaid = harderInTurn();

/**
 * The twentieth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text beyond the files'
 * format): calls to a hot air balloon flights company, a narrowboat holiday hire firm, a US propane delivery company,
 * a theatre box office, a US roofing and gutters contractor, a doorstep milk delivery dairy, a home cleaning agency, a
 * garden buildings (log cabins and sheds) firm, a children's dance academy and a US towing and impound lot, about a
 * flight cancelled for the wind a third time, a voucher running out, a passenger in a wheelchair and more people on a
 * flight, a damage deposit kept, an engine that cut out, moving a boat holiday and a windlass lost in the canal, a tank
 * nearly empty, a tank rental fee on an owned tank, a smell of gas and automatic delivery, tickets that did not come
 * through, a refund for a cancelled show, a wheelchair space and swapping dates, a new roof leaking, gutters coming
 * away, nails on the driveway and a storm claim, a milkman who has not been, cancelling eggs, stopping deliveries and
 * juice never had, a cleaner who did not come, a breakage, cleans less often and a deep clean, a cabin short of
 * panels, shed felt lifting, a warped summer house door and fitters not booked, moving up a class, a term charged after
 * leaving, a show costume and an exam missed with a hurt ankle, a car towed from outside its owner's home, what it
 * costs to get a truck out, a scratched bumper and collecting a son's car; a date of birth, an account number and a
 * policy number (flight guarantee certificate, hire agreement, tank lease agreement, ticket protection plan,
 * workmanship warranty, delivery agreement, cleaning service agreement, build guarantee, term contract or auto
 * insurance policy number) asked in every call, seven items a call; those three said plainly about two thirds of the
 * time (twentiethSaid, with stalls, values over two turns, corrections and read-backs kept uncommon): digits one by one
 * with zero said "zero" or "oh" (plainDigits), "it is …", "right its …", "my account number is …", bare capital
 * letters before or after the digits ("L K eight three two two four", "two six three five nine one nine P"), "march
 * the fourth nineteen eighty", "the fourth of march nineteen eighty", "fourth of march eighty", "march fourth nineteen
 * eighty", "fourth march nineteen eighty"; the rest the harder ways, taken in turn down each list rather than at
 * random: digits in pairs (inPairs), in hundreds (inHundreds) and in printed groups (inChunks), runs said "double" and
 * "triple" (withRun), letters pinned down with the radio alphabet and now and then an old first name ("B for bravo",
 * "M as in mike", "S like sugar"), "dash" and "slash" inside account and agreement numbers and a two-digit year between
 * slashes; birth dates said as bare numbers month first ("nine twenty four fifty five") and day first ("eleven three
 * sixty two"), read off a form with "slash" or "dash" between the parts, the year digit by digit after the day and
 * month, "of the" with a month's ordinal ("the third of the fourth fifty one"), all eight digits one by one, the year
 * said first, the month and a cardinal day with a short year and "in" before the year; callers stalling ("hang on let
 * me find it", "bear with me im looking for the voucher") and giving a value in two pieces with the agent saying "okay"
 * or "go on" between; a caller starting a number then starting again, and correcting one ("no sorry its …"); names
 * with middle initials and middle names and now and then a double-barrelled surname, surnames spelled with bare
 * capitals, "double" and some letters pinned down; card numbers in fours and last fours; UK mobiles and landlines,
 * "plus four four", US numbers with "area code" and "plus one"; car registrations and license plates, social security,
 * national insurance and driver's license numbers and tow ticket numbers; UK postcodes, ZIP and ZIP+4 codes; addresses
 * with flats, house and farm names and US apartments, a UK town's with a postcode and a US town's with a ZIP code;
 * e-mail addresses with dots, underscores, initials and numbers; values volunteered in the caller's first words, read
 * back, said wrong and corrected; the agent giving their own name and addressing the caller; and ordinary numbers
 * beside them that must survive (hours after sunrise, minutes in the air, flight prices, passengers in a basket,
 * voucher months, heights in centimetres, a weather check time, boat prices, berths, miles an hour on the canal,
 * deposits, handover times, locks on a route, tank gallons, fill percentages, propane prices a gallon, lease prices,
 * delivery charges and business days, booking fees, curtain times, running times, hours to exchange, seat prices,
 * warranty years, dry days, crew start times, roof squares, quote days, milk prices in pence, delivery times, order
 * cut-offs, days' notice, billing weeks, cleaning hours and prices an hour, cancellation hours, deep clean prices,
 * cabin sizes in metres, delivery weeks, log thickness in millimetres, fitting days, class minutes, term weeks and
 * fees, a show date, sibling percentages, tow fees, storage a day, days to auction, minutes to bring a car round,
 * refund working days, passengers booked, voucher years, nights on a boat, adults and dogs, gauge percentages, gallons
 * a winter, seats booked, days of rain, a roof's years, pints a day, days away, minutes a cleaner stayed, cabin
 * prices, a daughter's age, classes a week, minutes parked, ages said "i am eighty one", minutes on hold and calls
 * made).
 * Authored and recognised before any change for it.
 */
const TWENTIETH: Pools = {
  voices: [
    ['rms', 'kal'],
    ['slt', 'awb'],
    ['kal16', 'slt'],
    ['awb', 'kal16'],
    ['kal', 'rms'],
    ['slt', 'rms'],
    ['awb', 'slt'],
  ],
  greetings: [
    'dawnrise balloon flights bookings office [NAME:harriet] speaking',
    'good morning dawnrise balloons how can i help',
    'towpath narrowboat holidays you are through to [NAME:alfie]',
    'prairie flame propane customer service this is [NAME:dustin] how can i help you',
    'thank you for calling prairie flame propane',
    'royal gaiety theatre box office [NAME:imogen] speaking',
    'ironclad roofing and gutters this is [NAME:wade] what can i do for you',
    'early bird dairies doorstep deliveries good morning',
    'sparkle and shine home cleaning [NAME:magda] speaking how can i help',
    'timbercraft garden buildings customer care good afternoon',
    'whistlestop dance academy office hello its [NAME:tilly]',
    'metro city towing and impound vehicle release desk this is [NAME:reggie]',
    'good afternoon you have reached the royal gaiety box office',
  ],
  reasons: [
    'hi our balloon flight was cancelled for the {third} time because of the wind',
    'hello i have a flight voucher that runs out next month can i still book',
    'hi my father is in a wheelchair can he still go up in the balloon',
    'hello i want to add {two} more people to our flight on saturday',
    'hi we had the boat last week and you have kept our whole damage deposit',
    'hello the engine on the narrowboat kept cutting out and we lost {two} days',
    'hi i want to move our boat holiday from july to september',
    'hello we lost the windlass in the canal will you charge us for it',
    'hi the propane tank is nearly empty and the delivery was supposed to come monday',
    'hello i got charged a tank rental fee even though we own the tank',
    'hi i smell gas near the tank can someone come out',
    'hello i want to sign up for automatic delivery before winter',
    'hi i booked {four} tickets for the saturday matinee and only {two} came through',
    'hello the show was cancelled and i have not had my refund',
    'hi i need a wheelchair space for the pantomime',
    'hello can i swap my tickets for the {twelfth} to a later date',
    'hi your crew finished the roof {two} weeks ago and it is already leaking',
    'hello the gutters you put up are coming away from the wall',
    'hi there are nails all over my driveway after the roof job',
    'hello i want to make a warranty claim after the storm',
    'hi the milkman has not been for {three} days',
    'hello i want to cancel the eggs and keep the milk',
    'hi we are going away can you stop the deliveries for a fortnight',
    'hello i was charged for orange juice i never had',
    'hi the cleaner did not turn up on tuesday and i was still charged',
    'hello something was broken in the lounge after the clean',
    'hi i want to go from every week to every other week',
    'hello can i book a deep clean before we move out',
    'hi the log cabin arrived with {two} panels missing',
    'hello the roof felt on my shed is already lifting',
    'hi the door on the summer house has warped and will not shut',
    'hello when are the fitters coming to put the cabin up',
    'hi my daughter wants to move up to the grade {three} ballet class',
    'hello we were charged for the summer term but she left at easter',
    'hi can i order a costume for the show in june',
    'hello my son hurt his ankle can he miss the exam',
    'hi my car was towed from outside my own apartment',
    'hello how much will it cost to get my truck out of the lot',
    'hi the tow truck scratched my bumper',
    'hello my sons car got towed and he is out of state can i collect it',
    'hi my account number is [BANK_ACCOUNT_NUMBER:five two nine zero zero one four] and the milk has stopped coming',
    'hello its [NAME:marigold ackroyd] we lost the windlass in the canal',
    'hi i was born [DATE_OF_BIRTH:the ninth of november nineteen fifty eight] and the friends scheme says my birthday is wrong',
    'hello my hire agreement is [POLICY_NUMBER:N B four four seven one two] and we want to change the dates',
    'hi its warranty number [POLICY_NUMBER:W R twenty two forty nine sixty] the roof is leaking again',
    'hello the guarantee number is [POLICY_NUMBER:T G for george seven seven three oh five] and the cabin door has warped',
    'hi my date of birth is [DATE_OF_BIRTH:eleven three sixty two] and the website will not take it',
    'hello my account is [BANK_ACCOUNT_NUMBER:four four one seven two nine] no sorry thats the old one its [BANK_ACCOUNT_NUMBER:four four one seven three nine]',
    'hi ring me back on [PHONE:oh seven nine eight eight two four one six three zero] about the balloon flight',
    'hello its [NAME:lysander pennyfeather] the cleaner has not been',
    'hi we are at [ADDRESS:four ferry lane beccles] and there is no propane',
    'hello my email is [EMAIL:honoria dot gotobed at icloud dot com] and the tickets never came',
    'hi my contract is [POLICY_NUMBER:D C] wait let me start again its [POLICY_NUMBER:D C six one zero eight eight two]',
  ],
  firstNames: [
    'cosmo',
    'philippa',
    'barnaby',
    'eulalia',
    'ignatius',
    'marigold',
    'thaddeus',
    'clementine',
    'lysander',
    'perpetua',
    'obadiah',
    'wilhelmina',
    'cuthbert',
    'araminta',
    'evander',
    'honoria',
  ],
  lastNames: [
    'entwistle',
    'pennyfeather',
    'ramsbottom',
    'gotobed',
    'bellringer',
    'makepeace',
    'thistlethwaite',
    'honeysett',
    'brocklehurst',
    'quennell',
    'fairbairn',
    'goodbody',
    'ackroyd',
    'tattersall',
    'nettleship',
    'swallowfield',
  ],
  streets: [...TWENTIETH_STREETS, ...TWENTIETH_US_STREETS],
  towns: [...TWENTIETH_TOWNS, ...TWENTIETH_US_TOWNS],
  emailDomains: TWENTIETH_DOMAINS,
  secrets: [
    'a raleigh chopper',
    'bagpuss',
    'the famous five',
    'auntie doreen',
    'skegness',
    'a hillman imp',
    'grange hill',
    'pickles the cat',
    'saint oswalds juniors',
    'uncle bernard',
    'a tin of spangles',
  ],
  ask: {
    name: [
      'can i take your name please',
      'who am i speaking with today',
      'and whose name is the booking in',
      'what name is on the account',
      'could i have your full name',
      'and your name please',
    ],
    account: [
      'can i have your account number',
      'whats the account number on your statement',
      'do you have the customer account number to hand',
      'and the account number please',
      'whats your account number with us',
      'could you read me the account number off the invoice',
      'first of all the account number',
    ],
    policy: [
      'whats the flight guarantee certificate number on your voucher',
      'can i take the hire agreement number for the boat',
      'whats your tank lease agreement number',
      'do you have the ticket protection plan number from your confirmation',
      'and the workmanship warranty number off the paperwork',
      'whats the delivery agreement number on your bill',
      'can you read me your cleaning service agreement number',
      'whats the build guarantee number for the cabin',
      'and the term contract number from the enrolment form',
      'can i have the auto insurance policy number for the vehicle',
      'and the agreement number while you have the paperwork',
    ],
    membership: [
      'whats your friends of the gaiety membership number',
      'do you have the pupil number from the dance card',
      'and the number on your early bird rewards card',
      'whats your member number',
    ],
    card: [
      'which card would you like to pay with',
      'can i take the long number on the card',
      'what card should the refund go back to',
      'and the card number please',
    ],
    dob: [
      'and your date of birth please',
      'can you confirm your date of birth',
      'whats the date of birth on the account',
      'and when were you born',
      'could i just take your date of birth',
      'and your birthday for security',
      'whats the drivers date of birth',
      'just need your date of birth now',
    ],
    postcode: ['and whats the postcode', 'what zip code is that', 'whats the postcode at the house', 'and the zip code there'],
    address: [
      'whats the address for the delivery',
      'where is the cabin going',
      'what address is the tank at',
      'whats the address on the account',
      'where should we send the tickets',
    ],
    secret: [
      'whats the answer to your security question',
      'what was your first bike',
      'what was your favourite programme as a child',
      'where did you go on your first holiday',
      'whats your memorable word',
    ],
    pin: ['and your four digit pin', 'whats the pin on the account', 'can you give me your security pin', 'and the passcode you set up'],
    phone: [
      'whats the best number to call you on',
      'can i take a mobile number',
      'what number can the driver reach you on',
      'and a phone number',
    ],
    email: [
      'and an email address for the confirmation',
      'whats your email address',
      'where should i email the tickets',
      'can you give me an email for the invoice',
    ],
    reference: [
      'whats the license plate on the car',
      'whats the registration of your car',
      'can i have your drivers license number',
      'and your social security number',
      'whats your national insurance number',
      'do you have the tow ticket number',
    ],
  },
  answer: {
    name: ['$', 'its $', 'my name is $', 'this is $', 'its $ speaking'],
    account: [
      '$',
      'it is $',
      'its $',
      'right its $',
      'my account number is $',
      'i have got $ here',
      'the account number is $',
      'okay its $',
    ],
    policy: ['$', 'it is $', 'its $', 'right its $', 'the agreement number is $', 'it says $', 'i have got $', 'okay its $'],
    membership: ['$', 'it is $', 'its $', 'my number is $'],
    card: ['$', 'its $', 'it is $', 'the card number is $'],
    dob: ['$', 'it is $', 'its $', 'i was born on $', 'my date of birth is $', 'right its $', 'born $'],
    postcode: ['$', 'its $', 'it is $', 'the postcode is $'],
    address: ['$', 'its $', 'it is $', 'we are at $', 'the address is $'],
    secret: ['$', 'it was $', 'its $', 'i think i put $'],
    pin: ['$', 'its $', 'it is $', 'the pin is $'],
    phone: ['$', 'its $', 'it is $', 'my mobile is $', 'you can get me on $'],
    email: ['$', 'its $', 'it is $', 'my email is $'],
    reference: ['$', 'its $', 'it is $', 'the number is $', 'i have it here its $'],
  },
  agentOrdinary: [
    'flights take off about {one} hour after sunrise',
    'you are in the air for about {sixty} minutes',
    'a flight is {one hundred and sixty nine} pounds a person',
    'the basket takes up to {sixteen} passengers',
    'vouchers are valid for {twenty four} months',
    'passengers have to be at least {one hundred and forty} centimetres tall',
    'we check the weather at {five} in the morning',
    'a short break on the boat is {eight hundred and ninety} pounds',
    'the boat sleeps {six}',
    'the speed limit on the canal is {four} miles an hour',
    'the damage deposit is {three hundred} pounds',
    'handover starts at {two} in the afternoon',
    'there are {twenty one} locks on that route',
    'the tank holds {five hundred} gallons',
    'we only fill it to {eighty} percent',
    'propane is {two} dollars {forty nine} a gallon right now',
    'the tank lease is {ninety nine} dollars a year',
    'an emergency delivery is {one hundred and fifty} dollars',
    'a will call delivery takes {three} business days',
    'the booking fee is {two} pounds {fifty} a ticket',
    'the show starts at {seven thirty}',
    'it runs {two} hours {forty} minutes with an interval',
    'you can exchange tickets up to {forty eight} hours before',
    'seats in the stalls are {forty two} pounds',
    'the warranty lasts {ten} years',
    'we need {three} dry days to finish a roof',
    'the crew will be there at {seven} in the morning',
    'your roof is {twenty two} squares',
    'we hold a quote for {thirty} days',
    'a pint of milk is {ninety five} pence',
    'we deliver before {seven} in the morning',
    'orders have to be in by {eight} the night before',
    'we need {two} days notice to stop deliveries',
    'the bill goes out every {four} weeks',
    'a regular clean is {three} hours',
    'it is {nineteen} pounds {fifty} an hour',
    'we need {forty eight} hours notice to cancel a clean',
    'a deep clean is {one hundred and eighty} pounds',
    'the cabin is {four} metres by {three}',
    'delivery takes {six} to {eight} weeks',
    'the wall logs are {forty four} millimetres thick',
    'fitting takes {two} days',
    'classes are {forty five} minutes long',
    'the term is {eleven} weeks',
    'fees are {sixty six} pounds a term',
    'the show is on the {fourteenth} of june',
    'brothers and sisters get {fifteen} percent off',
    'the tow fee is {one hundred and seventy five} dollars',
    'storage is {forty} dollars a day',
    'after {thirty} days the vehicle goes to auction',
    'it takes about {twenty} minutes to bring the car round',
    'the refund can take {ten} working days',
  ],
  customerOrdinary: [
    'there were {four} of us booked on the flight',
    'i bought the voucher {two} years ago',
    'we were on the boat for {seven} nights',
    'there were {five} adults and {two} dogs',
    'the gauge says {ten} percent',
    'we go through about {eight hundred} gallons a winter',
    'i booked {six} seats in the circle',
    'it rained for {three} days straight',
    'the roof is only {four} years old',
    'i have {two} pints every day',
    'we are away for {ten} days',
    'the cleaner only stayed {ninety} minutes',
    'i paid {three thousand} pounds for the cabin',
    'my daughter is {nine}',
    'she does {three} classes a week',
    'the car was only there for {twenty} minutes',
    'i am {eighty one} years old',
    'i have been on hold for {forty} minutes',
    'this is the {fourth} time i have rung',
  ],
  closings: ['thanks for calling $ bye now', 'all done $ take care', 'cheers $ have a good day', 'lovely thank you $ goodbye'],
  stalls: [
    'hang on let me find it',
    'one moment the letter is upstairs',
    'bear with me im looking for the voucher',
    'hold on where did i put my glasses',
    'just a tick its in the kitchen drawer',
  ],
  readbacks: ['okay so thats $', 'let me read that back $', 'i have got $ is that right', 'just to confirm $', 'so $ yes'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.06,
  shuffle: true,
  stallChance: 0.06,
  spelling: {
    ask: ['can you spell your surname for me', 'how do you spell that', 'and the spelling of the last name'],
    answer: ['$', 'its $', 'thats $', 'it is $'],
    spell: (h, word) => twentiethSpell(h, word, h.random() < 0.5 ? 0 : 0.35),
  },
  addressing: ['thanks <first>', 'lovely <first>', 'okay <full>', 'right <first> nearly done', 'great thank you <full>'],
  corrections: {
    self: ['# no sorry its $', '# oh no wait its $', '# sorry thats wrong its $', '# no hang on $'],
    misheard: ['no sorry its $', 'no its $', 'not quite its $', 'nearly its $'],
    chance: 0.08,
  },
  continuing: {
    prompts: ['okay', 'go on', 'okay go on', 'mm hm', 'yep and the rest'],
    rest: ['$', 'then $', 'and $', 'and the last bit is $'],
    unbroken: [...(NINETEENTH.continuing?.unbroken ?? []), ...TWENTIETH_PINNING],
    chance: 0.06,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['mae', 'john', 'elizabeth', 'edward', 'jane'])} ${last}`;
      if (roll < 0.21) return `${first} ${last} hyphen ${h.pick(['jones', 'price', 'ward'])}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, and "two thousand" would become "seven thousand". */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1938 + Math.floor(random() * 62));
      return twentiethSaid(
        h,
        'dob',
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} of ${named} ${short}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `the ${ordinal} of ${named} ${short}`,
          () => `${named} the ${ordinal} ${short}`,
        ],
        [
          () => `${twentiethCardinal(month)} ${twentiethCardinal(day)} ${tenthTwo(h, c, d)}`,
          () => `${tenthOnForm(h, day)} slash ${tenthOnForm(h, month)} slash ${yearSaid(h, year)}`,
          () => `${named} the ${ordinal} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => `${twentiethCardinal(day)} ${twentiethCardinal(month)} ${tenthTwo(h, c, d)}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
          () => `${tenthOnForm(h, month)} dash ${tenthOnForm(h, day)} dash ${yearSaid(h, year)}`,
          () => tenthOneByOne(h, [Math.floor(day / 10), day % 10, Math.floor(month / 10), month % 10, a, b, c, d]),
          () => `${whole} ${named} the ${ordinal}`,
          () => `${named} ${twentiethCardinal(day)} ${short}`,
          () => `the ${ordinal} of ${named} in ${whole}`,
        ],
        TWENTIETH_PLAIN.dob,
      );
    },
    account: (h) =>
      twentiethSaid(
        h,
        'account',
        [
          () => plainDigits(h, 6 + Math.floor(h.random() * 5)),
          () => plainDigits(h, 8),
          () => `${twentiethLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 7, 1)} ${twentiethLetters(h, 1)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, h.pick([6, 8]))),
          () => `${twentiethLetters(h, 2, 0.7)} ${plainDigits(h, 6)}`,
          () => tenthOneByOne(h, withRun(h, 8)),
          () => inHundreds(h, tenthDigitList(h, h.pick([6, 9]), 1)),
          () => `${plainDigits(h, 3)} dash ${plainDigits(h, 3)} dash ${plainDigits(h, 3)}`,
          () =>
            inChunks(
              h,
              h.pick([
                [4, 4],
                [3, 3, 2],
                [2, 4, 2],
              ]),
            ),
          () => `${plainDigits(h, 6, 1)} slash ${plainDigits(h, 2)}`,
        ],
        TWENTIETH_PLAIN.number,
      ),
    policy: (h) =>
      twentiethSaid(
        h,
        'policy',
        [
          () => `${twentiethLetters(h, 2)} ${plainDigits(h, 5 + Math.floor(h.random() * 2))}`,
          () => plainDigits(h, 8),
          () => `${twentiethLetters(h, 3)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 7, 1)} ${twentiethLetters(h, 1)}`,
          () => `${twentiethLetters(h, 1)} ${plainDigits(h, 8)}`,
        ],
        [
          () => `${twentiethLetters(h, 2, 0.7)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${twentiethLetters(h, 2)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () =>
            `${twentiethLetters(h, 2, 0.4)} slash ${tenthTwo(h, ...(tenthDigitList(h, 2, 1) as [number, number]))} slash ${plainDigits(h, 4)}`,
          () => `${twentiethLetters(h, 1, 0.6)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${twentiethLetters(h, 2)} dash ${plainDigits(h, 3)} dash ${plainDigits(h, 3)}`,
          () => `${twentiethLetters(h, 3, 0.5)} ${inChunks(h, [3, 3])}`,
        ],
        TWENTIETH_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 6), () => `${twentiethLetters(h, 2)} ${plainDigits(h, 5)}`, () => plainDigits(h, 8, 1)],
        [() => inPairs(h, tenthDigitList(h, 6)), () => `${twentiethLetters(h, 2, 0.5)} ${tenthOneByOne(h, withRun(h, 5))}`],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [3, 4, 5], 0.4)], 0.6),
    postcode: (h) => twentiethPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.55 ? 'uk' : 'us';
      const street =
        where === 'uk'
          ? `${pick(TWENTIETH_STREETS)} ${pick(TWENTIETH_TOWNS)}`
          : `${pick(TWENTIETH_US_STREETS)} ${pick(TWENTIETH_US_TOWNS)}`;
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${street}`,
              () => `${plainTwo(a, b)} ${street}`,
              () => `flat ${pick(CARDINALS.slice(0, 9))} ${pick(['the maltings', 'wharf house'])} ${street}`,
              () => `${pick(['lock cottage', 'the old dairy', 'top farm', 'the granary'])} ${street}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${street}`,
              () => `${fourAsOne(h, a, b, c, d)} ${street}`,
              () => `${plainTwo(a, b)} ${pick(TWENTIETH_US_STREETS)} apartment ${pick(CARDINALS.slice(0, 12))} ${pick(TWENTIETH_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${twentiethPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => tenthOneByOne(h, withRun(h, 4))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `oh seven ${plainDigits(h, 3)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `plus one ${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${inPairs(h, tenthDigitList(h, 4))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(TWENTIETH_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} ${last} at ${domain}`,
        () => `${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} underscore ${last} at ${domain}`,
        () => `${first} dot ${last} ${plainTwo(a, b)} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${twentiethLetters(h, 2)} ${plainTwo(...(tenthDigitList(h, 2, 1) as [number, number]))} ${twentiethLetters(h, 3)}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => `${twentiethLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${twentiethLetters(h, 1)} ${plainDigits(h, 7)}`,
          () => plainDigits(h, 8, 1),
          () => `${plainDigits(h, 1, 1)} ${twentiethLetters(h, 3)} ${plainDigits(h, 3)}`,
        ],
        [
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${plainDigits(h, 4)}`,
          () => `${twentiethLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${twentiethLetters(h, 1, 0.5)} ${inChunks(h, [3, 4])}`,
          () => tenthOneByOne(h, withRun(h, 8)),
        ],
        0.6,
      ),
  },
};

/** Words callers of the twenty-first set hang on a letter: the radio alphabet mostly, then names and Irish and UK places. */
const TWENTYFIRST_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bravo', 'belfast'],
  C: ['charlie', 'charlie', 'cork'],
  D: ['delta', 'dublin', 'david'],
  E: ['echo', 'edward'],
  F: ['foxtrot', 'frank'],
  G: ['golf', 'galway'],
  H: ['hotel', 'henry'],
  I: ['india', 'ireland'],
  J: ['juliet', 'john'],
  K: ['kilo', 'kerry'],
  L: ['lima', 'london', 'limerick'],
  M: ['mike', 'mike', 'mother'],
  N: ['november', 'nancy'],
  O: ['oscar', 'orange'],
  P: ['papa', 'peter'],
  Q: ['quebec', 'queen'],
  R: ['romeo', 'roger'],
  S: ['sierra', 'sugar', 'sligo'],
  T: ['tango', 'tommy'],
  U: ['uniform', 'uncle'],
  V: ['victor', 'victoria'],
  W: ['whiskey', 'william', 'wexford'],
  X: ['x ray'],
  Y: ['yankee', 'yellow'],
  Z: ['zulu'],
};
/** Capitals pinned down "B for bravo", "M as in mike", "D like dublin"; a doubled letter often said "double". */
const {
  letter: twentyfirstLetter,
  letters: twentyfirstLetters,
  spell: twentyfirstSpell,
} = spokenCapitals({ words: TWENTYFIRST_LETTER_WORDS, joiners: ['for', 'as in', 'for', 'as in', 'like'], doubled: 0.65 });
/** Irish routing keys (the first three characters of an Eircode): a letter and two digits. */
const TWENTYFIRST_ROUTING_KEYS: readonly (readonly [string, number, number])[] = [
  ['D', 0, 2],
  ['D', 1, 5],
  ['D', 2, 4],
  ['T', 1, 2],
  ['T', 2, 3],
  ['H', 9, 1],
  ['V', 9, 4],
  ['Y', 3, 5],
  ['K', 7, 8],
  ['R', 9, 5],
  ['P', 8, 5],
  ['F', 9, 2],
  ['E', 9, 1],
  ['N', 9, 1],
  ['W', 9, 1],
  ['X', 9, 1],
  ['C', 1, 5],
];
/** Letters an Eircode's last four characters use (without A, which flite says "uh" before a word). */
const TWENTYFIRST_EIRCODE_LETTERS = 'CDEFHKNPRTVWXY'.split('');
/**
 * An Eircode: a routing key ("D zero two", or said as a number, "D oh two", "T twelve", "H ninety one") and four
 * characters, a letter first, digits one by one and letters bare or pinned ("X two eight five", "F for frank four E two").
 */
const twentyfirstEircode = (h: Helpers, plain: boolean): string => {
  const [key, a, b] = h.pick(TWENTYFIRST_ROUTING_KEYS);
  const pinned = plain ? 0 : 0.4;
  const routing = plain
    ? `${key} ${a === 0 ? 'zero' : DIGITS[a]} ${DIGITS[b]}`
    : `${twentyfirstLetter(h, key, pinned)} ${tenthTwo(h, a, b)}`;
  const unique = Array.from({ length: 4 }, (_, i) =>
    i === 0 || h.random() < 0.35 ? twentyfirstLetter(h, h.pick(TWENTYFIRST_EIRCODE_LETTERS), pinned) : DIGITS[Math.floor(h.random() * 10)]!,
  );
  return `${routing} ${unique.join(' ')}`;
};
/** A UK postcode (bare or pinned capitals, a two-digit district said as one number when not plain), an Eircode or a ZIP code. */
const twentyfirstPostcode = (h: Helpers, plain: boolean, where?: 'uk' | 'ie' | 'us'): string => {
  const uk = ukPostcodes(h, plain, (n) => twentyfirstLetters(h, n, plain ? 0 : 0.4));
  const ie = [() => twentyfirstEircode(h, plain)];
  const us = zipCodes(h, plain, zipInGroups);
  return h.pick(where === 'uk' ? uk : where === 'ie' ? ie : where === 'us' ? us : [...uk, ...ie, ...ie, ...us])();
};

const TWENTYFIRST_STREETS = ['tanyard lane', 'chapel brow', 'ferry road', 'pilgrims way', 'watermill close', 'holly bank'];
const TWENTYFIRST_TOWNS = ['bridport', 'lymington', 'nairn', 'saltash', 'matlock', 'beverley'];
const TWENTYFIRST_IRISH_STREETS = ['fairgreen road', 'convent hill', 'the crescent', 'mill race close', 'abbey view'];
const TWENTYFIRST_IRISH_TOWNS = ['ballina', 'clonakilty', 'tullamore', 'navan', 'kinsale', 'athlone'];
const TWENTYFIRST_US_STREETS = ['cottonwood lane', 'red cedar drive', 'harbor view terrace', 'magnolia bend road'];
const TWENTYFIRST_US_TOWNS = ['tempe', 'duluth', 'flagstaff', 'asheville', 'annapolis'];
const TWENTYFIRST_DOMAINS = [
  'eircom dot net',
  'gmail dot com',
  'outlook dot ie',
  'icloud dot com',
  'btinternet dot com',
  'verizon dot net',
  'live dot ie',
  'me dot com',
];
/** Irish banks' codes as an IBAN spells them (no A: flite says it "uh"). */
const TWENTYFIRST_IBAN_BANKS = ['B O F I', 'I P B S', 'U L S B'];
/**
 * How often the twenty-first set's date of birth, account and policy number are said the plain way; with the stalls,
 * values over two turns, corrections and read-backs, about two thirds of them are said plainly.
 */
const TWENTYFIRST_PLAIN = 0.83;

/**
 * The twenty-first held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text beyond the files'
 * format): calls to a window cleaning round, a language school, a scuba diving centre, a motorhome finance company, a
 * self-storage company in Ireland, a golf club's membership office, a US pharmacy benefits line, a hearing aid
 * provider, a marina's berth office and a US tax preparation firm, about a missed clean, streaks, a trampled flower bed
 * and a conservatory roof, a course moved online, a visa letter, a placement test and lessons missed through illness, a
 * course cancelled for weather, a torn wetsuit, dives cancelled for an ear infection and a trip deposit, a settlement
 * figure, a missed payment, a new payment date and selling the van, a gate code that fails, a smaller unit, a price rise
 * and a lost key, a subscription rise, a locker, spreading the joining fee and resigning, a prior authorisation
 * refused, mail order tablets that never came, a higher copay and a ninety-day supply, a whistling aid, an aid lost on
 * the beach, batteries and a retune, a berth fee rise, a winter lift out, an electricity charge and a bigger berth, a
 * refund that never came, a letter from the IRS, a missed 1099 and an extension; a date of birth, an account number (the
 * customer account, or the bank account a direct debit or direct deposit uses, sometimes an Irish IBAN) and a
 * policy-like number (round agreement, enrolment contract, dive cover, finance agreement, storage licence agreement,
 * subscription plan, group plan, aftercare plan, berth licence or audit protection plan number) asked in every call,
 * seven items a call; those three said plainly about two thirds of the time (mostlyPlain, with stalls, values over two
 * turns, corrections and read-backs rarer than the harder forms themselves): digits one by one with zero said "zero" or
 * "oh" (plainDigits), "it is …", bare capital letters before or after the digits, "march the fourth nineteen eighty",
 * "fourth of march eighty", "march the fourth eighty"; the rest the harder ways: digits in pairs (inPairs), in hundreds
 * (inHundreds) and in printed groups (inChunks), runs said "double" and "triple" (withRun), letters pinned with words
 * ("B for bravo", "M as in mike", "D like dublin"), "dash" and "slash" inside account and agreement numbers, an IBAN
 * read in its groups; birth dates as a form's numbers ("nine twenty four fifty five" month first, day first with
 * "slash", eight digits one by one), "the twenty fourth of the ninth", the year first, a cardinal day ("september twenty
 * four"), the year digit by digit; callers stalling ("hang on let me find it", then "right its …") and giving a value
 * in two pieces with the agent saying "okay" or "go on" between, correcting themselves ("no sorry its …") and the
 * agent's read-back; names with middle initials and middle names and now and then a double-barrelled surname, surnames
 * spelled with bare capitals, "double" and some letters pinned down; card numbers in fours and last fours; UK and Irish
 * mobiles and landlines, "plus three five three", US numbers with "area code"; PPS, social security, national insurance,
 * passport, driving licence, Medicare, motorhome and boat registration numbers; UK postcodes, Eircodes with their routing
 * keys said as numbers or digits, ZIP and ZIP+4 codes; UK, Irish (with townlands and counties) and US addresses; e-mail
 * addresses with dots, underscores, initials and numbers; values volunteered in the caller's first words; and ordinary
 * numbers beside them that must survive (cleaning prices and weeks between cleans, course hours and class sizes, fees a
 * week, dive depths, tank litres, boat times, hours before flying, interest rates, months of finance, balloon
 * payments, unit sizes in square feet, euro a week, gate hours, notice days, subscriptions, tee time minutes, holes and
 * yards, copays, supply days, refills, deductibles, trial days, battery packs, warranty years, berth lengths in metres,
 * pounds a metre, pence a unit, return fees, refund days, penalty percentages, a tax form's number, ages, children,
 * jobs, windows, handicaps, days away and minutes on hold).
 * Authored and recognised before any change for it.
 */
const TWENTYFIRST: Pools = {
  voices: [
    ['kal16', 'slt'],
    ['awb', 'kal'],
    ['slt', 'rms'],
    ['rms', 'kal16'],
    ['kal', 'awb'],
    ['slt', 'awb'],
    ['awb', 'kal16'],
  ],
  greetings: [
    'shinewright window cleaning [NAME:dougie] speaking',
    'hello shinewright windows how can i help',
    'good morning babelfield language school this is [NAME:ines] how can i help',
    'babelfield school of english admissions good afternoon',
    'kelpwater scuba centre [NAME:rory] here what can i do for you',
    'roadhaven motorhome finance customer services you are through to [NAME:alistair]',
    'good afternoon roadhaven leisure finance',
    'boxwell self storage navan this is [NAME:siobhan] how can i help',
    'hello boxwell storage customer care',
    'heatherbrae golf club membership office good morning [NAME:moira] speaking',
    'thank you for calling riverbend rx pharmacy benefits my name is [NAME:jamal] how may i help you',
    'riverbend rx member services how can i help you today',
    'earlight hearing centres this is [NAME:bethany] how can i help',
    'gullhaven marina berth office good morning',
    'gullhaven marina [NAME:hamish] speaking',
    'harborline tax preparation this is [NAME:luz] how can i help you',
    'thanks for calling harborline tax the client service line',
  ],
  reasons: [
    'hi your window cleaner did not come on tuesday and we are due every {four} weeks',
    'hello the windows were left all streaky after the last clean',
    'hi your lad stood on my flower bed with his ladder',
    'hello can you add the conservatory roof to my clean',
    'hi my daughters english course has been moved online and we want our money back',
    'hello i need a letter from the school for my student visa',
    'hi i missed the placement test on monday can i do it again',
    'hello i was ill for {two} weeks and missed {ten} lessons',
    'hi my open water course was cancelled because of the weather',
    'hello the wetsuit i hired was torn when i got it',
    'hi i have an ear infection and the doctor says no diving for {three} weeks',
    'hello i want my deposit back for the dive trip in may',
    'hi can i get a settlement figure for my motorhome finance',
    'hello i missed my payment this month because my wages were late',
    'hi can i move my payment date to the {twenty eighth}',
    'hello i want to sell the motorhome is that allowed while there is finance on it',
    'hi the gate code for my storage unit has stopped working',
    'hello can i move to a smaller unit',
    'hi my storage price has gone up by {twenty} percent without any notice',
    'hello i have lost the key to my padlock',
    'hi why has my golf subscription gone up again',
    'hello i would like a locker in the mens changing room',
    'hi can i spread the joining fee over the year',
    'hello i want to resign my membership at the end of the year',
    'hi my doctor sent a prior authorization and it was denied',
    'hello my mail order tablets never came and i only have {two} left',
    'hi why is my copay higher this month',
    'hello can i get a {ninety} day supply instead of {thirty}',
    'hi my hearing aid keeps whistling',
    'hello i lost one of my hearing aids on the beach',
    'hi can i set up the battery subscription',
    'hello i need my aids retuning they sound tinny',
    'hi my berth fee has gone up again',
    'hello can i book a winter lift out for my boat',
    'hi you have charged me for electricity on the pontoon and i was not even there',
    'hello i want to move to a bigger berth we have a new boat',
    'hi my tax refund still has not come',
    'hello i got a letter from the irs and i do not understand it',
    'hi i forgot to give you a {ten ninety nine} can we change the return',
    'hello can you file an extension for me',
    'hi my finance agreement number is [POLICY_NUMBER:R H zero zero four seven one one nine] and i want a settlement figure',
    'hello its [NAME:cormac kilbride] about my storage unit',
    'hi i was born [DATE_OF_BIRTH:the ninth of february fifty eight] and the pharmacy has a different birthday for me',
    'hello my account number is [BANK_ACCOUNT_NUMBER:forty one oh six twenty two] and you have charged me twice for the clean',
    'hi my berth licence is [POLICY_NUMBER:G H M slash twenty four slash one one eight] and the power on the pontoon is off',
    'hello can you ring me on [PHONE:oh eight seven two two one four nine six three] its about the unit',
    'hi its [NAME:philippa quennell] my hearing aid has stopped working',
    'hello i am at [ADDRESS:fourteen tanyard lane bridport] and nobody came to clean the windows',
    'hi my date of birth is [DATE_OF_BIRTH:october the third nineteen seventy one] and i cannot log in to the student portal',
    'hello my member id is [MEMBERSHIP_NUMBER:W seven seven two zero one four five five three] and my tablets did not come',
    'hi my social is [ID_NUMBER:five two one dash four four dash nine oh one seven] and i got a letter from the irs',
    'hello please send it to [EMAIL:barnaby dot ballantyne at eircom dot net] i never got the invoice',
    'hi its about my dive cover [POLICY_NUMBER:D C dash four double seven dash one two oh] the trip was cancelled',
    'hello my birthday is [DATE_OF_BIRTH:four twelve sixty three] and the pharmacy says it does not match',
    'hi the direct debit from [BANK_ACCOUNT_NUMBER:two two triple four six nine oh one] bounced and i want to know why',
    'hello my subscription plan is [POLICY_NUMBER:S P one nine four four zero two] and you have charged me twice',
    'hi the cleaner broke a pane in the back door',
    'hello can i pause my lessons for {six} weeks over the summer',
    'hi i want to book the nitrox course',
    'hello the storage van was booked for saturday but somebody else had it',
  ],
  firstNames: [
    'aoife',
    'cormac',
    'siobhan',
    'fergal',
    'niamh',
    'barnaby',
    'delphine',
    'evander',
    'philippa',
    'octavia',
    'cosmo',
    'henrietta',
    'leopold',
    'tabitha',
    'clementine',
    'maisie',
  ],
  lastNames: [
    'fitzwilliam',
    'ogunbanjo',
    'quennell',
    'mcconaghy',
    'winterbottom',
    'pennyfeather',
    'honeysett',
    'ballantyne',
    'kilbride',
    'treharne',
    'cattermole',
    'hollingsworth',
    'rowbotham',
    'oyelaran',
    'delacroix',
    'mulcahy',
  ],
  streets: [...TWENTYFIRST_STREETS, ...TWENTYFIRST_IRISH_STREETS, ...TWENTYFIRST_US_STREETS],
  towns: [...TWENTYFIRST_TOWNS, ...TWENTYFIRST_IRISH_TOWNS, ...TWENTYFIRST_US_TOWNS],
  emailDomains: TWENTYFIRST_DOMAINS,
  secrets: [
    'a vauxhall nova',
    'the famous five',
    'nanny bridget',
    'bosco',
    'saint patricks national school',
    'a raleigh chopper',
    'lough derg',
    'the flintstones',
    'great auntie maeve',
    'black beauty',
    'evel knievel',
  ],
  ask: {
    name: [
      'can i take your name please',
      'who am i speaking with',
      'whose name is the account in',
      'and your full name please',
      'what name is the membership under',
      'can i get the name on the policy',
    ],
    account: [
      'whats your account number',
      'can you read me the customer account number from the invoice',
      'whats the account number on your statement',
      'and the bank account number the direct debit comes out of',
      'can i take the bank account number for the direct deposit',
      'have you got your account number there',
      'whats the account number at the top of the letter',
    ],
    policy: [
      'whats the round agreement number on the card the cleaner left',
      'can you read me the enrolment contract number from your offer letter',
      'whats the dive cover number on your insurance certificate',
      'whats your finance agreement number',
      'and the storage licence agreement number for the unit',
      'whats the subscription plan number on your renewal',
      'whats the group plan number on the back of your card',
      'can i take your aftercare plan number',
      'and the berth licence number please',
      'whats the audit protection plan number on your engagement letter',
      'and the agreement number if you have it',
    ],
    membership: [
      'whats your member number',
      'can you read me the student number from your card',
      'whats your diver certification number',
      'whats the member id on your prescription card',
      'and the berth holder number',
      'whats your club membership number',
    ],
    card: [
      'which card would you like to pay with',
      'can you read me the long number on the card',
      'what card should the refund go back to',
      'and the card number please',
    ],
    dob: [
      'and your date of birth please',
      'can you confirm your date of birth',
      'whats the date of birth on the account',
      'and when were you born',
      'whats the members date of birth',
      'could i take a date of birth for security',
      'and your birthday please',
      'date of birth for me please',
    ],
    postcode: [
      'whats your postcode',
      'and your postcode or eircode please',
      'whats the zip or postal code there',
      'whats the postcode at the house',
      'can i take the postal code for the address',
    ],
    address: [
      'what address are we cleaning',
      'whats the address on the account',
      'where should we send the new hearing aid',
      'whats your home address',
      'where is the motorhome kept',
      'whats the mailing address for the forms',
    ],
    secret: [
      'what was the answer to your security question',
      'whats your memorable word',
      'what was your first car',
      'what was your favourite book as a child',
      'who was your childhood hero',
    ],
    pin: [
      'and your four digit pin',
      'whats the gate code you chose',
      'can you give me your phone pin',
      'whats the pin on the online account',
    ],
    phone: [
      'whats the best number to get you on',
      'can i take a mobile number',
      'which number should we text the day before',
      'and a phone number please',
    ],
    email: [
      'whats your email address',
      'where should i send the receipt',
      'which email do you want the letter sent to',
      'can you confirm the email we have',
    ],
    reference: [
      'whats your pps number',
      'can i take your social security number',
      'whats your national insurance number',
      'whats the passport number on your visa application',
      'whats the registration of the motorhome',
      'whats your medicare number',
      'and your driving licence number',
      'whats the boats registration number',
    ],
  },
  answer: {
    name: ['$', 'its $', 'this is $', 'my name is $', 'its $ here'],
    account: ['$', 'it is $', 'my account number is $', 'right its $', 'yes its $', 'i have it here its $', 'it says $'],
    policy: ['$', 'it is $', 'the agreement number is $', 'right its $', 'it should be $', 'it says $ on the letter', 'yes $'],
    membership: ['$', 'it is $', 'its $', 'my number is $'],
    card: ['$', 'it is $', 'its $', 'the card number is $'],
    dob: ['$', 'it is $', 'its $', 'i was born $', 'my date of birth is $', 'born on $', 'right its $'],
    postcode: ['$', 'it is $', 'its $', 'the postcode is $', 'the eircode is $'],
    address: ['$', 'it is $', 'its $', 'we are at $', 'i live at $'],
    secret: ['$', 'it was $', 'i said $', 'its $'],
    pin: ['$', 'it is $', 'its $', 'the code is $'],
    phone: ['$', 'it is $', 'its $', 'my mobile is $', 'you can get me on $'],
    email: ['$', 'it is $', 'its $', 'my email is $'],
    reference: ['$', 'it is $', 'its $', 'the number is $', 'right its $'],
  },
  agentOrdinary: [
    'we come round every {four} weeks',
    'a {three} bed semi is {sixteen} pounds',
    'the conservatory roof is {twenty five} pounds extra',
    'we can clear the gutters for {forty} pounds',
    'the cleaner will be with you between {eight} and {twelve}',
    'the intensive course is {twenty} hours a week',
    'classes have no more than {twelve} students',
    'the course fee is {two hundred and eighty} pounds a week',
    'the placement test takes about {forty} minutes',
    'lessons start at {nine} and finish at {twelve thirty}',
    'the exam class runs for {eight} weeks',
    'the open water course is {four} days',
    'you can dive to {eighteen} metres with that card',
    'we use {twelve} litre tanks',
    'the boat leaves at {seven thirty} from the harbour',
    'you must not fly for {twenty four} hours after diving',
    'wetsuit hire is {fifteen} pounds a day',
    'the rate on your agreement is {nine point nine} percent',
    'the agreement runs for {sixty} months',
    'the final balloon payment is {eight thousand} pounds',
    'your monthly payment is {two hundred and ninety nine} pounds',
    'the settlement figure is good for {ten} days',
    'we need {fourteen} days to change the payment date',
    'a {fifty} square foot unit is {thirty five} euro a week',
    'the gate is open from {six} in the morning to {ten} at night',
    'we need {fourteen} days notice to close the unit',
    'the first {eight} weeks are half price',
    'you can use the van free for {two} hours',
    'the annual subscription is {one thousand one hundred and fifty} pounds',
    'the joining fee can be spread over {ten} months',
    'tee times are every {eight} minutes from {seven}',
    'a locker is {sixty} pounds a year',
    'guests can play for {forty five} pounds',
    'your copay for generics is {ten} dollars',
    'mail order ships in {five} to {seven} business days',
    'your deductible is {five hundred} dollars',
    'a prior authorization takes up to {seventy two} hours',
    'you have {three} refills left on that',
    'the hearing test takes about {forty five} minutes',
    'you get a {sixty} day trial',
    'a pack of {sixty} batteries is {twenty} pounds',
    'the aids are under warranty for {four} years',
    'the excess for a lost aid is {one hundred and fifty} pounds',
    'your berth is {twelve} metres',
    'berths are {four hundred and twenty} pounds a metre a year',
    'a lift out is {three hundred and fifty} pounds',
    'electricity is {thirty} pence a unit',
    'visitors pay {three} pounds {fifty} a metre a night',
    'a basic return is {one hundred and twenty nine} dollars',
    'refunds usually take about {twenty one} days',
    'an extension gives you {six} more months',
    'the late penalty is {five} percent a month',
    'i can book you in on the {twenty third} at {two fifteen}',
    'that will be with you within {three} working days',
  ],
  customerOrdinary: [
    'we have {fourteen} windows and a back door',
    'i have been a customer for {six} years',
    'she is {nineteen} and this is her first time abroad',
    'i have only done {two} dives before',
    'the van is {seven} metres long',
    'i have paid {thirty one} payments so far',
    'my unit is the {third} one on the left',
    'i have played off {fourteen} for years',
    'i take {four} tablets a day',
    'i am {eighty two} and i cannot hear the phone',
    'the boat is {nine} metres',
    'i was away for {ten} days',
    'i have {two} kids and {three} jobs',
    'i filed on the {second} of march',
    'i have been on hold for {twenty} minutes',
    'this is the {fourth} time i have rung',
    'i paid {two hundred} euro last month',
    'my lessons are {three} mornings a week',
    'the unit is {ten} by {eight} and its full',
  ],
  closings: ['thanks $ bye now', 'lovely thanks $ take care', 'all done $ have a good day', 'thanks for calling $'],
  stalls: [
    'hang on let me find it',
    'hold on its in the glovebox',
    'one second the letter is upstairs',
    'give me a minute i need my glasses',
    'wait the card is in my other coat',
    'bear with me its on the boat somewhere',
  ],
  readbacks: ['so thats $', 'let me read that back $', 'i have got $ is that right', 'just to check $', 'ive typed $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.1,
  shuffle: true,
  stallChance: 0.05,
  spelling: {
    ask: ['can you spell your surname for me', 'how is that spelt', 'and the spelling of the last name'],
    answer: ['$', 'its $', 'thats $', 'its spelt $'],
    spell: (h, word) => twentyfirstSpell(h, word, h.random() < 0.5 ? 0 : 0.35),
  },
  addressing: ['thanks <first>', 'okay <first>', 'lovely <full>', 'right <first> nearly done', 'cheers <first>'],
  corrections: {
    self: ['# no sorry its $', '# sorry no its $', '# oh wait thats wrong its $', '# no hang on $'],
    misheard: ['no sorry its $', 'not quite its $', 'no thats wrong its $', 'nearly its $'],
    chance: 0.05,
  },
  continuing: {
    prompts: ['okay', 'go on', 'okay go on', 'yep and the rest', 'mm hm'],
    rest: ['$', 'then $', 'and then $', 'the rest is $'],
    unbroken: [...(NINETEENTH.continuing?.unbroken ?? []), 'point'],
    chance: 0.06,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['mary', 'patrick', 'louise', 'thomas', 'jane'])} ${last}`;
      if (roll < 0.22) return `${first} ${last} hyphen ${h.pick(['jones', 'brady', 'lewis'])}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, and "two thousand" would become "seven thousand". */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1936 + Math.floor(random() * 64));
      return mostlyPlain(
        h,
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} of ${named} ${short}`,
          () => `${named} the ${ordinal} ${short}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
        ],
        [
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${tenthTwo(h, c, d)}`,
          () => `${tenthOnForm(h, day)} slash ${tenthOnForm(h, month)} slash ${yearSaid(h, year)}`,
          () => `${tenthOnForm(h, month)} ${tenthOnForm(h, day)} ${yearSaid(h, year)}`,
          () => tenthOneByOne(h, [Math.floor(day / 10), day % 10, Math.floor(month / 10), month % 10, a, b, c, d]),
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
          () => `${whole} ${named} the ${ordinal}`,
          () => `${named} ${CARDINALS[day - 1]} ${whole}`,
          () => `${ordinal} of ${named} ${tenthOneByOne(h, [a, b, c, d])}`,
        ],
        TWENTYFIRST_PLAIN,
      );
    },
    account: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 6 + Math.floor(h.random() * 5)),
          () => plainDigits(h, 8),
          () => `${twentyfirstLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 7, 1)} ${twentyfirstLetters(h, 1)}`,
          () => `${twentyfirstLetters(h, 1)} ${plainDigits(h, 7)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, h.pick([6, 8]))),
          () => inHundreds(h, tenthDigitList(h, h.pick([6, 9]), 1)),
          () =>
            inChunks(
              h,
              h.pick([
                [4, 4],
                [3, 3, 2],
              ]),
            ),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => `${twentyfirstLetters(h, 2, 0.9)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 4)} dash ${plainDigits(h, 4)}`,
          () => `I E ${plainDigits(h, 2, 1)} ${h.pick(TWENTYFIRST_IBAN_BANKS)} ${inChunks(h, [2, 4, 4, 4])}`,
          () => `${plainDigits(h, 3, 1)} double ${h.pick(DIGITS.slice(1))} ${plainDigits(h, 3)}`,
        ],
        TWENTYFIRST_PLAIN,
      ),
    policy: (h) =>
      mostlyPlain(
        h,
        [
          () => `${twentyfirstLetters(h, 2)} ${plainDigits(h, 5 + Math.floor(h.random() * 3))}`,
          () => plainDigits(h, 8, 1),
          () => `${twentyfirstLetters(h, 3)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 6, 1)} ${twentyfirstLetters(h, 2)}`,
          () => `${twentyfirstLetters(h, 1)} ${plainDigits(h, 8)}`,
        ],
        [
          () => `${twentyfirstLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${twentyfirstLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () =>
            `${twentyfirstLetters(h, 3)} slash ${plainTwo(...(tenthDigitList(h, 2, 1) as [number, number]))} slash ${plainDigits(h, 3)}`,
          () => `${twentyfirstLetters(h, 2, 0.4)} dash ${inChunks(h, [3, 3])}`,
          () => `${twentyfirstLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${plainDigits(h, 4, 1)} dash ${plainDigits(h, 4)} dash ${twentyfirstLetters(h, 1, 0.5)}`,
          () => `${twentyfirstLetters(h, 2)} ${plainDigits(h, 2)} triple ${h.pick(DIGITS.slice(1))} ${plainDigits(h, 2)}`,
        ],
        TWENTYFIRST_PLAIN,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 8, 1),
          () => `${twentyfirstLetters(h, 1)} ${plainDigits(h, 9)}`,
          () => `${twentyfirstLetters(h, 3)} ${plainDigits(h, 5)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 6)),
          () => `${twentyfirstLetters(h, 2, 0.5)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 4)}`,
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [3, 4, 5], 0.4)], 0.6),
    postcode: (h) => twentyfirstPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const roll = random();
      const where = roll < 0.35 ? 'uk' : roll < 0.7 ? 'ie' : 'us';
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(TWENTYFIRST_STREETS)} ${pick(TWENTYFIRST_TOWNS)}`,
              () => `${plainTwo(a, b)} ${pick(TWENTYFIRST_STREETS)} ${pick(TWENTYFIRST_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 9))} ${pick(['the maltings', 'quay house'])} ${pick(TWENTYFIRST_STREETS)} ${pick(TWENTYFIRST_TOWNS)}`,
            ]
          : where === 'ie'
            ? [
                () => `${pick(CARDINALS)} ${pick(TWENTYFIRST_IRISH_STREETS)} ${pick(TWENTYFIRST_IRISH_TOWNS)}`,
                () =>
                  `apartment ${pick(CARDINALS.slice(0, 20))} ${pick(['the granary', 'riverside court'])} ${pick(TWENTYFIRST_IRISH_STREETS)} ${pick(TWENTYFIRST_IRISH_TOWNS)}`,
                () =>
                  `${pick(['the old rectory', 'rose cottage', 'hillcrest'])} ${pick(['drumcliff', 'ballyvaughan', 'knockbrack'])} county ${pick(['sligo', 'clare', 'kerry'])}`,
              ]
            : [
                () => `${tenthThree(h, a, b, c)} ${pick(TWENTYFIRST_US_STREETS)} ${pick(TWENTYFIRST_US_TOWNS)}`,
                () => `${fourAsOne(h, a, b, c, d)} ${pick(TWENTYFIRST_US_STREETS)} ${pick(TWENTYFIRST_US_TOWNS)}`,
                () =>
                  `${plainTwo(a, b)} ${pick(TWENTYFIRST_US_STREETS)} apartment ${pick(CARDINALS.slice(0, 12))} ${pick(TWENTYFIRST_US_TOWNS)}`,
              ],
      )();
      return random() < 0.3 ? `${house} ${twentyfirstPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => tenthOneByOne(h, withRun(h, 4))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh eight ${h.pick(['three', 'five', 'six', 'seven', 'nine'])} ${plainDigits(h, 7)}`,
          () => `oh one ${plainDigits(h, 7)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus three five three eight ${h.pick(['five', 'six', 'seven'])} ${inChunks(h, [3, 4])}`,
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `oh eight six ${tenthOneByOne(h, withRun(h, 7))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(TWENTYFIRST_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} ${last} at ${domain}`,
        () => `${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} underscore ${last} at ${domain}`,
        () => `${first} dot ${last} ${plainTwo(a, b)} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${plainDigits(h, 7)} ${twentyfirstLetters(h, h.pick([1, 2]))}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => `${twentyfirstLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${twentyfirstLetters(h, 2)} ${plainTwo(...(tenthDigitList(h, 2, 1) as [number, number]))} ${twentyfirstLetters(h, 3)}`,
          () => plainDigits(h, 9, 1),
          () =>
            `${plainDigits(h, 1, 1)} ${twentyfirstLetters(h, 2)} ${plainDigits(h, 1)} ${twentyfirstLetters(h, 2)} ${plainDigits(h, 1)} ${twentyfirstLetters(h, 2)} ${plainDigits(h, 2)}`,
        ],
        [
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${plainDigits(h, 4)}`,
          () => `${inChunks(h, [3, 4])} ${twentyfirstLetters(h, 1, 0.6)}`,
          () => `${twentyfirstLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${twentyfirstLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 7))}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the twenty-second set hang on a letter: the radio alphabet mostly, now and then an old first name or an everyday word. */
const TWENTYSECOND_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bravo', 'baker'],
  C: ['charlie', 'charlie', 'cat'],
  D: ['delta', 'delta', 'dog'],
  E: ['echo', 'edward'],
  F: ['foxtrot', 'freddie'],
  G: ['golf', 'george'],
  H: ['hotel', 'harry'],
  I: ['india'],
  J: ['juliet', 'jack'],
  K: ['kilo', 'king'],
  L: ['lima', 'lucy'],
  M: ['mike', 'mike', 'mary'],
  N: ['november', 'nora'],
  O: ['oscar'],
  P: ['papa', 'peter'],
  Q: ['quebec'],
  R: ['romeo', 'robert'],
  S: ['sierra', 'sugar'],
  T: ['tango', 'tom'],
  U: ['uniform', 'uncle'],
  V: ['victor'],
  W: ['whiskey', 'william'],
  X: ['x ray'],
  Y: ['yankee', 'yellow'],
  Z: ['zulu'],
};
/** Capitals pinned down "B for bravo", "M as in mike", "K like king"; a doubled letter often said "double". */
const { letters: twentysecondLetters, spell: twentysecondSpell } = spokenCapitals({
  words: TWENTYSECOND_LETTER_WORDS,
  joiners: ['for', 'as in', 'for', 'as in', 'like'],
  doubled: 0.65,
});
/** A UK postcode, a ZIP in printed groups when not plain, or a ZIP+4 code. */
const twentysecondPostcode = ukOrUsPostcode({ letters: twentysecondLetters, pinned: 0.4, zip: zipInGroups });

const TWENTYSECOND_STREETS = ['tithe barn lane', 'cobblers walk', 'hawthorn rise', 'wheelwrights row', 'glebe close', 'packhorse lane'];
const TWENTYSECOND_TOWNS = ['bakewell', 'totnes', 'sherborne', 'clitheroe', 'tenbury', 'keighley', 'brora'];
const TWENTYSECOND_US_STREETS = ['elk ridge drive', 'sycamore hollow road', 'bluebonnet lane', 'timber creek court', 'county road'];
const TWENTYSECOND_US_TOWNS = ['kalispell', 'bend', 'red lodge', 'prescott', 'chillicothe', 'ely'];
const TWENTYSECOND_DOMAINS = [
  'gmail dot com',
  'hotmail dot co dot uk',
  'yahoo dot co dot uk',
  'outlook dot com',
  'sky dot com',
  'centurylink dot net',
  'frontier dot com',
  'icloud dot com',
];
/**
 * How often the twenty-second set's date of birth, account and policy number are said the plain way (the harder ways
 * taken in turn down each list, twentysecondSaid); with the values volunteered in the first turn, the stalls, values
 * over two turns, corrections and read-backs, about two thirds of them are said plainly.
 */
const TWENTYSECOND_PLAIN = 0.8;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the twentieth set's. */
const twentysecondSaid = harderInTurn();

/**
 * The twenty-second held-out set, written blind to the detector (without reading its code, its lexicon, its rules,
 * its docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a
 * falconry centre, a tattoo studio, a council allotments office, a watch and clock repairer, a tree surgeon, a taxi
 * firm's account desk, a US state wildlife agency's hunting and fishing licence line, a US water well and pump service,
 * an upholsterer and a US home inspection firm, trades no earlier set has called, about a hawk walk cancelled for
 * rain, a voucher run out, a child too young to fly a hawk and an owl adoption pack that never came, a deposit kept
 * for a cancelled sitting, a patchy tattoo, a sitting moved for sunburn and a cover-up, an untidy plot letter, a
 * water trough off, a greenhouse and years on the waiting list, a watch kept for weeks, water in a serviced watch, a
 * grandfather clock to collect and a mantel clock that stops, a branch dropped on a fence, a stump never ground, a
 * preservation order and logs left on a drive, a driver who never came, waiting time charged for a late car, staff
 * added to an account and a trip nobody took, a fishing licence that never came, an elk draw, a hunt closed for fire
 * and a lost deer tag, no water pressure, bacteria in a water test, an unasked-for service call and a leaking pressure
 * tank, a sofa in the wrong fabric, chairs not collected, cushions gone flat and a deposit wanted back, a leak the
 * inspector missed, a late report before closing, a second visit charged and a moved inspection; a date of birth, an
 * account number (the customer or company account, or the bank account a direct debit or refund uses) and a
 * policy-like number (owl adoption plan, experience voucher, booking agreement, plot tenancy agreement, repair
 * guarantee, works contract, account agreement, hunting or fishing licence, service plan, fabric guarantee or
 * inspection agreement number) asked in every call, seven items a call; those three said plainly about two thirds of
 * the time: digits one by one with zero said "zero" or "oh" (plainDigits), "it is …", bare capital letters before or
 * after the digits, "march the fourth nineteen eighty", "the fourth of march nineteen eighty", "fourth of march
 * eighty", "march fourth nineteen eighty"; the rest the harder ways, taken in turn down each list: digits in pairs
 * (inPairs), in hundreds (inHundreds) and in printed groups (inChunks), runs said "double" and "triple" (withRun),
 * letters pinned down with the radio alphabet and now and then a first name or an everyday word ("B for bravo", "M as
 * in mike", "K like king"), "dash" and "slash" inside account and agreement numbers and a contract's year said as a
 * number before a slash ("T R twenty twenty three slash …"); birth dates as bare numbers month first ("nine twenty four
 * fifty five") and day first, read off a form with "slash" or "dash" between the parts, "of the" with a month's ordinal
 * ("the twenty fourth of the ninth fifty five"), the year first, the month and a cardinal day with a short year, the
 * year digit by digit, all eight digits of a US form one by one; callers stalling ("hang on let me find it", then
 * "right its …") and giving a value in two pieces with the agent saying "okay" or "go on" between, correcting
 * themselves ("no sorry its …") and correcting the agent's read-back; values volunteered in the caller's first words,
 * now and then started wrong and corrected there; names with middle initials and middle names and now and then a
 * double-barrelled surname, surnames spelled with bare capitals, "double" and some letters pinned down; card numbers in
 * fours and last fours; UK mobiles and landlines, "plus four four", US numbers with "area code"; national insurance,
 * social security, driving licence, hunter education and car registration numbers; UK postcodes, ZIP and ZIP+4 codes;
 * UK addresses with flats and house names, US addresses with county roads and apartments; e-mail addresses with dots,
 * underscores, initials and numbers; and ordinary numbers beside them that must survive (hawk walk minutes, experience
 * prices, a minimum age, voucher months, flying times, adoption pack days, deposits, hours' notice, touch-up months,
 * sittings, day rates, plot rents, rods, days to tidy, shed sizes in feet, a date the water goes off, service weeks,
 * guarantee years, repair prices, collection miles, pressure test metres, stump prices, council weeks, crew hours, a
 * crown's percentage, log prices, waiting time pence a minute, airport fares, invoice days, minutes a driver waits,
 * a seven-seater's percentage, licence dollars, a draw date, refund weeks, tag prices, preference points, service call
 * dollars, hours to get out, pump prices, well depths in feet, chlorination hours, recovering weeks, fabric metres,
 * foam prices, deposit percentages, inspection dollars, report hours, radon test hours, inspection hours, party sizes,
 * children's ages, tattoo sizes, years on a plot, greenhouse sizes, a watch's years, a clock's height, an oak's years,
 * stumps, rides a month, minutes late, years fishing and applying, miles out of town, people in a house, a sofa's
 * years, money paid up front, an age said "i am seventy nine", minutes on hold and calls made).
 * Authored and recognised before any change for it.
 */
const TWENTYSECOND: Pools = {
  voices: [
    ['slt', 'awb'],
    ['kal16', 'rms'],
    ['awb', 'slt'],
    ['rms', 'kal'],
    ['kal', 'slt'],
    ['slt', 'kal16'],
    ['awb', 'rms'],
  ],
  greetings: [
    'hawkridge falconry centre good morning [NAME:tamsin] speaking',
    'hello hawkridge birds of prey how can i help',
    'inkwell and anchor tattoo studio this is [NAME:jez] how can i help',
    'hiya inkwell and anchor tattoos',
    'ashdown council allotments office good afternoon',
    'allotments and green spaces [NAME:gillian] speaking how can i help',
    'tickwell watch and clock repairs good morning this is [NAME:ambrose]',
    'oakheart tree surgeons [NAME:rhys] here how can i help',
    'good afternoon oakheart tree care',
    'swiftline taxis account desk you are through to [NAME:parveen]',
    'swiftline cars accounts team hello',
    'division of wildlife licensing and draws this is [NAME:cody] how may i help you',
    'thank you for calling the state wildlife license line',
    'deepspring well and pump service this is [NAME:darlene] how can i help you today',
    'hartley and finch upholstery good morning [NAME:marisa] speaking',
    'keystone home inspections this is [NAME:trent] how can i help you',
    'thanks for calling keystone inspections client services',
  ],
  reasons: [
    'hi our hawk walk has been cancelled for rain {two} times now',
    'hello i bought a gift voucher for my husband and it has run out',
    'hi can my son come on the owl experience he is only {ten}',
    'hello i adopted a barn owl for my mum and the pack never came',
    'hi i had to cancel my tattoo appointment and you kept my deposit',
    'hello my tattoo has healed patchy and i need a touch up',
    'hi can i move my sitting to a later date my arm is still sunburnt',
    'hello i want to book a cover up of an old tattoo',
    'hi i have had a letter saying my plot is untidy',
    'hello the water trough by my plot has been off for {three} weeks',
    'hi can i put a greenhouse on my allotment',
    'hello i have been on the waiting list for {four} years',
    'hi you have had my watch for {eleven} weeks now',
    'hello there is water inside my watch since you serviced it',
    'hi can you collect a grandfather clock from my house',
    'hello my mantel clock stops every night since you fixed it',
    'hi your men dropped a branch on my fence',
    'hello the stump grinding was never done',
    'hi i need to know if the oak in my garden has a preservation order',
    'hello you left a pile of logs on my drive',
    'hi your driver never turned up for my airport run',
    'hello we have been charged waiting time when the car was late',
    'hi i want to add {three} staff to our company account',
    'hello there is a trip on our invoice that none of us took',
    'hi i bought my fishing license online and it never came',
    'hello i want to know if i got drawn for elk this year',
    'hi my hunt was closed for fire can i get a refund',
    'hello i lost my deer tag can i get a new one',
    'hi we have no water pressure and the pump keeps clicking',
    'hello our water test came back with bacteria in it',
    'hi why was i billed for a service call i never asked for',
    'hello the pressure tank in the basement is leaking',
    'hi my sofa came back in the wrong fabric',
    'hello you were meant to collect my chairs on thursday',
    'hi the foam in my new cushions has gone flat already',
    'hello i want my deposit back i have changed my mind',
    'hi your inspector missed a leak under the kitchen sink',
    'hello my inspection report still has not come and we close on friday',
    'hi why have i been charged for a second visit',
    'hello i need to move my inspection the sellers have changed the date',
    'hi my adoption plan number is [POLICY_NUMBER:H W double seven four oh one] and the owl pack never came',
    'hello its [NAME:winifred pemberton] about my tattoo deposit',
    'hi i was born [DATE_OF_BIRTH:eleven nine sixty one] and the license office has my birthday wrong',
    'hello my account number is [BANK_ACCOUNT_NUMBER:thirty eight oh four fifty one sixty] and you have billed me twice for the pump',
    'hi my works contract is [POLICY_NUMBER:T R slash twenty three slash four oh six] and your men broke my fence',
    'hello my date of birth is [DATE_OF_BIRTH:the second of may nineteen sixty eight] and i want to book the hawk walk',
    'hi the direct debit for my plot comes from [BANK_ACCOUNT_NUMBER:seven one three oh two two eight] no sorry [BANK_ACCOUNT_NUMBER:seven one three oh two two nine] and it has been taken twice',
    'hello my license number is [POLICY_NUMBER:two oh two four dash one one eight three nine] and my elk tag never came',
    'hi my service plan number is [POLICY_NUMBER:D S P six hundred and twelve oh four] and the pump has failed',
    'hello please ring me on [PHONE:oh seven seven one two four six eight nine three oh] about my watch',
    'hi i am at [ADDRESS:twelve tithe barn lane bakewell] and nobody came to grind the stump',
    'hello my booking agreement is [POLICY_NUMBER:B for bravo K four seven eight two six] and you kept my deposit',
    'hi its [NAME:cuthbert mountjoy] my clock has stopped again',
    'hello i was born on [DATE_OF_BIRTH:the twenty ninth of the first seventy two] and the inspection agreement has a different date',
    'hi the company account is [BANK_ACCOUNT_NUMBER:S W four four two nine one seven] and a driver has been overcharging us',
  ],
  firstNames: [
    'winifred',
    'cuthbert',
    'rosalind',
    'ignatius',
    'marguerite',
    'lysander',
    'perpetua',
    'thaddeus',
    'araminta',
    'bartholomew',
    'gwendolyn',
    'ezekiel',
    'hermione',
    'jethro',
    'lavinia',
    'cornelius',
  ],
  lastNames: [
    'pemberton',
    'mountjoy',
    'ravenscroft',
    'abernethy',
    'okonkwo',
    'blennerhassett',
    'fairweather',
    'goodenough',
    'mcillwraith',
    'trelawney',
    'lindqvist',
    'hetherington',
    'stanislawski',
    'oduya',
    'cartwright',
    'penhaligon',
  ],
  streets: [...TWENTYSECOND_STREETS, ...TWENTYSECOND_US_STREETS],
  towns: [...TWENTYSECOND_TOWNS, ...TWENTYSECOND_US_TOWNS],
  emailDomains: TWENTYSECOND_DOMAINS,
  secrets: [
    'a hillman imp',
    'captain pugwash',
    'auntie dolly',
    'skegness',
    'the wombles',
    'rupert bear',
    'saint aidans primary',
    'a ford anglia',
    'mister benn',
    'the lone ranger',
    'biggles',
  ],
  ask: {
    name: [
      'can i take your name please',
      'who am i speaking with',
      'whose name is the booking under',
      'and your full name please',
      'what name is the license in',
      'can i get the name on the account',
    ],
    account: [
      'whats your account number',
      'can you read me the customer account number on the invoice',
      'and the bank account number the direct debit comes from',
      'whats the company account number',
      'can i take the account number on your statement',
      'which bank account should the refund go to',
      'whats the account number at the top of the bill',
    ],
    policy: [
      'whats the adoption plan number on the certificate',
      'can you read me the experience voucher number',
      'whats the booking agreement number on your consent form',
      'and the plot tenancy agreement number',
      'whats the repair guarantee number on your ticket',
      'can i take the works contract number',
      'whats the account agreement number on the contract',
      'whats your license number',
      'can you read me the service plan number',
      'whats the fabric guarantee number',
      'and the inspection agreement number please',
    ],
    membership: [
      'whats your falconry club membership number',
      'whats the customer id on your license',
      'whats your allotment society member number',
      'and the staff card number',
      'whats your loyalty card number',
    ],
    card: [
      'which card would you like to pay with',
      'can you read me the long number on the card',
      'what card should the refund go back to',
      'and the card number please',
    ],
    dob: [
      'and your date of birth please',
      'can you confirm your date of birth',
      'whats the date of birth on the account',
      'and when were you born',
      'could i take a date of birth for security',
      'date of birth for me please',
      'and your birthday please',
    ],
    postcode: [
      'whats your postcode',
      'and the zip code please',
      'whats the postcode where the tree is',
      'can i take the postcode for the pickup',
      'whats the zip code at the property',
    ],
    address: [
      'whats the address for the job',
      'where should we collect the sofa from',
      'whats the property address for the inspection',
      'where is the well',
      'whats your home address',
      'where shall the driver pick you up',
    ],
    secret: [
      'what is your memorable word',
      'what was your first car',
      'who was your favourite character on television as a child',
      'what was the name of your first school',
      'whats the answer to your security question',
    ],
    pin: [
      'and your four digit pin',
      'whats the passcode on the account',
      'can you give me the pin for the portal',
      'whats your telephone pin',
    ],
    phone: [
      'whats the best number for you',
      'can i take a mobile number',
      'which number should the driver ring',
      'and a phone number please',
    ],
    email: [
      'whats your email address',
      'where should i send the report',
      'which email do you want the license sent to',
      'can i confirm the email we have',
    ],
    reference: [
      'whats your national insurance number',
      'can i take your social security number',
      'whats your driving licence number',
      'whats your hunter education number',
      'whats the registration of the car',
      'and your drivers license number',
    ],
  },
  answer: {
    name: ['$', 'its $', 'this is $', 'my name is $', 'its $ here'],
    account: ['$', 'it is $', 'my account number is $', 'right its $', 'yes its $', 'its $', 'i have it here its $'],
    policy: ['$', 'it is $', 'the number is $', 'right its $', 'it says $', 'its $', 'i think its $'],
    membership: ['$', 'it is $', 'its $', 'my number is $'],
    card: ['$', 'it is $', 'its $', 'the card number is $'],
    dob: ['$', 'it is $', 'its $', 'i was born $', 'my date of birth is $', 'right its $', 'born $'],
    postcode: ['$', 'it is $', 'its $', 'the postcode is $', 'the zip is $'],
    address: ['$', 'it is $', 'its $', 'we are at $', 'i live at $'],
    secret: ['$', 'it was $', 'i put $', 'its $'],
    pin: ['$', 'it is $', 'its $', 'the pin is $'],
    phone: ['$', 'it is $', 'its $', 'my mobile is $', 'you can get me on $'],
    email: ['$', 'it is $', 'its $', 'my email is $'],
    reference: ['$', 'it is $', 'its $', 'the number is $', 'right its $'],
  },
  agentOrdinary: [
    'the hawk walk lasts about {ninety} minutes',
    'an owl experience is {sixty five} pounds a person',
    'children must be {twelve} or over to fly the hawks',
    'vouchers are valid for {eighteen} months',
    'we fly the birds at {eleven} and at {three} every day',
    'the adoption pack goes out within {twenty one} days',
    'the deposit is {fifty} pounds and comes off the final price',
    'we need {forty eight} hours notice to move a sitting',
    'a touch up is free within {three} months',
    'a half sleeve is usually {three} sittings',
    'our day rate is {four hundred and fifty} pounds',
    'a full plot is {one hundred and twenty five} pounds a year',
    'a half plot is {five} rods',
    'you have {twenty eight} days to tidy the plot',
    'sheds can be no bigger than {six} feet by {eight}',
    'the water goes off on the {thirty first} of october',
    'a full service takes about {six} weeks',
    'the service comes with a {two} year guarantee',
    'a battery and seal check is {twenty five} pounds',
    'collecting a longcase clock is {ninety} pounds within {ten} miles',
    'we pressure test to {fifty} metres',
    'stump grinding is {one hundred and eighty} pounds a stump',
    'the council can take up to {eight} weeks to decide',
    'the crew will be there at {eight} and finish by {four}',
    'we would take {thirty} percent off the crown',
    'a load of logs is {eighty} pounds',
    'waiting time is {thirty} pence a minute after the first {ten}',
    'airport runs are {sixty two} pounds each way',
    'accounts are invoiced every {fourteen} days',
    'the driver waits {fifteen} minutes then rings you',
    'a {seven} seater is {twenty} percent more',
    'an annual fishing license is {thirty five} dollars',
    'draw results come out on the {third} of june',
    'refunds take {six} to {eight} weeks',
    'a replacement tag is {ten} dollars',
    'you have {four} preference points',
    'a service call is {one hundred and twenty five} dollars',
    'we can be out to you within {four} hours',
    'a new pump is about {one thousand eight hundred} dollars',
    'your well is {two hundred and forty} feet deep',
    'a shock chlorination takes {twenty four} hours',
    'recovering a {three} seater takes {six} to {eight} weeks',
    'you need {twelve} metres of fabric for that sofa',
    'new foam is {forty} pounds a cushion',
    'the deposit is {thirty} percent of the quote',
    'the fabric guarantee is for {five} years',
    'a standard inspection is {four hundred and twenty five} dollars',
    'the report comes within {twenty four} hours',
    'a radon test runs for {forty eight} hours',
    'a second visit is {one hundred and fifty} dollars',
    'the inspection takes about {three} hours',
    'i can book you in on the {fourteenth} at {ten thirty}',
    'that will be with you within {five} working days',
  ],
  customerOrdinary: [
    'we are a party of {four} with {two} children',
    'my son is {nine} next month',
    'it took {six} hours and i was sore for a week',
    'the tattoo is about {ten} centimetres across',
    'i have had the plot for {seventeen} years',
    'the greenhouse is {eight} feet by {six}',
    'the watch was my grandads it is {sixty} years old',
    'the clock is nearly {seven} feet tall',
    'the oak must be {two hundred} years old',
    'there are {three} stumps at the back',
    'we use your cars about {forty} times a month',
    'the driver was {twenty five} minutes late',
    'i have fished that river for {thirty} years',
    'i have applied {five} years running',
    'we are {six} miles out of town',
    'there are {five} of us in the house',
    'the sofa is only {two} years old',
    'i paid {three hundred} pounds up front',
    'i have been on hold for {twenty} minutes',
    'this is the {third} time i have called',
    'i am {seventy nine} and i do not drive',
  ],
  closings: ['thanks $ bye now', 'cheers $ take care', 'lovely $ have a good day', 'thanks for calling $ bye'],
  stalls: [
    'hang on let me find it',
    'bear with me the paperwork is in the shed',
    'hold on i need my reading glasses',
    'just a minute its in my other bag',
    'wait let me get the letter',
    'give me a moment its on the fridge',
  ],
  readbacks: ['so thats $', 'let me read that back $', 'i have $ is that right', 'just to check $', 'so $ yes'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.08,
  shuffle: true,
  stallChance: 0.05,
  spelling: {
    ask: ['can you spell your surname for me', 'how do you spell that', 'and the spelling of the last name'],
    answer: ['$', 'its $', 'thats $', 'its spelt $'],
    spell: (h, word) => twentysecondSpell(h, word, h.random() < 0.5 ? 0 : 0.35),
  },
  addressing: ['thanks <first>', 'okay <first>', 'lovely <full>', 'right <first> nearly there', 'cheers <first>'],
  corrections: {
    self: ['# no sorry its $', '# sorry no its $', '# oh wait thats wrong its $', '# no hang on $'],
    misheard: ['no sorry its $', 'not quite its $', 'no thats wrong its $', 'nearly its $'],
    chance: 0.03,
  },
  continuing: {
    prompts: ['okay', 'go on', 'okay go on', 'mm hm', 'yep and the rest'],
    rest: ['$', 'then $', 'and then $', 'the rest is $'],
    unbroken: [...(NINETEENTH.continuing?.unbroken ?? []), 'point', 'thousand'],
    chance: 0.05,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['rose', 'james', 'margaret', 'arthur', 'ann'])} ${last}`;
      if (roll < 0.22) return `${first} ${last} hyphen ${h.pick(['smith', 'evans', 'hughes'])}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, and "two thousand" would become "seven thousand". */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1937 + Math.floor(random() * 63));
      return twentysecondSaid(
        h,
        'dob',
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} of ${named} ${short}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `the ${ordinal} of ${named} ${short}`,
          () => `${named} the ${ordinal} ${short}`,
        ],
        [
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${tenthTwo(h, c, d)}`,
          () => `${tenthOnForm(h, day)} slash ${tenthOnForm(h, month)} slash ${yearSaid(h, year)}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
          () => `${whole} ${named} the ${ordinal}`,
          () => `${named} ${CARDINALS[day - 1]} ${short}`,
          () => tenthOneByOne(h, [Math.floor(month / 10), month % 10, Math.floor(day / 10), day % 10, a, b, c, d]),
          () => `${CARDINALS[day - 1]} ${CARDINALS[month - 1]} ${tenthTwo(h, c, d)}`,
          () => `${ordinal} of ${named} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => `${tenthOnForm(h, month)} dash ${tenthOnForm(h, day)} dash ${yearSaid(h, year)}`,
          () => `${whole} the ${ordinal} of ${named}`,
        ],
        TWENTYSECOND_PLAIN,
      );
    },
    account: (h) =>
      twentysecondSaid(
        h,
        'account',
        [
          () => plainDigits(h, 6 + Math.floor(h.random() * 5)),
          () => plainDigits(h, 8),
          () => `${twentysecondLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 7, 1)} ${twentysecondLetters(h, 1)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, h.pick([6, 8]))),
          () => `${plainDigits(h, 4)} dash ${plainDigits(h, 4)}`,
          () => `${twentysecondLetters(h, 2, 0.9)} ${plainDigits(h, 6)}`,
          () =>
            inChunks(
              h,
              h.pick([
                [4, 4],
                [3, 3, 2],
                [2, 4, 2],
              ]),
            ),
          () => inHundreds(h, tenthDigitList(h, h.pick([6, 9]), 1)),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => `${plainDigits(h, 3, 1)} triple ${h.pick(DIGITS.slice(1))} ${plainDigits(h, 2)}`,
          () => `${plainDigits(h, 6, 1)} slash ${plainDigits(h, 2)}`,
        ],
        TWENTYSECOND_PLAIN,
      ),
    policy: (h) =>
      twentysecondSaid(
        h,
        'policy',
        [
          () => `${twentysecondLetters(h, 2)} ${plainDigits(h, 5 + Math.floor(h.random() * 3))}`,
          () => plainDigits(h, 8, 1),
          () => `${twentysecondLetters(h, 3)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 6, 1)} ${twentysecondLetters(h, 2)}`,
          () => `${twentysecondLetters(h, 1)} ${plainDigits(h, 8)}`,
        ],
        [
          () => `${twentysecondLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${twentysecondLetters(h, 2, 0.4)} dash ${inChunks(h, [3, 3])}`,
          () => `${twentysecondLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () =>
            `${twentysecondLetters(h, 2, 0.4)} ${h.pick(['twenty twenty two', 'twenty twenty three', 'twenty twenty four'])} slash ${plainDigits(h, 4)}`,
          () => `${twentysecondLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () =>
            `${twentysecondLetters(h, 3)} slash ${plainTwo(...(tenthDigitList(h, 2, 1) as [number, number]))} slash ${plainDigits(h, 3)}`,
          () => `${twentysecondLetters(h, 2)} ${plainDigits(h, 2)} double ${h.pick(DIGITS.slice(1))} ${plainDigits(h, 3)}`,
          () => `${plainDigits(h, 4, 1)} dash ${plainDigits(h, 4)} dash ${twentysecondLetters(h, 1, 0.5)}`,
        ],
        TWENTYSECOND_PLAIN,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 7, 1),
          () => `${twentysecondLetters(h, 2)} ${plainDigits(h, 5)}`,
          () => `${twentysecondLetters(h, 1)} ${plainDigits(h, 8)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 6)),
          () => `${twentysecondLetters(h, 2, 0.5)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 4)}`,
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [3, 4, 5], 0.4)], 0.6),
    postcode: (h) => twentysecondPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.55 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(TWENTYSECOND_STREETS)} ${pick(TWENTYSECOND_TOWNS)}`,
              () => `${plainTwo(a, b)} ${pick(TWENTYSECOND_STREETS)} ${pick(TWENTYSECOND_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 9))} ${pick(['the old chapel', 'mill house'])} ${pick(TWENTYSECOND_STREETS)} ${pick(TWENTYSECOND_TOWNS)}`,
              () =>
                `${pick(['keepers cottage', 'the old forge', 'orchard view', 'little paddocks'])} ${pick(TWENTYSECOND_STREETS)} ${pick(TWENTYSECOND_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(TWENTYSECOND_US_STREETS.slice(0, 4))} ${pick(TWENTYSECOND_US_TOWNS)}`,
              () => `${fourAsOne(h, a, b, c, d)} county road ${pick(CARDINALS.slice(0, 20))} ${pick(TWENTYSECOND_US_TOWNS)}`,
              () =>
                `${plainTwo(a, b)} ${pick(TWENTYSECOND_US_STREETS.slice(0, 4))} apartment ${pick(CARDINALS.slice(0, 12))} ${pick(TWENTYSECOND_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${twentysecondPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => tenthOneByOne(h, withRun(h, 4))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 8)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `oh seven ${tenthOneByOne(h, withRun(h, 9))}`,
          () => `oh one ${inChunks(h, [3, 3, 2])}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(TWENTYSECOND_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} ${last} at ${domain}`,
        () => `${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} underscore ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} dot ${last} ${plainTwo(a, b)} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${twentysecondLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
          () => `${twentysecondLetters(h, 1)} ${plainDigits(h, 7)}`,
          () => `${twentysecondLetters(h, 2)} ${plainTwo(...(tenthDigitList(h, 2, 1) as [number, number]))} ${twentysecondLetters(h, 3)}`,
        ],
        [
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${plainDigits(h, 4)}`,
          () => inChunks(h, [3, 4]),
          () => `${twentysecondLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${twentysecondLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 7))}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the twenty-third set hang on a letter: the radio alphabet mostly, now and then a fruit, a vegetable or a sweet. */
const TWENTYTHIRD_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bravo', 'banana'],
  C: ['charlie', 'charlie', 'carrot'],
  D: ['delta', 'delta', 'doughnut'],
  E: ['echo', 'echo', 'egg'],
  F: ['foxtrot', 'fig'],
  G: ['golf', 'grape'],
  H: ['hotel', 'honey'],
  I: ['india'],
  J: ['juliet', 'jelly'],
  K: ['kilo', 'kiwi'],
  L: ['lima', 'lemon'],
  M: ['mike', 'mike', 'mango'],
  N: ['november', 'nutmeg'],
  O: ['oscar', 'orange'],
  P: ['papa', 'papa', 'potato'],
  Q: ['quebec'],
  R: ['romeo', 'raspberry'],
  S: ['sierra', 'sierra', 'sugar'],
  T: ['tango', 'toffee'],
  U: ['uniform'],
  V: ['victor'],
  W: ['whiskey', 'walnut'],
  X: ['x ray'],
  Y: ['yankee', 'yoghurt'],
  Z: ['zulu'],
};
/** Every word the twenty-third set hangs on a letter, so a value said over two turns never breaks beside one. */
const TWENTYTHIRD_PINNING = [...new Set(Object.values(TWENTYTHIRD_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))))];
/** Capitals pinned down "B for bravo", "M as in mike", "T like toffee", "P papa"; a doubled letter often said "double". */
const { letters: twentythirdLetters, spell: twentythirdSpell } = spokenCapitals({
  words: TWENTYTHIRD_LETTER_WORDS,
  joiners: ['for', 'as in', 'for', '', 'like', 'as in'],
  doubled: 0.6,
});
/** A UK postcode, or a ZIP in printed groups or in pairs when not plain, or a ZIP+4 code. */
const twentythirdPostcode = ukOrUsPostcode({
  letters: twentythirdLetters,
  pinned: 0.4,
  zip: (h) => (h.random() < 0.5 ? zipInGroups(h) : inPairs(h, tenthDigitList(h, 5, 1))),
});

const TWENTYTHIRD_STREETS = ['saddlers walk', 'bellhouse lane', 'coopers row', 'dovecote close', 'lantern yard', 'netherby road'];
const TWENTYTHIRD_TOWNS = ['kirkby lonsdale', 'holt', 'rye', 'ashbourne', 'cockermouth', 'pickering', 'wells'];
const TWENTYTHIRD_US_STREETS = ['quarry ridge road', 'willow bend drive', 'old mill court', 'pecan grove lane'];
const TWENTYTHIRD_US_TOWNS = ['beaufort', 'natchez', 'taos', 'galena', 'stowe', 'decorah'];
const TWENTYTHIRD_DOMAINS = [
  'gmail dot com',
  'hotmail dot co dot uk',
  'btinternet dot com',
  'outlook dot com',
  'yahoo dot com',
  'verizon dot net',
  'me dot com',
  'aol dot com',
];
/**
 * How often the twenty-third set's account and policy-like numbers (`number`) and dates of birth (`dob`) are said the
 * plain way (the harder ways taken in turn down each list, twentythirdSaid). A number can also be said over two turns
 * or wrong and corrected, which a date in words never is, so a date is given its harder forms a little more often;
 * with the values volunteered in the first turn, the stalls, values over two turns, corrections and read-backs, about
 * two thirds of the three are said plainly.
 */
const TWENTYTHIRD_PLAIN = { dob: 0.78, number: 0.84 } as const;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the twentieth and twenty-second sets'. */
const twentythirdSaid = harderInTurn();
/** Two digits of a date as a form prints them: "oh four", "twelve", "twenty eight". */
const twentythirdPadded = (h: Helpers, n: number): string => tenthTwo(h, Math.floor(n / 10), n % 10);

/**
 * The twenty-third held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a
 * picture framer, a florist with a flower subscription, a celebration cake maker, a pottery studio with wheel courses
 * and kiln firings, a US land surveying firm, a US print and copy shop, an escape room venue, a US fence contractor, a
 * band rehearsal and recording studio and a hair salon, trades no earlier set has called, about cracked frame glass, a
 * mount in the wrong colour, a late frame and a shirt to frame, funeral flowers in the wrong colour, a bouquet dead in
 * two days, a subscription to cancel and wedding flowers not confirmed, a wedding cake that leaned, a name spelt wrong
 * in icing, nuts in a cake and a cake deposit, a bowl cracked in the kiln, missed wheel classes, a firing fee charged
 * twice and a pottery party, boundary pins a neighbour disputes, a late survey before closing, an easement missing from
 * a survey and an elevation certificate, banners in the wrong colour, a typo on business cards, a late print job and
 * flyers short, a room clock that ran out early, a team building booking, a late team turned away and an expired
 * voucher, leaning fence posts, a gate that will not latch, a sprinkler line cut and a privacy fence quote, an amp that
 * blew, a session cut short, a guitar pedal left behind and a recording day, hair coloured orange, a no-show fee after
 * cancelling, a colour after a patch test and extensions falling out; a date of birth, an account number (the customer,
 * trade or band account, or the bank account a direct debit or refund uses) and a policy-like number (framing
 * guarantee, flower subscription agreement, cake order contract, course enrolment agreement, survey engagement
 * agreement, print services agreement, event contract, fence warranty, equipment damage cover or treatment plan
 * agreement number) asked in every call, seven items a call; those three said plainly about two thirds of the time:
 * digits one by one with zero said "zero" or "oh" (plainDigits), "it is …", bare capital letters before or after the
 * digits, "march the fourth nineteen eighty", "the fourth of march nineteen eighty", "fourth of march eighty", "march
 * fourth nineteen eighty", "fourth march nineteen eighty"; the rest the harder ways, taken in turn down each list
 * rather than at random: digits in pairs (inPairs), in hundreds (inHundreds) and in printed groups (inChunks), runs
 * said "double" and "triple" (withRun), letters pinned down with the radio alphabet and now and then a fruit or a sweet
 * ("B for bravo", "M as in mike", "T like toffee", "P papa"), "dash", "slash" and "hyphen" inside account and agreement
 * numbers, a contract's year said as a number before a slash, the letters and digits joined with "then"; birth dates as
 * bare numbers month first ("three nineteen sixty four") and day first, read off a form with "slash" or "dash" between
 * the parts, day and month padded as printed ("oh four oh three eighty"), "of the" with a month's ordinal ("the
 * fourteenth of the sixth sixty eight"), the year first, the month and a cardinal day with a short year, the year digit
 * by digit, all eight digits of a US form one by one; callers stalling ("hang on the paperwork is in the car", then
 * "right its …") and giving a value in two pieces with the agent saying "okay" or "go on" between, correcting
 * themselves ("no sorry its …") and correcting the agent's read-back; values volunteered in the caller's first words,
 * now and then started wrong and corrected there; names with middle initials and middle names and now and then a
 * double-barrelled surname, surnames spelled with bare capitals, "double" and some letters pinned down; card numbers in
 * fours and last fours; UK mobiles and landlines, "plus four four", US numbers with "area code"; national insurance,
 * social security, passport, driving licence and van registration numbers; UK postcodes, ZIP and ZIP+4 codes; UK
 * addresses with flats and house names, US addresses with state routes and units; e-mail addresses with dots,
 * underscores, initials and numbers; and ordinary numbers beside them that must survive (framing days, glass prices,
 * frame sizes in centimetres, guarantee years, wreath notice hours, subscription prices, delivery hours, deposit
 * percentages, weeks a subscription pauses, cake tiers and servings, weeks' notice, cake prices, course weeks, class
 * times, firing prices, kiln degrees, party prices, survey dollars, field days, business days, tenths of a foot, cards
 * and banner prices, rush percentages, days files are kept, free shipping dollars, room minutes, players, prices a
 * player, minutes early, voucher months, fence prices a foot, post depths, warranty years, a start date, gate prices,
 * room prices an hour, a recording day's price, notice hours, opening hours, lost property days, colour prices, patch
 * test hours, no-show fees, extension months, toner minutes, a picture's width, a frame's price, a funeral date,
 * guests, a daughter's age, classes done, acres, a closing date, players coming, minutes late, fence lengths in feet,
 * years as a band, session times, years as a client, minutes in the chair, an age said "i am eighty two", minutes on
 * hold and calls made).
 * Authored and recognised before any change for it.
 */
const TWENTYTHIRD: Pools = {
  voices: [
    ['awb', 'slt'],
    ['slt', 'rms'],
    ['kal', 'awb'],
    ['rms', 'slt'],
    ['slt', 'kal16'],
    ['kal16', 'awb'],
    ['awb', 'kal'],
  ],
  greetings: [
    'gildwell picture framers good morning [NAME:perdita] speaking',
    'hello gildwell framing how can i help',
    'petal and stem florists this is [NAME:marigold] how can i help',
    'good afternoon petal and stem flowers',
    'sugarloaf celebration cakes [NAME:bettina] speaking',
    'hiya sugarloaf cakes how can i help',
    'clayhouse pottery studio good morning this is [NAME:oona]',
    'benchmark land surveying this is [NAME:clayton] how can i help you',
    'thank you for calling benchmark surveyors',
    'printpoint print and copy center this is [NAME:janelle] how can i help you today',
    'lockjaw escape rooms hi its [NAME:kit] how can i help',
    'good afternoon lockjaw escape rooms bookings',
    'ridgeline fence company this is [NAME:boone] what can i do for you',
    'thanks for calling ridgeline fence and gate',
    'soundcheck rehearsal studios [NAME:zak] here',
    'snip and style hair salon good morning [NAME:chantelle] speaking',
    'hello snip and style how can i help',
  ],
  reasons: [
    'hi the glass in the frame i collected is cracked',
    'hello you put my print in a black mount and i asked for ivory',
    'hi my frame was meant to be ready {ten} days ago',
    'hello can you frame a football shirt for me',
    'hi the flowers for my mums funeral were the wrong colour',
    'hello my bouquet was dead within {two} days',
    'hi i want to cancel my weekly flower subscription',
    'hello the wedding flowers have not been confirmed and the wedding is in {three} weeks',
    'hi the wedding cake leaned over before the speeches',
    'hello you spelt my daughters name wrong on her birthday cake',
    'hi i need to know if the cake had nuts in it my nephew reacted',
    'hello i want to cancel my cake order and get the deposit back',
    'hi my bowl cracked in the kiln',
    'hello i missed {two} classes of the wheel course can i catch up',
    'hi i was charged the firing fee twice',
    'hello can i book a pottery party for {eight} children',
    'hi my neighbor says the boundary pins you set are in the wrong place',
    'hello i am still waiting on my survey and we close next week',
    'hi the title company says the survey is missing the easement',
    'hello i need an elevation certificate for my flood insurance',
    'hi the banners you printed for us came out the wrong color',
    'hello my business cards have a typo in the email address',
    'hi my print job was meant to be ready at lunchtime and it is not',
    'hello i paid for {five hundred} flyers and got {two hundred and fifty}',
    'hi the clock in our escape room ran out early',
    'hello i want to book a team building session for {fourteen} people',
    'hi we were {ten} minutes late and you would not let us in',
    'hello my gift voucher says it has expired',
    'hi the fence posts you put in are already leaning',
    'hello the gate you installed will not latch',
    'hi your crew cut my sprinkler line digging the post holes',
    'hello i need a quote for a privacy fence around the back yard',
    'hi the amp in room {three} blew up halfway through our session',
    'hello we paid for a {four} hour session and only got {three}',
    'hi i left a guitar pedal in the studio last night',
    'hello i want to book a recording day for my band',
    'hi my hair colour came out orange',
    'hello i was charged a no show fee but i cancelled the day before',
    'hi i had my patch test and i want to book the colour now',
    'hello my extensions are falling out after {two} weeks',
    'hi my framing guarantee number is [POLICY_NUMBER:G F double four nine one two] and the glass has cracked',
    'hello its [NAME:clementine pettigrew] about my flower subscription',
    'hi i was born [DATE_OF_BIRTH:three nineteen sixty four] and your booking form has my birthday wrong',
    'hello my account number is [BANK_ACCOUNT_NUMBER:fifty two oh seven thirty one eighty nine] and you took the cake deposit twice',
    'hi my survey engagement agreement is [POLICY_NUMBER:S E dash two oh two four dash one one seven] and the pins are wrong',
    'hello my date of birth is [DATE_OF_BIRTH:the ninth of october nineteen seventy one] and i want to book a colour',
    'hi the direct debit for my flowers comes from [BANK_ACCOUNT_NUMBER:four four one nine zero two six] no sorry [BANK_ACCOUNT_NUMBER:four four one nine zero two seven] and it went out twice',
    'hello my fence warranty number is [POLICY_NUMBER:R F C seven hundred and six fifty two] and the posts are leaning',
    'hi my event contract is [POLICY_NUMBER:E C slash twenty three slash five one eight] and the room clock ran out early',
    'hello please ring me back on [PHONE:oh seven nine eight two three one four six oh five] about my cake',
    'hi i am at [ADDRESS:nine saddlers walk holt] and the flowers never came',
    'hello my print services agreement is [POLICY_NUMBER:P for papa S three eight two nine one four] and the banners are wrong',
    'hi its [NAME:horatio winterbottom] my bowl cracked in the kiln',
    'hello i was born on [DATE_OF_BIRTH:the fourteenth of the sixth sixty eight] and the studio has a different date',
    'hi the band account is [BANK_ACCOUNT_NUMBER:K R double seven two oh one five] and we were overcharged',
    'hello my equipment damage cover number is [POLICY_NUMBER:D C six one one eight four zero] and the amp blew',
    'hi my treatment plan agreement is [POLICY_NUMBER:T P zero four nine nine three one] and my colour went orange',
  ],
  firstNames: [
    'philippa',
    'horatio',
    'clementine',
    'barnaby',
    'imelda',
    'leopold',
    'theodora',
    'maximilian',
    'georgiana',
    'percival',
    'eudora',
    'humphrey',
    'rosamund',
    'ferdinand',
    'letitia',
    'quentin',
  ],
  lastNames: [
    'fotheringham',
    'ellingworth',
    'macnamara',
    'oyelaran',
    'winterbottom',
    'kowalczyk',
    'pettigrew',
    'lockhart',
    'brocklehurst',
    'nakamura',
    'quartermaine',
    'higginbottom',
    'delacroix',
    'sutcliffe',
    'vanderberg',
    'adebayo',
  ],
  streets: [...TWENTYTHIRD_STREETS, ...TWENTYTHIRD_US_STREETS],
  towns: [...TWENTYTHIRD_TOWNS, ...TWENTYTHIRD_US_TOWNS],
  emailDomains: TWENTYTHIRD_DOMAINS,
  secrets: [
    'a raleigh chopper',
    'blue peter',
    'grandma betty',
    'whitby',
    'bagpuss',
    'the magic roundabout',
    'saint marys juniors',
    'a morris minor',
    'the flintstones',
    'paddington',
    'a vauxhall viva',
  ],
  ask: {
    name: [
      'can i take your name please',
      'who am i speaking to',
      'whose name is the order under',
      'and your full name please',
      'what name is the booking in',
      'can i get the name on the account please',
    ],
    account: [
      'whats your account number',
      'can you read me the customer account number on your receipt',
      'and the bank account number the direct debit comes out of',
      'whats the trade account number',
      'can i take the account number from your invoice',
      'which bank account would you like the refund paid into',
      'whats the band account number',
    ],
    policy: [
      'whats the framing guarantee number on your receipt',
      'can you read me the flower subscription agreement number',
      'whats the cake order contract number',
      'and the course enrolment agreement number',
      'whats the survey engagement agreement number at the top of the contract',
      'can i take your print services agreement number',
      'whats the event contract number on your booking email',
      'whats the fence warranty number on your paperwork',
      'can you read me the equipment damage cover number',
      'whats your treatment plan agreement number',
    ],
    membership: [
      'whats your trade customer number',
      'whats the number on your loyalty card',
      'and your studio member number',
      'whats your client id',
      'whats your rewards member number',
    ],
    card: [
      'which card would you like to use',
      'can you read me the long number on the card',
      'what card should the refund go back to',
      'and the card number please',
    ],
    dob: [
      'and your date of birth please',
      'can you confirm your date of birth for me',
      'whats the date of birth on the account',
      'and when were you born',
      'could i have a date of birth to check',
      'date of birth please',
      'and whats your birthday',
    ],
    postcode: [
      'whats your postcode',
      'and the zip code please',
      'whats the postcode for the delivery',
      'can i take the postcode on the account',
      'whats the zip code of the lot',
    ],
    address: [
      'whats the address for the delivery',
      'where is the property we surveyed',
      'whats the address where the fence went in',
      'where should we send the frame',
      'whats your home address',
      'what address shall i put on the order',
    ],
    secret: [
      'what is your memorable word',
      'what was your first bike',
      'what was your favourite programme as a child',
      'what was the name of your first school',
      'whats the answer to your security question',
    ],
    pin: [
      'and your four digit pin',
      'whats the passcode on the account',
      'can you give me the pin for the online account',
      'whats your telephone pin',
    ],
    phone: [
      'whats the best number to reach you',
      'can i take a mobile number',
      'which number should the driver ring when he gets there',
      'and a contact number please',
    ],
    email: [
      'whats your email address',
      'where should i send the proof',
      'which email should the receipt go to',
      'can i confirm the email we have for you',
    ],
    reference: [
      'whats your national insurance number',
      'can i take your social security number',
      'whats your passport number for the id check',
      'whats your driving licence number',
      'whats the registration of the van you load in with',
      'and your drivers license number',
    ],
  },
  answer: {
    name: ['$', 'its $', 'this is $', 'my name is $', 'its $ speaking'],
    account: ['$', 'it is $', 'my account number is $', 'right its $', 'yes its $', 'its $', 'i have got it here its $'],
    policy: ['$', 'it is $', 'the number is $', 'right its $', 'it says $', 'its $', 'ok its $'],
    membership: ['$', 'it is $', 'its $', 'my number is $'],
    card: ['$', 'it is $', 'its $', 'the card number is $'],
    dob: ['$', 'it is $', 'its $', 'i was born $', 'my date of birth is $', 'right its $', 'born $'],
    postcode: ['$', 'it is $', 'its $', 'the postcode is $', 'the zip is $'],
    address: ['$', 'it is $', 'its $', 'we are at $', 'i live at $'],
    secret: ['$', 'it was $', 'i put $', 'its $'],
    pin: ['$', 'it is $', 'its $', 'the pin is $'],
    phone: ['$', 'it is $', 'its $', 'my mobile is $', 'you can get me on $'],
    email: ['$', 'it is $', 'its $', 'my email is $'],
    reference: ['$', 'it is $', 'its $', 'the number is $', 'right its $'],
  },
  agentOrdinary: [
    'a standard frame takes about {ten} working days',
    'museum glass is {forty five} pounds extra',
    'we can frame anything up to {one hundred and twenty} centimetres',
    'a shirt frame starts at {one hundred and ninety five} pounds',
    'the framing guarantee lasts {five} years',
    'a funeral wreath needs {forty eight} hours notice',
    'the subscription is {twenty eight} pounds a week',
    'we deliver between {nine} and {five}',
    'wedding flowers need a {twenty five} percent deposit',
    'you can pause the subscription for up to {six} weeks',
    'a {three} tier cake serves about {eighty} people',
    'we need {four} weeks notice for a wedding cake',
    'the cake deposit is {fifty} pounds',
    'a birthday cake starts at {thirty five} pounds',
    'if you cancel within {fourteen} days the deposit is kept',
    'the wheel course is {six} weeks long',
    'classes run from {seven} until {nine} on tuesdays',
    'a firing costs {eight} pounds a piece',
    'the kiln fires at about {twelve hundred} degrees',
    'a pottery party is {twenty two} pounds a child',
    'a boundary survey is {six hundred and fifty} dollars',
    'the field crew needs about {three} days',
    'the drawing takes {ten} business days after the fieldwork',
    'an elevation certificate is {four hundred and seventy five} dollars',
    'we set the pins to within {two} tenths of a foot',
    '{five hundred} business cards are {forty nine} dollars',
    'a vinyl banner is {twelve} dollars a square foot',
    'rush jobs are {fifty} percent extra',
    'we keep your files for {ninety} days',
    'orders over {two hundred} dollars ship free',
    'each room lasts {sixty} minutes',
    'rooms take between {two} and {six} players',
    'it is {twenty two} pounds a player',
    'please arrive {fifteen} minutes before your slot',
    'vouchers are valid for {twelve} months',
    'a {six} foot privacy fence is about {thirty two} dollars a foot',
    'we set the posts {three} feet deep in concrete',
    'the fence warranty runs for {ten} years',
    'the crew can start on the {twenty first}',
    'a new gate is {three hundred and forty} dollars',
    'room {two} is {fourteen} pounds an hour',
    'a recording day is {two hundred and eighty} pounds',
    'we need {twenty four} hours notice to cancel a session',
    'we are open until {eleven} at night',
    'lost property is kept for {thirty} days',
    'a full head of colour is {ninety five} pounds',
    'you need a patch test {forty eight} hours before',
    'the no show fee is {twenty} pounds',
    'extensions should last about {three} months',
    'a toner to put it right takes about {forty five} minutes',
    'i can book you in on the {ninth} at {two thirty}',
    'the refund takes {three} to {five} working days',
  ],
  customerOrdinary: [
    'the picture is about {sixty} centimetres wide',
    'i paid {one hundred and forty} pounds for that frame',
    'the funeral is on the {twelfth}',
    'i have had the subscription for {two} years',
    'there will be {one hundred and twenty} guests',
    'my daughter is turning {seven}',
    'i have done {four} of the {six} classes',
    'the lot is about {two} acres',
    'we close on the {thirtieth}',
    'i needed them by {nine} in the morning',
    'there are {eight} of us coming',
    'we were only {ten} minutes late',
    'the fence runs about {one hundred and fifty} feet',
    'we have been a band for {six} years',
    'the session was from {seven} till {eleven}',
    'i have been coming to you for {nine} years',
    'i sat in the chair for {forty} minutes',
    'i have been on hold for {fifteen} minutes',
    'this is the {fourth} time i have rung',
    'i am {eighty two} so i cannot drive over',
    'we are about {twenty} minutes away',
  ],
  closings: ['thanks $ bye', 'cheers $ bye now', 'lovely $ have a nice day', 'thanks for calling $ take care'],
  stalls: [
    'hang on the paperwork is in the car',
    'one second its on my phone somewhere',
    'let me just grab my purse',
    'hold on i wrote it on the back of an envelope',
    'bear with me the kids have moved everything',
    'just a second i need my glasses',
  ],
  readbacks: ['so that is $', 'let me read that back $', 'i have got $ is that right', 'can i just check $', 'thats $ yes'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.08,
  shuffle: true,
  stallChance: 0.05,
  spelling: {
    ask: ['can you spell your surname for me', 'how is that spelt', 'and how do you spell the last name'],
    answer: ['$', 'its $', 'thats $', 'its spelt $'],
    spell: (h, word) => twentythirdSpell(h, word, h.random() < 0.5 ? 0 : 0.35),
  },
  addressing: ['thanks <first>', 'okay <first>', 'lovely thank you <full>', 'right <first> just a couple more', 'great <first>'],
  corrections: {
    self: ['# no sorry its $', '# wait no its $', '# sorry i read that wrong its $', '# no hang on its $'],
    misheard: ['no its $', 'not quite its $', 'sorry no its $', 'close its $'],
    chance: 0.04,
  },
  continuing: {
    prompts: ['okay', 'go on', 'okay go on', 'yep', 'mm hm go on'],
    rest: ['$', 'then $', 'and then $', 'and the rest is $'],
    unbroken: [...(TWENTYSECOND.continuing?.unbroken ?? []), ...TWENTYTHIRD_PINNING, 'hyphen', 'then'],
    chance: 0.06,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['louise', 'john', 'elizabeth', 'george', 'mae'])} ${last}`;
      if (roll < 0.22) return `${first} ${last} hyphen ${h.pick(['jones', 'davies', 'price'])}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, and "two thousand" would become "seven thousand". */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1940 + Math.floor(random() * 60));
      return twentythirdSaid(
        h,
        'dob',
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} of ${named} ${short}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `the ${ordinal} of ${named} ${short}`,
          () => `${named} the ${ordinal} ${short}`,
        ],
        [
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${tenthTwo(h, c, d)}`,
          () => `${twentythirdPadded(h, day)} ${twentythirdPadded(h, month)} ${tenthTwo(h, c, d)}`,
          () => `${tenthOnForm(h, day)} slash ${tenthOnForm(h, month)} slash ${yearSaid(h, year)}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
          () => `${whole} ${named} the ${ordinal}`,
          () => `${named} ${CARDINALS[day - 1]} ${short}`,
          () => tenthOneByOne(h, [Math.floor(month / 10), month % 10, Math.floor(day / 10), day % 10, a, b, c, d]),
          () => `${ordinal} of ${named} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => `${tenthOnForm(h, month)} dash ${tenthOnForm(h, day)} dash ${yearSaid(h, year)}`,
          () => `${CARDINALS[day - 1]} ${CARDINALS[month - 1]} ${tenthTwo(h, c, d)}`,
        ],
        TWENTYTHIRD_PLAIN.dob,
      );
    },
    account: (h) =>
      twentythirdSaid(
        h,
        'account',
        [
          () => plainDigits(h, 6 + Math.floor(h.random() * 5)),
          () => plainDigits(h, 8),
          () => `${twentythirdLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 7, 1)} ${twentythirdLetters(h, 1)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, h.pick([6, 8]))),
          () => `${plainDigits(h, 4)} dash ${plainDigits(h, 4)}`,
          () => tenthOneByOne(h, withRun(h, 8)),
          () => `${twentythirdLetters(h, 2, 0.9)} ${plainDigits(h, 6)}`,
          () =>
            inChunks(
              h,
              h.pick([
                [4, 4],
                [3, 3, 2],
                [2, 3, 3],
              ]),
            ),
          () => inHundreds(h, tenthDigitList(h, h.pick([6, 9]), 1)),
          () => `${plainDigits(h, 2, 1)} triple ${h.pick(DIGITS.slice(1))} ${plainDigits(h, 3)}`,
          () => `${plainDigits(h, 6, 1)} slash ${plainDigits(h, 2)}`,
          () => `${fourAsOne(h, ...(tenthDigitList(h, 4, 1) as [number, number, number, number]))} ${plainDigits(h, 4)}`,
        ],
        TWENTYTHIRD_PLAIN.number,
      ),
    policy: (h) =>
      twentythirdSaid(
        h,
        'policy',
        [
          () => `${twentythirdLetters(h, 2)} ${plainDigits(h, 5 + Math.floor(h.random() * 3))}`,
          () => plainDigits(h, 8, 1),
          () => `${twentythirdLetters(h, 3)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 6, 1)} ${twentythirdLetters(h, 2)}`,
          () => `${twentythirdLetters(h, 1)} ${plainDigits(h, 8)}`,
        ],
        [
          () => `${twentythirdLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${twentythirdLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${twentythirdLetters(h, 2, 0.4)} dash ${inChunks(h, [3, 3])}`,
          () =>
            `${twentythirdLetters(h, 2, 0.4)} ${h.pick(['twenty twenty one', 'twenty twenty two', 'twenty twenty three', 'twenty twenty four'])} slash ${plainDigits(h, 4)}`,
          () => `${twentythirdLetters(h, 2)} then ${plainDigits(h, 6)}`,
          () => `${twentythirdLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${twentythirdLetters(h, 2)} hyphen ${plainDigits(h, 3)} hyphen ${plainDigits(h, 3)}`,
          () =>
            `${twentythirdLetters(h, 3)} slash ${plainTwo(...(tenthDigitList(h, 2, 1) as [number, number]))} slash ${plainDigits(h, 3)}`,
          () => `${plainDigits(h, 4, 1)} dash ${plainDigits(h, 4)} dash ${twentythirdLetters(h, 1, 0.5)}`,
        ],
        TWENTYTHIRD_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 7, 1),
          () => `${twentythirdLetters(h, 2)} ${plainDigits(h, 5)}`,
          () => `${twentythirdLetters(h, 1)} ${plainDigits(h, 8)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 6)),
          () => `${twentythirdLetters(h, 2, 0.5)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 4)}`,
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [3, 4, 5], 0.4)], 0.6),
    postcode: (h) => twentythirdPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.6 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(TWENTYTHIRD_STREETS)} ${pick(TWENTYTHIRD_TOWNS)}`,
              () => `${plainTwo(a, b)} ${pick(TWENTYTHIRD_STREETS)} ${pick(TWENTYTHIRD_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 9))} ${pick(['the old dairy', 'brook house'])} ${pick(TWENTYTHIRD_STREETS)} ${pick(TWENTYTHIRD_TOWNS)}`,
              () =>
                `${pick(['rose cottage', 'the granary', 'the old school house', 'meadow view'])} ${pick(TWENTYTHIRD_STREETS)} ${pick(TWENTYTHIRD_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(TWENTYTHIRD_US_STREETS)} ${pick(TWENTYTHIRD_US_TOWNS)}`,
              () => `${fourAsOne(h, a, b, c, d)} state route ${pick(CARDINALS.slice(0, 20))} ${pick(TWENTYTHIRD_US_TOWNS)}`,
              () => `${plainTwo(a, b)} ${pick(TWENTYTHIRD_US_STREETS)} unit ${pick(CARDINALS.slice(0, 12))} ${pick(TWENTYTHIRD_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${twentythirdPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => tenthOneByOne(h, withRun(h, 4))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 8)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `oh seven ${tenthOneByOne(h, withRun(h, 9))}`,
          () => `oh one ${inChunks(h, [3, 3, 2])}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(TWENTYTHIRD_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} ${last} at ${domain}`,
        () => `${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} underscore ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} dot ${last} ${plainTwo(a, b)} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${twentythirdLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
          () => `${twentythirdLetters(h, 1)} ${plainDigits(h, 7)}`,
          () => `${twentythirdLetters(h, 2)} ${plainTwo(...(tenthDigitList(h, 2, 1) as [number, number]))} ${twentythirdLetters(h, 3)}`,
        ],
        [
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${plainDigits(h, 4)}`,
          () => inChunks(h, [3, 3, 3]),
          () => `${twentythirdLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${twentythirdLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 7))}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the twenty-fourth set hang on a letter: the radio alphabet mostly, now and then a place or a bird. */
const TWENTYFOURTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bravo', 'birmingham'],
  C: ['charlie', 'charlie', 'canada'],
  D: ['delta', 'delta', 'dover'],
  E: ['echo', 'echo', 'edinburgh'],
  F: ['foxtrot', 'france'],
  G: ['golf', 'glasgow'],
  H: ['hotel', 'hawk'],
  I: ['india', 'ireland'],
  J: ['juliet', 'jay'],
  K: ['kilo', 'kestrel'],
  L: ['lima', 'liverpool'],
  M: ['mike', 'mike', 'manchester'],
  N: ['november', 'norway'],
  O: ['oscar', 'owl'],
  P: ['papa', 'papa', 'paris'],
  Q: ['quebec'],
  R: ['romeo', 'robin'],
  S: ['sierra', 'sierra', 'swan'],
  T: ['tango', 'texas'],
  U: ['uniform'],
  V: ['victor', 'venice'],
  W: ['whiskey', 'wales'],
  X: ['x ray'],
  Y: ['yankee', 'york'],
  Z: ['zulu'],
};
/** Every word the twenty-fourth set hangs on a letter, so a value said over two turns never breaks beside one. */
const TWENTYFOURTH_PINNING = [...new Set(Object.values(TWENTYFOURTH_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))))];
/** Capitals pinned down "B for bravo", "M as in mike", "L like liverpool", "S sierra"; a doubled letter often said "double". */
const { letters: twentyfourthLetters, spell: twentyfourthSpell } = spokenCapitals({
  words: TWENTYFOURTH_LETTER_WORDS,
  joiners: ['for', 'as in', 'for', '', 'like', 'for'],
  doubled: 0.6,
});
/** A UK postcode, or a ZIP in printed groups or digit by digit with a run said "double" when not plain, or a ZIP+4 code. */
const twentyfourthPostcode = ukOrUsPostcode({
  letters: twentyfourthLetters,
  pinned: 0.4,
  zip: (h) => (h.random() < 0.5 ? zipInGroups(h) : tenthOneByOne(h, withRun(h, 5))),
});

const TWENTYFOURTH_STREETS = ['tanners lane', 'chapel fold', 'ropers yard', 'weavers close', 'lychgate walk', 'farriers way'];
const TWENTYFOURTH_TOWNS = ['ludlow', 'kendal', 'buxton', 'hexham', 'frome', 'settle', 'alnwick'];
const TWENTYFOURTH_US_STREETS = ['juniper ridge road', 'sawmill creek drive', 'prairie wind lane', 'copper kettle court'];
const TWENTYFOURTH_US_TOWNS = ['bozeman', 'sedona', 'paducah', 'lancaster', 'moab', 'eureka'];
const TWENTYFOURTH_DOMAINS = [
  'gmail dot com',
  'yahoo dot co dot uk',
  'icloud dot com',
  'outlook dot com',
  'hotmail dot com',
  'comcast dot net',
  'sky dot com',
  'protonmail dot com',
];
/**
 * How often the twenty-fourth set's account and policy-like numbers (`number`) and dates of birth (`dob`) are said the
 * plain way (the harder ways taken in turn down each list, twentyfourthSaid). As in the twenty-third set, a number can
 * also be said over two turns or wrong and corrected, which a date in words never is, so a date is given its harder
 * forms a little more often; with the values volunteered in the first turn, the stalls, values over two turns,
 * corrections and read-backs, about two thirds of the three are said plainly.
 */
const TWENTYFOURTH_PLAIN = { dob: 0.76, number: 0.84 } as const;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the other sets'. */
const twentyfourthSaid = harderInTurn();

/**
 * The twenty-fourth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a
 * monumental mason (headstones and memorials), a shoe repairer, a carpet and flooring fitter, a US vehicle wrap and
 * sign maker, a karate club, a zoo's membership office, a US bowling alley, a US heating and air conditioning firm, a
 * US garage door company and a US bail bonds agency, trades no earlier set has called, about wrong lettering on a
 * headstone, a leaning stone, a name to add to a family memorial and a cemetery permit never sent, boots lost, heels
 * come off, a resole before a holiday and a repair charged twice, a carpet seam, lifting laminate, fitters who did not
 * come and underlay charged and not fitted, a peeling truck wrap, a wrong phone number on a shop sign, a fleet quote and
 * bubbled window lettering, a belt grading, a membership frozen for a broken wrist, a summer camp charged and sparring
 * kit in the wrong size, an annual pass refused at the gate, a penguin adoption pack that never came, a keeper
 * experience and a baby added to a family pass, a birthday party, a league team left off the schedule, a bowling ball
 * gone from a locker and lanes overcharged, an air conditioner blowing warm, a second opinion on a furnace, a tune-up
 * billed and not done and a plan to cancel, a snapped spring, a door off its track, an opener remote and an insulated
 * door, collateral to get back, a missed premium payment, a court date moved and a weekly check-in; a date of birth, an
 * account number (the customer, trade, family, league or collateral account, or the bank account a payment or refund
 * uses) and a policy-like number (headstone guarantee, shoe care plan, fitting warranty, wrap warranty, training
 * agreement, adoption scheme agreement, league contract, service plan agreement, spring warranty or indemnity agreement
 * number) asked in every call, seven items a call; those three said plainly about two thirds of the time: digits one by
 * one with zero said "zero" or "oh" (plainDigits), "it is …", bare capital letters before or after the digits, "march
 * the fourth nineteen eighty", "the fourth of march nineteen eighty", "fourth of march eighty", "march fourth nineteen
 * eighty", "fourth march nineteen eighty"; the rest the harder ways, taken in turn down each list rather than at random:
 * digits in pairs (inPairs), in hundreds (inHundreds), in printed groups (inChunks) and four at a time as one number
 * (fourAsOne), runs said "double" and "triple" (withRun), letters pinned down with the radio alphabet and now and then a
 * place or a bird ("B for bravo", "L like liverpool", "K for kestrel", "S sierra"), "dash", "slash", "stroke" and
 * "hyphen" inside account and agreement numbers, a contract's year said as a number before a slash; birth dates as bare
 * numbers day first and month first, with a short or a whole year, read off a US form with "slash", read off a European
 * one with "dot", day and month padded as printed ("oh four oh three nineteen eighty"), "of the" with a month's ordinal,
 * "in" before the year, the year first, the month and a cardinal day with the year digit by digit, six digits one by
 * one; callers stalling ("hang on its in the kitchen drawer") and giving a value in two pieces with the agent saying
 * "okay" or "go on" between, correcting themselves ("no sorry its …") and correcting the agent's read-back; values
 * volunteered in the caller's first words, now and then started wrong and corrected there; names with middle initials
 * and middle names and now and then a double-barrelled surname, surnames spelled with bare capitals, "double" and some
 * letters pinned down; card numbers in fours and last fours; UK mobiles and landlines, "plus four four", US numbers with
 * "area code"; national insurance, social security, passport, driving licence and van registration numbers; UK
 * postcodes, ZIP and ZIP+4 codes; UK addresses with flats and house names, US addresses on highways and with suites;
 * e-mail addresses with dots, underscores, initials and numbers; and ordinary numbers beside them that must survive
 * (prices a letter, months for the ground to settle, weeks to make a stone, permit fees, guarantee years, resole prices,
 * minutes for heels, days repairs are kept, prices a square metre, arrival hours, hours for laminate to settle, wrap
 * dollars, weeks for a sign, days without a van, grading and class prices, months frozen, camp days, pass prices, ages
 * that go free, days for a pack, hours of an experience, opening times, party prices, bowlers a lane, league start
 * times, shoe rental, service call dollars, tune-ups a year, days between filters, percentages off, spring prices and
 * cycles, door prices, a premium's percentage, days between check-ins, business days to return collateral, an
 * appointment date and time, years since a death, a stone's height, years with boots, room sizes in metres, bedrooms,
 * vans, a son's age, years training, family members, a visit's date, teams in a league, degrees in a house, a unit's
 * age, a door's width, a bail amount, a court date, minutes on hold, calls made, an age said "i am seventy nine" and
 * minutes away).
 * Authored and recognised before any change for it.
 */
const TWENTYFOURTH: Pools = {
  voices: [
    ['rms', 'kal'],
    ['slt', 'awb'],
    ['kal16', 'slt'],
    ['awb', 'rms'],
    ['kal', 'slt'],
    ['slt', 'kal16'],
    ['rms', 'awb'],
  ],
  greetings: [
    'hartwell memorials good morning [NAME:gwendolen] speaking',
    'hello hartwell monumental masons how can i help',
    'heel and sole shoe repairs this is [NAME:stan]',
    'good afternoon heel and sole how can i help',
    'underfoot flooring and carpets [NAME:dean] speaking how can i help',
    'hiya underfoot flooring',
    'brightline vehicle wraps and signs this is [NAME:tanya] how can i help you',
    'thanks for calling brightline signs',
    'red kite karate club [NAME:kenji] speaking',
    'hollybrook zoo memberships good morning this is [NAME:harriet]',
    'hello hollybrook zoo how can i help',
    'strikeline bowling lanes this is [NAME:duane] how can i help you',
    'summit heating and air this is [NAME:luis] how can i help you today',
    'thank you for calling summit heating and cooling',
    'overland garage doors this is [NAME:wade] what can i do for you',
    'liberty bail bonds this is [NAME:rhonda] how can i help',
    'good evening liberty bail bonds',
  ],
  reasons: [
    'hi the lettering on my fathers headstone has a mistake in it',
    'hello the headstone you fitted is leaning after {six} months',
    'hi i need to add my late wifes name to the family memorial',
    'hello the cemetery says you never sent them the permit',
    'hi i left {two} pairs of boots with you and now you cannot find them',
    'hello the heels you put on came off within a week',
    'hi can you resole my walking boots before my holiday',
    'hello i was charged twice for one repair',
    'hi the carpet you fitted has a seam showing right across the lounge',
    'hello the laminate in the kitchen is lifting at the edges',
    'hi your fitters did not turn up on monday',
    'hello you charged me for underlay that was never put down',
    'hi the wrap on my truck is peeling after {three} months',
    'hello the phone number on our storefront sign is wrong',
    'hi i want a quote to wrap {four} delivery vans',
    'hello the window lettering you put up has bubbled',
    'hi my son needs to book his grading for his yellow belt',
    'hello i want to freeze my membership while my wrist is broken',
    'hi i was charged for the summer camp but we never booked it',
    'hello the sparring kit you ordered for my daughter is the wrong size',
    'hi our annual pass was refused at the gate on saturday',
    'hello i adopted a penguin for my nephew and the pack never came',
    'hi i want to book the keeper for a day experience for my husband',
    'hello i want to add our new baby to the family membership',
    'hi i want to book a birthday party for {twelve} kids',
    'hello we paid the league fees and our team is not on the schedule',
    'hi i left my bowling ball in a locker and now it is gone',
    'hello we were charged for {three} lanes and only used {two}',
    'hi my air conditioner is blowing warm air',
    'hello your technician says i need a new furnace and i want a second opinion',
    'hi i was billed for a tune up that never happened',
    'hello i want to cancel the service plan on my old house',
    'hi the spring on my garage door snapped this morning',
    'hello the door came off its track and my car is stuck inside',
    'hi the new opener remote does not work',
    'hello i want a quote for an insulated garage door',
    'hi i put up bail for my brother and his case is over how do i get the collateral back',
    'hello i missed a payment on the bond premium',
    'hi my sons court date has been moved can you update it',
    'hello i need to do my weekly check in',
    'hi my headstone guarantee number is [POLICY_NUMBER:H G triple seven four one two] and the stone is leaning',
    'hello its [NAME:cordelia ashworth] about my late mothers memorial',
    'hi i was born [DATE_OF_BIRTH:eleven four nineteen fifty nine] and you have my birthday down wrong',
    'hello my customer account is [BANK_ACCOUNT_NUMBER:sixty one oh four twenty eight ninety three] and i was charged twice for the repair',
    'hi my fitting warranty is [POLICY_NUMBER:F W dash two oh two three dash four four eight] and the laminate is lifting',
    'hello my date of birth is [DATE_OF_BIRTH:the twenty third of august nineteen sixty six] and i want to book the grading',
    'hi the refund for the lanes should go to [BANK_ACCOUNT_NUMBER:three eight two two oh five one] no sorry [BANK_ACCOUNT_NUMBER:three eight two two oh five four]',
    'hello my wrap warranty number is [POLICY_NUMBER:W R five hundred and eighty one three hundred and six] and the wrap is peeling',
    'hi my league contract number is [POLICY_NUMBER:L C slash twenty four slash three oh nine] and we are not on the schedule',
    'hello please call me back on [PHONE:oh seven seven one two four nine three oh eight six] about the headstone',
    'hi i am at [ADDRESS:fourteen tanners lane ludlow] and the fitters never came',
    'hello my service plan agreement is [POLICY_NUMBER:S for sierra P six two nine oh four eight] and my air is out',
    'hi its [NAME:montgomery blackwood] the spring on my garage door went',
    'hello i was born on [DATE_OF_BIRTH:oh seven oh two seventy three] and the zoo has a different date',
    'hi our family account number is [BANK_ACCOUNT_NUMBER:double five one nine three eight oh two] and the pass was refused',
    'hello my training agreement number is [POLICY_NUMBER:T R four seven one nine six two] and i want to freeze it',
    'hi my indemnity agreement is [POLICY_NUMBER:I N zero eight three five one five] and the case is over',
    'hello my account number is [BANK_ACCOUNT_NUMBER:four one seven six two zero nine three] and i missed a payment',
    'hi my date of birth is [DATE_OF_BIRTH:june the ninth nineteen eighty one] and the pass says something else',
    'hello my spring warranty number is [POLICY_NUMBER:G D seven three zero four one eight] and the spring has gone again',
  ],
  firstNames: [
    'gwendolyn',
    'ambrose',
    'henrietta',
    'cornelius',
    'ottilie',
    'lysander',
    'marguerite',
    'bartholomew',
    'winifred',
    'evander',
    'philomena',
    'cuthbert',
    'thaddeus',
    'ysolde',
    'ignatius',
    'cordelia',
  ],
  lastNames: [
    'ashworth',
    'blackwood',
    'okonkwo',
    'villanueva',
    'prendergast',
    'hollingsworth',
    'szymanski',
    'abernathy',
    'ravensworth',
    'tremayne',
    'mcallister',
    'castellano',
    'whitlock',
    'bellingham',
    'dunnett',
    'ferreira',
  ],
  streets: [...TWENTYFOURTH_STREETS, ...TWENTYFOURTH_US_STREETS],
  towns: [...TWENTYFOURTH_TOWNS, ...TWENTYFOURTH_US_TOWNS],
  emailDomains: TWENTYFOURTH_DOMAINS,
  secrets: [
    'a hillman imp',
    'crackerjack',
    'auntie doreen',
    'skegness',
    'thunderbirds',
    'the wombles',
    'saint aidans',
    'a ford capri',
    'scooby doo',
    'a grifter bike',
    'rainbow',
  ],
  ask: {
    name: [
      'can i take your name please',
      'who am i speaking with',
      'what name is the order under',
      'and your full name please',
      'whose name is the membership in',
      'can i get the name on the account',
    ],
    account: [
      'whats your account number',
      'can you read me the customer account number on the invoice',
      'and the bank account number the monthly payment comes out of',
      'whats your trade account number',
      'which bank account should the refund go into',
      'whats the league account number',
      'and the family account number on the membership',
      'whats the account number for the collateral',
    ],
    policy: [
      'whats the headstone guarantee number on your order',
      'can you read me the shoe care plan number on your ticket',
      'whats the fitting warranty number',
      'whats the wrap warranty number on your paperwork',
      'can i take your training agreement number',
      'whats the adoption scheme agreement number',
      'and the league contract number please',
      'whats the service plan agreement number',
      'whats the spring warranty number on the sticker',
      'can you read me the indemnity agreement number',
    ],
    membership: [
      'whats your zoo member number',
      'whats your karate association licence number',
      'whats the number on your loyalty card',
      'whats your bowler id',
      'whats your customer id',
    ],
    card: [
      'which card would you like to pay with',
      'can you read me the long number on the card',
      'which card should the refund go back to',
      'and the card number please',
    ],
    dob: [
      'and your date of birth please',
      'can you confirm your date of birth',
      'whats the date of birth on the account',
      'and when were you born',
      'could i have your date of birth for security',
      'date of birth please',
      'whats the date of birth of the person on the bond',
    ],
    postcode: [
      'whats your postcode',
      'and the zip code please',
      'whats the postcode of the cemetery',
      'can i take the postcode on the account',
      'whats the zip code at the property',
    ],
    address: [
      'whats the address for the fitting',
      'where is the house with the garage door',
      'whats your home address',
      'where should we send the adoption pack',
      'what address is on the bond',
      'where is the unit we serviced',
    ],
    secret: [
      'what is your memorable word',
      'what was your first car',
      'what was your favourite programme as a child',
      'what was the name of your primary school',
      'where did you go on your first holiday',
      'whats the answer to your security question',
    ],
    pin: ['and your four digit pin', 'whats the passcode on the account', 'whats your check in pin', 'whats the pin for the online portal'],
    phone: [
      'whats the best number to get you on',
      'can i take a mobile number',
      'which number should the technician call when hes on his way',
      'and a contact number please',
    ],
    email: [
      'whats your email address',
      'where should i send the quote',
      'which email should the proof go to',
      'can i confirm the email on the account',
    ],
    reference: [
      'whats your national insurance number',
      'can i take your social security number',
      'whats your drivers license number',
      'whats your passport number for the id check',
      'whats the registration of the van we are wrapping',
      'and your driving licence number',
    ],
  },
  answer: {
    name: ['$', 'its $', 'this is $', 'my name is $', 'its $ here'],
    account: ['$', 'it is $', 'my account number is $', 'right its $', 'yes its $', 'its $', 'i have it here its $'],
    policy: ['$', 'it is $', 'the number is $', 'right its $', 'it says $', 'its $', 'okay its $'],
    membership: ['$', 'it is $', 'its $', 'my number is $'],
    card: ['$', 'it is $', 'its $', 'the card number is $'],
    dob: ['$', 'it is $', 'its $', 'i was born $', 'my date of birth is $', 'right its $', 'born $'],
    postcode: ['$', 'it is $', 'its $', 'the postcode is $', 'the zip is $'],
    address: ['$', 'it is $', 'its $', 'we are at $', 'i live at $'],
    secret: ['$', 'it was $', 'i put $', 'its $'],
    pin: ['$', 'it is $', 'its $', 'the pin is $'],
    phone: ['$', 'it is $', 'its $', 'my mobile is $', 'you can reach me on $'],
    email: ['$', 'it is $', 'its $', 'my email is $'],
    reference: ['$', 'it is $', 'its $', 'the number is $', 'right its $'],
  },
  agentOrdinary: [
    'new lettering is {four} pounds a letter',
    'the ground needs {six} months to settle before we fix a stone',
    'a headstone takes about {twelve} weeks to make',
    'the cemetery permit fee is {one hundred and ten} pounds',
    'we guarantee the fixing for {ten} years',
    'a full resole is {sixty five} pounds',
    'heels take about {twenty} minutes while you wait',
    'we keep repairs for {ninety} days',
    'boots take {five} working days',
    'carpet is fitted at {six} pounds a square metre',
    'the fitters arrive between {eight} and {ten}',
    'laminate needs {forty eight} hours to settle in the room',
    'the fitting warranty runs for {two} years',
    'a full van wrap is about {two thousand eight hundred} dollars',
    'wraps are guaranteed for {five} years',
    'a storefront sign takes {three} weeks',
    'we need the vehicle for {two} days',
    'a grading costs {twenty five} pounds',
    'classes are {forty two} pounds a month',
    'you can freeze your membership for up to {three} months',
    'the summer camp runs for {five} days',
    'a family pass is {one hundred and sixty} pounds a year',
    'children under {three} go free',
    'the adoption pack can take up to {twenty eight} days',
    'a keeper experience lasts about {four} hours',
    'the gates open at {nine thirty}',
    'a party is {eighteen} dollars a child',
    'each lane takes up to {six} bowlers',
    'league night starts at {seven}',
    'shoe rental is {five} dollars',
    'we hold lost items for {thirty} days',
    'a service call is {eighty nine} dollars',
    'the plan covers {two} tune ups a year',
    'you should change the filter every {ninety} days',
    'a technician can be there within {four} hours',
    'plan members get {fifteen} percent off repairs',
    'a new spring is {two hundred and twenty} dollars installed',
    'springs are rated for about {ten thousand} cycles',
    'an insulated door starts at {one thousand four hundred} dollars',
    'we can have someone out in {two} hours',
    'the premium is {ten} percent of the bail',
    'check ins are every {seven} days',
    'collateral goes back within {fourteen} business days of the case closing',
    'the office is open {twenty four} hours',
    'i can book you in on the {fifteenth} at {ten thirty}',
    'the refund takes {three} to {five} working days',
  ],
  customerOrdinary: [
    'my father died {two} years ago',
    'the stone is about {four} feet tall',
    'i have had those boots for {eleven} years',
    'i paid {thirty} pounds for the heels',
    'the lounge is about {five} metres by {four}',
    'we have {three} bedrooms to do',
    'we have {six} vans in the fleet',
    'my son is {nine}',
    'she has been training for {two} years',
    'there are {five} of us in the family',
    'we went on the {eighth}',
    'there are {twelve} teams in the league',
    'it was {ninety five} degrees in the house yesterday',
    'the unit is about {fifteen} years old',
    'the door is {sixteen} feet wide',
    'the bail was set at {twenty thousand} dollars',
    'his court date is on the {twenty second}',
    'i have been on hold for {twenty} minutes',
    'this is the {third} time i have called',
    'i am {seventy nine} and i do not drive',
    'we live about {forty} minutes away',
  ],
  closings: ['thanks $ bye now', 'cheers $ take care', 'lovely thank you $ bye', 'thanks for calling $ have a good day'],
  stalls: [
    'hang on its in the kitchen drawer',
    'one moment i need to find the letter',
    'let me just get my reading glasses',
    'bear with me its in my emails somewhere',
    'hold on my wife has the paperwork',
    'just a sec the dog has run off with it',
  ],
  readbacks: ['so thats $', 'let me just read that back $', 'i have $ is that right', 'just to check $', 'i have got that as $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.08,
  shuffle: true,
  stallChance: 0.06,
  spelling: {
    ask: ['could you spell the surname for me', 'how do you spell that', 'and the last name spelt please'],
    answer: ['$', 'its $', 'thats $', 'its spelled $'],
    spell: (h, word) => twentyfourthSpell(h, word, h.random() < 0.5 ? 0 : 0.35),
  },
  addressing: ['thanks <first>', 'right <first>', 'lovely thank you <full>', 'okay <first> a couple more', 'perfect <first>'],
  corrections: {
    self: ['# no sorry its $', '# no wait its $', '# sorry i misread that its $', '# no hang on thats wrong its $'],
    misheard: ['no its $', 'not quite its $', 'sorry no its $', 'nearly its $'],
    chance: 0.04,
  },
  continuing: {
    prompts: ['okay', 'go on', 'okay go on', 'yep', 'mm hm'],
    rest: ['$', 'then $', 'and then $', 'and the rest is $'],
    unbroken: [...(TWENTYTHIRD.continuing?.unbroken ?? []), ...TWENTYFOURTH_PINNING, 'stroke', 'dot'],
    chance: 0.06,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['anne', 'edward', 'frances', 'thomas', 'jane'])} ${last}`;
      if (roll < 0.22) return `${first} ${last} hyphen ${h.pick(['hughes', 'wright', 'roberts'])}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999, as in the twenty-third set: a misheard read-back changes one digit word. */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1940 + Math.floor(random() * 60));
      return twentyfourthSaid(
        h,
        'dob',
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} of ${named} ${short}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `the ${ordinal} of ${named} ${short}`,
          () => `${named} the ${ordinal} ${short}`,
        ],
        [
          () => `${CARDINALS[day - 1]} ${CARDINALS[month - 1]} ${tenthTwo(h, c, d)}`,
          () => `${tenthOnForm(h, month)} slash ${tenthOnForm(h, day)} slash ${yearSaid(h, year)}`,
          () => `${tenthTwo(h, Math.floor(day / 10), day % 10)} ${tenthTwo(h, Math.floor(month / 10), month % 10)} ${whole}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${whole}`,
          () => `${tenthOnForm(h, day)} dot ${tenthOnForm(h, month)} dot ${tenthTwo(h, c, d)}`,
          () => `${ordinal} of ${named} in ${whole}`,
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${whole}`,
          () => `${whole} the ${ordinal} of ${named}`,
          () => `${named} ${CARDINALS[day - 1]} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => tenthOneByOne(h, [Math.floor(day / 10), day % 10, Math.floor(month / 10), month % 10, c, d]),
        ],
        TWENTYFOURTH_PLAIN.dob,
      );
    },
    account: (h) =>
      twentyfourthSaid(
        h,
        'account',
        [
          () => plainDigits(h, 6 + Math.floor(h.random() * 5)),
          () => plainDigits(h, 8),
          () => `${twentyfourthLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 7, 1)} ${twentyfourthLetters(h, 1)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, h.pick([6, 8]))),
          () => `${plainDigits(h, 4)} dash ${plainDigits(h, 4)}`,
          () => tenthOneByOne(h, withRun(h, 8)),
          () => inHundreds(h, tenthDigitList(h, h.pick([6, 9]), 1)),
          () => `${twentyfourthLetters(h, 2, 0.9)} ${plainDigits(h, 6)}`,
          () =>
            inChunks(
              h,
              h.pick([
                [4, 4],
                [3, 3, 2],
                [2, 3, 3],
              ]),
            ),
          () => `${plainDigits(h, 2, 1)} triple ${h.pick(DIGITS.slice(1))} ${plainDigits(h, 3)}`,
          () => `${plainDigits(h, 3, 1)} slash ${plainDigits(h, 5)}`,
          () =>
            `${fourAsOne(h, ...(tenthDigitList(h, 4, 1) as [number, number, number, number]))} ${fourAsOne(h, ...(tenthDigitList(h, 4, 1) as [number, number, number, number]))}`,
          () => `${plainDigits(h, 4, 1)} stroke ${plainDigits(h, 4)}`,
        ],
        TWENTYFOURTH_PLAIN.number,
      ),
    policy: (h) =>
      twentyfourthSaid(
        h,
        'policy',
        [
          () => `${twentyfourthLetters(h, 2)} ${plainDigits(h, 5 + Math.floor(h.random() * 3))}`,
          () => plainDigits(h, 8, 1),
          () => `${twentyfourthLetters(h, 3)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 6, 1)} ${twentyfourthLetters(h, 2)}`,
          () => `${twentyfourthLetters(h, 1)} ${plainDigits(h, 8)}`,
        ],
        [
          () => `${twentyfourthLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${twentyfourthLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${twentyfourthLetters(h, 2, 0.4)} dash ${inChunks(h, [3, 3])}`,
          () =>
            `${twentyfourthLetters(h, 2, 0.4)} ${h.pick(['twenty twenty two', 'twenty twenty three', 'twenty twenty four', 'twenty twenty five'])} slash ${plainDigits(h, 4)}`,
          () => `${twentyfourthLetters(h, 2)} stroke ${plainDigits(h, 6)}`,
          () => `${twentyfourthLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${twentyfourthLetters(h, 2)} hyphen ${plainDigits(h, 3)} hyphen ${plainDigits(h, 3)}`,
          () => `${plainDigits(h, 5, 1)} dash ${twentyfourthLetters(h, 2, 0.5)}`,
          () => `${twentyfourthLetters(h, 2)} ${plainDigits(h, 2)} double ${h.pick(DIGITS.slice(1))} ${plainDigits(h, 3)}`,
          () =>
            `${twentyfourthLetters(h, 3)} slash ${plainTwo(...(tenthDigitList(h, 2, 1) as [number, number]))} slash ${plainDigits(h, 3)}`,
        ],
        TWENTYFOURTH_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 7, 1),
          () => `${twentyfourthLetters(h, 2)} ${plainDigits(h, 5)}`,
          () => `${twentyfourthLetters(h, 1)} ${plainDigits(h, 8)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 6)),
          () => `${twentyfourthLetters(h, 2, 0.5)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 4)}`,
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [3, 4, 5], 0.4)], 0.6),
    postcode: (h) => twentyfourthPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.6 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(TWENTYFOURTH_STREETS)} ${pick(TWENTYFOURTH_TOWNS)}`,
              () => `${plainTwo(a, b)} ${pick(TWENTYFOURTH_STREETS)} ${pick(TWENTYFOURTH_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 9))} ${pick(['the maltings', 'kingfisher court'])} ${pick(TWENTYFOURTH_STREETS)} ${pick(TWENTYFOURTH_TOWNS)}`,
              () =>
                `${pick(['the old rectory', 'ivy cottage', 'the coach house', 'willow barn'])} ${pick(TWENTYFOURTH_STREETS)} ${pick(TWENTYFOURTH_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(TWENTYFOURTH_US_STREETS)} ${pick(TWENTYFOURTH_US_TOWNS)}`,
              () => `${fourAsOne(h, a, b, c, d)} highway ${pick(CARDINALS.slice(0, 20))} ${pick(TWENTYFOURTH_US_TOWNS)}`,
              () =>
                `${plainTwo(a, b)} ${pick(TWENTYFOURTH_US_STREETS)} suite ${pick(CARDINALS.slice(0, 12))} ${pick(TWENTYFOURTH_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${twentyfourthPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => tenthOneByOne(h, withRun(h, 4))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 8)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `oh seven ${tenthOneByOne(h, withRun(h, 9))}`,
          () => `oh one ${inChunks(h, [3, 3, 2])}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(TWENTYFOURTH_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} ${last} at ${domain}`,
        () => `${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} underscore ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} dot ${last} ${plainTwo(a, b)} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${twentyfourthLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
          () => `${twentyfourthLetters(h, 1)} ${plainDigits(h, 7)}`,
          () => `${twentyfourthLetters(h, 2)} ${plainTwo(...(tenthDigitList(h, 2, 1) as [number, number]))} ${twentyfourthLetters(h, 3)}`,
        ],
        [
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${plainDigits(h, 4)}`,
          () => inChunks(h, [3, 3, 3]),
          () => `${twentyfourthLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${twentyfourthLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 7))}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the twenty-fifth set hang on a letter: the radio alphabet mostly, now and then something to eat or an animal. */
const TWENTYFIFTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bravo', 'butter'],
  C: ['charlie', 'charlie', 'carrot'],
  D: ['delta', 'donkey'],
  E: ['echo', 'echo', 'elephant'],
  F: ['foxtrot', 'frog'],
  G: ['golf', 'giraffe'],
  H: ['hotel', 'honey'],
  I: ['india', 'igloo'],
  J: ['juliet', 'jelly'],
  K: ['kilo', 'kangaroo'],
  L: ['lima', 'lemon'],
  M: ['mike', 'mike', 'mango'],
  N: ['november', 'nutmeg'],
  O: ['oscar', 'onion'],
  P: ['papa', 'papa', 'pepper'],
  Q: ['quebec'],
  R: ['romeo', 'radish'],
  S: ['sierra', 'sierra', 'sugar'],
  T: ['tango', 'tomato'],
  U: ['uniform'],
  V: ['victor', 'vinegar'],
  W: ['whiskey', 'walnut'],
  X: ['x ray'],
  Y: ['yankee', 'yogurt'],
  Z: ['zulu'],
};
/** Every word the twenty-fifth set hangs on a letter, so a value said over two turns never breaks beside one. */
const TWENTYFIFTH_PINNING = [...new Set(Object.values(TWENTYFIFTH_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))))];
/** Capitals pinned down "B for bravo", "M as in mango", "T tango", "S like sugar"; a doubled letter often said "double". */
const { letters: twentyfifthLetters, spell: twentyfifthSpell } = spokenCapitals({
  words: TWENTYFIFTH_LETTER_WORDS,
  joiners: ['for', 'as in', '', 'for', 'like', 'as in'],
  doubled: 0.65,
});
/**
 * A UK postcode, or (when not plain) a ZIP said as a digit then two pairs ("nine twenty six oh two") or in printed
 * groups, or a ZIP+4 code.
 */
const twentyfifthPostcode = ukOrUsPostcode({
  letters: twentyfifthLetters,
  pinned: 0.35,
  zip: (h) => (h.random() < 0.5 ? `${plainDigits(h, 1, 1)} ${inPairs(h, tenthDigitList(h, 4))}` : zipInGroups(h)),
});

const TWENTYFIFTH_STREETS = ['pinfold lane', 'bridewell row', 'swan meadow', 'cloister walk', 'butter market', 'glovers yard'];
const TWENTYFIFTH_TOWNS = ['stamford', 'knaresborough', 'tetbury', 'ulverston', 'lewes', 'bala', 'crieff'];
const TWENTYFIFTH_US_STREETS = ['sandhill crane drive', 'ironwood court', 'cypress hollow lane', 'lakeview terrace road'];
const TWENTYFIFTH_US_TOWNS = ['boone', 'ithaca', 'zanesville', 'keokuk', 'winslow', 'stillwater'];
const TWENTYFIFTH_DOMAINS = [
  'gmail dot com',
  'hotmail dot co dot uk',
  'yahoo dot com',
  'icloud dot com',
  'outlook dot com',
  'verizon dot net',
  'btinternet dot com',
  'me dot com',
];
/**
 * How often the twenty-fifth set's account and policy-like numbers (`number`) and dates of birth (`dob`) are said the
 * plain way (the harder ways taken in turn down each list, twentyfifthSaid). A number can also be said over two turns
 * or wrong and corrected, which a date in words never is, so a date is given its harder forms a little more often;
 * with the values volunteered in the first turn, the stalls, values over two turns, corrections and read-backs, about
 * two thirds of the three are said plainly.
 */
const TWENTYFIFTH_PLAIN = { dob: 0.75, number: 0.83 } as const;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the other sets'. */
const twentyfifthSaid = harderInTurn();
/** Four random digits, the first not nought, for fourAsOne. */
const twentyfifthFour = (h: Helpers): [number, number, number, number] => tenthDigitList(h, 4, 1) as [number, number, number, number];

/**
 * The twenty-fifth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a dog
 * grooming parlour, a podiatry (chiropody) clinic, an ice rink's skating school, a loft conversion builder, a cookery
 * school, a US indoor climbing gym, a US basement waterproofing and foundation repair firm, a US aquarium maintenance
 * service, a US standby generator installer and a US blinds and shutters installer, trades no earlier set has called,
 * about ears clipped too short, a nick on a poodle's leg, a groom before christmas, a flea bath never asked for and a
 * standing appointment moved, nail surgery moved, insoles rubbing, a cancelled appointment charged, verruca treatment
 * and a home visit, a badge level charged at the old class, skate hire blisters, a rink party, a course lost to an ice
 * hockey match and a contract frozen for the summer, a leaking roof window, building control sign-off, steep stairs, a
 * ceiling crack and a dormer quote, a cancelled bread course, a nut allergy, an expired voucher, a class moved and
 * places charged twice, a membership charged while frozen, an ankle hurt bouldering, a youth team, a lost key fob and a
 * belay class charged again, a basement flooded after a sump pump, a foundation crack, mud on a driveway, a warranty to
 * transfer on a sale and a grinding dehumidifier, a cloudy tank, a technician who did not come, fish lost after a water
 * change, a coral tank and a noisy chiller, a generator that did not start in a storm, a weekly test at night, annual
 * maintenance, an error light and a whole house quote, a sagging shutter panel, motorized blinds that stopped, blinds
 * too narrow, a cracked sill and porch shades; a date of birth, an account number (the customer, client, patient,
 * billing or member account, or the bank account a direct debit or refund uses) and a policy-like number (grooming
 * plan, foot care plan, skate school contract, structural warranty, booking protection plan, membership agreement,
 * transferable warranty, service contract, maintenance agreement or shutter warranty number) asked in every call, seven
 * items a call; those three said plainly about two thirds of the time: digits one by one with zero said "zero" or "oh"
 * (plainDigits), "it is …", bare capital letters before or after the digits, "march the fourth nineteen eighty", "the
 * fourth of march nineteen eighty", "fourth of march eighty", "march fourth nineteen eighty", "fourth march nineteen
 * eighty"; the rest the harder ways, taken in turn down each list rather than at random: digits in hundreds
 * (inHundreds), in pairs (inPairs), in printed groups (inChunks) and four at a time as one number (fourAsOne), runs said
 * "double" and "triple" (withRun), letters pinned down with the radio alphabet and now and then something to eat or an
 * animal ("B for bravo", "M as in mango", "K like kangaroo", "T tango"), "dash", "slash" and "hyphen" inside account and
 * contract numbers, a contract's year said as a number between slashes; birth dates read off a UK form day first with
 * "slash", as bare numbers month first with a short year, "of the" with a month's ordinal, off a US form with "dash",
 * the year first, the year digit by digit, day first with a whole year, the month and a cardinal day, all eight digits
 * one by one and day, month and year as padded pairs ("oh four oh three eighty"); callers stalling ("one sec its on the
 * fridge") and giving a value in two pieces with the agent saying "okay" or "go on" between, correcting themselves
 * ("oh no sorry its …") and correcting the agent's read-back; values volunteered in the caller's first words, now and
 * then started wrong and corrected there; names with middle initials and middle names and now and then a
 * double-barrelled surname said with "hyphen" or "dash", surnames spelled with bare capitals, "double" and some letters
 * pinned down; card numbers in fours and last fours; UK mobiles and landlines, "plus four four", US numbers with "area
 * code" and "plus one"; national insurance, NHS, social security, passport, driver's license and state ID numbers; UK
 * postcodes, ZIP and ZIP+4 codes; UK addresses with flats and house names, US addresses with apartments and on county
 * roads; e-mail addresses with dots, underscores, initials and numbers; and ordinary numbers beside them that must
 * survive (groom prices, days' notice, weeks between grooms, dog weights and ages, treatment prices, weeks for insoles,
 * appointments a year, hours to keep a dressing dry, a patient's age and shoe size, session minutes, skate hire pounds
 * and pence, course weeks, party sizes, badge levels, weeks on site, warranty years, building control fees, deposit
 * percentages, a house's age and price, course hours, class sizes, voucher months, class prices, places booked, a
 * birthday, membership dollars, day passes, practices a week, belay minutes, routes on a wall, hold days, inches of
 * water, a build year, crack lengths, closing weeks, pump and anchor prices, transfer fees, crew days, visit prices,
 * weeks between visits, water change percentages, tank gallons and feet, fish counts, water degrees, days livestock is
 * guaranteed, generator kilowatts, test minutes, run hours, days without power, a unit's age, weeks for shutters, shade
 * prices, trip fees, window counts and inches, arrival hours, an appointment date and time, minutes on hold, calls
 * made and an age said "i am seventy two").
 * Authored and recognised before any change for it.
 */
const TWENTYFIFTH: Pools = {
  voices: [
    ['kal', 'rms'],
    ['slt', 'kal16'],
    ['awb', 'slt'],
    ['rms', 'awb'],
    ['kal16', 'awb'],
    ['slt', 'rms'],
    ['awb', 'kal'],
  ],
  greetings: [
    'good morning the dapper dog grooming parlour [NAME:bryony] speaking',
    'hello dapper dog grooming how can i help',
    'stepwell foot clinic good afternoon this is [NAME:meera]',
    'hello stepwell podiatry how can i help you today',
    'frostgate ice arena skate school [NAME:callum] speaking how can i help',
    'hiya frostgate ice rink',
    'highpoint loft conversions [NAME:gareth] speaking',
    'good morning highpoint lofts how can i help you',
    'saffron and sage cookery school this is [NAME:delphine] how can i help',
    'cragline climbing gym this is [NAME:tyson] what can i do for you',
    'hey thanks for calling cragline climbing',
    'drycore basement waterproofing and foundation repair this is [NAME:marla] how can i help you',
    'blue reef aquarium services this is [NAME:corey] speaking',
    'good morning blue reef aquarium care how can i help',
    'steadyvolt generators this is [NAME:dwayne] how can i help you today',
    'sunbrook blinds and shutters this is [NAME:kelsey] how may i help you',
    'thank you for calling sunbrook shutters',
  ],
  reasons: [
    'hi you cut my spaniels ears far too short on saturday',
    'hello my poodle came home with a nick on her back leg',
    'hi i want to book a full groom before christmas',
    'hello i was charged for a flea bath i never asked for',
    'hi can i move the standing appointment for my schnauzer',
    'hello i need to move my nail surgery appointment',
    'hi the insoles you made me are rubbing after {two} weeks',
    'hello i was charged for an appointment i cancelled',
    'hi is the verruca treatment covered by my care plan',
    'hello my mother needs a home visit she cannot get out of the house',
    'hi my daughter moved up a badge and you charged us for the old class',
    'hello the hire skates on sunday gave my son awful blisters',
    'hi i want to book the rink for a birthday party',
    'hello our lesson was cancelled because of the ice hockey match',
    'hi can i freeze the skate school contract over the summer',
    'hello the roof window in our new loft leaks when it rains',
    'hi we never got the building control sign off',
    'hello the stairs you fitted are much steeper than the drawings',
    'hi there is a crack in the bedroom ceiling under the new loft',
    'hello we would like a quote for a dormer',
    'hi i bought my husband a bread making day and you cancelled the date',
    'hello i have a nut allergy and want to check the thai class menu',
    'hi my gift voucher says it has expired already',
    'hello can i move my pasta class to a weekend',
    'hi i was charged for {two} places and only booked {one}',
    'hi my membership was charged even though i froze it',
    'hello i hurt my ankle bouldering and need to put my membership on hold',
    'hi i want to sign my kids up for the youth team',
    'hello i lost my key fob and the desk cannot check me in',
    'hi you charged me for a belay class i passed last year',
    'hi our basement flooded again after you put the sump pump in',
    'hello there is a new crack in the foundation wall',
    'hi your crew left mud all over our driveway',
    'hello we are selling the house and the buyers want the warranty transferred',
    'hi the dehumidifier you installed is grinding',
    'hi the fish tank in our office has gone cloudy since your last visit',
    'hello your technician did not come this week',
    'hi we lost {three} fish after the water change',
    'hello i would like to add a coral tank to our service contract',
    'hi our generator did not kick on during the storm',
    'hello the generator runs its test at {two} in the morning and wakes the whole house',
    'hi i need to book the yearly maintenance on the generator',
    'hello there is a red light flashing on the generator panel',
    'hi a shutter panel in the bedroom is sagging',
    'hello the motorized blinds stopped working with the remote',
    'hi the blinds you measured are {two} inches too narrow',
    'hello your installer cracked a window sill',
    'hi my grooming plan number is [POLICY_NUMBER:G P four four seven one nine three] and my dog came back with a cut',
    'hello its [NAME:araminta quigley] about my fathers insoles',
    'hi i was born [DATE_OF_BIRTH:fourteen slash oh six slash nineteen fifty one] and your letter has it wrong',
    'hello my client account number is [BANK_ACCOUNT_NUMBER:three hundred and twelve six oh four seven seven] and i was charged twice',
    'hi the structural warranty is [POLICY_NUMBER:S W dash forty four eighteen sixty two] and the window is leaking',
    'hello my date of birth is [DATE_OF_BIRTH:the ninth of february nineteen seventy eight] and i want to book a class',
    'hi please put the refund into [BANK_ACCOUNT_NUMBER:six two nine oh one four eight] no sorry [BANK_ACCOUNT_NUMBER:six two nine oh one four five]',
    'hello my membership agreement number is [POLICY_NUMBER:M for mike R eight three zero two five six] and i was charged while frozen',
    'hi the service contract is [POLICY_NUMBER:B R slash twenty twenty three slash four one six] and our tank is cloudy',
    'hello you can call me back on [PHONE:oh seven eight three three one four oh nine two six] about the loft',
    'hi we are at [ADDRESS:nine pinfold lane stamford] and the groomer never turned up',
    'hello my maintenance agreement is [POLICY_NUMBER:S V seven two six six one nine four] and the generator failed',
    'hi its [NAME:horatio fairweather] i booked the bread course',
    'hello i was born on [DATE_OF_BIRTH:oh three twenty nine sixty four] and the gym has a different date',
    'hi our billing account is [BANK_ACCOUNT_NUMBER:triple four one eight two nine oh] and the technician never showed',
    'hello my skate school contract number is [POLICY_NUMBER:F R two zero five five eight one] and i want to freeze it',
    'hi my shutter warranty is [POLICY_NUMBER:S H nine one four three zero eight] and the panel is sagging',
    'hello my account number is [BANK_ACCOUNT_NUMBER:five eight zero three one six two seven] and i want to cancel the plan',
    'hi my date of birth is [DATE_OF_BIRTH:october the second nineteen eighty five] and the booking is under my name',
  ],
  firstNames: [
    'rosalind',
    'percival',
    'clementine',
    'leopold',
    'araminta',
    'horatio',
    'beatrix',
    'lancelot',
    'imogen',
    'octavius',
    'millicent',
    'tobias',
    'seraphina',
    'jolyon',
    'wilhelmina',
    'rupert',
  ],
  lastNames: [
    'abercrombie',
    'fairweather',
    'nakamura',
    'oyelaran',
    'pemberton',
    'quigley',
    'rutherford',
    'sandoval',
    'threlkeld',
    'vandermeer',
    'wojcik',
    'yardley',
    'kavanagh',
    'lindqvist',
    'marchetti',
    'huddlestone',
  ],
  streets: [...TWENTYFIFTH_STREETS, ...TWENTYFIFTH_US_STREETS],
  towns: [...TWENTYFIFTH_TOWNS, ...TWENTYFIFTH_US_TOWNS],
  emailDomains: TWENTYFIFTH_DOMAINS,
  secrets: [
    'a budgie called joey',
    'tenby',
    'mrs appleyard',
    'a vauxhall viva',
    'bagpuss',
    'the magic roundabout',
    'saint ninians',
    'a chopper bike',
    'treacle',
    'the famous five',
    'great yarmouth',
  ],
  ask: {
    name: [
      'could i start with your name',
      'and who do i have on the line',
      'whats the name on the booking',
      'can i take the name the contract is under',
      'who is the account holder please',
      'and your first name and surname',
    ],
    account: [
      'could you read me your account number',
      'and the customer account number its at the top of your invoice',
      'which bank account does the direct debit come out of',
      'whats the client account number',
      'and the account you want the refund paid into',
      'whats the billing account number on your statement',
      'can i have the patient account number',
      'and your member account number please',
    ],
    policy: [
      'can you read me the grooming plan number',
      'and the foot care plan number on your card',
      'whats the skate school contract number',
      'could you give me the structural warranty number its on the certificate',
      'and the booking protection plan number',
      'whats the membership agreement number on your waiver',
      'can i take the transferable warranty number',
      'whats your service contract number',
      'and the maintenance agreement number its on the sticker by the panel',
      'could you read me the shutter warranty number',
    ],
    membership: [
      'and your member number',
      'whats the patient number on your appointment card',
      'could you read me the loyalty card number',
      'whats your skater id',
      'and the customer number on the key fob',
    ],
    card: [
      'what card would you like to use',
      'could you read me the long card number',
      'which card shall i put the refund back on',
      'and the card number please',
    ],
    dob: [
      'and could you confirm your date of birth',
      'whats your date of birth please',
      'and the date of birth we have on file',
      'for security can i have your date of birth',
      'and when were you born',
      'whats your birthday day month and year',
      'whats the date of birth of the account holder',
    ],
    postcode: [
      'whats the postcode there',
      'and your zip code',
      'could you confirm the postcode',
      'what zip is the house in',
      'and the postcode for the visit',
    ],
    address: [
      'whats the address where the work was done',
      'and your home address',
      'where should the technician go',
      'what address shall i post the voucher to',
      'where is the property',
    ],
    secret: [
      'what is your memorable place',
      'what was your first teachers name',
      'what was the name of your first pet',
      'what was your first car',
      'what was your favourite sweet as a child',
      'what did you set as your security answer',
    ],
    pin: [
      'and the four digit passcode',
      'whats your security pin',
      'could you tell me the pin on your account',
      'whats the pin for your key fob',
    ],
    phone: [
      'whats the best number for you',
      'can i take a mobile number for the text reminders',
      'which number should the crew ring',
      'and a daytime number please',
    ],
    email: [
      'whats your email',
      'which email shall i send the confirmation to',
      'and an email address for the invoice',
      'could you confirm the email we have',
    ],
    reference: [
      'whats your national insurance number',
      'can i take your nhs number',
      'whats your social security number',
      'and your drivers license number',
      'whats your passport number please',
      'whats your state id number',
    ],
  },
  answer: {
    name: ['$', 'its $', 'yes its $', 'my name is $', 'this is $ speaking'],
    account: ['$', 'sure its $', 'yeah its $', 'okay it is $', 'the account number is $', 'that would be $', 'i have got it here $'],
    policy: ['$', 'its $', 'right its $', 'the number is $', 'it says $', 'okay its $', 'yes it is $'],
    membership: ['$', 'its $', 'yeah its $', 'the number is $'],
    card: ['$', 'its $', 'okay its $', 'the card is $'],
    dob: ['$', 'its $', 'it is $', 'i was born $', 'my birthday is $', 'okay its $', 'born $'],
    postcode: ['$', 'its $', 'it is $', 'the postcode is $', 'the zip code is $'],
    address: ['$', 'its $', 'we live at $', 'its at $', 'the address is $'],
    secret: ['$', 'it was $', 'i think i put $', 'its $'],
    pin: ['$', 'its $', 'it is $', 'the pin is $'],
    phone: ['$', 'its $', 'it is $', 'my mobile is $', 'ring me on $'],
    email: ['$', 'its $', 'it is $', 'my email is $'],
    reference: ['$', 'its $', 'it is $', 'the number is $', 'okay its $'],
  },
  agentOrdinary: [
    'a full groom for a medium dog is {forty two} pounds',
    'we need {forty eight} hours notice to cancel a groom',
    'the grooming plan books a groom every {six} weeks',
    'a nail clip on its own is {eight} pounds',
    'you can collect her from {three} oclock',
    'a routine treatment is {thirty nine} pounds',
    'custom insoles take about {three} weeks to make',
    'the care plan covers {four} appointments a year',
    'a home visit is an extra {fifteen} pounds',
    'keep the dressing dry for {forty eight} hours',
    'public sessions last {ninety} minutes',
    'skate hire is {four} pounds {fifty}',
    'the course runs for {ten} weeks',
    'each lesson is {thirty} minutes on the ice',
    'a rink party is for up to {fifteen} skaters',
    'a dormer takes about {eight} weeks on site',
    'the structural warranty runs for {ten} years',
    'building control charge about {six hundred} pounds',
    'we take a {ten} percent deposit',
    'plaster needs {four} weeks to dry before you paint',
    'the bread course runs from {ten} until {four}',
    'classes are capped at {twelve} people',
    'vouchers last {eighteen} months from the date of purchase',
    'a half day class is {eighty five} pounds',
    'we need {seven} days notice to move a date',
    'a monthly membership is {seventy nine} dollars',
    'a day pass is {twenty four} dollars',
    'youth team practice is {twice} a week',
    'the belay check takes about {twenty} minutes',
    'you can hold a membership for up to {ninety} days',
    'a sump pump install runs about {one thousand two hundred} dollars',
    'the warranty transfers for a {seventy five} dollar fee',
    'the crew needs {three} days for the drainage',
    'wall anchors are {six hundred and fifty} dollars each',
    'we can get someone out within {twenty four} hours',
    'a service visit is {one hundred and twenty} dollars',
    'we come out every {two} weeks',
    'we change about {twenty} percent of the water each visit',
    'livestock is guaranteed for {fourteen} days',
    'the water should sit at about {seventy eight} degrees',
    'annual maintenance is {two hundred and forty nine} dollars',
    'the unit runs a test for {twelve} minutes every week',
    'a {twenty two} kilowatt unit covers most homes',
    'oil changes are due every {two hundred} hours of run time',
    'custom shutters take about {six} weeks to make',
    'motorized shades start at {three hundred and forty} dollars',
    'there is a {fifty} dollar trip fee',
    'the installer will be there between {eight} and {eleven}',
    'i can book you in on the {twenty first} at {nine thirty}',
    'the refund takes {five} to {seven} working days',
    'you will get a text {thirty} minutes before we arrive',
  ],
  customerOrdinary: [
    'she is a {twelve} kilo cockapoo',
    'we have {two} dogs',
    'he is {nine} and very nervous',
    'i take a size {nine} shoe',
    'i have been diabetic for {twenty} years',
    'she is {seven} and on badge {three}',
    'there will be {eleven} kids at the party',
    'the house is about {ninety} years old',
    'we paid {forty two thousand} pounds for the loft',
    'it was for his {sixtieth} birthday',
    'we want {four} places',
    'i climb about {three} times a week',
    'my son is {eleven}',
    'we got about {three} inches of water down there',
    'the house was built in {nineteen fifty two}',
    'the crack is about {six} feet long',
    'we close on the house in {two} weeks',
    'it is a {one hundred and eighty} gallon tank',
    'we have about {thirty} fish in there',
    'the power was out for {three} days',
    'the generator is about {eight} years old',
    'we have {fourteen} windows',
    'the window is {thirty six} inches wide',
    'i have been on hold for {twelve} minutes',
    'this is the {fourth} time i have rung',
    'i am {seventy two} and i live on my own',
  ],
  closings: ['thanks $ take care now', 'brilliant thank you $ bye', 'thanks so much $ have a good one', 'cheers $ bye bye'],
  stalls: [
    'hold on let me find the invoice',
    'one sec its on the fridge',
    'bear with me i need my glasses',
    'just a moment its out in the car',
    'hang on my daughter set all this up',
    'give me a second its in a drawer somewhere',
  ],
  readbacks: ['so i have $', 'okay so thats $', 'let me read that back $', 'just confirming $', 'and thats $ yes'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.1,
  shuffle: true,
  stallChance: 0.06,
  spelling: {
    ask: ['can you spell your surname', 'how is that spelt', 'could you spell the last name for me'],
    answer: ['$', 'its $', 'thats $', 'sure $'],
    spell: (h, word) => twentyfifthSpell(h, word, h.random() < 0.5 ? 0 : 0.4),
  },
  addressing: ['thank you <first>', 'great <first>', 'okay thanks <full>', 'right then <first> just a few more', 'lovely <first>'],
  corrections: {
    self: ['# oh no sorry its $', '# actually no its $', '# sorry wrong number its $', '# no wait thats wrong its $'],
    misheard: ['no thats $', 'not quite its $', 'no sorry its $', 'close its $'],
    chance: 0.05,
  },
  continuing: {
    prompts: ['okay', 'go on', 'yep go on', 'okay and', 'got that'],
    rest: ['$', 'and $', 'then $', 'and the rest is $'],
    unbroken: [...(TWENTYFOURTH.continuing?.unbroken ?? []), ...TWENTYFIFTH_PINNING, 'hyphen', 'dash', 'slash'],
    chance: 0.08,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['louise', 'james', 'mary', 'peter', 'rose'])} ${last}`;
      if (roll < 0.2) return `${first} ${last} hyphen ${h.pick(['jones', 'lewis', 'baker'])}`;
      if (roll < 0.23) return `${first} ${h.pick(['smith', 'price', 'gray'])} dash ${last}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, which in "two thousand and six" reads oddly. */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1941 + Math.floor(random() * 59));
      const padded = (n: number) => tenthTwo(h, Math.floor(n / 10), n % 10);
      return twentyfifthSaid(
        h,
        'dob',
        [
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${named} the ${ordinal} ${whole}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `${ordinal} of ${named} ${short}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${short}`,
        ],
        [
          () => `${tenthOnForm(h, day)} slash ${tenthOnForm(h, month)} slash ${whole}`,
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${tenthTwo(h, c, d)}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
          () => `${tenthOnForm(h, month)} dash ${tenthOnForm(h, day)} dash ${yearSaid(h, year)}`,
          () => `${whole} ${named} the ${ordinal}`,
          () => `${ordinal} of ${named} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => `${CARDINALS[day - 1]} ${CARDINALS[month - 1]} ${whole}`,
          () => `${named} ${CARDINALS[day - 1]} ${whole}`,
          () => tenthOneByOne(h, [Math.floor(day / 10), day % 10, Math.floor(month / 10), month % 10, a, b, c, d]),
          () => `${padded(day)} ${padded(month)} ${tenthTwo(h, c, d)}`,
        ],
        TWENTYFIFTH_PLAIN.dob,
      );
    },
    account: (h) =>
      twentyfifthSaid(
        h,
        'account',
        [
          () => plainDigits(h, 8),
          () => plainDigits(h, 6 + Math.floor(h.random() * 4)),
          () => plainDigits(h, 10, 1),
          () => `${twentyfifthLetters(h, 2)} ${plainDigits(h, 7)}`,
        ],
        [
          () => inHundreds(h, tenthDigitList(h, 9, 1)),
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 3)} dash ${plainDigits(h, 2)}`,
          () => tenthOneByOne(h, withRun(h, 7)),
          () => inPairs(h, tenthDigitList(h, 8)),
          () => `${twentyfifthLetters(h, 2, 0.9)} ${plainDigits(h, 7)}`,
          () => `${fourAsOne(h, ...twentyfifthFour(h))} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 2, 1)} slash ${plainDigits(h, 6)}`,
          () => `${inPairs(h, tenthDigitList(h, 4, 1))} ${plainDigits(h, 4)}`,
          () => inChunks(h, [3, 3, 3]),
        ],
        TWENTYFIFTH_PLAIN.number,
      ),
    policy: (h) =>
      twentyfifthSaid(
        h,
        'policy',
        [
          () => `${twentyfifthLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${twentyfifthLetters(h, 3)} ${plainDigits(h, 5)}`,
          () => plainDigits(h, 9, 1),
          () => `${plainDigits(h, 7, 1)} ${twentyfifthLetters(h, 1)}`,
          () => `${twentyfifthLetters(h, 1)} ${plainDigits(h, 7)}`,
        ],
        [
          () => `${twentyfifthLetters(h, 2, 0.7)} ${plainDigits(h, 6)}`,
          () => `${twentyfifthLetters(h, 2)} dash ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${twentyfifthLetters(h, 2)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () =>
            `${twentyfifthLetters(h, 2, 0.4)} slash ${h.pick(['twenty twenty one', 'twenty twenty three', 'twenty twenty four', 'twenty twenty five'])} slash ${plainDigits(h, 4)}`,
          () => `${twentyfifthLetters(h, 3)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${plainDigits(h, 4, 1)} dash ${plainDigits(h, 4)} dash ${twentyfifthLetters(h, 1, 0.5)}`,
          () => `${twentyfifthLetters(h, 2, 0.5)} ${inChunks(h, [3, 4])}`,
          () => `${twentyfifthLetters(h, 1)} ${fourAsOne(h, ...twentyfifthFour(h))} ${plainDigits(h, 3)}`,
          () => `${twentyfifthLetters(h, 2)} hyphen ${plainDigits(h, 6)}`,
        ],
        TWENTYFIFTH_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 8, 1),
          () => `${twentyfifthLetters(h, 1)} ${plainDigits(h, 6)}`,
          () => `${twentyfifthLetters(h, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => inHundreds(h, tenthDigitList(h, 6, 1)),
          () => `${twentyfifthLetters(h, 1, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${plainDigits(h, 4, 1)} dash ${plainDigits(h, 3)}`,
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [3, 4, 5, 6], 0.4)], 0.6),
    postcode: (h) => twentyfifthPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.5 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(TWENTYFIFTH_STREETS)} ${pick(TWENTYFIFTH_TOWNS)}`,
              () => `${plainTwo(a, b)} ${pick(TWENTYFIFTH_STREETS)} ${pick(TWENTYFIFTH_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 12))} ${pick(['the old brewery', 'mariners court'])} ${pick(TWENTYFIFTH_STREETS)} ${pick(TWENTYFIFTH_TOWNS)}`,
              () =>
                `${pick(['rose cottage', 'the old forge', 'the granary', 'holly lodge'])} ${pick(TWENTYFIFTH_STREETS)} ${pick(TWENTYFIFTH_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(TWENTYFIFTH_US_STREETS)} ${pick(TWENTYFIFTH_US_TOWNS)}`,
              () => `${fourAsOne(h, a, b, c, d)} county road ${pick(CARDINALS.slice(0, 20))} ${pick(TWENTYFIFTH_US_TOWNS)}`,
              () =>
                `${plainTwo(a, b)} ${pick(TWENTYFIFTH_US_STREETS)} apartment ${pick(CARDINALS.slice(0, 16))} ${pick(TWENTYFIFTH_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${twentyfifthPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => tenthOneByOne(h, withRun(h, 4)), () => inPairs(h, tenthDigitList(h, 4))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `plus one ${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${inPairs(h, tenthDigitList(h, 4))}`,
          () => `oh seven ${tenthOneByOne(h, withRun(h, 9))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(TWENTYFIFTH_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first}${h.pick(['', ' dot'])} ${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first[0]!.toUpperCase()} ${last} at ${domain}`,
        () => `${last} underscore ${first} at ${domain}`,
        () => `${first} at ${domain}`,
        () => `${first[0]!.toUpperCase()} ${h.pick(FIFTEENTH_LETTERS)} ${last} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${twentyfifthLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 3)} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
          () => `${twentyfifthLetters(h, 1)} ${plainDigits(h, 8)}`,
        ],
        [
          () => inChunks(h, [3, 3, 4]),
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${plainDigits(h, 4)}`,
          () => `${twentyfifthLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${twentyfifthLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 8, 1))}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the twenty-sixth set hang on a letter: the radio alphabet mostly, now and then a tree or a flower. */
const TWENTYSIXTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bravo', 'birch'],
  C: ['charlie', 'charlie', 'cedar'],
  D: ['delta', 'daisy'],
  E: ['echo', 'echo', 'elm'],
  F: ['foxtrot', 'fern'],
  G: ['golf', 'golf', 'geranium'],
  H: ['hotel', 'hazel'],
  I: ['india', 'iris'],
  J: ['juliet', 'jasmine'],
  K: ['kilo'],
  L: ['lima', 'lily'],
  M: ['mike', 'mike', 'maple'],
  N: ['november', 'nettle'],
  O: ['oscar', 'oak'],
  P: ['papa', 'papa', 'poppy'],
  Q: ['quebec'],
  R: ['romeo', 'rose'],
  S: ['sierra', 'sierra', 'spruce'],
  T: ['tango', 'tulip'],
  U: ['uniform'],
  V: ['victor', 'violet'],
  W: ['whiskey', 'willow'],
  X: ['x ray'],
  Y: ['yankee', 'yew'],
  Z: ['zulu'],
};
/** Every word the twenty-sixth set hangs on a letter, so a value said over two turns never breaks beside one. */
const TWENTYSIXTH_PINNING = [...new Set(Object.values(TWENTYSIXTH_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))))];
/** Capitals pinned down "B for bravo", "R rose", "M as in maple", "T like tango"; a doubled letter often said "double". */
const { letters: twentysixthLetters, spell: twentysixthSpell } = spokenCapitals({
  words: TWENTYSIXTH_LETTER_WORDS,
  joiners: ['for', '', 'as in', 'like', 'for', ''],
  doubled: 0.6,
});
/**
 * A UK postcode, or (when not plain) a ZIP said as a hundred and a pair ("four hundred and six eighteen", "six oh two
 * thirty") or digit by digit with a run said "double" or "triple", or a ZIP+4 code.
 */
const twentysixthPostcode = ukOrUsPostcode({
  letters: twentysixthLetters,
  pinned: 0.3,
  zip: (h) => (h.random() < 0.5 ? inHundreds(h, tenthDigitList(h, 5, 1)) : tenthOneByOne(h, withRun(h, 5))),
});

const TWENTYSIXTH_STREETS = ['sexton lane', 'almshouse walk', 'tollgate close', 'candlemakers court', 'reedbed way', 'saltpans road'];
const TWENTYSIXTH_TOWNS = ['dorchester', 'malton', 'lavenham', 'axminster', 'brecon', 'girvan', 'wivenhoe'];
const TWENTYSIXTH_US_STREETS = ['bluestem prairie road', 'canyon wren drive', 'pinyon pine court', 'river birch lane'];
const TWENTYSIXTH_US_TOWNS = ['ruidoso', 'greeley', 'cody', 'hannibal', 'marfa', 'bemidji'];
const TWENTYSIXTH_DOMAINS = [
  'gmail dot com',
  'yahoo dot co dot uk',
  'outlook dot com',
  'icloud dot com',
  'hotmail dot com',
  'cox dot net',
  'sky dot com',
  'aol dot com',
];
/**
 * How often the twenty-sixth set's account and policy-like numbers (`number`) and dates of birth (`dob`) are said the
 * plain way (the harder ways taken in turn down each list, twentysixthSaid). As in the twenty-fifth set, a number can
 * also be said over two turns or wrong and corrected and a date in words cannot, so a date takes its harder forms a
 * little more often; with the values volunteered in the first turn, the stalls, values over two turns, corrections
 * and read-backs, about two thirds of the three are said plainly.
 */
const TWENTYSIXTH_PLAIN = { dob: 0.76, number: 0.82 } as const;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the other sets'. */
const twentysixthSaid = harderInTurn();
/** Four random digits, the first not nought, for fourAsOne. */
const twentysixthFour = (h: Helpers): [number, number, number, number] => tenthDigitList(h, 4, 1) as [number, number, number, number];

/**
 * The twenty-sixth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a
 * thatcher, a dog walking and pet sitting service, a dinghy sailing school, a pilates studio, a hot tub hire firm, a US
 * lawn sprinkler and irrigation company, a US trampoline park, a US chiropractic clinic, a US pressure washing company
 * and a US window tinting shop, trades no earlier set has called, about a ridge letting rain in, birds pulling straw
 * out, an insurer's thatch survey, a scaffold left up and a rethatch quote, a walker who never came, a lead lost, a dog
 * brought back limping, cat visits over a holiday and a walk charged after it was cancelled, a course lost to high
 * winds, a certificate never sent, a child under the age limit, wetsuit hire charged twice and a course moved, a late
 * cancel fee, a class pack run out, classes in pregnancy, moving from mat to reformer and a waiting list, a tub that
 * never heated, a deposit kept for a stained cover, a gate too narrow, a leak on decking and a bank holiday booking, a
 * zone that will not shut off, sprinkler heads broken by a mower, a winter blowout, a backflow test for the city and
 * a doubled water bill, a party booking, a sprained ankle, a waiver that will not load, grip socks charged again and a
 * jump pass charged after cancelling, insurance billed wrong, a sore neck after an adjustment, x rays for a new doctor,
 * a wellness plan to cancel and a missed visit fee, deck paint stripped, a torn screen, driveway stains, a roof soft
 * wash and peeling sealer, tint bubbling, a ticket for a front window too dark, defroster lines cut, film for a house
 * and a peeling edge; a date of birth, an account number (the customer, client, patient or billing account, or the
 * bank account a payment or refund uses) and a policy-like number (thatch guarantee, pet care agreement, sail training
 * agreement, class pass agreement, hire agreement, irrigation service agreement, jump pass agreement, treatment plan,
 * deck seal warranty or film warranty number) asked in every call, seven items a call; those three said plainly about
 * two thirds of the time: digits one by one with zero said "zero" or "oh" (plainDigits), bare capital letters before,
 * after or either side of the digits, "may the twenty third nineteen sixty seven", "the ninth of august nineteen
 * seventy four", "ninth of august seventy four", "august ninth nineteen seventy four"; the rest the harder ways, taken
 * in turn down each list rather than at random: digits in pairs (inPairs), in hundreds (inHundreds), in printed groups
 * (inChunks) and four at a time as one number (fourAsOne), runs said "double" and "triple" (withRun), letters pinned
 * down with the radio alphabet and now and then a tree or a flower ("C for cedar", "R rose", "M as in maple", "P like
 * poppy"), "stroke", "hyphen" and "dash" inside account and agreement numbers, an agreement's year said as a number
 * between dashes; birth dates as bare numbers day first with a whole year, month first with "slash" and a short year,
 * the month and a cardinal day with the year said any way (yearSaid), "of the" with a month's ordinal, the year digit
 * by digit first then padded month and day, day and month as padded pairs before a whole year, "stroke" between a UK
 * form's day, month and short year, the year first then "the fourth of march", and the year digit by digit after the
 * day and month; callers stalling ("hang on its in my email") and giving a value in two pieces with the agent saying
 * "mhm" or "right" between, correcting themselves ("oops no its …") and correcting the agent's read-back; values
 * volunteered in the caller's first words, now and then started wrong and corrected there; names with middle initials
 * and middle names and now and then a double-barrelled surname said with "hyphen" or "dash", surnames spelled with
 * bare capitals, "double" and some letters pinned down; card numbers in fours and last fours; UK mobiles, landlines and
 * London numbers, "plus four four", US numbers with "area code" and "plus one" and a last four said as one number;
 * national insurance, NHS, social security, passport, driver's license and state ID numbers; UK postcodes, ZIP and
 * ZIP+4 codes; UK addresses with flats and house names, US addresses with apartments and units; e-mail addresses with
 * dots, underscores, initials and numbers; and ordinary numbers beside them that must survive (a ridge's years, reed
 * years, rethatch weeks, survey and netting prices, months booked up, a cottage's age, walk prices, dogs in a group,
 * walk minutes, visits a day, hours' notice, a dog's age, days away, course days and prices, wind knots, people in a
 * boat, wetsuit hire, a minimum age, a child's age, days lost to weather, class minutes and pack prices, class sizes,
 * cancel hours, pack months, classes a week, weeks pregnant, hire prices, heating hours, tub seats, deposits, gate
 * centimetres, water degrees, guests, start-up and blowout prices, zone minutes, head prices, zones, a water bill's
 * rise, jump minutes and dollars, sock prices, party sizes, an age limit, party room minutes, a son's age, visit
 * prices, visits a week, x ray prices, plan months, weeks in pain, wash prices, drying hours, cents a square foot,
 * warranty years, deck square feet, a house's stories, tint prices and percentages, days with the windows up, a car's
 * year, a ticket's dollars, window counts, arrival times, a refund's working days, minutes on hold and calls made).
 * Authored and recognised before any change for it.
 */
const TWENTYSIXTH: Pools = {
  voices: [
    ['rms', 'slt'],
    ['kal16', 'rms'],
    ['awb', 'kal16'],
    ['slt', 'awb'],
    ['kal', 'slt'],
    ['rms', 'kal'],
    ['awb', 'rms'],
  ],
  greetings: [
    'good morning hartwell thatchers [NAME:tamsin] speaking',
    'hello hartwell thatching how can i help',
    'pawprints dog walking and pet sitting this is [NAME:lowri] how can i help',
    'hiya pawprints dog walkers',
    'saltmarsh sailing school [NAME:rhodri] speaking how can i help',
    'good afternoon saltmarsh sailing how can i help you',
    'the pilates loft good morning this is [NAME:saskia]',
    'hello the pilates loft how can i help',
    'lakeside hot tub hire [NAME:dale] speaking what can i do for you',
    'clearwater sprinkler and irrigation this is [NAME:brandi] how can i help you',
    'hi thanks for calling clearwater irrigation',
    'airzone trampoline park this is [NAME:tanner] how can i help',
    'summit spine chiropractic this is [NAME:lorena] how may i help you',
    'good morning summit chiropractic how can i help',
    'brightside pressure washing this is [NAME:travis] speaking',
    'shade pro window tinting this is [NAME:dusty] how can i help you today',
    'thanks for calling shade pro tint',
  ],
  reasons: [
    'hi the new ridge on our cottage is letting the rain in',
    'hello the birds are pulling straw out of the thatch again',
    'hi my insurer wants a thatch survey before they renew',
    'hello your men finished {three} weeks ago and the scaffold is still up',
    'hi we would like a quote for a full rethatch',
    'hello our walker never turned up yesterday',
    'hi you lost my dogs lead on the common',
    'hello my spaniel came back from his walk limping',
    'hi we need someone to feed the cats while we are away',
    'hello i cancelled a walk and was still charged for it',
    'hi our course was called off because of the wind',
    'hello my son never got his certificate from the summer course',
    'hi is my daughter old enough for the junior course',
    'hello i was charged for wetsuit hire {twice}',
    'hi can we move our course to the end of august',
    'hello i was charged a late cancel fee but i cancelled the night before',
    'hi my class pack ran out with {three} classes still left on it',
    'hello i am pregnant and want to know which classes are safe',
    'hi can i switch from mat classes to the reformer',
    'hello the waiting list never told me a place came up',
    'hi the hot tub never heated up for the party',
    'hello you kept our deposit for a mark on the cover',
    'hi your driver could not get the tub through our side gate',
    'hello the tub leaked all over our new decking',
    'hi i want to hire a tub over the bank holiday',
    'hi one of our zones will not shut off',
    'hello your mower guys broke {four} of my sprinkler heads',
    'hi i need to book the winter blowout',
    'hello the city wants a backflow test certificate by friday',
    'hi our water bill doubled after you put the system in',
    'hi i want to book a birthday party for my son',
    'hello my daughter sprained her ankle on the dodgeball court',
    'hi the waiver will not load on my phone',
    'hello you charged me for grip socks again and we brought our own',
    'hi you charged my card after i cancelled the jump pass',
    'hi my insurance says you billed the wrong code for my visit',
    'hello my neck has been sore since the last adjustment',
    'hi my new doctor needs a copy of my x rays',
    'hello i want to cancel my wellness plan',
    'hi i got charged a missed visit fee but i called ahead',
    'hi your washer stripped the paint off our deck',
    'hello your crew tore a window screen on the back porch',
    'hi the driveway still has oil stains after the wash',
    'hello we would like a soft wash on the roof',
    'hi the sealer you put on the fence is peeling',
    'hi the tint on my back window is bubbling',
    'hello i got a ticket because my front windows are too dark',
    'hi i think the defroster lines got cut when you did the back glass',
    'hello we want film on the house windows for the heat',
    'hi the tint is peeling at the edge of the drivers window',
    'hi my thatch guarantee number is [POLICY_NUMBER:T G seven one four four zero two] and the ridge is leaking',
    'hello its [NAME:philippa ashcroft] about my dogs walks',
    'hi my date of birth is [DATE_OF_BIRTH:the twenty third of may nineteen sixty seven] and your form has it wrong',
    'hello my account number is [BANK_ACCOUNT_NUMBER:forty one seventy eight oh three twenty six] and i was charged for a walk that never happened',
    'hi the pet care agreement is [POLICY_NUMBER:P C stroke sixty two forty one eighteen] and i need to add a cat',
    'hello i was born [DATE_OF_BIRTH:twenty one oh nine nineteen eighty two] and i want to book a sailing course',
    'hi please refund it to [BANK_ACCOUNT_NUMBER:three eight two zero five five one] sorry no [BANK_ACCOUNT_NUMBER:three eight two zero five five four]',
    'hello my class pass agreement is [POLICY_NUMBER:C for cedar P eight one two six six zero] and i was charged twice',
    'hi the hire agreement is [POLICY_NUMBER:H R dash twenty twenty five dash three one seven] and the tub was cold',
    'hello you can reach me on [PHONE:oh seven seven one two four oh eight nine three five] about the tub',
    'hi we are at [ADDRESS:fourteen sexton lane malton] and the scaffold is still up',
    'hello my irrigation service agreement is [POLICY_NUMBER:R S six one nine four two eight] and zone {three} will not shut off',
    'hi its [NAME:barnaby prendergast] i booked the trampoline party',
    'hello i was born on [DATE_OF_BIRTH:eleven twenty six seventy one] and the clinic has my date wrong',
    'hi our customer account is [BANK_ACCOUNT_NUMBER:double seven two nine four one oh six] and the deck paint is peeling',
    'hello my film warranty number is [POLICY_NUMBER:F W nine three zero eight eight one] and the back window is bubbling',
    'hi my treatment plan number is [POLICY_NUMBER:two six five zero four nine one three] and insurance denied the visit',
    'hello my date of birth is [DATE_OF_BIRTH:august the ninth nineteen seventy four] and i want to cancel my class pass',
    'hi the jump pass agreement is [POLICY_NUMBER:J P four four one seven two nine] and i was charged after i cancelled',
    'hello my zip code is [ADDRESS:eight zero five three one] and the sprinkler crew never came',
  ],
  firstNames: [
    'philippa',
    'barnaby',
    'cressida',
    'ambrose',
    'henrietta',
    'fergus',
    'ottilie',
    'cuthbert',
    'marigold',
    'lysander',
    'winifred',
    'ezekiel',
    'georgiana',
    'thaddeus',
    'rosamund',
    'ignatius',
  ],
  lastNames: [
    'ashcroft',
    'blenkinsop',
    'castellano',
    'dunwoody',
    'ekwueme',
    'fitzwilliam',
    'gallagher',
    'haverford',
    'iqbal',
    'jankowski',
    'kettleborough',
    'lachance',
    'mcgillivray',
    'nwachukwu',
    'ormerod',
    'prendergast',
  ],
  streets: [...TWENTYSIXTH_STREETS, ...TWENTYSIXTH_US_STREETS],
  towns: [...TWENTYSIXTH_TOWNS, ...TWENTYSIXTH_US_TOWNS],
  emailDomains: TWENTYSIXTH_DOMAINS,
  secrets: [
    'a hamster called nibbles',
    'whitstable',
    'mr pennington',
    'a ford cortina',
    'button moon',
    'fraggle rock',
    'saint aidans',
    'marmite',
    'black beauty',
    'llandudno',
    'miss honeychurch',
  ],
  ask: {
    name: [
      'can i get your name please',
      'who am i speaking with',
      'and whose name is the booking under',
      'what name is the agreement in',
      'could i take your full name',
      'and your name is',
    ],
    account: [
      'what is your account number',
      'can you give me the account number from your last invoice',
      'and the customer account number please',
      'which bank account does the payment come from',
      'whats the bank account you want the refund to go back to',
      'could i have the client account number on your statement',
      'and your patient account number',
      'whats the number on your billing account',
    ],
    policy: [
      'can you read me the thatch guarantee number',
      'and the pet care agreement number',
      'whats the sail training agreement number on your booking',
      'could i have your class pass agreement number',
      'and the hire agreement number its on the delivery note',
      'whats the irrigation service agreement number',
      'can you give me the jump pass agreement number',
      'and the treatment plan number on your paperwork',
      'whats the deck seal warranty number',
      'could you read me the film warranty number off the card we gave you',
    ],
    membership: [
      'and your membership number',
      'whats the client number on the app',
      'could you give me your rewards number',
      'and the student number in your logbook',
      'whats the jumper id on your wristband',
    ],
    card: [
      'which card would you like to pay with',
      'whats the number across the front of the card',
      'and the card you want the money back on',
      'could you read out the card number',
    ],
    dob: [
      'and your date of birth',
      'can you confirm your date of birth for me',
      'whats the date of birth on the account',
      'could i take your birth date',
      'and when is your birthday with the year',
      'for security whats your date of birth',
      'and the account holders date of birth',
    ],
    postcode: [
      'and the postcode please',
      'what zip code is that',
      'whats your postcode',
      'and the zip for the property',
      'could you give me the postcode for the cottage',
    ],
    address: [
      'and the full address',
      'where is the property',
      'what address is the tub going to',
      'where would you like us to come out to',
      'what address should the paperwork go to',
    ],
    secret: [
      'whats the answer to your memorable question',
      'what was your first pets name',
      'what was your favourite programme as a child',
      'where did you go on your first holiday',
      'what was your first teachers name',
      'what did you put as the security answer',
    ],
    pin: [
      'and your four digit pin',
      'whats the passcode on your account',
      'can you give me your security pin',
      'whats the pin you set up online',
    ],
    phone: [
      'whats a good number to reach you',
      'and a mobile for the text updates',
      'which number should the driver call',
      'whats your phone number',
    ],
    email: [
      'whats your email address',
      'where shall i email the receipt',
      'and the email on the account',
      'whats the best email for the paperwork',
    ],
    reference: [
      'can i take your national insurance number',
      'and your nhs number',
      'whats your social security number',
      'can i get your drivers license number',
      'and your passport number',
      'whats your state id number',
    ],
  },
  answer: {
    name: ['$', 'its $', 'the name is $', 'im $', 'you are speaking to $', 'that would be $'],
    account: ['$', 'right its $', 'the account is $', 'okay so its $', 'ive got it here its $', 'i think its $', 'let me see $'],
    policy: ['$', 'its $', 'okay the number is $', 'it reads $', 'on the paperwork its $', 'right here it is $', 'thats $'],
    membership: ['$', 'its $', 'my number is $', 'it says $'],
    card: ['$', 'its $', 'go ahead its $', 'the long number is $'],
    dob: ['$', 'its $', 'i was born on $', 'born $', 'that would be $', 'my date of birth is $', 'erm $'],
    postcode: ['$', 'its $', 'the postcode is $', 'zip is $', 'it is $'],
    address: ['$', 'its $', 'we are at $', 'i live at $', 'the address is $', 'send it to $'],
    secret: ['$', 'that would be $', 'i put $', 'its $', 'i think it was $'],
    pin: ['$', 'its $', 'the pin is $', 'i use $'],
    phone: ['$', 'its $', 'call me on $', 'the mobile is $', 'you can get me on $'],
    email: ['$', 'its $', 'the email is $', 'send it to $'],
    reference: ['$', 'its $', 'the number is $', 'right its $', 'here it is $'],
  },
  agentOrdinary: [
    'a new ridge should last {twelve} to {fifteen} years',
    'water reed can last up to {forty} years',
    'a full rethatch takes about {six} weeks',
    'a thatch survey is {one hundred and twenty} pounds',
    'wire netting is {eleven} pounds a square metre',
    'we are booked up for the next {four} months',
    'a solo walk is {sixteen} pounds',
    'group walks take up to {four} dogs',
    'every walk is at least {sixty} minutes',
    'cat visits are {twice} a day',
    'we need {twenty four} hours notice to cancel a walk',
    'a level one course runs over {two} days',
    'the course is {two hundred and sixty} pounds',
    'we do not take the boats out above {twenty} knots',
    'each dinghy takes {three} people',
    'wetsuit hire is {eight} pounds a day',
    'the junior course is for children aged {eight} and up',
    'reformer classes are {fifty} minutes',
    'a pack of {ten} classes is {one hundred and forty} pounds',
    'we cap reformer classes at {eight} people',
    'a late cancel is anything within {twelve} hours',
    'class packs last {three} months',
    'a weekend hire is {one hundred and ninety five} pounds',
    'the tub takes about {eight} hours to heat up',
    'the tub seats {six} adults',
    'the damage deposit is {one hundred} pounds',
    'we need a gate at least {eighty} centimetres wide',
    'a spring start up is {eighty five} dollars',
    'the blowout takes about {forty five} minutes',
    'each zone runs for {twenty} minutes',
    'a backflow test is {sixty five} dollars',
    'we replace heads for {twelve} dollars each',
    'a {sixty} minute jump is {nineteen} dollars',
    'grip socks are {three} dollars a pair',
    'parties are for up to {twelve} jumpers',
    'toddler time is for kids under {five}',
    'you get the party room for {forty five} minutes',
    'a follow up visit is {fifty five} dollars',
    'the doctor recommends {two} visits a week to start',
    'new patient x rays are {ninety} dollars',
    'the wellness plan runs for {twelve} months',
    'a house wash starts at {two hundred and ninety} dollars',
    'the sealer needs {forty eight} hours to dry',
    'driveways are about {fifteen} cents a square foot',
    'the seal warranty runs for {two} years',
    'a full car is {two hundred and forty nine} dollars',
    'the front windows can be {thirty five} percent in this state',
    'keep the windows rolled up for {three} days',
    'the film blocks {ninety nine} percent of u v light',
    'the crew will be there between {seven} and {nine}',
    'i can fit you in on the {fourteenth} at {ten fifteen}',
    'the refund takes {three} to {five} working days',
  ],
  customerOrdinary: [
    'the cottage is about {three hundred} years old',
    'we only moved in {two} years ago',
    'he is a {three} year old lurcher',
    'we are away for {ten} days',
    'we have {two} cats and a rabbit',
    'my daughter is {eleven}',
    'there are {three} of us',
    'we lost {two} days to the weather',
    'i come {twice} a week',
    'i am {twenty eight} weeks along',
    'i still had {three} classes left',
    'there were {twelve} of us at the party',
    'the water was only {twenty} degrees',
    'our gate is about {seventy} centimetres',
    'we have {six} zones',
    'the bill went up by {two hundred} dollars',
    'my son is turning {nine}',
    'there will be {fourteen} kids',
    'i have had back pain for {six} weeks',
    'the deck is about {four hundred} square feet',
    'the house is {two} stories',
    'its a {twenty nineteen} civic',
    'the ticket was {one hundred and twenty} dollars',
    'we have {eleven} windows on the south side',
    'i have been on hold for {fifteen} minutes',
    'this is the {third} time i have called',
  ],
  closings: ['thanks $ bye now', 'lovely thanks $ have a good day', 'great thanks for calling $', 'all sorted $ take care'],
  stalls: [
    'let me grab my purse',
    'one moment i need to find the letter',
    'hold on its on my phone somewhere',
    'sorry give me a second the dog is barking',
    'wait a tick its in my email',
    'hang on i wrote it on the calendar',
  ],
  readbacks: ['so thats $', 'right i have $', 'let me check $', 'i have got $ is that right', 'to confirm $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.1,
  shuffle: true,
  stallChance: 0.06,
  spelling: {
    ask: ['and how do you spell the surname', 'could you spell that last name', 'can i get the spelling of that'],
    answer: ['$', 'its $', 'it is spelled $', 'yes $'],
    spell: (h, word) => twentysixthSpell(h, word, h.random() < 0.5 ? 0 : 0.4),
  },
  addressing: ['thanks <first>', 'okay <first>', 'perfect thank you <full>', 'right <first> next one', 'cheers <first>'],
  corrections: {
    self: ['# no hang on its $', '# sorry i read that wrong its $', '# oops no its $', '# wait no thats the old one its $'],
    misheard: ['no its $', 'not quite $', 'no thats wrong its $', 'almost its $'],
    chance: 0.05,
  },
  continuing: {
    prompts: ['mhm', 'right', 'okay go ahead', 'yes', 'i have that'],
    rest: ['$', 'then $', 'and then $', 'after that $'],
    unbroken: [...(TWENTYFIFTH.continuing?.unbroken ?? []), ...TWENTYSIXTH_PINNING, 'stroke', 'hyphen', 'dash'],
    chance: 0.08,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['anne', 'john', 'elizabeth', 'thomas', 'grace'])} ${last}`;
      if (roll < 0.2) return `${first} ${last} hyphen ${h.pick(['evans', 'hughes', 'ward'])}`;
      if (roll < 0.23) return `${first} ${h.pick(['cole', 'hart', 'wood'])} dash ${last}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, which in "two thousand and six" reads oddly. */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1938 + Math.floor(random() * 62));
      const padded = (n: number) => tenthTwo(h, Math.floor(n / 10), n % 10);
      return twentysixthSaid(
        h,
        'dob',
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} of ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `${ordinal} of ${named} ${short}`,
          () => `the ${ordinal} of ${named} ${short}`,
        ],
        [
          () => `${tenthOnForm(h, day)} ${tenthOnForm(h, month)} ${whole}`,
          () => `${CARDINALS[month - 1]} slash ${CARDINALS[day - 1]} slash ${tenthTwo(h, c, d)}`,
          () => `${named} ${CARDINALS[day - 1]} ${yearSaid(h, year)}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${whole}`,
          () => `${tenthOneByOne(h, [a, b, c, d])} ${padded(month)} ${padded(day)}`,
          () => `${padded(day)} ${padded(month)} ${whole}`,
          () => `${tenthOnForm(h, day)} stroke ${tenthOnForm(h, month)} stroke ${tenthTwo(h, c, d)}`,
          () => `${whole} the ${ordinal} of ${named}`,
          () => `${ordinal} ${named} ${tenthOneByOne(h, [a, b, c, d])}`,
        ],
        TWENTYSIXTH_PLAIN.dob,
      );
    },
    account: (h) =>
      twentysixthSaid(
        h,
        'account',
        [
          () => plainDigits(h, 8),
          () => plainDigits(h, 7 + Math.floor(h.random() * 3)),
          () => plainDigits(h, 10, 1),
          () => `${twentysixthLetters(h, 2)} ${plainDigits(h, 6)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 8, 1)),
          () => `${inHundreds(h, tenthDigitList(h, 6, 1))} ${plainDigits(h, 2)}`,
          () => tenthOneByOne(h, withRun(h, 8)),
          () => inChunks(h, [2, 3, 3]),
          () => `${plainDigits(h, 2, 1)} hyphen ${plainDigits(h, 6)}`,
          () => `${twentysixthLetters(h, 2, 0.9)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 3, 1)} ${fourAsOne(h, ...twentysixthFour(h))}`,
          () => `${plainDigits(h, 4, 1)} stroke ${plainDigits(h, 4)}`,
          () => `${tenthOneByOne(h, withRun(h, 4))} ${inPairs(h, tenthDigitList(h, 4))}`,
        ],
        TWENTYSIXTH_PLAIN.number,
      ),
    policy: (h) =>
      twentysixthSaid(
        h,
        'policy',
        [
          () => `${twentysixthLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${twentysixthLetters(h, 3)} ${plainDigits(h, 6)}`,
          () => plainDigits(h, 8, 1),
          () => `${twentysixthLetters(h, 1)} ${plainDigits(h, 6)} ${twentysixthLetters(h, 1)}`,
          () => `${plainDigits(h, 6, 1)} ${twentysixthLetters(h, 2)}`,
        ],
        [
          () => `${twentysixthLetters(h, 2, 0.7)} ${plainDigits(h, 6)}`,
          () => `${twentysixthLetters(h, 2)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${twentysixthLetters(h, 2)} stroke ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${twentysixthLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 7))}`,
          () =>
            `${twentysixthLetters(h, 2, 0.4)} dash ${h.pick(['twenty nineteen', 'twenty twenty two', 'twenty twenty four', 'twenty twenty five'])} dash ${plainDigits(h, 3)}`,
          () => `${twentysixthLetters(h, 3, 0.4)} ${inChunks(h, [3, 3])}`,
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 3)} dash ${twentysixthLetters(h, 2)}`,
          () => `${twentysixthLetters(h, 2)} ${fourAsOne(h, ...twentysixthFour(h))} ${plainDigits(h, 2)}`,
          () => `${twentysixthLetters(h, 2)} hyphen ${plainDigits(h, 7)}`,
        ],
        TWENTYSIXTH_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 7, 1),
          () => `${twentysixthLetters(h, 1)} ${plainDigits(h, 7)}`,
          () => `${twentysixthLetters(h, 2)} ${plainDigits(h, 5)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 6, 1)),
          () => `${twentysixthLetters(h, 1, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 4)}`,
          () => inHundreds(h, tenthDigitList(h, 7, 1)),
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [3, 4, 5, 6], 0.35)], 0.6),
    postcode: (h) => twentysixthPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.5 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(TWENTYSIXTH_STREETS)} ${pick(TWENTYSIXTH_TOWNS)}`,
              () => `${plainTwo(a, b)} ${pick(TWENTYSIXTH_STREETS)} ${pick(TWENTYSIXTH_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 10))} ${pick(['the maltings', 'wharf house'])} ${pick(TWENTYSIXTH_STREETS)} ${pick(TWENTYSIXTH_TOWNS)}`,
              () =>
                `${pick(['thatch end', 'the old bakery', 'swallows barn', 'orchard cottage'])} ${pick(TWENTYSIXTH_STREETS)} ${pick(TWENTYSIXTH_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(TWENTYSIXTH_US_STREETS)} ${pick(TWENTYSIXTH_US_TOWNS)}`,
              () => `${fourAsOne(h, a, b, c, d)} ${pick(TWENTYSIXTH_US_STREETS)} ${pick(TWENTYSIXTH_US_TOWNS)}`,
              () =>
                `${plainTwo(a, b)} ${pick(TWENTYSIXTH_US_STREETS)} apartment ${pick(CARDINALS.slice(0, 18))} ${pick(TWENTYSIXTH_US_TOWNS)}`,
              () => `${tenthThree(h, a, b, c)} ${pick(TWENTYSIXTH_US_STREETS)} unit ${pick(['B', 'C', 'D'])} ${pick(TWENTYSIXTH_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${twentysixthPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => tenthOneByOne(h, withRun(h, 4)), () => inPairs(h, tenthDigitList(h, 4)), () => fourAsOne(h, ...twentysixthFour(h))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `oh two oh ${plainDigits(h, 8)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `plus one ${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${fourAsOne(h, ...twentysixthFour(h))}`,
          () => `oh seven ${tenthOneByOne(h, withRun(h, 9))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(TWENTYSIXTH_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first[0]!.toUpperCase()} dot ${last} at ${domain}`,
        () => `${last} dot ${first} at ${domain}`,
        () => `${first} underscore ${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} ${last[0]!.toUpperCase()} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${twentysixthLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 3)} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
          () => `${twentysixthLetters(h, 1)} ${plainDigits(h, 7)}`,
        ],
        [
          () => inChunks(h, [3, 3, 4]),
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${plainDigits(h, 4)}`,
          () => `${twentysixthLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${twentysixthLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 7, 1))}`,
          () => `${tenthOneByOne(h, withRun(h, 3))} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the twenty-seventh set hang on a letter: the radio alphabet mostly, now and then a musical instrument. */
const TWENTYSEVENTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bravo', 'banjo'],
  C: ['charlie', 'charlie', 'cello'],
  D: ['delta', 'drum'],
  E: ['echo', 'echo'],
  F: ['foxtrot', 'flute'],
  G: ['golf', 'guitar'],
  H: ['hotel', 'hotel', 'harp'],
  I: ['india'],
  J: ['juliet'],
  K: ['kilo', 'kazoo'],
  L: ['lima', 'lute'],
  M: ['mike', 'mike', 'mandolin'],
  N: ['november'],
  O: ['oscar', 'oboe'],
  P: ['papa', 'papa', 'piano'],
  Q: ['quebec'],
  R: ['romeo', 'recorder'],
  S: ['sierra', 'sierra', 'saxophone'],
  T: ['tango', 'trumpet'],
  U: ['uniform', 'ukulele'],
  V: ['victor', 'violin'],
  W: ['whiskey', 'whistle'],
  X: ['x ray', 'xylophone'],
  Y: ['yankee'],
  Z: ['zulu', 'zither'],
};
/** Every word the twenty-seventh set hangs on a letter, so a value said over two turns never breaks beside one. */
const TWENTYSEVENTH_PINNING = [
  ...new Set(Object.values(TWENTYSEVENTH_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' ')))),
];
/** Capitals pinned down "C as in charlie", "P for piano", "H harp", "T like tango"; a doubled letter often said "double". */
const { letters: twentyseventhLetters, spell: twentyseventhSpell } = spokenCapitals({
  words: TWENTYSEVENTH_LETTER_WORDS,
  joiners: ['as in', 'for', '', 'like', 'as in', 'for'],
  doubled: 0.55,
});
/**
 * A UK postcode, or (when not plain) a ZIP said in pairs with the odd digit alone ("nine seventy three twelve") or in
 * its printed groups, or a ZIP+4 code.
 */
const twentyseventhPostcode = ukOrUsPostcode({
  letters: twentyseventhLetters,
  pinned: 0.35,
  zip: (h) => (h.random() < 0.5 ? inPairs(h, tenthDigitList(h, 5, 1)) : zipInGroups(h)),
});

const TWENTYSEVENTH_STREETS = ['glaziers lane', 'spinney close', 'heronsgate road', 'lavender walk', 'coppice way', 'mill dam lane'];
const TWENTYSEVENTH_TOWNS = ['thirsk', 'tavistock', 'woodbridge', 'dunbar', 'launceston', 'chipping norton', 'llandeilo'];
const TWENTYSEVENTH_US_STREETS = ['pelican point road', 'sweetgum lane', 'marsh hawk court', 'sunfish bay drive'];
const TWENTYSEVENTH_US_TOWNS = ['destin', 'mystic', 'astoria', 'sheridan', 'pella', 'port aransas'];
const TWENTYSEVENTH_DOMAINS = [
  'gmail dot com',
  'btinternet dot com',
  'outlook dot com',
  'yahoo dot com',
  'hotmail dot co dot uk',
  'verizon dot net',
  'icloud dot com',
  'proton dot me',
];
/**
 * How often the twenty-seventh set's account and policy-like numbers (`number`) and dates of birth (`dob`) are said the
 * plain way (the harder ways taken in turn down each list, twentyseventhSaid). As in the twenty-sixth set, a number can
 * also be said over two turns or wrong and corrected and a date in words cannot, so a date takes its harder forms a
 * little more often; with the values volunteered in the first turn, the stalls, values over two turns, corrections and
 * read-backs, about two thirds of the three are said plainly.
 */
const TWENTYSEVENTH_PLAIN = { dob: 0.76, number: 0.82 } as const;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the other sets'. */
const twentyseventhSaid = harderInTurn();
/** Four random digits, the first not nought, for fourAsOne. */
const twentyseventhFour = (h: Helpers): [number, number, number, number] => tenthDigitList(h, 4, 1) as [number, number, number, number];

/**
 * The twenty-seventh held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a
 * stained glass studio, a firewood and log supplier, a clay pigeon shooting ground, a bookbinder, a beekeeping supplier
 * (hives, nucleus colonies, courses and swarm collection), a US auto body and collision repair shop, a US sport fishing
 * charter, a US laser hair removal clinic, a US wedding DJ and photo booth company and a US concrete and paving
 * contractor, trades no earlier set has called, about a cracked door panel, leading bowing out, a church memorial
 * window not fitted, colours that do not match the sample and a quote to restore leaded lights, wet logs, a bag half
 * full, logs tipped on a neighbour's drive, a winter order and kindling charged and not sent, a lesson voucher, a
 * lesson lost to fog, cartridges charged twice, a corporate shoot and a hired gun that jammed, a thesis to bind by
 * friday, a name spelt wrong on a spine, a family bible to rebind, gold lettering charged above the quote and a wedding
 * album come apart, a colony not sent, a swarm to collect, a queen dead in a week, a beginners' course and a hive with
 * no roof, a car three weeks in the shop, a bumper that does not match, parts billed to an insurer and not used, hail
 * damage and a rental cancelled, a trip called off for weather, a birthday trip, fish not cleaned, a deposit kept when
 * the captain cancelled and fishing licenses, a burn after a session, hair left after a package, a rescheduled session
 * charged, a tan and freezing a package in pregnancy, a DJ an hour late, blurry booth prints, a gallery link never sent,
 * uplighting and moving an event, a cracked driveway, a patio holding water, ruts in a lawn, a stamped patio quote and
 * sealer gone white; a date of birth, an account number (the customer, client or billing account, or the bank account a
 * payment or refund uses) and a policy-like number (restoration guarantee, log supply agreement, gun hire agreement,
 * binding contract, colony guarantee, repair warranty, charter agreement, laser package agreement, event services
 * contract or concrete warranty number) asked in every call, seven items a call; those three said plainly about two
 * thirds of the time: digits one by one with zero said "zero" or "oh" (plainDigits), bare capital letters before, after
 * or either side of the digits, "june the second nineteen eighty four", "the fourteenth of october nineteen fifty
 * eight", "second of june nineteen eighty four", "june second nineteen eighty four", "the second of june eighty four";
 * the rest the harder ways, taken in turn down each list rather than at random: digits in pairs (inPairs), in hundreds
 * (inHundreds), in printed groups (inChunks) and four at a time as one number (fourAsOne), runs said "double" and
 * "triple" (withRun), letters pinned down with the radio alphabet and now and then a musical instrument ("C for cello",
 * "H harp", "P as in piano", "T like tango"), "stroke", "slash", "hyphen" and "dash" inside account and agreement
 * numbers, an agreement's year said as a number between dashes; birth dates as bare numbers month first with a short
 * year, cardinal day and month between dashes before a whole year, "of the" with a month's ordinal and a short year,
 * the month and a cardinal day with the year digit by digit, all eight digits of day, month and year one by one, the
 * year said first then the month and "the fourth", day and month with "dot" between them and a short year, an ordinal
 * day with the year said any way (yearSaid), padded month and day with "slash" before a whole year, and "in" before the
 * year; callers stalling ("bear with me the paperwork is out in the car") and giving a value in two pieces with the
 * agent saying "uh huh" or "go on" between, correcting themselves ("no wait i mean …") and correcting the agent's
 * read-back; values volunteered in the caller's first words, two of them now and then in either order, and one started
 * wrong and corrected there; names with middle initials and middle names and now and then a double-barrelled surname
 * said with "hyphen" or "dash", surnames spelled with bare capitals, "double" and some letters pinned down; card numbers
 * in fours and last fours; UK mobiles and landlines, "plus four four", a landline in pairs, US numbers with "area code"
 * and "plus one" and a last four said as one number; national insurance, NHS, social security, passport, driver's
 * license and shotgun certificate numbers; UK postcodes, ZIP and ZIP+4 codes, a ZIP said in pairs or printed groups; UK
 * addresses with flats and house names, US addresses with apartments and suites; e-mail addresses with dots,
 * underscores, initials and numbers; and ordinary numbers beside them that must survive (repair weeks, measuring fees,
 * glass millimetres, window prices, leading years, bag cubic metres, moisture percentages, bag and kindling prices,
 * delivery working days, lesson minutes, cartridges in a box and its price, gun hire prices, a minimum age, corporate
 * day sizes, binding days and copy prices, lettering and rebind prices, a same day cut-off, colony prices, weeks of
 * colonies, course saturdays, swarm hours, hive frames, paint matching days, a deductible, rental days, dent prices, paint
 * curing days, trip hours, anglers on a boat, a deposit, a sailing time, wave feet, sessions needed and weeks apart,
 * package prices, notice hours, weeks out of the sun, DJ set-up minutes, booth hours, uplighting prices and lights,
 * gallery days, notice days, concrete curing days, stamped patio dollars a square foot, resealing years, slab inches, a
 * house's and a bible's age, window panes, bags a winter, days late, times shot before, people on a shoot, copies and
 * pages, years keeping bees, hives, a car's year, estimate days, people on a trip, a father's age, sessions had, booth
 * hours, guests, square feet, crack feet, a refund's working days, an arrival date and hours, minutes on hold and calls
 * made).
 * Authored and recognised before any change for it.
 */
const TWENTYSEVENTH: Pools = {
  voices: [
    ['slt', 'kal16'],
    ['awb', 'rms'],
    ['kal', 'awb'],
    ['rms', 'slt'],
    ['kal16', 'awb'],
    ['slt', 'kal'],
    ['rms', 'kal16'],
  ],
  greetings: [
    'lightwell stained glass [NAME:imogen] speaking',
    'good morning lightwell glass studio how can i help',
    'ashfell logs and kindling [NAME:gethin] here',
    'hello ashfell log company what can i do for you',
    'greyfell shooting ground good afternoon [NAME:rupert] speaking',
    'greyfell clays hello',
    'quire and spine bookbinders this is [NAME:flora] how can i help',
    'good afternoon quire and spine bindery',
    'heatherhive bee supplies [NAME:morwenna] speaking how can i help',
    'hello heatherhive beekeeping how can i help you',
    'ironside collision center this is [NAME:duane] how can i help you',
    'thanks for calling ironside auto body',
    'gulfstar fishing charters this is [NAME:colt] what can i do for you',
    'smoothline laser clinic this is [NAME:kendra] how may i help you',
    'good morning smoothline laser how can i help',
    'spinwell dj and photo booth this is [NAME:marcus] how can i help',
    'bedrock concrete and paving this is [NAME:wade] how can i help you today',
    'thanks for calling bedrock concrete',
  ],
  reasons: [
    'hi a panel in our front door has cracked right across',
    'hello the leading on our landing window is bowing out',
    'hi you were meant to fit the memorial window in the church last month',
    'hello the colours in the new panel do not match the sample',
    'hi we want a quote to restore {four} old leaded lights',
    'hi the logs you delivered are soaking wet',
    'hello the bag you dropped off was only half full',
    'hi your driver tipped the logs on my neighbours drive',
    'hello i would like to set up a regular order for the winter',
    'hi i was charged for kindling that never came',
    'hi my kids bought me a lesson voucher for my birthday',
    'hello my lesson was cancelled because of the fog',
    'hi i was charged for {two} boxes of cartridges but only had {one}',
    'hello i need to book a corporate shoot for my team',
    'hi the gun i hired kept jamming',
    'hi i need my thesis hardbound by friday',
    'hello the name on the spine of my thesis is spelt wrong',
    'hi my grandmothers bible is falling apart and i want it rebound',
    'hello you quoted me for gold lettering but the invoice is higher',
    'hi the wedding album you bound has come apart at the back',
    'hi the nucleus colony i ordered has not arrived',
    'hello i think my bees have swarmed can someone collect them',
    'hi the queen in my new colony died within a week',
    'hello i would like to book on the beginners course',
    'hi the hive you sent was missing the roof',
    'hi my car has been in your shop {three} weeks now',
    'hello the paint on my new bumper does not match the door',
    'hi my insurance says you billed them for parts you never used',
    'hello i need an estimate for hail damage',
    'hi the rental car you set up for me got cancelled',
    'hi our trip was called off for weather and we want to rebook',
    'hello i want to book a half day trip for my dads birthday',
    'hi we did not get our fish cleaned and bagged like you said',
    'hello you kept our deposit after the captain cancelled',
    'hi do we need our own fishing licenses for the trip',
    'hi i got a burn on my leg after my last session',
    'hello my package ran out and i still see hair',
    'hi i was charged for a session i rescheduled',
    'hello can i still do laser if i have a tan from vacation',
    'hi i want to freeze my package while i am pregnant',
    'hi our dj showed up an hour late to the wedding',
    'hello the photo booth prints came out blurry all night',
    'hi we never got the link to the booth photos',
    'hello i want to add uplighting to our package',
    'hi we need to move our event to october',
    'hi our new driveway has cracked already',
    'hello the patio you poured is holding water',
    'hi your truck left tire ruts across our lawn',
    'hello i want a quote for a stamped concrete patio',
    'hi the sealer on the driveway has gone white and patchy',
    'hi my restoration guarantee number is [POLICY_NUMBER:R G four one nine zero six two] and the panel has cracked again',
    'hello its [NAME:clemency whitlock] about the church window',
    'hi my account number is [BANK_ACCOUNT_NUMBER:six zero three one eight eight four two] and the logs never came',
    'hello my date of birth is [DATE_OF_BIRTH:the fourteenth of october nineteen fifty eight] and my membership card has it wrong',
    'hi the gun hire agreement is [POLICY_NUMBER:G H stroke thirty one seventy four oh nine] and i was overcharged',
    'hello the date of birth on it is [DATE_OF_BIRTH:oh three oh nine nineteen seventy one] and the account is [BANK_ACCOUNT_NUMBER:five two eight one four four zero six] its about my thesis',
    'hi my binding contract number is [POLICY_NUMBER:B C seven seven two nine one zero] and the spine needs redoing',
    'hello i was born [DATE_OF_BIRTH:june the second nineteen eighty four] and i want a place on the beginners course',
    'hi the colony guarantee is [POLICY_NUMBER:C for cello G six one eight three five] and the queen has died',
    'hello you can call me back on [PHONE:oh seven eight three three one two oh four six nine] about the swarm',
    'hi my repair warranty number is [POLICY_NUMBER:R W dash twenty twenty four dash five one eight] and the paint is peeling',
    'hello this is [NAME:lavinia crossthwaite] i booked the sunset trip',
    'hi my charter agreement is [POLICY_NUMBER:nine four one six two zero eight K] and the trip was cancelled',
    'hello my billing account is [BANK_ACCOUNT_NUMBER:three hundred and twelve sixty eight forty] and i was charged for a session i moved',
    'hi the laser package agreement is [POLICY_NUMBER:L P five zero five three seven one] sorry no [POLICY_NUMBER:L P five zero five three seven four]',
    'hello my birthday is [DATE_OF_BIRTH:eleven nine sixty three] and the clinic has it down wrong',
    'hi the event services contract is [POLICY_NUMBER:E S eight two two six four one] and the dj was late',
    'hello my concrete warranty number is [POLICY_NUMBER:C W one eight zero double four seven] and the driveway has cracked',
    'hi our zip is [ADDRESS:seven seven three seven three] and you poured the patio in the spring',
    'hello i live at [ADDRESS:twelve spinney close thirsk] and the logs are still on my neighbours drive',
    'hi my customer account is [BANK_ACCOUNT_NUMBER:two nine one seven zero four three eight] i was born [DATE_OF_BIRTH:the third of march nineteen sixty six] and the hive never came',
  ],
  firstNames: [
    'clemency',
    'lavinia',
    'horatio',
    'bartholomew',
    'perpetua',
    'crispin',
    'euphemia',
    'leopold',
    'wilhelmina',
    'tobias',
    'seraphina',
    'jethro',
    'delphine',
    'caspian',
    'honora',
    'peregrine',
  ],
  lastNames: [
    'crossthwaite',
    'abernethy',
    'vandermeer',
    'okonkwo',
    'pemberton',
    'lindqvist',
    'mcandrew',
    'szymanski',
    'whitlock',
    'gunasekara',
    'bellingham',
    'trevithick',
    'oyelaran',
    'hollingsworth',
    'delacroix',
    'kowalczyk',
  ],
  streets: [...TWENTYSEVENTH_STREETS, ...TWENTYSEVENTH_US_STREETS],
  towns: [...TWENTYSEVENTH_TOWNS, ...TWENTYSEVENTH_US_TOWNS],
  emailDomains: TWENTYSEVENTH_DOMAINS,
  secrets: [
    'a tortoise called sheldon',
    'skegness',
    'mrs featherby',
    'a vauxhall viva',
    'the wombles',
    'bagpuss',
    'saint cuthberts',
    'pickled onions',
    'swallows and amazons',
    'tenby',
    'mr grimshaw',
  ],
  ask: {
    name: [
      'and who have i got on the line',
      'could you tell me your name',
      'can i start with your full name',
      'whats the name on the order',
      'and your name for the file',
      'who is the booking for',
    ],
    account: [
      'do you have your customer account number handy',
      'what account number does the refund need to go to',
      'read me the account number from the top of the invoice would you',
      'and which account do we take the payments from',
      'whats the account number on your booking email',
      'whats your account number with us',
      'could you give me the billing account number',
      'can i grab the client account number',
    ],
    policy: [
      'can i have the restoration guarantee number',
      'whats the log supply agreement number on your delivery note',
      'and the gun hire agreement number from the booking',
      'whats your binding contract number',
      'could you read out the colony guarantee number',
      'and the repair warranty number on your paperwork',
      'whats the charter agreement number on your confirmation',
      'can you give me your laser package agreement number',
      'and the event services contract number',
      'whats the concrete warranty number on the certificate',
    ],
    membership: [
      'do you have a membership number',
      'whats the number on your shooting ground card',
      'and your beekeeping association number',
      'whats your loyalty number',
      'the rewards number on the app please',
    ],
    card: [
      'what card are you paying on today',
      'go ahead with the long number on the card',
      'which card should the refund go back to',
      'read me the card number when youre ready',
    ],
    dob: [
      'and what is your date of birth',
      'can i take a date of birth',
      'your date of birth for security please',
      'whats the birth date we have on file',
      'when were you born',
      'and the date of birth of the account holder',
      'could you confirm your birthday including the year',
    ],
    postcode: [
      'and whats the postcode there',
      'whats the zip code',
      'can i take the postcode for the delivery',
      'what zip is the job site in',
      'and the postcode of the church',
    ],
    address: [
      'whats the address for the job',
      'and where are we delivering to',
      'what address is the event at',
      'where shall we send the invoice',
      'whats the address of the property',
    ],
    secret: [
      'whats the answer to your security question',
      'what was the name of your first pet',
      'which seaside town did you visit as a child',
      'who was your favourite teacher',
      'what was your favourite childrens programme',
      'what did you have as a first car',
    ],
    pin: [
      'and your four digit security pin',
      'whats the pin on the account',
      'can you give me the passcode you set up',
      'whats your telephone pin',
    ],
    phone: [
      'what number can we reach you on',
      'whats the best mobile for you',
      'which number should the driver ring',
      'and a contact number please',
    ],
    email: [
      'whats the email address on the account',
      'where should the confirmation go',
      'can i take an email for the receipt',
      'and your email please',
    ],
    reference: [
      'could you give me your national insurance number',
      'and the nhs number on your letter',
      'whats the number on your shotgun certificate',
      'and your social security number please',
      'whats the number on your drivers license',
      'could i take your passport number',
    ],
  },
  answer: {
    name: ['$', 'its $', 'my name is $', 'this is $', '$ thats me', 'it will be under $'],
    account: ['$', 'the account number is $', 'yeah its $', 'ive got $', 'it says $ on the invoice', '$ i think', 'okay its $'],
    policy: ['$', 'its $', 'it says $', 'the number is $', '$ thats off the certificate', 'i have it here $', 'let me read it $'],
    membership: ['$', 'its $', 'the card says $', 'my number is $'],
    card: ['$', 'its $', 'okay its $', 'ready $'],
    dob: ['$', 'its $', 'born on $', 'i was born $', 'my birthday is $', '$ that is', 'um $'],
    postcode: ['$', 'its $', 'postcode $', 'the zip is $', 'we are $'],
    address: ['$', 'its $', 'we live at $', 'the address is $', 'its at $', 'bring it to $'],
    secret: ['$', 'i said $', 'it was $', 'should be $', 'i think i put $'],
    pin: ['$', 'its $', 'pin is $', 'i think its $'],
    phone: ['$', 'its $', 'ring me on $', 'my mobile is $', 'best number is $'],
    email: ['$', 'its $', 'email is $', 'use $'],
    reference: ['$', 'its $', 'it is $', 'the number is $', 'got it here its $'],
  },
  agentOrdinary: [
    'a small panel repair is usually {three} to {four} weeks',
    'we charge {ninety five} pounds to come out and measure',
    'the glass we use is about {four} millimetres thick',
    'a window that size comes to about {twelve hundred} pounds',
    'new leading should last another {seventy} years',
    'a bulk bag holds about {one point two} cubic metres',
    'kiln dried logs are under {twenty} percent moisture',
    'a bulk bag is {one hundred and fifteen} pounds',
    'we deliver within {five} working days',
    'kindling is {six} pounds a net',
    'a lesson is {forty five} minutes with a coach',
    'a box of {twenty five} cartridges is {nine} pounds',
    'gun hire is {fifteen} pounds a session',
    'you need to be {twelve} or over to shoot',
    'a corporate day is for up to {twenty} people',
    'thesis binding takes {three} working days',
    'each hardbound copy is {thirty two} pounds',
    'gold lettering on the spine is {eight} pounds extra',
    'a full rebind starts at {two hundred and forty} pounds',
    'we do same day binding if it comes in before {ten}',
    'a nucleus colony is {one hundred and ninety five} pounds',
    'colonies go out over about {six} weeks from the middle of may',
    'the beginners course runs over {two} saturdays',
    'we try to collect a swarm within {forty eight} hours',
    'a national hive comes with {eleven} frames',
    'paint matching takes about {two} days on its own',
    'your deductible is {five hundred} dollars',
    'the rental is covered for {thirty} days',
    'hail repairs run about {seventy five} dollars a dent',
    'the paint needs {thirty} days to cure before you wax it',
    'a half day trip is {four} hours',
    'we take up to {six} anglers on the boat',
    'the deposit is {two hundred} dollars',
    'we head out at {six thirty} in the morning',
    'the captain calls it if the waves are over {four} feet',
    'most people need {six} to {eight} sessions',
    'sessions are about {six} weeks apart',
    'a package of {six} sessions on the legs is {nine hundred} dollars',
    'we ask for {forty eight} hours notice to reschedule',
    'stay out of the sun for {two} weeks before a session',
    'the dj sets up {ninety} minutes before the guests arrive',
    'the booth package is {four} hours',
    'uplighting is {two hundred and fifty} dollars for {twelve} lights',
    'the gallery link goes out within {ten} days',
    'moving a date is free with {sixty} days notice',
    'new concrete needs {seven} days before you drive on it',
    'a stamped patio is about {eighteen} dollars a square foot',
    'we reseal every {two} to {three} years',
    'the slab is {four} inches thick',
    'the refund should show in {three} to {five} working days',
    'i can get someone out on the {twenty first} between {eight} and {twelve}',
  ],
  customerOrdinary: [
    'the house is about {one hundred and thirty} years old',
    'the window has {twelve} panes',
    'we burn about {two} bags a winter',
    'the delivery was {two} days late',
    'i have only shot {three} times before',
    'there will be {fourteen} of us on the day',
    'i need {four} copies bound',
    'the thesis is about {two hundred and eighty} pages',
    'the bible is over {one hundred} years old',
    'i have kept bees for {five} years',
    'i have {two} hives at the bottom of the garden',
    'its a {twenty twenty one} camry',
    'the estimate said {ten} days',
    'there are {five} of us going out',
    'my dad is turning {seventy}',
    'i have had {four} sessions so far',
    'the booth was only there for {three} hours',
    'we had {one hundred and twenty} guests',
    'the driveway is about {six hundred} square feet',
    'the crack runs about {three} feet',
    'i have been on hold for {twenty} minutes',
    'this is the {second} time i have rung',
  ],
  closings: ['cheers $ speak soon', 'thanks very much $ bye', 'all done $ have a lovely day', 'thank you $ take care now'],
  stalls: [
    'hold on i need to find the receipt',
    'one sec my reading glasses are somewhere',
    'give me a minute its in the kitchen drawer',
    'just a moment i am looking through my emails',
    'sorry the kids are shouting one second',
    'bear with me the paperwork is out in the car',
  ],
  readbacks: ['okay so i have $', 'just to check thats $', 'let me read that back $', 'i have written down $', 'so $ yes'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.1,
  shuffle: true,
  stallChance: 0.06,
  spelling: {
    ask: ['can you spell your surname for me', 'how is the last name spelled', 'and could i have that spelled out'],
    answer: ['$', 'sure its $', 'thats $', 'spelled $'],
    spell: (h, word) => twentyseventhSpell(h, word, h.random() < 0.5 ? 0 : 0.4),
  },
  addressing: ['lovely <first>', 'thank you <first>', 'got that <full>', 'okay then <first>', 'brilliant <first>'],
  corrections: {
    self: ['# sorry no its $', '# hang on that is wrong its $', '# no wait i mean $', '# actually scratch that its $'],
    misheard: ['no its $', 'not quite its $', 'close but its $', 'no sorry $'],
    chance: 0.05,
  },
  continuing: {
    prompts: ['uh huh', 'go on', 'okay', 'yep', 'got that so far'],
    rest: ['$', 'and $', 'then its $', 'and the rest is $'],
    unbroken: [...(TWENTYSIXTH.continuing?.unbroken ?? []), ...TWENTYSEVENTH_PINNING, 'dot', 'stroke', 'hyphen', 'dash'],
    chance: 0.08,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['mary', 'james', 'louise', 'edward', 'rose'])} ${last}`;
      if (roll < 0.2) return `${first} ${last} hyphen ${h.pick(['jones', 'price', 'hall'])}`;
      if (roll < 0.23) return `${first} ${h.pick(['lloyd', 'gray', 'vaughan'])} dash ${last}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, which in "two thousand and six" reads oddly. */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1936 + Math.floor(random() * 64));
      const padded = (n: number) => tenthTwo(h, Math.floor(n / 10), n % 10);
      return twentyseventhSaid(
        h,
        'dob',
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `${ordinal} of ${named} ${whole}`,
          () => `the ${ordinal} of ${named} ${short}`,
        ],
        [
          () => `${tenthOnForm(h, month)} ${tenthOnForm(h, day)} ${tenthTwo(h, c, d)}`,
          () => `${CARDINALS[day - 1]} dash ${CARDINALS[month - 1]} dash ${whole}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${tenthTwo(h, c, d)}`,
          () => `${named} ${CARDINALS[day - 1]} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => tenthOneByOne(h, [Math.floor(day / 10), day % 10, Math.floor(month / 10), month % 10, a, b, c, d]),
          () => `${whole} ${named} the ${ordinal}`,
          () => `${tenthOnForm(h, day)} dot ${tenthOnForm(h, month)} dot ${tenthTwo(h, c, d)}`,
          () => `${ordinal} of ${named} ${yearSaid(h, year)}`,
          () => `${padded(month)} slash ${padded(day)} slash ${whole}`,
          () => `${named} the ${ordinal} in ${whole}`,
        ],
        TWENTYSEVENTH_PLAIN.dob,
      );
    },
    account: (h) =>
      twentyseventhSaid(
        h,
        'account',
        [
          () => plainDigits(h, 8),
          () => plainDigits(h, 6 + Math.floor(h.random() * 4)),
          () => plainDigits(h, 10, 1),
          () => `${plainDigits(h, 7, 1)} ${twentyseventhLetters(h, 1)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 8, 1)),
          () => `${plainDigits(h, 2, 1)} ${inHundreds(h, tenthDigitList(h, 6))}`,
          () => tenthOneByOne(h, withRun(h, 8)),
          () => inChunks(h, [4, 4]),
          () => `${plainDigits(h, 4, 1)} dash ${plainDigits(h, 4)}`,
          () => `${fourAsOne(h, ...twentyseventhFour(h))} ${fourAsOne(h, ...twentyseventhFour(h))}`,
          () => `${twentyseventhLetters(h, 2, 0.9)} ${plainDigits(h, 6)}`,
          () => `${inPairs(h, tenthDigitList(h, 4, 1))} ${tenthOneByOne(h, withRun(h, 4))}`,
          () => `${plainDigits(h, 3, 1)} stroke ${inPairs(h, tenthDigitList(h, 4))}`,
        ],
        TWENTYSEVENTH_PLAIN.number,
      ),
    policy: (h) =>
      twentyseventhSaid(
        h,
        'policy',
        [
          () => `${twentyseventhLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${twentyseventhLetters(h, 3)} ${plainDigits(h, 5)}`,
          () => plainDigits(h, 7, 1),
          () => `${twentyseventhLetters(h, 1)} ${plainDigits(h, 6)} ${twentyseventhLetters(h, 1)}`,
          () => `${plainDigits(h, 6, 1)} ${twentyseventhLetters(h, 1)}`,
        ],
        [
          () => `${twentyseventhLetters(h, 2, 0.7)} ${plainDigits(h, 6)}`,
          () => `${twentyseventhLetters(h, 2)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${twentyseventhLetters(h, 2)} slash ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${twentyseventhLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 7))}`,
          () =>
            `${twentyseventhLetters(h, 2, 0.4)} dash ${h.pick(['twenty twenty one', 'twenty twenty three', 'twenty twenty four', 'twenty twenty five'])} dash ${plainDigits(h, 3)}`,
          () => `${twentyseventhLetters(h, 2, 0.4)} ${inChunks(h, [2, 2, 2])}`,
          () => `${plainDigits(h, 3, 1)} hyphen ${plainDigits(h, 3)} hyphen ${twentyseventhLetters(h, 1)}`,
          () => `${twentyseventhLetters(h, 1)} ${fourAsOne(h, ...twentyseventhFour(h))} ${plainDigits(h, 2)}`,
          () => `${twentyseventhLetters(h, 1, 0.8)} ${plainDigits(h, 6)} ${twentyseventhLetters(h, 1, 0.8)}`,
        ],
        TWENTYSEVENTH_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 6, 1),
          () => `${twentyseventhLetters(h, 1)} ${plainDigits(h, 6)}`,
          () => `${twentyseventhLetters(h, 3)} ${plainDigits(h, 4)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 6, 1)),
          () => `${twentyseventhLetters(h, 1, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${plainDigits(h, 2, 1)} dash ${plainDigits(h, 5)}`,
          () => inChunks(h, [3, 3]),
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [4, 5, 6], 0.4)], 0.6),
    postcode: (h) => twentyseventhPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.5 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(TWENTYSEVENTH_STREETS)} ${pick(TWENTYSEVENTH_TOWNS)}`,
              () => `${plainTwo(a, b)} ${pick(TWENTYSEVENTH_STREETS)} ${pick(TWENTYSEVENTH_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 12))} ${pick(['the old forge', 'mill house'])} ${pick(TWENTYSEVENTH_STREETS)} ${pick(TWENTYSEVENTH_TOWNS)}`,
              () =>
                `${pick(['the glebe house', 'hive cottage', 'keepers lodge', 'the old school house'])} ${pick(TWENTYSEVENTH_STREETS)} ${pick(TWENTYSEVENTH_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(TWENTYSEVENTH_US_STREETS)} ${pick(TWENTYSEVENTH_US_TOWNS)}`,
              () => `${fourAsOne(h, a, b, c, d)} ${pick(TWENTYSEVENTH_US_STREETS)} ${pick(TWENTYSEVENTH_US_TOWNS)}`,
              () =>
                `${plainTwo(a, b)} ${pick(TWENTYSEVENTH_US_STREETS)} apartment ${pick(CARDINALS.slice(0, 20))} ${pick(TWENTYSEVENTH_US_TOWNS)}`,
              () =>
                `${tenthThree(h, a, b, c)} ${pick(TWENTYSEVENTH_US_STREETS)} suite ${pick(['B', 'C', 'D'])} ${pick(TWENTYSEVENTH_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${twentyseventhPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => tenthOneByOne(h, withRun(h, 4)), () => inPairs(h, tenthDigitList(h, 4)), () => fourAsOne(h, ...twentyseventhFour(h))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `oh one three ${plainDigits(h, 8)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `plus one ${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${fourAsOne(h, ...twentyseventhFour(h))}`,
          () => `oh seven ${tenthOneByOne(h, withRun(h, 9))}`,
          () => `oh one ${inPairs(h, tenthDigitList(h, 9))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(TWENTYSEVENTH_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first[0]!.toUpperCase()} ${last} at ${domain}`,
        () => `${last} underscore ${first} at ${domain}`,
        () => `${first} dot ${last[0]!.toUpperCase()} at ${domain}`,
        () => `${last} ${first[0]!.toUpperCase()} ${plainTwo(a, b)} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${twentyseventhLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 3)} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
          () => `${twentyseventhLetters(h, 1)} ${plainDigits(h, 6)}`,
        ],
        [
          () => inChunks(h, [3, 3, 4]),
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${plainDigits(h, 4)}`,
          () => `${twentyseventhLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${twentyseventhLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${plainDigits(h, 5, 1)} ${fourAsOne(h, ...twentyseventhFour(h))}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the twenty-eighth set hang on a letter: the radio alphabet mostly, now and then a country. */
const TWENTYEIGHTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bravo', 'brazil'],
  C: ['charlie', 'charlie', 'canada'],
  D: ['delta', 'denmark'],
  E: ['echo', 'echo', 'egypt'],
  F: ['foxtrot', 'france'],
  G: ['golf', 'greece'],
  H: ['hotel', 'hotel', 'holland'],
  I: ['india', 'italy'],
  J: ['juliet', 'japan'],
  K: ['kilo', 'kenya'],
  L: ['lima', 'lima'],
  M: ['mike', 'mike', 'mexico'],
  N: ['november', 'norway'],
  O: ['oscar'],
  P: ['papa', 'papa', 'portugal'],
  Q: ['quebec'],
  R: ['romeo', 'russia'],
  S: ['sierra', 'sierra', 'spain'],
  T: ['tango', 'turkey'],
  U: ['uniform', 'uganda'],
  V: ['victor'],
  W: ['whiskey', 'wales'],
  X: ['x ray'],
  Y: ['yankee', 'yemen'],
  Z: ['zulu', 'zambia'],
};
/** Every word the twenty-eighth set hangs on a letter, so a value said over two turns never breaks beside one. */
const TWENTYEIGHTH_PINNING = [...new Set(Object.values(TWENTYEIGHTH_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))))];
/** Capitals pinned down "D for delta", "S as in spain", "K kilo", "M like mexico"; a doubled letter often said "double". */
const { letters: twentyeighthLetters, spell: twentyeighthSpell } = spokenCapitals({
  words: TWENTYEIGHTH_LETTER_WORDS,
  joiners: ['for', 'as in', 'for', '', 'like', 'as in'],
  doubled: 0.6,
});
/**
 * A UK postcode, or (when not plain) a ZIP in its printed groups or digit by digit with a run said "double" or
 * "triple" ("three double four oh nine"), or a ZIP+4 code.
 */
const twentyeighthPostcode = ukOrUsPostcode({
  letters: twentyeighthLetters,
  pinned: 0.35,
  zip: (h) => (h.random() < 0.5 ? zipInGroups(h) : tenthOneByOne(h, withRun(h, 5))),
});

const TWENTYEIGHTH_STREETS = ['anvil row', 'bridle path', 'quiver lane', 'fleece walk', 'ropery close', 'weir view'];
const TWENTYEIGHTH_TOWNS = ['hay on wye', 'much wenlock', 'pitlochry', 'sedbergh', 'bishops castle', 'kirkwall', 'modbury'];
const TWENTYEIGHTH_US_STREETS = ['blue spruce lane', 'antler ridge road', 'river bend drive', 'canvasback court'];
const TWENTYEIGHTH_US_TOWNS = ['fayetteville', 'ohiopyle', 'silverton', 'hood river', 'ely', 'boerne'];
const TWENTYEIGHTH_DOMAINS = [
  'gmail dot com',
  'outlook dot com',
  'hotmail dot co dot uk',
  'yahoo dot co dot uk',
  'sky dot com',
  'aol dot com',
  'charter dot net',
  'icloud dot com',
];
/**
 * How often the twenty-eighth set's account and policy-like numbers (`number`) and dates of birth (`dob`) are said the
 * plain way (the harder ways taken in turn down each list, twentyeighthSaid). As in the twenty-seventh set, a number can
 * also be said over two turns or wrong and corrected and a date in words cannot, so a date takes its harder forms a
 * little more often; with the values volunteered in the first turn, the stalls, values over two turns, corrections and
 * read-backs, about two thirds of the three are said plainly.
 */
const TWENTYEIGHTH_PLAIN = { dob: 0.76, number: 0.82 } as const;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the other sets'. */
const twentyeighthSaid = harderInTurn();
/** Four random digits, the first not nought, for fourAsOne. */
const twentyeighthFour = (h: Helpers): [number, number, number, number] => tenthDigitList(h, 4, 1) as [number, number, number, number];

/**
 * The twenty-eighth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a
 * blacksmith's forge (gates, railings and fire baskets), a milliner (hats and fascinators made and hired), an archery
 * centre, a certified translation agency, a wool and yarn shop with a yarn club and knitting classes, a US whitewater
 * rafting outfitter, a US taxidermy studio, a US paintball park, a US Christmas tree farm and a US mobile notary and
 * apostille service, trades no earlier set has called, about a gate that has rusted, railings a metre short, a fire
 * basket that cracked, a balcony quote and a late gate, a hat not ready for a wedding, the wrong colour of feathers, a
 * hired hat returned damaged, a fascinator lost in the post and a deposit for a bespoke hat, a taster session moved, a
 * bow that snapped, a membership charged twice, a junior course and arrows lost in the hedge, a marriage certificate
 * translated with a name spelt wrong, a degree certificate needed by friday, a passport sent back, a rejected
 * translation and a court document quote, yarn from the wrong dye lot, a yarn club box not sent, a class cancelled,
 * balls short in an order and a needle set returned, a trip cancelled for high water, a lost dry bag, a deposit for a
 * group, a minimum age and a wetsuit charged, a deer mount a year late, a mount with a cracked antler, a fish mount the
 * wrong species, a cape left too long in the freezer and a european mount quote, a birthday party moved, paintballs
 * charged twice, a marker that broke, a season pass and a welt on a child, a tree delivered dead, a wreath not sent, a
 * tree tagged and given away, flocking and a reservation moved, a notary who did not come, a stamp rejected by the
 * county, an apostille still waiting, a loan signing moved and a travel fee charged twice; a date of birth, an
 * account number (the customer, client or billing account, or the bank account a payment or refund uses) and a
 * policy-like number (ironwork guarantee, millinery commission, archery hire agreement, translation service agreement,
 * yarn club agreement, river trip agreement, mount contract, field rental agreement, tree reservation contract or
 * signing service agreement number) asked in every call, seven items a call; those three said plainly about two thirds
 * of the time: digits one by one with zero said "zero" or "oh" (plainDigits), bare capital letters before, after or
 * either side of the digits, "march the ninth nineteen seventy one", "the ninth of march nineteen seventy one", "ninth
 * of march nineteen seventy one", "march ninth nineteen seventy one", "ninth march nineteen seventy one"; the rest the
 * harder ways, taken in turn down each list rather than at random: digits in printed groups (inChunks), in pairs
 * (inPairs), in hundreds (inHundreds) and four at a time as one number (fourAsOne), runs said "double" and "triple"
 * (withRun), letters pinned down with the radio alphabet and now and then a country ("D for denmark", "S as in spain",
 * "K kilo", "M like mexico"), "hyphen", "slash", "stroke" and "dash" inside account and agreement numbers, an
 * agreement's year said as a number between dashes; birth dates as padded day, month and short year, the month with a
 * cardinal day, month and day as cardinals with the year said any way (yearSaid), the ordinal of the day and of the
 * month, day, month and short year with "slash" between, all eight digits in pairs, the year first then padded month
 * and day, the year digit by digit after an ordinal day, the year first then "on the" and the day, and an ordinal day,
 * the month and a short year; callers stalling ("wait the letter is under the cat") and giving a value in two pieces
 * with the agent saying "right" or "keep going" between, correcting themselves ("no hold on …") and correcting the
 * agent's read-back; values volunteered in the caller's first words, two of them now and then in either order, and
 * one started wrong and corrected there; names with middle initials and middle names and now and then a
 * double-barrelled surname said with "hyphen" or "dash", surnames spelled with bare capitals, "double" and some
 * letters pinned down; card numbers in fours and last fours; UK mobiles and landlines, "plus four four", US numbers
 * with "area code" and "plus one", a last four said as one number; national insurance, NHS, passport, social security,
 * driver's license and hunting license numbers; UK postcodes, ZIP and ZIP+4 codes, a ZIP in printed groups or digit
 * by digit with "double"; UK addresses with flats and house names, US addresses with apartments, units and lots;
 * e-mail addresses with dots, underscores, initials and numbers; and ordinary numbers beside them that must survive
 * (gate weeks, galvanising days, railing prices a metre, fire basket prices, bar millimetres, hat weeks and prices,
 * hire days, head centimetres, a posting time, session minutes, arrows in a round, a minimum age, bow hire and course
 * weeks, page prices, working days, express hours, apostille days, ball grams, skein metres, class tuesdays, free
 * postage, a club box date, trip hours, a minimum age and weight, trip prices, cancellation hours, a bus time, river
 * flow, mount months, european mount prices, a deposit, fish inches and days a mount is held, a case of paintballs and
 * its price, play hours, a field fee and players, tree feet and prices, delivery hours, flocking prices, wreath inches,
 * opening hours, a signature fee, travel miles and fees, signing hours, forms of identity and business days; and the
 * callers' gate feet, railing metres, weeks to a wedding, head centimetres, people shooting, years at archery, pages and
 * copies, balls bought and years knitting, people in a raft, a son's age, antler points, seasons, fish inches, children
 * at a party, cases used, ceiling feet, years buying, a closing time, minutes waiting and calls made).
 * Authored and recognised before any change for it.
 */
const TWENTYEIGHTH: Pools = {
  voices: [
    ['rms', 'kal16'],
    ['slt', 'awb'],
    ['kal16', 'slt'],
    ['awb', 'kal'],
    ['kal', 'rms'],
    ['slt', 'rms'],
    ['awb', 'kal16'],
  ],
  greetings: [
    'emberhill forge [NAME:wystan] speaking',
    'good morning emberhill forge and ironworks how can i help',
    'bramblehat millinery this is [NAME:posy] how can i help',
    'hello bramblehat hats what can i do for you',
    'longmeadow archery centre good afternoon [NAME:fenwick] speaking',
    'longmeadow archery hello',
    'wordbridge translations this is [NAME:anneliese] how may i help',
    'good morning wordbridge certified translations',
    'tanglewood wool and yarn [NAME:bridie] speaking how can i help',
    'hiya tanglewood yarns how can i help you',
    'bigwater river outfitters this is [NAME:cody] how can i help you',
    'thanks for calling bigwater rafting',
    'timberline taxidermy this is [NAME:earl] what can i do for you',
    'splatterfield paintball park this is [NAME:jaden] how can i help',
    'hey thanks for calling splatterfield paintball',
    'snowcrest christmas tree farm this is [NAME:noelle] how can i help you',
    'good morning snowcrest tree farm',
    'sealright mobile notary this is [NAME:renata] how may i help you today',
  ],
  reasons: [
    'hi the gate you made us has started rusting at the hinges',
    'hello the railings you fitted stop about a metre short of the wall',
    'hi the fire basket we bought from you has cracked',
    'hello i would like a quote for a wrought iron balcony',
    'hi you promised our gate for {two} weeks ago and we have heard nothing',
    'hi my hat is not ready and the wedding is on saturday',
    'hello the feathers on my fascinator are the wrong shade of blue',
    'hi you have charged me for damage on a hat i hired and it was fine',
    'hello the fascinator you posted never arrived',
    'hi i want to put a deposit down for a bespoke hat for ascot',
    'hi i need to move my taster session to another weekend',
    'hello the bow i hired snapped at the grip',
    'hi my club membership came out of my account {twice}',
    'hello i want to book my daughter on the junior course',
    'hi we lost {six} arrows in the hedge are we charged for them',
    'hi the translation of my marriage certificate has my name spelt wrong',
    'hello i need a degree certificate translated by friday',
    'hi when will i get my passport back from you',
    'hello the home office rejected the translation you did',
    'hi i need a quote for translating some court papers',
    'hi the yarn you sent is from a different dye lot to my first order',
    'hello my yarn club box has not come this month',
    'hi the knitting class on tuesday was cancelled and nobody told me',
    'hello i ordered {ten} balls and only {eight} came',
    'hi i want to send back a needle set i have not opened',
    'hi our rafting trip got cancelled for high water can we rebook',
    'hello one of your guides lost my dry bag with my keys in it',
    'hi i want to book a trip for a group and ask about the deposit',
    'hello how old does my son have to be to go on the river',
    'hi you charged me for a wetsuit i never rented',
    'hi i dropped off a deer over a year ago and it still is not done',
    'hello the mount i picked up has a cracked antler',
    'hi you mounted my fish as a smallmouth and it was a largemouth',
    'hello is my cape still in your freezer from last season',
    'hi i want a price for a european mount on a whitetail',
    'hi i need to move my sons birthday party to next month',
    'hello i was charged {two} times for the same case of paintballs',
    'hi the marker i rented broke in the first game',
    'hello i want to buy a season pass for my husband',
    'hi my kid came home with a welt from a close shot and i am not happy',
    'hi the tree you delivered was dead within a week',
    'hello we paid for a wreath and it never came',
    'hi we tagged a tree last month and someone else cut it down',
    'hello can you still flock a tree this close to christmas',
    'hi we need to move our tree delivery to the weekend',
    'hi the notary never showed up for my signing',
    'hello the county rejected my deed because of your stamp',
    'hi i am still waiting on an apostille you sent off',
    'hello i need to move a loan signing to tomorrow',
    'hi i was charged the travel fee {two} times',
    'hi my ironwork guarantee number is [POLICY_NUMBER:F G two six zero four one nine] and the gate is rusting',
    'hello its [NAME:ophelia summerhill] about my hat for the races',
    'hi my account number is [BANK_ACCOUNT_NUMBER:four one seven seven zero two six eight] and the yarn is the wrong colour',
    'hello i was born [DATE_OF_BIRTH:the ninth of march nineteen seventy one] and the membership says something else',
    'hi the archery hire agreement is [POLICY_NUMBER:H P stroke seventy one forty eight oh two] and the bow snapped',
    'hello my date of birth is [DATE_OF_BIRTH:oh seven oh two sixty eight] and the account is [BANK_ACCOUNT_NUMBER:three nine zero five one two two eight] its about my passport',
    'hi the account number is [BANK_ACCOUNT_NUMBER:eight two six one zero four five three] and my birthday is [DATE_OF_BIRTH:november the twenty second nineteen eighty] its about a refund',
    'hi my translation service agreement is [POLICY_NUMBER:T S five eight one three zero two] and the name is spelt wrong',
    'hello i was born [DATE_OF_BIRTH:august fourteenth nineteen sixty three] and i want to book the junior course for my grandson',
    'hi the river trip agreement is [POLICY_NUMBER:R T dash twenty twenty five dash four four one] and the trip was cancelled',
    'hello you can ring me on [PHONE:oh seven seven one two four nine three zero eight six] about the bespoke hat',
    'hi my mount contract number is [POLICY_NUMBER:M C six two zero nine four one] sorry no [POLICY_NUMBER:M C six two zero nine four seven]',
    'hello this is [NAME:leofric nakagawa] i booked a party for saturday',
    'hi my field rental agreement is [POLICY_NUMBER:six three eight one five two P] and the marker broke',
    'hello the tree reservation contract is [POLICY_NUMBER:T R C double four one nine two] and our tree was cut down',
    'hi my date of birth is [DATE_OF_BIRTH:twelve nine fifty four] and my billing account is [BANK_ACCOUNT_NUMBER:forty one sixty three ninety eight] and the notary never came',
    'hello our zip is [ADDRESS:one five four three seven] and the tree came dead',
    'hi i live at [ADDRESS:seven anvil row sedbergh] and the railings are short',
    'hi the signing service agreement is [POLICY_NUMBER:S S one nine four four zero six] and the county rejected the stamp',
  ],
  firstNames: [
    'ophelia',
    'leofric',
    'benedict',
    'griselda',
    'isadora',
    'jago',
    'kerensa',
    'lucian',
    'ninian',
    'persephone',
    'sholto',
    'emlyn',
    'mirabel',
    'cosmo',
    'winifred',
    'ambrose',
  ],
  lastNames: [
    'pennington',
    'mcconnell',
    'dunsmuir',
    'kirkpatrick',
    'summerhill',
    'greenall',
    'nakagawa',
    'osei',
    'mukherjee',
    'lindgren',
    'carrodus',
    'hollowell',
    'whitmore',
    'brennagh',
    'tattersall',
    'ferrante',
  ],
  streets: [...TWENTYEIGHTH_STREETS, ...TWENTYEIGHTH_US_STREETS],
  towns: [...TWENTYEIGHTH_TOWNS, ...TWENTYEIGHTH_US_TOWNS],
  emailDomains: TWENTYEIGHTH_DOMAINS,
  secrets: [
    'a hamster called nibbles',
    'scarborough',
    'miss pettigrew',
    'a morris minor',
    'the clangers',
    'saint oswalds',
    'sherbet lemons',
    'the famous five',
    'llandudno',
    'mr pocklington',
    'rhubarb and custard',
  ],
  ask: {
    name: [
      'and whose name is the booking under',
      'lets start with your name',
      'who am i chatting to',
      'can i get the name on the account',
      'and you are',
      'what name did you order under',
    ],
    account: [
      'whats the account number on your statement',
      'could you find me your customer account number',
      'and the bank account you would like the refund paid into',
      'what account does the direct debit come out of',
      'have you got your client account number there',
      'can you read off the billing account number for me',
      'the account number at the top of your receipt please',
      'which account number shall i put this against',
    ],
    policy: [
      'have you got the ironwork guarantee number',
      'and the millinery commission number on your order card',
      'whats the archery hire agreement number',
      'could you give me the translation service agreement number',
      'and your yarn club agreement number please',
      'whats the river trip agreement number from your confirmation',
      'can i take the mount contract number off your ticket',
      'and the field rental agreement number',
      'what is the tree reservation contract number',
      'can you read me the signing service agreement number',
    ],
    membership: [
      'have you got a club membership number',
      'and the number on your archery card',
      'whats your yarn club member number',
      'do you have the number on your season pass',
      'whats your rewards number',
    ],
    card: [
      'which card would you like to use',
      'okay read the card number to me',
      'what card did you pay with',
      'and the card for the deposit',
    ],
    dob: [
      'can you confirm your date of birth for me',
      'and your date of birth',
      'whats your dob',
      'for security can i have your birth date',
      'and your birthday with the year please',
      'whats the date of birth on the account',
      'could i have the date you were born',
    ],
    postcode: [
      'whats your postcode',
      'and the zip code for the delivery',
      'which postcode is it going to',
      'whats the zip at the property',
      'can i have the postcode of the house',
    ],
    address: [
      'and where do you need us',
      'what address is the signing at',
      'whats the delivery address',
      'where shall we post it',
      'whats the address for the fitting',
    ],
    secret: [
      'what is the answer to your memorable question',
      'whats the name of your first pet',
      'where did you go on your first holiday',
      'who was your first teacher',
      'whats your favourite sweet',
      'what was your favourite book as a child',
    ],
    pin: ['and your security pin', 'whats the pin you set up with us', 'can i have your account passcode', 'whats the phone pin'],
    phone: [
      'whats a good number for you',
      'which number will you be on tomorrow',
      'can i get a mobile number',
      'and what number should the guide ring',
    ],
    email: [
      'what email do you want it sent to',
      'whats the email we have for you',
      'and an email for the paperwork',
      'can you give me your email address',
    ],
    reference: [
      'can i take your national insurance number',
      'and your nhs number',
      'whats the passport number on the document',
      'whats your social security number',
      'and the number on your drivers license',
      'whats your hunting license number',
    ],
  },
  answer: {
    name: ['$', 'its $', 'the name is $', '$ speaking', 'youve got $', 'should be under $'],
    account: ['$', 'right its $', 'the number is $', 'okay $', 'it reads $', '$ if i am reading it right', 'yep its $'],
    policy: ['$', 'its $', 'right its $', 'says here $', '$ off the paperwork', 'the agreement number is $', 'okay so $'],
    membership: ['$', 'its $', 'the number is $', 'on the card it says $'],
    card: ['$', 'okay $', 'its $', 'right ready $'],
    dob: ['$', 'its $', 'i was born on $', 'born $', 'its $ my birthday', 'er $', 'that would be $'],
    postcode: ['$', 'its $', 'the postcode is $', 'zip is $', 'its $ there'],
    address: ['$', 'its $', 'we are at $', 'the address is $', 'send it to $', 'come to $'],
    secret: ['$', 'its $', 'i put $', 'that would be $', 'i think it was $'],
    pin: ['$', 'its $', 'the pin is $', 'should be $'],
    phone: ['$', 'its $', 'call me on $', 'my mobile is $', 'try $'],
    email: ['$', 'its $', 'the email is $', 'send it to $'],
    reference: ['$', 'its $', 'here it is $', 'the number is $', 'okay its $'],
  },
  agentOrdinary: [
    'a pair of gates takes about {six} weeks to make',
    'galvanising adds {ten} working days',
    'railings are {one hundred and ten} pounds a metre',
    'fire baskets start at {one hundred and sixty} pounds',
    'we use {sixteen} millimetre bar for the uprights',
    'a bespoke hat takes {four} to {six} weeks',
    'fascinators start at {eighty five} pounds',
    'hat hire is {forty} pounds for {three} days',
    'most heads are about {fifty seven} centimetres round',
    'anything ordered before {two} oclock goes out the same day',
    'a taster session is {ninety} minutes',
    'a round is {thirty six} arrows',
    'juniors need to be {eight} or over',
    'bow hire is {twelve} pounds a session',
    'the beginners course runs for {six} weeks',
    'a certified translation is {thirty five} pounds a page',
    'our standard turnaround is {three} working days',
    'express translations come back in {twenty four} hours',
    'the apostille adds about {ten} days',
    'each ball is {fifty} grams',
    'a skein is about {two hundred} metres',
    'the class runs for {four} tuesdays',
    'postage is free on orders over {forty} pounds',
    'the club box goes out on the {fifteenth} of the month',
    'a half day trip is {three} hours on the water',
    'kids need to be {ten} and weigh at least {ninety} pounds',
    'a full day trip is {one hundred and forty five} dollars a person',
    'we need {seventy two} hours notice to cancel',
    'the bus leaves the shop at {eight thirty}',
    'the river is running about {two thousand} cubic feet a second',
    'a shoulder mount takes about {eight} to {ten} months',
    'a european mount is {one hundred and fifty} dollars',
    'we take a {two hundred} dollar deposit',
    'fish mounts are {fifteen} dollars an inch',
    'we hold finished mounts for {thirty} days',
    'a case of {two thousand} paintballs is {fifty five} dollars',
    'a party gets {two} hours of play',
    'the field fee is {thirty} dollars a player',
    'we fit up to {twenty} players on a field',
    'trees from {six} to {seven} feet are {eighty} dollars',
    'we deliver within {forty eight} hours',
    'flocking is {twenty five} dollars extra',
    'our wreaths are {twenty four} inches across',
    'we are open until {five} on weekends',
    'each notarized signature is {fifteen} dollars',
    'the travel fee is {forty} dollars within {twenty} miles',
    'a loan signing takes about {one} hour',
    'bring {two} forms of id',
    'the apostille comes back in {ten} to {fifteen} business days',
    'the refund takes {five} to {seven} working days',
    'i can book you in for the {nineteenth} in the morning',
  ],
  customerOrdinary: [
    'the gate is about {twelve} feet wide',
    'the railings run about {nine} metres',
    'the wedding is in {three} weeks',
    'my head is {fifty six} centimetres',
    'there are {eight} of us for the session',
    'i have been shooting for {two} years',
    'the certificate is {four} pages long',
    'i need {two} copies',
    'i bought {twelve} balls',
    'i have been knitting for {forty} years',
    'there were {six} of us in the raft',
    'my son is {eleven}',
    'it was a {ten} point buck',
    'i shot it {two} seasons ago',
    'the bass was {twenty two} inches',
    'there are {fifteen} kids coming',
    'we went through {four} cases',
    'our ceiling is {nine} feet',
    'we have bought our tree from you for {six} years',
    'the closing is at {four} oclock',
    'i have waited {forty} minutes',
    'this is the {third} time i have called',
  ],
  closings: ['thanks $ bye now', 'lovely thank you $', 'sorted $ have a good one', 'thanks for calling $ goodbye'],
  stalls: [
    'wait the letter is under the cat',
    'hang on i wrote it on the back of an envelope',
    'one second i am driving let me pull over',
    'sorry let me scroll back through my texts',
    'just a tick its in my other bag',
    'hold on my husband has the folder',
  ],
  readbacks: ['right thats $', 'so i have got $', 'reading it back $', 'let me check $', 'thats $ is it'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.1,
  shuffle: true,
  stallChance: 0.06,
  spelling: {
    ask: ['could you spell the surname', 'how do you spell your last name', 'and can i get that spelled'],
    answer: ['$', 'its $', 'thats spelled $', 'okay $'],
    spell: (h, word) => twentyeighthSpell(h, word, h.random() < 0.5 ? 0 : 0.35),
  },
  addressing: ['right <first>', 'thanks <first>', 'okay <full>', 'perfect <first>', 'cheers <first>'],
  corrections: {
    self: ['# no hold on its $', '# oh sorry i read that wrong $', '# wait no $', '# sorry thats the old one its $'],
    misheard: ['no thats $', 'not quite $', 'almost its $', 'no its $'],
    chance: 0.05,
  },
  continuing: {
    prompts: ['right', 'keep going', 'mm hm', 'okay got that', 'and the rest'],
    rest: ['$', 'then $', 'and then $', 'after that its $'],
    unbroken: [...(TWENTYSEVENTH.continuing?.unbroken ?? []), ...TWENTYEIGHTH_PINNING, 'slash', 'stroke', 'hyphen', 'dash'],
    chance: 0.08,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.09) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.16) return `${first} ${h.pick(['anne', 'thomas', 'grace', 'william', 'jane'])} ${last}`;
      if (roll < 0.2) return `${first} ${last} hyphen ${h.pick(['evans', 'marsh', 'boyd'])}`;
      if (roll < 0.23) return `${first} ${h.pick(['fox', 'wynne', 'lane'])} dash ${last}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, which in "two thousand and six" reads oddly. */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1938 + Math.floor(random() * 62));
      const padded = (n: number) => tenthTwo(h, Math.floor(n / 10), n % 10);
      return twentyeighthSaid(
        h,
        'dob',
        [
          () => `${named} the ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${ordinal} of ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `${ordinal} ${named} ${whole}`,
        ],
        [
          () => `${padded(day)} ${padded(month)} ${tenthTwo(h, c, d)}`,
          () => `${named} ${CARDINALS[day - 1]} ${whole}`,
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${yearSaid(h, year)}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${whole}`,
          () => `${tenthOnForm(h, day)} slash ${tenthOnForm(h, month)} slash ${tenthTwo(h, c, d)}`,
          () => inPairs(h, [Math.floor(day / 10), day % 10, Math.floor(month / 10), month % 10, a, b, c, d]),
          () => `${whole} ${padded(month)} ${padded(day)}`,
          () => `the ${ordinal} of ${named} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => `${whole} on the ${ordinal} of ${named}`,
          () => `${ordinal} ${named} ${short}`,
        ],
        TWENTYEIGHTH_PLAIN.dob,
      );
    },
    account: (h) =>
      twentyeighthSaid(
        h,
        'account',
        [
          () => plainDigits(h, 8),
          () => plainDigits(h, 7 + Math.floor(h.random() * 3)),
          () => plainDigits(h, 10, 1),
          () => `${twentyeighthLetters(h, 1)} ${plainDigits(h, 8)}`,
        ],
        [
          () => inChunks(h, [2, 3, 3]),
          () => inPairs(h, tenthDigitList(h, 10, 1)),
          () => tenthOneByOne(h, withRun(h, 9)),
          () => `${inHundreds(h, tenthDigitList(h, 6, 1))} ${plainDigits(h, 2)}`,
          () => `${fourAsOne(h, ...twentyeighthFour(h))} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 2, 1)} hyphen ${plainDigits(h, 6)}`,
          () => `${twentyeighthLetters(h, 2, 0.85)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${plainDigits(h, 3, 1)} slash ${plainDigits(h, 5)}`,
          () => `${tenthOneByOne(h, withRun(h, 4))} ${fourAsOne(h, ...twentyeighthFour(h))}`,
        ],
        TWENTYEIGHTH_PLAIN.number,
      ),
    policy: (h) =>
      twentyeighthSaid(
        h,
        'policy',
        [
          () => `${twentyeighthLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${twentyeighthLetters(h, 2)} ${plainDigits(h, 5, 1)} ${twentyeighthLetters(h, 1)}`,
          () => plainDigits(h, 8, 1),
          () => `${twentyeighthLetters(h, 3)} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 6, 1)} ${twentyeighthLetters(h, 2)}`,
        ],
        [
          () => `${twentyeighthLetters(h, 2, 0.75)} ${plainDigits(h, 6)}`,
          () => `${twentyeighthLetters(h, 2)} ${inPairs(h, tenthDigitList(h, 6, 1))}`,
          () =>
            `${twentyeighthLetters(h, 2, 0.4)} dash ${h.pick(['twenty twenty two', 'twenty twenty four', 'twenty twenty five', 'twenty nineteen'])} dash ${plainDigits(h, 4)}`,
          () => `${twentyeighthLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${twentyeighthLetters(h, 2)} stroke ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${twentyeighthLetters(h, 2, 0.4)} ${inChunks(h, [3, 3])}`,
          () => `${plainDigits(h, 4, 1)} hyphen ${plainDigits(h, 2)} hyphen ${twentyeighthLetters(h, 2)}`,
          () => `${twentyeighthLetters(h, 1)} ${fourAsOne(h, ...twentyeighthFour(h))} ${fourAsOne(h, ...twentyeighthFour(h))}`,
          () => `${twentyeighthLetters(h, 1, 0.8)} ${plainDigits(h, 5)} ${twentyeighthLetters(h, 2, 0.8)}`,
        ],
        TWENTYEIGHTH_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 7, 1),
          () => `${twentyeighthLetters(h, 2)} ${plainDigits(h, 5)}`,
          () => `${plainDigits(h, 6, 1)} ${twentyeighthLetters(h, 1)}`,
        ],
        [
          () => inHundreds(h, tenthDigitList(h, 6, 1)),
          () => `${twentyeighthLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 5))}`,
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 4)}`,
          () => inChunks(h, [4, 3]),
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [4, 5], 0.4)], 0.6),
    postcode: (h) => twentyeighthPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.5 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(TWENTYEIGHTH_STREETS)} ${pick(TWENTYEIGHTH_TOWNS)}`,
              () => `${plainTwo(a, b)} ${pick(TWENTYEIGHTH_STREETS)} ${pick(TWENTYEIGHTH_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 9))} ${pick(['the maltings', 'bank house', 'the old chapel'])} ${pick(TWENTYEIGHTH_STREETS)} ${pick(TWENTYEIGHTH_TOWNS)}`,
              () =>
                `${pick(['forge cottage', 'the old smithy', 'weavers cottage', 'bramble lodge'])} ${pick(TWENTYEIGHTH_STREETS)} ${pick(TWENTYEIGHTH_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(TWENTYEIGHTH_US_STREETS)} ${pick(TWENTYEIGHTH_US_TOWNS)}`,
              () => `${fourAsOne(h, a, b, c, d)} ${pick(TWENTYEIGHTH_US_STREETS)} ${pick(TWENTYEIGHTH_US_TOWNS)}`,
              () =>
                `${plainDigits(h, 3, 1)} ${pick(TWENTYEIGHTH_US_STREETS)} apartment ${pick(CARDINALS.slice(0, 16))} ${pick(TWENTYEIGHTH_US_TOWNS)}`,
              () =>
                `${tenthThree(h, a, b, c)} ${pick(TWENTYEIGHTH_US_STREETS)} ${pick(['unit', 'lot'])} ${pick(CARDINALS.slice(0, 12))} ${pick(TWENTYEIGHTH_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${twentyeighthPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 5)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => tenthOneByOne(h, withRun(h, 4)), () => fourAsOne(h, ...twentyeighthFour(h))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `oh two ${plainDigits(h, 9)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [4, 5])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${inPairs(h, tenthDigitList(h, 4))}`,
          () => `plus one ${inChunks(h, [3, 3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${fourAsOne(h, ...twentyeighthFour(h))}`,
          () => `oh seven ${tenthOneByOne(h, withRun(h, 9))}`,
          () => `oh one ${inChunks(h, [3, 3, 3])}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(TWENTYEIGHTH_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} underscore ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} dot ${last} at ${domain}`,
        () => `${last} ${first} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} ${last[0]!.toUpperCase()} ${plainTwo(a, b)} at ${domain}`,
        () => `${last} dot ${first[0]!.toUpperCase()} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${twentyeighthLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 3)} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
          () => `${twentyeighthLetters(h, 1)} ${plainDigits(h, 7)}`,
        ],
        [
          () => inChunks(h, [3, 2, 4]),
          () => `${plainDigits(h, 3, 1)} hyphen ${plainDigits(h, 2)} hyphen ${plainDigits(h, 4)}`,
          () => `${twentyeighthLetters(h, 2, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${twentyeighthLetters(h, 1, 0.5)} ${inPairs(h, tenthDigitList(h, 8))}`,
          () => `${fourAsOne(h, ...twentyeighthFour(h))} ${plainDigits(h, 5)}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the twenty-ninth set hang on a letter: the radio alphabet mostly, now and then a sport. */
const TWENTYNINTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bravo', 'boxing'],
  C: ['charlie', 'charlie', 'cricket'],
  D: ['delta', 'darts'],
  E: ['echo', 'echo'],
  F: ['foxtrot', 'football'],
  G: ['golf', 'golf'],
  H: ['hotel', 'hotel', 'hockey'],
  I: ['india'],
  J: ['juliet', 'judo'],
  K: ['kilo', 'karate'],
  L: ['lima', 'lacrosse'],
  M: ['mike', 'mike'],
  N: ['november', 'netball'],
  O: ['oscar', 'oscar'],
  P: ['papa', 'papa', 'polo'],
  Q: ['quebec'],
  R: ['romeo', 'rugby'],
  S: ['sierra', 'sierra', 'squash'],
  T: ['tango', 'tennis'],
  U: ['uniform'],
  V: ['victor', 'volleyball'],
  W: ['whiskey', 'wrestling'],
  X: ['x ray'],
  Y: ['yankee', 'yachting'],
  Z: ['zulu'],
};
/** Every word the twenty-ninth set hangs on a letter, so a value said over two turns never breaks beside one. */
const TWENTYNINTH_PINNING = [...new Set(Object.values(TWENTYNINTH_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))))];
/** Capitals pinned down "R as in rugby", "K for kilo", "T tennis", "H like hotel"; a doubled letter often said "double". */
const { letters: twentyninthLetters, spell: twentyninthSpell } = spokenCapitals({
  words: TWENTYNINTH_LETTER_WORDS,
  joiners: ['as in', 'for', '', 'like', 'for', 'as in'],
  doubled: 0.6,
});
/**
 * A UK postcode, or (when not plain) a ZIP in its printed groups or in hundreds ("four hundred and seventy one ninety
 * three"), or a ZIP+4 code.
 */
const twentyninthPostcode = ukOrUsPostcode({
  letters: twentyninthLetters,
  pinned: 0.35,
  zip: (h) => (h.random() < 0.5 ? zipInGroups(h) : inHundreds(h, tenthDigitList(h, 5, 1))),
});

const TWENTYNINTH_STREETS = ['cocoa row', 'saddlers mews', 'tallow lane', 'brushmakers close', 'dairy walk', 'fiddlers green'];
const TWENTYNINTH_TOWNS = ['bakewell', 'ledbury', 'kirkby stephen', 'tain', 'wantage', 'beaumaris', 'cromer'];
const TWENTYNINTH_US_STREETS = ['cornfield lane', 'redbud hollow road', 'silo ridge drive', 'thimble creek court'];
const TWENTYNINTH_US_TOWNS = ['enid', 'lawrence', 'norman', 'joplin', 'abilene', 'salina'];
const TWENTYNINTH_DOMAINS = [
  'gmail dot com',
  'outlook dot com',
  'btinternet dot com',
  'yahoo dot com',
  'hotmail dot co dot uk',
  'live dot com',
  'verizon dot net',
  'icloud dot com',
];
/**
 * How often the twenty-ninth set's account and policy-like numbers (`number`) and dates of birth (`dob`) are said the
 * plain way (the harder ways taken in turn down each list, twentyninthSaid). As in the twenty-eighth set, a number can
 * also be said over two turns or wrong and corrected and a date in words cannot, so a date takes its harder forms a
 * little more often; with the values volunteered in the first turn, the stalls, values over two turns, corrections and
 * read-backs, about two thirds of the three are said plainly.
 */
const TWENTYNINTH_PLAIN = { dob: 0.76, number: 0.82 } as const;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the other sets'. */
const twentyninthSaid = harderInTurn();
/** Four random digits, the first not nought, for fourAsOne. */
const twentyninthFour = (h: Helpers): [number, number, number, number] => tenthDigitList(h, 4, 1) as [number, number, number, number];

/**
 * The twenty-ninth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a
 * chocolatier with a chocolate club, a vintage wedding car hire firm, a guitar maker and repairer (luthier), a painter
 * and decorator, a cheesemonger with a cheese club, a US skydiving centre, a US pumpkin patch and corn maze farm, a US
 * junk removal and hauling company, a US storm shelter installer and a US sewing machine and vacuum repair shop, trades
 * no earlier set has called, about easter eggs arrived melted, bars missing from a club box, wedding favours, nuts in a
 * nut free box and a club to stop, a wedding car late to the church, the wrong car sent, a second car for the
 * bridesmaids, ribbons in the wrong colour and a wedding moved, a refret kept for months, a neck bowing again, a quote
 * for a custom guitar, a case latch broken and strings buzzing, paint peeling in a hallway, paint on a carpet,
 * wallpaper seams lifting, a quote for the outside of a house and rooms charged and not painted, a club box arrived
 * warm, a christmas stilton never sent, a club made less often, a cheese wedding cake and a goats cheese sent to
 * someone who asked for none, a tandem jump cancelled for cloud, a jump as a present, a weight limit, a jump video
 * never sent and a jump moved, a school trip to the maze, adults overcharged, a phone lost in the maze, dogs at the
 * patch and a hayride cancelled, a chair taken that should have stayed, a garage to clear, a gate scraped, a full load
 * charged for half and a mattress not collected, a shelter letting water in, a sticking safe room door, a shelter for
 * the county register, a quote for an underground shelter and rebate paperwork never sent, a bobbin that still jams, a
 * vacuum kept for weeks, a quilting class, a snapped belt and a bill above its quote; a date of birth, an account
 * number (the customer, billing or booking account, or the bank account a refund goes back to) and a policy-like number
 * (chocolate club agreement, wedding hire contract, instrument repair agreement, decorating guarantee, cheese club
 * agreement, skydive waiver, harvest pass agreement, haul away service agreement, shelter warranty or repair protection
 * plan number) asked in every call, seven items a call; those three said plainly about two thirds of the time: digits
 * one by one with zero said "zero" or "oh" (plainDigits), bare capital letters before, after or either side of the
 * digits, "the fourth of august nineteen fifty eight", "june the second nineteen eighty four", "fourth august …",
 * "august fourth …", "fourth of august …"; the rest the harder ways, taken in turn down each list rather than at
 * random: digits in printed groups (inChunks), in pairs (inPairs), in hundreds (inHundreds) and four at a time as one
 * number (fourAsOne), runs said "double" and "triple" (withRun), letters pinned down with the radio alphabet and now
 * and then a sport ("R as in rugby", "K for karate", "T tennis", "H like hockey"), "dash", "slash" and "stroke" inside
 * account and agreement numbers, an agreement's year said as a number between dashes; birth dates with a short year
 * after the month and ordinal, as padded day and month with the whole year, a cardinal day before the month, month and
 * day on a form with "slash" and the year said any way (yearSaid), the ordinal of the day and of the month with a short
 * year, the year digit by digit after the month and ordinal, month, day and short year in pairs, the year first then
 * the month and ordinal, "the fourth of august in nineteen fifty eight", and month and day as cardinals with a short
 * year; callers stalling ("bear with me the paperwork is in the car") and giving a value in two pieces with the agent
 * saying "go on" or "carry on" between, correcting themselves ("… no sorry that should be …") and correcting the
 * agent's read-back; values volunteered in the caller's first words before being asked, two of them now and then in
 * either order (the account before the date of birth or the agreement, the date of birth before the account, the
 * agreement before the date of birth), and one started wrong and corrected there; names with middle initials and middle
 * names and now and then a double-barrelled surname said with "hyphen" or "dash", surnames spelled with bare capitals,
 * "double" and some letters pinned down; card numbers in fours and last fours; UK mobiles and landlines, "plus four
 * four", US numbers with "area code" and "plus one", a last four said as one number; national insurance, NHS, passport,
 * social security and driving licence numbers; UK postcodes, ZIP and ZIP+4 codes, a ZIP in printed groups or in
 * hundreds; UK addresses with flats and house names, US addresses with apartments, suites and lots; e-mail addresses
 * with dots, underscores, initials and numbers; and ordinary numbers beside them that must survive (chocolates in a
 * box, an easter date, weeks of notice, truffle and car hire prices, minutes before the bride, hours in a package,
 * miles covered, the age of a car, weeks for a refret, setup prices, string gauge, months for a custom build, humidity,
 * days for a room, hours between coats, coats of paint, prices for the outside of a house and for a roll of wallpaper,
 * cheeses in a box, grams, a posting date, cheese cake prices, days cheese keeps, delivery prices, jump feet, freefall
 * seconds, a weight limit, a minimum age, video prices, hours at the drop zone, maze acres, admission prices, a free
 * age, hayride minutes, days of notice, a closing time, cubic yards, load prices, hours to arrive, a mattress charge,
 * adults in a shelter, install days, wind speed, a rebate, warranty years, a service price, business days, class weeks,
 * a belt price, days a repair is held, working days and a booking date; and the callers' boxes, a wedding time, a
 * guitar's age, bedrooms, hallway metres, years in a club, people jumping, a weight, children, garage feet, sofas, a
 * shelter's and a machine's age, calls made, minutes on hold and guests). Authored and recognised before any change for
 * it.
 */
const TWENTYNINTH: Pools = {
  voices: [
    ['kal', 'slt'],
    ['awb', 'rms'],
    ['kal16', 'awb'],
    ['rms', 'kal'],
    ['slt', 'kal16'],
    ['rms', 'slt'],
    ['kal16', 'rms'],
  ],
  greetings: [
    'cobnut chocolatiers this is [NAME:perpetua] how can i help',
    'good morning cobnut chocolates what can i do for you',
    'silver spirit wedding cars [NAME:alfred] speaking',
    'hello silver spirit wedding car hire how may i help',
    'heartwood guitars this is [NAME:rowan] how can i help you',
    'heartwood guitar workshop good afternoon',
    'brushstroke painters and decorators [NAME:gareth] speaking how can i help',
    'morning brushstroke decorators',
    'curd and rind cheesemongers this is [NAME:hester] how can i help',
    'hello curd and rind how can i help you today',
    'blue horizon skydive this is [NAME:tanner] what can i do for you',
    'thanks for calling blue horizon skydiving',
    'hollow oak farm pumpkin patch and corn maze this is [NAME:darlene] how can i help',
    'haul it away junk removal this is [NAME:marcus] how can i help you',
    'hey thanks for calling haul it away',
    'safe harbor storm shelters this is [NAME:lorene] how may i help you',
    'stitch and sweep sewing and vacuum this is [NAME:gloria] how can i help',
    'good afternoon stitch and sweep repair shop',
  ],
  reasons: [
    'hi the easter eggs i ordered arrived melted',
    'hello my chocolate club box had {two} bars missing',
    'hi i need wedding favours for about {one hundred and twenty} guests',
    'hello there were nuts in a box that said nut free',
    'hi i want to stop my chocolate club before the next box goes out',
    'hi my chocolate club agreement number is [POLICY_NUMBER:C C four one nine two zero six] and the box came melted',
    'hello the account the box comes out of is [BANK_ACCOUNT_NUMBER:seven zero three three eight one five nine] and i want to cancel',
    'hi the wedding car got to the church {twenty} minutes late',
    'hello we booked the white rolls royce and a silver one turned up',
    'hi i want to add a second car for the bridesmaids',
    'hello the ribbons on the car were the wrong colour',
    'hi our wedding has moved to june can the car move too',
    'hello i was born on [DATE_OF_BIRTH:the seventeenth of october nineteen sixty six] and my account is [BANK_ACCOUNT_NUMBER:five two zero eight one one four seven] its about the wedding car',
    'hi the wedding hire contract is [POLICY_NUMBER:W H stroke eighty two fourteen oh nine] and the car was late',
    'hi my guitar has been with you for a refret for {two} months now',
    'hello the neck on my acoustic is bowing again since the repair',
    'hi i would like a quote for a custom electric guitar',
    'hello my case came back with a broken latch',
    'hi the setup you did buzzes on the low strings',
    'hello its [NAME:tabitha worsley] ringing about my guitar',
    'hi the instrument repair agreement is [POLICY_NUMBER:G W one seven seven three zero five] and my date of birth is [DATE_OF_BIRTH:the fourth of august nineteen fifty eight]',
    'hello you will need my account [BANK_ACCOUNT_NUMBER:nine one four four zero six two seven] the guitar repair still buzzes',
    'hi the paint in our hallway is peeling already',
    'hello your decorators left paint all over our carpet',
    'hi the wallpaper seams are lifting in the front bedroom',
    'hello i would like a price to paint the outside of the house',
    'hi you charged us for {three} rooms and only did {two}',
    'hello my birthday is [DATE_OF_BIRTH:twenty one oh four seventy nine] and i am ringing about the wallpaper',
    'hi the decorating guarantee number is [POLICY_NUMBER:D G five five zero one eight three] sorry i mean [POLICY_NUMBER:D G five five zero one eight two]',
    'hi my birthday [DATE_OF_BIRTH:fifth november nineteen eighty two] and the account [BANK_ACCOUNT_NUMBER:four eight six zero two nine one three] its about the decorators',
    'hi my cheese club box turned up warm',
    'hello the stilton i ordered for christmas never arrived',
    'hi can i change my cheese club to every other month',
    'hello i want to order a wedding cake made of cheese',
    'hi you sent a goats cheese when i asked for no goat',
    'hi my cheese club agreement is [POLICY_NUMBER:two nine four zero one seven C] and the box came warm',
    'hello its [NAME:philippa quennell] my cheese club agreement is [POLICY_NUMBER:Q C six one four zero two eight] and the stilton never came',
    'hi my tandem jump has been cancelled for cloud {three} times',
    'hello i want to buy a jump as a present for my dad',
    'hi is there a weight limit for a tandem',
    'hello i paid for the jump video and never got it',
    'hi i need to move my jump to next weekend',
    'hello my skydive waiver number is [POLICY_NUMBER:S W dash twenty twenty four dash six one three nine] and the jump was cancelled',
    'hi you can text me on [PHONE:five one two four four seven nine three zero one] when the video is ready',
    'hi i was born [DATE_OF_BIRTH:the twenty eighth of january nineteen seventy] the jump video is under my name',
    'hi we would like to bring a school trip to the corn maze',
    'hello you charged us for {four} adults and there were only {two}',
    'hi my son dropped his phone somewhere in the corn maze',
    'hello are dogs allowed at the pumpkin patch',
    'hi the hayride was cancelled and we had paid for it',
    'hi my account is [BANK_ACCOUNT_NUMBER:six eight four one two zero nine three] and the harvest pass agreement is [POLICY_NUMBER:H P seven two zero five five one] we were overcharged',
    'hi your crew took a chair that was supposed to stay',
    'hello i want a price to clear out my garage',
    'hi your truck scraped our gate on the way out',
    'hello you billed me for a full load and it was maybe half',
    'hi nobody showed up to take the mattress',
    'hello its [NAME:dashiell okonkwo] the zip here is [ADDRESS:seven four one three six] and nobody came for the mattress',
    'hello you will want my date of birth its [DATE_OF_BIRTH:nineteen seventy two march the eleventh] its about the haul away bill',
    'hi the haul away service agreement is [POLICY_NUMBER:H L seven nine zero three five six] no wait [POLICY_NUMBER:H L seven nine zero three five eight]',
    'hi before you ask the account number is [BANK_ACCOUNT_NUMBER:three three one nine zero two eight five] and my date of birth is [DATE_OF_BIRTH:june the second nineteen eighty four]',
    'hi our storm shelter is letting water in',
    'hello the door on our safe room sticks',
    'hi i need to get our shelter on the county register',
    'hello i would like a quote for an underground shelter',
    'hi the rebate paperwork you promised never came',
    'hello we are at [ADDRESS:four hundred and twelve silo ridge drive norman] and the shelter is leaking',
    'hi my shelter warranty is [POLICY_NUMBER:S H W four two seven one] and my date of birth is [DATE_OF_BIRTH:july the third nineteen fifty five] the door sticks',
    'hello my email is [EMAIL:rufus dot drummond at live dot com] i never got the quote',
    'hi my sewing machine came back and the bobbin still jams',
    'hello my vacuum has been at your shop for {three} weeks',
    'hi i want to sign up for the quilting class',
    'hello the belt you put on my vacuum has snapped',
    'hi you quoted {sixty} dollars and then charged me {ninety}',
    'hi my repair protection plan is [POLICY_NUMBER:R P eight one three six zero four] and the bobbin still jams',
  ],
  firstNames: [
    'tabitha',
    'dashiell',
    'marguerite',
    'ignatius',
    'philippa',
    'rufus',
    'esme',
    'barnaby',
    'henrietta',
    'lachlan',
    'octavia',
    'thaddeus',
    'rosalind',
    'cormac',
    'clementine',
    'ezekiel',
  ],
  lastNames: [
    'worsley',
    'okonkwo',
    'fairbrother',
    'castellano',
    'hargreaves',
    'mcandrew',
    'pemberton',
    'vasquez',
    'drummond',
    'ashworth',
    'lindqvist',
    'abernethy',
    'quennell',
    'trelawny',
    'oyelaran',
    'blackwood',
  ],
  streets: [...TWENTYNINTH_STREETS, ...TWENTYNINTH_US_STREETS],
  towns: [...TWENTYNINTH_TOWNS, ...TWENTYNINTH_US_TOWNS],
  emailDomains: TWENTYNINTH_DOMAINS,
  secrets: [
    'a goldfish called captain',
    'whitby',
    'mrs featherstone',
    'a reliant robin',
    'bagpuss',
    'saint hildas',
    'flying saucers',
    'the borrowers',
    'tenby',
    'uncle norbert',
    'jam roly poly',
  ],
  ask: {
    name: [
      'may i take a name for the booking please',
      'and the name the order was placed in',
      'who have i got calling today',
      'your full name please',
      'and i am speaking with',
      'what name will i find this under',
    ],
    account: [
      'your customer account number please',
      'and the account number is',
      'the billing account number next please',
      'could you read me the account number from your invoice',
      'which bank account should the refund go back to',
      'i will need the account number on the booking',
      'the account number printed under your name please',
      'and the account that pays for the monthly box',
    ],
    policy: [
      'and your chocolate club agreement number please',
      'the wedding hire contract number from your booking form please',
      'can you find the instrument repair agreement number on your ticket',
      'and the decorating guarantee number is',
      'your cheese club agreement number please',
      'the skydive waiver number from your email please',
      'and the harvest pass agreement number',
      'could i have the haul away service agreement number',
      'your shelter warranty number please',
      'and the repair protection plan number off your receipt',
    ],
    membership: [
      'the number on your chocolate club card please',
      'and your cheese club member number',
      'your skydiving association member number please',
      'the number on your season pass',
      'do you have a loyalty card number for me',
    ],
    card: [
      'the long number across the card please',
      'and which card shall i charge it to',
      'the card you paid with is',
      'read the card number out when you are ready',
    ],
    dob: [
      'your date of birth next please',
      'and the date of birth on file',
      'what year and day were you born please',
      'could you tell me your birth date',
      'the date of birth of the account holder please',
      'and your birthday including the year',
      'i will need your date of birth to go on',
    ],
    postcode: [
      'the postcode please',
      'and the zip code where we are collecting',
      'which postcode are we delivering to',
      'the zip for the property please',
      'what postcode do we have for you',
    ],
    address: [
      'and the address for the collection',
      'where is the shelter going in',
      'the address we are painting please',
      'what address shall we send the box to',
      'where should the car pick up the bride',
    ],
    secret: [
      'what is the answer to your security question please',
      'the name of your childhood best friend',
      'your favourite film as a teenager',
      'what was the name of the first street you lived on',
      'your memorable place please',
      'which sweets did you like as a child',
    ],
    pin: [
      'the four digit pin on your account please',
      'and your security code',
      'what passcode did you choose with us',
      'your telephone pin please',
    ],
    phone: [
      'the best number to reach you on please',
      'and a mobile for the driver',
      'which number should the crew call when they are close',
      'a daytime number please',
    ],
    email: [
      'the email for your receipt please',
      'and the email we should write to',
      'where shall i email the quote',
      'an email address for the video link please',
    ],
    reference: [
      'your national insurance number please',
      'your nhs number if you have it handy',
      'the passport number please',
      'your social security number',
      'the number on your driving licence please',
      'the drivers license number for the waiver please',
    ],
  },
  answer: {
    name: ['$', 'its $', 'put it in as $', 'it will be in the name $', '$ thats who you have got', 'you are talking to $ here'],
    account: [
      '$',
      'its $',
      'alright so it is $',
      'okay here goes its $',
      'i have the letter in front of me $',
      'the account is number $',
      '$ as far as i can tell',
    ],
    policy: ['$', 'its $', 'at the top it says $', 'okay $', 'the number reads $', 'what i have got is $', 'right its $ on the form'],
    membership: ['$', 'its $', 'on my card its $', 'my club number is $'],
    card: ['$', 'its $', 'okay ready $', 'reading off the card $'],
    dob: ['$', 'its $', 'i was born $ actually', '$ thats my birthday', 'the birth date is $', 'um right $', 'thats going to be $'],
    postcode: ['$', 'its $', 'zip code is $', 'postcode there is $', '$ there'],
    address: ['$', 'its $', 'we are over at $', 'home for me is $', 'its going to go to $', 'its $ please'],
    secret: ['$', 'its $', 'i gave it as $', 'i am fairly sure its $', 'for that one it was $'],
    pin: ['$', 'its $', 'the pin should be $', 'i chose $'],
    phone: ['$', 'its $', 'you can ring me back on $', 'my cell is $', 'best to try $'],
    email: ['$', 'its $', 'the email i check is $', 'please send it over to $'],
    reference: ['$', 'its $', 'the number reads $', 'alright so it is $', 'here you go $'],
  },
  agentOrdinary: [
    'a chocolate club box has {twelve} chocolates in it',
    'easter eggs go out from the {first} of march',
    'we need {three} weeks notice for wedding favours',
    'a box of truffles is {twenty two} pounds',
    'our chocolate keeps for about {six} weeks',
    'the car arrives {fifteen} minutes before the bride',
    'a wedding package covers {three} hours',
    'the rolls royce is {four hundred and fifty} pounds for the day',
    'we cover up to {forty} miles from the garage',
    'each extra hour is {seventy five} pounds',
    'the bentley is {seventy} years old this year',
    'a refret takes about {two} weeks',
    'a full setup is {sixty} pounds',
    'we string them with {ten} gauge unless you ask',
    'a custom build takes {nine} to {twelve} months',
    'we keep the workshop at about {forty five} percent humidity',
    'a room usually takes us {two} days',
    'the paint needs {four} hours between coats',
    'we put on {two} coats of emulsion',
    'the outside of a house starts at about {two thousand} pounds',
    'wallpaper is {thirty} pounds a roll fitted',
    'a cheese club box has {four} cheeses',
    'each piece is about {two hundred} grams',
    'boxes go out on the {first} of the month',
    'a cheese wedding cake starts at {three hundred} pounds',
    'once it is open it keeps about {ten} days',
    'delivery is {six} pounds on orders under {fifty} pounds',
    'a tandem goes out of the plane at {thirteen thousand} feet',
    'the freefall lasts about {sixty} seconds',
    'tandem jumpers have to be under {two hundred and thirty} pounds',
    'you have to be {eighteen} or older to jump',
    'the video package is {ninety nine} dollars',
    'plan on being here {four} to {five} hours',
    'the corn maze is {eight} acres',
    'admission is {fourteen} dollars a person',
    'kids under {three} get in free',
    'the hayride leaves every {twenty} minutes',
    'school groups need to book {ten} days ahead',
    'we close at {six} on weekdays',
    'a full truck holds about {fifteen} cubic yards',
    'a full load is {five hundred and fifty} dollars',
    'we can usually be there within {two} hours',
    'mattresses are {forty} dollars extra',
    'the shelter holds {eight} adults',
    'an install takes about {one} day',
    'the door is rated for {two hundred and fifty} mile an hour winds',
    'the rebate covers up to {three thousand} dollars',
    'the door is under warranty for {ten} years',
    'a machine service is {eighty nine} dollars',
    'repairs take {seven} to {ten} business days',
    'the quilting class runs for {six} weeks',
    'a new belt is {twelve} dollars',
    'we hold finished repairs for {ninety} days',
    'your refund should show in {three} to {five} working days',
    'i can put you in for the {twenty third}',
  ],
  customerOrdinary: [
    'there were {two} boxes in the order',
    'the wedding is at {two} oclock',
    'the guitar is about {fifty} years old',
    'we have {four} bedrooms',
    'the hallway is about {three} metres long',
    'i have been in the cheese club {five} years',
    'there are {six} of us jumping',
    'i weigh about {one hundred and ninety} pounds',
    'we are bringing {three} kids',
    'the garage is {twenty} feet deep',
    'there were {two} sofas and a fridge',
    'the shelter is {six} years old',
    'the machine is about {thirty} years old',
    'i have rung {four} times now',
    'i have been on hold {twenty five} minutes',
    'we have {eighty} guests coming',
  ],
  closings: ['thanks so much $ take care', 'lovely $ all sorted', 'thank you $ enjoy the rest of your day', 'right then $ bye for now'],
  stalls: [
    'bear with me the paperwork is in the car',
    'hang on i cannot read it without my glasses',
    'sorry the baby is crying one second',
    'let me just dig out the email',
    'give me a moment its in a drawer somewhere',
    'hold on i am putting you on speaker',
  ],
  readbacks: ['okay so i am reading $', 'just checking i have $', 'i have jotted down $', 'and that was $ yes', 'let me read you back $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.1,
  shuffle: true,
  stallChance: 0.06,
  spelling: {
    ask: ['can you spell that surname for me', 'how is the last name spelled please', 'spell out the surname please'],
    answer: ['$', 'its $', 'it goes like this $', 'sure $'],
    spell: (h, word) => twentyninthSpell(h, word, h.random() < 0.5 ? 0 : 0.35),
  },
  addressing: [
    'smashing thank you <first>',
    'thank you kindly <first>',
    'great <full>',
    'right you are then <first>',
    'brilliant thanks <first>',
  ],
  corrections: {
    self: ['# no sorry that should be $', '# hang on let me look again $', '# no no its $', '# sorry i misread it $'],
    misheard: ['no its actually $', 'nearly but its $', 'no sorry you missed one its $', 'not quite that its $'],
    chance: 0.05,
  },
  continuing: {
    prompts: ['go on then', 'yes', 'yep i got the first bit', 'mm hmm go ahead', 'carry on please'],
    rest: ['$', 'then it carries on $', 'and the last lot is $', 'and after that its $'],
    unbroken: [...(TWENTYEIGHTH.continuing?.unbroken ?? []), ...TWENTYNINTH_PINNING, 'slash', 'stroke', 'hyphen', 'dash'],
    chance: 0.08,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.09) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.16) return `${first} ${h.pick(['rose', 'james', 'louise', 'edward', 'mae'])} ${last}`;
      if (roll < 0.2) return `${first} ${last} hyphen ${h.pick(['price', 'royle', 'vane'])}`;
      if (roll < 0.23) return `${first} ${h.pick(['hart', 'moss', 'pryce'])} dash ${last}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, which in "two thousand and six" reads oddly. */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1936 + Math.floor(random() * 64));
      const padded = (n: number) => tenthTwo(h, Math.floor(n / 10), n % 10);
      return twentyninthSaid(
        h,
        'dob',
        [
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${named} the ${ordinal} ${whole}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `${ordinal} of ${named} ${whole}`,
        ],
        [
          () => `${named} the ${ordinal} ${short}`,
          () => `${padded(day)} ${padded(month)} ${whole}`,
          () => `${CARDINALS[day - 1]} ${named} ${whole}`,
          () => `${tenthOnForm(h, month)} slash ${tenthOnForm(h, day)} slash ${yearSaid(h, year)}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
          () => `${named} ${ordinal} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => inPairs(h, [Math.floor(month / 10), month % 10, Math.floor(day / 10), day % 10, c, d]),
          () => `${whole} ${named} the ${ordinal}`,
          () => `the ${ordinal} of ${named} in ${whole}`,
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${short}`,
        ],
        TWENTYNINTH_PLAIN.dob,
      );
    },
    account: (h) =>
      twentyninthSaid(
        h,
        'account',
        [
          () => plainDigits(h, 8),
          () => plainDigits(h, 7 + Math.floor(h.random() * 3)),
          () => plainDigits(h, 10, 1),
          () => `${twentyninthLetters(h, 2)} ${plainDigits(h, 7)}`,
        ],
        [
          () => inChunks(h, [4, 4]),
          () => inPairs(h, tenthDigitList(h, 8, 1)),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => inHundreds(h, tenthDigitList(h, 9, 1)),
          () => `${fourAsOne(h, ...twentyninthFour(h))} ${fourAsOne(h, ...twentyninthFour(h))}`,
          () => `${plainDigits(h, 4, 1)} dash ${plainDigits(h, 4)}`,
          () => `${twentyninthLetters(h, 1, 0.85)} ${inChunks(h, [3, 3, 2])}`,
          () => `${plainDigits(h, 2, 1)} slash ${plainDigits(h, 6)}`,
          () => `${inPairs(h, tenthDigitList(h, 4, 1))} ${tenthOneByOne(h, withRun(h, 4))}`,
        ],
        TWENTYNINTH_PLAIN.number,
      ),
    policy: (h) =>
      twentyninthSaid(
        h,
        'policy',
        [
          () => `${twentyninthLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${twentyninthLetters(h, 1)} ${plainDigits(h, 7)}`,
          () => plainDigits(h, 8, 1),
          () => `${twentyninthLetters(h, 2)} ${plainDigits(h, 4, 1)} ${twentyninthLetters(h, 2)}`,
          () => `${plainDigits(h, 6, 1)} ${twentyninthLetters(h, 1)}`,
        ],
        [
          () => `${twentyninthLetters(h, 2, 0.75)} ${plainDigits(h, 6)}`,
          () => `${twentyninthLetters(h, 2)} stroke ${inPairs(h, tenthDigitList(h, 6, 1))}`,
          () =>
            `${twentyninthLetters(h, 2, 0.4)} dash ${h.pick(['twenty twenty three', 'twenty twenty four', 'twenty twenty five', 'twenty eighteen'])} dash ${plainDigits(h, 4)}`,
          () => `${twentyninthLetters(h, 2, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${twentyninthLetters(h, 1)} ${tenthOneByOne(h, withRun(h, 7))}`,
          () => `${twentyninthLetters(h, 2, 0.4)} ${inChunks(h, [2, 4])}`,
          () => `${plainDigits(h, 3, 1)} slash ${plainDigits(h, 3)} slash ${twentyninthLetters(h, 1)}`,
          () => `${twentyninthLetters(h, 2)} ${fourAsOne(h, ...twentyninthFour(h))} ${plainDigits(h, 2)}`,
          () => `${twentyninthLetters(h, 1, 0.8)} ${plainDigits(h, 6)} ${twentyninthLetters(h, 1, 0.8)}`,
        ],
        TWENTYNINTH_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 7, 1),
          () => `${twentyninthLetters(h, 2)} ${plainDigits(h, 5)}`,
          () => `${plainDigits(h, 6, 1)} ${twentyninthLetters(h, 1)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 6, 1)),
          () => `${twentyninthLetters(h, 1, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${plainDigits(h, 2, 1)} hyphen ${plainDigits(h, 5)}`,
          () => inChunks(h, [3, 4]),
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [4, 5], 0.4)], 0.6),
    postcode: (h) => twentyninthPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.5 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(TWENTYNINTH_STREETS)} ${pick(TWENTYNINTH_TOWNS)}`,
              () => `${plainTwo(a, b)} ${pick(TWENTYNINTH_STREETS)} ${pick(TWENTYNINTH_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 9))} ${pick(['the creamery', 'tanners house', 'the hayloft'])} ${pick(TWENTYNINTH_STREETS)} ${pick(TWENTYNINTH_TOWNS)}`,
              () =>
                `${pick(['primrose cottage', 'the old toffee works', 'curlew house', 'hawthorn lodge'])} ${pick(TWENTYNINTH_STREETS)} ${pick(TWENTYNINTH_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(TWENTYNINTH_US_STREETS)} ${pick(TWENTYNINTH_US_TOWNS)}`,
              () => `${fourAsOne(h, a, b, c, d)} ${pick(TWENTYNINTH_US_STREETS)} ${pick(TWENTYNINTH_US_TOWNS)}`,
              () =>
                `${plainDigits(h, 4, 1)} ${pick(TWENTYNINTH_US_STREETS)} apartment ${pick(CARDINALS.slice(0, 16))} ${pick(TWENTYNINTH_US_TOWNS)}`,
              () =>
                `${tenthThree(h, a, b, c)} ${pick(TWENTYNINTH_US_STREETS)} ${pick(['suite', 'lot'])} ${pick(CARDINALS.slice(0, 12))} ${pick(TWENTYNINTH_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${twentyninthPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => tenthOneByOne(h, withRun(h, 4)), () => inPairs(h, tenthDigitList(h, 4)), () => fourAsOne(h, ...twentyninthFour(h))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `oh three ${plainDigits(h, 9)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `plus one ${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${fourAsOne(h, ...twentyninthFour(h))}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${inPairs(h, tenthDigitList(h, 4))}`,
          () => `oh seven ${inChunks(h, [4, 5])}`,
          () => `oh one ${tenthOneByOne(h, withRun(h, 9))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(TWENTYNINTH_DOMAINS);
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${first[0]!.toUpperCase()} ${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${last} underscore ${first} at ${domain}`,
        () => `${first} dot ${last[0]!.toUpperCase()} at ${domain}`,
        () => `${first} ${plainTwo(a, b)} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${twentyninthLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 3)} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
          () => `${twentyninthLetters(h, 1)} ${plainDigits(h, 8)}`,
        ],
        [
          () => inChunks(h, [3, 3, 4]),
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${plainDigits(h, 4)}`,
          () => `${twentyninthLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${twentyninthLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 9, 1))}`,
          () => `${plainDigits(h, 5, 1)} ${fourAsOne(h, ...twentyninthFour(h))}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the thirtieth set hang on a letter: the radio alphabet mostly, now and then something from outdoors. */
const THIRTIETH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'beach'],
  C: ['charlie', 'charlie', 'cloud'],
  D: ['delta', 'desert'],
  E: ['echo', 'earth'],
  F: ['foxtrot', 'forest'],
  G: ['golf', 'golf'],
  H: ['hotel', 'harbour'],
  I: ['india'],
  J: ['juliet', 'jungle'],
  K: ['kilo', 'kilo'],
  L: ['lima', 'lake'],
  M: ['mike', 'meadow'],
  N: ['november', 'north'],
  O: ['oscar', 'ocean'],
  P: ['papa', 'pebble'],
  Q: ['quebec'],
  R: ['romeo', 'river'],
  S: ['sierra', 'sunshine'],
  T: ['tango', 'thunder'],
  U: ['uniform'],
  V: ['victor', 'valley'],
  W: ['whiskey', 'winter'],
  X: ['x ray'],
  Y: ['yankee'],
  Z: ['zulu'],
};
/** Every word the thirtieth set hangs on a letter, so a value said over two turns never breaks beside one. */
const THIRTIETH_PINNING = [...new Set(Object.values(THIRTIETH_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))))];
/** Capitals pinned down "W for winter", "R as in romeo", "D desert", "L like lake"; a doubled letter often said "double". */
const { letters: thirtiethLetters, spell: thirtiethSpell } = spokenCapitals({
  words: THIRTIETH_LETTER_WORDS,
  joiners: ['for', 'as in', 'for', '', 'like', 'as in'],
  doubled: 0.55,
});
/** A UK postcode, or (when not plain) a ZIP in pairs ("forty seven thirty one nine") or in its printed groups, or a ZIP+4 code. */
const thirtiethPostcode = ukOrUsPostcode({
  letters: thirtiethLetters,
  pinned: 0.4,
  zip: (h) => (h.random() < 0.5 ? inPairs(h, tenthDigitList(h, 5, 1)) : zipInGroups(h)),
});
/** A number below a thousand in words: "seven", "fourteen", "sixty", "three hundred", "four hundred and twelve". */
const thirtiethUnderThousand = (n: number): string => {
  if (n === 0) return 'zero';
  if (n < 10) return DIGITS[n]!;
  if (n < 20) return CARDINALS[n - 1]!;
  if (n < 100) return n % 10 === 0 ? TENS[n / 10]! : `${TENS[Math.floor(n / 10)]} ${DIGITS[n % 10]}`;
  const rest = n % 100;
  return rest === 0
    ? `${DIGITS[Math.floor(n / 100)]} hundred`
    : `${DIGITS[Math.floor(n / 100)]} hundred and ${thirtiethUnderThousand(rest)}`;
};
/**
 * Five or six digits (the first not nought) said as one whole number, the way a short customer number is read off a
 * letter: "forty two thousand six hundred and ten", "three hundred and eight thousand and fifty".
 */
const thirtiethThousands = (h: Helpers, n: number): string => {
  const value = Number(tenthDigitList(h, n, 1).join(''));
  const high = Math.floor(value / 1000);
  const low = value % 1000;
  if (low === 0) return `${thirtiethUnderThousand(high)} thousand`;
  return `${thirtiethUnderThousand(high)} thousand ${low < 100 ? 'and ' : ''}${thirtiethUnderThousand(low)}`;
};

const THIRTIETH_STREETS = ['slipway road', 'kennel lane', 'lanyard close', 'chapel brow', 'boiler house yard', 'organ loft mews'];
const THIRTIETH_TOWNS = ['oban', 'stranraer', 'lymington', 'holyhead', 'penzance', 'hexham', 'ludlow'];
const THIRTIETH_US_STREETS = ['sunflower field road', 'tamarack lane', 'cold spring drive', 'quarry hill court'];
const THIRTIETH_US_TOWNS = ['flagstaff', 'ames', 'kalamazoo', 'durango', 'bangor', 'yakima'];
const THIRTIETH_DOMAINS = [
  'gmail dot com',
  'aol dot com',
  'sky dot com',
  'comcast dot net',
  'me dot com',
  'talktalk dot net',
  'hotmail dot com',
  'protonmail dot com',
];
/**
 * How often the thirtieth set's account and policy-like numbers (`number`) and dates of birth (`dob`) are said the
 * plain way (the harder ways taken in turn down each list, thirtiethSaid). A number can be said over two turns or
 * wrong and corrected and a date in words cannot, so a date takes its harder forms a little more often; with the
 * values volunteered in the first turn, the stalls, values over two turns, corrections and read-backs, a little under
 * two thirds of the three are said plainly, so that twenty calls hear more of the harder ways.
 */
const THIRTIETH_PLAIN = { dob: 0.66, number: 0.78 } as const;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the other sets'. */
const thirtiethSaid = harderInTurn();
/** Four random digits, the first not nought, for fourAsOne. */
const thirtiethFour = (h: Helpers): [number, number, number, number] => tenthDigitList(h, 4, 1) as [number, number, number, number];

/**
 * The thirtieth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a
 * veterinary surgery with a pet health plan, a self storage company, a ferry operator, a US student loan servicer, a
 * hearing aid centre, a US solar panel installer, a boiler repair and cover firm, a US credit union, a music school that
 * hires out instruments and a funeral plan provider, about jabs never confirmed, two consultations charged for one, flea
 * treatment and a repeat prescription, a smaller unit, a gate code that fails, a rent rise and an agreement to end, a
 * crossing moved to a later sailing, a sailing cancelled for the weather, a caravan and a cabin missing from a ticket, an
 * income driven repayment plan, a payment gone up, a forbearance and forgiveness, a dead hearing aid, batteries, a
 * missed hearing test and a lost dome, panels producing nothing after a storm, an inverter light, a battery and a
 * missing net metering credit, a boiler losing pressure, no hot water, an engineer who never came and an annual
 * service, a car loan, a card charge not recognised, a transfer from a share account and a late direct deposit, piano
 * lessons, drums instead of guitar, a hired violin with a cracked bridge and a cancelled lesson charged, what a funeral
 * plan covers, a father's plan after his death, paying a plan off and changing the funeral director; a date of birth,
 * an account number (the customer, loan, share or storage account, or the bank account a payment comes from or a
 * refund goes back to) and a policy-like number (pet health plan, storage agreement, booking protection policy,
 * promissory note, aftercare plan, panel warranty, boiler cover policy, loan protection policy, instrument hire
 * agreement or funeral plan number) asked in every call, seven items a call; those three said plainly a little
 * under two thirds of the time (digits one by one with zero said "zero" or "oh", bare capitals before, after or either side of
 * the digits, "the ninth of february nineteen eighty seven", "february the ninth …", "ninth february …", "february ninth
 * …", "ninth of february …"); the rest the harder ways, taken in turn down each list: digits in printed groups
 * (inChunks), in pairs, in hundreds, four at a time as one number (fourAsOne) and five or six as one whole number
 * ("forty two thousand six hundred and ten", thirtiethThousands), runs said "double" and "triple", letters pinned down
 * with the radio alphabet and now and then something from outdoors ("W for winter", "R as in river", "D desert", "L
 * like lake"), "dash", "slash", "stroke" and "hyphen" inside account and plan numbers, a plan's year said as a number;
 * birth dates as month, day and short year as numbers with "slash" (US order, "two slash nine slash eighty seven"),
 * cardinal day and month with a short year ("nine two eighty seven"), a named month with a cardinal day ("february
 * nine nineteen eighty seven"), "nineteen hundred and eighty seven", padded month, day and short year (US order), the
 * year before the ordinal and month ("nineteen eighty seven on the ninth of february"), day, month and year on a form
 * with "dash" and the year said any way, the year digit by digit, the ordinal and month with a short year after "the",
 * the ordinal of the day and of the month with the whole year and a named month and ordinal "in" a short year; callers stalling ("hold on the statement is upstairs"),
 * giving a value in two pieces with the agent saying "okay" or "keep going" between, correcting themselves and the
 * agent's read-back; values volunteered in the caller's first words (the account before the date of birth, the date of
 * birth alone, a plan number started wrong and corrected, an account started wrong and corrected); names with middle
 * initials and middle names and now and then a double-barrelled surname, surnames spelled with bare capitals, "double"
 * and some letters pinned down; card numbers in fours and last fours; UK mobiles and landlines, "double oh four four"
 * and "plus four four", US numbers with "area code" and "plus one"; national insurance, NHS, passport, social security
 * and driving licence numbers; UK postcodes, ZIPs in pairs or printed groups and ZIP+4 codes; UK addresses with flats,
 * house names and a letter after the number, US addresses with units and five-digit house numbers; e-mail addresses
 * with dots, underscores, hyphens, initials and numbers; and ordinary numbers beside them that must survive
 * (consultation and plan prices, one of them "nineteen ninety nine" a month, months between boosters, hours for a
 * prescription, unit sizes and rents, days of notice, a rent rise in percent, crossing times, sailing times, vehicle
 * lengths, cabin prices, a grace period, payment counts, a balance, percent of income, battery sizes and days, a trial,
 * minutes for a test, appointment dates and times, panels, kilowatts, kilowatt hours, warranty years, business days,
 * boiler pressure in bar, an engineer's window, an excess, boiler ages, loan rates and terms, transfer limits, lesson
 * minutes, weeks in a term, grades, hire prices, monthly payments and a plan price, an age limit; and the callers' pets'
 * ages, months in a unit, people in a car, a van's length, an amount borrowed, years paying, ages, panels on a roof, a
 * bill, a boiler's age, a gauge reading, years learning, calls made and minutes on hold). Authored and recognised before
 * any change for it.
 */
const THIRTIETH: Pools = {
  voices: [
    ['awb', 'kal16'],
    ['slt', 'rms'],
    ['kal', 'awb'],
    ['rms', 'slt'],
    ['kal16', 'kal'],
    ['awb', 'slt'],
    ['slt', 'awb'],
  ],
  greetings: [
    'fernhill veterinary surgery this is [NAME:imelda] how can i help',
    'good morning fernhill vets',
    'keepsafe self storage this is [NAME:dwayne] how can i help you today',
    'thanks for calling keepsafe storage',
    'northsound ferries bookings [NAME:morag] speaking',
    'hello northsound ferries how can i help',
    'keystone student loan servicing this is [NAME:latoya] how may i help you',
    'clearsound hearing centre [NAME:beverley] speaking how can i help',
    'good afternoon clearsound hearing',
    'bright acre solar this is [NAME:travis] what can i do for you',
    'warmhouse boiler care [NAME:kieran] speaking',
    'hello warmhouse heating and boilers',
    'riverside community credit union this is [NAME:shonda] how can i help',
    'allegro music school [NAME:florence] speaking how can i help',
    'evergreen funeral plans good morning this is [NAME:malcolm] how may i help',
    'hello evergreen funeral plans',
  ],
  reasons: [
    'hi my dog was booked in for his jabs but nobody confirmed it',
    'hello i was charged for {two} consultations and only went once',
    'hi my cats flea treatment is due on the health plan',
    'hello can i get a repeat prescription for my dogs tablets',
    'hi my dog is {eleven} and the plan wants to charge more',
    'hi the pet health plan number is [POLICY_NUMBER:P H seven three one zero four eight] and the vaccination was not covered',
    'hello its [NAME:bronwen adebayo] i am ringing about my rabbit',
    'hi my date of birth is [DATE_OF_BIRTH:the ninth of february nineteen eighty seven] the plan for the dog is in my name',
    'hi i want to move to a smaller unit',
    'hello the gate keypad will not let me in',
    'hi the rent on my unit went up by {twelve} percent',
    'hello i need to end my storage agreement at the end of the month',
    'hi the storage agreement number is [POLICY_NUMBER:S T K four four nine zero one] and i want to give notice',
    'hello you took the rent twice from account [BANK_ACCOUNT_NUMBER:six one nought nine three three seven two]',
    'hi i need to change our crossing to the later sailing',
    'hello our ferry was cancelled for the weather and i want a refund',
    'hi can i add a caravan to my booking',
    'hello i booked a cabin and it is not on the ticket',
    'hi the booking protection policy is [POLICY_NUMBER:F X dash two eight four six one] and the sailing was cancelled',
    'hello my date of birth is [DATE_OF_BIRTH:fourteen oh six nineteen seventy three] the booking is in my name',
    'hi i was born [DATE_OF_BIRTH:december the twelfth sixty one] and i should have had the senior fare',
    'hi i want to go on an income driven repayment plan',
    'hello my payment went up by {two hundred} dollars this month',
    'hi i need a forbearance for {three} months',
    'hello i think my loan should have been forgiven after {ten} years of payments',
    'hi my loan account number is [BANK_ACCOUNT_NUMBER:eight eight four two zero one six nine five three] and the autopay did not go through',
    'hello the promissory note number is [POLICY_NUMBER:P N one nine zero seven seven two three] sorry i mean [POLICY_NUMBER:P N one nine zero seven seven two eight]',
    'hi before you ask my birthday is [DATE_OF_BIRTH:eleven twenty three ninety one] and my loan account is [BANK_ACCOUNT_NUMBER:four oh oh six two nine one eight seven three]',
    'hi my left hearing aid has stopped working',
    'hello i need more batteries sent out',
    'hi i missed my hearing test on tuesday can i rebook',
    'hello the dome came off inside my ear',
    'hi my aftercare plan number is [POLICY_NUMBER:C S W six zero five two eight] and the aid keeps whistling',
    'hello its [NAME:percival lowther] calling for my mother she has lost a hearing aid',
    'hi i am ringing for my dad his date of birth is [DATE_OF_BIRTH:the second of july nineteen thirty eight]',
    'hi our panels have not produced anything since the storm',
    'hello the inverter is showing a red light',
    'hi i want to know about adding a battery',
    'hello the net metering credit is missing from my bill',
    'hi my panel warranty number is [POLICY_NUMBER:B S four seven seven one nine two zero] and {three} panels are cracked',
    'hello my account with you is [BANK_ACCOUNT_NUMBER:five nine two two eight oh four one] and the loan payment went out twice',
    'hi my boiler keeps losing pressure',
    'hello we have had no hot water for {three} days',
    'hi the engineer never turned up this morning',
    'hello i want to book the annual service',
    'hi the boiler cover policy number is [POLICY_NUMBER:W B C three one eight eight two four] and the boiler is banging',
    'hello my date of birth is [DATE_OF_BIRTH:nineteen sixty eight the thirtieth of april] and the boiler is leaking',
    'hi the account the cover comes out of is [BANK_ACCOUNT_NUMBER:three eight one one seven two nine six] and i want to cancel',
    'hi you can reach me on [PHONE:oh seven seven one two four eight nine zero three six] the engineer has my old number',
    'hi i want to apply for a car loan',
    'hello there is a charge on my card i do not recognise',
    'hi can i move money from my share account to checking',
    'hello my direct deposit has not shown up',
    'hi my share account is [BANK_ACCOUNT_NUMBER:seven seven oh two one five four] and my date of birth is [DATE_OF_BIRTH:march the twenty first nineteen seventy nine]',
    'hello the loan protection policy is [POLICY_NUMBER:L P nine four two zero three six] i lost my job last month',
    'hi my email is [EMAIL:solomon underscore sandoval at comcast dot net] i never got my statement',
    'hi i want to book piano lessons for my daughter',
    'hello my son wants to swap from guitar to drums',
    'hi the violin we hire from you has a cracked bridge',
    'hello i was charged for a lesson the teacher cancelled',
    'hi the instrument hire agreement is [POLICY_NUMBER:M H stroke six one three nine seven] and the violin is cracked',
    'hello its [NAME:rhiannon marchetti] can i move my lesson to thursday',
    'hi i want to check what my funeral plan covers',
    'hello my father passed away last week and he had a plan with you',
    'hi can i pay the rest of my plan off in a single payment',
    'hello i would like to change the funeral director on my plan',
    'hi my funeral plan number is [POLICY_NUMBER:E F P eight two zero zero four one] and i want to add flowers',
    'hello i was born on [DATE_OF_BIRTH:the nineteenth of august forty six] and i pay for my plan monthly',
    'hi i pay from account [BANK_ACCOUNT_NUMBER:two zero four six eight eight one three] no wait [BANK_ACCOUNT_NUMBER:two zero four six eight eight one five] and the payment failed',
    'hello my postcode is [ADDRESS:T R eighteen four H W] and the engineer could not find us',
  ],
  firstNames: [
    'winifred',
    'augustin',
    'bronwen',
    'casimir',
    'delphine',
    'fergus',
    'giselle',
    'hamish',
    'imogen',
    'jethro',
    'marisol',
    'niall',
    'ottilie',
    'percival',
    'rhiannon',
    'solomon',
  ],
  lastNames: [
    'thistlewood',
    'adebayo',
    'kowalczyk',
    'mcgillivray',
    'pennington',
    'rutherford',
    'delacroix',
    'nakamura',
    'ellingham',
    'fitzgerald',
    'gallagher',
    'hollingsworth',
    'lowther',
    'marchetti',
    'oduya',
    'sandoval',
  ],
  streets: [...THIRTIETH_STREETS, ...THIRTIETH_US_STREETS],
  towns: [...THIRTIETH_TOWNS, ...THIRTIETH_US_TOWNS],
  emailDomains: THIRTIETH_DOMAINS,
  secrets: [
    'a hamster called nibbles',
    'saint bedes',
    'fish fingers',
    'miss pettigrew',
    'a ford anglia',
    'rhubarb crumble',
    'skegness',
    'mister benn',
    'tintagel',
    'auntie maureen',
    'a tortoise called speedy',
  ],
  ask: {
    name: [
      'could i start with your full name please',
      'and who am i speaking with today',
      'can i take the name on the account',
      'whose name is the plan under',
      'and your name is',
      'sorry i did not catch your name',
    ],
    account: [
      'can i take the account number please',
      'and the {eight} digit account number at the top of your statement',
      'which account would you like the refund paid into',
      'if you could read me your account number that would be great thanks',
      'your loan account number please',
      'the share account number please',
      'and the account number you pay from',
      'the customer account number on your letter please',
    ],
    policy: [
      'the pet health plan number please',
      'and the storage agreement number on your contract',
      'the booking protection policy number please',
      'can you read me the promissory note number',
      'your aftercare plan number please it starts with {three} letters',
      'the panel warranty number from your paperwork please',
      'and the boiler cover policy number',
      'the loan protection policy number please',
      'the instrument hire agreement number please',
      'and your funeral plan number if you have it to hand',
    ],
    membership: [
      'do you have your membership number',
      'the member number on your card please',
      'and the member number for the credit union',
      'the number on your ferry loyalty card please',
      'your family number with the music school please',
    ],
    card: [
      'which card would you like to pay with',
      'the long card number please',
      'just the last {four} of the card is fine',
      'the number on the front of the card please',
    ],
    dob: [
      'can i just confirm your date of birth',
      'and the date of birth please',
      'for security could i have your date of birth',
      'when were you born',
      'the date of birth of the plan holder please',
      'would you mind telling me your date of birth',
      'and your birthday day month and year',
    ],
    postcode: [
      'the postcode please',
      'and your zip code',
      'what postcode is the boiler at',
      'the postcode for the delivery please',
      'and what zip is the property in',
    ],
    address: [
      'the first line of your address please',
      'what address are the panels at',
      'and the address the engineer should go to',
      'where shall we post the batteries',
      'your home address please',
    ],
    secret: [
      'the answer to your security question please',
      'what was your first school',
      'your favourite food as a child',
      'the name of your first teacher',
      'your memorable word please',
      'the make of your first car',
    ],
    pin: [
      'your {four} digit pin please',
      'and the passcode on the account',
      'the gate code you set for the unit',
      'your telephone banking pin please',
    ],
    phone: [
      'a good number to call you back on',
      'your mobile number please',
      'the number the engineer can ring',
      'and a phone number in case the sailing changes',
    ],
    email: [
      'your email address please',
      'where should i send the confirmation',
      'the email on your account please',
      'an email for the receipt',
    ],
    reference: [
      'your national insurance number please',
      'your social security number please',
      'your nhs number please',
      'the passport number for the booking',
      'your driving licence number please',
    ],
  },
  answer: {
    name: ['$', 'its $', 'um its $', 'yeah its $', 'the name is $', 'this is $ speaking'],
    account: [
      '$',
      'its $',
      'um $',
      'er let me see $',
      'okay so $',
      'the number i have is $',
      '$ i think',
      '$ thats the one i opened {two} years ago',
    ],
    policy: ['$', 'its $', 'right um $', 'it says $', 'er $ on the letter', 'the number is $', '$ if that helps'],
    membership: ['$', 'its $', 'my number is $', 'er $'],
    card: ['$', 'its $', 'okay its $', 'right $'],
    dob: ['$', 'its $', 'um $', 'oh er $', 'i was born $', 'my birthday is $', '$ believe it or not'],
    postcode: ['$', 'its $', 'postcode is $', 'um $', 'zip is $'],
    address: ['$', 'its $', 'we live at $', 'its $ thats the house', 'um $'],
    secret: ['$', 'its $', 'i think i put $', 'probably $', 'er $'],
    pin: ['$', 'its $', 'um $', 'the pin is $'],
    phone: ['$', 'its $', 'my mobile is $', 'ring me on $', 'you can get me on $ after {five}'],
    email: ['$', 'its $', 'the email is $', 'er $', 'send it to $'],
    reference: ['$', 'its $', 'okay $', 'the number is $', 'um $'],
  },
  agentOrdinary: [
    'a standard consultation is {forty eight} pounds',
    'the plan covers {two} vaccinations a year',
    'boosters are due every {twelve} months',
    'flea treatment goes out every {three} months',
    'repeat prescriptions take {forty eight} hours',
    'the health plan is {nineteen ninety nine} a month',
    'we are open until {seven} on weekdays',
    'a {fifty} square foot unit is {eighty} pounds a month',
    'we need {fourteen} days notice to end the agreement',
    'the gate opens at {six} in the morning',
    'your opening {four} weeks are half price',
    'rent goes up by {five} percent once a year',
    'you can get to the unit {seven} days a week',
    'the crossing takes {two} hours and {twenty} minutes',
    'check in closes {forty five} minutes before sailing',
    'vehicles over {six} metres pay the long vehicle fare',
    'a cabin is {thirty five} pounds each way',
    'the next sailing is at {four fifteen}',
    'there are {three} sailings a day in winter',
    'your grace period is {six} months',
    'that plan caps payments at {ten} percent of your discretionary income',
    'forgiveness comes after {one hundred and twenty} qualifying payments',
    'forbearance can be up to {twelve} months at a time',
    'your balance is {twenty three thousand four hundred} dollars',
    'it can take {thirty} days to process',
    'batteries last about {five} to {seven} days',
    'you use size {three hundred and twelve} batteries',
    'there is a {sixty} day trial on new aids',
    'a hearing test takes about {forty five} minutes',
    'the aftercare plan is {nine} pounds a month',
    'we can see you on the {seventeenth} at {ten thirty}',
    'your system is {twenty four} panels',
    'that is a {nine point six} kilowatt system',
    'the panels are warranted for {twenty five} years',
    'the inverter has a {twelve} year warranty',
    'a battery starts at about {eleven thousand} dollars',
    'a technician can be out within {five} business days',
    'you exported {four hundred and twelve} kilowatt hours last month',
    'the pressure should sit at about {one point five} bar',
    'an engineer can come between {eight} and {one} on thursday',
    'the annual service is {eighty five} pounds',
    'cover is {fourteen} pounds a month',
    'we aim to attend within {twenty four} hours',
    'there is a {sixty} pound excess per callout',
    'boilers over {fifteen} years old are not covered for parts',
    'car loans start at {five point nine} percent',
    'you can borrow over {thirty six} or {sixty} months',
    'transfers over {five hundred} dollars need a call back',
    'direct deposits post by {nine} in the morning',
    'you need {five} dollars in the share account to stay a member',
    'a dispute takes up to {ten} business days',
    'lessons are {thirty} minutes long',
    'a term is {eleven} weeks',
    'half hour lessons are {eighteen} pounds',
    'violin hire is {twelve} pounds a month',
    'grade {three} exams are in june',
    'we need {two} weeks notice to stop lessons',
    'the plan can be paid over {twelve} to {one hundred and twenty} months',
    'the plan price is {four thousand three hundred and ninety five} pounds',
    'you can cancel within {thirty} days for a full refund',
    'plans are open to anyone over {fifty}',
    'a claim is paid within {five} working days',
    'i can book you in for the {twenty second}',
    'i will call you back within {two} hours',
  ],
  customerOrdinary: [
    'my dog is {nine} years old',
    'we have had the unit about {eighteen} months',
    'there are {four} of us and the car',
    'the van is about {six} metres long',
    'i borrowed about {twenty eight thousand}',
    'i have been paying for {seven} years',
    'i am {seventy four} this year',
    'both aids are about {three} years old',
    'we have {eighteen} panels on the roof',
    'the bill was {three hundred and ten} dollars',
    'the boiler is about {twelve} years old',
    'the gauge says {nought point five}',
    'she has been learning for {two} years',
    'she is {eight} and a complete beginner',
    'i have called {three} times this week',
    'i was on hold for {forty} minutes',
  ],
  closings: [
    'cheers $ speak soon',
    'lovely thanks $ have a good afternoon',
    'all done $ look after yourself',
    'thank you very much $ goodbye now',
  ],
  stalls: [
    'hold on the statement is upstairs',
    'sorry the dog is barking give me a sec',
    'er let me just open the app',
    'hang on its on the back of the letter somewhere',
    'wait while i get my purse',
    'um bear with me i wrote it in my diary',
  ],
  readbacks: ['so that is $', 'let me check $ is that right', 'i have got $', 'repeating that back $', 'great so $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.12,
  shuffle: true,
  stallChance: 0.08,
  spelling: {
    ask: ['and can you spell the surname', 'how do you spell your last name', 'could you spell that for me please'],
    answer: ['$', 'yep $', 'thats $', 'it is spelled $'],
    spell: (h, word) => thirtiethSpell(h, word, h.random() < 0.5 ? 0 : 0.4),
  },
  addressing: ['lovely thanks <first>', 'perfect <first>', 'okay <full> thank you', 'thanks for that <first>', 'cheers <first>'],
  corrections: {
    self: ['# wait no $', '# oh hang on thats wrong its $', '# sorry let me start again $', '# um no i read that wrong $'],
    misheard: ['not quite its $', 'no the end is wrong its $', 'close but it should be $', 'sorry no $'],
    chance: 0.06,
  },
  continuing: {
    prompts: ['okay', 'got that much', 'right and the rest', 'uh huh', 'keep going'],
    rest: ['$', 'then $', 'and then $ thats the lot', 'followed by $'],
    unbroken: [...(TWENTYNINTH.continuing?.unbroken ?? []), ...THIRTIETH_PINNING, 'slash', 'stroke', 'hyphen', 'dash'],
    chance: 0.1,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['margaret', 'owen', 'claire', 'patrick', 'june'])} ${last}`;
      if (roll < 0.21) return `${first} ${last} hyphen ${h.pick(['jones', 'hayward', 'lyle'])}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, which in "two thousand and six" reads oddly. */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1932 + Math.floor(random() * 68));
      const padded = (n: number) => tenthTwo(h, Math.floor(n / 10), n % 10);
      return thirtiethSaid(
        h,
        'dob',
        [
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${named} the ${ordinal} ${whole}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `${ordinal} of ${named} ${whole}`,
        ],
        [
          () => `${CARDINALS[month - 1]} slash ${CARDINALS[day - 1]} slash ${tenthTwo(h, c, d)}`,
          () => `${CARDINALS[day - 1]} ${CARDINALS[month - 1]} ${short}`,
          () => `${named} ${CARDINALS[day - 1]} ${whole}`,
          () => `the ${ordinal} of ${named} ${c > 0 ? `nineteen hundred and ${plainTwo(c, d)}` : whole}`,
          () => `${padded(month)} ${padded(day)} ${short}`,
          () => `${whole} on the ${ordinal} of ${named}`,
          () => `${tenthOnForm(h, day)} dash ${tenthOnForm(h, month)} dash ${yearSaid(h, year)}`,
          () => `${ordinal} ${named} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => `the ${ordinal} ${named} ${short}`,
          () => `${ordinal} of the ${ORDINALS[month - 1]} ${whole}`,
          () => `${named} the ${ordinal} in ${short}`,
        ],
        THIRTIETH_PLAIN.dob,
      );
    },
    account: (h) =>
      thirtiethSaid(
        h,
        'account',
        [
          () => plainDigits(h, 8),
          () => plainDigits(h, 7 + Math.floor(h.random() * 4)),
          () => plainDigits(h, 10, 1),
          () => `${thirtiethLetters(h, 2)} ${plainDigits(h, 6)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 8, 1)),
          () => thirtiethThousands(h, 6),
          () => tenthOneByOne(h, withRun(h, 9)),
          () => inChunks(h, [2, 3, 3]),
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 5)}`,
          () => inHundreds(h, tenthDigitList(h, 6, 1)),
          () => `${fourAsOne(h, ...thirtiethFour(h))} ${tenthOneByOne(h, withRun(h, 4))}`,
          () => `${thirtiethLetters(h, 2, 0.8)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${plainTwo(...(tenthDigitList(h, 2, 1) as [number, number]))} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 4, 1)} slash ${plainDigits(h, 4)}`,
        ],
        THIRTIETH_PLAIN.number,
      ),
    policy: (h) =>
      thirtiethSaid(
        h,
        'policy',
        [
          () => `${thirtiethLetters(h, 3)} ${plainDigits(h, 6)}`,
          () => `${thirtiethLetters(h, 1)} ${plainDigits(h, 8)}`,
          () => plainDigits(h, 9, 1),
          () => `${thirtiethLetters(h, 2)} ${plainDigits(h, 5)} ${thirtiethLetters(h, 1)}`,
          () => `${thirtiethLetters(h, 2)} ${plainDigits(h, 7)}`,
        ],
        [
          () => `${thirtiethLetters(h, 2, 0.7)} ${plainDigits(h, 7)}`,
          () => `${thirtiethLetters(h, 2)} slash ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${thirtiethLetters(h, 3, 0.4)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${thirtiethLetters(h, 1)} dash ${fourAsOne(h, ...thirtiethFour(h))} dash ${plainDigits(h, 3)}`,
          () =>
            `${thirtiethLetters(h, 2, 0.3)} ${h.pick(['twenty nineteen', 'twenty twenty one', 'twenty twenty two', 'two thousand and eighteen'])} ${plainDigits(h, 4)}`,
          () => `${thirtiethLetters(h, 2)} ${tenthOneByOne(h, withRun(h, 7))}`,
          () => `${thirtiethLetters(h, 2, 0.5)} ${thirtiethThousands(h, 6)}`,
          () => `${plainDigits(h, 4, 1)} stroke ${plainDigits(h, 2)} ${thirtiethLetters(h, 2)}`,
          () => `${thirtiethLetters(h, 2, 0.6)} ${inChunks(h, [3, 3])}`,
          () => `${thirtiethLetters(h, 1, 0.7)} hyphen ${plainDigits(h, 7)}`,
        ],
        THIRTIETH_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 6, 1),
          () => `${thirtiethLetters(h, 1)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 5, 1)} ${thirtiethLetters(h, 2)}`,
        ],
        [
          () => thirtiethThousands(h, 5),
          () => inPairs(h, tenthDigitList(h, 6, 1)),
          () => `${thirtiethLetters(h, 1, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 4)}`,
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [4, 5], 0.35)], 0.6),
    postcode: (h) => thirtiethPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.55 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0, e = 0] = tenthDigitList(h, 5, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(THIRTIETH_STREETS)} ${pick(THIRTIETH_TOWNS)}`,
              () => `${pick(CARDINALS.slice(0, 20))} ${pick(['B', 'C', 'D'])} ${pick(THIRTIETH_STREETS)} ${pick(THIRTIETH_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 12))} ${pick(['the old bakery', 'ferry house', 'the granary'])} ${pick(THIRTIETH_STREETS)} ${pick(THIRTIETH_TOWNS)}`,
              () =>
                `${pick(['kittiwake cottage', 'the old forge', 'rowan lodge', 'bell house'])} ${pick(THIRTIETH_STREETS)} ${pick(THIRTIETH_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(THIRTIETH_US_STREETS)} ${pick(THIRTIETH_US_TOWNS)}`,
              () => `${inChunks(h, [2, 3], [a, b, c, d, e])} ${pick(THIRTIETH_US_STREETS)} ${pick(THIRTIETH_US_TOWNS)}`,
              () =>
                `${fourAsOne(h, a, b, c, d)} ${pick(THIRTIETH_US_STREETS)} unit ${pick(CARDINALS.slice(0, 20))} ${pick(THIRTIETH_US_TOWNS)}`,
              () => `${plainDigits(h, 4, 1)} ${pick(THIRTIETH_US_STREETS)} ${pick(THIRTIETH_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${thirtiethPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => fourAsOne(h, ...thirtiethFour(h)), () => tenthOneByOne(h, withRun(h, 4))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `oh two oh ${plainDigits(h, 8)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `double oh four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `plus four four one ${inChunks(h, [3, 3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], [...tenthDigitList(h, 3, 2), ...tenthDigitList(h, 4)])}`,
          () => `plus one ${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${inPairs(h, tenthDigitList(h, 4))}`,
          () => `oh seven ${inChunks(h, [3, 3, 3])}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${fourAsOne(h, ...thirtiethFour(h))}`,
          () => `oh one ${tenthOneByOne(h, withRun(h, 9))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(THIRTIETH_DOMAINS);
      /** An initial, or the whole first name where the initial is A (which flite would say as "uh"). */
      const initial = first.startsWith('a') ? first : first[0]!.toUpperCase();
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${initial} ${last} at ${domain}`,
        () => `${first} underscore ${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} hyphen ${last} at ${domain}`,
        () => `${last} ${initial} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} ${plainTwo(a, b)} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${thirtiethLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 3)} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
        ],
        [
          () => `${thirtiethLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${plainDigits(h, 4)}`,
          () => inChunks(h, [3, 3, 4]),
          () => inHundreds(h, tenthDigitList(h, 9, 1)),
          () => `${thirtiethLetters(h, 1, 0.5)} ${plainDigits(h, 8)}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the thirty-first set hang on a letter: the radio alphabet mostly, now and then a place. */
const THIRTYFIRST_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'belfast'],
  C: ['charlie', 'cardiff'],
  D: ['delta', 'delta', 'dover'],
  E: ['echo', 'exeter'],
  F: ['foxtrot', 'france'],
  G: ['golf', 'glasgow'],
  H: ['hotel', 'hull'],
  I: ['india', 'italy'],
  J: ['juliet', 'jersey'],
  K: ['kilo', 'kent'],
  L: ['lima', 'leeds'],
  M: ['mike', 'mike', 'madrid'],
  N: ['november', 'norway'],
  O: ['oscar', 'oxford'],
  P: ['papa', 'paris'],
  Q: ['quebec'],
  R: ['romeo', 'rome'],
  S: ['sierra', 'sydney'],
  T: ['tango', 'texas'],
  U: ['uniform', 'utah'],
  V: ['victor', 'vienna'],
  W: ['whiskey', 'wales'],
  X: ['x ray'],
  Y: ['yankee', 'york'],
  Z: ['zulu'],
};
/** Every word the thirty-first set hangs on a letter, so a value said over two turns never breaks beside one. */
const THIRTYFIRST_PINNING = [...new Set(Object.values(THIRTYFIRST_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))))];
/** Capitals pinned down "K as in kilo", "P for paris", "D dover", "M like mike"; a doubled letter often said "double". */
const { letters: thirtyfirstLetters, spell: thirtyfirstSpell } = spokenCapitals({
  words: THIRTYFIRST_LETTER_WORDS,
  joiners: ['as in', 'for', '', 'like', 'for', 'as in'],
  doubled: 0.6,
});
/** A UK postcode, or (when not plain) a ZIP one by one with its runs said "double" or "triple", or in its printed groups. */
const thirtyfirstPostcode = ukOrUsPostcode({
  letters: thirtyfirstLetters,
  pinned: 0.35,
  zip: (h) => (h.random() < 0.5 ? tenthOneByOne(h, withRun(h, 5)) : zipInGroups(h)),
});
/**
 * Digits read off a screen group by group with a word between the groups, each group one by one (a run said "double"
 * or "triple"): "four seven two then six one eight", "nine nine oh space three one".
 */
const thirtyfirstBetween = (h: Helpers, sizes: readonly number[], between: string): string => {
  const ds = tenthDigitList(
    h,
    sizes.reduce((sum, size) => sum + size, 0),
    1,
  );
  let at = 0;
  return sizes.map((size) => tenthOneByOne(h, ds.slice(at, (at += size)))).join(` ${between} `);
};
/** `n` digits one by one, the first not nought and one or two of the rest nought, said "nought" the British way. */
const thirtyfirstNought = (h: Helpers, n: number): string => {
  const ds = tenthDigitList(h, n, 1);
  const noughts = 1 + Math.floor(h.random() * 2);
  for (let k = 0; k < noughts; k += 1) ds[1 + Math.floor(h.random() * (n - 1))] = 0;
  return ds.map((d) => (d === 0 ? 'nought' : DIGITS[d]!)).join(' ');
};

const THIRTYFIRST_STREETS = ['spindle lane', 'cooperage row', 'tanpit close', 'wherry walk', 'lamplighters yard', 'nightjar rise'];
const THIRTYFIRST_TOWNS = ['alnwick', 'lostwithiel', 'brecon', 'settle', 'dornoch', 'saffron walden', 'tenterden'];
const THIRTYFIRST_US_STREETS = ['bittersweet lane', 'copper kettle road', 'sugar maple drive', 'meadowlark court'];
const THIRTYFIRST_US_TOWNS = ['missoula', 'galena', 'bozeman', 'paducah', 'keene', 'oshkosh'];
const THIRTYFIRST_DOMAINS = [
  'btinternet dot com',
  'icloud dot com',
  'yahoo dot co dot uk',
  'verizon dot net',
  'gmx dot com',
  'live dot co dot uk',
  'att dot net',
  'outlook dot com',
];
/**
 * How often the thirty-first set's account and policy-like numbers (`number`) and dates of birth (`dob`) are said the
 * plain way (the harder ways taken in turn down each list, thirtyfirstSaid). A date in words is never said over two
 * turns, so it takes its harder forms a little more often; with the values volunteered in the first turn, the stalls,
 * values over two turns, corrections and read-backs, about a third of the three are said the harder ways.
 */
const THIRTYFIRST_PLAIN = { dob: 0.62, number: 0.74 } as const;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the other sets'. */
const thirtyfirstSaid = harderInTurn();
/** Four random digits, the first not nought, for fourAsOne. */
const thirtyfirstFour = (h: Helpers): [number, number, number, number] => tenthDigitList(h, 4, 1) as [number, number, number, number];

/**
 * The thirty-first held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a
 * bicycle repair workshop, a scaffolding hire firm, a US pet microchip registry, a cinema with an unlimited card, a US
 * passport expediting service, a sash window restorer, a community transport dial-a-ride service, a US axe throwing
 * venue, a puppy training school and a US personal medical alarm company, trades no earlier set has called, about gears
 * slipping after a service, a chain never asked for, an electric bike battery, a buckled wheel and a bike to collect, a
 * scaffold left up past its hire, extra weeks charged, an alarm going off at night, a council licence run out and an
 * adaptation for a roofer, a chip to update after a move, a lost cat and a found dog, a chip transferred and a renewal
 * not wanted, an unlimited card charged twice, a wrong showing, a wheelchair space, a guest pass and a film that stopped,
 * a rushed passport not back, a flight in nine days, a changed name and a child's passport, windows painted shut, a
 * draught, a snapped cord and a deposit, a hospital trip, a driver who never came, a wheelchair on the bus and a
 * membership renewal, a birthday lane, a moved booking, a deposit and a league, a missed puppy class, a private
 * session, free puppy insurance that started charging, a pendant that went off by itself, a beeping base unit, a
 * responder added and monitoring cancelled; a date of birth, an account number (the customer, trade, order or
 * monitoring account, or the bank account a deposit came from or a refund goes back to) and a policy-like number (cycle
 * care plan, scaffold hire contract, lifetime protection plan, ticket refund cover policy, service guarantee policy,
 * insurance backed guarantee certificate, passenger agreement, signed waiver, puppy insurance policy or monitoring
 * service agreement number) asked in every call, seven items a call; those three said plainly about two thirds of the
 * time (digits one by one with zero said "zero" or "oh", bare capitals before, after or either side of the digits,
 * "the fifth of march nineteen seventy two", "march the fifth …", "fifth march …", "march fifth …"); the rest the
 * harder ways, taken in turn down each list: digits in pairs, in hundreds, in printed groups (inChunks), eight digits
 * as two four-digit numbers (fourAsOne), runs said "double" and "triple", groups read off a screen with "then" or
 * "space" between them (thirtyfirstBetween), zeros said "nought" (thirtyfirstNought), letters pinned down with the radio
 * alphabet and now and then a place ("K as in kilo", "P for paris", "D dover", "L like leeds"), "dash", "slash",
 * "stroke" and "hyphen" inside account and plan numbers, a plan's year said as a number; birth dates as a named month,
 * an ordinal and a short year ("march fifth seventy two"), month and day as numbers before the whole year (US order,
 * "three five nineteen seventy two"), all eight digits of day, month and year one by one, "the fifth of the third
 * seventy two", the year first ("nineteen seventy two march the fifth"), month, day and year off a form with "slash"
 * and the year said any way, a cardinal day before a named month ("five march nineteen seventy two"), day, month and
 * short year with "dot", "the fifth of march in …" with the year any way, a named month and ordinal with the year digit
 * by digit, and padded day and month with a short year (UK order, "oh five oh three seventy two"); questions asked
 * politely, indirectly ("i just need to take you through security so …"), with trailing words and now and then two at
 * once ("and is that the one the direct debit comes from"); callers stalling ("wait the puppy has run off with the
 * letter"), giving a value in two pieces with the agent saying "mm hm" or "and the rest" between, correcting themselves
 * and the agent's read-back; values volunteered in the caller's first words (a date of birth US style, an account in
 * pairs, an account started in hundreds and said again digit by digit, a date of birth started wrong and corrected, a
 * name and an e-mail address, a phone number with "area code" and a date of birth together, a ZIP with "double"); names
 * with middle initials and middle names and now and then a double-barrelled surname, surnames spelled with bare
 * capitals, "double" and some letters pinned down; card numbers in fours and last fours; UK mobiles and landlines, "double
 * oh four four" and "plus four four", US numbers with "area code", "plus one" and dashes; national insurance, NHS,
 * passport, social security and driving licence numbers; UK postcodes, ZIPs with "double" or in printed groups and ZIP+4
 * codes; UK addresses with flats, house names and a letter after the number, US addresses with units and five-digit
 * house numbers; e-mail addresses with dots, underscores, initials, numbers and a year; and ordinary numbers beside them
 * that must survive (service prices, hours for a tune up, tyre sizes "seven hundred by twenty eight", days a bike is
 * held, weeks of hire and a week's price, licence days, lift heights, hours of notice, a yearly fee "nineteen ninety
 * five", business days, miles, a cinema card "seventeen ninety nine" a month, a discount in percent, showing times,
 * running times, screen numbers, guest visits, an expedite fee, days before travel, photo inches, a window's price,
 * guarantee years, a deposit in percent, weeks booked up, fitters' hours, a trip's fare, wheelchairs on a bus, minutes a
 * driver waits, a radius in miles, lane prices, throwers per lane, a minimum age, league weeks, hours to cancel, course
 * weeks, class minutes, puppies in a class, a monthly monitoring price, battery years, a range in feet, responders,
 * seconds to answer, appointment dates and times; and the callers' miles ridden, a bike's age, weeks a scaffold has
 * been up, storeys, a dog's age, pets, cinema visits, people coming, a travel date, windows, a house built in "eighteen
 * ninety", a mother's age, an appointment time, a puppy's age in weeks, hours worn, minutes on hold and an amount paid).
 * Authored and recognised before any change for it.
 */
const THIRTYFIRST: Pools = {
  voices: [
    ['kal', 'rms'],
    ['slt', 'kal16'],
    ['awb', 'rms'],
    ['rms', 'kal'],
    ['kal16', 'awb'],
    ['slt', 'rms'],
    ['awb', 'slt'],
  ],
  greetings: [
    'spokewise cycle workshop this is [NAME:gethin] how can i help',
    'hello spokewise cycles',
    'tallpoles scaffolding hire [NAME:dean] speaking',
    'good morning tallpoles scaffolding',
    'petlink microchip registry this is [NAME:keisha] how may i help you',
    'thank you for calling petlink registry',
    'the regal picturehouse members line [NAME:tamsin] speaking',
    'hi you are through to the regal picturehouse',
    'swiftpass passport expediting this is [NAME:darnell] how can i help you today',
    'sash and sill restoration [NAME:nerys] speaking',
    'hello sash and sill window restoration',
    'village wheels dial a ride bookings [NAME:pauline] speaking',
    'good afternoon village wheels community transport',
    'lumberjack lanes axe throwing this is [NAME:cody] what can i do for you',
    'happy paws puppy school [NAME:harriet] speaking how can i help',
    'guardian alert medical alarms this is [NAME:rosa] how can i help you',
    'hello guardian alert monitoring',
  ],
  reasons: [
    'hi i had my bike serviced last week and the gears are slipping again',
    'hello you charged me for a new chain and i never asked for one',
    'hi the battery on my electric bike will not hold a charge',
    'hello my back wheel is buckled can you fit me in',
    'hi is my bike ready to collect yet',
    'hi my cycle care plan is [POLICY_NUMBER:C C double four one nine oh two] and i want the free tune up',
    'hello its [NAME:lorcan quigley] i left a road bike with you on saturday',
    'hi the scaffold on our house was meant to come down last friday',
    'hello we have been charged for {three} extra weeks of scaffold hire',
    'hi the alarm on the scaffolding keeps going off at night',
    'hello the council says the scaffold licence has run out',
    'hi i need the scaffold adapted so the roofer can get to the chimney',
    'hello my hire contract number is [POLICY_NUMBER:T P stroke two oh two three stroke eight eight one six] and i want to extend it',
    'hi my trade account is [BANK_ACCOUNT_NUMBER:seven three nought one nine four four] and the invoice is wrong',
    'hi we moved and i need to update the address on my dogs chip',
    'hello my cat got out last night and i want to report her missing',
    'hi i bought a puppy and need the chip transferred into my name',
    'hello i was charged {nineteen ninety five} for a premium renewal i did not want',
    'hi my dog was found and the shelter could not reach me',
    'hi my birthday is [DATE_OF_BIRTH:six twenty two eighty four] and i set up the account years ago',
    'hello my lifetime protection plan is [POLICY_NUMBER:L P nine oh three three one seven] and my dog is lost',
    'hi my unlimited card payment came out twice this month',
    'hello i booked the wrong showing can i swap it',
    'hi can i book a wheelchair space for saturday',
    'hello my guest pass did not work at the till',
    'hi the film stopped halfway through and i want a refund',
    'hi my membership number is [MEMBERSHIP_NUMBER:R P two eight one one five zero] and it will not scan',
    'hello its [NAME:esme villanueva] my date of birth is [DATE_OF_BIRTH:the third of october nineteen ninety] and i cannot log in',
    'hi i paid for the rush service and my passport still is not here',
    'hello i fly out in {nine} days and need my passport back',
    'hi i need to renew my passport and my name has changed',
    'hello i am applying for my son and he is {six}',
    'hello my order account is [BANK_ACCOUNT_NUMBER:forty one ninety two oh six seventy three] and i want to check the status',
    'hi my date of birth is [DATE_OF_BIRTH:eleven oh four nineteen seventy six] wait no [DATE_OF_BIRTH:eleven oh five nineteen seventy six] and the form has it wrong',
    'hi our sash windows are painted shut again',
    'hello there is still a draught round the bay window you restored',
    'hi a sash cord snapped on the front window',
    'hello i paid a deposit and nobody has been in touch',
    'hi i want a quote for {six} windows',
    'hello the guarantee certificate is [POLICY_NUMBER:S S G four seven two oh nine one] and the window is rattling',
    'hi the deposit came out of account [BANK_ACCOUNT_NUMBER:two two six nine eight one oh four] and i want it back',
    'hi i need a ride to the hospital on thursday',
    'hello the driver never came for me this morning',
    'hi can i bring my wheelchair on the bus',
    'hello i want to renew my membership',
    'hi i am booking for my mother she is {eighty seven}',
    'hi its [NAME:wilfred hargreaves] i have a hospital appointment at {ten} past {ten}',
    'hello i was born on [DATE_OF_BIRTH:the twenty first of the fourth thirty nine] and i need to rebook my trip',
    'hi my passenger agreement number is [POLICY_NUMBER:V W one six six two nought four] and my address has changed',
    'hi i want to book a lane for a birthday party of {twelve}',
    'hello can i move our booking from {seven} to {nine}',
    'hi we paid a deposit of {fifty} dollars and want to cancel',
    'hello does my son need to be {eighteen} to throw',
    'hi i want to join the tuesday night league',
    'hi the waiver number is [POLICY_NUMBER:W V X dash forty one twenty eight oh six] and it has my wrong name',
    'hello the card ending [CREDIT_DEBIT_NUMBER:four one one seven] was charged twice',
    'hi we missed the puppy class on sunday can we catch up',
    'hello our puppy keeps biting can we book a private session',
    'hi the free puppy insurance you set up has started charging me',
    'hello can i move to the saturday course',
    'hi our puppy is {fourteen} weeks old is that too young',
    'hello the puppy insurance policy is [POLICY_NUMBER:H P P three zero zero eight five one] and i want to claim for a vet visit',
    'hi its [NAME:maeve oyelaran] and my email is [EMAIL:maeve dot oyelaran at icloud dot com] i never got the joining details',
    'hi my moms pendant went off by itself last night',
    'hello the base unit keeps beeping',
    'hi i want to add my daughter as a responder',
    'hello i want to cancel the monitoring for my father he has gone into a home',
    'hi does the fall detection cost extra',
    'hi my service agreement number is [POLICY_NUMBER:G L four four two nine one eight] and the button is not working',
    'hello my account number is [BANK_ACCOUNT_NUMBER:nine hundred and twelve six oh seven four five] sorry [BANK_ACCOUNT_NUMBER:nine one two six oh seven four five] the pendant is dead',
    'hi call me back on [PHONE:area code four one two five five five oh one nine eight] my date of birth is [DATE_OF_BIRTH:march ninth nineteen fifty]',
    'hello my zip code is [ADDRESS:one five two double oh] and the technician went to the wrong house',
  ],
  firstNames: [
    'cordelia',
    'ignatius',
    'philippa',
    'lorcan',
    'maeve',
    'thaddeus',
    'henrietta',
    'desmond',
    'esme',
    'barnaby',
    'clementine',
    'ezekiel',
    'juniper',
    'wilfred',
    'rosalind',
    'kwame',
  ],
  lastNames: [
    'okonkwo',
    'brackenbury',
    'lindqvist',
    'mulholland',
    'abernethy',
    'villanueva',
    'prendergast',
    'whitlock',
    'castellano',
    'nightingale',
    'oyelaran',
    'hargreaves',
    'tremayne',
    'szymanski',
    'quigley',
    'beauchamp',
  ],
  streets: [...THIRTYFIRST_STREETS, ...THIRTYFIRST_US_STREETS],
  towns: [...THIRTYFIRST_TOWNS, ...THIRTYFIRST_US_TOWNS],
  emailDomains: THIRTYFIRST_DOMAINS,
  secrets: [
    'a budgie called kiwi',
    'saint aidans',
    'corned beef hash',
    'missus okafor',
    'a morris minor',
    'jam roly poly',
    'whitby',
    'bagpuss',
    'lindisfarne',
    'grandad stan',
    'a gerbil called pip',
  ],
  ask: {
    name: [
      'could i take your name please',
      'who do i have the pleasure of speaking to',
      'and whose name is the booking under',
      'can i get your first and last name',
      'your full name for me please',
      'sorry who am i talking to',
    ],
    account: [
      'can i take your account number please',
      'the account number on your invoice please',
      'and the trade account number',
      'which account should the refund go back to',
      'i will need your account number first if thats alright',
      'whats the account number the monthly fee comes out of',
      'the customer account number please it should be on your email',
      'the account number please and is that the one the direct debit comes from',
      'could you read the account number out for me slowly',
    ],
    policy: [
      'the cycle care plan number please',
      'and the hire contract number on your paperwork',
      'your lifetime protection plan number please',
      'the ticket refund cover policy number',
      'the service guarantee policy number on your order',
      'the guarantee certificate number please it starts with {three} letters',
      'your passenger agreement number please',
      'the waiver number from your confirmation',
      'the puppy insurance policy number please',
      'and the monitoring service agreement number',
      'have you got the policy number there by any chance',
    ],
    membership: [
      'your membership number please',
      'the number on your unlimited card',
      'your league membership number',
      'the member number on your bus card',
      'your premium member number',
    ],
    card: [
      'which card are you paying with',
      'the long number on the card please',
      'just the last {four} digits of the card',
      'the card number when you are ready',
    ],
    dob: [
      'can you confirm your date of birth for me',
      'and your date of birth please',
      'i just need to take you through security so your date of birth to start',
      'when is your birthday',
      'the date of birth on the account please',
      'could you give me your date of birth and tell me if you are still at the same address',
      'whats your date of birth there',
      'and the passengers date of birth please',
    ],
    postcode: [
      'and the postcode',
      'whats the postcode there please',
      'your zip code',
      'the postcode where the scaffold is up',
      'and what zip should we have on file',
    ],
    address: [
      'the first line of your address',
      'where should the driver pick you up',
      'and the address the windows are at',
      'whats your home address please',
      'the address we should send the new pendant to',
    ],
    secret: [
      'the answer to your security question please',
      'what was the name of your first pet',
      'where did you go to primary school',
      'your favourite pudding',
      'your childhood hero',
      'your memorable place',
    ],
    pin: ['your {four} digit pin please', 'the passcode on the account', 'the pin you use for the app', 'your security pin'],
    phone: [
      'a contact number please',
      'whats the best number to reach you on',
      'your mobile number',
      'the number the driver can call',
      'and a phone number for the responder',
    ],
    email: [
      'your email address please',
      'where shall i send the confirmation',
      'whats the email on the account',
      'an email for the booking',
    ],
    reference: [
      'your national insurance number please',
      'your social security number',
      'your nhs number please',
      'your old passport number',
      'your driving licence number',
    ],
  },
  answer: {
    name: ['$', 'its $', 'er its $', 'yes hi its $', 'my names $', 'you are speaking to $'],
    account: [
      '$',
      'its $',
      'er $',
      'right it says $',
      'okay here we go $',
      'the account number is $',
      '$ if i have read that right',
      'i have got $ on the email',
    ],
    policy: ['$', 'its $', 'hmm $', 'okay so its $', 'it reads $', 'on my paperwork it says $', '$ i think thats it'],
    membership: ['$', 'its $', 'the card says $', 'um $'],
    card: ['$', 'its $', 'okay $', 'ready $'],
    dob: ['$', 'its $', 'er $', 'yes its $', 'i was born on $', '$ yes', '$ sadly'],
    postcode: ['$', 'its $', 'the postcode is $', 'er $', 'the zip is $'],
    address: ['$', 'its $', 'i live at $', 'pick me up from $', 'er $'],
    secret: ['$', 'its $', 'i would have said $', 'probably $', 'um $ i think'],
    pin: ['$', 'its $', 'er $', 'okay its $'],
    phone: ['$', 'its $', 'my mobile is $', 'try $', 'you can get me on $ most days'],
    email: ['$', 'its $', 'the email is $', 'um $', 'its $ all lower case'],
    reference: ['$', 'its $', 'right $', 'its $ i think', 'er $'],
  },
  agentOrdinary: [
    'a full service is {eighty five} pounds',
    'a basic tune up takes about {two} hours',
    'we can fit you in on the {nineteenth}',
    'the care plan covers {two} services a year',
    'a new chain and cassette is {sixty four} pounds',
    'electric bike batteries have a {two} year warranty',
    'that is a {seven hundred} by {twenty eight} tyre',
    'we hold bikes for {fourteen} days after they are ready',
    'the minimum hire is {four} weeks',
    'each extra week is {ninety five} pounds',
    'the council licence lasts {twenty eight} days',
    'we can take the scaffold down on the {twelfth}',
    'an adaptation is {one hundred and twenty} pounds',
    'the hoist goes up to {six} metres',
    'we give {forty eight} hours notice before we come',
    'premium membership is {nineteen ninety five} a year',
    'a transfer takes up to {three} business days',
    'we alert shelters within {twenty five} miles',
    'there are {four} contacts on your account',
    'the lifetime plan was a single fee of {forty nine} dollars',
    'the unlimited card is {seventeen ninety nine} a month',
    'members get {ten} percent off food and drink',
    'the {seven forty five} showing is nearly full',
    'that film runs for {two} hours and {forty} minutes',
    'screen {four} has the wheelchair spaces',
    'you can bring a guest {four} times a year',
    'refunds go back within {five} working days',
    'the rush service is {eight} to {ten} business days',
    'the expedite fee is {two hundred and nineteen} dollars',
    'a same day appointment costs an extra {one hundred and fifty}',
    'a child passport is valid for {five} years',
    'we need it at least {fourteen} days before you travel',
    'the photo has to be {two} inches by {two} inches',
    'a full overhaul is about {five hundred and fifty} pounds a window',
    'the guarantee runs for {ten} years',
    'the deposit is {twenty five} percent',
    'we are booked up for {six} weeks',
    'the fitters arrive between {eight} and {nine}',
    'new cords are {thirty} pounds a pair',
    'membership is {twelve} pounds a year',
    'each trip is {three} pounds {fifty} return',
    'you need to book {forty eight} hours ahead',
    'the bus has room for {two} wheelchairs',
    'the driver will wait {five} minutes',
    'we cover about a {ten} mile radius',
    'pick ups start at {seven thirty} in the morning',
    'a lane is {forty} dollars an hour',
    'each lane takes up to {eight} throwers',
    'throwers must be at least {thirteen}',
    'the league runs for {eight} weeks',
    'we need {seventy two} hours to cancel',
    'the puppy course is {six} weeks',
    'classes are {fifty five} minutes',
    'the free insurance runs for {five} weeks',
    'a private session is {sixty five} pounds',
    'puppies can start from {ten} weeks',
    'there are no more than {six} puppies in a class',
    'monitoring is {thirty four ninety five} a month',
    'fall detection is an extra {ten} dollars',
    'the pendant battery lasts about {five} years',
    'the base unit reaches about {six hundred} feet',
    'you can have up to {five} responders',
    'we test the line every {thirty} days',
    'we answer within {thirty} seconds on average',
    'i can book you in for the {twenty third} at {eleven}',
    'that will be with you in {three} to {five} days',
  ],
  customerOrdinary: [
    'i ride about {forty} miles a week',
    'the bike is only {two} years old',
    'the scaffold has been up for {eleven} weeks',
    'its a {three} storey house',
    'my dog is {six} and has never been lost',
    'we have {two} cats and a rabbit',
    'i go to the pictures about {three} times a month',
    'there will be {four} of us',
    'i travel on the {twentieth}',
    'we have {nine} sash windows',
    'the house was built in {eighteen ninety}',
    'my mum is {ninety one}',
    'the appointment is at {two fifteen}',
    'there are {twelve} of us coming',
    'she is {twelve} weeks old',
    'he wears it {twenty four} hours a day',
    'i was on hold for {twenty five} minutes',
    'i paid {three hundred} pounds up front',
  ],
  closings: ['thanks $ take care', 'right you are $ bye for now', 'lovely $ have a good day', 'thank you $ all the best'],
  stalls: [
    'hang on i need my glasses',
    'sorry hold on the kettle is going',
    'give me a moment its in my emails',
    'er let me find the folder',
    'wait the puppy has run off with the letter',
    'hold on i am just pulling over',
  ],
  readbacks: ['thats $', 'so i have $', 'just to confirm $', 'reading that back $ is that correct', 'okay $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.15,
  shuffle: true,
  stallChance: 0.1,
  spelling: {
    ask: ['can you spell your surname for me', 'and how is the last name spelled', 'would you mind spelling that'],
    answer: ['$', 'sure $', 'its $', 'yes $'],
    spell: (h, word) => thirtyfirstSpell(h, word, h.random() < 0.5 ? 0 : 0.35),
  },
  addressing: ['thank you <first>', 'brilliant <first>', 'right <full> thanks', 'okay thanks <first>', 'lovely <first>'],
  corrections: {
    self: ['# no sorry $', '# oh wait thats not right $', '# hang on i got that wrong its $', '# er scrap that $'],
    misheard: ['no its $', 'not quite $', 'the last bit is wrong its $', 'nearly its $'],
    chance: 0.07,
  },
  continuing: {
    prompts: ['yep', 'okay go on', 'mm hm', 'and the rest', 'got that'],
    rest: ['$', 'and $', 'then $ thats it', 'last bit $'],
    unbroken: [...(THIRTIETH.continuing?.unbroken ?? []), ...THIRTYFIRST_PINNING, 'space', 'then', 'slash', 'stroke', 'hyphen', 'dash'],
    chance: 0.12,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['louise', 'gareth', 'rose', 'declan', 'mae'])} ${last}`;
      if (roll < 0.21) return `${first} ${last} hyphen ${h.pick(['price', 'fenwick', 'doyle'])}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, which in "two thousand and six" reads oddly. */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1930 + Math.floor(random() * 70));
      const padded = (n: number) => tenthTwo(h, Math.floor(n / 10), n % 10);
      return thirtyfirstSaid(
        h,
        'dob',
        [
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${named} the ${ordinal} ${whole}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
        ],
        [
          () => `${named} ${ordinal} ${short}`,
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${whole}`,
          () => tenthOneByOne(h, [Math.floor(day / 10), day % 10, Math.floor(month / 10), month % 10, a, b, c, d]),
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
          () => `${whole} ${named} the ${ordinal}`,
          () => `${tenthOnForm(h, month)} slash ${tenthOnForm(h, day)} slash ${yearSaid(h, year)}`,
          () => `${CARDINALS[day - 1]} ${named} ${whole}`,
          () => `${CARDINALS[day - 1]} dot ${CARDINALS[month - 1]} dot ${short}`,
          () => `the ${ordinal} of ${named} in ${yearSaid(h, year)}`,
          () => `${named} the ${ordinal} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => `${padded(day)} ${padded(month)} ${short}`,
        ],
        THIRTYFIRST_PLAIN.dob,
      );
    },
    account: (h) =>
      thirtyfirstSaid(
        h,
        'account',
        [
          () => plainDigits(h, 8),
          () => plainDigits(h, 6 + Math.floor(h.random() * 4)),
          () => plainDigits(h, 10, 1),
          () => `${thirtyfirstLetters(h, 2)} ${plainDigits(h, 6)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 8, 1)),
          () => thirtyfirstBetween(h, [4, 4], 'then'),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => inHundreds(h, tenthDigitList(h, 9, 1)),
          () => thirtyfirstNought(h, 8),
          () => `${fourAsOne(h, ...thirtyfirstFour(h))} ${fourAsOne(h, ...thirtyfirstFour(h))}`,
          () => inChunks(h, [3, 3, 2]),
          () => `${plainDigits(h, 2, 1)} dash ${plainDigits(h, 6)}`,
          () => `${thirtyfirstLetters(h, 2, 0.7)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => thirtyfirstBetween(h, [3, 3, 3], 'space'),
        ],
        THIRTYFIRST_PLAIN.number,
      ),
    policy: (h) =>
      thirtyfirstSaid(
        h,
        'policy',
        [
          () => `${thirtyfirstLetters(h, 2)} ${plainDigits(h, 7)}`,
          () => `${thirtyfirstLetters(h, 3)} ${plainDigits(h, 5)}`,
          () => `${thirtyfirstLetters(h, 1)} ${plainDigits(h, 7)} ${thirtyfirstLetters(h, 1)}`,
          () => plainDigits(h, 9, 1),
          () => `${thirtyfirstLetters(h, 2)} ${plainDigits(h, 6)}`,
        ],
        [
          () => `${thirtyfirstLetters(h, 2, 0.7)} ${plainDigits(h, 6)}`,
          () => `${thirtyfirstLetters(h, 2)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${thirtyfirstLetters(h, 3)} dash ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${thirtyfirstLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 7))}`,
          () => `${thirtyfirstLetters(h, 2)} ${thirtyfirstBetween(h, [3, 3], 'then')}`,
          () => `${thirtyfirstLetters(h, 2, 0.4)} ${fourAsOne(h, ...thirtyfirstFour(h))} ${plainDigits(h, 3)}`,
          () => `${thirtyfirstLetters(h, 2)} slash ${plainDigits(h, 2, 1)} slash ${plainDigits(h, 4)}`,
          () =>
            `${thirtyfirstLetters(h, 2)} ${h.pick(['twenty twenty three', 'twenty twenty', 'two thousand and nineteen', 'twenty twenty four'])} stroke ${plainDigits(h, 4)}`,
          () => `${thirtyfirstLetters(h, 1, 0.6)} hyphen ${thirtyfirstNought(h, 6)}`,
          () => `${inChunks(h, [3, 3, 3])} ${thirtyfirstLetters(h, 1)}`,
        ],
        THIRTYFIRST_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 7, 1),
          () => `${thirtyfirstLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 6, 1)} ${thirtyfirstLetters(h, 1)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 6, 1)),
          () => `${fourAsOne(h, ...thirtyfirstFour(h))} ${plainDigits(h, 3)}`,
          () => `${thirtyfirstLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => thirtyfirstBetween(h, [3, 4], 'then'),
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [4, 5], 0.4)], 0.6),
    postcode: (h) => thirtyfirstPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.55 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0, e = 0] = tenthDigitList(h, 5, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(THIRTYFIRST_STREETS)} ${pick(THIRTYFIRST_TOWNS)}`,
              () => `${pick(CARDINALS.slice(0, 20))} ${pick(['B', 'C', 'D'])} ${pick(THIRTYFIRST_STREETS)} ${pick(THIRTYFIRST_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 12))} ${pick(['the old chapel', 'mill house', 'the maltings'])} ${pick(THIRTYFIRST_STREETS)} ${pick(THIRTYFIRST_TOWNS)}`,
              () =>
                `${pick(['hawthorn cottage', 'the coach house', 'swallows rest', 'the old dairy'])} ${pick(THIRTYFIRST_STREETS)} ${pick(THIRTYFIRST_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(THIRTYFIRST_US_STREETS)} ${pick(THIRTYFIRST_US_TOWNS)}`,
              () => `${inChunks(h, [2, 3], [a, b, c, d, e])} ${pick(THIRTYFIRST_US_STREETS)} ${pick(THIRTYFIRST_US_TOWNS)}`,
              () =>
                `${fourAsOne(h, a, b, c, d)} ${pick(THIRTYFIRST_US_STREETS)} apartment ${pick(CARDINALS.slice(0, 20))} ${pick(THIRTYFIRST_US_TOWNS)}`,
              () => `${plainDigits(h, 4, 1)} ${pick(THIRTYFIRST_US_STREETS)} ${pick(THIRTYFIRST_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${thirtyfirstPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => fourAsOne(h, ...thirtyfirstFour(h)), () => tenthOneByOne(h, withRun(h, 4))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `zero seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => `oh seven ${inChunks(h, [3, 3, 3])}`,
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `double oh four four seven ${tenthOneByOne(h, withRun(h, 9))}`,
          () => {
            const [a = 2, b = 0, c = 0] = tenthDigitList(h, 3, 2);
            return `area code ${plainDigits(h, 3, 2)} ${tenthThree(h, a, b, c)} ${fourAsOne(h, ...thirtyfirstFour(h))}`;
          },
          () => `plus one ${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${inPairs(h, tenthDigitList(h, 4))}`,
          () => `oh one ${inHundreds(h, tenthDigitList(h, 9, 1))}`,
          () => `${plainDigits(h, 3, 2)} dash ${plainDigits(h, 3, 2)} dash ${inPairs(h, tenthDigitList(h, 4))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(THIRTYFIRST_DOMAINS);
      /** An initial, or the whole first name where the initial is A (which flite would say as "uh"). */
      const initial = first.startsWith('a') ? first : first[0]!.toUpperCase();
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${last} dot ${first} at ${domain}`,
        () => `${initial} dot ${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${first} underscore ${initial} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${first} nineteen ${plainTwo(a, b)} at ${domain}`,
        () => `${initial} ${last} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${thirtyfirstLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 3)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
        ],
        [
          () => `${thirtyfirstLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} dash ${inPairs(h, tenthDigitList(h, 2))} dash ${plainDigits(h, 4)}`,
          () => inChunks(h, [3, 3, 4]),
          () => inHundreds(h, tenthDigitList(h, 9, 1)),
          () => `${thirtyfirstLetters(h, 1, 0.5)} ${thirtyfirstNought(h, 8)}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the thirty-second set hang on a letter: the radio alphabet, and things from the kitchen and the garden. */
const THIRTYSECOND_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'butter'],
  C: ['charlie', 'carrot'],
  D: ['delta', 'daisy'],
  E: ['echo', 'egg'],
  F: ['foxtrot', 'fern'],
  G: ['golf', 'garden'],
  H: ['hotel', 'holly'],
  I: ['india', 'ivy'],
  J: ['juliet', 'jam'],
  K: ['kilo', 'kettle'],
  L: ['lima', 'lemon'],
  M: ['mike', 'mango'],
  N: ['november', 'nutmeg'],
  O: ['oscar', 'onion'],
  P: ['papa', 'parsnip'],
  Q: ['quebec'],
  R: ['romeo', 'rhubarb'],
  S: ['sierra', 'sugar'],
  T: ['tango', 'tulip'],
  U: ['uniform'],
  V: ['victor'],
  W: ['whiskey', 'walnut'],
  X: ['x ray'],
  Y: ['yankee', 'yellow'],
  Z: ['zulu'],
};
/** Every word the thirty-second set hangs on a letter, so a value said over two turns never breaks beside one. */
const THIRTYSECOND_PINNING = [...new Set(Object.values(THIRTYSECOND_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))))];
/** Capitals pinned down "B like butter", "T for tango", "P as in parsnip", "K kettle"; a doubled letter often said "double". */
const { letters: thirtysecondLetters, spell: thirtysecondSpell } = spokenCapitals({
  words: THIRTYSECOND_LETTER_WORDS,
  joiners: ['for', 'as in', 'like', '', 'for', 'as in', 'like'],
  doubled: 0.65,
});
/** A UK postcode, or (when not plain) a ZIP in pairs ("forty one oh two three") or one by one with a run said "double" or "triple". */
const thirtysecondPostcode = ukOrUsPostcode({
  letters: thirtysecondLetters,
  pinned: 0.3,
  zip: (h) => (h.random() < 0.5 ? inPairs(h, tenthDigitList(h, 5, 1)) : tenthOneByOne(h, withRun(h, 5))),
});
/**
 * `n` digits one by one, the first not nought and two or three of the rest nought, each nought said its own way ("oh",
 * "zero" or "nought"), the way a caller who cannot settle on one says them: "six oh one zero four nought".
 */
const thirtysecondNoughts = (h: Helpers, n: number): string => {
  const ds = tenthDigitList(h, n, 1);
  const noughts = 2 + Math.floor(h.random() * 2);
  for (let k = 0; k < noughts; k += 1) ds[1 + Math.floor(h.random() * (n - 1))] = 0;
  return ds.map((d) => (d === 0 ? h.pick(['oh', 'zero', 'nought']) : DIGITS[d]!)).join(' ');
};
/**
 * Digits in their printed groups with the separator printed between them said aloud ("forward slash", "dash",
 * "hyphen"), each group said one by one or as one number (inChunks): "four one two forward slash sixty eight ninety".
 */
const thirtysecondSeparated = (h: Helpers, sizes: readonly number[], between: string): string => {
  const ds = tenthDigitList(
    h,
    sizes.reduce((sum, size) => sum + size, 0),
    1,
  );
  let at = 0;
  return sizes.map((size) => inChunks(h, [size], ds.slice(at, (at += size)))).join(` ${between} `);
};
/** A UK mobile in the groups people say it in: five, three and three, five and six, or four, three and four. */
const thirtysecondMobile = (h: Helpers): string =>
  inChunks(
    h,
    h.pick([
      [5, 3, 3],
      [5, 6],
      [4, 3, 4],
    ]),
    [0, 7, ...tenthDigitList(h, 9)],
  );

const THIRTYSECOND_STREETS = [
  'potting shed lane',
  'greenhouse row',
  'cider press close',
  'baseline walk',
  'ostlers yard',
  'carriage drive',
];
const THIRTYSECOND_TOWNS = ['whitstable', 'malvern', 'keswick', 'totnes', 'skipton', 'ilfracombe', 'morpeth'];
const THIRTYSECOND_US_STREETS = ['prairie dog lane', 'old quarry road', 'campfire trail', 'willow creek drive'];
const THIRTYSECOND_US_TOWNS = ['laramie', 'bend', 'duluth', 'asheville', 'spearfish', 'kearney'];
const THIRTYSECOND_DOMAINS = [
  'aol dot com',
  'talktalk dot net',
  'protonmail dot com',
  'me dot com',
  'frontier dot com',
  'plus dot net',
  'virginmedia dot com',
  'hotmail dot co dot uk',
  'comcast dot net',
];
/**
 * How often the thirty-second set's account and policy-like numbers (`number`) and dates of birth (`dob`) are said the
 * plain way (the harder ways taken in turn down each list, thirtysecondSaid). A date is never said over two turns, so it
 * takes its harder forms a little more often; with the values volunteered in the first turn, the stalls, values over
 * two turns, corrections and read-backs, about a third of the three are said the harder ways.
 */
const THIRTYSECOND_PLAIN = { dob: 0.6, number: 0.72 } as const;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the other sets'. */
const thirtysecondSaid = harderInTurn();
/** Four random digits, the first not nought, for fourAsOne. */
const thirtysecondFour = (h: Helpers): [number, number, number, number] => tenthDigitList(h, 4, 1) as [number, number, number, number];

/**
 * The thirty-second held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a coach
 * holiday operator, a garden centre's loyalty club, a laptop repair depot, a bridal alterations shop, a lawn tennis
 * club, an MOT and servicing garage, a US moving truck and trailer rental firm, a US mattress store with a sleep trial,
 * a US children's summer camp and a US pet cremation service, trades no earlier set has called, about front seats on a
 * coach, a moved pickup point, a coat left on the coach, a balance due, a room without the sea view and a cancelled
 * tour, loyalty points not added, a birthday voucher run out, a magnolia that died under its guarantee, split compost
 * bags and a furniture care plan to cancel, a laptop sent by courier and not heard of, a screen quote that went up, a
 * laptop still overheating, a diagnostic fee and photos off a dead laptop, a hem still too long, a fitting to move, a
 * bustle come undone, what is left to pay and bridesmaids' dresses, a membership form that fails, junior coaching,
 * floodlights charged, a booking app that does not know a member and a racket not restrung, an MOT failed on the
 * brakes, a service that took all day, a courtesy car, a warning light back on and a service plan to cancel, extra
 * miles charged, a deposit not refunded, a one way truck, a broken hitch and a dolly, a mattress sent back in its sleep
 * trial, sagging, a missed delivery window, a stain and financing paid off, a camp session, an inhaler at camp, camp
 * cancelled with a broken arm, the camp bus and twins in one cabin, ashes to come back, a paw print and an urn, a name
 * spelled wrong on an urn and a preplan; a date of birth, an account number (the customer, job, billing or booking
 * account, or the bank account a direct debit comes from or a refund goes back to) and a policy-like number (holiday
 * protection certificate, plant guarantee, accidental damage cover policy, dress care cover policy, coaching agreement,
 * service plan, damage protection plan, stain protection plan, tuition refund protection policy or preplan agreement
 * number) asked in every call, seven items a call; those three said plainly most of the time (digits one by one with
 * zero said "zero" or "oh", bare capitals before, after or either side of the digits, "the fifth of march nineteen
 * seventy two", "march the fifth …", "fifth march …", "march fifth …"); the rest the harder ways, taken in turn down each
 * list: digits in pairs, in hundreds, in printed groups (inChunks, a two, three and three or a four, two and two),
 * eight digits as two four-digit numbers (fourAsOne), runs said "double" and "triple", noughts said "oh", "zero" and
 * "nought" in the one number (thirtysecondNoughts), groups with "forward slash", "dash" or "hyphen" said between them
 * (thirtysecondSeparated), letters pinned down with the radio alphabet or a word from the kitchen or the garden ("B like
 * butter", "P as in parsnip", "T tulip"), letters in the middle of a number, a plan's year said as a number before a
 * hyphen; birth dates as a named month and a cardinal day with a short year (US, "june twelve eighty"), day and month as
 * numbers with a short year (UK, "twelve six eighty"), "the twelfth day of june …", padded month and day before the
 * whole year ("oh six twelve nineteen eighty"), "twelfth of the sixth nineteen eighty", day, month and year off a form
 * with "dash" and the year said any way, the month and year first and the day after ("june nineteen eighty the
 * twelfth"), a cardinal day before a named month and a short year, "the twelfth june" with the year digit by digit,
 * "june the twelfth of nineteen eighty", month and day as numbers with the short year's nought said ("six four oh two")
 * and all of it in pairs ("twelve oh six nineteen eighty"); questions asked politely, indirectly ("i will need the
 * account number before i can look at that"), with trailing words and now and then two at once ("your date of birth
 * please and are you still on the same phone number"); callers stalling ("hold on the dog wants to go out"), giving a
 * value in two pieces with the agent saying "uh huh" or "i have that so far" between, correcting themselves and the
 * agent's read-back; values volunteered in the caller's first words (a certificate in pairs, a date of birth with the
 * month as an ordinal, a loyalty card with "double", a cover policy with "double oh", a customer account in pairs, a
 * dress policy with "stroke", a membership with "double", a date of birth said wrong and corrected, a direct debit
 * account with "nought", a damage plan with "dash", a phone number with "area code" and a US date of birth together, a
 * ZIP with "double", a tuition policy in hundreds, an e-mail address, a date of birth year first, an account started and
 * begun again); names with middle initials, middle names, a double-barrelled surname and now and then "junior", surnames
 * spelled with bare capitals, "double" and some letters pinned down; card numbers in fours and last fours; UK mobiles in
 * their spoken groups, "plus four four" with and without the nought after it, landlines, US numbers with and without a
 * leading "one"; national insurance, NHS, passport, social security and driver license numbers; UK postcodes, ZIPs in
 * pairs or with "double" and ZIP+4 codes; UK addresses with flats, house names and a letter after the number, US
 * addresses with units, rural routes and county roads; e-mail addresses with dots, underscores, hyphens, initials,
 * numbers and a family name; and ordinary numbers beside them that must survive (nights on a tour, a departure time, a
 * single supplement, weeks before a balance is due, rows of seats, hours between stops, miles on a tour, points per
 * pound, points for a voucher, days a voucher lasts, guarantee years, a free delivery threshold, a discount in percent,
 * bags for a price, a diagnostic fee, a screen's price, working days, a warranty in days, a courier's hours, a screen
 * size, a hem's price, weeks before a wedding, fittings, a deposit in percent, a membership fee, floodlights by the
 * hour, coaching weeks, courts, hours to restring, a veterans' age, days to book ahead, an MOT's price in pounds and
 * pence, working days for a retest, hours for a service, a monthly plan, a brake price, courtesy cars, a truck's length
 * and its price a day, cents a mile, a deposit, business days, hours to return, bedrooms, trial nights, inches of sag,
 * protection years, delivery windows, a pickup fee, months of interest-free financing, a session's price, campers' ages,
 * a bus time, campers in a cabin, a refund share in percent, days before camp, a cremation's price, days for ashes, a
 * paw print's price, letters on an urn, months to pay, appointment dates and times; and the callers' ages, people
 * travelling, minutes waited, a weekly spend, a tree's price, a laptop's age and memory, weeks to a wedding, years a
 * member, games a week, a car's miles and year, miles moved, bedrooms, a mattress's price, a height, a child's age,
 * years with a pet, minutes on hold and an amount paid). Authored and recognised before any change for it.
 */
const THIRTYSECOND: Pools = {
  voices: [
    ['rms', 'slt'],
    ['kal', 'awb'],
    ['slt', 'kal16'],
    ['awb', 'kal'],
    ['kal16', 'rms'],
    ['rms', 'awb'],
    ['slt', 'kal'],
  ],
  greetings: [
    'heathermoor coach holidays you are speaking to [NAME:brenda] how can i help',
    'good morning heathermoor coach holidays',
    'bramblegate garden centre green fingers club [NAME:joyce] speaking',
    'hello bramblegate garden centre how can i help you',
    'bytefix laptop repairs this is [NAME:ravi] what can i do for you',
    'good afternoon bytefix repair depot',
    'ivory thread bridal alterations [NAME:francesca] speaking',
    'hello ivory thread alterations how can i help',
    'larchfield lawn tennis club [NAME:malcolm] speaking',
    'kingsgate mot and service centre this is [NAME:lee] how can i help',
    'hello kingsgate garage',
    'thanks for calling haulright truck and trailer rental this is [NAME:tyler] how can i help you',
    'haulright rentals good morning',
    'restwell mattress customer care this is [NAME:jasmine] how may i help you',
    'camp tall pines family office this is [NAME:kendra] speaking',
    'hi you have reached camp tall pines',
    'gentle paws pet cremation this is [NAME:lorraine] how can i help you',
    'hello gentle paws how can we help today',
  ],
  reasons: [
    'hi we are booked on the highlands tour and would like seats near the front',
    'hello the pickup point for our coach has moved and nobody told us',
    'hi my husband left his coat on the coach coming back from cornwall',
    'hello the balance on our rhine tour is due and i want to pay it',
    'hi we were promised a sea view room on the tour and did not get one',
    'hello you cancelled the lakes tour and i want my deposit back',
    'hi my holiday protection certificate is [POLICY_NUMBER:H P C forty one twenty two oh nine] and the lakes tour has been cancelled',
    'hello my date of birth is [DATE_OF_BIRTH:ninth february fifty eight] and i am the lead passenger on a booking for {four}',
    'hi my loyalty points from saturday never went on my card',
    'hello my birthday voucher ran out before i could use it',
    'hi the magnolia i bought in the spring has died and it has a {two} year guarantee',
    'hello the compost delivery came but half the bags were split',
    'hi i want to cancel the furniture care plan on my garden table',
    'hi my green fingers card number is [MEMBERSHIP_NUMBER:six three double one four eight two oh] and the points are missing',
    'hello its [NAME:gwendolyn ashcroft] i was told to ring about the plant guarantee',
    'hi i sent my laptop in by courier last week and have heard nothing',
    'hello you quoted {one hundred and twenty} pounds for a new screen and now the invoice says {one ninety}',
    'hi my laptop came back and it is still overheating',
    'hello i was charged a diagnostic fee even though you could not fix it',
    'hi can you get the photos off a laptop that will not turn on',
    'hi the damage cover on my laptop is [POLICY_NUMBER:D C seven double oh three nine one] can i claim for a cracked screen',
    'hello my customer account is [BANK_ACCOUNT_NUMBER:forty four eighteen oh nine sixty two] and my laptop has been with you {three} weeks',
    'hi my wedding is on the {fourteenth} of june and the hem is still too long',
    'hello i need to move my final fitting',
    'hi the bustle you added has come undone already',
    'hello i paid a deposit for the alterations and want to know what is left to pay',
    'hi can you take in the bridesmaids dresses as well there are {five} of them',
    'hello its [NAME:saoirse blackwood] my dress care cover is [POLICY_NUMBER:B D seven one stroke four four nine oh] and there is a mark on the skirt',
    'hi i want to renew my membership but the online form keeps failing',
    'hello my son wants to join the junior coaching on saturdays',
    'hi i was charged for floodlights i never used',
    'hello the court booking app says i am not a member',
    'hi i left my racket to be restrung and nobody has called',
    'hi my membership number is [MEMBERSHIP_NUMBER:L T double four two nine one] and the gate code does not work',
    'hello i was born [DATE_OF_BIRTH:seven three sixty four] no sorry [DATE_OF_BIRTH:seven four sixty four] so i should be on the veterans rate',
    'hi my car failed its mot on the brakes and i want the free retest',
    'hello you said the service would take {two} hours and it has been all day',
    'hi can i have a courtesy car on thursday',
    'hello the warning light came back on the day after the service',
    'hi i want to cancel my service plan i have sold the car',
    'hello the direct debit for my service plan comes out of [BANK_ACCOUNT_NUMBER:three one nought seven one nought four four] and it went out twice',
    'hi i dropped the truck off saturday and got charged for {two hundred} extra miles',
    'hello my deposit still has not been refunded',
    'hi i need a {fifteen} foot truck one way to denver next friday',
    'hello the trailer hitch was broken when i picked it up',
    'hi i want to add a dolly and furniture pads to my reservation',
    'hi my damage protection plan is [POLICY_NUMBER:D P P dash six one four eight two two] and the truck got a scrape',
    'hey call me back at [PHONE:area code nine one seven five five five oh four three two] my birthday is [DATE_OF_BIRTH:eleven twenty nineteen seventy nine]',
    'hi i am on night {sixty} of the sleep trial and want to send the mattress back',
    'hello the mattress is sagging in the middle after {two} years',
    'hi the delivery window was {eight} till noon and nobody came',
    'hello i spilled coffee on the mattress can i claim on the stain protection',
    'hi i want to pay off my financing early',
    'hi my zip is [ADDRESS:five five double four one] do you deliver out this far',
    'hi i want to sign my daughter up for the {two} week session in july',
    'hello my son needs his inhaler at camp how do i send the form',
    'hi we have to cancel camp because of a broken arm can we get the tuition back',
    'hello where does the camp bus pick up in the city',
    'hi can my twins share a cabin they are {ten}',
    'hello the tuition refund policy is [POLICY_NUMBER:T R P four hundred and six nine one two] and we need to cancel',
    'hi you collected our dog from the vet on monday and i wondered when his ashes will be back',
    'hello i would like to order a paw print and an engraved urn',
    'hi the name on the urn has been spelled wrong',
    'hello i want to set up a preplan for my old cat',
    'hi we were told {seven} to {ten} days and it has been {three} weeks',
    'hi my email is [EMAIL:robin dot halvorsen at frontier dot net] and i never got the certificate',
    'hi its [NAME:priyanka dobrowski] and my date of birth is [DATE_OF_BIRTH:nineteen sixty seven august the third] for security',
    'hello my account is [BANK_ACCOUNT_NUMBER:seven two oh] hang on [BANK_ACCOUNT_NUMBER:seven two oh nine one one five three] and the bill is wrong',
  ],
  firstNames: [
    'gwendolyn',
    'rupert',
    'saoirse',
    'dwayne',
    'priyanka',
    'alistair',
    'marisol',
    'cormac',
    'winifred',
    'tobias',
    'imogen',
    'lucius',
    'bronwen',
    'everett',
    'ottilie',
    'jasper',
  ],
  lastNames: [
    'ashcroft',
    'blackwood',
    'castellanos',
    'dobrowski',
    'halvorsen',
    'fairweather',
    'mcandrew',
    'pemberton',
    'quartermaine',
    'rasmussen',
    'sutcliffe',
    'trelawney',
    'underhill',
    'vasquez',
    'whitmore',
    'yardley',
  ],
  streets: [...THIRTYSECOND_STREETS, ...THIRTYSECOND_US_STREETS],
  towns: [...THIRTYSECOND_TOWNS, ...THIRTYSECOND_US_TOWNS],
  emailDomains: THIRTYSECOND_DOMAINS,
  secrets: [
    'skegness',
    'a ford cortina',
    'saint bedes',
    'toad in the hole',
    'grandma ivy',
    'a tortoise called fred',
    'blackpool',
    'sticky toffee pudding',
    'elm grove',
    'captain pugwash',
    'a hamster called nibbles',
  ],
  ask: {
    name: [
      'can i start with your name please',
      'and who is calling today',
      'whose name is the booking in',
      'could i get your first and last name for the account',
      'sorry i did not catch your name',
      'and your name is',
      'who have i got on the line',
    ],
    account: [
      'what is the account number please',
      'the customer account number at the top of your invoice please',
      'could i take the account number the direct debit is taken from',
      'and the account number please is that still the one the refund should go to',
      'i will need the account number before i can look at that',
      'have you got your account number handy at all',
      'the job account number please its on your collection slip',
      'which account number would you like the deposit back into',
      'can you read me the billing account number nice and slowly',
    ],
    policy: [
      'the holiday protection certificate number please',
      'and the plant guarantee number on your receipt',
      'what is the accidental damage cover policy number',
      'the dress care cover policy number please',
      'your coaching agreement number please',
      'the service plan number on your paperwork',
      'the damage protection plan number on your rental contract',
      'the stain protection plan number please it should be on your receipt',
      'your tuition refund protection policy number',
      'the preplan agreement number please',
      'do you have a policy or plan number for me by any chance',
      'and the policy number if you have it to hand',
    ],
    membership: [
      'your green fingers card number please',
      'your club membership number',
      'the number on your travel club card',
      'the camper id from the welcome letter',
      'and the member number please',
    ],
    card: [
      'the long card number please when you are ready',
      'which card would you like to use',
      'just the last {four} digits of the card you paid with',
      'could you read me the card number',
    ],
    dob: [
      'can i take your date of birth please',
      'your date of birth for security',
      'and what is your date of birth',
      'i need to check a couple of things first could you give me your date of birth',
      'the date of birth of the lead passenger please',
      'your date of birth please and are you still on the same phone number',
      'date of birth for me',
      'and just so i know it is you your date of birth',
      'what date of birth do we have for you',
    ],
    postcode: [
      'the postcode please',
      'and your postcode',
      'what zip code are you in',
      'the zip where the truck is going',
      'and the postcode for the pickup point',
    ],
    address: [
      'and the first line of the address',
      'where should we collect from',
      'the address for the delivery please',
      'what is the billing address on the account',
      'and your home address',
    ],
    secret: [
      'what is the answer to your security question',
      'the name of your first school',
      'your favourite seaside town',
      'the street you grew up on',
      'your first car',
      'your memorable word please',
    ],
    pin: ['the {four} digit passcode on the account', 'your account pin please', 'the pin you set up on the app', 'your telephone pin'],
    phone: [
      'the best number to get you on',
      'your mobile number please',
      'a daytime number in case the driver needs you',
      'and a contact number for the parent',
      'the number we have on file for you',
    ],
    email: ['an email address please', 'where should the confirmation go', 'the email on the account', 'an email for the receipt'],
    reference: [
      'your national insurance number please',
      'your social security number',
      'your nhs number',
      'your passport number for the ferry crossing',
      'your driver license number for the rental',
    ],
  },
  answer: {
    name: ['$', 'its $', 'um its $', 'yes this is $', 'my name is $', 'it is $ speaking', 'oh $'],
    account: [
      '$',
      'its $',
      'um $',
      'let me see $',
      'yeah it is $',
      'the account number is $',
      'okay it says $ at the top',
      '$ i think that is right',
      'right got it $',
    ],
    policy: ['$', 'its $', 'er $', 'the number is $', 'okay here it is $', 'it says $ on the letter', '$ if that helps'],
    membership: ['$', 'its $', 'on the card it says $', 'er $'],
    card: ['$', 'its $', 'right okay $', 'ready $'],
    dob: ['$', 'its $', 'um $', 'yes $', 'i was born $', '$ thats right', 'it is $ i am afraid'],
    postcode: ['$', 'its $', 'it is $', 'um $', 'the zip is $'],
    address: ['$', 'its $', 'we are at $', 'um $', 'it is $'],
    secret: ['$', 'its $', 'i think i put $', 'um $', 'probably $'],
    pin: ['$', 'its $', 'um $', 'okay $'],
    phone: ['$', 'its $', 'my mobile is $', 'you can reach me on $', 'try $ after {six}'],
    email: ['$', 'its $', 'the email is $', 'um $', '$ all lower case'],
    reference: ['$', 'its $', 'okay $', 'um $', 'i think its $'],
  },
  agentOrdinary: [
    'the highlands tour is {seven} nights',
    'the coach leaves the depot at {six forty five}',
    'the single supplement is {one hundred and eighty} pounds',
    'the balance is due {eight} weeks before you travel',
    'seats in the first {three} rows are {fifteen} pounds extra',
    'we stop for a break every {two} hours',
    'the tour covers about {nine hundred} miles',
    'you get {one} point for every pound you spend',
    'you need {five hundred} points for a {five} pound voucher',
    'the birthday voucher is valid for {thirty} days',
    'trees and shrubs are guaranteed for {two} years',
    'delivery is free over {fifty} pounds',
    'club members get {ten} percent off on tuesdays',
    'compost is {three} bags for {twelve} pounds',
    'the diagnostic fee is {thirty five} pounds',
    'a new screen for that model is {one hundred and forty nine} pounds',
    'repairs take {five} to {seven} working days',
    'data recovery starts at {ninety} pounds',
    'our repairs have a {ninety} day warranty',
    'the courier collects between {nine} and {five}',
    'that is the {fifteen} inch model',
    'a hem is {eighty five} pounds',
    'we like the final fitting {two} weeks before the wedding',
    'most dresses need {three} fittings',
    'a bustle is {sixty} pounds',
    'the deposit is {fifty} percent',
    'we can see you on the {ninth} at {four thirty}',
    'adult membership is {two hundred and twenty} pounds a year',
    'floodlights are {six} pounds an hour',
    'junior coaching runs for {ten} weeks',
    'we have {eight} courts',
    'restringing takes {forty eight} hours',
    'the veterans rate starts at {sixty}',
    'courts can be booked {seven} days ahead',
    'an mot is {fifty four} pounds {eighty five}',
    'the free retest has to be within {ten} working days',
    'a full service takes about {three} hours',
    'the service plan is {twenty two} pounds a month',
    'brake pads are {one hundred and ten} pounds fitted',
    'we only have {two} courtesy cars',
    'the {fifteen} foot truck is {thirty nine ninety five} a day',
    'mileage is {ninety nine} cents a mile',
    'the deposit is {one hundred and fifty} dollars',
    'refunds take {seven} to {ten} business days',
    'a dolly is {ten} dollars',
    'you have {twenty four} hours to return it',
    'the {twenty six} foot truck holds a {four} bedroom house',
    'the sleep trial is {one hundred} nights',
    'you have to keep it at least {thirty} nights',
    'the warranty covers sagging deeper than {one and a half} inches',
    'the stain protection lasts {ten} years',
    'delivery windows are {four} hours',
    'there is a {ninety nine} dollar pickup fee',
    'the financing is {zero} percent for {eighteen} months',
    'the {two} week session is {one thousand eight hundred} dollars',
    'the deposit is {three hundred} dollars',
    'campers need to be between {seven} and {fifteen}',
    'the bus leaves at {seven thirty} sharp',
    'there are {eight} campers to a cabin',
    'the refund protection pays back {eighty} percent',
    'medication forms are due {fourteen} days before camp',
    'a private cremation is {two hundred and forty five} dollars',
    'the ashes usually come back in {seven} to {ten} days',
    'the paw print is {forty} dollars',
    'we can engrave up to {twenty} letters',
    'the preplan can be paid over {twelve} months',
    'i can book you in for the {twenty second} at {ten}',
    'you will hear from us within {three} working days',
  ],
  customerOrdinary: [
    'we are both {seventy eight} now',
    'there are {four} of us travelling',
    'i waited {forty} minutes at the pickup',
    'i spend about {thirty} pounds a week there',
    'the tree was {forty} pounds',
    'the laptop is {four} years old',
    'it has {sixteen} gigs of memory',
    'the wedding is in {six} weeks',
    'i have been a member for {twelve} years',
    'i play {three} times a week',
    'the car has done {eighty four thousand} miles',
    'its a {twenty fourteen} ford focus',
    'we are moving about {four hundred} miles',
    'its a {three} bedroom house',
    'the mattress cost {one thousand two hundred} dollars',
    'i am {six} foot {two}',
    'she is {nine} and has never been away from home',
    'we had him for {fourteen} years',
    'i was on hold for {twenty} minutes',
    'i paid {two hundred and fifty} up front',
  ],
  closings: ['thanks very much $ bye now', 'all sorted $ take care', 'cheers $ have a lovely day', 'thank you $ goodbye'],
  stalls: [
    'hold on the dog wants to go out',
    'sorry let me find my reading glasses',
    'bear with me its on the fridge somewhere',
    'hang on i am in the car park',
    'er let me get the booking letter',
    'just a sec its in my emails',
  ],
  readbacks: ['let me read that back $', 'so thats $', 'i have got $', '$ is that right', 'okay $ yes'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.2,
  shuffle: true,
  stallChance: 0.12,
  spelling: {
    ask: ['and how do you spell your surname', 'could you spell the last name for me', 'can i get that spelled please'],
    answer: ['$', 'yes its $', 'sure $', 'thats $'],
    spell: (h, word) => thirtysecondSpell(h, word, h.random() < 0.45 ? 0 : 0.4),
  },
  addressing: ['thanks <first>', 'great thank you <first>', 'okay <full> thank you', 'lovely thanks <first>', 'right <first>'],
  corrections: {
    self: ['# sorry no $', '# no wait $', '# oh i have misread it $', '# hold on that is wrong its $'],
    misheard: ['no its $', 'not quite its $', 'close but its $', 'no the end is different its $'],
    chance: 0.08,
  },
  continuing: {
    prompts: ['uh huh', 'okay', 'yes go on', 'i have that so far', 'and then'],
    rest: ['$', 'then $', 'and $ thats all of it', 'and finally $'],
    unbroken: [...(THIRTYFIRST.continuing?.unbroken ?? []), ...THIRTYSECOND_PINNING, 'forward', 'slash', 'stroke', 'hyphen', 'dash'],
    chance: 0.14,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['anne', 'james', 'marie', 'owen', 'grace'])} ${last}`;
      if (roll < 0.21) return `${first} ${last} hyphen ${h.pick(['jones', 'hale', 'moreau'])}`;
      if (roll < 0.24) return `${first} ${last} junior`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, which in "two thousand and six" reads oddly. */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1934 + Math.floor(random() * 66));
      const padded = (n: number) => tenthTwo(h, Math.floor(n / 10), n % 10);
      return thirtysecondSaid(
        h,
        'dob',
        [
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${named} the ${ordinal} ${whole}`,
          () => `${ordinal} ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
        ],
        [
          () => `${named} ${CARDINALS[day - 1]} ${short}`,
          () => `${CARDINALS[day - 1]} ${CARDINALS[month - 1]} ${short}`,
          () => `the ${ordinal} day of ${named} ${whole}`,
          () => `${padded(month)} ${padded(day)} ${whole}`,
          () => `${ordinal} of the ${ORDINALS[month - 1]} ${whole}`,
          () => `${tenthOnForm(h, day)} dash ${tenthOnForm(h, month)} dash ${yearSaid(h, year)}`,
          () => `${named} ${whole} the ${ordinal}`,
          () => `${CARDINALS[day - 1]} ${named} ${short}`,
          () => `the ${ordinal} ${named} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => `${named} the ${ordinal} of ${whole}`,
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${tenthTwo(h, c, d)}`,
          () => `${padded(day)} ${padded(month)} ${tenthTwo(h, a, b)} ${tenthTwo(h, c, d)}`,
        ],
        THIRTYSECOND_PLAIN.dob,
      );
    },
    account: (h) =>
      thirtysecondSaid(
        h,
        'account',
        [
          () => plainDigits(h, 8),
          () => plainDigits(h, 6 + Math.floor(h.random() * 4)),
          () => plainDigits(h, 10, 1),
          () => `${thirtysecondLetters(h, 2)} ${plainDigits(h, 6)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 8, 1)),
          () => inChunks(h, [2, 3, 3], tenthDigitList(h, 8, 1)),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => thirtysecondNoughts(h, 8),
          () => thirtysecondSeparated(h, [4, 4], 'dash'),
          () => inHundreds(h, tenthDigitList(h, 9, 1)),
          () => `${thirtysecondLetters(h, 2, 0.7)} ${inChunks(h, [3, 3])}`,
          () => `${fourAsOne(h, ...thirtysecondFour(h))} ${inPairs(h, tenthDigitList(h, 4))}`,
          () => thirtysecondSeparated(h, [3, 5], 'forward slash'),
          () => inChunks(h, [4, 2, 2], tenthDigitList(h, 8, 1)),
        ],
        THIRTYSECOND_PLAIN.number,
      ),
    policy: (h) =>
      thirtysecondSaid(
        h,
        'policy',
        [
          () => `${thirtysecondLetters(h, 2)} ${plainDigits(h, 7)}`,
          () => `${thirtysecondLetters(h, 3)} ${plainDigits(h, 5)}`,
          () => `${thirtysecondLetters(h, 1)} ${plainDigits(h, 7)} ${thirtysecondLetters(h, 1)}`,
          () => plainDigits(h, 9, 1),
          () => `${thirtysecondLetters(h, 2)} ${plainDigits(h, 6)}`,
        ],
        [
          () => `${thirtysecondLetters(h, 2, 0.7)} ${plainDigits(h, 6)}`,
          () => `${thirtysecondLetters(h, 3)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${thirtysecondLetters(h, 2)} ${thirtysecondNoughts(h, 7)}`,
          () => `${thirtysecondLetters(h, 1, 0.6)} ${tenthOneByOne(h, withRun(h, 7))}`,
          () => `${thirtysecondLetters(h, 2)} ${plainDigits(h, 2, 1)} forward slash ${plainDigits(h, 5)}`,
          () =>
            `${thirtysecondLetters(h, 2, 0.4)} ${h.pick(['twenty twenty four', 'twenty twenty five', 'two thousand and twenty three', 'twenty twenty two'])} hyphen ${plainDigits(h, 4)}`,
          () => `${thirtysecondLetters(h, 3, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${thirtysecondLetters(h, 1)} ${fourAsOne(h, ...thirtysecondFour(h))} ${fourAsOne(h, ...thirtysecondFour(h))}`,
          () => `${thirtysecondLetters(h, 2)} dash ${thirtysecondSeparated(h, [3, 3], 'dash')}`,
          () => `${plainDigits(h, 4, 1)} ${thirtysecondLetters(h, 2, 0.6)} ${plainDigits(h, 4)}`,
        ],
        THIRTYSECOND_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 8, 1),
          () => `${thirtysecondLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 7, 1)} ${thirtysecondLetters(h, 1)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 8, 1)),
          () => `${fourAsOne(h, ...thirtysecondFour(h))} ${fourAsOne(h, ...thirtysecondFour(h))}`,
          () => `${thirtysecondLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
          () => thirtysecondNoughts(h, 7),
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(h, [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)], [() => cardInChunks(h, [4, 5], 0.4)], 0.6),
    postcode: (h) => thirtysecondPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.55 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0, e = 0] = tenthDigitList(h, 5, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(THIRTYSECOND_STREETS)} ${pick(THIRTYSECOND_TOWNS)}`,
              () => `${pick(CARDINALS.slice(0, 20))} ${pick(['B', 'C', 'D'])} ${pick(THIRTYSECOND_STREETS)} ${pick(THIRTYSECOND_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 14))} ${pick(['kingfisher court', 'the old school', 'albion house'])} ${pick(THIRTYSECOND_STREETS)} ${pick(THIRTYSECOND_TOWNS)}`,
              () =>
                `${pick(['the old forge', 'rose cottage', 'ivy lodge', 'the granary'])} ${pick(THIRTYSECOND_STREETS)} ${pick(THIRTYSECOND_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(THIRTYSECOND_US_STREETS)} ${pick(THIRTYSECOND_US_TOWNS)}`,
              () =>
                `${fourAsOne(h, a, b, c, d)} ${pick(THIRTYSECOND_US_STREETS)} unit ${pick(CARDINALS.slice(0, 20))} ${pick(THIRTYSECOND_US_TOWNS)}`,
              () => `rural route ${pick(CARDINALS.slice(0, 6))} box ${plainDigits(h, 3, 1)} ${pick(THIRTYSECOND_US_TOWNS)}`,
              () => `${inChunks(h, [2, 3], [a, b, c, d, e])} ${pick(THIRTYSECOND_US_STREETS)} ${pick(THIRTYSECOND_US_TOWNS)}`,
              () => `${plainDigits(h, 4, 1)} county road ${pick(CARDINALS.slice(0, 20))} ${pick(THIRTYSECOND_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${thirtysecondPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => fourAsOne(h, ...thirtysecondFour(h)), () => tenthOneByOne(h, withRun(h, 4))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `zero seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => thirtysecondMobile(h),
          () => `plus four four ${h.random() < 0.5 ? 'oh ' : ''}seven ${inChunks(h, [3, 3, 3])}`,
          () => `oh one ${inChunks(h, [3, 3, 3], tenthDigitList(h, 9, 1))}`,
          () => `one ${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
          () => inChunks(h, [3, 3, 4], tenthDigitList(h, 10, 2)),
          () => `area code ${plainDigits(h, 3, 2)} ${inChunks(h, [3, 4], tenthDigitList(h, 7, 2))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(THIRTYSECOND_DOMAINS);
      /** An initial, or the whole first name where the initial is A (which flite would say as "uh"). */
      const initial = first.startsWith('a') ? first : first[0]!.toUpperCase();
      const [a = 1, b = 0, c = 0] = tenthDigitList(h, 3, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${initial} ${last} at ${domain}`,
        () => `${last} underscore ${first} at ${domain}`,
        () => `${first} hyphen ${last} at ${domain}`,
        () => `${last} family at ${domain}`,
        () => `${first} ${tenthOneByOne(h, [a, b, c])} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${thirtysecondLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 3)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
          () => `${thirtysecondLetters(h, 1)} ${plainDigits(h, 7)}`,
        ],
        [
          () => `${thirtysecondLetters(h, 2, 0.5)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} dash ${plainDigits(h, 2)} dash ${inPairs(h, tenthDigitList(h, 4))}`,
          () => inChunks(h, [3, 3, 4]),
          () => inHundreds(h, tenthDigitList(h, 9, 1)),
          () => `${thirtysecondLetters(h, 1, 0.5)} ${thirtysecondNoughts(h, 7)}`,
        ],
        0.6,
      ),
  },
};

/** Words callers of the thirty-third set hang on a letter: the radio alphabet, and places on a map. */
const THIRTYTHIRD_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'berlin'],
  C: ['charlie', 'canada'],
  D: ['delta', 'denmark'],
  E: ['echo', 'egypt'],
  F: ['foxtrot', 'france'],
  G: ['golf', 'germany'],
  H: ['hotel', 'holland'],
  I: ['india', 'italy'],
  J: ['juliet', 'japan'],
  K: ['kilo', 'kenya'],
  L: ['lima', 'london'],
  M: ['mike', 'madrid'],
  N: ['november', 'norway'],
  O: ['oscar', 'oslo'],
  P: ['papa', 'paris'],
  Q: ['quebec'],
  R: ['romeo', 'rome'],
  S: ['sierra', 'spain'],
  T: ['tango', 'texas'],
  U: ['uniform', 'utah'],
  V: ['victor', 'vienna'],
  W: ['whiskey', 'wales'],
  X: ['x ray'],
  Y: ['yankee', 'york'],
  Z: ['zulu', 'zurich'],
};
/** Every word the thirty-third set hangs on a letter, so a value said over two turns never breaks beside one. */
const THIRTYTHIRD_PINNING = [...new Set(Object.values(THIRTYTHIRD_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))))];
/** Capitals pinned down "K as in kenya", "P for paris", "R like rome", "T texas"; a doubled letter often said "double". */
const { letters: thirtythirdLetters, spell: thirtythirdSpell } = spokenCapitals({
  words: THIRTYTHIRD_LETTER_WORDS,
  joiners: ['as in', 'for', 'like', 'as in', '', 'for'],
  doubled: 0.6,
});
/** The plural a caller puts after a count of alike digits: "two fives", "three noughts". */
const THIRTYTHIRD_COUNTED: readonly (readonly string[])[] = [
  ['noughts', 'zeros'],
  ['ones'],
  ['twos'],
  ['threes'],
  ['fours'],
  ['fives'],
  ['sixes'],
  ['sevens'],
  ['eights'],
  ['nines'],
];
/**
 * Digits one by one with a run of two or three alike said as a count and a plural, the way some callers say a run
 * instead of "double" or "triple": "four one two fives eight", "nine three noughts six"; a lone nought "oh" or "zero".
 */
const thirtythirdCounted = (h: Helpers, ds: readonly number[]): string => {
  const said: string[] = [];
  let i = 0;
  while (i < ds.length) {
    let run = 1;
    while (run < 3 && ds[i + run] === ds[i]) run += 1;
    if (run >= 2 && h.random() < 0.8) said.push(`${run === 3 ? 'three' : 'two'} ${h.pick(THIRTYTHIRD_COUNTED[ds[i]!]!)}`);
    else {
      run = 1;
      said.push(ds[i] === 0 ? h.pick(['oh', 'zero']) : DIGITS[ds[i]!]!);
    }
    i += run;
  }
  return said.join(' ');
};
/**
 * Digits in the groups printed with full stops between them, each group one by one and the stop said "dot" or "point":
 * "four one seven dot two two nine", "six one point four oh three".
 */
const thirtythirdDotted = (h: Helpers, sizes: readonly number[], between: 'dot' | 'point'): string => {
  const ds = tenthDigitList(
    h,
    sizes.reduce((sum, size) => sum + size, 0),
    1,
  );
  const zero = h.random() < 0.5 ? 'oh' : 'zero';
  let at = 0;
  return sizes
    .map((size) =>
      ds
        .slice(at, (at += size))
        .map((d) => (d === 0 ? zero : DIGITS[d]!))
        .join(' '),
    )
    .join(` ${between} `);
};
/**
 * `n` digits one by one with no nought among them, then a letter the caller says comes last, bare or pinned down: "…
 * with K on the end", "… and the letter P for paris", "… then R at the end". With no nought and nine digit words or more
 * before the letter, a value said over two turns breaks among its digits, never inside the words about its letter.
 */
const thirtythirdEnding = (h: Helpers, before: string, n: number, pinned: number): string => {
  const digits = Array.from({ length: n }, () => DIGITS[1 + Math.floor(h.random() * 9)]!).join(' ');
  const said = before ? `${before} ${digits}` : digits;
  const letter = thirtythirdLetters(h, 1, pinned);
  return h.pick([`${said} with ${letter} on the end`, `${said} and the letter ${letter}`, `${said} then ${letter} at the end`]);
};
/** Days a caller may name instead of the date they were born on. */
const THIRTYTHIRD_HOLIDAYS = [
  'christmas eve',
  'christmas day',
  'boxing day',
  'new years day',
  'new years eve',
  'valentines day',
  'bonfire night',
  'halloween',
  'the fourth of july',
  'saint patricks day',
];
/** A twentieth-century year the old-fashioned way: "nineteen hundred and sixty two", "nineteen hundred and forty". */
const thirtythirdOldYear = (c: number, d: number): string => `nineteen hundred and ${c === 0 ? DIGITS[d] : plainTwo(c, d)}`;
/** A UK postcode, or (when not plain) a ZIP with its run counted ("eight one three sevens") or in a pair and a hundred. */
const thirtythirdPostcode = ukOrUsPostcode({
  letters: thirtythirdLetters,
  pinned: 0.35,
  zip: (h) => (h.random() < 0.5 ? thirtythirdCounted(h, withRun(h, 5)) : inChunks(h, [2, 3], tenthDigitList(h, 5, 1))),
});

const THIRTYTHIRD_STREETS = ['bellringers lane', 'tannery mews', 'orchard gate', 'ferryman row', 'salt cellar close', 'hayloft court'];
const THIRTYTHIRD_TOWNS = ['bampton', 'lechlade', 'coniston', 'amble', 'stow on the wold', 'aberaeron', 'lyme regis'];
const THIRTYTHIRD_US_STREETS = ['chokecherry lane', 'buffalo grass road', 'silverbell drive', 'old stage road'];
const THIRTYTHIRD_US_TOWNS = ['estes park', 'hot springs', 'mackinaw city', 'walla walla', 'cedar city', 'petoskey'];
const THIRTYTHIRD_DOMAINS = [
  'ymail dot com',
  'fastmail dot com',
  'zoho dot com',
  'bellsouth dot net',
  'sky dot com',
  'gmx dot co dot uk',
  'tiscali dot co dot uk',
  'verizon dot net',
  'rocketmail dot com',
];
/**
 * How often the thirty-third set's account and policy-like numbers (`number`) and dates of birth (`dob`) are said the
 * plain way (the harder ways taken in turn down each list, thirtythirdSaid); a date is never said over two turns, so it
 * is given its harder forms a little more often.
 */
const THIRTYTHIRD_PLAIN = { dob: 0.6, number: 0.7 } as const;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the other sets'. */
const thirtythirdSaid = harderInTurn();
/** Four random digits, the first not nought, for fourAsOne. */
const thirtythirdFour = (h: Helpers): [number, number, number, number] => tenthDigitList(h, 4, 1) as [number, number, number, number];

/**
 * The thirty-third held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a ski
 * and snowboard hire shop, a US RV park and campground, a US orthodontist's payment plan line, a farrier, a wedding
 * photographer, a US lawn mower and small engine repair shop, an alpaca trekking farm, a historic houses membership
 * charity, a US bullion dealer with vault storage and a vinyl record subscription club, trades no earlier set has
 * called, about a core shot charged on hired skis, boots too small, a hire on the wrong week, days lost to a closed
 * resort and a snowboard taken from a rack, a seasonal site to renew, a metered electric bill, a reservation cancelled
 * for a hurricane, a back-in site instead of a pull-through and mail held at the office, a payment for braces taken
 * twice, insurance not applied, a lost retainer, autopay, paying off early and a bracket come off, a shoe lost days
 * after shoeing, a lame gelding, a longer round, remedial shoeing for an insurer and an invoice paid twice, a wedding
 * gallery not sent, names spelled wrong on an album, a wedding moved, a second photographer, a venue gone bust and no
 * photos of a grandmother, a mower still not starting after a tune-up, a chainsaw waiting on parts, a missed pickup, a
 * bent blade and a sharpening never asked for, a trek rained off, an adoption pack never sent, a voucher running out
 * and a walking frame, a membership card not come, a joint membership, a visitor turned away, gift aid, a direct debit
 * to stop and life membership, coins not shipped, gold to sell back, a storage fee charged twice, a retirement account
 * rolled over and bars to take home, a warped record, the same album twice, a subscription to pause, a split sleeve and
 * a box sent to an old address; a date of birth (often the responsible party's or the account holder's), an account
 * number (customer, patient, site, order or subscriber account, or the bank account a direct debit comes from or a
 * refund goes to) and a policy-like number (ski damage waiver, theft and breakage cover, trip protection plan,
 * orthodontic insurance policy, retainer replacement plan, horse insurance policy, hoof care plan, wedding contract,
 * wedding insurance, extended protection plan, booking protection, gift aid declaration, vault storage insurance or
 * breakage cover number) asked in every call, seven items a call; those three said plainly most of the time (digits
 * one by one with zero said "zero" or "oh", bare capitals before, after or either side of the digits, "the third of may
 * nineteen seventy one", "may third …", "may the third …", "third of may …"); the rest the harder ways, taken in turn
 * down each list: a run of alike digits said as a count ("two fives", "three noughts", thirtythirdCounted), groups with
 * "dot" or "point" between them (thirtythirdDotted), a letter said to come last ("with K on the end", "and the letter P
 * for paris", thirtythirdEnding), digits in pairs, in hundreds, in printed groups (inChunks), eight digits as two
 * four-digit numbers (fourAsOne), runs said "double" and "triple", letters pinned down with the radio alphabet or a place
 * ("K as in kenya", "R like rome", "T texas"); birth dates as a named month and a cardinal day with the whole year ("may
 * three nineteen seventy one"), with the year the old way ("the third of may nineteen hundred and seventy one"), a
 * holiday for the day ("christmas eve sixty four", "bonfire night …"), the year first with the month and day as padded
 * numbers ("nineteen seventy one oh five oh three") or before the day and month ("seventy one the third of may"), day,
 * month and year with "dot" between them, month and day as numbers with a short year ("five three seventy one"), padded
 * day and month with the year digit by digit, "in" before a short year, "may third of seventy one", day and month as
 * numbers before the whole year and an ordinal day and named month before the year said any way; questions asked
 * politely, indirectly ("i will just need your account number to pull that up"), with trailing courtesies and now and
 * then two at once ("your date of birth and is the address still the same"); callers stalling ("oh hang on the kettle"),
 * giving a value in two pieces with the agent saying "mm hm" or "got that" between, correcting themselves and the
 * agent's read-back; values volunteered in the caller's first words (a damage waiver with "dot", a trip protection plan,
 * a ZIP with "three sevens", a responsible party's birthday said as christmas eve, a patient account in pairs, a horse
 * insurance policy with "H for holland", a name and address, a wedding insurance policy, a date of birth year first, a
 * protection plan with "two sixes", a name and customer account, a date of birth the old way, a membership with
 * "double oh", a gift aid reference, a vault policy with "dot", an account with "three zeros", a breakage cover with a
 * letter on the end, a subscriber number in pairs, a mobile with "double oh", an e-mail address, a date of birth
 * corrected and an account number begun again); names with middle initials, middle names, a double-barrelled surname
 * and now and then "the third", "mrs" and "mister" before a name, surnames spelled with bare capitals, "double" and some
 * letters pinned down; card numbers in fours and last fours; UK mobiles with the first digits one by one and the rest in
 * pairs, UK landlines, US numbers with the last four as one number, with "area code" and a leading "one"; national
 * insurance, social security, passport and driving licence numbers; UK postcodes, ZIPs with a counted run or in a pair
 * and a hundred, and ZIP+4 codes; UK addresses with flats and house names, US addresses with apartments, highways and
 * a post office box; e-mail addresses with dots, underscores, initials, numbers and a family name; and ordinary numbers
 * beside them that must survive (ski lengths in centimetres, a package's days and price, a waiver's price a day, a
 * return time, a group discount, a helmet's price, a repair's price, amps on a hookup, a monthly rate, check-in and
 * check-out times, quiet hours, a minimum of nights, cents a kilowatt hour, a seasonal deposit, a rig's length, a
 * treatment's price, monthly payments, a down payment, a retainer's price, weeks between adjustments, a discount in
 * percent, hours a day for aligners, an insurance maximum, a late fee, prices for shoes, a trim and remedial shoeing,
 * hours to replace a shoe, weeks on a round, a call-out charge, a wedding package's price and hours, photos, album
 * pages, weeks for a gallery, a second shooter's price, a deposit in percent, a tune-up's price, a deck's inches,
 * business days, a pickup fee and its miles, a warranty's days, days held, a part's price, a trek's minutes and price,
 * people to an alpaca, a child's minimum age, an adoption's price, alpacas in a herd, voucher months, trek times, a
 * membership's price, car parks, adults and children on a card, opening hours, working days, gift aid in percent, the
 * year a hall was built, a life membership's price, an ounce's price, a premium in percent, storage in percent, a bar's
 * ounces, a minimum order, a buy-back margin, free shipping and insured sums, a record's grams, plans a month, postage,
 * months to skip, the year an album came out, its speed, days to return, appointment dates and times; and the callers'
 * boot sizes, heights, people going, a flight date, summers at a park, a rig's year, dogs, days away, a child's age,
 * payments made, months in braces, a horse's height and age, horses at a yard, guests, a wedding date, a mower's age
 * and size, acres, a niece's age, a father's age, visits a year, the year someone joined, coins and the year they were
 * minted, the year bought, a sum paid, records owned, years subscribed and a record's size). Authored and recognised
 * before any change for it.
 */
const THIRTYTHIRD: Pools = {
  voices: [
    ['slt', 'rms'],
    ['awb', 'kal16'],
    ['kal', 'slt'],
    ['rms', 'kal'],
    ['kal16', 'awb'],
    ['awb', 'slt'],
    ['kal', 'rms'],
  ],
  greetings: [
    'powderline ski and board hire [NAME:kirsty] speaking how can i help',
    'good morning powderline hire desk',
    'cedar hollow rv resort office this is [NAME:darlene] how can i help you',
    'hi there cedar hollow rv park',
    'straightway orthodontics billing this is [NAME:monique] how can i help',
    'hello straightway orthodontics payment plans',
    'ironside farriery [NAME:gareth] speaking',
    'goldleaf wedding photography this is [NAME:tamsin] how can i help',
    'hello goldleaf photography studio',
    'tri county mower repair this is [NAME:dale] what can i do for you',
    'fellside alpaca treks [NAME:rhiannon] speaking',
    'hello fellside alpacas how can i help',
    'heritage homes trust membership team [NAME:colin] speaking',
    'good afternoon heritage homes trust supporter services',
    'goldcrest bullion exchange this is [NAME:travis] how may i help you',
    'goldcrest bullion good morning',
    'crate and needle record club [NAME:zoe] speaking',
    'hello crate and needle vinyl subscriptions',
  ],
  reasons: [
    'hi we hired skis for half term and you have charged us for a core shot on the base',
    'hello the boots you sent out for my son were {two} sizes too small',
    'hi i booked the {six} day package for the wrong week can i move it',
    'hello the resort shut for {three} days in the storm and we never used the kit',
    'hi my snowboard was taken from the rack by the lift and i paid for the theft cover',
    'hello my damage waiver is [POLICY_NUMBER:S W dot four one seven dot two two nine] and i need to claim for a snapped pole',
    'hi its [NAME:barnaby ellsworth] i am the group leader for the school booking of {thirty two}',
    'hi i want to renew my seasonal site for next summer',
    'hello our electric bill says {nine hundred} kilowatt hours and we were gone half the month',
    'hi we had to cancel our reservation because of the hurricane warning',
    'hello we asked for a pull through site and got a back in',
    'hi can you hold our mail at the office while we are away',
    'hi my trip protection plan is [POLICY_NUMBER:T P P four four one nine two seven] and the storm closed the road',
    'hey my zip is [ADDRESS:eight one three sevens] and i want a quote for the winter months',
    'hi the payment for my daughters braces came out twice this month',
    'hello our dental insurance should be covering part of the treatment',
    'hi my son lost his retainer at camp and i need a new one',
    'hello i want to switch over to autopay',
    'hi i would like to pay off the rest of the treatment early',
    'hello a bracket came off and i want to know if the repair costs extra',
    'hi i am the responsible party on the account and my birthday is [DATE_OF_BIRTH:christmas eve nineteen seventy three]',
    'hello the patient account is [BANK_ACCOUNT_NUMBER:sixty one oh four twenty two eighty seven] and we got a late notice',
    'hi my mare has lost a front shoe {four} days after you came out',
    'hello my gelding has been lame since he was shod on tuesday',
    'hi i want to move my horses from every {six} weeks to every {seven}',
    'hello the vet wants remedial shoeing and the insurer needs your invoice',
    'hi i think i paid the last invoice twice',
    'hi my horse insurance policy is [POLICY_NUMBER:H for holland N two four one nine oh five five] and they need a report from you',
    'hello its [NAME:philippa gallagher] from the yard at [ADDRESS:hayloft court lechlade]',
    'hi our wedding was in june and we still have not had the gallery',
    'hello the album came back with our names spelled wrong on the cover',
    'hi we have had to move the wedding to next may',
    'hello can we add a second photographer for the morning',
    'hi there are no photos of my grandmother in the whole gallery',
    'hello the venue has gone bust and our wedding insurance is [POLICY_NUMBER:W P seven two nine four four one]',
    'hi my date of birth is [DATE_OF_BIRTH:nineteen eighty eight oh three twenty one] and the booking is in my name',
    'hi you did a tune up on my riding mower and it still will not start',
    'hello my chainsaw has been waiting on parts for {three} weeks',
    'hi your driver was supposed to pick up my snowblower yesterday',
    'hello you charged me for blade sharpening and i never asked for it',
    'hi the protection plan on my tractor is [POLICY_NUMBER:E P two sixes one nine oh two] does it cover a bent blade',
    'hey its [NAME:desmond lindqvist] my account is [BANK_ACCOUNT_NUMBER:five one two nine three three oh six] is my mower ready',
    'hi our alpaca trek was cancelled for the rain and i want to rebook',
    'hello i bought an alpaca adoption for my niece and the pack never came',
    'hi i have a gift voucher for {two} people and it runs out next month',
    'hello can my dad come along he uses a walking frame',
    'hi the adoption certificate has the wrong alpaca on it',
    'hello the voucher is in my name [NAME:henrietta bellingham] and i was born [DATE_OF_BIRTH:the third of may nineteen hundred and sixty]',
    'hi my new membership card still has not come',
    'hello i want to change to a joint membership with my husband',
    'hi i was turned away at the gate because my card had run out',
    'hello i would like to stop the direct debit i am moving abroad',
    'hi my membership number is [MEMBERSHIP_NUMBER:seven two double oh nine one four three] and the car park still charged me',
    'hello my gift aid declaration reference is [POLICY_NUMBER:G D three four two seven nine one] and it has not been claimed',
    'hi i ordered {ten} silver coins {two} weeks ago and they have not shipped',
    'hello i want to sell back some of my gold',
    'hi i was charged the vault storage fee twice this quarter',
    'hello i want to roll my retirement account into metals',
    'hi i want to move my bars out of your vault and take them home',
    'hello my vault storage policy is [POLICY_NUMBER:V L four oh three dot one one eight] and the statement looks wrong',
    'hey its [NAME:thaddeus kowalczyk] my account is [BANK_ACCOUNT_NUMBER:nine four one three zeros eight two] and tracking says delivered',
    'hi this months record arrived warped',
    'hello i have been sent the same album {two} months running',
    'hi i want to pause my subscription over the summer',
    'hello the sleeve came split and the record is scratched',
    'hi my breakage cover is [POLICY_NUMBER:B C nine seven seven four one two with P on the end] and the record came cracked',
    'hello my subscriber number is [MEMBERSHIP_NUMBER:C N forty four nineteen oh six] and the box went to my old flat',
    'hi can you ring me back on [PHONE:oh seven seven double oh nine one two four four six] i am driving',
    'hi my email is [EMAIL:fergus dot r at fastmail dot com] and i never got the receipt',
    'hello my date of birth is [DATE_OF_BIRTH:oh four eleven sixty eight] no sorry [DATE_OF_BIRTH:oh four eleven sixty nine] if you need it',
    'hi my account is [BANK_ACCOUNT_NUMBER:three oh seven] let me start again [BANK_ACCOUNT_NUMBER:three oh seven one five five two eight] and the bill is wrong',
  ],
  firstNames: [
    'marguerite',
    'declan',
    'yolanda',
    'barnaby',
    'henrietta',
    'cedric',
    'philippa',
    'desmond',
    'rosalind',
    'thaddeus',
    'fergus',
    'lavinia',
    'horatio',
    'delphine',
    'ignatius',
    'wilhelmina',
  ],
  lastNames: [
    'abernethy',
    'bellingham',
    'cartwright',
    'delacroix',
    'ellsworth',
    'fitzgerald',
    'gallagher',
    'hollingsworth',
    'kowalczyk',
    'lindqvist',
    'mortimer',
    'nakamura',
    'oyelaran',
    'prendergast',
    'ravenscroft',
    'tennyson',
  ],
  streets: [...THIRTYTHIRD_STREETS, ...THIRTYTHIRD_US_STREETS],
  towns: [...THIRTYTHIRD_TOWNS, ...THIRTYTHIRD_US_TOWNS],
  emailDomains: THIRTYTHIRD_DOMAINS,
  secrets: [
    'the isle of wight',
    'a morris minor',
    'saint aidans',
    'bread and butter pudding',
    'auntie mabel',
    'a goldfish called bubbles',
    'weston super mare',
    'maple avenue',
    'the magic roundabout',
    'a budgie called joey',
    'miss pritchard',
  ],
  ask: {
    name: [
      'could i take your name please',
      'who am i speaking with',
      'and what name is the booking under',
      'can i have your first name and surname please',
      'sorry what was your name again',
      'and you are',
      'whose account is it please',
    ],
    account: [
      'and the account number please',
      'could you read me the customer account number off the invoice',
      'which account would you like the refund paid into the account number please',
      'the patient account number on your statement please',
      'i will just need your account number to pull that up',
      'the account number the direct debit comes out of if you have it handy',
      'your site account number please its on the seasonal contract',
      'what account number do we have you under',
      'the account number on your order confirmation thanks ever so much',
    ],
    policy: [
      'the ski damage waiver number please',
      'and the theft and breakage cover number',
      'the trip protection plan number on your reservation',
      'the orthodontic insurance policy number please',
      'the retainer replacement plan number',
      'your horse insurance policy number',
      'and the hoof care plan number',
      'the number on your wedding contract please',
      'the extended protection plan number on your receipt',
      'the booking protection number on your voucher',
      'your gift aid declaration reference',
      'the vault storage insurance policy number',
      'the breakage cover number on your subscription',
      'is there a policy or cover number on the paperwork at all',
      'and the policy number if you would be so kind',
    ],
    membership: [
      'your membership number please',
      'the subscriber number on your box',
      'the member number on your card',
      'your club number if you have it',
      'and the number on the membership card',
    ],
    card: [
      'the long number across the card please',
      'the card number when you are ready',
      'just the last {four} digits of the card',
      'which card was it please',
    ],
    dob: [
      'and your date of birth please',
      'the date of birth of the responsible party on the account',
      'can you confirm your date of birth for me',
      'i just need a date of birth to go with that',
      'when were you born please',
      'what is the account holders date of birth',
      'your date of birth and is the address still the same',
      'date of birth please thank you',
      'and may i have your date of birth for security thanks',
    ],
    postcode: [
      'and the postcode there',
      'what zip should i put down',
      'the zip code on file please',
      'the postcode for the yard',
      'and the postcode it was delivered to',
    ],
    address: [
      'and the address we have on file',
      'where are you based',
      'the address the kit should go to',
      'which address is the card registered to',
      'the delivery address please',
    ],
    secret: [
      'the answer to your security question please',
      'what did you set as your memorable answer',
      'the name of your first pet',
      'your mothers maiden name please',
      'the town you were born in',
      'your favourite pudding',
    ],
    pin: ['the {four} digit security pin', 'your phone pin please', 'the pin on the account', 'your passcode please'],
    phone: [
      'a good number to call you back on',
      'your cell number please',
      'the mobile number on the account',
      'a number for the day itself',
      'the number you would like the driver to ring',
    ],
    email: [
      'your email address please',
      'where should i send the receipt',
      'the email you booked with',
      'what email should the gallery go to',
    ],
    reference: [
      'your national insurance number please',
      'your social security number',
      'your passport number for the identity check',
      'your driving licence number',
      'your driver license number please',
    ],
  },
  answer: {
    name: ['$', 'its $', 'er its $', 'yeah $', 'the name is $', 'this is $', 'it should be under $', 'its $ here'],
    account: [
      '$',
      'its $',
      'right its $',
      'okay ready $',
      'i have got it here $',
      'it says account $',
      'ah $',
      '$ i believe',
      'let me read it off $',
    ],
    policy: ['$', 'its $', 'um $', 'got it here $', 'it should say $', 'the cover number is $', '$ on my copy'],
    membership: ['$', 'its $', 'it says $', 'er $ on the card'],
    card: ['$', 'its $', 'okay its $', 'right $'],
    dob: ['$', 'its $', 'er $', 'sure $', 'i was born on $', '$ for my sins', 'thats $'],
    postcode: ['$', 'its $', 'er $', 'the postcode is $', 'that would be $'],
    address: ['$', 'its $', 'we live at $', 'um $', 'still $'],
    secret: ['$', 'its $', 'i think i said $', 'oh $', 'probably $ knowing me'],
    pin: ['$', 'its $', 'er $', 'i think its $'],
    phone: ['$', 'its $', 'my cell is $', 'best on $', 'ring $ any time after {five}'],
    email: ['$', 'its $', 'the email is $', 'um $', '$ no capitals'],
    reference: ['$', 'its $', 'okay its $', 'er $', 'i have it here $'],
  },
  agentOrdinary: [
    'adult skis are {one hundred and sixty} to {one hundred and seventy five} centimetres',
    'the {six} day package is {ninety four} pounds',
    'the damage waiver is {two} pounds {fifty} a day',
    'the kit has to be back by {five} on the last day',
    'groups of {ten} or more get {fifteen} percent off',
    'helmets are {twelve} pounds for the week',
    'a core shot repair is {thirty five} pounds',
    'full hookups are {fifty} amp',
    'the monthly rate is {six hundred and seventy five} dollars plus electric',
    'check in is after {two} and check out is by {eleven}',
    'quiet hours start at {ten}',
    'holiday weekends have a {three} night minimum',
    'electric is {sixteen} cents a kilowatt hour',
    'the seasonal deposit is {five hundred} dollars',
    'we can take rigs up to {forty five} feet',
    'full treatment is {five thousand four hundred} dollars',
    'that is {twenty four} payments of {one hundred and eighty five}',
    'the down payment was {five hundred} dollars',
    'a replacement retainer is {two hundred and fifty} dollars',
    'adjustments are every {six} to {eight} weeks',
    'you get {five} percent off if you pay in full',
    'the aligners need wearing {twenty two} hours a day',
    'the insurance lifetime maximum is {fifteen hundred} dollars',
    'a late fee is {twenty five} dollars',
    'a full set of shoes is {ninety five} pounds',
    'a trim is {forty} pounds',
    'remedial shoeing is {one hundred and thirty} pounds',
    'we replace a lost shoe within {forty eight} hours',
    'we are at your yard every {six} weeks on a thursday',
    'there is a {fifteen} pound call out for a single horse',
    'i can fit you in on the {twenty first}',
    'the full day package is {one thousand one hundred and fifty} pounds',
    'that covers {ten} hours',
    'you get about {five hundred} edited photos',
    'the album has {forty} pages',
    'galleries go out within {eight} weeks',
    'a second shooter is {two hundred and fifty} pounds',
    'the deposit was {twenty five} percent',
    'a tune up is {eighty nine} dollars {ninety five}',
    'blade sharpening is {fifteen} dollars',
    'that is the {forty two} inch deck',
    'repairs take {seven} to {ten} business days',
    'pickup is {forty} dollars within {fifteen} miles',
    'repairs carry a {ninety} day warranty',
    'we hold finished equipment for {thirty} days',
    'that carburetor is {sixty four} dollars',
    'the trek is {ninety} minutes',
    'its {forty five} pounds per person',
    'there are {two} people to each alpaca',
    'children have to be over {eight}',
    'an adoption is {sixty} pounds for the year',
    'we have {fourteen} alpacas in the herd',
    'vouchers last {twelve} months',
    'treks go out at {ten} and {two}',
    'joint membership is {one hundred and twelve} pounds a year',
    'parking is free at over {three hundred} places',
    'a family card covers {two} adults and up to {four} children',
    'the house is open {eleven} till {four}',
    'cards arrive within {ten} working days',
    'gift aid adds {twenty five} percent',
    'the great hall was built in {sixteen eighty}',
    'life membership is {one thousand eight hundred} pounds',
    'spot is about {two thousand three hundred} an ounce today',
    'the premium on that coin is {four} percent',
    'storage is {zero point five} percent a year',
    'orders ship in {three} to {five} business days',
    'the minimum order is {two hundred and fifty} dollars',
    'that is the {ten} ounce bar',
    'we buy back at {one} percent under spot',
    'shipping is free over {five hundred} dollars',
    'each parcel is insured up to {one hundred thousand} dollars',
    'every record is {one hundred and eighty} gram',
    'the standard plan is {twenty four} pounds a month',
    'the double plan is {forty two} pounds',
    'postage is {three} pounds {ninety five}',
    'you can skip up to {three} months a year',
    'this months pick came out in {nineteen seventy three}',
    'it plays at {thirty three and a third}',
    'you have {fourteen} days to send it back',
    'i can book that for the {ninth} at {two thirty}',
    'someone will ring you within {two} working days',
  ],
  customerOrdinary: [
    'my boot size is {twenty seven and a half}',
    'i am {five} foot {eight}',
    'there are {five} of us going',
    'we fly out on the {fourteenth}',
    'we have been coming for {nine} summers',
    'our rig is a {two thousand and eighteen} winnebago',
    'we have {two} dogs',
    'we were gone {sixteen} days',
    'she is {thirteen}',
    'we have made {eleven} payments so far',
    'he has had them on for {fourteen} months',
    'she is {sixteen} hands',
    'he is {fourteen} this year',
    'there are {three} horses at the yard',
    'we had {ninety} guests',
    'we got married on the {eighteenth} of june',
    'the mower is {six} years old',
    'its the {twenty one} inch push mower',
    'i have about {two} acres',
    'my niece is {nine}',
    'dad is {eighty three}',
    'we visit about {six} times a year',
    'i have been a member since {nineteen ninety}',
    'i have {twenty} silver eagles from {nineteen eighty six}',
    'i bought them in {twenty twenty}',
    'it was about {four thousand} dollars',
    'i have about {four hundred} records',
    'i have been with you {three} years',
    'it was the {twelve} inch not the {seven} inch',
  ],
  closings: ['thank you $ have a good day', 'lovely $ take care now', 'thanks $ bye bye', 'great $ speak soon'],
  stalls: [
    'oh hang on the kettle',
    'sorry i need to find the email',
    'one moment my glasses are upstairs',
    'just a tick the letter is in the drawer',
    'hold on let me put you on speaker',
    'bear with me the app is loading',
  ],
  readbacks: ['let me just read that back $', 'so that is $ yes', '$ have i got that right', 'i have written down $', 'just checking $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.22,
  shuffle: true,
  stallChance: 0.13,
  spelling: {
    ask: ['and can you spell the surname for me', 'how is the last name spelled', 'would you mind spelling that'],
    answer: ['$', 'sure its $', 'yes $', 'its $ all one word'],
    spell: (h, word) => thirtythirdSpell(h, word, h.random() < 0.5 ? 0 : 0.35),
  },
  addressing: ['thank you <first>', 'perfect <first>', 'thanks <full>', 'okay <first>', 'brilliant <first> thank you'],
  corrections: {
    self: ['# no hang on $', '# sorry i mean $', '# oh no thats not right its $', '# wait let me read it again $'],
    misheard: ['no $', 'not quite it should be $', 'nearly its $', 'you have got one wrong its $'],
    chance: 0.09,
  },
  continuing: {
    prompts: ['mm hm', 'right', 'got that', 'okay and the rest', 'carry on'],
    rest: ['$', 'and then $', 'then its $ and thats the lot', '$ thats it'],
    unbroken: [
      ...(THIRTYSECOND.continuing?.unbroken ?? []),
      ...THIRTYTHIRD_PINNING,
      ...THIRTYTHIRD_COUNTED.flat(),
      'dot',
      'point',
      'with',
      'on',
      'end',
      'letter',
      'at',
    ],
    chance: 0.15,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['louise', 'edward', 'rose', 'patrick', 'jane'])} ${last}`;
      if (roll < 0.21) return `${first} ${last} hyphen ${h.pick(['price', 'lowe', 'duval'])}`;
      if (roll < 0.24) return `${first} ${last} the third`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, which in "two thousand and six" reads oddly. */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1936 + Math.floor(random() * 64));
      const padded = (n: number) => tenthTwo(h, Math.floor(n / 10), n % 10);
      return thirtythirdSaid(
        h,
        'dob',
        [
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `${named} the ${ordinal} ${whole}`,
          () => `${ordinal} of ${named} ${whole}`,
        ],
        [
          () => `${named} ${CARDINALS[day - 1]} ${whole}`,
          () => `the ${ordinal} of ${named} ${thirtythirdOldYear(c, d)}`,
          () => `${h.pick(THIRTYTHIRD_HOLIDAYS)} ${h.random() < 0.5 ? short : whole}`,
          () => `${whole} ${padded(month)} ${padded(day)}`,
          () => `${short} the ${ordinal} of ${named}`,
          () => `${tenthOnForm(h, day)} dot ${tenthOnForm(h, month)} dot ${short}`,
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${short}`,
          () => `${padded(day)} ${padded(month)} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => `the ${ordinal} of ${named} in ${short}`,
          () => `${named} ${ordinal} of ${short}`,
          () => `${CARDINALS[day - 1]} ${CARDINALS[month - 1]} ${whole}`,
          () => `${ordinal} ${named} ${yearSaid(h, year)}`,
        ],
        THIRTYTHIRD_PLAIN.dob,
      );
    },
    account: (h) =>
      thirtythirdSaid(
        h,
        'account',
        [
          () => plainDigits(h, 8),
          () => plainDigits(h, 6 + Math.floor(h.random() * 4)),
          () => plainDigits(h, 10, 1),
          () => `${thirtythirdLetters(h, 2)} ${plainDigits(h, 6)}`,
        ],
        [
          () => thirtythirdCounted(h, withRun(h, 8)),
          () => inPairs(h, tenthDigitList(h, 8, 1)),
          () => thirtythirdDotted(h, [3, 3, 2], 'dot'),
          () => `${fourAsOne(h, ...thirtythirdFour(h))} ${fourAsOne(h, ...thirtythirdFour(h))}`,
          () => thirtythirdEnding(h, '', 9, 0.5),
          () => inChunks(h, [2, 2, 4], tenthDigitList(h, 8, 1)),
          () => inHundreds(h, tenthDigitList(h, 9, 1)),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => `${thirtythirdLetters(h, 2, 0.7)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => inChunks(h, [4, 4], tenthDigitList(h, 8, 1)),
        ],
        THIRTYTHIRD_PLAIN.number,
      ),
    policy: (h) =>
      thirtythirdSaid(
        h,
        'policy',
        [
          () => `${thirtythirdLetters(h, 2)} ${plainDigits(h, 7)}`,
          () => `${thirtythirdLetters(h, 3)} ${plainDigits(h, 5)}`,
          () => `${thirtythirdLetters(h, 1)} ${plainDigits(h, 7)} ${thirtythirdLetters(h, 1)}`,
          () => plainDigits(h, 9, 1),
          () => `${thirtythirdLetters(h, 2)} ${plainDigits(h, 6)}`,
        ],
        [
          () => `${thirtythirdLetters(h, 2, 0.7)} ${plainDigits(h, 6)}`,
          () => `${thirtythirdLetters(h, 2)} ${thirtythirdDotted(h, [3, 3], 'dot')}`,
          () => `${thirtythirdLetters(h, 3)} ${thirtythirdCounted(h, withRun(h, 6))}`,
          () => thirtythirdEnding(h, thirtythirdLetters(h, 1), 8, 0.6),
          () => `${thirtythirdLetters(h, 2)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${thirtythirdLetters(h, 2, 0.4)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${thirtythirdLetters(h, 1, 0.6)} ${tenthOneByOne(h, withRun(h, 7))}`,
          () => `${thirtythirdLetters(h, 2)} ${thirtythirdDotted(h, [2, 4], 'point')}`,
          () => `${plainDigits(h, 3, 1)} ${thirtythirdLetters(h, 2, 0.6)} ${inPairs(h, tenthDigitList(h, 4))}`,
          () => `${thirtythirdLetters(h, 2)} ${fourAsOne(h, ...thirtythirdFour(h))} ${fourAsOne(h, ...thirtythirdFour(h))}`,
        ],
        THIRTYTHIRD_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [
          () => plainDigits(h, 8, 1),
          () => `${thirtythirdLetters(h, 2)} ${plainDigits(h, 6)}`,
          () => `${plainDigits(h, 7, 1)} ${thirtythirdLetters(h, 1)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 8, 1)),
          () => `${thirtythirdLetters(h, 2, 0.6)} ${thirtythirdCounted(h, withRun(h, 6))}`,
          () => inHundreds(h, tenthDigitList(h, 6, 1)),
          () => thirtythirdEnding(h, '', 9, 0.7),
        ],
        0.6,
      ),
    card: (h) =>
      mostlyPlain(
        h,
        [() => luhnCard(h.pick([4, 5]), h.random), () => plainDigits(h, 4)],
        [() => cardInChunks(h, [4, 5], 0.4), () => thirtythirdCounted(h, withRun(h, 4))],
        0.6,
      ),
    postcode: (h) => thirtythirdPostcode(h, h.random() < 0.6),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.55 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0, e = 0] = tenthDigitList(h, 5, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(THIRTYTHIRD_STREETS)} ${pick(THIRTYTHIRD_TOWNS)}`,
              () =>
                `${pick(['the old dairy', 'swallow barn', 'hillcrest', 'the coach house'])} ${pick(THIRTYTHIRD_STREETS)} ${pick(THIRTYTHIRD_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 16))} ${pick(['mill house', 'saint johns court', 'the maltings'])} ${pick(THIRTYTHIRD_STREETS)} ${pick(THIRTYTHIRD_TOWNS)}`,
              () => `${tenthThree(h, a, b, c)} ${pick(THIRTYTHIRD_STREETS)} ${pick(THIRTYTHIRD_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(THIRTYTHIRD_US_STREETS)} ${pick(THIRTYTHIRD_US_TOWNS)}`,
              () => `${fourAsOne(h, a, b, c, d)} ${pick(THIRTYTHIRD_US_STREETS)} ${pick(THIRTYTHIRD_US_TOWNS)}`,
              () => `p o box ${plainDigits(h, 3, 1)} ${pick(THIRTYTHIRD_US_TOWNS)}`,
              () =>
                `${inChunks(h, [2, 3], [a, b, c, d, e])} ${pick(THIRTYTHIRD_US_STREETS)} apartment ${pick(CARDINALS.slice(0, 12))} ${pick(THIRTYTHIRD_US_TOWNS)}`,
              () => `${plainDigits(h, 4, 1)} highway ${pick(CARDINALS.slice(0, 20))} ${pick(THIRTYTHIRD_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${thirtythirdPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => fourAsOne(h, ...thirtythirdFour(h)), () => thirtythirdCounted(h, withRun(h, 4))],
        0.6,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `zero one ${plainDigits(h, 9)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => {
            const ds = tenthDigitList(h, 9);
            return `oh seven ${tenthOneByOne(h, ds.slice(0, 3))} ${inPairs(h, ds.slice(3))}`;
          },
          () => thirtythirdCounted(h, [0, 7, ...withRun(h, 9)]),
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${fourAsOne(h, ...thirtythirdFour(h))}`,
          () => `one ${inChunks(h, [3, 3, 4], tenthDigitList(h, 10, 2))}`,
          () => `oh one ${tenthOneByOne(h, tenthDigitList(h, 3, 1))} ${inChunks(h, [3, 3])}`,
          () => `area code ${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${inPairs(h, tenthDigitList(h, 4))}`,
        ],
        0.6,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(THIRTYTHIRD_DOMAINS);
      /** An initial, or the whole name where the initial is A (which flite would say as "uh"). */
      const initial = first.startsWith('a') ? first : first[0]!.toUpperCase();
      const lastInitial = last.startsWith('a') ? last : last[0]!.toUpperCase();
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${lastInitial} at ${domain}`,
        () => `${initial} ${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${last} dot ${first} at ${domain}`,
        () => `${first} underscore ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `the ${last}s at ${domain}`,
        () => `${first} ${plainYear(h, 1950 + Math.floor(h.random() * 50))} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${thirtythirdLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
          () => `${thirtythirdLetters(h, 1)} ${plainDigits(h, 7)}`,
        ],
        [
          () => `${thirtythirdLetters(h, 2, 0.6)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${fourAsOne(h, ...thirtythirdFour(h))}`,
          () => thirtythirdCounted(h, withRun(h, 9)),
          () => `${thirtythirdLetters(h, 1, 0.5)} ${inHundreds(h, tenthDigitList(h, 6, 1))} ${plainDigits(h, 1)}`,
          () => inChunks(h, [3, 2, 4], tenthDigitList(h, 9, 1)),
        ],
        0.6,
      ),
  },
};

/** Words callers of the thirty-fourth set hang on a letter: the radio alphabet mostly, now and then an everyday first name. */
const THIRTYFOURTH_LETTER_WORDS: Readonly<Record<string, readonly string[]>> = {
  B: ['bravo', 'bob'],
  C: ['charlie', 'colin'],
  D: ['delta', 'dennis'],
  E: ['echo', 'eric'],
  F: ['foxtrot', 'frank'],
  G: ['golf', 'gary'],
  H: ['hotel', 'henry'],
  I: ['india', 'ivan'],
  J: ['juliet', 'john'],
  K: ['kilo', 'kevin'],
  L: ['lima', 'lucy'],
  M: ['mike', 'mark'],
  N: ['november', 'neil'],
  O: ['oscar', 'olive'],
  P: ['papa', 'paul'],
  Q: ['quebec'],
  R: ['romeo', 'roger'],
  S: ['sierra', 'steve'],
  T: ['tango', 'tony'],
  U: ['uniform'],
  V: ['victor', 'vera'],
  W: ['whiskey', 'walter'],
  X: ['x ray'],
  Y: ['yankee', 'yvonne'],
  Z: ['zulu'],
};
/** Every word the thirty-fourth set hangs on a letter, so a value said over two turns never breaks beside one. */
const THIRTYFOURTH_PINNING = [...new Set(Object.values(THIRTYFOURTH_LETTER_WORDS).flatMap((words) => words.flatMap((w) => w.split(' '))))];
/** Capitals pinned down "B for bravo", "M as in mike", "S like steve", "T tango"; a doubled letter often said "double". */
const { letters: thirtyfourthLetters, spell: thirtyfourthSpell } = spokenCapitals({
  words: THIRTYFOURTH_LETTER_WORDS,
  joiners: ['for', 'as in', 'for', 'like', '', 'as in'],
  doubled: 0.55,
});
/** A UK postcode, or (when not plain) a ZIP in pairs ("fifty two thirty one seven") or in its printed groups, or a ZIP+4 code. */
const thirtyfourthPostcode = ukOrUsPostcode({
  letters: thirtyfourthLetters,
  pinned: 0.3,
  zip: (h) => (h.random() < 0.5 ? inPairs(h, tenthDigitList(h, 5, 1)) : zipInGroups(h)),
});

const THIRTYFOURTH_STREETS = ['parsonage lane', 'brickfield road', 'cobden street', 'linnet close', 'quarry terrace', 'foundry street'];
const THIRTYFOURTH_TOWNS = ['wetherby', 'sandbach', 'thame', 'rothbury', 'hebden bridge', 'kidderminster', 'bridgwater'];
const THIRTYFOURTH_US_STREETS = ['sassafras lane', 'dogwood trail', 'bison ridge road', 'harvest moon drive'];
const THIRTYFOURTH_US_TOWNS = ['mankato', 'pendleton', 'lynchburg', 'twin falls', 'council bluffs', 'hagerstown'];
const THIRTYFOURTH_DOMAINS = [
  'gmail dot com',
  'hotmail dot co dot uk',
  'yahoo dot co dot uk',
  'outlook dot com',
  'icloud dot com',
  'btinternet dot com',
  'comcast dot net',
  'aol dot com',
  'talk21 dot com',
];
/**
 * How often the thirty-fourth set's account and policy-like numbers (`number`) and dates of birth (`dob`) are said the
 * plain way (the harder ways taken in turn down each list, thirtyfourthSaid): the ordinary mix of a contact centre, most
 * callers reading a number digit by digit and saying a date the everyday way, about three in ten some other way.
 */
const THIRTYFOURTH_PLAIN = { dob: 0.7, number: 0.74 } as const;
/** How often the set's other items (membership, card, PIN, phone, postcode and reference numbers) are said plainly. */
const THIRTYFOURTH_OTHERS_PLAIN = 0.7;
/** Its own turn through the harder ways of each kind (harderInTurn), apart from the other sets'. */
const thirtyfourthSaid = harderInTurn();
/** Four random digits, the first not nought, for fourAsOne. */
const thirtyfourthFour = (h: Helpers): [number, number, number, number] => tenthDigitList(h, 4, 1) as [number, number, number, number];

/**
 * The thirty-fourth held-out set, written blind to the detector (without reading its code, its lexicon, its rules, its
 * docs, its tests, its benchmark or its results, and without reading the other sets' recognised text): calls to a UK
 * car club (car sharing by the hour), a glamping site with yurts, shepherd's huts and a treehouse, a domestic appliance
 * repair firm with a cover plan, a US limousine and party bus hire company, a driving experience and track day company,
 * a US massage studio chain with monthly memberships, an angling association with club waters and permits, a US camera
 * repair and rental shop, a cycle to work scheme provider and a US flight school, trades no earlier set has called,
 * about a car left full of rubbish, a scratch charged that was there before, a fuel card that failed, a late fee after
 * an accident, a congestion charge fine and a licence check that fails, a dog at a shepherd's hut, a cold hot tub, a stay
 * cancelled for a broken leg, a balance taken early and a charger left behind, a washing machine still leaking, an
 * engineer who never came, an oven part on order, a fridge freezer not cooling and a call-out fee on a cover plan, a
 * prom pickup, a driver late to a wedding, a deposit kept for a spilled drink, a party bus cancelled and an hour charged
 * twice, an expired supercar voucher, a track day rained off, more laps, a passenger ride for a seventieth birthday and a
 * medical form, a membership to freeze, charges after cancelling, unused massages, a move to another studio and a no
 * show fee, a season permit, a permit card not come, a rod licence left at home, a gate code and night fishing, a lens
 * repair with no estimate, a spot left after sensor cleaning, a rental lens back late, a crushed box and a dropped
 * camera, a voucher not come, a bike stolen at a station, deductions after leaving a job, the ownership fee and a shop
 * refusing a certificate, a lesson cancelled for weather and charged, a block of hours, renter's insurance, an examiner's
 * fee and a discovery flight; a date of birth, an account number (member, customer, student or booking account, or the
 * bank account a refund goes to) and a policy-like number (damage cover, excess reduction cover, booking protection,
 * appliance cover plan, rental agreement, event cancellation insurance, participant insurance, excess waiver, membership
 * agreement, angling insurance, gear protection plan, rental damage waiver, cycle to work hire agreement, bike theft
 * insurance or renter's insurance policy number) asked in every call, seven items a call; aiming at the ordinary mix of
 * a real contact centre rather than new ways of saying things: about seven in ten of those three said plainly (digits
 * one by one with zero said "zero" or "oh", bare capitals before, after or either side of the digits, "the fourth of
 * march nineteen eighty two", "march fourth eighty two", "march the fourth …", "fourth of march …", "the fourth of march
 * eighty two"), the rest the harder ways the file already has, taken in turn down each list: digits in pairs, in hundreds
 * and in printed groups (inChunks), eight digits as two four-digit numbers (fourAsOne), runs said "double" and "triple",
 * "nought" the British way, groups with "dash" or "forward slash" between them, letters pinned down with the radio
 * alphabet or a first name ("B for bravo", "S like steve", "T tango"); birth dates as numbers month first or day first
 * with a short year, read off a form with "slash" between the parts, padded day and month before the whole year, "the
 * fourth of the third", a named month with a cardinal day, the year digit by digit and the month and day as padded
 * numbers with a short year; the other items said plainly seven times in ten likewise; questions asked many ways,
 * plainly, indirectly ("i will need the account number to find you") and with a reason ("for security could you …");
 * callers hesitating ("um let me see", "er"), stalling ("hang on let me grab my wallet", "sorry the dog is barking"),
 * giving a value in two pieces with the agent saying "yep" or "mm hm go on" between, correcting themselves ("… no hold on
 * its …", "… um scratch that …") and the agent's read-back; values volunteered in the caller's first words (a member
 * number, a damage cover number, a booking protection policy, a cover plan number, a mother's date of birth, a rental
 * agreement, a name and account, a participant insurance policy, a date of birth corrected, a membership agreement and
 * a member number, a name and address, a gear protection plan and an account, a hire agreement, a name and date of
 * birth, a renter's insurance policy and a student account, an account number begun again, a mobile to ring back on and
 * an e-mail address); names with middle initials and middle names and now and then a double-barrelled surname, surnames
 * spelled mostly with bare capitals; card numbers in fours and last fours; UK mobiles and landlines and US numbers said
 * digit by digit, now and then in groups, with "plus four four" or "area code"; national insurance, social security,
 * passport, driving licence and pilot certificate numbers; UK postcodes, ZIPs and ZIP+4 codes; UK addresses with flats
 * and house names, US addresses with apartments; e-mail addresses at everyday providers; and ordinary numbers beside
 * them that must survive (late fees and their minutes, hourly and daily rates, miles included, pence a mile, an excess
 * and its reduction, a cleaning charge, check-in and check-out times, people a hut sleeps, a dog's price a night, weeks
 * before a balance, hours for a hot tub to heat, nights in a break, a yurt's price, hours' notice, an engineer's visit,
 * a plan's monthly price, working days for parts, a repair's guarantee in days, an engineer's time slot, appliances
 * covered, a machine's age limit, seats in a limousine, people on a party bus, dollars an hour, a minimum of hours, a
 * deposit and a gratuity in percent, minutes early, a prom package, laps and a lap's price, a briefing time, voucher
 * months, a passenger ride, a minimum age, a circuit's miles, a waiver's price, a membership's price a month, a member's
 * price, months to freeze, days' notice, a no show fee, months to roll over, minutes in a session, a permit's price, day
 * tickets, juniors' price and age, hours of night fishing, the date a river opens, lakes, fish to keep, months on a
 * waiting list, a sensor clean, an estimate fee, weeks for a repair, a return time, a daily rate, a deductible, insured
 * sums, a shutter's clicks, a scheme limit, months of hire, savings in percent, an ownership fee in percent, working
 * days for a voucher, monthly deductions, years of extended use, an aircraft's rate an hour, instruction an hour, a
 * discount in percent, hours to cancel, a discovery flight's minutes, an examiner's fee, hours for a certificate,
 * appointment dates and times, callback and refund days; and the callers' years as members, minutes driven, people in a
 * party, children, a machine's age and price, hours waited in, a daughter's age, a prom date, people on a bus, a father's
 * age, track days done, visits a month, massages left, a carp's weight, the year someone began fishing, a lens's price,
 * a camera's age, a bike's price, months paid, hours in a logbook, flights a week, ages, a birthday and minutes on
 * hold). Authored and recognised before any change for it.
 */
const THIRTYFOURTH: Pools = {
  voices: [
    ['rms', 'slt'],
    ['slt', 'kal'],
    ['kal16', 'rms'],
    ['awb', 'slt'],
    ['kal', 'awb'],
    ['slt', 'kal16'],
    ['rms', 'awb'],
  ],
  greetings: [
    'citywheels car club this is [NAME:jodie] how can i help today',
    'hello citywheels member support',
    'bramblewick glamping good morning [NAME:hollie] speaking',
    'hi you are through to bramblewick glamping bookings',
    'fixright appliance repairs [NAME:darren] speaking how can i help',
    'good afternoon fixright repairs and cover',
    'silverline limousines this is [NAME:brandon] how can i help you',
    'thanks for calling silverline limo and party bus',
    'apex track days [NAME:lauren] speaking',
    'hello apex driving experiences how can i help',
    'tranquil touch massage member services this is [NAME:kayla]',
    'hi thanks for calling tranquil touch how can i help',
    'lowbrook angling association membership secretary [NAME:trevor] speaking',
    'hello lowbrook angling',
    'shutterworks camera repair this is [NAME:marcus] what can i do for you',
    'shutterworks repairs and rentals good morning',
    'pedalpath cycle to work [NAME:sophie] speaking how can i help',
    'hello pedalpath scheme support',
    'blue ridge flight academy front desk this is [NAME:cody]',
    'good morning blue ridge flight academy',
  ],
  reasons: [
    'hi the car i booked this morning was left full of rubbish by the last member',
    'hello you have charged me for a scratch on the bumper that was already there',
    'hi the fuel card in the glovebox would not work so i paid for the petrol myself',
    'hello i was {twenty} minutes late back because of an accident on the ring road and got a late fee',
    'hi i have had a congestion charge fine passed on for a day i never drove',
    'hello my licence check keeps failing on the app',
    'hi my member number is [MEMBERSHIP_NUMBER:four one seven seven two zero nine] and the car will not unlock with my card',
    'hello i want to add the excess reduction my damage cover number is [POLICY_NUMBER:D C five five one eight two zero four]',
    'hi we are booked into the shepherds hut next weekend and want to bring our dog',
    'hello the hot tub at the yurt was stone cold the whole weekend',
    'hi my husband has broken his leg so we need to cancel our stay',
    'hello you took the balance {six} weeks early',
    'hi can we add an extra night on the friday',
    'hello we left a phone charger in the treehouse',
    'hi my booking protection policy is [POLICY_NUMBER:B P seven three zero six one four two] and we have to cancel',
    'hi my washing machine is still leaking after your engineer came out',
    'hello the engineer never turned up yesterday and i took the day off work',
    'hi the part for my oven has been on order for {three} weeks',
    'hello my fridge freezer has stopped cooling and i have the cover plan',
    'hi i have been charged a call out fee and i thought it was covered',
    'hello my cover plan number is [POLICY_NUMBER:F R two eight eight four one zero three] and the tumble dryer is banging',
    'hi the plan is in my mums name her date of birth is [DATE_OF_BIRTH:the ninth of october nineteen forty one]',
    'hi i booked a stretch limo for my daughters prom and want to check the pickup time',
    'hello your driver was {forty} minutes late to our wedding',
    'hi you kept our damage deposit because somebody spilled a drink',
    'hello i need to cancel the party bus for saturday',
    'hi i was charged for an extra hour we did not use',
    'hi my rental agreement number is [POLICY_NUMBER:S L six four one nine zero two two] and i want my deposit back',
    'hey its [NAME:callum kerrigan] my account is [BANK_ACCOUNT_NUMBER:eight two zero five five one three six] i need a receipt for work',
    'hi i bought a supercar voucher for my husband and it has run out',
    'hello our track day was called off for the rain and i want to rebook',
    'hi can i upgrade from {three} laps to {six}',
    'hello i want to book a passenger ride for my dads {seventieth}',
    'hi i was told i need to send in a medical form before i can drive',
    'hi my participant insurance policy is [POLICY_NUMBER:T D four zero nine seven three one five] what does it cover',
    'hello the date of birth on my booking is [DATE_OF_BIRTH:july the twenty second nineteen seventy nine] sorry no [DATE_OF_BIRTH:july the twenty third nineteen seventy nine]',
    'hi i want to freeze my membership for {two} months i am having an operation',
    'hello i cancelled in march and you are still taking money',
    'hi i have {five} unused massages will they roll over',
    'hello i want to move my membership to the downtown studio',
    'hi my therapist cancelled and i still got the no show fee',
    'hi my membership agreement number is [POLICY_NUMBER:T T nine one four four two six eight] i want to cancel',
    'hey my member number is [MEMBERSHIP_NUMBER:five seven three one nine nine two zero] and my card on file has expired',
    'hi i want to buy a season permit for the lower river',
    'hello my permit card has not come and the season starts on saturday',
    'hi the bailiff asked for my rod licence and i had left it at home',
    'hello the gate code for the lake car park is not working',
    'hi i want to book the night fishing on the {twelfth}',
    'hi its [NAME:gordon illingworth] at [ADDRESS:fourteen linnet close wetherby] i have moved and need a new card',
    'hi i sent my lens in {three} weeks ago and still have not had an estimate',
    'hello the camera came back from sensor cleaning with a spot still on it',
    'hi i rented a lens for a wedding and brought it back a day late',
    'hello the box you shipped my camera back in was crushed',
    'hi i want to claim on my protection plan i dropped my camera',
    'hi my gear protection plan is [POLICY_NUMBER:G P P eight three one four zero two] and the autofocus has gone',
    'hello my account number is [BANK_ACCOUNT_NUMBER:six one nine four oh eight two seven] i dropped off a flash last week',
    'hi my cycle to work voucher has not come and the shop is holding the bike',
    'hello my bike was stolen from outside the station',
    'hi i have left my job but the deductions are still coming out of my pay',
    'hello i want to know about the ownership fee at the end of the hire',
    'hi the bike shop will not accept my certificate',
    'hi my hire agreement number is [POLICY_NUMBER:C W two six seven five one nine four] and i want to buy the bike outright',
    'hello its [NAME:elspeth haldane] i was born [DATE_OF_BIRTH:the second of june eighty eight] and i cannot log in',
    'hi my lesson was cancelled for weather and i was still charged',
    'hello i want to buy a block of {ten} hours',
    'hi i need to know if my renters insurance covers the cessna',
    'hello my checkride is next week and i need to pay the examiner',
    'hi i bought a discovery flight for my son and want to book it',
    'hi my renters insurance policy is [POLICY_NUMBER:R P seven zero two two nine four one] can you put it on file',
    'hey my student account is [BANK_ACCOUNT_NUMBER:three four seven seven one zero five two] can you check my balance',
    'hello my account number is um [BANK_ACCOUNT_NUMBER:five eight one three three zero two] no wait [BANK_ACCOUNT_NUMBER:five eight one three three zero nine] i have a question about the bill',
    'hi can someone ring me back on [PHONE:oh seven nine one two three four eight eight five six] i am at work till {six}',
    'hello can you send the invoice to [EMAIL:vikram dot haldane at gmail dot com] please',
  ],
  firstNames: [
    'noreen',
    'callum',
    'bernadette',
    'vikram',
    'desiree',
    'gordon',
    'elspeth',
    'stuart',
    'ingrid',
    'lachlan',
    'maureen',
    'kwame',
    'shona',
    'tobias',
    'yvonne',
    'priya',
  ],
  lastNames: [
    'oakshott',
    'illingworth',
    'lazenby',
    'rushworth',
    'braithwaite',
    'dalgleish',
    'haldane',
    'ivanova',
    'kerrigan',
    'mulholland',
    'pennington',
    'tremayne',
    'whitlock',
    'featherstone',
    'mcandrew',
    'okonkwo',
  ],
  streets: [...THIRTYFOURTH_STREETS, ...THIRTYFOURTH_US_STREETS],
  towns: [...THIRTYFOURTH_TOWNS, ...THIRTYFOURTH_US_TOWNS],
  emailDomains: THIRTYFOURTH_DOMAINS,
  secrets: [
    'a hamster called nibbles',
    'saint marys primary',
    'blackpool',
    'a ford escort',
    'nanna pat',
    'shepherds pie',
    'uncle trevor',
    'a collie called shep',
    'mrs whitehead',
    'elvis',
    'green',
  ],
  ask: {
    name: [
      'can i start with your name please',
      'who have i got on the line today',
      'and whose name is the booking in',
      'could i get your full name',
      'and your name is',
      'what name is the account under please',
      'sorry i did not catch your name',
    ],
    account: [
      'what is your account number please',
      'can you give me the account number its at the top of your invoice',
      'do you have your customer account number there',
      'whats the account number',
      'and the student account number please',
      'the bank account number you would like the refund paid into please',
      'i will need the account number to find you',
      'and the account number please take your time',
      'your account number its on the app under settings',
    ],
    policy: [
      'and the damage cover number please',
      'your excess reduction cover number',
      'whats the booking protection policy number',
      'can i take the cover plan number',
      'the rental agreement number on your contract',
      'and the event cancellation insurance policy number',
      'the participant insurance policy number please',
      'your membership agreement number',
      'the angling insurance policy number on your card',
      'the gear protection plan number',
      'the hire agreement number its on your certificate',
      'the renters insurance policy number',
      'do you have a policy number for me',
      'and the policy number on your paperwork please',
    ],
    membership: [
      'and your membership number',
      'the member number on the back of your card',
      'your club card number please',
      'the member id on the app',
      'can i have your membership number',
    ],
    card: [
      'the card number please',
      'can you read me the long number on the card',
      'just the last {four} digits on the card',
      'which card did you pay with the last {four} will do',
    ],
    dob: [
      'and can i have your date of birth',
      'whats your date of birth please',
      'just to confirm your date of birth',
      'for security could you give me your date of birth',
      'and when is your birthday including the year',
      'the date of birth of the member please',
      'and the date of birth on the licence',
      'could you confirm the date of birth on the account',
    ],
    postcode: [
      'and your postcode',
      'whats the postcode there',
      'the zip code please',
      'and the zip on the billing address',
      'can i check the postcode you have registered',
    ],
    address: [
      'and the address on the account',
      'can you confirm your home address',
      'where should we send the engineer',
      'the pickup address please',
      'whats the address for the new card',
    ],
    secret: [
      'can you tell me the answer to your security question',
      'what is your memorable word',
      'the name of your primary school',
      'your favourite singer',
      'the make of your first car',
      'the name of your childhood pet',
      'your favourite colour',
    ],
    pin: ['and the {four} digit pin you set up', 'your security pin please', 'the pin for the account', 'your telephone passcode please'],
    phone: [
      'whats the best number to reach you on',
      'the mobile number please',
      'a contact number for the driver',
      'a daytime number please',
      'the phone number on the account',
    ],
    email: [
      'and your email address',
      'what email shall i send the confirmation to',
      'the email on your account please',
      'where should the estimate go by email',
    ],
    reference: [
      'your driving licence number please',
      'the licence number on your photocard',
      'your national insurance number',
      'your social security number please',
      'your pilot certificate number',
      'your passport number please',
    ],
  },
  answer: {
    name: ['$', 'its $', 'um its $', 'yeah its $', 'my name is $', 'it will be under $', '$ speaking'],
    account: [
      '$',
      'its $',
      'um let me see $',
      'yeah i have it $',
      'okay its $',
      'the account number is $',
      'i think its $',
      'right here we go $',
      'er $',
    ],
    policy: ['$', 'its $', 'it says $', 'um $', 'okay the number is $', 'i have got it here its $', 'er let me see $'],
    membership: ['$', 'its $', 'um $', 'it says $ on the card'],
    card: ['$', 'its $', 'okay $', 'yes its $'],
    dob: ['$', 'its $', 'um $', 'yeah $', 'my birthday is $', '$ thats me', 'oh its $'],
    postcode: ['$', 'its $', 'um $', 'the postcode is $', 'its $ i think'],
    address: ['$', 'its $', 'i am at $', 'we are at $', 'um $'],
    secret: ['$', 'its $', 'oh that would be $', 'i think i put $', 'um $'],
    pin: ['$', 'its $', 'um $', 'i think its $'],
    phone: ['$', 'its $', 'my mobile is $', 'you can get me on $', 'um $'],
    email: ['$', 'its $', 'it is $', 'um $', '$ all lower case'],
    reference: ['$', 'its $', 'okay its $', 'um let me find it $', 'right its $'],
  },
  agentOrdinary: [
    'the late return fee is {ten} pounds for every {fifteen} minutes',
    'cars are {six} pounds {fifty} an hour',
    'the day rate is {fifty five} pounds',
    'the first {sixty} miles are included',
    'after that it is {twenty two} pence a mile',
    'the standard excess is {seven hundred and fifty} pounds',
    'the excess reduction brings that down to {two hundred}',
    'a cleaning charge is {thirty} pounds',
    'check in is from {three} and check out is by {ten}',
    'the shepherds hut sleeps {four}',
    'dogs are {fifteen} pounds a night',
    'the balance is due {eight} weeks before you arrive',
    'the hot tub takes about {six} hours to heat up',
    'a midweek break is {three} nights',
    'the yurt is {two hundred and ten} pounds a night in summer',
    'we need {twenty four} hours notice for a firewood order',
    'an engineer visit is {eighty five} pounds',
    'the cover plan is {twelve} pounds {ninety nine} a month',
    'parts usually take {three} to {five} working days',
    'we guarantee the repair for {ninety} days',
    'the engineer will come between {eight} and {one}',
    'the plan covers up to {three} appliances',
    'we only cover machines under {ten} years old',
    'the stretch limo seats {ten}',
    'the party bus takes up to {twenty two} people',
    'it is {one hundred and twenty five} dollars an hour',
    'there is a {three} hour minimum on saturdays',
    'the deposit is {thirty} percent',
    'gratuity is {eighteen} percent',
    'the driver gets there {fifteen} minutes early',
    'the prom package is {six hundred and fifty} dollars',
    'the supercar experience is {three} laps',
    'an extra lap is {thirty five} pounds',
    'you need to be there by {eight thirty} for the briefing',
    'vouchers are valid for {twelve} months',
    'passenger rides are {forty nine} pounds',
    'drivers have to be at least {seventeen}',
    'the circuit is {two point four} miles',
    'the excess waiver is {twenty five} pounds',
    'the membership is {fifty nine} dollars a month',
    'extra massages are {seventy nine} dollars for members',
    'you can freeze for up to {three} months',
    'we need {thirty} days notice to cancel',
    'the no show fee is {forty} dollars',
    'unused massages roll over for {twelve} months',
    'a session is {sixty} minutes',
    'please arrive {ten} minutes early',
    'a season permit is {one hundred and forty} pounds',
    'day tickets are {twelve} pounds',
    'juniors under {sixteen} pay {five} pounds',
    'night fishing is {forty eight} hours at most',
    'the river opens on the {sixteenth} of june',
    'there are {nine} lakes on the club waters',
    'you can keep {two} fish a day',
    'the waiting list is about {eighteen} months',
    'a sensor clean is {seventy nine} dollars',
    'the estimate fee is {forty} dollars',
    'repairs take about {three} weeks',
    'rentals are due back by {eleven} in the morning',
    'a late day is the full daily rate of {sixty five} dollars',
    'the plan has a {fifty} dollar deductible',
    'we ship it back insured for {two thousand} dollars',
    'that shutter is rated for {two hundred thousand} clicks',
    'the scheme limit is {two thousand five hundred} pounds',
    'the hire runs for {twelve} months',
    'most people save about {thirty two} percent',
    'the ownership fee is {seven} percent of the value',
    'vouchers are emailed within {five} working days',
    'the deductions are {forty one} pounds {sixty six} a month',
    'the extended use period is {three} years',
    'the cessna is {one hundred and sixty five} dollars an hour',
    'instruction is {sixty} dollars an hour',
    'a block of {ten} hours gets {five} percent off',
    'we need {twenty four} hours to cancel without a fee',
    'the discovery flight is {forty five} minutes',
    'the examiner fee is {eight hundred} dollars',
    'you need at least {forty} hours for the certificate',
    'your lesson is booked for the {ninth} at {seven thirty}',
    'someone will call you back within {two} working days',
    'i have booked that for the {twenty third} between {nine} and {twelve}',
    'the refund takes {three} to {five} working days',
  ],
  customerOrdinary: [
    'i have been a member about {four} years',
    'i only had the car for {forty} minutes',
    'there were {six} of us',
    'we have {two} kids and a dog',
    'the machine is only {three} years old',
    'it cost me {six hundred} pounds',
    'i waited in from {eight} till {four}',
    'my daughter is {seventeen}',
    'the prom is on the {twenty fourth}',
    'we had {twelve} people on the bus',
    'my dad turns {seventy} next month',
    'i have done {three} track days before',
    'i come in about {two} times a month',
    'i have {five} massages left',
    'i had a {twelve} pound carp out of there last year',
    'i have fished there since {nineteen eighty five}',
    'the lens cost {one thousand two hundred} dollars',
    'the camera is about {eight} years old',
    'the bike was {one thousand one hundred} pounds',
    'i have paid {seven} of the {twelve} months',
    'i have about {twenty eight} hours in my logbook',
    'i fly about {two} times a week',
    'i am {fifty three}',
    'i am {thirty one} next week',
    'i have been on hold for {twenty} minutes',
  ],
  closings: ['thanks for calling $ have a good one', 'okay $ all sorted take care', 'thank you $ bye now', 'cheers $ have a lovely day'],
  stalls: [
    'hang on let me grab my wallet',
    'sorry the dog is barking bear with me',
    'hold on i need to find the email',
    'um i have it somewhere hang on',
    'just a moment its on the fridge',
    'sorry where are my glasses hang on',
  ],
  readbacks: ['so thats $', 'let me read that back $', 'i have got $ is that right', '$ yes', 'just to confirm $'],
  always: ['dob', 'account', 'policy'],
  itemsPerCall: 7,
  readBackChance: 0.3,
  shuffle: true,
  stallChance: 0.15,
  spelling: {
    ask: ['can you spell your surname for me', 'how do you spell the last name', 'and could you spell that for me'],
    answer: ['$', 'its $', 'yep $', 'sure $'],
    spell: (h, word) => thirtyfourthSpell(h, word, h.random() < 0.6 ? 0 : 0.3),
  },
  addressing: ['thanks <first>', 'lovely <first>', 'thank you <full>', 'okay <first>', 'great thanks <first>'],
  corrections: {
    self: ['# oh sorry no $', '# no hold on its $', '# actually no $', '# um scratch that $'],
    misheard: ['no its $', 'not quite its $', 'close its $', 'no sorry $'],
    chance: 0.1,
  },
  continuing: {
    prompts: ['okay', 'yep', 'mm hm go on', 'and the rest', 'okay keep going'],
    rest: ['$', 'then $', '$ and thats it', 'and $'],
    unbroken: [...(THIRTYTHIRD.continuing?.unbroken ?? []), ...THIRTYFOURTH_PINNING, 'forward', 'slash', 'dash'],
    chance: 0.15,
  },
  forms: {
    name: (h) => {
      const { first, last } = h.name;
      const roll = h.random();
      if (roll < 0.1) return `${first} ${h.pick(FIFTEENTH_LETTERS)} ${last}`;
      if (roll < 0.17) return `${first} ${h.pick(['mary', 'john', 'elizabeth', 'david', 'ann'])} ${last}`;
      if (roll < 0.2) return `${first} ${last} hyphen ${h.pick(['smith', 'wood', 'khan'])}`;
      return `${first} ${last}`;
    },
    dob: (h) => {
      /** No year after 1999: a misheard read-back changes one digit word, which in "two thousand and six" reads oddly. */
      const { day, month, year, a, b, c, d, whole, short, ordinal, named } = birthDate(h, ({ random }) => 1938 + Math.floor(random() * 62));
      const padded = (n: number) => tenthTwo(h, Math.floor(n / 10), n % 10);
      return thirtyfourthSaid(
        h,
        'dob',
        [
          () => `the ${ordinal} of ${named} ${whole}`,
          () => `${named} ${ordinal} ${short}`,
          () => `${named} the ${ordinal} ${whole}`,
          () => `${ordinal} of ${named} ${whole}`,
          () => `${named} ${ordinal} ${whole}`,
          () => `the ${ordinal} of ${named} ${short}`,
        ],
        [
          () => `${CARDINALS[month - 1]} ${CARDINALS[day - 1]} ${short}`,
          () => `${padded(day)} ${padded(month)} ${whole}`,
          () => `${tenthOnForm(h, day)} slash ${tenthOnForm(h, month)} slash ${short}`,
          () => `the ${ordinal} of the ${ORDINALS[month - 1]} ${short}`,
          () => `${named} ${CARDINALS[day - 1]} ${whole}`,
          () => `${ordinal} ${named} ${tenthOneByOne(h, [a, b, c, d])}`,
          () => `${padded(month)} ${padded(day)} ${tenthTwo(h, c, d)}`,
          () => `${CARDINALS[day - 1]} ${CARDINALS[month - 1]} ${short}`,
          () => `${ordinal} ${named} ${yearSaid(h, year)}`,
        ],
        THIRTYFOURTH_PLAIN.dob,
      );
    },
    account: (h) =>
      thirtyfourthSaid(
        h,
        'account',
        [
          () => plainDigits(h, 8),
          () => plainDigits(h, 6 + Math.floor(h.random() * 4)),
          () => plainDigits(h, 10, 1),
          () => `${thirtyfourthLetters(h, 2)} ${plainDigits(h, 6)}`,
        ],
        [
          () => inPairs(h, tenthDigitList(h, 8, 1)),
          () => tenthOneByOne(h, withRun(h, 8)),
          () => inChunks(h, [4, 4], tenthDigitList(h, 8, 1)),
          () => inHundreds(h, tenthDigitList(h, 9, 1)),
          () => `${thirtyfourthLetters(h, 2, 0.7)} ${plainDigits(h, 6)}`,
          () => thirtysecondSeparated(h, [4, 4], 'dash'),
          () => `${fourAsOne(h, ...thirtyfourthFour(h))} ${fourAsOne(h, ...thirtyfourthFour(h))}`,
          () => thirtyfirstNought(h, 8),
          () => inChunks(h, [2, 3, 3], tenthDigitList(h, 8, 1)),
        ],
        THIRTYFOURTH_PLAIN.number,
      ),
    policy: (h) =>
      thirtyfourthSaid(
        h,
        'policy',
        [
          () => `${thirtyfourthLetters(h, 2)} ${plainDigits(h, 7)}`,
          () => `${thirtyfourthLetters(h, 3)} ${plainDigits(h, 6)}`,
          () => plainDigits(h, 9, 1),
          () => `${thirtyfourthLetters(h, 1)} ${plainDigits(h, 7)} ${thirtyfourthLetters(h, 1)}`,
          () => `${thirtyfourthLetters(h, 2)} ${plainDigits(h, 6)}`,
        ],
        [
          () => `${thirtyfourthLetters(h, 2, 0.7)} ${plainDigits(h, 7)}`,
          () => `${thirtyfourthLetters(h, 2)} ${inPairs(h, tenthDigitList(h, 6))}`,
          () => `${thirtyfourthLetters(h, 1, 0.5)} ${tenthOneByOne(h, withRun(h, 7))}`,
          () => `${thirtyfourthLetters(h, 2)} ${plainDigits(h, 2, 1)} forward slash ${plainDigits(h, 5)}`,
          () => `${thirtyfourthLetters(h, 2)} ${inHundreds(h, tenthDigitList(h, 6, 1))}`,
          () => `${thirtyfourthLetters(h, 3)} dash ${plainDigits(h, 6)}`,
          () => `${thirtyfourthLetters(h, 2)} ${fourAsOne(h, ...thirtyfourthFour(h))} ${fourAsOne(h, ...thirtyfourthFour(h))}`,
          () => `${thirtyfourthLetters(h, 2)} ${thirtyfirstNought(h, 7)}`,
        ],
        THIRTYFOURTH_PLAIN.number,
      ),
    membership: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 8, 1), () => `${thirtyfourthLetters(h, 2)} ${plainDigits(h, 6)}`, () => plainDigits(h, 7, 1)],
        [
          () => inPairs(h, tenthDigitList(h, 8, 1)),
          () => `${fourAsOne(h, ...thirtyfourthFour(h))} ${fourAsOne(h, ...thirtyfourthFour(h))}`,
          () => `${thirtyfourthLetters(h, 2, 0.6)} ${tenthOneByOne(h, withRun(h, 6))}`,
        ],
        THIRTYFOURTH_OTHERS_PLAIN,
      ),
    card: (h) =>
      mostlyPlain(
        h,
        [() => luhnCard(h.pick([4, 5]), h.random), () => luhnCard(4, h.random), () => plainDigits(h, 4)],
        [() => cardInChunks(h, [4, 5], 0.4)],
        THIRTYFOURTH_OTHERS_PLAIN,
      ),
    postcode: (h) => thirtyfourthPostcode(h, h.random() < THIRTYFOURTH_OTHERS_PLAIN),
    address: (h) => {
      const { pick, random } = h;
      const where = random() < 0.55 ? 'uk' : 'us';
      const [a = 1, b = 0, c = 0, d = 0] = tenthDigitList(h, 4, 1);
      const house = pick(
        where === 'uk'
          ? [
              () => `${pick(CARDINALS)} ${pick(THIRTYFOURTH_STREETS)} ${pick(THIRTYFOURTH_TOWNS)}`,
              () => `${pick(CARDINALS)} ${pick(THIRTYFOURTH_STREETS)} ${pick(THIRTYFOURTH_TOWNS)}`,
              () =>
                `flat ${pick(CARDINALS.slice(0, 12))} ${pick(['victoria house', 'the old bakery', 'carlton court'])} ${pick(THIRTYFOURTH_STREETS)} ${pick(THIRTYFOURTH_TOWNS)}`,
              () =>
                `${pick(['meadow view', 'the willows', 'holly cottage', 'the old vicarage'])} ${pick(THIRTYFOURTH_STREETS)} ${pick(THIRTYFOURTH_TOWNS)}`,
            ]
          : [
              () => `${tenthThree(h, a, b, c)} ${pick(THIRTYFOURTH_US_STREETS)} ${pick(THIRTYFOURTH_US_TOWNS)}`,
              () => `${plainDigits(h, 4, 1)} ${pick(THIRTYFOURTH_US_STREETS)} ${pick(THIRTYFOURTH_US_TOWNS)}`,
              () => `${fourAsOne(h, a, b, c, d)} ${pick(THIRTYFOURTH_US_STREETS)} ${pick(THIRTYFOURTH_US_TOWNS)}`,
              () =>
                `${plainDigits(h, 3, 1)} ${pick(THIRTYFOURTH_US_STREETS)} apartment ${pick(CARDINALS.slice(0, 16))} ${pick(THIRTYFOURTH_US_TOWNS)}`,
            ],
      )();
      return random() < 0.3 ? `${house} ${thirtyfourthPostcode(h, true, where)}` : house;
    },
    pin: (h) =>
      mostlyPlain(
        h,
        [() => plainDigits(h, 4), () => plainDigits(h, 4), () => plainDigits(h, 6)],
        [() => inPairs(h, tenthDigitList(h, 4)), () => fourAsOne(h, ...thirtyfourthFour(h)), () => tenthOneByOne(h, withRun(h, 4))],
        THIRTYFOURTH_OTHERS_PLAIN,
      ),
    phone: (h) =>
      mostlyPlain(
        h,
        [
          () => `oh seven ${plainDigits(h, 9)}`,
          () => `zero seven ${plainDigits(h, 9)}`,
          () => `oh one ${plainDigits(h, 9)}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${plainDigits(h, 4)}`,
        ],
        [
          () => thirtysecondMobile(h),
          () => `plus four four seven ${inChunks(h, [3, 3, 3])}`,
          () => `oh seven ${tenthOneByOne(h, withRun(h, 9))}`,
          () => `area code ${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${inPairs(h, tenthDigitList(h, 4))}`,
          () => `${plainDigits(h, 3, 2)} ${plainDigits(h, 3, 2)} ${fourAsOne(h, ...thirtyfourthFour(h))}`,
        ],
        THIRTYFOURTH_OTHERS_PLAIN,
      ),
    email: (h) => {
      const { first, last } = h.name;
      const domain = h.pick(THIRTYFOURTH_DOMAINS);
      /** An initial, or the whole first name where the initial is A (which flite would say as "uh"). */
      const initial = first.startsWith('a') ? first : first[0]!.toUpperCase();
      const [a = 1, b = 0] = tenthDigitList(h, 2, 1);
      return h.pick([
        () => `${first} dot ${last} at ${domain}`,
        () => `${first} ${last} at ${domain}`,
        () => `${initial} ${last} at ${domain}`,
        () => `${first} ${last} ${plainTwo(a, b)} at ${domain}`,
        () => `${last} dot ${first} at ${domain}`,
        () => `${first} underscore ${last} at ${domain}`,
        () => `${first} ${plainYear(h, 1950 + Math.floor(h.random() * 50))} at ${domain}`,
      ])();
    },
    reference: (h) =>
      mostlyPlain(
        h,
        [
          () => `${thirtyfourthLetters(h, 2)} ${plainDigits(h, 6)} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${plainDigits(h, 4)}`,
          () => plainDigits(h, 9, 1),
          () => `${thirtyfourthLetters(h, 1)} ${plainDigits(h, 7)}`,
        ],
        [
          () => `${thirtyfourthLetters(h, 2)} ${inPairs(h, tenthDigitList(h, 6))} ${h.pick(['B', 'C', 'D'])}`,
          () => `${plainDigits(h, 3, 1)} ${plainDigits(h, 2)} ${fourAsOne(h, ...thirtyfourthFour(h))}`,
          () => inChunks(h, [3, 2, 4], tenthDigitList(h, 9, 1)),
          () => tenthOneByOne(h, withRun(h, 9)),
        ],
        THIRTYFOURTH_OTHERS_PLAIN,
      ),
  },
};

const build = (split: Split, pools: Pools, count: number, seed: number): PiiCall[] => {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => pick(DIGITS)).join(' ');
  const letters = (n: number) => Array.from({ length: n }, () => pick(LETTERS)).join(' ');
  const year = () => `nineteen ${pick(TENS.slice(5))}${random() < 0.6 ? ` ${pick(DIGITS.slice(1))}` : ''}`;
  const dob = () =>
    pick([
      () => `${pick(MONTHS)} the ${pick(ORDINALS)} ${year()}`,
      () => `the ${pick(ORDINALS)} of ${pick(MONTHS)} ${year()}`,
      () => `${pick(ORDINALS)} ${pick(MONTHS)} ${year()}`,
      () => `${pick(MONTHS)} ${pick(ORDINALS)} ${year()}`,
    ])();
  const helpers = (name: { first: string; last: string }): Helpers => ({ pick, digits, letters, random, name });
  const value = (item: Item, name: { first: string; last: string }): string => {
    const form = pools.forms?.[item];
    if (form) return form(helpers(name));
    switch (item) {
      case 'name':
        return `${name.first} ${name.last}`;
      case 'account':
        return digits(5 + Math.floor(random() * 4));
      case 'policy':
        return random() < 0.6 ? `${letters(2)} ${digits(3 + Math.floor(random() * 3))}` : digits(7);
      case 'membership':
        return random() < 0.5 ? `${letters(1)} ${digits(6)}` : digits(6);
      case 'card':
        return luhnCard(4, random);
      case 'dob':
        return dob();
      case 'postcode':
        return random() < 0.5 ? `${letters(2)} ${digits(1)} ${digits(1)} ${letters(2)}` : digits(5);
      case 'address':
        return `${pick(['twelve', 'forty two', 'seven', 'one hundred and five', 'thirty'])} ${pick(pools.streets)} ${pick(pools.towns)}`;
      case 'secret':
        return pick(pools.secrets);
      case 'pin':
        return digits(4);
      case 'phone':
        return `${pick(['oh seven', 'five five five', 'oh one'])} ${digits(7)}`;
      case 'email':
        return `${name.first} ${pick(['dot', ''])} ${name.last} at ${pick(pools.emailDomains)}`.replace(/\s+/g, ' ');
      case 'reference':
        return `${letters(1)} ${digits(5)}`;
    }
  };
  /** The value with one of its digits said wrong (a slip, or the agent mishearing it). */
  const altered = (said: string): string => {
    const words = said.split(' ');
    const at = words.flatMap((w, i) => (DIGITS.includes(w) ? [i] : []));
    const i = pick(at);
    words[i] = pick(DIGITS.slice(1).filter((d) => d !== words[i]));
    return words.join(' ');
  };
  const ITEMS = Object.keys(ITEM_TYPE) as Item[];
  const calls: PiiCall[] = [];
  for (let n = 0; n < count; n += 1) {
    const name = { first: pick(pools.firstNames), last: pick(pools.lastNames) };
    const turns: [Speaker, string][] = [
      ['agent', pick(pools.greetings)],
      ['customer', pick(pools.reasons)],
    ];
    // The caller's name first in most calls, then three or four other items in any order.
    const items = new Set<Item>(random() < 0.7 ? ['name'] : []);
    for (const item of pools.always ?? []) items.add(item);
    while (items.size < (pools.itemsPerCall ?? 4)) items.add(pick(ITEMS.filter((i) => i !== 'name' || items.size === 0)));
    const order = [...items];
    if (pools.shuffle) {
      const first = items.has('name') ? 1 : 0;
      for (let i = order.length - 1; i > first; i -= 1) {
        const j = first + Math.floor(random() * (i - first + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
    }
    let readBack = false;
    let named = false;
    for (const item of order) {
      const said = value(item, name);
      const mark = (words: string) => `[${ITEM_TYPE[item]}:${words}]`;
      const spokenDigits = /\b(one|two|three|four|five|six|seven|eight|nine|zero)\b/.test(said);
      const addressing =
        named && pools.addressing && random() < 0.35
          ? `${pick(pools.addressing).replace('<first>', `[NAME:${name.first}]`).replace('<full>', `[NAME:${name.first} ${name.last}]`)} `
          : '';
      turns.push(['agent', `${addressing}${pick(pools.ask[item])}`]);
      if (random() < (pools.stallChance ?? 0.15)) {
        turns.push(['customer', pick(pools.stalls)]);
        turns.push(['agent', 'no problem take your time']);
      }
      const words = said.split(' ');
      if (pools.continuing && spokenDigits && words.length >= 6 && SPLITTABLE.has(item) && random() < (pools.continuing.chance ?? 0.3)) {
        const unbroken = pools.continuing.unbroken ?? [];
        let cut = Math.ceil(words.length / 2);
        while (cut < words.length - 1 && (unbroken.includes(words[cut - 1]!) || unbroken.includes(words[cut]!))) cut += 1;
        turns.push(['customer', pick(pools.answer[item]).replace('$', mark(words.slice(0, cut).join(' ')))]);
        turns.push(['agent', pick(pools.continuing.prompts)]);
        turns.push(['customer', pick(pools.continuing.rest).replace('$', mark(words.slice(cut).join(' ')))]);
      } else if (pools.corrections && spokenDigits && CORRECTABLE.has(item) && random() < (pools.corrections.chance ?? 0.15)) {
        turns.push([
          'customer',
          pick(pools.corrections.self)
            .replace('#', mark(altered(said)))
            .replace('$', mark(said)),
        ]);
      } else turns.push(['customer', pick(pools.answer[item]).replace('$', mark(said))]);
      if (item === 'name') {
        named = true;
        if (pools.spelling && random() < 0.5) {
          turns.push(['agent', pick(pools.spelling.ask)]);
          const answer = pick(pools.spelling.answer);
          const spelled = pools.spelling.spell ? pools.spelling.spell(helpers(name), name.last) : name.last.split('').join(' ');
          turns.push(['customer', answer.replace('$', `[NAME:${spelled}]`)]);
        }
      }
      if (!readBack && spokenDigits && item !== 'address' && random() < (pools.readBackChance ?? 0.3)) {
        if (pools.corrections && CORRECTABLE.has(item) && random() < 0.3) {
          turns.push(['agent', pick(pools.readbacks).replace('$', mark(altered(said)))]);
          turns.push(['customer', pick(pools.corrections.misheard).replace('$', mark(said))]);
        } else turns.push(['agent', pick(pools.readbacks).replace('$', mark(said))]);
        readBack = true;
      }
      if (random() < 0.4) turns.push(['agent', pick(pools.agentOrdinary)]);
      if (random() < 0.25) turns.push(['customer', pick(pools.customerOrdinary)]);
    }
    turns.push(['agent', pick(pools.agentOrdinary)]);
    turns.push(['customer', pick(pools.customerOrdinary)]);
    const addressed = random() < 0.5 && items.has('name');
    turns.push([
      'agent',
      addressed ? pick(pools.closings).replace('$', `[NAME:${pick([name.first, name.last])}]`) : 'is there anything else i can help with',
    ]);
    turns.push(['customer', 'no that is all thank you']);
    const [agent, customer] = pick(pools.voices);
    calls.push({ id: `${split}-${String(n + 1).padStart(2, '0')}`, split, voices: { agent, customer }, turns });
  }
  return calls;
};

/** The call of issue 23, as its reporter wrote it. */
const ISSUE_CALL: PiiCall = {
  id: 'dev-issue-23',
  split: 'dev',
  voices: { agent: 'slt', customer: 'rms' },
  turns: [
    ['agent', 'thank you for calling how can i help'],
    ['customer', 'i want to check when my new card arrives'],
    ['agent', 'what is your account number'],
    ['customer', 'it is [BANK_ACCOUNT_NUMBER:three three eight one five]'],
    ['agent', 'and your date of birth'],
    ['customer', '[DATE_OF_BIRTH:march the fourth nineteen eighty]'],
    ['agent', 'and do you have a policy with us'],
    [
      'customer',
      'yes my policy number is [POLICY_NUMBER:L W eight eight one] and my birthday is [DATE_OF_BIRTH:the second of june nineteen seventy five]',
    ],
    ['agent', 'thank you the card will arrive within {five} days'],
    ['customer', 'great thank you'],
  ],
};

const calls = [
  ISSUE_CALL,
  ...build('dev', DEV, 40, 23),
  ...build('heldout', HELDOUT, 24, 2023),
  ...build('fresh', FRESH, 16, 1126),
  ...build('third', THIRD, 14, 2611),
  ...build('fourth', FOURTH, 16, 3105),
  ...build('fifth', FIFTH, 20, 4417),
  ...build('sixth', SIXTH, 20, 6243),
  ...build('seventh', SEVENTH, 20, 7351),
  ...build('eighth', EIGHTH, 20, 8629),
  ...build('ninth', NINTH, 20, 9137),
  ...build('tenth', TENTH, 20, 10271),
  ...build('eleventh', ELEVENTH, 20, 11383),
  ...build('twelfth', TWELFTH, 20, 12391),
  ...build('thirteenth', THIRTEENTH, 20, 13477),
  ...build('fourteenth', FOURTEENTH, 20, 14593),
  ...build('fifteenth', FIFTEENTH, 20, 15628),
  ...build('sixteenth', SIXTEENTH, 20, 16417),
  ...build('seventeenth', SEVENTEENTH, 20, 17305),
  ...build('eighteenth', EIGHTEENTH, 20, 18529),
  ...build('nineteenth', NINETEENTH, 20, 19684),
  ...build('twentieth', TWENTIETH, 20, 20417),
  ...build('twentyfirst', TWENTYFIRST, 20, 21503),
  ...build('twentysecond', TWENTYSECOND, 20, 22619),
  ...build('twentythird', TWENTYTHIRD, 20, 23741),
  ...build('twentyfourth', TWENTYFOURTH, 20, 24859),
  ...build('twentyfifth', TWENTYFIFTH, 20, 25907),
  ...build('twentysixth', TWENTYSIXTH, 20, 26371),
  ...build('twentyseventh', TWENTYSEVENTH, 20, 27583),
  ...build('twentyeighth', TWENTYEIGHTH, 20, 28619),
  ...build('twentyninth', TWENTYNINTH, 20, 29437),
  ...build('thirtieth', THIRTIETH, 20, 30613),
  ...build('thirtyfirst', THIRTYFIRST, 20, 31759),
  ...build('thirtysecond', THIRTYSECOND, 20, 32467),
  ...build('thirtythird', THIRTYTHIRD, 20, 33581),
  ...build('thirtyfourth', THIRTYFOURTH, 20, 34729),
];
const out = join(new URL('..', import.meta.url).pathname, 'bench/data/pii-calls.json');
writeFileSync(
  out,
  `${JSON.stringify(
    {
      about:
        'Authored calls with personal data read out ([TYPE:words]) and ordinary numbers that must survive ({words}). Written by scripts/make-pii-calls.ts; scripts/make-pii-corpus.ts speaks, mixes and recognises them into test/fixtures/pii/corpus.json.',
      calls,
    },
    null,
    1,
  )}\n`,
);
console.log(`wrote ${calls.length} calls to ${out}`);
