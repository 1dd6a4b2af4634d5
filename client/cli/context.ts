import { readFile } from 'node:fs/promises';
import { InvalidArgumentError, type Command } from 'commander';
import { ContactCenterClient } from '../client';
import { isLoopback } from '../signing';
import { CliError, Output } from './output';

export const DEFAULT_ENDPOINT = 'http://127.0.0.1:3000';

export interface GlobalOptions {
  readonly endpoint: string;
  readonly region?: string;
  readonly profile?: string;
  readonly sign?: 'sigv4' | 'none';
  readonly json?: boolean;
}

export interface CliContext {
  readonly client: ContactCenterClient;
  readonly output: Output;
  readonly endpoint: URL;
  readonly sign: 'sigv4' | 'none';
  readonly region?: string;
  readonly profile?: string;
}

/**
 * The client every command uses, from the global options. Loopback endpoints are the sandbox, which does not
 * authenticate by default; anything else is a deployed stack, which requires SigV4.
 */
export const contextOf = (command: Command): CliContext => {
  const options = command.optsWithGlobals<GlobalOptions>();
  let endpoint: URL;
  try {
    endpoint = new URL(options.endpoint);
  } catch {
    throw new CliError(`--endpoint "${options.endpoint}" is not a URL, e.g. ${DEFAULT_ENDPOINT}.`);
  }
  const sign = options.sign ?? (isLoopback(endpoint) ? 'none' : 'sigv4');
  // The client falls back to the endpoint's region and AWS_REGION itself; S3 uploads read AWS_REGION too.
  const region = options.region;
  const profile = options.profile ?? process.env.AWS_PROFILE;
  return {
    client: new ContactCenterClient({ endpoint, sign, ...(region ? { region } : {}), ...(profile ? { profile } : {}) }),
    output: new Output(options.json === true),
    endpoint,
    sign,
    ...(region ? { region } : {}),
    ...(profile ? { profile } : {}),
  };
};

/**
 * Where JSON.parse gave up, as a character offset (Node 20 names it in some messages only): a strict JSON scanner
 * run over text JSON.parse refused. -1 when it finds nothing wrong.
 */
const jsonErrorOffset = (text: string): number => {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (' \t\n\r'.includes(text[i] ?? '.')) i++;
  };
  const literal = (word: string) => (text.startsWith(word, i) ? (i += word.length) : fail());
  const string = () => {
    for (i++; text[i] !== '"'; i++) {
      if (i >= text.length || text.charCodeAt(i) < 0x20) fail();
      if (text[i] === '\\') i++;
    }
    i++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    i += match ? match[0].length : fail();
  };
  const sequence = (close: string, item: () => void) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      space();
      if (text[i] === close) return void i++;
      if (text[i] !== ',') fail();
      i++;
    }
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{')
      sequence('}', () => {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value();
      });
    else if (c === '[') sequence(']', value);
    else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number();
    else fail();
  };
  try {
    value();
    space();
    return i < text.length ? i : -1;
  } catch (offset) {
    return offset as number;
  }
};

/**
 * JSON.parse with an error a person can act on: what `where` holds that is not JSON, and at which line and column.
 */
export const parseJsonText = (text: string, where: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const offset = jsonErrorOffset(text);
    if (offset < 0) throw new CliError(`${where} is not valid JSON: ${(error as Error).message}`);
    const before = text.slice(0, offset).split('\n');
    const at = `${before.length > 1 || text.includes('\n') ? `line ${before.length}, ` : ''}column ${before.at(-1)!.length + 1}`;
    const what = offset >= text.length ? 'the text ends too early' : `unexpected ${JSON.stringify(text[offset])}`;
    throw new CliError(`${where} is not valid JSON: ${what} at ${at}.`);
  }
};

/** Reads and parses a JSON input file, with messages that name the file. */
export const readJsonFile = async (file: string): Promise<unknown> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return parseJsonText(text, file);
};

/** Commander's collector for repeatable options (--keyterm a --keyterm b). */
export const collect = (value: string, previous: string[]): string[] => [...previous, value];

export const parsePositiveSeconds = (value: string): number => {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new InvalidArgumentError(`Expected a positive number of seconds, got "${value}".`);
  return seconds;
};
