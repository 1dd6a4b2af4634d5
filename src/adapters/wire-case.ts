/**
 * The audit and rubric service's contract (and what it stores: table attributes, result lines, the evaluator's
 * tool input) and the CustomerInteraction@v1.0 document are snake_case; src/ is camelCase. These map one to the
 * other at the edge, key by key and deeply, with types that follow, so that a request body handed to a use case
 * unmapped does not compile.
 *
 * Properties whose keys the caller chose (criterion ids, job ids, metadata fields) keep their keys as they are.
 */

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
type SnakeCase<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends Uppercase<First> ? (First extends Lowercase<First> ? First : `_${Lowercase<First>}`) : First}${SnakeCase<Rest>}`
  : S;

/** Keys that are data (criterion ids, job ids, metadata fields, queue reason codes), not field names. */
const CALLER_KEYED = ['metadata', 'criterion_means', 'conversation_ids', 'by_reason'] as const;
type CallerKeyedWire = (typeof CALLER_KEYED)[number];
type CallerKeyed = CallerKeyedWire | CamelCase<CallerKeyedWire>;

/** `T` with camelCase property names, arrays and tuples element by element. */
export type CamelCased<T> = T extends readonly unknown[]
  ? { [I in keyof T]: CamelCased<T[I]> }
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCase<K> : K]: K extends CallerKeyed ? T[K] : CamelCased<T[K]> }
    : T;

/** `T` with snake_case property names, arrays and tuples element by element. */
export type SnakeCased<T> = T extends readonly unknown[]
  ? { [I in keyof T]: SnakeCased<T[I]> }
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeCase<K> : K]: K extends CallerKeyed ? T[K] : SnakeCased<T[K]> }
    : T;

const camelKey = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const snakeKey = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const callerKeyed = new Set<string>([...CALLER_KEYED, ...CALLER_KEYED.map(camelKey)]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const rekeyed = (value: unknown, key: (name: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((element: unknown) => rekeyed(element, key));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [key(name), callerKeyed.has(name) ? inner : rekeyed(inner, key)]));
};

/** A wire (or stored) value as src/ reads it. */
export const fromWire = <T>(value: T): CamelCased<T> => rekeyed(value, camelKey) as CamelCased<T>;

/** A value of src/ as the wire (or the store) carries it. */
export const toWire = <T>(value: T): SnakeCased<T> => rekeyed(value, snakeKey) as SnakeCased<T>;
