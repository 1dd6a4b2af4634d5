import type { Clock } from '../core/clock';
import type { VocabularyOutcome } from './model';
import { personalDataIn } from './personal-terms';
import { loadJob } from './pipeline';
import type { CustomVocabularies, TranscriptJobRepository, VocabularyJanitor, VocabularyState } from './ports';

/**
 * The engine's own use of a job's key terms (Amazon Transcribe: a custom vocabulary), before the job starts. A
 * vocabulary is shared by every job with the same terms and takes the engine minutes to build, so the first job
 * with new terms waits for it — in the state machine, between polls (PrepareVocabulary, then CheckVocabulary
 * after each WaitForVocabulary), never in a function — at most `maxWaitSeconds`; past that, or when there is no
 * vocabulary to be had, the job runs without one and records why. Post-correction applies every key term either way.
 */

/** What the transcript state machine carries between the vocabulary states: still waiting, or settled. */
export type VocabularyStep =
  | {
      readonly status: 'pending';
      readonly name: string;
      readonly phrases: number;
      readonly withheld: number;
      /** When the job began waiting (the bound counts from here). */
      readonly waitStartedAt: string;
    }
  /** `outcome` is absent for a job without key terms. */
  | { readonly status: 'settled'; readonly outcome?: VocabularyOutcome };

/**
 * The key terms that may go into a vocabulary, and those kept out because they look like personal data (AWS asks
 * that none go into one). The one place that decides it: point `personalDataIn` elsewhere to change how.
 */
export const vocabularyTerms = (keyterms: readonly string[]): { readonly eligible: string[]; readonly withheld: string[] } => {
  const eligible: string[] = [];
  const withheld: string[] = [];
  for (const term of keyterms) (personalDataIn(term) ? withheld : eligible).push(term);
  return { eligible, withheld };
};

export interface VocabularyDeps {
  readonly jobs: TranscriptJobRepository;
  readonly vocabularies: CustomVocabularies;
  readonly clock: Clock;
  /** How long a job waits for a vocabulary that is still being built. */
  readonly maxWaitSeconds: number;
}

const settled = (outcome?: VocabularyOutcome): VocabularyStep => ({ status: 'settled', ...(outcome ? { outcome } : {}) });

/** Where the vocabulary stands, as the next step: used, waited for (within the bound), or gone without. */
const follow = (
  deps: VocabularyDeps,
  state: VocabularyState,
  wait: { readonly withheld: number; readonly startedAt: string },
): VocabularyStep => {
  const waitedSeconds = Math.max(0, Math.round((deps.clock.now().getTime() - Date.parse(wait.startedAt)) / 1000));
  const common = { phrases: state.phrases, ...(wait.withheld > 0 ? { withheld: wait.withheld } : {}), waitedSeconds };
  switch (state.state) {
    case 'READY':
      return settled({ used: true, name: state.name, ...common });
    case 'UNAVAILABLE':
      return settled({
        used: false,
        ...(state.name ? { name: state.name } : {}),
        ...common,
        fallback: state.fallback,
        reason: state.reason,
      });
    case 'PENDING':
      if (waitedSeconds < deps.maxWaitSeconds) {
        return { status: 'pending', name: state.name, phrases: state.phrases, withheld: wait.withheld, waitStartedAt: wait.startedAt };
      }
      return settled({
        used: false,
        name: state.name,
        ...common,
        fallback: 'not-ready',
        reason: `Amazon Transcribe was still building the vocabulary after ${deps.maxWaitSeconds} s; later jobs with the same key terms will use it.`,
      });
  }
};

/** PrepareVocabulary: finds or creates the vocabulary of the job's key terms (those that may go into one). */
export const prepareVocabulary = async (deps: VocabularyDeps, jobId: string): Promise<VocabularyStep> => {
  const { request } = await loadJob(deps.jobs, jobId);
  if (request.keyterms.length === 0) return settled();
  const { eligible, withheld } = vocabularyTerms(request.keyterms);
  const kept = withheld.length > 0 ? { withheld: withheld.length } : {};
  if (!request.language) {
    return settled({
      used: false,
      phrases: 0,
      ...kept,
      fallback: 'no-language',
      reason: 'No language was given: a custom vocabulary needs one, and Transcribe identifies the language.',
    });
  }
  if (eligible.length === 0) {
    return settled({
      used: false,
      phrases: 0,
      ...kept,
      fallback: 'no-eligible-terms',
      reason: 'Every key term looks like personal data, which stays out of custom vocabularies.',
    });
  }
  const at = deps.clock.now();
  const state = await deps.vocabularies.prepare({ language: request.language, terms: eligible, at });
  return follow(deps, state, { withheld: withheld.length, startedAt: at.toISOString() });
};

/** CheckVocabulary, after each WaitForVocabulary: READY now, still building (wait again, within the bound), or gone. */
export const checkVocabulary = async (
  deps: VocabularyDeps,
  step: Extract<VocabularyStep, { status: 'pending' }>,
): Promise<VocabularyStep> => follow(deps, await deps.vocabularies.state(step), { withheld: step.withheld, startedAt: step.waitStartedAt });

/**
 * The schedule's cleanup: deletes this service's vocabularies that no job has used (nor the engine rebuilt) for
 * `unusedDays`, so that new sets of key terms find room under the account's quota. Vocabularies made by anyone
 * else are never listed here, so never deleted.
 */
export const cleanUpVocabularies = async (deps: {
  readonly vocabularies: VocabularyJanitor;
  readonly clock: Clock;
  readonly unusedDays: number;
}): Promise<{ readonly deleted: string[]; readonly kept: number }> => {
  const unusedSince = new Date(deps.clock.now().getTime() - deps.unusedDays * 24 * 60 * 60 * 1000);
  const deleted: string[] = [];
  let kept = 0;
  for (const vocabulary of await deps.vocabularies.list()) {
    const lastTouched = Math.max(vocabulary.modifiedAt.getTime(), vocabulary.usedAt?.getTime() ?? 0);
    if (lastTouched < unusedSince.getTime() && (await deps.vocabularies.delete(vocabulary.name, unusedSince)))
      deleted.push(vocabulary.name);
    else kept += 1;
  }
  return { deleted, kept };
};
