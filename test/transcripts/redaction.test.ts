import { findPii, listRedactions, passesLuhn, redactEdited, redactSegments } from '../../src/transcripts/redaction';
import { spoken } from './support/fakes';

/** One speaker's single turn. */
const typesIn = (text: string) => findPii([{ speaker: 'customer', words: text.split(' ') }]).map((span) => span.type);
const redactedText = (text: string) =>
  redactSegments([spoken(text)])[0]!
    .words.map((w) => w.text)
    .join(' ');

/** A conversation as `agent: ...` / `customer: ...` lines, redacted; the turns' texts come back the same way. */
const conversation = (...lines: string[]) =>
  redactSegments(lines.map((line, i) => spoken(line.slice(line.indexOf(':') + 2), i * 10_000, line.slice(0, line.indexOf(':'))))).map(
    (segment) => `${segment.speaker}: ${segment.words.map((w) => w.text).join(' ')}`,
  );

/** The caller's answer to an agent's question, redacted; the question itself must stay as it was. */
const answerTo = (question: string, answer: string) => {
  const [asked, answered] = conversation(`agent: ${question}`, `customer: ${answer}`);
  expect(asked).toBe(`agent: ${question}`);
  return answered!.slice('customer: '.length);
};

describe('PII in one turn', () => {
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

  it('counts digit homophones only beside a surer digit', () => {
    expect(redactedText('account eight two for seven three nine one please')).toBe('account [PII] please');
    expect(redactedText('thank you for calling one two three')).toBe('thank you for calling one two three');
  });

  it('leaves short numbers alone without a question: an order number is not personal data', () => {
    expect(typesIn('order four seven one nine')).toEqual([]);
  });

  it('redacts a date of birth after its cue, spoken or read as digits, and no other date', () => {
    expect(redactedText('my date of birth is march third nineteen eighty five okay')).toBe('my date of birth is [PII] okay');
    expect(typesIn('i was born on the fifth of may nineteen ninety')).toEqual(['DATE_OF_BIRTH']);
    expect(typesIn('date of birth one two zero three one nine eight five')).toEqual(['DATE_OF_BIRTH']);
    expect(typesIn('call me on march third')).toEqual([]);
  });

  it('redacts e-mail addresses, written or spoken', () => {
    expect(typesIn('write to jane.doe@contoso.com today')).toEqual(['EMAIL']);
    expect(redactedText('it is jane dot doe at contoso dot com thanks')).toBe('it is [PII] thanks');
  });

  it('redacts a name the speaker gives, and one after a title', () => {
    expect(redactedText('hello my name is sarah connor and i am calling about my bill')).toBe(
      'hello my name is [PII] and i am calling about my bill',
    );
    expect(typesIn('thank you mister turner have a good day')).toEqual(['NAME']);
    expect(typesIn('i do not want to miss the delivery')).toEqual([]);
    // An IVR menu as PocketSphinx heard it: "billing address" is no address given.
    expect(typesIn('for billing address one for support press two')).toEqual([]);
  });
});

describe('PII in a conversation: the question marks the answer', () => {
  it('redacts the answers of issue 23 as the engine heard them', () => {
    expect(
      conversation(
        'agent: what is your account number',
        'customer: that is three three eight one five',
        'agent: and your date of birth',
        'customer: march before nineteen eighty',
        'agent: and do you have a policy with us',
        'customer: yes my policy number is l w h h one',
      ),
    ).toEqual([
      'agent: what is your account number',
      'customer: that is [PII]',
      'agent: and your date of birth',
      'customer: [PII]',
      'agent: and do you have a policy with us',
      'customer: yes my policy number is [PII]',
    ]);
  });

  it('keeps the question open while the caller looks for the answer', () => {
    expect(
      conversation('agent: can i take your membership number', 'customer: hang on let me find it', 'customer: it is s zero four six'),
    ).toEqual(['agent: can i take your membership number', 'customer: hang on let me find it', 'customer: it is [PII]']);
  });

  it('redacts a name, a security answer and a postcode given in answer, and the name when the agent uses it', () => {
    expect(
      conversation(
        'agent: who am i speaking to today',
        'customer: it is helen robinson',
        'agent: what is your mothers maiden name',
        'customer: jenkins',
        'agent: and what is your postcode',
        'customer: l s one four a b',
        'agent: thanks helen you are all set',
      ),
    ).toEqual([
      'agent: who am i speaking to today',
      'customer: it is [PII]',
      'agent: what is your mothers maiden name',
      'customer: [PII]',
      'agent: and what is your postcode',
      'customer: [PII]',
      'agent: thanks [PII] you are all set',
    ]);
  });

  it('redacts a value read back by the agent', () => {
    expect(
      conversation(
        'agent: what is your account number',
        'customer: three three eight one five',
        'agent: so that is three three eight one five correct',
      ),
    ).toEqual(['agent: what is your account number', 'customer: [PII]', 'agent: so that is [PII] correct']);
  });

  it('hears a question whose cue the engine misheard by its sound', () => {
    expect(answerTo('can i take your fill me in please', 'yes it is robert lane')).toBe('yes it is [PII]');
    expect(answerTo('please say your been', 'nine two seven one')).toBe('[PII]');
    expect(answerTo('and when were you barn', 'the ninth of may nineteen seventy')).toBe('[PII]');
    // A question that names no personal data, however it sounds, marks nothing.
    expect(answerTo('can you tell me about your weekend', 'it was seven to nine hours of sleep')).toBe(
      'it was seven to nine hours of sleep',
    );
  });

  it("redacts the rest of an answer's clause, where the engine made other words of a value or a name", () => {
    expect(answerTo('could i have your name please', 'it is karen to know i have been waiting')).toBe('it is [PII] i have been waiting');
    expect(answerTo('what is your policy number', 'yes it is four two two eight sixty or')).toBe('yes it is [PII]');
    expect(answerTo('what is your address please', 'one hundred and nine mill lane leeds thank you')).toBe('[PII] thank you');
  });

  it('redacts the name the agent thanks the caller by, and a read-back with its first letters misheard', () => {
    expect(conversation('agent: thanks lucas you are all set')).toEqual(['agent: thanks [PII] you are all set']);
    expect(conversation('agent: thank you for calling')).toEqual(['agent: thank you for calling']);
    expect(
      conversation(
        'agent: what is your reference number',
        'customer: it is k seven three one nine four',
        'agent: so that is hey seven three one nine four correct',
      ),
    ).toEqual(['agent: what is your reference number', 'customer: it is [PII]', 'agent: so that is [PII] correct']);
  });

  it('redacts a read-back heard in other words than the answer, by where it is', () => {
    expect(
      conversation(
        'agent: what is your account number',
        'customer: it is for zero eight eight two',
        'agent: so that is for nearly paid to i have applied a credit of twenty pounds',
      ),
    ).toEqual([
      'agent: what is your account number',
      'customer: it is [PII]',
      'agent: so that is [PII] i have applied a credit of twenty pounds',
    ]);
    expect(
      conversation(
        'agent: and when were you born',
        'customer: i was born on the third of january nineteen sixty one',
        'agent: i have for january nineteen sixty one is that right and the address on the account',
      ),
    ).toEqual([
      'agent: and when were you born',
      'customer: i was born on [PII]',
      'agent: i have [PII] is that right and the address on the account',
    ]);
    // "i have" reads back only what the agent then checks; "that is" nothing without a digit, letter or date word.
    expect(
      conversation('agent: what is your policy number', 'customer: m l four zero five', 'agent: i have applied a credit of twenty pounds'),
    ).toEqual(['agent: what is your policy number', 'customer: [PII]', 'agent: i have applied a credit of twenty pounds']);
    expect(
      conversation('agent: what is your policy number', 'customer: m l four zero five', 'agent: that is great it takes three to five days'),
    ).toEqual(['agent: what is your policy number', 'customer: [PII]', 'agent: that is great it takes three to five days']);
  });

  it('keeps the second of two questions open when a turn answers the first', () => {
    expect(
      conversation(
        'agent: for security what was your first school and the policy number',
        'customer: green',
        'customer: okay this t y six three one three one',
      ),
    ).toEqual(['agent: for security what was your first school and the policy number', 'customer: [PII]', 'customer: okay [PII]']);
  });

  it('redacts the first letter of a value heard as part of "numbers", and digits said as "double"', () => {
    expect(answerTo('can i take the policy number please', 'my policy numbers likes to five one one')).toBe('my policy [PII]');
    expect(answerTo('what is your account number', 'it is eight one seven double four seven six')).toBe('it is [PII]');
  });

  it('keeps ordinary numbers, even right after a question', () => {
    const said = [
      'agent: the refund will reach your account within five days',
      'customer: i have been waiting for four weeks',
      'agent: can i take your account number',
      'customer: sorry i only have the letter from two weeks ago',
      'agent: that usually takes three to five working days',
      'customer: i can see an order for two items',
    ];
    expect(conversation(...said)).toEqual(said);
    // An answer the engine ran into the caller's next sentence ends before the quantity in it.
    expect(
      conversation(
        'agent: could you give me your date of birth',
        'customer: i was born on the eighteenth of june nineteen ninety four have two cars on the policy',
      ),
    ).toEqual(['agent: could you give me your date of birth', 'customer: i was born on [PII] have two cars on the policy']);
  });

  it('hears a question asked without a question word, or for a "dob" the engine heard as "job"', () => {
    expect(answerTo('the renewal is in six weeks i will need the policy reference', 'the gala three three three four zero')).toBe('[PII]');
    expect(answerTo("let's find your policy can you give me the number on it", 'okay g r zero zero four one')).toBe('okay [PII]');
    expect(answerTo('to confirm its you what is your job', 'yeah april twenty fifth nineteen fifty')).toBe('yeah [PII]');
    expect(answerTo('what does your dog', "it's january the for two thousand and nine")).toBe("it's [PII]");
    // Naming a policy is not asking for its number: the caller's "three weeks ago" stays.
    expect(conversation('agent: there are two cars on the policy', 'customer: it was three weeks ago')).toEqual([
      'agent: there are two cars on the policy',
      'customer: it was three weeks ago',
    ]);
  });

  it('redacts every digit-like word of an answer, homophones and all, but not a quantity after it', () => {
    expect(answerTo("let's start with your account number", "yeah it's too sick so six nine eight six i paid ninety pounds")).toBe(
      "yeah it's [PII] i paid ninety pounds",
    );
    expect(answerTo("what's the policy number please", 'okay w before three or six nine')).toBe('okay [PII]');
    expect(answerTo("what's the policy number please", 'it says x they are seven zero five')).toBe('it says [PII]');
    expect(
      answerTo('can you confirm when you were born', 'i was born may twenty fifth nineteen seventy the letter came two days late'),
    ).toBe('i was born [PII] the letter came two days late');
  });

  it('takes a value read out after a stall, and no hum or stall for one', () => {
    expect(answerTo('i will need the policy reference', "hold on it's head from three mine online zero")).toBe("hold on it's [PII]");
    expect(conversation('agent: where do you live', 'customer: h m m where did i put it', 'agent: no problem take your time')).toEqual([
      'agent: where do you live',
      'customer: h m m where did i put it',
      'agent: no problem take your time',
    ]);
  });

  it('redacts a read-back that opens with "that was", the value misheard or not', () => {
    expect(
      conversation(
        'agent: and when were you born',
        'customer: the twelfth of the fifth sixty three',
        'agent: that was the twelfth of the fifth sixty nine yes',
      ),
    ).toEqual(['agent: and when were you born', 'customer: [PII]', 'agent: that was [PII] yes']);
  });

  it('takes a plan, agreement or contract number for a policy number, and redacts one read out in numbers to its end', () => {
    const said = 'six hundred and eighty nine six seventy five seventy four ninety seven';
    expect(answerTo('do you have your plan number', `the agreement number is ${said}`)).toBe('the agreement number is [PII]');
    expect(
      findPii([
        { speaker: 'agent', words: 'do you have your plan number'.split(' ') },
        { speaker: 'customer', words: `the agreement number is ${said} thanks`.split(' ') },
      ]).map((span) => span.type),
    ).toEqual(['POLICY_NUMBER']);
    expect(
      answerTo(
        'can you give me the account number',
        'seven hundred and eighty one one seventy eight six hundred and ninety eight no hang on',
      ),
    ).toBe('[PII] no hang on');
  });

  it('redacts a read-back that opens with "okay", "so" or "just to confirm", and no ordinary number after "okay"', () => {
    expect(
      conversation(
        'agent: have you got your policy number there',
        'customer: it says why the three six to seven',
        'agent: so why be three six to seven years can i get the account number',
      )[2],
    ).toBe('agent: so [PII] years can i get the account number');
    expect(
      conversation(
        'agent: i will need the policy reference',
        'customer: the gala three three three four zero',
        'agent: so well over three three three four zero us',
      )[2],
    ).toBe('agent: so [PII] us');
    expect(
      conversation(
        'agent: what is your date of birth',
        "customer: it's january the for two thousand and nine",
        'agent: okay january third two thousand and nine got it',
      )[2],
    ).toBe('agent: okay [PII] got it');
    expect(
      conversation(
        'agent: i need your account number',
        'customer: its seven seven two two four oh one',
        'agent: okay you have three claims on record',
      )[2],
    ).toBe('agent: okay you have three claims on record');
  });

  it('takes no greeting or reason for a name: "who do i have the pleasure of speaking with?"', () => {
    expect(
      conversation(
        'agent: my name is nina who do i have the pleasure of speaking with',
        "customer: hello i'm new to us and need to update things",
      ),
    ).toEqual([
      'agent: my name is [PII] who do i have the pleasure of speaking with',
      "customer: hello i'm new to us and need to update things",
    ]);
    expect(answerTo('who do i have the pleasure of speaking with', 'i want to add my son to the cover')).toBe(
      'i want to add my son to the cover',
    );
    expect(answerTo('who do i have the pleasure of speaking with', "hi i'm george palmer")).toBe("hi i'm [PII]");
    // A greeting misheard as a security question ("you're through to" as "you're screwed to") takes no reason for an answer.
    expect(answerTo("when you're screwed to margie travel accounts team", 'hi i want to know why my payment went up')).toBe(
      'hi i want to know why my payment went up',
    );
  });

  it('takes a full date with a birth year, given in answer to a question however it was heard, for a date of birth', () => {
    expect(answerTo('can i get your g o b', "yes it's four zero five for nineteen forty")).toBe("yes it's [PII]");
    expect(answerTo('can i get your deity', 'the sixteenth of september two thousand and three')).toBe('[PII]');
    expect(
      conversation(
        'agent: can i get your g a ok',
        'customer: ah its in my other bag one sec',
        'agent: no problem take your time',
        'customer: okay the twenty eighth of july nineteen forty',
        'agent: right so twenty eight july nineteen forty thank you',
      ).slice(3),
    ).toEqual(['customer: okay [PII]', 'agent: right so [PII] thank you']);
    // Dates of events are said without a year or with this century's, and a date nobody asked for stays.
    expect(answerTo('when did the payment go out', 'on the third of march two thousand and twenty four')).toBe(
      'on the third of march two thousand and twenty four',
    );
    expect(answerTo('when did it start', 'the fifth of june')).toBe('the fifth of june');
    expect(conversation('agent: thanks for calling', 'customer: we moved in on the first of may nineteen fifty')[1]).toBe(
      'customer: we moved in on the first of may nineteen fifty',
    );
  });

  it('hears "oh" as "so" before a digit, "my" before one as a letter, and a stall\'s words as no part of the value', () => {
    expect(answerTo('can i get the number of your account', 'yes that is so for four four six four three')).toBe('yes that is [PII]');
    expect(answerTo('i need your policy number', 'sheriff say see after six so far')).toBe('[PII]');
    expect(answerTo('do you know your policy reference', "let me look it's my one seven nine one zero six")).toBe("let me look it's [PII]");
    expect(answerTo('can you confirm your account number', "let me see it's five one four four zero six three one")).toBe(
      "let me see it's [PII]",
    );
  });

  it('ends a read-out number where a clause starts, and takes four digits answering any question for a number', () => {
    expect(
      conversation(
        'agent: can you confirm your account number',
        'customer: five one four four zero six three one',
        'agent: just to confirm five one four four zero six three one you have three claims on record',
      )[2],
    ).toBe('agent: just to confirm [PII] you have three claims on record');
    expect(answerTo('can you give me your been please', 'nine two one six')).toBe('[PII]');
    expect(answerTo('how many times did you try', 'four times')).toBe('four times');
    // "zero one one zero nine four seven": the words the engine made of a value's first digits go with it, from the end
    // of the answer's frames ("i have it here").
    expect(answerTo('i need your account number please', 'i have it here as the airline line there are nine four seven')).toBe(
      'i have it here [PII]',
    );
  });

  it('hears more ways of asking for a name, and the name an agent introduces themselves or thanks the caller by', () => {
    expect(answerTo('and who am i talking to', "it's grace griffin")).toBe("it's [PII]");
    expect(answerTo('who have i got on the line', 'it is diana barker here')).toBe('it is [PII] here');
    expect(conversation("agent: good morning you're speaking to ellen how can i help")).toEqual([
      "agent: good morning you're speaking to [PII] how can i help",
    ]);
    expect(conversation('agent: thanks very much edward bye')).toEqual(['agent: thanks very much [PII] bye']);
    expect(conversation('agent: all done carter have a nice evening')).toEqual(['agent: all done [PII] have a nice evening']);
  });

  it('finds an address asked mid-turn or stated, never digits alone for one, and ends it before an ordinary number', () => {
    expect(
      answerTo(
        'the claim takes up to four weeks and the address on the account',
        'it is twelve maple drive seattle it happened about six days ago',
      ),
    ).toBe('it is [PII] it happened about six days ago');
    expect(conversation('customer: i live on thirty bridge street derby')).toEqual(['customer: i live on [PII]']);
    expect(
      conversation(
        'agent: what is your membership number and your address please',
        'customer: zero four six nine two eight',
        'customer: yes it is one hundred and five high street norwich',
      ).slice(1),
    ).toEqual(['customer: [PII]', 'customer: yes it is [PII]']);
  });
});

describe('PII as callers and agents of the fourth held-out set said it (round 6)', () => {
  it('takes no question word into a name: "my name is ravi, what\'s the problem"', () => {
    expect(
      conversation(
        "agent: hello you're through to parcels my name is ravi what's the problem",
        "agent: what's the best number to call you on",
      ),
    ).toEqual([
      "agent: hello you're through to parcels my name is [PII] what's the problem",
      "agent: what's the best number to call you on",
    ]);
  });

  it('ends an answer where the caller says where they read it ("… at the top"), but not an e-mail address at its "at"', () => {
    expect(answerTo('next the policy number', 'it says the one four seven nine nine eight at the top')).toBe('it says [PII] at the top');
    expect(answerTo('can you read me the number on your card', 'four one one two six eight on the front')).toBe('[PII] on the front');
    expect(answerTo('and your email address', 'susan take about a blue dot com')).toBe('[PII]');
  });

  it('keeps a number that counts things ("i have two accounts with you"), even where a value read out may go on', () => {
    expect(
      conversation(
        'agent: and that account number would be',
        'customer: um yes five zero three eight five',
        'customer: i have two accounts with you',
      ),
    ).toEqual(['agent: and that account number would be', 'customer: um yes [PII]', 'customer: i have two accounts with you']);
    expect(answerTo('what policy number are we looking at', 'it is j g three three forty i have three claims open')).toBe(
      'it is [PII] i have three claims open',
    );
  });

  it('hears "what address is it going to" and "what name is it under" as questions, not as the agent stating one', () => {
    expect(conversation('agent: what address is it going to', "customer: it's thirty south street swindon")).toEqual([
      'agent: what address is it going to',
      "customer: it's [PII]",
    ]);
    expect(answerTo('what name is it under', 'that would be gordon kelly')).toBe('that would be [PII]');
  });

  it('hears "er, give me two ticks" run together as "forgive me …" as a stall, not a name', () => {
    expect(
      conversation(
        'agent: could i take a name',
        'customer: forgive me to text',
        'agent: no problem take your time',
        "customer: yes it's keith foster",
      ).slice(1),
    ).toEqual(['customer: forgive me to text', 'agent: no problem take your time', "customer: yes it's [PII]"]);
  });

  it('redacts read-backs opening "let me read that back" or "i have got", and no more of the turn than the answer had', () => {
    expect(
      conversation(
        'agent: when were you born please',
        'customer: it would be twenty eighth of july nineteen forty four',
        'agent: let me read that back twenty eighth of july nineteen forty for it should be on your renewal letter',
      ).slice(1),
    ).toEqual(['customer: it would be [PII]', 'agent: let me read that back [PII] it should be on your renewal letter']);
    expect(
      conversation(
        'agent: what date of birth do you have',
        'customer: it would be january twentieth two thousand and seven',
        'agent: i have got january twentieth two thousand and seven is that correct',
      )[2],
    ).toBe('agent: i have got [PII] is that correct');
    expect(
      conversation(
        'agent: what postcode are you at',
        "customer: it's nine seven five eight zero",
        'agent: let me read that back nine seven five eight zero a cancellation fee is twenty five pounds',
      )[2],
    ).toBe('agent: let me read that back [PII] a cancellation fee is twenty five pounds');
  });

  it('takes a date with a short year after its day and month for a date of birth, but not a day or an amount', () => {
    expect(
      conversation(
        'agent: can you confirm video before me',
        'customer: let me just find my glasses',
        'agent: no problem take your time',
        'customer: i was our non december sixth sixty seven',
      )[3],
    ).toBe('customer: i was our non [PII]');
    expect(answerTo('what date of birth do you have', "yeah that's twenty four march eighty five")).toBe("yeah that's [PII]");
    expect(answerTo('when did it go out', 'on march thirty first')).toBe('on march thirty first');
    expect(answerTo('when is the next payment', 'the fifth of june sixty pounds')).toBe('the fifth of june sixty pounds');
  });

  it('hears "oh oh" as "so low" or "i", and a first letter as "on", before the digits of an answer, but no quantity', () => {
    expect(answerTo('and that account number would be', 'and yes i five zero three eight five')).toBe('and yes [PII]');
    expect(answerTo('can you read out the number of your account', "right okay it's so low for three four six nine")).toBe(
      "right okay it's [PII]",
    );
    expect(answerTo('have you got the policy number handy', "i believe it's on four seven three nine eight nine")).toBe(
      "i believe it's [PII]",
    );
    expect(answerTo('can i take your account number', 'sorry i rang on two occasions about it')).toBe(
      'sorry i rang on two occasions about it',
    );
    expect(conversation('agent: your new card will arrive in seven to ten days')).toEqual([
      'agent: your new card will arrive in seven to ten days',
    ]);
  });

  it('takes four digits answering a turn that names a number, however the question around it was heard', () => {
    expect(answerTo("has to pay monthly missed my policy now and they're we're looking at", "yep it's are seven five four five")).toBe(
      "yep it's [PII]",
    );
    expect(answerTo('your policy renews next month', 'okay i paid one hundred and twenty pounds for it')).toBe(
      'okay i paid one hundred and twenty pounds for it',
    );
  });

  it('keeps the words callers lead into a value with ("try …", "it does …") and end it with ("… that\'s it")', () => {
    expect(answerTo('what number are you calling from', 'try oh seven three nine six eight nine eight six')).toBe('try [PII]');
    expect(answerTo('first off the account number', 'it does seven eight four o two nine five i believe')).toBe('it does [PII] i believe');
    expect(answerTo('what is your account number', "it's five one four four zero six x that's it")).toBe("it's [PII] that's it");
    // (Since round 8 an answer's words before its value are the value's, up to its frames: "gotcha to your age" may be
    // "got it here, it's …" or the value's first letters, and a contact center would rather lose four words than keep
    // part of a policy number.)
    expect(answerTo('what is the policy number', 'gotcha to your age sex g seven four eight why')).toBe('[PII]');
  });

  it('starts a value after "it\'s" or "it says", never before: "oh, it\'s …", "it\'s on page two, it says …"', () => {
    expect(answerTo("what's the policy reference on your letter", 'oh its x y seven seven one two')).toBe('oh its [PII]');
    expect(answerTo('can you give me the policy number from the letter', 'its on page two it says b k nine nine four one')).toBe(
      'its on page two it says [PII]',
    );
    expect(answerTo('could i grab your account number', 'mines four four seven two nine one')).toBe('mines [PII]');
    // A date may be heard with an "it's" inside it.
    expect(answerTo('and your date of birth', "march before it's nineteen eighty")).toBe('[PII]');
  });

  it('redacts a read-back with no opener, the value first and a check after it ("… have i got that right")', () => {
    expect(
      conversation(
        'agent: lovely and your date of birth',
        'customer: ninth of the eleventh seventy two',
        'agent: ninth of the eleventh seventy two have i got that right',
      ).slice(1),
    ).toEqual(['customer: [PII]', 'agent: [PII] have i got that right']);
    expect(
      conversation(
        'agent: and your date of birth',
        'customer: the fifth of may nineteen sixty',
        'agent: thanks you should get it within five days',
      )[2],
    ).toBe('agent: thanks you should get it within five days');
  });

  it('keeps an "oh" before a date, the words a value is described with, and times and years said as numbers', () => {
    expect(answerTo('what was your date of birth', 'oh its the first of april nineteen seventy')).toBe('oh its [PII]');
    expect(answerTo('and your date of birth', 'twelve oh four eighty nine')).toBe('[PII]');
    expect(answerTo('can i take your policy number', 'yeah it starts with two four nine nine one')).toBe('yeah it starts with [PII]');
    expect(answerTo('what is your membership number', 'i got the letter on monday at nine thirty')).toBe(
      'i got the letter on monday at nine thirty',
    );
    expect(answerTo('what is your pin', 'i set it up in two thousand and nine')).toBe('i set it up in two thousand and nine');
    expect(answerTo('what is your policy number', 'it cost three hundred and forty one pounds')).toBe(
      'it cost three hundred and forty one pounds',
    );
  });
});

describe('PII as callers of the fifth held-out set said it (round 7)', () => {
  it('counts a number read out in pairs by its digits ("forty six thirty five eleven" is six), but keeps amounts, times and years', () => {
    expect(answerTo('can i take the account number', 'okay twenty four twenty five forty eight')).toBe('okay [PII]');
    expect(answerTo('what are the last four digits of the card', 'ninety four fifty two')).toBe('[PII]');
    expect(redactedText('it is forty six thirty five eleven')).toBe('it is [PII]');
    expect(redactedText('it is twenty four twenty five')).toBe('it is twenty four twenty five');
    expect(conversation('agent: when did it start', 'customer: it took twenty four to forty eight hours')).toEqual([
      'agent: when did it start',
      'customer: it took twenty four to forty eight hours',
    ]);
    expect(answerTo('when can the engineer come', 'ten fifteen on tuesday')).toBe('ten fifteen on tuesday');
    expect(answerTo('when can the engineer come', 'ten thirty tomorrow')).toBe('ten thirty tomorrow');
    expect(answerTo('what was the bill this month', 'sixty two pounds forty')).toBe('sixty two pounds forty');
    expect(answerTo('when did you join us', 'nineteen eighty four')).toBe('nineteen eighty four');
  });
  it('hears a value said over two turns: the first part, whatever the engine made of it, when the asker asks for the rest', () => {
    expect(
      conversation(
        'agent: so which policy is it, what is the number',
        'customer: are you to do want',
        'agent: okay and the rest',
        'customer: and then bubble of three',
        'agent: let me just repeat that you two to one couple of three what post code is the supply address',
      ),
    ).toEqual([
      'agent: so which policy is it, what is the number',
      'customer: [PII]',
      'agent: okay and the rest',
      'customer: and then [PII]',
      'agent: let me just repeat that [PII] what post code is the supply address',
    ]);
    expect(
      conversation(
        'agent: what is the number of the account the payment went from',
        'customer: right it is eighty four eighty i think',
        'agent: yes go on',
        'customer: then seven twenty two',
        'agent: the bill this month is sixty two pounds forty',
        'customer: i ordered three boxes',
      ),
    ).toEqual([
      'agent: what is the number of the account the payment went from',
      'customer: right it is [PII] i think',
      'agent: yes go on',
      'customer: then [PII]',
      'agent: the bill this month is sixty two pounds forty',
      'customer: i ordered three boxes',
    ]);
    // Thanks ask for no more: the caller's next words are their own.
    expect(
      conversation(
        'agent: what is your account number',
        'customer: it is four seven one nine two',
        'agent: okay thank you',
        'customer: and i have two cars',
      ),
    ).toEqual(['agent: what is your account number', 'customer: it is [PII]', 'agent: okay thank you', 'customer: and i have two cars']);
  });
  it('takes a value corrected in the same turn, the slip and the correction, and the value again after a read-back corrected', () => {
    expect(
      answerTo('can you give me the account number', 'it is forty six thirty nine eleven no sorry sorry forty six thirty five eleven'),
    ).toBe('it is [PII] no sorry sorry [PII]');
    expect(answerTo('what are the last four digits', "seven four nine oh wait no that's my old one it's seven four nine four")).toBe(
      "[PII] wait no that's my old one it's [PII]",
    );
    expect(
      conversation(
        'agent: and can i take a date of birth',
        'customer: date of birth is the fifteenth of june eighty six',
        'agent: okay so facts the fifteenth of june eighty one',
        'customer: no sorry it is the fifteenth of june eighty six',
        'agent: thanks, and the fee is twenty pounds',
        'customer: no sorry i have two accounts',
      ),
    ).toEqual([
      'agent: and can i take a date of birth',
      'customer: date of birth is [PII]',
      'agent: okay so facts [PII]',
      'customer: no sorry it is [PII]',
      'agent: thanks, and the fee is twenty pounds',
      'customer: no sorry i have two accounts',
    ]);
    // A caller who says no to something else gives no value.
    expect(answerTo('what is your account number', 'it is four seven one nine two no wait i have two cars')).toBe(
      'it is [PII] no wait i have two cars',
    );
  });

  it('reads "dash" inside a reference, a stall that ends "one moment" as no value, and "and the …" as a question', () => {
    expect(answerTo('and the policy number', 'k y t dash four eight four two')).toBe('[PII]');
    expect(
      conversation(
        'agent: have you got a claim reference',
        'customer: sorry the kids are shouting one moment',
        'agent: no problem take your time',
        'customer: it is l f b zero three nine seven',
      ),
    ).toEqual([
      'agent: have you got a claim reference',
      'customer: sorry the kids are shouting one moment',
      'agent: no problem take your time',
      'customer: it is [PII]',
    ]);
    expect(answerTo('and the patient they conquered', 'it is the sixteenth of the nine forty')).toBe('it is [PII]');
    expect(answerTo('and the patient they conquered', 'it is the sixteenth of the nine forty pounds')).toBe(
      'it is the sixteenth of the nine forty pounds',
    );
    expect(answerTo('and the appointment', 'the sixteenth of the nine')).toBe('the sixteenth of the nine');
    // A number before a unit is a quantity, even where a date of birth is asked for.
    expect(answerTo('can you confirm your birth date for me', 'my bag weighed twenty three kilos')).toBe(
      'my bag weighed twenty three kilos',
    );
  });

  it('hears "mhm" as letters and "yes go on" as "yes guy on" asking for the rest, and "sorry was that …" reading back', () => {
    expect(
      conversation(
        'agent: and your policy number please',
        'customer: okay it is d j seven one',
        'agent: m h m',
        'customer: and then won four seven seven',
      ),
    ).toEqual(['agent: and your policy number please', 'customer: okay it is [PII]', 'agent: m h m', 'customer: and then [PII]']);
    // ("it" ending the turn after the value is the engine's word for its last letter: round 10.)
    expect(
      conversation('agent: and your policy number please', 'customer: h three won it', 'agent: yes guy on', 'customer: five florida'),
    ).toEqual(['agent: and your policy number please', 'customer: [PII]', 'agent: yes guy on', 'customer: [PII]']);
    expect(
      conversation(
        'agent: when were you born',
        'customer: i was born august thirteenth nineteen forty four',
        'agent: sorry was that are built the party and nineteen forty four and a number on your card',
      ),
    ).toEqual(['agent: when were you born', 'customer: i was born [PII]', 'agent: sorry was that [PII] and a number on your card']);
  });
});

describe('PII answered as a whole: the question just asked marks the answer (round 8)', () => {
  it('takes the reply to a question for an identifier or a date as the value, whatever words the engine heard', () => {
    expect(answerTo('can you find the policy number on your certificate', "yes i have it before you're allergic to want to")).toBe(
      'yes i have it [PII]',
    );
    expect(answerTo('can you confirm your date of birth', "sure george haven't won that the topic")).toBe('sure [PII]');
    expect(answerTo('can i have your account number please', 'three laundry list it or want')).toBe('[PII]');
    // A word before the frames is an affirmation the engine heard as another ("yes" as "yet").
    expect(answerTo('have you got the policy number for your pet insurance', 'yet i have it before you allergic')).toBe(
      'yet i have it [PII]',
    );
  });

  it('ends the answer where the caller starts another clause, asks back or thanks, and keeps ordinary numbers', () => {
    expect(answerTo('what is your account number', "it's rub online to have a i called three times last week")).toBe(
      "it's [PII] i called three times last week",
    );
    expect(answerTo('what is your policy number', 'open the door thank you')).toBe('[PII] thank you');
    expect(answerTo('what is your policy number', 'it cost three hundred and forty one pounds')).toBe(
      'it cost three hundred and forty one pounds',
    );
    expect(answerTo('what is your policy number', 'do you need the one on the letter')).toBe('do you need the one on the letter');
    expect(answerTo('what is your account number', 'about seven days ago')).toBe('about seven days ago');
  });

  it('answers nothing with a stall the asker waits on, a question misheard, or a question the asker talked on after', () => {
    expect(
      conversation(
        'agent: and your date of birth please',
        'customer: want to punch someone is at the door',
        'agent: no problem take your time',
        'customer: born on the court but when old ninety ninety four',
      ),
    ).toEqual([
      'agent: and your date of birth please',
      'customer: want to punch someone is at the door',
      'agent: no problem take your time',
      'customer: born on [PII]',
    ]);
    // "your been" is "your pin" by its sound only: a guess, so the reply must read as a value.
    expect(answerTo('can you give me your been please', "it's down the hall")).toBe("it's down the hall");
    expect(
      answerTo(
        'can you confirm the account number the refund of thirty pounds will reach you in three to five working days',
        'that sounds good',
      ),
    ).toBe('that sounds good');
    expect(answerTo('good evening the alpine ski club membership desk', 'hi i think i was overcharged')).toBe(
      'hi i think i was overcharged',
    );
    // A sentence that ends on a cue asks for it only in a question's words, "… your date of birth", or "… number please".
    expect(conversation('customer: hello i need to close my council tax account', 'agent: understood lovely')).toEqual([
      'customer: hello i need to close my council tax account',
      'agent: understood lovely',
    ]);
    expect(answerTo('lovely and or quality number please', "okay it's the d line you want to do")).toBe("okay it's [PII]");
  });

  it('reads no value into a reply that confirms, gives up, says where the value is, or comes after "yes" on its own', () => {
    for (const reply of ["yes that's correct", 'no idea sorry', "it's on my statement somewhere", "i'll have to look it up", "that's fine"])
      expect(answerTo('can you confirm the policy number', reply)).toBe(reply);
    expect(conversation('agent: can i take your account number', 'customer: yes', 'customer: three laundry list it or want')).toEqual([
      'agent: can i take your account number',
      'customer: yes',
      'customer: [PII]',
    ]);
    // On a recording with one speaker, whose reply it is cannot be told: only values read out are taken.
    expect(
      findPii([
        { speaker: 'spk_0', words: 'can i take your account number'.split(' ') },
        { speaker: 'spk_0', words: 'three laundry list it or want'.split(' ') },
      ]),
    ).toEqual([]);
  });

  it('hears the answer again when the asker asks for it again, not when the asker reads it back', () => {
    expect(
      conversation(
        'agent: what is your account number',
        'customer: three laundry list it or want',
        'agent: sorry could you say that again',
        'customer: three one three oh six four one five',
      ),
    ).toEqual(['agent: what is your account number', 'customer: [PII]', 'agent: sorry could you say that again', 'customer: [PII]']);
    expect(
      conversation(
        'agent: can you confirm your date of birth',
        "customer: sure george haven't won that the topic",
        "agent: sorry i didn't catch that",
        "customer: george haven't won that",
      ),
    ).toEqual(['agent: can you confirm your date of birth', 'customer: sure [PII]', "agent: sorry i didn't catch that", 'customer: [PII]']);
    expect(
      conversation(
        'agent: what is your account number',
        'customer: three one three oh six four one five',
        'agent: let me repeat that three one three oh six four one five',
        'customer: open the door for me',
      ),
    ).toEqual([
      'agent: what is your account number',
      'customer: [PII]',
      'agent: let me repeat that [PII]',
      'customer: open the door for me',
    ]);
  });

  it('starts a value found in the answer right after its frames: the words before it are its first characters as heard', () => {
    expect(answerTo('what is the account number at the top of your bill', 'let me see a line babylon five seven five five')).toBe(
      'let me see [PII]',
    );
    expect(answerTo("what's your policy number", "it's a trend and five five nine three one")).toBe("it's [PII]");
    expect(answerTo('do you have a reference number from the letter', 'the letter says x r seven one four two')).toBe(
      'the letter says [PII]',
    );
    // "the certificate says" heard "the certificates as", "sure it is" heard "sharon is": frames all the same.
    expect(answerTo('what is your policy number', 'the certificates as w n double three')).toBe('the certificates as [PII]');
    expect(answerTo('your account number please', 'sharon is five one one one eight que')).toBe('sharon is [PII]');
    expect(answerTo('can you confirm your date of birth', 'on the eleventh of september nineteen seventy three')).toBe('on [PII]');
  });

  it('hears where someone was born and who holds an account as names, and "i can see … in your name" as no question', () => {
    expect(
      findPii([
        { speaker: 'agent', words: 'and where were you born which town'.split(' ') },
        { speaker: 'customer', words: 'that would be featherstone'.split(' ') },
      ]).map((span) => span.type),
    ).toEqual(['SECURITY_ANSWER']);
    expect(
      findPii([
        { speaker: 'agent', words: 'who is the account holder please'.split(' ') },
        { speaker: 'customer', words: 'that would be fiona doyle'.split(' ') },
      ]).map((span) => span.type),
    ).toEqual(['NAME']);
    expect(answerTo('i can see two accounts in your name', 'okay great')).toBe('okay great');
  });

  it("ends a date at a clause, and a value read out to the end of a turn does not go on into the caller's own sentence", () => {
    expect(answerTo('can i take your date of birth', "it's twenty three three ninety five there are four of us in the house")).toBe(
      "it's [PII] there are four of us in the house",
    );
    expect(
      conversation(
        'agent: and the policy number please',
        'customer: it is a t r three four eight nine nine',
        'agent: i can see two cards in your name',
        'customer: there are four of us in the house',
      ),
    ).toEqual([
      'agent: and the policy number please',
      'customer: it is [PII]',
      'agent: i can see two cards in your name',
      'customer: there are four of us in the house',
    ]);
  });

  it('keeps the words of a correction, a hum, a stall after a hum and what owns a name or an address out of the value', () => {
    expect(
      answerTo(
        'can you give me your account number',
        "it's sixty three seventy one fifty nine seventy nine sorry i mean sixty three seventy one fifty one seventy nine",
      ),
    ).toBe("it's [PII] sorry i mean [PII]");
    expect(answerTo('and when were you born', 'herm the eleventh of september nineteen seventy three')).toBe('herm [PII]');
    expect(answerTo('what is your account number', 'the bill has nine seven three four eight five two')).toBe('the bill has [PII]');
    expect(
      conversation(
        'agent: can you confirm the address',
        'customer: or let me find the letter',
        'agent: no problem take your time',
        'customer: it is twelve elm grove reading',
      ),
    ).toEqual([
      'agent: can you confirm the address',
      'customer: or let me find the letter',
      'agent: no problem take your time',
      'customer: it is [PII]',
    ]);
    expect(answerTo('and what is your address', 'we are at eighty eight victoria terrace')).toBe('we are at [PII]');
    expect(answerTo('who am i speaking to', "that's me esther lindqvist")).toBe("that's me [PII]");
  });

  it('ends a run of digits at a number before a unit: "for six days not seven" counts days', () => {
    expect(redactedText('we only had the card for six days not seven')).toBe('we only had the card for six days not seven');
    expect(answerTo('what is your account number', 'it is eight one four four two six and we only had it for six days not seven')).toBe(
      'it is [PII] and we only had it for six days not seven',
    );
  });
});

describe('PII by what a number is and what the engine heard right (round 9)', () => {
  it('keeps a number said as what it is out of a value: a reading after its noun, an age, a time, how often', () => {
    expect(answerTo('how do you spell your surname', 'f e a t h e r b y hello the reading on the meter is three one four five two')).toBe(
      '[PII] hello the reading on the meter is three one four five two',
    );
    expect(
      answerTo('what is the policy number', 'six seven six two seven five one five five i am seventy eight and i do not do the internet'),
    ).toBe('[PII] i am seventy eight and i do not do the internet');
    expect(answerTo('and your birthday please', 'okay its the fifth of august sixty i am seventy eight')).toBe(
      'okay its [PII] i am seventy eight',
    );
    expect(answerTo('do you have the claim number', 'i can only do after five thirty')).toBe('i can only do after five thirty');
    expect(answerTo('can you confirm where you live', 'its twelve magnolia boulevard cheltenham this is the third time this month')).toBe(
      'its [PII] this is the third time this month',
    );
    // A reply that is only a reading, and no value heard as words before it, is no answer.
    expect(
      conversation(
        'agent: would you find the policy number its at the top of the renewal letter',
        'customer: yeah hundred and ninety most of the reading on the meter is three one four five two',
      )[1],
    ).toBe('customer: yeah [PII] the reading on the meter is three one four five two');
  });

  it('keeps a time after "at", an amount in a reply to a security question and a date after a number read back', () => {
    expect(answerTo('what is your booking reference', 'it is b a two eight three and the flight is leaving at seven forty')).toBe(
      'it is [PII] and the flight is leaving at seven forty',
    );
    expect(answerTo('and the answer to your security question', 'the bill was one hundred and twenty pounds')).toBe(
      'the bill was one hundred and twenty pounds',
    );
    expect(
      conversation(
        'agent: and the policy number',
        'customer: four six six nine two one',
        'agent: your contract and so on the twenty eighth of november',
      )[2],
    ).toBe('agent: your contract and so on the twenty eighth of november');
  });

  it('reads no value into one number or a range before a unit, however the turn names a card', () => {
    expect(conversation('agent: the new card should be with you in three to five working days')).toEqual([
      'agent: the new card should be with you in three to five working days',
    ]);
  });

  it('needs evidence the engine heard right before a guard refuses the whole answer', () => {
    // An amount needs its unit ("nine hundred" alone may be a value's last digits heard as a number) …
    expect(answerTo('what is your account number', 'okay so it up and have a demonic nine hundred')).toBe('okay so [PII]');
    expect(answerTo('what is your account number', 'it cost nine hundred pounds')).toBe('it cost nine hundred pounds');
    expect(answerTo('and your date of birth', 'no one wants to close to ninety to cheat it')).toBe('no [PII]');
    expect(answerTo('and your date of birth', 'it cost me sixty pounds')).toBe('it cost me sixty pounds');
    expect(answerTo('and your date of birth', 'it was about six days ago')).toBe('it was about six days ago');
    // … the caller's own sentence a word heard as a word after its subject …
    expect(answerTo('and your date of birth', 'okay it shumpert when teach the nineteen forties that')).toBe('okay [PII]');
    // … and "is" states the value once: after "it's", it is one of the value's words as heard.
    expect(answerTo('and your birthday please', 'okay its the thought is sixty')).toBe('okay its [PII]');
    expect(answerTo('what is your policy number', 'sure it is a lot of heaven')).toBe('sure it is [PII]');
  });

  it('hears "the number" asked after a kind of identifier the turn named as a question for that kind', () => {
    expect(
      conversation(
        'agent: which account is this about can you give me the number',
        'customer: okay so it up and have a demonic nine hundred',
      )[1],
    ).toBe('customer: okay so [PII]');
    expect(
      findPii([
        { speaker: 'agent', words: 'which account is this about can you give me the number'.split(' ') },
        { speaker: 'customer', words: 'it is nine three seven two'.split(' ') },
      ]).map((span) => span.type),
    ).toEqual(['BANK_ACCOUNT_NUMBER']);
  });

  it('ends a question before what the asker says of the value: "… please, it\'s eight digits"', () => {
    expect(
      conversation(
        'agent: the customer account number please its eight digits',
        'customer: yep seven eight to seven',
        'agent: on',
        'customer: and then one nine six nine',
      ),
    ).toEqual([
      'agent: the customer account number please its eight digits',
      'customer: yep [PII]',
      'agent: on',
      'customer: and then [PII]',
    ]);
  });

  it('takes a slip and its correction around "oops sorry" or "hang on", and a correction heard as words after a slip heard so', () => {
    expect(
      answerTo(
        'and your date of birth day month and year',
        'eleven slash sixteen slash ninety one oops sorry eleven slash sixteen slash ninety nine',
      ),
    ).toBe('[PII] oops sorry [PII]');
    expect(
      answerTo(
        'the customer account number please',
        'its so three twenty four thirty one fourteen hang on sets not try to all of three twenty four thirty nine fourteen',
      ),
    ).toBe('its [PII] hang on sets not try [PII]');
    expect(
      answerTo('what is your mobile number', 'online to have a hypnotic like corn oh hang on to to a bunch of an atlantic flight or'),
    ).toBe('[PII] hang on [PII]');
  });

  it('takes the words at the end of a date of birth without a year for its year, but not a courtesy', () => {
    expect(answerTo('can i check your date of birth', 'five slash twenty eight slight echelon')).toBe('[PII]');
    expect(answerTo('can i check your date of birth', 'the third of april thank you')).toBe('[PII] thank you');
  });

  it('reads back a date after one word the engine made of its opener, and joins a month heard as words', () => {
    expect(
      conversation(
        'agent: and the date of birth',
        'customer: twenty second august forty one',
        'agent: but twenty third and artist forty one yet',
      ),
    ).toEqual(['agent: and the date of birth', 'customer: [PII]', 'agent: but [PII] yet']);
    expect(
      conversation(
        'agent: and the date of birth',
        'customer: twenty second august forty one',
        'agent: but i need to check twenty minutes',
      )[2],
    ).toBe('agent: but i need to check twenty minutes');
  });

  it('keeps the words a caller leads into a value with: "best to use …", "bring me on …", "and the rest is …", "sorry …"', () => {
    expect(answerTo('whats the best phone number', 'best to use one four five two six')).toBe('best to use [PII]');
    expect(answerTo('whats the best phone number', 'bring me on for one seven seven seven six')).toBe('bring me on [PII]');
    expect(
      conversation(
        'agent: whats the best phone number',
        'customer: you can use oh seven seven zero seven five',
        'agent: yep and the rest',
        'customer: and the rest is six eight seven one one',
      )[3],
    ).toBe('customer: and the rest is [PII]');
    expect(
      conversation(
        'agent: whats a good callback number',
        'customer: oh seven nine zero nine three',
        'agent: go on',
        'customer: sorry wanna quit or three',
      )[3],
    ).toBe('customer: sorry [PII]');
  });

  it('redacts the name an agent addresses the caller by: "cheers …", "thanks for your patience …", "okay … thanks", "… take care"', () => {
    expect(conversation('agent: cheers ingrid do you have the claim number')).toEqual(['agent: cheers [PII] do you have the claim number']);
    expect(conversation('agent: okay priscilla halloran thanks whats the number on your loyalty card')).toEqual([
      'agent: okay [PII] thanks whats the number on your loyalty card',
    ]);
    expect(conversation('agent: thanks for your patience tariq')).toEqual(['agent: thanks for your patience [PII]']);
    expect(conversation('agent: thanks for your patience we are nearly done')).toEqual([
      'agent: thanks for your patience we are nearly done',
    ]);
    expect(conversation('agent: lovely desmond you take care now')).toEqual(['agent: lovely [PII] you take care now']);
  });

  it('takes the name before a request to spell it and the spelling after it, to its last letter', () => {
    expect(
      conversation(
        'customer: yeah hi its desmond delacroix',
        'agent: can you spell that for me',
        'customer: d e as in echo l a c r o i x as in xylophone i only paid twelve pounds last month',
      ),
    ).toEqual(['customer: yeah hi its [PII]', 'agent: can you spell that for me', 'customer: [PII] i only paid twelve pounds last month']);
    // (A spelling's words are no name to look for elsewhere: "echo" stays in another turn.)
    expect(
      conversation(
        'customer: it is desmond',
        'agent: how do you spell that',
        'customer: d e s as in echo m o n d',
        'agent: there is an echo on the line',
      )[3],
    ).toBe('agent: there is an echo on the line');
  });
});

describe('PII read out to the end of the turn: its last digits heard as other words (round 10)', () => {
  it('takes the words after a value to the end of the turn when each is a digit or a word the engine makes of one', () => {
    expect(conversation('agent: and your account number', 'customer: eight one eight five nine double stick straight want to')[1]).toBe(
      'customer: [PII]',
    );
    expect(conversation('agent: whats the policy number', 'customer: its double four nine four one oh one eight two do it')[1]).toBe(
      'customer: its [PII]',
    );
  });

  it('leaves what the caller says after the value in words of their own', () => {
    expect(conversation('agent: and your account number', 'customer: three four three oh six four one five i think')[1]).toBe(
      'customer: [PII] i think',
    );
    expect(conversation('agent: whats the policy number', 'customer: four one oh four two eight got it')[1]).toBe('customer: [PII] got it');
  });
});

describe('PII read out to the end of the turn: up to five words after it when the turn ends on a digit (round 22)', () => {
  it('takes the last words of the turn as the value when the last of them is a digit', () => {
    expect(
      conversation('agent: and your customer account number please', 'customer: okay it says three eight oh for it they take two')[1],
    ).toBe('customer: okay it says [PII]');
    expect(conversation('agent: whats your account number', 'customer: it is three one two nine afford to do three')[1]).toBe(
      'customer: it is [PII]',
    );
  });

  it("leaves a clause of the caller's own that ends on a number", () => {
    expect(conversation('agent: whats your account number', 'customer: it is three one two nine and i am forty five')[1]).toBe(
      'customer: it is [PII] and i am forty five',
    );
    expect(conversation('agent: whats your account number', 'customer: it is three one two nine but we have two')[1]).toBe(
      'customer: it is [PII] but we have two',
    );
  });
});

describe('a date of birth said unasked, with the birth named after it in the same turn (round 23)', () => {
  it('redacts a full date with a birth year when the turn names a birth before or after it', () => {
    expect(
      conversation(
        'agent: good morning',
        'customer: i was the ninth of november nineteen fifty eight and the website says my birthday is wrong',
      )[1],
    ).toBe('customer: i was [PII] and the website says my birthday is wrong');
  });

  it("leaves such a date in a sentence of the caller's own that names no birth", () => {
    expect(
      conversation('agent: good morning', 'customer: we moved in on the ninth of november nineteen fifty eight and the roof leaks')[1],
    ).toBe('customer: we moved in on the ninth of november nineteen fifty eight and the roof leaks');
  });
});

describe('a run of letters and digits said unasked (round 24)', () => {
  it('redacts two sure letters and two digits said in one run, with no question before them', () => {
    expect(conversation('agent: about that', 'customer: okay so it is m f eight six')[1]).toBe('customer: okay so it is [PII]');
  });

  it('counts a letter the engine also writes for a digit as a letter: a spelling and a count after it stay apart', () => {
    expect(conversation('agent: can you spell the last name please', 'customer: its c h u t h r y error four of us in the house')[1]).toBe(
      'customer: its [PII] error four of us in the house',
    );
  });
});

describe('a name said again: never a digit or number word (round 25)', () => {
  it('looks for no digit or number word of a name taken from a misheard answer elsewhere in the call', () => {
    expect(
      conversation(
        'agent: and your name please',
        'customer: it is on or about red wing nineteen seventy nine',
        'agent: the standard filing fee is one hundred and eighty nine dollars',
      )[2],
    ).toBe('agent: the standard filing fee is one hundred and eighty nine dollars');
  });
});

describe('a name said again with a surname after it (round 26)', () => {
  it('takes the word after a name said again when no dictionary has it, and no everyday word', () => {
    expect(conversation('agent: and your name please', 'customer: rosalind', 'agent: okay rosalind lindquist and your birthday')[2]).toBe(
      'agent: okay [PII] and your birthday',
    );
    expect(conversation('agent: and your name please', 'customer: rosalind', 'agent: cheers rosalind yeah we will sort it')[2]).toBe(
      'agent: cheers [PII] yeah we will sort it',
    );
  });
});

describe('words the engine makes of digits inside a read-out, read off the corpus (round 27)', () => {
  it('reads such a word as part of the value, as it reads "double" or "for" ("plenty" for "twenty")', () => {
    expect(
      conversation(
        'agent: the service call is one hundred and twenty five dollars but the repair guarantee number on your ticket',
        'customer: just in any of its in my other cat',
        'agent: no problem take your time',
        "customer: i think it's the beach plenty plenty to slash seven four two three",
      )[3],
    ).toBe("customer: i think it's [PII]");
  });
});

describe('a date read off a form with slashes and a birth year (round 28)', () => {
  it('redacts it wherever it is said, a read-back with no opener included', () => {
    expect(
      conversation(
        'agent: when were you born',
        'customer: i was born one slash verified slash forty two',
        'agent: and i just took one slash zero five slash forty two glasses run from seven until nine on tuesdays',
      )[2],
    ).toBe('agent: and i just took [PII] glasses run from seven until nine on tuesdays');
  });

  it("leaves a slashed date of this century's (a delivery's)", () => {
    expect(conversation('agent: hello', 'customer: the parcel came on five slash nine slash twenty two and it was broken')[1]).toBe(
      'customer: the parcel came on five slash nine slash twenty two and it was broken',
    );
  });
});

describe('a number named by its kind near the end of a turn (round 29)', () => {
  it('asks for it however the question was heard, and the reply is redacted', () => {
    expect(
      conversation(
        "agent: right now i'm nearly done with the account number on your statement",
        'customer: it is six six five or want to mod three',
      )[1],
    ).toBe('customer: it is [PII]');
  });

  it('asks nothing when the turn goes on well past it', () => {
    expect(
      conversation(
        'agent: we sent the account number on your statement to the old address last week and it came back to us',
        'customer: it is six six five or want to mod three',
      )[1],
    ).toBe('customer: it is six six five or want to mod three');
  });
});

describe('an identifier stated by its cue, said in hundreds (round 30)', () => {
  it('redacts the number said right after "my … number is", however it is said', () => {
    expect(
      conversation(
        'agent: good morning how can i help',
        'customer: hello my client account number is three hundred and twelve six so four seven seven and i was charged twice',
      )[1],
    ).toBe('customer: hello my client account number is [PII] and i was charged twice');
  });

  it('keeps an amount after it, and one said a few words later', () => {
    const said = (line: string) => conversation('agent: good morning how can i help', `customer: ${line}`)[1];
    expect(said('my account number is three hundred pounds in credit')).toBe(
      'customer: my account number is three hundred pounds in credit',
    );
    expect(said('my account number is closed since i paid three hundred and forty two')).toBe(
      'customer: my account number is closed since i paid three hundred and forty two',
    );
  });
});

describe("an age's form with a month just after it (round 31)", () => {
  it('is the day of a date of birth, redacted with it', () => {
    expect(
      conversation('agent: and the account holders date of birth', "customer: i'm twenty two act of june nineteen seventy two")[1],
    ).toBe("customer: i'm [PII]");
  });

  it('stays an age when no month follows it closely', () => {
    expect(conversation('agent: and the account holders date of birth', "customer: i'm twenty two and we moved here in june")[1]).toBe(
      "customer: i'm twenty two and we moved here in june",
    );
  });
});

describe('the rest of a value after the asker acknowledges its first part (round 32)', () => {
  const rest = (reply: string) =>
    conversation(
      'agent: could i have your agreement number',
      'customer: it reads why one eight five',
      'agent: i have that',
      `customer: ${reply}`,
    )[3];

  it('takes digits after a quantity word as the rest', () => {
    expect(rest('after about three one seventy')).toBe('customer: [PII]');
  });

  it('keeps a quantity its unit counts', () => {
    expect(rest('and it took about two or three days to arrive')).toBe('customer: and it took about two or three days to arrive');
  });
});

describe('where an answer ends and what reads nothing back (round 33, precision)', () => {
  it("ends an answer at the caller's next sentence about a thing of theirs", () => {
    expect(
      conversation(
        'agent: could you read out the colony guarantee number',
        'customer: it says t and two five five one seven five the booth was only there for three hours',
      )[1],
    ).toBe('customer: it says [PII] the booth was only there for three hours');
  });

  it('ends an answer before where the caller reads it off', () => {
    expect(
      conversation('agent: and the restoration guarantee number', 'customer: seven two two seven nine two seven off the certificate')[1],
    ).toBe('customer: [PII] off the certificate');
  });

  it("reads nothing back from the asker's turn that only opens with a word a digit may be", () => {
    expect(
      conversation(
        'agent: what number can we reach you on',
        "customer: it's four four four six seven six two five four one",
        'agent: oh window that size comes to about twelve hundred pounds',
      )[2],
    ).toBe('agent: oh window that size comes to about twelve hundred pounds');
  });
});

describe('a number named by its kind in a turn that ends "please" (round 34)', () => {
  const reply = "customer: yep it's fifty seven seven hundred and sixty nine or seven";

  it('asks for it, however far from the end it is named', () => {
    expect(conversation('agent: the account number at the top of your receipt please', reply)[1]).toBe("customer: yep it's [PII]");
  });

  it('asks nothing when the turn only says where it is', () => {
    expect(conversation('agent: the account number is printed at the top of your receipt', reply)[1]).toBe(reply);
  });
});

describe('a stall before a number said in hundreds, pairs after letters, a question ending in courtesies (round 35)', () => {
  it('reads a number said in hundreds after "let me see" as the identifier asked for', () => {
    expect(
      conversation(
        'agent: and your patient account number',
        'customer: let me see four hundred and forty three three thirty eight nine seven',
      )[1],
    ).toBe('customer: let me see [PII]');
    // An amount after the same stall is still no identifier.
    expect(conversation('agent: and your patient account number', 'customer: let me see four hundred pounds')[1]).toBe(
      'customer: let me see four hundred pounds',
    );
  });

  it('takes letters with numbers said in pairs as a reference, unasked', () => {
    expect(
      conversation(
        'agent: thanks for calling blue horizon',
        'customer: my contract is w h stroke eighty two fourteen and the car was late',
      )[1],
    ).toBe('customer: my contract is [PII] and the car was late');
    // One letter before a number said in pairs is no reference ("the m twenty five").
    expect(conversation('agent: thanks for calling blue horizon', 'customer: we came down the m twenty five this morning')[1]).toBe(
      'customer: we came down the m twenty five this morning',
    );
  });

  it('asks for a date of birth named before "for security please"', () => {
    expect(conversation('agent: our date of birth for security please', 'customer: the team on may nineteen forty five at that')[1]).toBe(
      'customer: the team on [PII] at that',
    );
    // A date of birth the asker names in a sentence of its own, with more after it, asks nothing of a reply.
    expect(
      conversation(
        'agent: our date of birth rule changed for security in march',
        'customer: may nineteen forty five was a long time ago',
      )[1],
    ).toBe('customer: may nineteen forty five was a long time ago');
  });
});

describe('"nought" and "oh" heard as words before the rest of a value, and "and the" before a qualified cue (round 36)', () => {
  it('takes number words after "not" or "or" to the end of the turn with the value before them', () => {
    expect(
      conversation('agent: what is your account number', 'customer: to ninety nine one hundred and ninety eight not sixty six')[1],
    ).toBe('customer: [PII]');
    expect(
      conversation(
        'agent: what is your account number',
        'customer: two hundred and sixty two two hundred and forty nine or seventy five',
      )[1],
    ).toBe('customer: [PII]');
    // Not what follows with a unit in it.
    expect(
      conversation('agent: what is your account number', 'customer: to ninety nine one hundred and ninety eight not six days')[1],
    ).toBe('customer: [PII] not six days');
  });

  it('asks for a cue after "and the" with a word between them', () => {
    const reply = 'customer: yes three eight five';
    expect(conversation('agent: we need the van for two days and the bank account number the payment comes out of', reply)[1]).toBe(
      'customer: yes [PII]',
    );
    // Without "and", the same words state where the payment comes from.
    expect(conversation('agent: we need the van for two days the bank account number the payment comes out of is ours', reply)[1]).toBe(
      reply,
    );
  });
});

describe('a sentence of the caller\'s own after a value: "he is", "there are", "our ceiling is" (round 37, precision)', () => {
  it('ends the value before the sentence and keeps its numbers', () => {
    expect(
      conversation(
        'agent: what is your account number',
        'customer: the account to six five zero six five seven eight there are three of us',
      )[1],
    ).toBe('customer: the account [PII] there are three of us');
    expect(
      conversation(
        'agent: what is your policy number',
        'customer: it says w b two five four six eight seven he is nine and very nervous',
      )[1],
    ).toBe('customer: it says [PII] he is nine and very nervous');
    expect(
      conversation(
        'agent: what is your membership number',
        'customer: the number is f c two one zero double six our ceiling is nine feet',
      )[1],
    ).toBe('customer: the number is [PII] our ceiling is nine feet');
  });

  it('takes a possessive before a value word for no sentence', () => {
    // ("my" before digits is "y" heard so: the value goes on.)
    expect(conversation('agent: what is your account number', 'customer: it is five zero four six seven my one is two')[1]).toBe(
      'customer: it is [PII]',
    );
  });
});

describe('a stall\'s unit after more than one number, and a read-back after "let me check" (round 38)', () => {
  it('reads "tick" after a run of digits as the digits the engine heard so, and keeps a stall', () => {
    expect(
      conversation('agent: the instrument hire agreement number please', 'customer: the numbers that age five zero five tick tick to')[1],
    ).toBe('customer: the numbers [PII]');
    expect(conversation('agent: the instrument hire agreement number please', 'customer: give me two ticks')[1]).toBe(
      'customer: give me two ticks',
    );
  });

  it('reads a value back after "let me check" when two sure value words follow, and nothing in "let me check the system"', () => {
    const asked = ['agent: for security could i have your date of birth', 'customer: that feb one t ninety want'];
    expect(conversation(...asked, 'agent: let me check february one ninety ninety five is that right')[2]).toBe(
      'agent: let me check [PII] is that right',
    );
    expect(conversation(...asked, 'agent: let me check the system for you')[2]).toBe('agent: let me check the system for you');
  });
});

describe('a price by its period, "nineteen ninety five a year" (round 39, precision)', () => {
  it('keeps a number before "a year", "a month", "per week" as a price, not a value stated after its cue', () => {
    expect(conversation('agent: premium membership is nineteen ninety five a year', 'customer: okay')[0]).toBe(
      'agent: premium membership is nineteen ninety five a year',
    );
    // Digits read out one by one are a value whatever follows them.
    expect(conversation('agent: hello', 'customer: my membership number is one nine nine five a year')[1]).toBe(
      'customer: my membership number is [PII] a year',
    );
  });
});

describe('a plan, agreement or contract stated with "is" (round 40)', () => {
  it('takes the value after "my … plan is", "the … agreement is", unasked', () => {
    expect(
      conversation(
        'agent: hello how can i help',
        'customer: hi my cycle care plan is she she double for one i know too and i want to go up',
      )[1],
    ).toBe('customer: hi my cycle care plan is [PII] and i want to go up');
  });

  it('takes nothing of a plan or a contract stated without a value', () => {
    for (const said of ['customer: my plan is to go on holiday for two weeks', 'customer: the contract is for twelve months'])
      expect(conversation('agent: thanks for calling', said)[1]).toBe(said);
  });
});

describe("the asker's read-back of a date of birth whose answer was heard as no date (round 41)", () => {
  it("takes a birth date in the asker's next turn, up to its year", () => {
    expect(
      conversation(
        'agent: your date of birth place and are you still on the same phone number',
        'customer: august for denying team seventy nine cents right',
        'agent: okay august third nineteen seventy nine yes and the first line of the address',
      )[2],
    ).toBe('agent: okay [PII] yes and the first line of the address');
  });

  it('leaves a read-back of an answer found to the read-back rules', () => {
    expect(
      conversation(
        'agent: what is your date of birth',
        'customer: the seventh of march nineteen seventy three',
        "agent: that's a seven to three nineteen seventy three is that right",
      )[2],
    ).toBe("agent: that's [PII] is that right");
  });
});

describe("a reply that is a birth date and a short clause of the caller's after it (round 42)", () => {
  it('takes the date when the reply ends "i am afraid", "that\'s right" after it, whatever the question was heard as', () => {
    expect(
      conversation('agent: right about that but for me', 'customer: it is october twenty eighth nineteen ninety three i am afraid')[1],
    ).toBe('customer: it is [PII] i am afraid');
    // Not a date with more of the caller's sentence after it.
    const moved = 'customer: october twenty eighth nineteen ninety three i moved into the house with my husband';
    expect(conversation('agent: right about that but for me', moved)[1]).toBe(moved);
  });
});

describe('a round amount after a cue stated with "is" (round 43, precision)', () => {
  it('keeps a number said in hundreds that ends on "hundred" or "thousand", and takes one that goes on', () => {
    expect(conversation('agent: premium membership is one thousand eight hundred', 'customer: okay')[0]).toBe(
      'agent: premium membership is one thousand eight hundred',
    );
    expect(conversation('agent: hello', 'customer: my account number is six hundred and seventy five nine hundred and five')[1]).toBe(
      'customer: my account number is [PII]',
    );
  });
});

describe("PII said in hundreds: an identifier in an amount's form (round 11)", () => {
  it('takes a number said in hundreds as the identifier asked for when nothing else in the reply is, and as its rest', () => {
    expect(
      conversation(
        'agent: and your account number',
        'customer: just a moment i need to find the letter',
        'agent: no problem take your time',
        'customer: i have got it for six hundred and seventy five nine hundred and five',
      )[3],
    ).toBe('customer: i have got it [PII]');
    expect(
      conversation(
        'agent: can i take the account number',
        'customer: its six hundred four twenty nine',
        'agent: and the rest',
        'customer: than six hundred and forty three',
      )[3],
    ).toBe('customer: [PII]');
  });

  it('keeps amounts, comparisons and years said as numbers', () => {
    expect(conversation('agent: and your account number', 'customer: i owe six hundred and twelve pounds on it')[1]).toBe(
      'customer: i owe six hundred and twelve pounds on it',
    );
    const waited = (reply: string) =>
      conversation(
        'agent: and your account number',
        'customer: just a moment',
        'agent: no problem take your time',
        `customer: ${reply}`,
      )[3];
    expect(waited('it was more than five hundred')).toBe('customer: it was more than five hundred');
    expect(waited('i set it up in two thousand and nine')).toBe('customer: i set it up in two thousand and nine');
  });
});

describe('PII by its form where the question was not heard, and values the engine ran on into words (round 13)', () => {
  it('takes a full date with a year of the last century as a date of birth, asked or not, its last digit heard as a word', () => {
    // "could i have your date of birth for security" as the engine heard it: no question left in it.
    expect(
      conversation('agent: good idea to order it on earth for security', 'customer: armed and twenty fourth of july nineteen eighty')[1],
    ).toBe('customer: armed [PII]');
    expect(conversation('agent: when were you born please', 'customer: it would be twenty eighth of july nineteen forty for')[1]).toBe(
      'customer: it would be [PII]',
    );
    // Dates of events: this century's year, or a short one, said unasked.
    for (const said of ['it came on the fourth of july two thousand and twenty four', 'it came on the fourth of july sixty four']) {
      expect(conversation('agent: thanks', `customer: ${said}`)[1]).toBe(`customer: ${said}`);
    }
  });

  it('takes a day and a month as a date whatever the engine made of the year after them, and a number before a unit as a quantity', () => {
    expect(
      conversation(
        'agent: and when is your birthday',
        'customer: hang on let me find the letter',
        'agent: no problem take your time',
        'customer: mine is february twenty eight tick tick',
      )[3],
    ).toBe('customer: mine is [PII]');
    expect(conversation('agent: and when is your birthday', 'customer: it is in twenty three days')[1]).toBe(
      'customer: it is in twenty three days',
    );
  });

  it('ends a value where the caller goes on with "i was"', () => {
    expect(
      conversation(
        'agent: what is the pet health plan number',
        "customer: and it didn't happen to three five eight nine two i was twenty five minutes late for work",
      )[1],
    ).toBe('customer: and [PII] i was twenty five minutes late for work');
  });

  it('takes the last words of the turn after a value when one is a digit and none ends an answer, reads it or is a unit', () => {
    // "… nineteen ninety six" and "… zero four four sixty nine" as the engine heard them.
    expect(conversation('agent: and what they were you born', 'customer: the twelve twelve nineteen ninety to target')[1]).toBe(
      'customer: [PII]',
    );
    expect(conversation('agent: i need the date of birth of the account holder', 'customer: armed zero for four stick to unite')[1]).toBe(
      'customer: [PII]',
    );
    expect(conversation('agent: whats the policy number', 'customer: its four one oh four two eight it says')[1]).toBe(
      'customer: its [PII] it says',
    );
    expect(
      conversation(
        'agent: do you have your membership number',
        'customer: it is four zero eight seven three nine which is only two years old',
      )[1],
    ).toBe(
      // (The words before the age were taken already, as words between digits.)
      'customer: it is [PII] two years old',
    );
  });
});

describe('PII after a plural cue, a doubled read-back opener, a framed date, a correction, a separator and a letter made clear (round 14)', () => {
  it('takes "numbers" for "number" in a question', () => {
    // "what's the account number on the letter" as the engine heard it, and the value's rest after "and the rest, go on".
    expect(
      conversation(
        'agent: what the current numbers on the lead to',
        "customer: it's three you wait for nine",
        'agent: the hall go on',
        'customer: and after about five seven one two three',
      ),
    ).toEqual(['agent: what the current numbers on the lead to', "customer: it's [PII]", 'agent: the hall go on', 'customer: and [PII]']);
  });

  it('reads back after an opener that follows another ("just to confirm that\'s …")', () => {
    expect(
      conversation(
        'agent: what is the date of birth on the policy',
        'customer: but the twentieth of the tenth nineteen seventy five',
        "agent: just to confirm that's the twentieth of the tenth nineteen seventy five do you have a membership number with us",
      )[2],
    ).toBe("agent: just to confirm that's [PII] do you have a membership number with us");
  });

  it('takes a reply that is only a date of the last century after its framing words, unasked', () => {
    // "and i'd take a date of birth" as the engine heard it.
    expect(conversation("agent: and i'd take a bit off abruptly", 'customer: yeah that is june thirteen nineteen ninety')[1]).toBe(
      'customer: yeah that is [PII]',
    );
  });

  it('takes a corrected value as the kind of the slip it corrects', () => {
    const [, answer] = redactSegments([
      spoken("what's the members date of birth", 0, 'agent'),
      spoken(
        "the twenty fifth of september one nine five seven oh hang on it's the twenty fifth of september one nine eight seven",
        10_000,
        'customer',
      ),
    ]);
    expect(answer!.words.map((w) => w.text).join(' ')).toBe("[PII] oh hang on it's [PII]");
    expect(answer!.words.filter((w) => w.text === '[PII]').map((w) => w.redaction)).toEqual(['DATE_OF_BIRTH', 'DATE_OF_BIRTH']);
  });

  it('reads a value said partly as a year in its parts between separators', () => {
    // "s for sugar l r dash two thousand and twenty dash three seven four two" as the engine heard it.
    expect(
      conversation(
        'agent: and the policy number',
        'customer: as for shorter know are dashed two thousand and twenty dash three seven four two',
      )[1],
      // (One stretch since round 56 joins a value's parts side by side.)
    ).toBe('customer: [PII]');
    expect(conversation('agent: and the policy number', 'customer: it cost two thousand and twenty pounds')[1]).toBe(
      'customer: it cost two thousand and twenty pounds',
    );
  });

  it('takes the word a last letter is made clear with ("… w as in water")', () => {
    const question =
      'agent: there is an act of love ninety nine pounds per condition restore that and a lot of peace agreement number on your acceptance letter';
    expect(conversation(question, 'customer: the agreement says nine three double five one w as in water')[1]).toBe(
      'customer: the agreement says [PII]',
    );
    // (Asked since round 29, the answer takes the "as" heard after the letter; "the letter" stays.)
    expect(conversation(question, 'customer: the agreement says nine three double five one w as in the letter')[1]).toBe(
      'customer: the agreement says [PII] in the letter',
    );
  });
});

describe('an Australian account asked by its bank and branch, "the bsb and account" (round 126)', () => {
  it('takes the whole answer, the account number given over two turns', () => {
    expect(
      conversation(
        'agent: two oh oh two oh nine eight seven two three and the bsb and account for the repayments',
        'customer: bsb oh six three two three seven account four four two nine',
        'agent: righto',
        'customer: double four one nine',
      ).slice(1),
    ).toEqual(['customer: [PII]', 'agent: righto', 'customer: [PII]']);
  });
});

describe('a value offered is not asked for: "i can give you his birthday" (round 125)', () => {
  it("takes no word of the other party's reply as the answer, and the value when it comes", () => {
    expect(
      conversation(
        'customer: hes at work but i can give you his birthday',
        'agent: that would help go ahead',
        'customer: the seventh of november sixty eight no sorry sixty seven',
      ),
    ).toEqual([
      'customer: hes at work but i can give you his birthday',
      'agent: that would help go ahead',
      'customer: [PII] no sorry [PII]',
    ]);
  });

  it('a request for it is still one', () => {
    expect(conversation('agent: can you give me his birthday', 'customer: the seventh of november sixty eight')[1]).toBe('customer: [PII]');
  });
});

describe("an e-mail address's domain to its country code, and an answer widened to its domain's end (round 124)", () => {
  const answer = (reply: string) => conversation('agent: and an email for the claim form', `customer: ${reply}`)[1];

  it('takes the country codes of the places callers ring from, and the short ones of mail providers', () => {
    const said = (turn: string) => conversation('agent: anything else', `customer: ${turn}`)[1];
    expect(said('can you send it to tessa dot rangi at xtra dot co dot nz')).toBe('customer: can you send it to [PII]');
    expect(said('can you send it to marieclaude dot b at shaw dot ca')).toBe('customer: can you send it to [PII]');
    expect(said('can you send it to abena dot osei at proton dot me')).toBe('customer: can you send it to [PII]');
  });

  it('widens an answer taken as an address to the end of its domain', () => {
    // (The answer, taken whole, stopped at "… waitrose dot" and left its domain's end.)
    expect(answer('send it over to nwachukwu carys seventy one at waitrose dot com')).toMatch(/\[PII\]$/);
  });
});

describe('a person named whole: the given name before a name found, a surname after it (round 123)', () => {
  it('takes the given name said before a surname found by its title', () => {
    expect(conversation('agent: four hollybank road is that mrs okafor', 'customer: yes adaeze okafor')[1]).toBe('customer: yes [PII]');
    expect(
      conversation('agent: thank you mister fairweather and are you the beneficiary', 'customer: yes im his son tyler fairweather')[1],
    ).toBe('customer: yes im his son [PII]');
  });

  it('only after what leads to a name', () => {
    expect(conversation('customer: its mrs okafor', 'agent: okey doke okafor whats the account number')[1]).toBe(
      'agent: okey doke [PII] whats the account number',
    );
  });

  it("not a dictionary word, nor before an agent's own name in the greeting", () => {
    expect(conversation('agent: is that mrs okafor', 'customer: its rose okafor')[1]).toBe('customer: its rose [PII]');
    // (Nor how the caller goes on to spell it, nor their greeting.)
    expect(conversation('agent: can you spell that', 'customer: its spelt b like butter r a i t h')[1]).toBe('customer: its spelt [PII]');
    expect(
      conversation(
        'agent: harbourside super josh speaking',
        'customer: gday josh i turned sixty in the winter',
        'customer: cheers josh',
      )[1],
    ).toBe('customer: gday [PII] i turned sixty in the winter');
    expect(conversation('agent: oakleigh boarding kennels and cattery saoirse speaking', 'customer: hi saoirse')[0]).toBe(
      'agent: oakleigh boarding kennels and cattery [PII] speaking',
    );
  });

  it('takes a surname no dictionary has after a name found', () => {
    expect(conversation('customer: its for the yard', 'agent: okay thanks thaddeus prendergast the postcode for the yard')[1]).toBe(
      'agent: okay thanks [PII] the postcode for the yard',
    );
    // (A contraction written without its apostrophe is no surname: "… mahesh, you'll get an email".)
    expect(conversation('customer: okay', 'agent: thanks mahesh youll get an email once the deposit is released')[1]).toBe(
      'agent: thanks [PII] youll get an email once the deposit is released',
    );
    // (Nor a word of the dictionary: "thanks helen, lovely to hear from you".)
    expect(conversation('customer: okay', 'agent: thanks helen lovely to hear from you')[1]).toBe(
      'agent: thanks [PII] lovely to hear from you',
    );
  });
});

describe('a caller\'s name after a greeting: "hi noreen, it\'s declan fitzgerald", "hi, this is jennifer haas" (round 123)', () => {
  const opening = (reply: string) => conversation('agent: knockmore hurling club how can i help', `customer: ${reply}`)[1];

  it('takes the agent greeted by name and the caller after "its"', () => {
    expect(opening('hi noreen its declan fitzgerald i got the text about renewing')).toBe(
      'customer: hi [PII] its [PII] i got the text about renewing',
    );
    // (A word after the greeting that is no name stays: "hi there, it's …".)
    expect(opening('hi there its declan fitzgerald i got the text')).toBe('customer: hi there its [PII] i got the text');
    expect(opening('gday its tane wiremu i want to sign up')).toBe('customer: gday its [PII] i want to sign up');
  });

  it('takes the name after "this is" in the caller\'s first turn too', () => {
    expect(opening('hi this is jennifer haas at haas cabinet supply')).toBe('customer: hi this is [PII] at haas cabinet supply');
    expect(opening('morning this is carla brandt at delta cold storage')).toBe('customer: morning this is [PII] at delta cold storage');
  });

  it('up to a name found already, and not a title', () => {
    expect(
      conversation(
        'agent: cedar ridge membership office this is courtney',
        'customer: hi courtney its walt pemberton i turn sixty five next month',
        'agent: thank you mister pemberton',
      )[1],
    ).toBe('customer: hi [PII] its [PII] [PII] i turn sixty five next month');
    expect(conversation('agent: peak hostels nadia speaking', 'customer: hello its mister gareth pryce from hollins park school')[1]).toBe(
      'customer: hello its mister [PII] from hollins park school',
    );
  });

  it('not what the call is about', () => {
    expect(opening('yes this is urgent my card was stolen')).toBe('customer: yes this is urgent my card was stolen');
  });
});

describe('a value checked by the last digits named "ending", whatever the engine heard of its end (round 122)', () => {
  const checked = (check: string) =>
    conversation(
      'agent: and the account number',
      'customer: nine three nine seven seven seven two three four nine to the climate',
      `agent: ${check}`,
    )[2];

  it('takes the digits right after "ending"', () => {
    expect(checked('sell ending six six nine eight')).toBe('agent: sell ending [PII]');
  });

  it('not digits further from it', () => {
    expect(checked('ending soon the offer six six nine eight')).toBe('agent: ending soon the offer six six nine eight');
  });
});

describe('a letter heard as a word ("are" for r) made clear with a word it begins (round 121)', () => {
  const readBack = (back: string) =>
    conversation(
      'agent: okay can i get your policy number',
      'customer: r s en route to route to be as into a five thousand three hundred and eighty seven five thousand two hundred and eighty five',
      `agent: ${back} a key for ten of fifty three eighty seven fifty two year eighty five and your full name`,
    )[2];

  it('opens the value read back', () => {
    expect(readBack('are for romney')).toBe('agent: [PII] and your full name');
  });

  it('not with a word that does not begin with its letter', () => {
    expect(readBack('are for tuesday')).toBe(
      'agent: are for tuesday a key for ten of fifty three eighty seven fifty two year eighty five and your full name',
    );
  });
});

describe('a value read out takes the letters made clear right after it, "a" too (round 120)', () => {
  const readOut = (said: string, back: string) =>
    conversation(
      'customer: the hospital asked for my pps number on the form is that right',
      'agent: it is for the tax relief can you read it to me',
      `customer: ${said}`,
      `agent: ${back}`,
    ).slice(2);

  it('takes each letter made clear with a word', () => {
    expect(
      readOut('six two six seven nine three nine u a as in athlone', 'six two six seven nine three nine u as in uniform a as in alpha'),
    ).toEqual(['customer: [PII]', 'agent: [PII]']);
  });

  it('not words that make no letter clear', () => {
    expect(readOut('six two six seven nine three nine u a as in the form', 'thank you')[0]).toBe('customer: [PII] a as in the form');
  });
});

describe('a read-back goes on past "and" heard for the letter n before a separator (round 119)', () => {
  const readBack = (back: string) =>
    conversation(
      'agent: and have you got the policy number',
      'customer: c for cheesecake l stroke w for waffle n stroke thirteen sixteen twenty four',
      `agent: let me read that back seat for cheesecake else job w for waffle ${back}`,
    )[2];

  it('takes what follows the separator', () => {
    expect(readBack('and stroke thirteen sixteen twenty four')).toBe('agent: let me read that back [PII]');
  });

  it('not when no digit or letter follows it', () => {
    expect(readBack('and stroke the rest i will read in a moment')).toBe(
      'agent: let me read that back [PII] and stroke the rest i will read in a moment',
    );
  });
});

describe('a number said in hundreds inside a value read out: before it, after it, and in its correction (round 118)', () => {
  it('takes the number in hundreds the value was found within, and the letter made clear before it', () => {
    const answer = (said: string) => conversation("agent: what's the policy number", `customer: ${said}`)[1];
    expect(answer('h as in how five hundred and forty two year eight hundred and fifty eight three hundred and twenty five')).toBe(
      'customer: [PII]',
    );
    // ("a hundred" starts with no digit.)
    expect(answer('h as in how a hundred and forty two year eight hundred and fifty eight three hundred and twenty five')).toBe(
      'customer: h as in how a hundred and [PII]',
    );
  });

  it('takes the digits said in hundreds right after it, as an identifier asked for may be said', () => {
    const answer = (said: string) =>
      conversation('agent: did you take the travel insurance with us', `customer: we did the policy is h s as in sligo ${said}`)[1];
    expect(answer('four hundred and fifty seven two hundred and seventeen sixty eight')).toBe('customer: we did the policy is [PII]');
    // Not an amount, a year, a number of two words in hundreds, nor numbers not said in hundreds.
    for (const after of ['four hundred and fifty pounds', 'two thousand and nine', 'nine hundred', 'twenty four seven'])
      expect(answer(after)).toBe(`customer: we did the policy is [PII] ${after}`);
  });

  it('takes a value corrected in hundreds, however long', () => {
    const corrected = (said: string) =>
      conversation('agent: have you got a council tax account number at the new place yet', `customer: ${said}`)[1];
    expect(
      corrected(
        "yeah it's one hundred and seven two hundred and thirty one sixty four oh sorry no one hundred and seven two hundred and ninety one sixty four",
      ),
    ).toBe("customer: yeah it's [PII] sorry no [PII]");
    // (Past the sixteen words after the correction that a value said digit by digit takes at most.)
    expect(
      conversation(
        'agent: and mobile number please',
        "customer: plus four four seven one hundred and fifty one double three six three nine model no sorry that is wrong it's plus four four seven one hundred and fifty one double three zero three nine not",
      )[1],
    ).toBe("customer: [PII] model no sorry that is wrong it's [PII] not");
    // Not an amount.
    expect(
      corrected(
        "yeah it's one hundred and seven two hundred and thirty one sixty four oh sorry no it came to two hundred and ninety one pounds",
      ),
    ).toBe("customer: yeah it's [PII] sorry no it came to two hundred and ninety one pounds");
  });
});

describe('a date of birth the agent checks with "is that …", a year of the last century ending the turn (round 117)', () => {
  const checked = (check: string) =>
    conversation('agent: how are you today', 'customer: and my husband as well of course', `agent: ${check}`)[2];

  it('takes the date, unasked', () => {
    expect(checked('just to check for him is that the twenty fourth of october nineteen fifty one')).toBe(
      'agent: just to check for him is that [PII]',
    );
  });

  it('not when the turn goes on, nor a year of this century, nor a date no check asks about', () => {
    expect(checked('just to check for him is that the twenty fourth of october nineteen fifty one because the form has another date')).toBe(
      'agent: just to check for him is that the twenty fourth of october nineteen fifty one because the form has another date',
    );
    expect(checked('just to check for him is that the twenty fourth of october twenty twenty four')).toBe(
      'agent: just to check for him is that the twenty fourth of october twenty twenty four',
    );
    expect(checked('just to check for him he moved in on the twenty fourth of october nineteen fifty one')).toBe(
      'agent: just to check for him he moved in on the twenty fourth of october nineteen fifty one',
    );
  });

  it("makes no read-back of the caller's value before it: that keeps its last word", () => {
    expect(
      conversation(
        'agent: hollybrook horsebox hire good morning',
        'customer: morning my hire agreement from last time is h for honeycomb b stroke ninety nine seventy two stroke l r for roly poly',
        'agent: lovely and just to check for the insurance is that the twenty sixth of may nineteen eighty nine',
      ).slice(1),
    ).toEqual([
      'customer: morning my hire agreement from last time is [PII]',
      'agent: lovely and just to check for the insurance is that [PII]',
    ]);
  });
});

describe('a digit said "double" or "triple" stands for as many characters when a value is said again (round 116)', () => {
  const checked = (account: string) =>
    conversation(
      'agent: and the checking account number',
      `customer: ${account}`,
      'agent: ending in five two two two and a good callback number',
    )[2];

  it('checks a value said with "triple" by its last digits read out one by one', () => {
    expect(checked('three six four nine one eight five triple two')).toBe('agent: ending in [PII] and a good callback number');
  });

  it('not when the digits read out are not its last ("double" is twice)', () => {
    expect(checked('three six four nine one eight five double two')).toBe('agent: ending in five two two two and a good callback number');
  });
});

describe('a value read back from a letter made clear with a word, with no opener (round 115)', () => {
  const readBack = (reply: string, question = 'can you read me the policy number off the schedule so i get the right plan') =>
    conversation(`agent: ${question}`, 'customer: thats the us and for black ice age double seven or seven', `agent: ${reply}`)[2];

  it('takes it from the letter, after a courtesy at most, the words that make letters clear not counted in its reach', () => {
    expect(readBack('f as in fox trip he hasnt paid seven and seven right so you get twenty five euro back')).toBe(
      'agent: [PII] right so you get twenty five euro back',
    );
    expect(readBack('lovely f as in fox trip he hasnt paid seven and seven right so you get twenty five euro back')).toBe(
      'agent: lovely [PII] right so you get twenty five euro back',
    );
  });

  it('not further into the turn, nor from words that make no letter clear, nor after a date of birth', () => {
    expect(readBack('thank you for that f as in fox trip he hasnt paid seven and seven right')).toBe(
      'agent: thank you for that f as in fox trip he hasnt paid seven and seven right',
    );
    expect(readBack('see for yourself trip he hasnt paid seven and seven right')).toBe(
      'agent: see for yourself trip he hasnt paid seven and seven right',
    );
    expect(
      conversation(
        'agent: and your date of birth',
        'customer: the twenty sixth of august seventy',
        'agent: f as in fox trip he hasnt paid seven and seven right so you get twenty five euro back',
      )[2],
    ).toBe('agent: f as in fox trip he hasnt paid seven and seven right so you get twenty five euro back');
  });
});

describe("an answer read straight back in other words than the caller's, at the start of the asker's next turn (round 114)", () => {
  const readBack = (answer: string, ...after: string[]) =>
    conversation('agent: and the refund goes to the bank account whats the sort code', `customer: ${answer}`, ...after).at(-1);

  it('takes a run of three digits at least that shares three characters in a row with the answer', () => {
    expect(readBack('the line for three or nine', 'agent: the one for three or nine and the account number')).toBe(
      'agent: the [PII] and the account number',
    );
    // (Whatever the answer was asked for: a house number read back.)
    expect(
      conversation(
        'agent: and the first line of your address',
        'customer: four three nine elm road',
        'agent: the for three nine and the postcode',
      )[2],
    ).toBe('agent: the [PII] and the postcode');
  });

  it('not a run further into the turn, sharing fewer characters, or of two words', () => {
    expect(readBack('the line for three or nine', 'agent: thank you the one for three or nine and the account number')).toBe(
      'agent: thank you the one for three or nine and the account number',
    );
    expect(readBack('the line for three or nine', 'agent: the one for three two and the account number')).toBe(
      'agent: the one for three two and the account number',
    );
    expect(readBack('four one nine four', 'agent: the for 194 and the account number')).toBe('agent: the for 194 and the account number');
  });

  it("not the asker's turn after more than one of the caller's, nor the opener of a read-back found already", () => {
    expect(
      readBack(
        'the line for three or nine',
        'customer: thats where the refund goes',
        'customer: if thats okay',
        'agent: the one for three or nine and the account number',
      ),
    ).toBe('agent: the one for three or nine and the account number');
    expect(readBack('the line for three or nine', 'agent: so one for three or nine and the account number')).toBe(
      'agent: so [PII] and the account number',
    );
  });
});

describe('a sum named right before it is said in pairs (round 113)', () => {
  const bill = (sum: string) =>
    conversation(
      'agent: can i get your date of birth',
      'customer: june thirteen nineteen fifty five',
      'agent: and the account number off your bill so i can put it through',
      'customer: hold on let me get my glasses okay three twelve oh seven eighty seven forty four',
      `agent: so three one two zero seven eight seven four four thats done ${sum}`,
    )[4];

  it('keeps "your next bill is twenty seven ninety six"', () => {
    expect(bill('your next bill is twenty seven ninety six for four weeks')).toBe(
      'agent: [PII] thats done your next bill is twenty seven ninety six for four weeks',
    );
  });

  it('not digits read out after it, nor a sum no word names', () => {
    expect(bill('your next bill is two seven nine six four four')).toBe('agent: [PII] thats done your next bill is [PII]');
    // (Unnamed, the pairs still read as a value: what this round keeps needs the word before it.)
    expect(bill('and twenty seven ninety six for four weeks')).toBe('agent: [PII] thats [PII] four weeks');
  });
});

describe("a New Zealand account's suffix after the rest of it (round 112)", () => {
  const account = (rest: string) =>
    answerTo('whats your account number', `twelve oh eight seventy six five four nine eight five five eight ${rest}`);

  it('takes the suffix, a digit said three times included', () => {
    expect(account('and the suffix is triple oh')).toBe('[PII] and the suffix is [PII]');
  });

  it('not words after it that are no digits', () => {
    expect(account('and the suffix is on the card')).toBe('[PII] and the suffix is on the card');
  });
});

describe('a letter checked as one of two, each made clear with a word (round 111)', () => {
  const checked = (check: string) =>
    conversation(
      'agent: does he have secondary coverage',
      'customer: yeah through his moms job the id is l as in lincoln b t seven four six seven six zero seven seven',
      `agent: ${check}`,
      'customer: b as in boston',
    ).slice(2);

  it("takes both letters offered and the caller's answer", () => {
    expect(checked('sorry the second letter was that b as in boston or d as in dallas')).toEqual([
      'agent: sorry the second letter was that [PII] or [PII]',
      'customer: [PII]',
    ]);
  });

  it('not words after "or" that are no letter, nor an offer further into the turn than a character\'s', () => {
    expect(checked('sorry the second letter was that b as in boston or the other one')[0]).toBe(
      'agent: sorry the second letter was that [PII] or the other one',
    );
    expect(checked('sorry i am going to have to ask you again was that b as in boston or d as in dallas')[0]).toBe(
      'agent: sorry i am going to have to ask you again was that [PII] or d as in dallas',
    );
  });
});

describe('the day and month of a date of birth asked for after its year (round 110)', () => {
  const dayAfter = (question: string, reply: string) =>
    conversation('agent: and your date of birth', 'customer: nineteen fifty two', `agent: ${question}`, `customer: ${reply}`)[3];

  it('takes the day and month that open the reply to "and the day and month"', () => {
    expect(dayAfter('and the day and month', 'the third of april')).toBe('customer: [PII]');
  });

  it('not after a question that asks no day or month, nor a date later in the reply', () => {
    expect(dayAfter('and when did you move in', 'the third of april')).toBe('customer: the third of april');
    expect(dayAfter('and the day and month', 'well we moved on the third of april')).toBe('customer: well we moved on the third of april');
  });
});

describe('"and for tom": the question before asked again for another person (round 109)', () => {
  it('takes a date of birth in the reply, as after the question itself', () => {
    expect(
      conversation(
        'agent: and your date of birth',
        'customer: the twenty fifth of april nineteen ninety four',
        'agent: and for tom',
        'customer: hes the tenth no what am i saying the eleventh of july nineteen eighty nine i always get that wrong',
      )[3],
    ).toBe('customer: hes the tenth no what am i saying [PII] i always get that wrong');
  });

  it('not after a longer turn that opens "and for"', () => {
    const reply = 'we moved in on the first of may nineteen ninety nine and love it';
    expect(conversation('agent: and for that the office opens at nine', `customer: ${reply}`)[1]).toBe(`customer: ${reply}`);
  });
});

describe('a sum after a value is no read-back of it (round 108)', () => {
  const after = (question: string, answer: string, line: string) =>
    conversation(`agent: ${question}`, `customer: ${answer}`, `agent: ${line}`)[2];
  const account = 'eight four nine four one six six six four five eight two';

  it('keeps money said after a read-back opener, and hundreds after a date of birth', () => {
    for (const line of [
      'so thats sixty one pounds ninety five altogether',
      'so thats eleven ninety five and sixty one pounds ninety five altogether',
    ])
      expect(after('and the account number', account, line)).toBe(`agent: ${line}`);
    const total = 'okay two hundred and thirty five dollars today and the rest on the first of each month';
    expect(after('and the card number', 'four six seven five eight two two one four five', total)).toBe(`agent: ${total}`);
    const jump = 'thanks so thats two hundred and sixty five for the jump and the eighty for photos';
    expect(after('and the jumpers date of birth', 'sixteenth may ninety four', jump)).toBe(`agent: ${jump}`);
  });

  it('not a number read back in hundreds after a number said so, though heard with other digits', () => {
    const said = 'five hundred and fifty two six hundred and thirty five seven seven';
    const heard = 'so thats five hundred and fifty six six hundred and thirty nine seven seven';
    expect(after('and the account number', said, heard)).toBe('agent: so thats [PII]');
  });
});

describe('"iban" asks for an account number (round 107)', () => {
  const iban = 'i e three seven i p b s nine two one two five nine four five five nine five two oh six';

  it('takes the answer to "whats the iban", however short its first part', () => {
    expect(answerTo('and whats the iban', 'i e seven seven')).toBe('[PII]');
  });

  it('reads nothing back from the asker\'s "that\'s all …" after it', () => {
    expect(
      conversation('agent: whats the iban', `customer: ${iban}`, 'agent: thats all in youll hear back in about six to eight weeks')[2],
    ).toBe('agent: thats all in youll hear back in about six to eight weeks');
  });
});

describe('the last digits of a value named right after it (round 106)', () => {
  const ending = (rest: string) => answerTo('and the account number', `nine five eight zero two zero one seven ${rest}`);

  it('takes up to four digits after "and the last bit is"', () => {
    expect(ending('and the last bit is five five')).toBe('[PII] and the last bit is [PII]');
  });

  it('not a number before a unit, nor digits after those words with no value before them', () => {
    expect(ending('and the last bit is two weeks old')).toBe('[PII] and the last bit is two weeks old');
    expect(conversation('agent: how was the tour', 'customer: the first bit was long and the last bit is five five')[1]).toBe(
      'customer: the first bit was long and the last bit is five five',
    );
  });
});

describe('"i" before a sure letter and a digit opens a value (round 105)', () => {
  it("takes an Irish IBAN's country code whole", () => {
    expect(answerTo('whats the iban', 'i e fifty three i p b s ninety nine twenty four sixty seven')).toBe('[PII]');
    expect(answerTo('whats the iban', 'i e three seven i p b s nine two one two')).toBe('[PII]');
  });

  it('not before a letter the value goes on from with another word', () => {
    expect(answerTo('whats the reference', 'i k then nine two one')).toBe('i [PII]');
  });
});

describe('"so that\'s" heard as "south had" opens a read-back (round 104)', () => {
  const readBack = (line: string) =>
    conversation('agent: and your date of birth', 'customer: the three sixteen eighty four', `agent: ${line}`)[2];

  it('reads the value back after it', () => {
    expect(readBack('south had three sixteen eighty four')).toBe('agent: south had [PII]');
  });

  it('not words that read nothing back, nor "south had" later in a sentence', () => {
    expect(readBack('south had a lot of rain this week')).toBe('agent: south had a lot of rain this week');
    expect(readBack('the south had two weeks of rain')).toBe('agent: the south had two weeks of rain');
  });
});

describe('a value checked by its first digits after "starting" (round 103)', () => {
  const checked = (check: string) =>
    conversation('agent: and the account number', 'customer: seven five oh seven three five three one', `agent: ${check}`)[2];

  it('takes the digits the value starts with after "starting"', () => {
    // (Its opener heard as other words: "so that's starting seven five and ending three one".)
    expect(checked('some hat starting seven five an ending three one')).toBe('agent: some hat starting [PII] an ending [PII]');
  });

  it('not digits the value does not start with, nor its first digits with no word naming them', () => {
    expect(checked('some hat starting seven six an ending three one')).toBe('agent: some hat starting seven six an ending [PII]');
    expect(checked('some hat seven five an ending three one')).toBe('agent: some hat seven five an ending [PII]');
  });
});

describe('a name answered with the date of birth after it (round 102)', () => {
  const reply = (answer: string) =>
    redactSegments([spoken('thats fine whats your name and date of birth', 0, 'agent'), spoken(answer, 10_000, 'customer')])[1]!
      .words.map((w) => w.text)
      .join(' ');

  it("gives the date the words the name's window ran on to, so the date is found whole", () => {
    const answer = 'wayne pilkington its the twenty second of february nineteen eighty three';
    expect(reply(answer)).toBe('[PII] [PII]');
    expect(
      findPii([
        { speaker: 'agent', words: 'thats fine whats your name and date of birth'.split(' ') },
        { speaker: 'customer', words: answer.split(' ') },
      ]).map((span) => span.type),
    ).toEqual(['NAME', 'DATE_OF_BIRTH']);
  });

  it('not for a date without a birth year, which stays in the name window', () => {
    expect(reply('isla mcgowan the twenty fifth of december twenty sixteen')).toBe('[PII]');
  });
});

describe('an American account named by its kind and its last digits (round 101)', () => {
  it('takes the digits after "the checking ending" or "savings ends in"', () => {
    expect(conversation('customer: hello', 'agent: and autopay stays on the checking ending zero four eight three')[1]).toBe(
      'agent: and autopay stays on the checking ending [PII]',
    );
    expect(conversation('customer: hello', 'agent: the savings ends in four four one two')[1]).toBe('agent: the savings ends in [PII]');
  });

  it('not digits after "checking" alone', () => {
    expect(conversation('customer: hello', 'agent: checking four six eight two now')[1]).toBe('agent: checking four six eight two now');
  });
});

describe('a date of birth read back in a form of its own (round 100)', () => {
  it("takes the asker's full date with a birth year right after the date given, whatever follows it in the turn", () => {
    expect(
      conversation(
        'agent: and the date of birth on the account',
        'customer: one five seventy one',
        'agent: i have january fifth nineteen seventy one and for security your first concert',
      )[2],
    ).toBe('agent: i have [PII] and for security your first concert');
  });

  it('not a date the asker names later, and a reply to the read-back offers no character of the date', () => {
    const [, , readBack, reply] = conversation(
      'agent: and his date of birth',
      'customer: its april the third two thousand and eight',
      'agent: reading that back the third of april two thousand and eight',
      'customer: thats the one',
      'agent: thank you',
      'customer: no problem',
      'agent: and the policy began on the third of may two thousand and eight',
    );
    expect([readBack, reply]).toEqual(['agent: reading that back [PII]', 'customer: thats the one']);
    expect(
      conversation(
        'agent: and his date of birth',
        'customer: its april the third two thousand and eight',
        'agent: thank you',
        'customer: no problem',
        'agent: and the policy began on the third of may two thousand and eight',
      )[4],
    ).toBe('agent: and the policy began on the third of may two thousand and eight');
  });
});

describe('the year of a date of birth asked for in a question heard wrong (round 99)', () => {
  const yearAfter = (question: string, reply: string) =>
    conversation(
      'agent: and your date of birth',
      "customer: right it's the fifteenth of march",
      `agent: ${question}`,
      `customer: ${reply}`,
    )[3];

  it('takes "year" heard as "air" or "you\'re", and a whole birth year after any short question', () => {
    expect(yearAfter('and the air', 'seventy four')).toBe('customer: [PII]');
    expect(yearAfter("and which you're was that", 'seventy four')).toBe('customer: [PII]');
    expect(yearAfter('in the hair', 'oh sorry nineteen fifty five')).toBe('customer: oh sorry [PII]');
  });

  it('not a short year after a question with no year in it, nor a whole one later in the reply', () => {
    expect(yearAfter('and how old is he', 'seventy four')).toBe('customer: seventy four');
    expect(yearAfter('and when did you join', 'we joined in nineteen fifty five')).toBe('customer: we joined in nineteen fifty five');
  });
});

describe('a letter named after a value ends it (round 98)', () => {
  it('takes "and the letter u"', () => {
    expect(answerTo('and the account number', 'its four seven nine six three three six three five and the letter u')).toBe('its [PII]');
  });

  it('but only a letter', () => {
    expect(answerTo('and the account number', 'its four seven nine six three three six three five and the letter came today')).toBe(
      'its [PII] and the letter came today',
    );
  });
});

describe('"i" before two sure letters opens a value (round 97)', () => {
  it('takes it as the first letter', () => {
    expect(answerTo('whats the number on the guarantee', 'okay he says i b g stroke three two four six')).toBe('okay he says [PII]');
  });

  it('not before one letter', () => {
    expect(answerTo('whats the number on the guarantee', 'okay i b stroke three two four six')).toBe('okay i [PII]');
  });
});

describe("a value's last group said again (round 96)", () => {
  it('takes "and the same again", "and then that again" and "twice" right after the value', () => {
    expect(answerTo('and the account number', 'right its four three nine three eighty seven and the same again')).toBe('right its [PII]');
    expect(answerTo('and the account number', 'its four three nine three eighty seven twice')).toBe('its [PII]');
  });

  it('not further on', () => {
    expect(answerTo('and the account number', 'its four three nine three eight seven and i was charged twice')).toBe(
      'its [PII] and i was charged twice',
    );
  });
});

describe("the words naming a value's groups by place and count (round 95)", () => {
  it('are no part of it', () => {
    expect(
      answerTo(
        'do you have your juror number',
        'yeah its on my badge the first three numbers are eight two eight then the next three are nine oh four then the last three are eight nine two',
      ),
    ).toBe('yeah its on my badge the first three numbers are [PII] then the next three are [PII] then the last three are [PII]');
  });

  it('only when they name the group before what it is', () => {
    expect(answerTo('do you have your juror number', 'yeah its eight two eight nine oh four eight nine two the last three digits')).toBe(
      'yeah its [PII] three digits',
    );
  });
});

describe('a year followed by hundreds is an amount (round 94)', () => {
  it('keeps "two thousand four hundred pounds"', () => {
    const amount = 'agent: usually between one thousand eight hundred and two thousand four hundred pounds depending on the size';
    expect(conversation('customer: yes please what sort of money are we talking', amount)[1]).toBe(amount);
  });

  it('while "two thousand four" is still a year', () => {
    expect(answerTo('and your date of birth', 'the fourth of may two thousand four')).toBe('[PII]');
  });
});

describe("the rest of a value read back in pieces, past a letter's word (round 93)", () => {
  const piece = (said: string) =>
    conversation(
      'agent: and have you got the policy number',
      'customer: yeah its c for cheesecake l stroke w for waffle n stroke thirteen sixteen twenty four',
      'agent: let me read that back c for cheesecake l stroke',
      'customer: yep',
      `agent: ${said}`,
    )[4];

  it('goes on past the word a letter is made clear with, to a separator it ends with', () => {
    expect(piece('w for waffle n stroke')).toBe('agent: [PII]');
  });

  it('but a separator only before more of it or at the end of the turn', () => {
    expect(piece('w for waffle n stroke thanks')).toBe('agent: [PII] stroke thanks');
  });
});

describe("a value checked by its last digits in the other party's next turn (round 92)", () => {
  const check = (question: string) =>
    conversation('agent: and the account number please', 'customer: um its four six nine three two five', `agent: ${question}`)[2];

  it('takes the digits the value ends with', () => {
    expect(check('i can see two accounts here is it the one ending three two five')).toBe(
      'agent: i can see two accounts here is it the one ending [PII]',
    );
  });

  it('not other digits, one digit alone, nor a count', () => {
    expect(check('i can see two accounts here is it the one ending four one one')).toBe(
      'agent: i can see two accounts here is it the one ending four one one',
    );
    expect(check('i can see two accounts here is it the one ending five')).toBe(
      'agent: i can see two accounts here is it the one ending five',
    );
    expect(check('thanks and the refund takes two five days')).toBe('agent: thanks and the refund takes two five days');
  });
});

describe("a letter of a value checked with a word in the other party's next turn (round 91)", () => {
  const check = (question: string) =>
    conversation(
      'agent: can you read me the number off the ownership certificate',
      'customer: it says g c three zero five nine seven four',
      `agent: ${question}`,
    )[2];

  it('takes the letter with its word', () => {
    expect(check('and is that g for golf')).toBe('agent: and is that [PII]');
    expect(check('just checking c as in charlie yeah')).toBe('agent: just checking [PII] yeah');
  });

  it('only a letter the value holds, said at the end of its turn', () => {
    expect(check('and is that b for bravo')).toBe('agent: and is that b for bravo');
    expect(
      conversation(
        'agent: can you read me the number off the ownership certificate',
        'customer: it says g c three zero five nine seven four and the other one on the back of it is for my wife',
        'agent: and is that g for golf',
      )[2],
    ).toBe('agent: and is that g for golf');
  });
});

describe('the year two thousand asked for on its own (round 90)', () => {
  const yearAfter = (reply: string) =>
    conversation('agent: and your date of birth', 'customer: sure its may third', 'agent: what year', `customer: ${reply}`)[3];

  it('is a birth year', () => {
    expect(yearAfter('two thousand')).toBe('customer: [PII]');
  });

  it('not with a number or a unit after it', () => {
    expect(yearAfter('two thousand twenty five')).toBe('customer: two thousand twenty five');
    expect(yearAfter('two thousand pounds')).toBe('customer: two thousand pounds');
  });
});

describe('characters of a value put right later in its turn (round 89)', () => {
  const fixed = (after: string) => answerTo('and the account number please', `three eight seven one two five one ${after}`);

  it('takes what is said on either side of "not"', () => {
    expect(fixed('i think the last one is wrong its a one not a five')).toBe('[PII] i think the last one is wrong its a [PII] not a [PII]');
  });

  // (At most three characters a side: a longer run is found as a value by itself.)
  it('not a count, nor far from the value', () => {
    expect(fixed('and it takes two not three days')).toBe('[PII] and it takes two not three days');
    expect(fixed('i think the last one of the numbers on the front of the letter is wrong its a one not a five')).toBe(
      '[PII] i think the last one of the numbers on the front of the letter is wrong its a one not a five',
    );
  });
});

describe('one character given again after a check (round 88)', () => {
  const smudged = (ask: string, reply: string) =>
    conversation(
      'agent: whats your resident account number',
      'customer: two four seven seven four nine six and the last ones either an eight or a four its kind of smudged',
      `agent: ${ask}`,
      `customer: ${reply}`,
    )[3];

  it('takes the character the reply gives, with the word it is made clear with', () => {
    expect(smudged('can you take another look at that last one', 'okay its a four')).toBe('customer: okay its a [PII]');
    expect(
      conversation(
        'agent: whats the member id on her plan card',
        'customer: okay its b o one nine eight four nine one two oh',
        'agent: is that the letter o or a zero',
        'customer: the letter o as in outfield',
      )[3],
    ).toBe('customer: the letter [PII]');
  });

  it('not after a turn that asks for no check, nor a count, nor a character the reply does not open with', () => {
    expect(smudged('lovely thank you', 'okay its a four')).toBe('customer: okay its a four');
    expect(smudged('can you take another look at that last one', 'its a two day wait')).toBe('customer: its a two day wait');
    expect(smudged('can you take another look at that last one', 'i have two')).toBe('customer: i have two');
  });

  // (A request that names another item has its reply taken as that item's answer first.)
  it('nor after a long request, nor in a long reply', () => {
    expect(smudged('ok and can you check that for me while i look at what we have on the ledger here for you', 'okay its a four')).toBe(
      'customer: okay its a four',
    );
    expect(smudged('can you take another look at that last one', 'okay its a four i paid on the first')).toBe(
      'customer: okay its a four i paid on the first',
    );
  });
});

describe('one character of a value offered as one of two (round 87)', () => {
  const account = 'customer: right its sixty seven nineteen oh eight forty three';

  it("takes both, in the caller's turn and in the other party's check after it", () => {
    expect(
      answerTo(
        'whats the taxpayer account number',
        'two zero two seven four five and the last ones either a three or an eight the paper got wet',
      ),
    ).toBe('[PII] and the last ones either a [PII] or an [PII] the paper got wet');
    expect(conversation('agent: and your rent account number please', account, 'agent: sorry did you say nineteen or ninety')[2]).toBe(
      'agent: sorry did you say [PII] or [PII]',
    );
    expect(conversation('agent: and your rent account number please', account, 'agent: is that the letter o or a zero')[2]).toBe(
      'agent: is that the letter [PII] or a [PII]',
    );
  });

  it("not in the other party's turn after a value that did not end its turn", () => {
    expect(
      conversation(
        'agent: and your rent account number please',
        'customer: right its sixty seven nineteen oh eight forty three and i have been with you for years now',
        'agent: sorry did you say nineteen or ninety',
      )[2],
    ).toBe('agent: sorry did you say nineteen or ninety');
  });

  it('not a count, nor far from the value', () => {
    expect(answerTo('whats the taxpayer account number', 'two zero two seven four five and it takes two or three days')).toBe(
      '[PII] and it takes two or three days',
    );
    expect(
      answerTo(
        'whats the taxpayer account number',
        'two zero two seven four five and i was wondering if you could say whether it was one or two',
      ),
    ).toBe('[PII] and i was wondering if you could say whether it was one or two');
  });
});

describe("a slip's opening said again after its correction (round 86)", () => {
  const policy = (answer: string) => answerTo('what is your pet insurance policy number', answer);
  const slip = 's for sugar l r dash two thousand and twenty dash three seven four two';

  it("is the corrected value's, however far the part found of it starts", () => {
    expect(policy(`${slip} sorry scratch that s for sugar l r dash two thousand and twenty dash six seven four two`)).toBe(
      '[PII] sorry scratch that [PII]',
    );
    expect(
      answerTo(
        'what is the best phone number to reach you',
        'area code three five three nine ninety seventy seven fifty one oops no its area code three five three five ninety seventy seven fifty one',
      ),
    ).toBe('[PII] oops no its [PII]');
  });

  it('only what is said again word for word', () => {
    expect(policy(`${slip} sorry scratch that its from the year two thousand and twenty dash six seven four two`)).toBe(
      '[PII] sorry scratch that its from the year two thousand and twenty [PII]',
    );
    // (However many words lead to it; "say" goes with it as the letters heard as words before a value said again do.)
    expect(
      policy(
        `${slip} sorry scratch that let me look again it should say s for sugar l r dash two thousand and twenty dash six seven four two`,
      ),
    ).toBe('[PII] sorry scratch that let me look again it should [PII]');
  });
});

describe('contractions written without their apostrophe read with it (round 85)', () => {
  const corrected = (correction: string) =>
    conversation(
      'agent: and your date of birth please',
      `customer: halloween eighty two oh no ${correction} its halloween eighty eight`,
    )[1];

  it('so "thats not right" corrects a slip as "that\'s not right" does', () => {
    expect(corrected("that's not right")).toBe("customer: [PII] oh no that's not right its [PII]");
    expect(corrected('thats not right')).toBe('customer: [PII] oh no thats not right its [PII]');
  });
});

describe('a contraction written without its apostrophe (round 84)', () => {
  const rest = (last: string) =>
    conversation(
      'agent: the booking protection number on your voucher',
      'customer: four four one three oh one',
      'agent: mm hm',
      `customer: ${last}`,
    )[3];

  it('is no plural counting the rest of a value ("nine eight four thats it")', () => {
    expect(rest('nine eight four thats it')).toBe('customer: [PII] thats it');
    expect(rest("nine eight four that's it")).toBe("customer: [PII] that's it");
  });

  it('while a plural still counts it', () => {
    expect(rest('nine eight four seats')).toBe('customer: nine eight four seats');
  });
});

describe('a letter made clear by a word that looks plural (round 83)', () => {
  it('takes "d as in dallas" before a value read back, the word starting with its letter', () => {
    expect(conversation('agent: so that is d as in dallas k twenty three w like walter')[0]).toBe('agent: so that is [PII]');
    expect(conversation('agent: so that is k two three four five w like walter p as in paris')[0]).toBe('agent: so that is [PII]');
  });

  it('not a plural that does not start with the letter', () => {
    expect(conversation('agent: so that is b as in dallas k twenty three w like walter')[0]).toBe('agent: so that is b as in [PII]');
    expect(conversation('agent: so that is k two three four five w like walter p for bills')[0]).toBe('agent: so that is [PII] bills');
  });
});

describe('the year of a date of birth asked for on its own (round 82)', () => {
  const yearAfter = (question: string, reply: string, date = 'its the twenty seventh of december') =>
    conversation(
      'agent: lovely gwen and can you give me your date of birth',
      `customer: ${date}`,
      `agent: ${question}`,
      `customer: ${reply}`,
    )[3];

  it('takes the year that opens the reply to "and what year was that"', () => {
    expect(yearAfter('and what year was that', 'eighty seven')).toBe('customer: [PII]');
    expect(yearAfter('and the year', 'um nineteen eighty four')).toBe('customer: um [PII]');
  });

  it('not after a longer question, one that names no year, a date that had its year, nor a year later in the reply', () => {
    expect(yearAfter('and what year did you first join the club with us', 'eighty seven')).toBe('customer: eighty seven');
    expect(yearAfter('and how old is the dog', 'eighty seven')).toBe('customer: eighty seven');
    expect(yearAfter('and what year was that', 'eighty seven', 'its the twenty seventh of december sixty one')).toBe(
      'customer: eighty seven',
    );
    expect(yearAfter('and what year was that', 'the club opened in eighty seven')).toBe('customer: the club opened in eighty seven');
  });
});

describe('another item named ends a value (round 81)', () => {
  it('ends a name at the cue of the next item, which is then found whole', () => {
    expect(
      answerTo(
        'could i start with your full name',
        'craig hebblethwaite date of birth is the seventh of february nineteen seventy six if you need it',
      ),
    ).toBe('[PII] date of birth is [PII] if you need it');
  });
});

describe('a number asked for and where it is (round 80)', () => {
  it('reads "the confirmation number from your email" as asking for the number, so its letters checked are read back', () => {
    expect(
      conversation(
        'agent: do you have the confirmation number from your email',
        'customer: its k six h four j seven',
        'agent: sorry was that k as in kite',
        'customer: yep k as in kite',
      ).slice(2),
    ).toEqual(['agent: sorry was that [PII]', 'customer: yep [PII]']);
  });
});

describe('the rest of a value before "and that\'s it" (round 79)', () => {
  const rest = (last: string) =>
    conversation('agent: and the account number please', 'customer: its two eight two', 'agent: mm hmm', `customer: ${last}`)[3];

  it('takes the digits before "and", "to", "or" or "of" that go on to no number', () => {
    expect(rest('nine two one and thats it')).toBe('customer: [PII] and thats it');
  });

  it('not those "and" or "of" make a count of ("… hundred and fifty pounds", "twenty two of us")', () => {
    expect(rest('one hundred and fifty pounds a week')).toBe('customer: one hundred and fifty pounds a week');
    expect(rest('twenty two of us live there')).toBe('customer: twenty two of us live there');
  });
});

describe('"doubled" as the engine writes "double" (round 78)', () => {
  it('says the digit after it twice', () => {
    const [, , , reply] = conversation(
      // (Heard for "and the card you paid with".)
      'agent: and the car get paid with',
      'customer: sorry i am just pulling over',
      'agent: no problem take your time',
      'customer: okay doubled to double eight',
    );
    expect(reply).toBe('customer: okay [PII]');
  });
});

describe('a card number read with "double" (round 77)', () => {
  it('passes its checksum with the digit said twice, and is typed a card', () => {
    expect(typesIn('so that is four five three two zero one five one one two eight three zero three double six')).toEqual([
      'CREDIT_DEBIT_NUMBER',
    ]);
  });
});

describe('digits said with "double" or "triple", and a count of people after a value (round 76)', () => {
  it('counts the digits "double" and "triple" say: four or more answer a question however heard', () => {
    const [, , , reply] = conversation(
      // (Heard for "what's your hire account number".)
      "agent: what's your height or can compare",
      'customer: justice act i need my reading glasses',
      'agent: no problem take your time',
      "customer: okay it's triple six for six",
    );
    expect(reply).toBe("customer: okay it's [PII]");
  });

  it('takes in the rest of a value found apart as the value widens over it', () => {
    const [, , , reply] = conversation(
      "agent: perfect marcus what's the agreement number on your welcome packet",
      'customer: eight eight nine eight six five l',
      "agent: thanks marcus what's your account number on the invoice",
      "customer: okay it's seven nine two will double five six eight",
    );
    expect(reply).toBe("customer: okay it's [PII]");
  });

  it('keeps "five of us" after a value, in a reply and after digits read out unasked', () => {
    expect(answerTo('and the post code are we deliver into', 'double for tier double six or five of us in the house')).toBe(
      '[PII] five of us in the house',
    );
    expect(
      conversation('agent: how can i help', 'customer: seven three one nine four zero zero two four zero they let forty of us go')[1],
    ).toBe('customer: [PII] they let forty of us go');
  });
});

describe('a value said again word for word in the next turn (round 75)', () => {
  const turn = (speaker: string, text: string) => ({ speaker, words: text.split(' ') });
  const question = turn('agent', 'whats the number on your protection plan');
  const answer = turn('customer', 'r p four five double nine seven two eight');
  const check = turn('agent', 'sorry was that r as in robert');
  const spansIn = (turns: { speaker: string; words: string[] }[], at: number) => findPii(turns).filter((span) => span.turn === at);

  it("takes the caller's confirmation of the agent's check", () => {
    expect(spansIn([question, answer, check, turn('customer', 'yeah r as in robert thats it')], 3)).toEqual([
      { turn: 3, start: 1, end: 4, type: 'ID_NUMBER' },
    ]);
  });

  it("not a turn of the same speaker's, a later turn, nor words without a sure digit or letter", () => {
    expect(spansIn([question, answer, check, turn('agent', 'yeah r as in robert thats it')], 3)).toEqual([]);
    const later = [
      question,
      answer,
      check,
      turn('customer', 'hold on let me look'),
      turn('agent', 'no problem take your time'),
      turn('customer', 'it says r as in robert'),
    ];
    expect(spansIn(later, 5)).toEqual([]);
    const weak = [
      turn('agent', 'and your four digit pin'),
      turn('customer', 'for to won to'),
      turn('agent', 'for to won to is that right'),
    ];
    expect(spansIn(weak, 2)).toEqual([]);
  });

  it('not one word alone', () => {
    const rest = [
      turn('agent', 'can i take your account number'),
      turn('customer', 'it is five six two eight three'),
      turn('agent', 'okay and the rest'),
      turn('customer', 'four'),
      turn('agent', 'four great and your email address'),
    ];
    expect(spansIn(rest, 4)).toEqual([]);
  });
});

describe('the parts of a price (round 74)', () => {
  it('keeps "four pounds ninety nine" in a reply to a question for a number', () => {
    expect(answerTo('whats the account number on your paper bill', 'the magazine is four pounds ninety nine')).toBe(
      'the magazine is four pounds ninety nine',
    );
  });
});

describe('"and the …" after an acknowledgement and a name (round 73)', () => {
  const reply = (question: string) => conversation(`agent: ${question}`, "customer: it's the sixteenth of the nine forty")[1];

  it('asks, as "and the …" opening the turn does', () => {
    // "right clive, and the patient's date of birth", as the engine heard it.
    expect(reply('right click and the patient they conquered')).toBe("customer: it's [PII]");
  });

  it('not after words that are no acknowledgement, nor after more than a name', () => {
    expect(reply('we sent it and the patient they conquered')).toBe("customer: it's the sixteenth of the nine forty");
    expect(reply('right click mister smith and the patient they conquered')).toBe("customer: it's the sixteenth of the nine forty");
  });
});

describe('a question asked on past a short reply (round 72)', () => {
  it("answers the date after it, the asker's words either side of the reply being one turn", () => {
    const segments = redactSegments([
      spoken('can i take your account number', 0, 'agent'),
      spoken('it is five six two eight three', 3_000, 'customer'),
      spoken('okay and the rest', 6_000, 'agent'),
      spoken('four', 7_400, 'customer'),
      // (Heard for "… your date of birth".)
      spoken('thank you and for security can you give me your day poverty', 7_800, 'agent'),
      spoken('the twenty one october fifty two are yes', 12_000, 'customer'),
    ]);
    expect(
      segments
        .at(-1)!
        .words.map((w) => w.text)
        .join(' '),
    ).toBe('[PII] are yes');
  });

  it('not past a reply of three words or more, which is a turn of its own', () => {
    const turn = (speaker: string, text: string) => ({ speaker, words: text.split(' ') });
    const spans = findPii([
      turn('agent', 'thank you and for security can you give me your day poverty'),
      turn('customer', 'four and the rest'),
      turn('customer', 'the twenty one october fifty two are yes'),
    ]);
    expect(spans.filter((span) => span.turn === 2)).toEqual([]);
  });
});

describe('a cue after thanks, and "feb" and "aug" (round 71)', () => {
  it('reads "thank you, date of birth for me" as the question, not "date" as a name', () => {
    expect(conversation('agent: okay everett thank you date of birth for me', 'customer: march the third nineteen sixty')).toEqual([
      'agent: okay [PII] thank you date of birth for me',
      'customer: [PII]',
    ]);
  });

  it('reads "feb" and "aug", as the engine writes february and august, as months', () => {
    const question = 'and your date of birth please';
    expect(answerTo(question, 'feb fourteen to nineteen forty four bucks right')).toBe('[PII] bucks right');
    expect(answerTo(question, 'aug the second sixty one dollars i think')).toBe('[PII] dollars i think');
  });
});

describe('the rest of a value opened by name (round 70)', () => {
  const question = 'agent: could you give me the billing account number';
  const firstPart = 'customer: it says one seven three five as far on the invoice';

  it('takes the digits after "the rest is", "it carries on" or "the rest could have been", in the turn or the next', () => {
    expect(conversation(question, `${firstPart} and the rest is six zero one`)[1]).toBe(
      'customer: it says [PII] on the invoice and the rest is [PII]',
    );
    expect(
      conversation(
        'agent: which number should we call you on',
        'customer: my cellphone is three two three one six',
        'agent: okay i am writing it down go ahead',
        'customer: then it carries on nine five one seven seven',
      )[3],
    ).toBe('customer: then it carries on [PII]');
    expect(
      conversation(
        'agent: could i take your passport number',
        'customer: that nine two six three four',
        'agent: yep',
        'customer: and the rest could have been three to five',
      )[3],
    ).toBe('customer: and the rest could have been [PII]');
  });

  it('keeps an amount, one number before more words, a clause of the caller\'s own, digits far from the lead, and "the rest" after no value', () => {
    for (const rest of ['thirty three pounds', 'one thing i wanted to ask', 'we owe twenty two', 'fine and the boys are twenty two']) {
      expect(conversation(question, `${firstPart} and the rest is ${rest}`)[1]).toBe(
        `customer: it says [PII] on the invoice and the rest is ${rest}`,
      );
    }
    expect(conversation('agent: how was the trip', 'customer: the rest is six zero one')[1]).toBe('customer: the rest is six zero one');
    // In a later turn: not the other party's, nor after a value their turn went on from for more than a few words.
    const agentsRest = conversation(question, firstPart, 'agent: and the rest is six zero one')[2];
    expect(agentsRest).toBe('agent: and the rest is six zero one');
    const wentOn = conversation(
      'agent: could i take your passport number',
      'customer: that nine two six three four is the one i used last time',
      'agent: okay i am just writing that down now',
      'customer: and the rest could have been three to five',
    )[3];
    expect(wentOn).toBe('customer: and the rest could have been three to five');
    const later = conversation(
      'agent: could i take your passport number',
      'customer: that nine two six three four',
      'agent: okay i am just writing that down now',
      'customer: hang on the dog is barking',
      'agent: no problem at all take your time',
      'customer: and the rest could have been three to five',
    )[5];
    expect(later).toBe('customer: and the rest could have been three to five');
  });
});

describe('"that\'s not right" between a slip and its correction (round 69)', () => {
  it('takes the corrected value after it', () => {
    // The engine heard "pin" as "pain": the slip is found as a run of digits, not as the answer to a cue.
    const [, , , pin] = conversation(
      'agent: can i take your account number please',
      "customer: right it's five one three two one three eight zero eight five",
      'agent: okay decline the four digit security pain',
      "customer: eight seven three nine on nov that's not right it's eight seven three four",
    );
    expect(pin).toBe("customer: [PII] on nov that's not right it's [PII]");
  });

  it('corrects a slip that names a month with a date, whatever type the slip was found as', () => {
    // The date is taken as the rest of the contract number, the agent's question heard as no question.
    const [, , , corrected] = conversation(
      'agent: and the contract number on your paperwork',
      'customer: it reads w six eight one eight one four nine are',
      'agent: but your date and are there',
      "customer: eleventh january nineteen sixty nine oh wait that's not right eleventh january nineteen sixty eight he wears a twenty four hours a day",
    );
    expect(corrected).toBe("customer: [PII] wait that's not right [PII] he wears a twenty four hours a day");
  });
});

describe('"the last four are …" before a card\'s last digits (round 68)', () => {
  it('keeps the lead-in and its "four", as said and as the engine hears "are"', () => {
    const question = 'and the last four of the card please';
    expect(answerTo(question, 'the last four are eight three zero nine')).toBe('the last four are [PII]');
    expect(answerTo(question, 'the last four or two seven eight zero')).toBe('the last four or [PII]');
  });
});

describe('the word a letter is made clear with, after a value that ends on "for" (round 67)', () => {
  it("takes it in the agent's read-back, whose span ended on the lead", () => {
    const [, , readBack] = conversation(
      'agent: and the postcode please',
      'customer: e d twenty nine j like juliet h for hazel',
      'agent: i have got e d twenty nine j like juliet h for hazel is that right',
    );
    expect(readBack).toMatch(/^agent: i have got (\[PII\] )+is that right$/);
  });
});

describe('a spelling that ends on "i" or on a letter made clear with "like" (round 66)', () => {
  it('takes the last letter "i" and the last example after "like"', () => {
    // (One [PII] a span: the letters made clear are spans of their own.)
    expect(answerTo('and how is your surname spelt', 'a d for daniel e y e m mike i')).toMatch(/^(\[PII\] ?)+$/);
    expect(answerTo('could you spell your last name for me', 'd as in dog e l like lemon g as in gary a d o like orange')).toMatch(
      /^(\[PII\] ?)+$/,
    );
  });

  it('still ends a spelling at the next sentence, "you" included', () => {
    const turns = conversation(
      'agent: can you spell that last name for me',
      'customer: spell theory eighty or four hour but he acts',
      'agent: perfect is any integrate are excellent said the number to reach you',
    );
    expect(turns[2]).toMatch(/ excellent said the number to reach you$/);
  });
});

describe("set 40's security questions (round 65)", () => {
  it('reads a favourite holiday destination and the hospital one was born in as security questions', () => {
    expect(answerTo('and for the security question your favourite holiday destination', 'its cornwall')).toBe('its [PII]');
    expect(answerTo('and the hospital you were born in for the security question', 'i chose queen charlottes')).toBe('i chose [PII]');
  });
});

describe('the "the" of a date said from its day (round 64)', () => {
  it('takes "the" before a day said as an ordinal and "of", however the date was found', () => {
    // (Here as the rest of the phone number before it: the question for the date of birth was heard as no question.)
    const [, , , answer] = conversation(
      'agent: whats the best number to call you on',
      'customer: best to call me on oh seven five three seven seven two eight one eight one',
      'agent: could you give me your day but for security',
      'customer: it is the sixteenth of the nine forty',
    );
    expect(answer).toBe('customer: it is [PII]');
  });
});

describe('a request ended by "please" before another question, and a year\'s last digit heard as an ordinal (round 63)', () => {
  it('reads "your date of birth please" as asking for it, whatever the turn asks after', () => {
    const spans = findPii([
      { speaker: 'agent', words: 'your date of birth please and are you still on the same phone number'.split(' ') },
      { speaker: 'customer', words: 'august third nineteen seventy nine yes'.split(' ') },
    ]);
    expect(spans).toEqual([{ turn: 1, start: 0, end: 4, type: 'DATE_OF_BIRTH' }]);
  });

  it('ends a year on its last digit heard as an ordinal', () => {
    expect(answerTo('and your date of birth', "twelve september nineteen forty ninth that's right")).toBe("[PII] that's right");
  });
});

describe('a value before an amount the caller goes on to (round 62)', () => {
  it('ends the value before words between it and the amount, not inside it', () => {
    expect(
      answerTo(
        'can i get the booth rental agreement number',
        'the numbers on m t eight zero five seven one i paid seventy two dollars for the tickets',
      ),
    ).toBe('the numbers on [PII] i paid seventy two dollars for the tickets');
    expect(answerTo('and the policy number', 'three to five working days it said')).toBe('three to five working days it said');
  });
});

describe('a date of birth said again in its turn (round 61)', () => {
  it('takes a second date that names a month, however the words between were heard', () => {
    expect(answerTo('and your date of birth', "july the twelfth forty eight now i'm on july twelfth forty seven sorry")).toBe(
      "[PII] now i'm on [PII] sorry",
    );
  });

  it("leaves the caller's own numbers after it", () => {
    expect(answerTo('and your date of birth', 'it is april fourth nineteen eighty three and eighty four so please bear with me')).toBe(
      'it is [PII] and eighty four so please bear with me',
    );
    expect(answerTo('and your date of birth', "it's august thirteenth nineteen fifty six we are buying at two hundred thousand")).toBe(
      "it's [PII] we are buying at two hundred thousand",
    );
  });
});

describe('the rest of a value after a backchannel (round 60)', () => {
  const rest = (first: string, between: string, next: string) =>
    conversation('agent: the retainer replacement plan number', `customer: ${first}`, `agent: ${between}`, `customer: ${next}`)[3];

  it('takes the digits the caller goes on with after "got that" or "uh huh", however the lead-in was heard', () => {
    expect(rest('x c one one zero six on my copy', 'got that', "eight six five that's it")).toBe("customer: [PII] that's it");
    expect(rest('x c one one zero six', 'about that', 'and the and that is seven one six three')).toBe(
      'customer: and the and that is [PII]',
    );
    expect(rest('x c one one zero six', 'uh huh', 'the rest is seventeen')).toBe('customer: the rest is [PII]');
    // (And a third part after a second backchannel.)
    expect(
      conversation(
        'agent: the retainer replacement plan number',
        'customer: x c one one zero six on my copy',
        'agent: uh huh',
        'customer: then eight six',
        'agent: yep',
        'customer: and five four',
      ).slice(3),
    ).toEqual(['customer: then [PII]', 'agent: yep', 'customer: and [PII]']);
  });

  it("leaves a number of the caller's own, a count, and what follows a question or another number", () => {
    // (The first part ends before the end of its turn: one that ends it goes on by the question's own reading.)
    expect(rest('x c one one zero six on my copy', 'got that', 'my son is eleven')).toBe('customer: my son is eleven');
    expect(rest('x c one one zero six on my copy', 'got that', 'we have about two')).toBe('customer: we have about two');
    expect(rest('x c one one zero six on my copy', 'got that', 'and one other thing')).toBe('customer: and one other thing');
    expect(rest('x c one one zero six on my copy', 'got that', 'and twenty five pounds')).toBe('customer: and twenty five pounds');
    expect(rest('x c one one zero six on my copy', 'and the other one', 'four five')).toBe('customer: four five');
    expect(rest('x c one one zero six on my copy', 'lovely and the two cars', 'four five')).toBe('customer: four five');
    expect(rest('x c one one zero six on my copy', 'got that', 'and on the other letter it says four five')).toBe(
      'customer: and on the other letter it says four five',
    );
    expect(rest('x c one one zero six but we moved house last year', 'okay', 'and four five')).toBe('customer: and four five');
  });
});

describe("set 39's names and security answers as said (round 59)", () => {
  it('reads "who do i have on the line" as asking for a name', () => {
    expect(answerTo('who do i have on the line', 'you have got tameka jefferson')).toBe('you have got [PII]');
    expect(answerTo('who do i have on the line', 'yes its beverley t ackroyd')).toBe('yes its [PII]');
  });

  it('reads a favourite team and the town one grew up in as security questions', () => {
    expect(answerTo('and your favorite team for the security question', 'its the steelers')).toBe('its [PII]');
    expect(answerTo('and the town you grew up in for the security question', 'i said broken bow')).toBe('i said [PII]');
  });

  it("takes the agent's own name after \"it's\" at the end of the greeting, and nothing so in the caller's turn", () => {
    expect(conversation('agent: good morning harewold gliding club its bethan', 'customer: hi')[0]).toBe(
      'agent: good morning harewold gliding club its [PII]',
    );
    expect(conversation('agent: hello how can i help', 'customer: the boiler its broken')[1]).toBe('customer: the boiler its broken');
  });
});

describe('the name an agent addresses the caller by before the next question (round 58)', () => {
  it('takes the name after "cheers for that" and between an acknowledgement and the next question', () => {
    const agent = (line: string) => conversation('customer: hello', `agent: ${line}`)[1];
    expect(agent('cheers for that anselm what is the fees agreement number')).toBe(
      'agent: cheers for that [PII] what is the fees agreement number',
    );
    expect(agent('lovely stuff henrietta can you read me your email address')).toBe(
      'agent: lovely stuff [PII] can you read me your email address',
    );
    expect(agent('right henrietta grimshaw can i have the account number')).toBe('agent: right [PII] can i have the account number');
    expect(agent('okay then what is your postcode')).toBe('agent: okay then what is your postcode');
  });
});

describe('names in the opening turns ("zak here", "hi its tomasz"), and a name with an initial (round 57)', () => {
  it("takes the agent's own name where more greetings put it", () => {
    expect(conversation('agent: soundcheck rehearsal studios zak here', 'customer: hi')[0]).toBe(
      'agent: soundcheck rehearsal studios [PII] here',
    );
    expect(conversation('agent: route rescue roadside assistance this is tyler are you somewhere safe', 'customer: yes')[0]).toBe(
      'agent: route rescue roadside assistance this is [PII] are you somewhere safe',
    );
    expect(conversation('agent: pressdrop laundry and dry cleaning hi its tomasz', 'customer: hi')[0]).toBe(
      'agent: pressdrop laundry and dry cleaning hi its [PII]',
    );
    expect(conversation('agent: hello gadgetguard claims you have eilidh how can i help', 'customer: hi')[0]).toBe(
      'agent: hello gadgetguard claims you have [PII] how can i help',
    );
    expect(conversation('agent: how can i help', 'customer: i am with the engineer here')[1]).toBe('customer: i am with the engineer here');
  });

  it('takes the caller\'s name after a greeting and "it\'s" in their first words, and no number named there', () => {
    expect(
      conversation(
        'agent: revenues and benefits team how can i help',
        'customer: hello its henrietta grimshaw there was a card through my door',
      )[1],
    ).toBe('customer: hello its [PII] there was a card through my door');
    expect(conversation('agent: how can i help', 'customer: hi its warranty number w r two two four nine six')[1]).toBe(
      'customer: hi its warranty number [PII]',
    );
  });

  it('takes an initial with a name', () => {
    expect(answerTo('could i get your name please', 'er cedric l hutchins')).toBe('er [PII]');
    expect(answerTo('and you are', 'my names anselm a grimshaw')).toBe('my names [PII]');
    expect(answerTo('who am i speaking with please', 'k holmqvist')).toBe('[PII]');
  });
});

describe('a value read out that ends in hundreds or has a year-like part between separators (round 56)', () => {
  it('takes the last number of a value said in hundreds, and no amount', () => {
    expect(answerTo('and the policy number', 'p l as in lima a seven hundred and sixty eight')).toBe('[PII]');
    expect(answerTo('and the policy number', 'its r a as in andrew three hundred and fifteen')).toBe('its [PII]');
    expect(answerTo('and the policy number', 'its p l as in lima a seven hundred and sixty eight pounds')).toBe(
      'its [PII] hundred and sixty eight pounds',
    );
  });

  it('joins the parts of a value across a separator and a year said as a number, or a letter\'s "as in"', () => {
    expect(answerTo('and the policy number', 'its s for sugar l r dash two thousand and twenty two dash eight four eight one')).toBe(
      'its [PII]',
    );
    const corrected = conversation(
      'agent: can you read me your cover number',
      'customer: on the letter it is h for henry p as in papa',
      'agent: okay and the rest of it',
      'customer: the rest is six nine two five six seven eight',
      'agent: i have got h for henry p as in papa six nine two five six seven four down',
      'customer: not quite thats h for henry p as in papa six nine two five six seven eight',
    );
    expect(corrected[5]).toBe('customer: not quite thats [PII]');
  });
});

describe('security answers after "oh", "i gave it as", "that one was", to more of the common questions (round 55)', () => {
  const security = 'what is the answer to your security question';
  it('takes the answer after "oh" and the lead-ins callers give it with', () => {
    expect(answerTo(security, 'oh that would be green')).toBe('oh that would be [PII]');
    expect(answerTo(security, 'i gave it as a goldfish called captain')).toBe('i gave it as [PII]');
    expect(answerTo(security, 'that one was a hillman imp')).toBe('that one was [PII]');
    expect(answerTo(security, 'for that one it was jam roly poly')).toBe('for that one it was [PII]');
    expect(answerTo(security, 'i would have said mister hanlon')).toBe('i would have said [PII]');
  });

  it('takes two things joined by "and" when the turn ends on the second, and no clause after "and"', () => {
    expect(answerTo('where did you go on your first holiday', 'rhubarb and custard')).toBe('[PII]');
    expect(answerTo('what is your mothers maiden name', 'smith and jones moved house')).toBe('[PII] and jones moved house');
  });

  it('reads a dessert and the city one was born in as security questions, and "your …" opening a turn as asking', () => {
    expect(answerTo('okay and your favorite dessert for the security question', 'its key lime pie')).toBe('its [PII]');
    expect(answerTo('and the city you were born in for the security question', 'i put spokane')).toBe('i put [PII]');
    expect(answerTo('your favourite food as a child', 'its rhubarb crumble')).toBe('its [PII]');
    expect(answerTo('your address has been updated on the system', 'thats fine')).toBe('thats fine');
  });

  it('reads none of them in words that only sound like them', () => {
    expect(conversation('customer: you have him again novak', 'agent: and the spelling of your last name')[1]).toBe(
      'agent: and the spelling of your last name',
    );
  });
});

describe('an address after "send it to", "we are over at", and said unasked as where the caller is (round 54)', () => {
  it('keeps where the caller says it should go or where they are, and takes the address after it', () => {
    expect(answerTo('what address do we post the will to', 'post it to sixty one juniper court kissimmee')).toBe('post it to [PII]');
    expect(answerTo('where is the car kept normally', 'were over at the cart shed larkhill terrace portrush')).toBe('were over at [PII]');
    expect(answerTo('and the address please', 'we are living at sixteen kiln lane cromer')).toBe('we are living at [PII]');
  });

  it('reads a field or a croft as a place in the answer to a "where" question', () => {
    expect(answerTo('and where is the caravan sited', 'pitch twenty three the lower field tallahassee')).toBe('[PII]');
    expect(answerTo('where should we send the tickets', 'seventy kiln croft beccles')).toBe('[PII]');
  });

  it('takes an address said unasked after "at", from its house number, and no time or street without one', () => {
    expect(conversation('agent: hello', 'customer: hi i am at fourteen tanyard lane bridport and nobody came')[1]).toBe(
      'customer: hi i am at [PII] and nobody came',
    );
    expect(conversation('agent: hello', 'customer: we are over at five hundred and twenty seven silo ridge drive joplin')[1]).toBe(
      'customer: we are over at [PII]',
    );
    expect(conversation('agent: hello', 'customer: we met at ten on the hill road')[1]).toBe('customer: we met at ten on the hill road');
  });
});

describe('a request that ends "please", and what callers say around a value: "it ends in", "all lower case" (round 53)', () => {
  it('reads "the address for the delivery please" as asking for the address', () => {
    expect(answerTo('the address for the delivery please', 'it is sixteen cider press close morpeth')).toBe('it is [PII]');
  });

  it('leaves no bare "number" asked by "the rewards number … please" to take the next answer', () => {
    expect(
      conversation(
        'agent: the rewards number on the app please',
        'customer: the part of three five three five five zero',
        'agent: thank you bye fallen in when maria arm',
        'customer: on the fourteenth on may thirty seven',
      )[3],
    ).toBe('customer: on [PII]');
  });

  it('keeps "it ends in" before the last digits of a card and "all lower case" after an e-mail address', () => {
    expect(answerTo('the card ending in what please', 'it ends in six seven five zero')).toBe('it ends in [PII]');
    expect(answerTo('the email on your account please', 'priya dot tremayne at icloud dot com all lower case')).toBe(
      '[PII] all lower case',
    );
    expect(answerTo('and your email please', 'priya dot tremayne at icloud dot com all sorted')).toBe('[PII]');
  });
});

describe("a phone number after the caller's lead-in, and its extension (round 52)", () => {
  it('keeps "you can get me on" and takes the number after it, said in hundreds too', () => {
    expect(answerTo('whats the best number to reach you', 'you can get me on oh one two hundred and fifty five four eight sixteen')).toBe(
      'you can get me on [PII]',
    );
    expect(answerTo('and a phone number please', 'you can call me on zero seven two seven nine four')).toBe('you can call me on [PII]');
    expect(
      answerTo('and a daytime number please', 'ring me back on plus four four seven six hundred and eighteen five hundred and forty nine'),
    ).toBe('ring me back on [PII]');
  });

  it('keeps the lead-in when the rest of the reply is taken whole, as a number the engine heard as words', () => {
    expect(answerTo('and a phone number please', 'you can get me on the office line most days')).toBe('you can get me on [PII]');
  });

  it('takes the extension said right after a number read out, up to its last number word, and no extension the agent names', () => {
    expect(
      answerTo(
        'and a phone number please',
        'ring me on nought one three oh nine seven nine two seven double one extension nine hundred and ninety two',
      ),
    ).toBe('ring me on [PII]');
    expect(conversation('agent: i will put you through to extension two hundred', 'customer: thank you')[0]).toBe(
      'agent: i will put you through to extension two hundred',
    );
    expect(
      answerTo(
        'and a phone number please',
        'ring me on oh one three oh nine seven nine two seven double one extension nine hundred and two and the office is shut',
      ),
    ).toBe('ring me on [PII] and the office is shut');
  });
});

describe('an address that opens with its home: "the old forge", "flat thirteen" (round 51)', () => {
  it("takes the article of a home's name and the number of a flat", () => {
    expect(conversation('agent: and the address please', 'customer: the old forge tollgate lane dunbar')[1]).toBe('customer: [PII]');
    expect(conversation('agent: and the address please', 'customer: flat thirteen mariners court heron quay ludlow')[1]).toBe(
      'customer: [PII]',
    );
  });

  it('takes no "a" before an address, nor a count after a number that numbers no home', () => {
    expect(conversation('agent: and the address please', 'customer: its a cottage on mill lane')[1]).toBe('customer: its a [PII]');
    expect(conversation('agent: and the address please', 'customer: mill lane thirteen mariners moored there')[1]).toBe(
      'customer: [PII] thirteen mariners moored there',
    );
  });
});

describe('security questions asked with "did you put", and the common lists\' other questions (round 50)', () => {
  it('reads "which hospital did you put for your security question" as asking, and a first job or where parents met as security questions', () => {
    expect(conversation('agent: which hospital did you put for your security question', 'customer: baptist medical center')[1]).toBe(
      'customer: [PII]',
    );
    expect(conversation('agent: thanks cedric what did you put as your first job', 'customer: its lifeguard')[1]).toBe(
      'customer: its [PII]',
    );
    expect(conversation('agent: which city did you put for where your parents met', "customer: i'm fairly sure it's san diego")[1]).toBe(
      "customer: i'm fairly sure it's [PII]",
    );
  });

  it('reads no question into "i did …"', () => {
    expect(conversation('agent: i did put a note on your security question', 'customer: baptist medical center')[1]).toBe(
      'customer: baptist medical center',
    );
  });
});

describe('addresses asked for with "where" (round 49)', () => {
  it('reads "where should we send …", "where is the … now" as asking for an address', () => {
    expect(
      conversation('agent: where should we send the new hearing aid', 'customer: its ninety eight fifty six red cedar drive annapolis')[1],
    ).toBe('customer: its [PII]');
    expect(conversation('agent: where is the piano now', 'customer: it is flat four mill court sawmill court kelso')[1]).toBe(
      'customer: it is [PII]',
    );
  });

  it('takes only a reply that names a street or a home, and asks nothing with "where did you …"', () => {
    expect(conversation('agent: where is the property', 'customer: the deck is about four hundred square feet')[1]).toBe(
      'customer: the deck is about four hundred square feet',
    );
    expect(conversation('agent: where did you go on the weekend', 'customer: flat four mill court')[1]).toBe(
      'customer: flat four mill court',
    );
  });
});

describe('names said as who the caller is, or what a booking is held under (round 48)', () => {
  it('takes the name after "you are talking to", "in the name", and answers to "whos on the line"', () => {
    expect(conversation('agent: who is calling today', 'customer: you are talking to evangeline okereke')[1]).toBe(
      'customer: you are talking to [PII]',
    );
    expect(conversation('agent: may i take a name for the booking please', 'customer: it will be in the name ignatius abernethy')[1]).toBe(
      'customer: it will be in the name [PII]',
    );
    expect(conversation('agent: whos on the line please', 'customer: its under chiamaka patrick ackroyd')[1]).toBe(
      'customer: its under [PII]',
    );
  });

  it('takes no name where none follows, and reads no question into a caller saying who they are', () => {
    expect(conversation('agent: okay', 'customer: you are speaking to the wrong department')[1]).toBe(
      'customer: you are speaking to the wrong department',
    );
    expect(
      conversation(
        'agent: can i take your name',
        'customer: you are speaking to evangeline okereke',
        'agent: that refund should reach you in three to five working days',
      ),
    ).toEqual([
      'agent: can i take your name',
      'customer: you are speaking to [PII]',
      'agent: that refund should reach you in three to five working days',
    ]);
  });
});

describe('the whole local part of a spoken e-mail address (round 47)', () => {
  it('takes names, numbers, letters made clear and what joins them before "at"', () => {
    expect(conversation('agent: okay', 'customer: its leila mcbride fifty five at comcast dot net')[1]).toBe('customer: its [PII]');
    expect(conversation('agent: okay', 'customer: yeah its declan underscore kowalski at virginmedia dot com')[1]).toBe(
      'customer: yeah its [PII]',
    );
    expect(
      conversation(
        'agent: okay',
        'customer: its philippa dot t for tango r e v as in victor e l for lucy y a n at durham dot ac dot uk',
      )[1],
    ).toBe('customer: its [PII]');
    // (After the ten words an address stated after its cue has at most: its own span.)
    expect(conversation('agent: okay', 'customer: the email is d e as in echo l a for alpha c r o i x a at att dot net')[1]).toBe(
      'customer: the email is [PII] [PII]',
    );
  });

  it('stops at what the caller says before it', () => {
    expect(conversation('agent: okay', 'customer: i was told to write it down as jane at gmail dot com')[1]).toBe(
      'customer: i was told to write it down as [PII]',
    );
    expect(conversation('agent: okay', 'customer: send it over to nwachukwu carys seventy one at waitrose dot com')[1]).toBe(
      'customer: send it over to [PII]',
    );
  });
});

describe('security answers to more questions, after "i put" (round 46)', () => {
  it('reads "the answer to your security question" as asking, and a childhood or a favourite as a security question', () => {
    expect(conversation('agent: and the answer to your security question', 'customer: i think i put bramble')[1]).toBe(
      'customer: i think i put [PII]',
    );
    expect(conversation('agent: what was your first car', 'customer: i used a ford escort')[1]).toBe('customer: i used [PII]');
    expect(conversation('agent: where did you go on holiday as a child', 'customer: skegness')[1]).toBe('customer: [PII]');
  });

  it('takes no value from the question itself, nor an answer after a security team only named', () => {
    expect(conversation('agent: who was your favourite teacher at school', 'customer: i said mister dobson')).toEqual([
      'agent: who was your favourite teacher at school',
      'customer: i said [PII]',
    ]);
    expect(conversation('agent: we sent a letter to your security team', 'customer: i think i put bramble')[1]).toBe(
      'customer: i think i put bramble',
    );
  });
});

describe("the agent's own name in the greeting (round 45)", () => {
  it('takes the name before "speaking", after "you are through to" and, in the first turn, after "this is"', () => {
    expect(conversation('agent: hello harbourside building society callum speaking how can i help', 'customer: hello')[0]).toBe(
      'agent: hello harbourside building society [PII] speaking how can i help',
    );
    expect(conversation('agent: thanks for calling relecloud mobile you are through to marcus', 'customer: hi')[0]).toBe(
      'agent: thanks for calling relecloud mobile you are through to [PII]',
    );
    expect(conversation('agent: hi you have reached bright smile dental this is kimberly', 'customer: hi')[0]).toBe(
      'agent: hi you have reached bright smile dental this is [PII]',
    );
  });

  it('takes no company after "you are through to", no "this is" after the first turn, and no word of the greeting elsewhere', () => {
    expect(conversation('agent: good morning you are through to fabrikam energy how can i help', 'customer: hi')[0]).toBe(
      'agent: good morning you are through to fabrikam energy how can i help',
    );
    expect(conversation('agent: good morning how can i help', 'customer: hi this is urgent')[1]).toBe('customer: hi this is urgent');
    // (The agent's name heard as an everyday word is not looked for in later turns.)
    expect(
      conversation('agent: good afternoon which speaking', 'customer: i want to pay', 'agent: which card would you like to use'),
    ).toEqual(['agent: good afternoon [PII] speaking', 'customer: i want to pay', 'agent: which card would you like to use']);
  });
});

describe('PII read out after letters made clear (round 44)', () => {
  it('takes the letters made clear before a value read out ("l as in lima c as in cat seven …"), and a bare letter before them', () => {
    expect(
      conversation('agent: and the policy number please', "customer: it's l as in lima c as in cat seven two seven two six three")[1],
    ).toBe("customer: it's [PII]");
    expect(conversation('agent: right', 'customer: oh and it was c as in cat nine two seven two six three five')[1]).toBe(
      'customer: oh and it was [PII]',
    );
    expect(conversation('agent: right', 'customer: oh and it was g j as in juliet nine two seven two six three five')[1]).toBe(
      'customer: oh and it was [PII]',
    );
  });

  it('takes no word before "for" that is only heard like a letter, nor a word before "as in" that is no letter', () => {
    expect(conversation('agent: right', 'customer: oh and it was see for sure nine two seven two six three five')[1]).toBe(
      'customer: oh and it was see for sure [PII]',
    );
    expect(conversation('agent: right', 'customer: oh and it was the same as in cat nine two seven two six three five')[1]).toBe(
      'customer: oh and it was the same as in [PII]',
    );
  });
});

describe('PII corrected with "my mistake", read back after "i heard", run on to the end of a turn, and ordinary numbers said as readings and amounts (round 15)', () => {
  it('takes "my mistake" for a correction: the value after it is of the slip\'s kind, and the words stay', () => {
    expect(
      conversation(
        'agent: and the learners date of birth',
        'customer: july nineteenth sixty eight now my mistake july nineteenth sixty seven',
      )[1],
    ).toBe('customer: [PII] now my mistake [PII]');
  });

  it('gives a slip the engine heard on past its value the words up to the correction', () => {
    // What the engine heard in an authored call: a national insurance number, read back and corrected, then a plan
    // number "h w hyphen six two two double eight nine", said wrong and corrected.
    const heard = conversation(
      'agent: what is your national insurance number',
      'customer: okay here it is fifty three one six five one and six eight hundred and seven for ninety five seven',
      'agent: i heard fifty three want it to buy one of the clip hundred and seven for ninety three covenant that correct',
      'customer: not climates actually fifty three one six five one and six eight hundred and seven for ninety five seven',
      "agent: your score went up forty point it's not and a lotta what would you like it or after care plan on there",
      'customer: h. w. hyphen sixty a year by blade nine now my mistake h w hyphen six to do double aid for',
    );
    expect(heard[5]).toBe('customer: [PII] my mistake [PII]');
  });

  it('reads back after "i heard" up to the check', () => {
    expect(
      conversation(
        'agent: which date of birth is on the account',
        'customer: yes the second november nineteen sixty six',
        'agent: i heard the second november nineteen sixty one is that correct',
      )[2],
    ).toBe('agent: i heard [PII] is that correct');
  });

  it('reads nothing back after "i heard" or "i have" that holds no sure digit, letter or date word, checked or not', () => {
    const answered = ['agent: what is your account number', 'customer: it is four one seven two nine six'];
    expect(conversation(...answered, 'agent: i heard there was a problem with the delivery is that right')[2]).toBe(
      'agent: i heard there was a problem with the delivery is that right',
    );
    expect(conversation(...answered, 'agent: i have a note about the delay is that right')[2]).toBe(
      'agent: i have a note about the delay is that right',
    );
  });

  it("takes the caller's last words after a value read out to the end of the turn, but not where they read it or a check", () => {
    // "what is your pupil account number" as the engine heard it; "… six two m" heard "… six tear em".
    const question = 'agent: what is your pupil a compound or';
    expect(conversation(question, "customer: it's five five one seven zero one six tear em")[1]).toBe("customer: it's [PII]");
    expect(conversation(question, "customer: it's five five one seven zero one six on the statement")[1]).toBe(
      "customer: it's [PII] on the statement",
    );
    expect(conversation(question, "customer: it's five five one seven zero one six is that right")[1]).toBe(
      "customer: it's [PII] is that right",
    );
  });

  it('starts a date said from "of" and its month at the word the engine made of the day', () => {
    // "thirteenth of december nineteen seventy one, oh hang on, no, thirteenth of december nineteen seventy five".
    expect(
      conversation(
        'agent: can you confirm the date of birth for me',
        'customer: search teams of december nineteen seventy one oak am no no for teams of december nineteen seventy five',
      )[1],
    ).toBe('customer: [PII] oak am no no for [PII]');
  });

  it('keeps an amount said as a number before its unit, whatever digits it shares with a value', () => {
    expect(
      conversation(
        'agent: the account number please',
        "customer: it's two one hundred and fifty nine four",
        'agent: rent is one hundred and fifty nine pounds a week',
      )[2],
    ).toBe('agent: rent is one hundred and fifty nine pounds a week');
  });

  it('keeps a meter reading the caller says the meter "said", whatever value it follows', () => {
    expect(
      conversation(
        'agent: what is the account number',
        'customer: the number is four nine one seven two',
        'agent: thanks i see the meter said three nine one four two',
      )[2],
    ).toBe('agent: thanks i see the meter said three nine one four two');
  });
});

describe('PII finished in a short turn, read back word for word as a date, corrected in the same turn, and a birth date in a security answer (round 16)', () => {
  it('takes the last digits of a value after the asker only acknowledges it, but not a count nor after a new question', () => {
    const first = [
      'agent: did you read me the account number at the top of the letter',
      "customer: i'm sixteen eighteen thirteen seventy eight",
    ];
    expect(conversation(...first, 'agent: okay', 'customer: then won we need about thirty grades')[3]).toBe(
      'customer: then [PII] we need about thirty grades',
    );
    expect(conversation(...first, 'agent: okay', 'customer: and one')[3]).toBe('customer: and [PII]');
    expect(conversation(...first, 'agent: okay', 'customer: and three kids at home')[3]).toBe('customer: and three kids at home');
    expect(conversation(...first, 'agent: and how many people live there', 'customer: five')[3]).toBe('customer: five');
  });

  it('redacts a date of birth said again word for word as the engine heard it, later in the call, and keeps other dates', () => {
    const heard = conversation(
      'agent: and your date of birth',
      'customer: the twelfth of august and forty six',
      'agent: your premium is eight pounds',
      'customer: okay',
      'agent: the twelfth of august and forty six was it and what is the contract number',
      'agent: your renewal is on the twelfth of march',
    );
    expect(heard[4]).toBe('agent: [PII] was it and what is the contract number');
    expect(heard[5]).toBe('agent: your renewal is on the twelfth of march');
  });

  it('redacts a date of birth said again later in the same turn to correct it', () => {
    expect(
      conversation(
        'agent: what state of the earth do we have for you',
        "customer: november twelfth ninety ninety three you'll know that when it's november twelfth ninety ninety eight",
      )[1],
    ).toBe("customer: [PII] you'll know that when it's [PII]");
  });

  it('takes a full birth date for a date of birth where the question was heard as a security question', () => {
    // "could you confirm the date you were born", heard "… the date you're barn"; "… in fifty" heard "… and fifty".
    expect(conversation("agent: could you confirm the date you're barn", "customer: i'm the first of july and fifty")[1]).toBe(
      "customer: i'm [PII]",
    );
    expect(
      findPii([
        { speaker: 'agent', words: "could you confirm the date you're barn".split(' ') },
        { speaker: 'customer', words: "i'm the first of july and fifty".split(' ') },
      ]).map((span) => span.type),
    ).toEqual(['DATE_OF_BIRTH']);
  });
});

describe('PII after "it says on here", "right got it" and "and finishing", a value ended by "we are …", a date by its year, names asked with "whose" and given "under", and thanks "ever so much" (round 17)', () => {
  it('starts a value after "it says on here", and its last part after "after that"', () => {
    const heard = conversation(
      'agent: what is the hire agreement number on the instrument',
      'customer: it says on here age before six',
      'agent: m h m',
      'customer: after that one three one',
    );
    expect([heard[1], heard[3]]).toEqual(['customer: it says on here [PII]', 'customer: after that [PII]']);
  });

  it('starts the rest of a value after "and finishing" or "and finally", and a value after "right got it"', () => {
    const rest = ['agent: what is your account number', 'customer: nine zero four three', 'agent: go on'];
    expect(conversation(...rest, 'customer: and finishing five two nine five')[3]).toBe('customer: and finishing [PII]');
    expect(conversation(...rest.slice(0, 2), 'agent: okay', 'customer: and finally five')[3]).toBe('customer: and finally [PII]');
    // "right got it, its g n four zero three four six", heard so.
    expect(answerTo('what is your lease agreement number', 'right got it that he and four zero three four six')).toBe('right got it [PII]');
  });

  it('ends a value where the caller goes on with "we are …", and keeps the numbers of that sentence', () => {
    expect(answerTo('what is the hire agreement number', 'u t w nine five three one we are expecting ninety guess now not seventy')).toBe(
      '[PII] we are expecting ninety guess now not seventy',
    );
  });

  it('asks for a name with "whose name is …", and takes the name after "it should be under" or "it\'s under"', () => {
    expect(conversation('agent: whose name is the contract in', 'customer: it should be under miguel abreu')).toEqual([
      'agent: whose name is the contract in',
      'customer: it should be under [PII]',
    ]);
    expect(conversation('agent: what name is the account under', "customer: it's under sarah jones")).toEqual([
      'agent: what name is the account under',
      "customer: it's under [PII]",
    ]);
  });

  it('ends a date of birth at its year, when its month came before it, whatever numbers follow', () => {
    expect(answerTo('and your date of birth', 'it is april fourth nineteen eighty three an eighty four so please bear with me')).toBe(
      'it is [PII] an eighty four so please bear with me',
    );
    expect(
      answerTo('can you confirm your date of birth', 'april the fourth nineteen eighty three twenty three years at that address'),
    ).toBe('[PII] twenty three years at that address');
    // "nineteen" heard "ninety": the year is both.
    expect(
      answerTo('can i take a date of birth please', "mine's february twenty six ninety ninety eight five of us live in the house"),
    ).toBe("mine's [PII] five of us live in the house");
  });

  it('takes no name from "thanks ever so much"', () => {
    expect(conversation('agent: thanks ever so much can you give me your n h s number')[0]).toBe(
      'agent: thanks ever so much can you give me your n h s number',
    );
    expect(conversation('agent: thanks ever so much sarah')[0]).toBe('agent: thanks ever so much [PII]');
  });
});

describe('PII answered after a question asked in a pause of the caller (round 18)', () => {
  it("starts the caller's next turn where the agent asked a question in their pause, however short", () => {
    // The question fits in 1.35 s between the caller's words: without it, one turn of theirs that began before the question.
    const heard = redactSegments([
      spoken('the hobbit', 0, 'customer'),
      spoken('when is your birthday', 700, 'agent'),
      spoken("oh right it's august second nineteen sixty eight", 1900, 'customer'),
    ]).map((segment) => `${segment.speaker}: ${segment.words.map((w) => w.text).join(' ')}`);
    expect(heard).toEqual(['customer: the hobbit', 'agent: when is your birthday', "customer: oh right it's [PII]"]);
  });
});

describe('PII asked "just to check", and no question in a request to wait (round 19)', () => {
  it('takes "just to check …" for a question', () => {
    expect(
      answerTo("just to check it's you it's your birthday with a year", "that's the fifteenth of june two thousand and fourteen"),
    ).toBe("that's [PII]");
  });

  it('opens no question in a turn that asks the other party to wait, whatever it sounds like', () => {
    // "can you hold on while i get it" heard near "… email": the agent's next question is no answer to it.
    const heard = conversation(
      'agent: i will need your social security number',
      'customer: can you hold on while i will give',
      'agent: no problem take your time',
      "customer: it's six two three one two six",
      "agent: what's the climate agreement number for these",
    );
    expect(heard[4]).toBe("agent: what's the climate agreement number for these");
  });
});

describe('PII spelled "letter by letter", and a name after "you\'ve got" (round 20)', () => {
  it('starts a spelling after "letter by letter" or "spelled", and a name after "you\'ve got"', () => {
    expect(answerTo('and how do you spell your surname', "letter by letter it's a c k r o y d")).toBe("letter by letter it's [PII]");
    expect(answerTo('how do you spell that', 'yep spelled m c q u i l l')).toBe('yep spelled [PII]');
    expect(answerTo('can i take your name', "you've got sarah jones on the line")).toBe("you've got [PII] on the line");
  });
});

describe('PII after "my name\'s", and a value checked back after "can i just check" (round 21)', () => {
  it('takes the name after "my name\'s", stated or answered', () => {
    expect(conversation('agent: hello', "customer: hi my name's sarah jones and i am calling about my bill")[1]).toBe(
      "customer: hi my name's [PII] and i am calling about my bill",
    );
    expect(answerTo('can i take your name', "my name's sarah jones")).toBe("my name's [PII]");
  });

  it('starts a value checked back after "check", heard "checked"', () => {
    const heard = conversation(
      'agent: what is your phone number',
      'customer: you can get me on two seven nine six one zero one seven seven',
      'agent: can i just checked two seven seven six one zero one seven seven',
    );
    expect(heard[2]).toBe('agent: can i just checked [PII]');
  });
});

describe('redactEdited', () => {
  it('redacts what an edit after recognition made readable, in the transcript and in the edit itself', () => {
    const edit = {
      stage: 'contextualize' as const,
      source: 'llm' as const,
      turnIndex: 1,
      before: 'in a minute',
      after: 'four seven one nine two',
    };
    const { segments, corrections } = redactEdited(
      [spoken('what is your account number', 0, 'agent'), spoken('it is four seven one nine two', 10_000, 'customer')],
      [edit, { ...edit, turnIndex: 0, before: 'what', after: 'what' }],
    );
    expect(segments[1]!.words.map((w) => w.text)).toEqual(['it', 'is', '[PII]']);
    expect(corrections).toEqual([
      { ...edit, after: '[PII] [PII] [PII] [PII] [PII]' },
      { ...edit, turnIndex: 0, before: 'what', after: 'what' },
    ]);
  });
});

describe('listRedactions', () => {
  it('lists each redaction by type, character span in its turn and time, never by value', () => {
    const segments = redactSegments([
      spoken('hello'),
      spoken('card four five three two zero one five one one two eight three zero three six six ok', 10_000),
    ]);
    const redactions = listRedactions(segments);
    expect(redactions).toEqual([{ type: 'CREDIT_DEBIT_NUMBER', turnIndex: 1, start: 5, end: 10, startMs: 10_300, endMs: 15_050 }]);
    const text = segments[1]!.words.map((w) => w.text).join(' ');
    expect(text.slice(redactions[0]!.start, redactions[0]!.end)).toBe('[PII]');
    expect(JSON.stringify(redactions)).not.toMatch(/four|4532/);
  });
});
