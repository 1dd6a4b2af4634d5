import path from 'node:path';
import type { ApplicationDefinition } from '../../lib/definitions';
import { iamAccess, type IamAccess, type IamAccessOptions } from './evaluator';
import { rolePolicies } from './role-policies';
import { synthesizedStack, type SynthesizedStack } from './synthesized-template';

export { authorizingProxy, DYNAMODB_MAPPER, S3_MAPPER } from './proxy';
export type { IamAccess } from './evaluator';
export type { SynthesizedStack } from './synthesized-template';

/** The CDK stack of `app` synthesized for the dev stage (cached under node_modules/.cache: synthesis takes seconds). */
export const sandboxStack = (app: ApplicationDefinition, repoRoot: string): Promise<SynthesizedStack> =>
  synthesizedStack(app, repoRoot, path.join(repoRoot, 'node_modules', '.cache', 'contact-center-sandbox'));

/**
 * IAM as the deployed stack would evaluate it: the CDK stack of `app` synthesized (or read from its cache under
 * node_modules/.cache), its role policies resolved to local ARNs, evaluated for every call.
 */
export const loadIamAccess = async (
  app: ApplicationDefinition,
  repoRoot: string,
  options: IamAccessOptions & { changeStack?: (stack: SynthesizedStack) => SynthesizedStack; tableName?: (id: string) => string } = {},
): Promise<IamAccess> => {
  const stack = await sandboxStack(app, repoRoot);
  return iamAccess(rolePolicies(app, options.changeStack ? options.changeStack(stack) : stack, options.tableName), {
    ...(options.callsFile ? { callsFile: options.callsFile } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  });
};
