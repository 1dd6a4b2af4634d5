import type { Clock, IdSource } from '../core/clock';
import { NotFoundError, ValidationError } from '../core/errors';
import { assertValidRubric, type Criterion, type Rubric, type RubricDefinition, type RubricExample } from './rubric';
import { bumpVersion, compareVersions, type BumpLevel } from './semver';

/** Per rubric: who owns it, its latest version and every version in creation order. */
export interface RubricHead {
  readonly id: string;
  readonly owner: string;
  readonly latestVersion: string;
  readonly versions: readonly string[];
}

/** Storage of rubrics. Writes are conditional and atomic, so that versions are immutable and bumps serialize. */
export interface RubricStore {
  /** Stores the first version and the head; the id is fresh, so this never conflicts. */
  create(owner: string, rubric: Rubric): Promise<void>;
  /**
   * Stores a new version and moves the head to it, only if the head still names `expectedLatest` and the
   * version does not exist yet; otherwise throws ConflictError and leaves nothing behind.
   */
  addVersion(owner: string, rubric: Rubric, expectedLatest: string): Promise<void>;
  head(id: string): Promise<RubricHead | undefined>;
  version(id: string, version: string): Promise<Rubric | undefined>;
}

export interface RegistryDeps extends Clock, IdSource {
  readonly store: RubricStore;
}

/** A rubric version as the API returns it: the version itself and the list of all versions. */
export interface RubricView extends Rubric {
  readonly latestVersion: string;
  readonly versions: readonly string[];
}

const notFound = (id: string) => new NotFoundError(`No rubric ${id}.`);

/** The head of a rubric the caller owns; another principal's rubric is reported as missing. */
const ownedHead = async (store: RubricStore, owner: string, id: string): Promise<RubricHead> => {
  const head = await store.head(id);
  if (!head || head.owner !== owner) throw notFound(id);
  return head;
};

export const registerRubric = async (deps: RegistryDeps, owner: string, definition: RubricDefinition): Promise<RubricView> => {
  assertValidRubric(definition);
  const { examples, ...rest } = definition;
  const rubric: Rubric = {
    id: deps.newId(),
    ...rest,
    ...(examples && examples.length > 0 ? { examples } : {}),
    createdAt: deps.now().toISOString(),
  };
  await deps.store.create(owner, rubric);
  return { ...rubric, latestVersion: rubric.version, versions: [rubric.version] };
};

/** The bump applied when a new version names neither a version nor a bump level: a new criteria set. */
export const DEFAULT_BUMP: BumpLevel = 'minor';

/** A new version: an explicit `version`, or a `bump` level (default DEFAULT_BUMP) applied to the latest version. */
export interface NewVersionRequest {
  readonly version?: string;
  readonly bump?: BumpLevel;
  readonly criteria: readonly Criterion[];
  /** Default: the latest version's name and title. */
  readonly name?: string;
  readonly title?: string;
  /** Default: the latest version's scale bounds. */
  readonly minScore?: number;
  readonly maxScore?: number;
  /** Default: the latest version's examples; [] for none. */
  readonly examples?: readonly RubricExample[];
}

export const addRubricVersion = async (deps: RegistryDeps, owner: string, id: string, request: NewVersionRequest): Promise<RubricView> => {
  const head = await ownedHead(deps.store, owner, id);
  const latest = await deps.store.version(id, head.latestVersion);
  if (!latest) throw new Error(`Rubric ${id}: the head names version ${head.latestVersion}, which is missing`);
  const version = request.version ?? bumpVersion(head.latestVersion, request.bump ?? DEFAULT_BUMP);
  const examples = request.examples ?? latest.examples ?? [];
  const name = request.name ?? latest.name;
  const title = request.title ?? latest.title;
  const definition: RubricDefinition = {
    ...(name !== undefined ? { name } : {}),
    ...(title !== undefined ? { title } : {}),
    version,
    criteria: request.criteria,
    minScore: request.minScore ?? latest.minScore,
    maxScore: request.maxScore ?? latest.maxScore,
    ...(examples.length > 0 ? { examples } : {}),
  };
  assertValidRubric(
    definition,
    request.examples === undefined
      ? `examples inherited from version ${latest.version}: send examples ([] for none) to change them`
      : undefined,
  );
  if (compareVersions(version, head.latestVersion) <= 0) {
    throw new ValidationError(
      [
        {
          in: 'body',
          pointer: '/version',
          message: `a new version must be greater than the latest version ${head.latestVersion} by semver precedence (got ${version})`,
        },
      ],
      `Version ${version} is not greater than the latest version ${head.latestVersion}.`,
    );
  }
  const rubric: Rubric = { id, ...definition, createdAt: deps.now().toISOString() };
  await deps.store.addVersion(owner, rubric, head.latestVersion);
  return { ...rubric, latestVersion: version, versions: [...head.versions, version] };
};

/** Names the latest version wherever a version is asked for; never a semver, so never ambiguous. */
export const LATEST = 'latest';

/** The latest version, or a given one; either way with the list of versions. */
export const getRubric = async (store: RubricStore, owner: string, id: string, version?: string): Promise<RubricView> => {
  const head = await ownedHead(store, owner, id);
  const wanted = version === undefined || version === LATEST ? head.latestVersion : version;
  const rubric = head.versions.includes(wanted) ? await store.version(id, wanted) : undefined;
  if (!rubric) throw new NotFoundError(`Rubric ${id} has no version ${wanted}; its versions are ${head.versions.join(', ')}.`);
  return { ...rubric, latestVersion: head.latestVersion, versions: head.versions };
};
