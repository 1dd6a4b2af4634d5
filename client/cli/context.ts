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

/** Reads and parses a JSON input file, with messages that name the file. */
export const readJsonFile = async (file: string): Promise<unknown> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
};

/** Commander's collector for repeatable options (--keyterm a --keyterm b). */
export const collect = (value: string, previous: string[]): string[] => [...previous, value];

export const parsePositiveSeconds = (value: string): number => {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new InvalidArgumentError(`Expected a positive number of seconds, got "${value}".`);
  return seconds;
};
