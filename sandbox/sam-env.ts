/**
 * `npm run sandbox:sam-env`: lets `sam local invoke` run the stack's functions against a running sandbox instead of
 * AWS. Writes SAM CLI's --env-vars file for the synthesized template — for each function, by its logical id, its
 * environment as the sandbox gives its own instances: its resource names, its AWS_ENDPOINT_URL_* pointing at the
 * sandbox's emulated services (loopback: run SAM with `--docker-network host`), and the key pair it signs with —
 * and a copy of the template that declares those variables, because SAM applies only the variables a function's
 * template declares. See docs/sam-local.md.
 *
 *   npm run sandbox:sam-env -- [--endpoint http://127.0.0.1:3000] [--data-dir .sandbox]
 *     [--template cdk.out/ContactCenterPipelines-dev.template.json] [--out sam-env.json]
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { application } from '../lib/definitions';
import type { KeyPair } from './aws-access';
import { SANDBOX_OPERATOR_CREDENTIALS, SANDBOX_REGION } from './environment';
import { sandboxStack } from './iam';
import type { CfnTemplate } from './iam/synthesized-template';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the Lambda runtime of SAM's container sets itself: left to it. */
const RUNTIME_VARIABLES = new Set([
  'PATH',
  'LANG',
  'AWS_EXECUTION_ENV',
  'AWS_LAMBDA_FUNCTION_NAME',
  'AWS_LAMBDA_FUNCTION_VERSION',
  'AWS_LAMBDA_FUNCTION_MEMORY_SIZE',
  'AWS_LAMBDA_LOG_GROUP_NAME',
  'AWS_LAMBDA_INITIALIZATION_TYPE',
]);

type Variables = Record<string, string>;
type FunctionResource = { Type: string; Properties?: { Environment?: { Variables?: Record<string, unknown> } } };

/** SAM's --env-vars file: variables by function logical id. */
export type SamEnvVars = Record<string, Variables>;

/**
 * The env-vars file and the template SAM reads it with, from the synthesized template, the logical id of each
 * function of the definitions, and the environment the sandbox gives each function (by function id). Throws when a
 * function's template names a variable the sandbox does not set and whose template value SAM cannot resolve (an
 * intrinsic, which SAM turns into an empty string).
 */
export const samEnvironment = (
  template: CfnTemplate,
  logicalIds: Readonly<Record<string, string>>,
  environments: Readonly<Record<string, Variables>>,
): { readonly envVars: SamEnvVars; readonly samTemplate: CfnTemplate } => {
  const envVars: SamEnvVars = {};
  const resources: Record<string, unknown> = { ...template.Resources };
  for (const [functionId, logicalId] of Object.entries(logicalIds)) {
    const resource = template.Resources[logicalId] as FunctionResource | undefined;
    if (resource?.Type !== 'AWS::Lambda::Function')
      throw new Error(`The template has no function ${logicalId} (${functionId}): synthesize the dev stage of this repository's stack.`);
    const environment = environments[functionId];
    if (!environment) throw new Error(`The sandbox serves no function ${functionId}: is it running this repository's definitions?`);
    const declared = resource.Properties?.Environment?.Variables ?? {};
    const variables: Variables = Object.fromEntries(Object.entries(environment).filter(([name]) => !RUNTIME_VARIABLES.has(name)));
    for (const [name, value] of Object.entries(declared)) {
      if (name in variables) continue;
      if (typeof value !== 'string')
        throw new Error(`${logicalId} declares ${name} as ${JSON.stringify(value)}, which the sandbox does not set.`);
      variables[name] = value;
    }
    envVars[logicalId] = variables;
    // SAM passes a function only the variables its template declares: declare the others, to be filled from the file.
    const placeholders = Object.fromEntries(
      Object.keys(variables)
        .filter((name) => !(name in declared))
        .map((name) => [name, '']),
    );
    resources[logicalId] = {
      ...resource,
      Properties: {
        ...resource.Properties,
        Environment: { ...resource.Properties?.Environment, Variables: { ...declared, ...placeholders } },
      },
    };
  }
  return { envVars, samTemplate: { ...template, Resources: resources as CfnTemplate['Resources'] } };
};

/** GET with SigV4 for execute-api, as any principal of the sandbox signs. */
const signedGet = async (url: URL, credentials: KeyPair): Promise<Response> => {
  const signer = new SignatureV4({ service: 'execute-api', region: SANDBOX_REGION, credentials, sha256: Sha256, applyChecksum: true });
  const signed = await signer.sign({
    method: 'GET',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query: {},
    headers: { host: url.host },
    body: '',
  });
  const { host: _host, ...headers } = signed.headers;
  return fetch(url, { headers });
};

/** The operator's key pair of the running sandbox: its run's, when it is sealed, else the documented one. */
const operatorOf = async (dataDir: string): Promise<KeyPair> => {
  const file = path.join(dataDir, 'sandbox-credentials.json');
  if (!existsSync(file)) return SANDBOX_OPERATOR_CREDENTIALS;
  return (JSON.parse(await readFile(file, 'utf8')) as { operator: KeyPair }).operator;
};

const main = async () => {
  const startedIn = process.env.INIT_CWD ?? process.cwd();
  const { values } = parseArgs({
    options: {
      endpoint: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 3000}` },
      'data-dir': { type: 'string', default: process.env.SANDBOX_DATA_DIR ?? '.sandbox' },
      template: { type: 'string' },
      out: { type: 'string', default: 'sam-env.json' },
    },
  });
  const out = path.resolve(startedIn, values.out);
  const response = await signedGet(
    new URL('/sandbox/function-environments', values.endpoint),
    await operatorOf(path.resolve(startedIn, values['data-dir'])),
  );
  if (!response.ok)
    throw new Error(
      `The sandbox at ${values.endpoint} answered ${response.status} for its function environments: ${await response.text()}`,
    );
  const environments = (await response.json()) as Record<string, Variables>;
  const stack = await sandboxStack(application, REPO_ROOT);
  const templateFile = values.template ? path.resolve(startedIn, values.template) : undefined;
  const template = templateFile ? (JSON.parse(await readFile(templateFile, 'utf8')) as CfnTemplate) : stack.template;
  const { envVars, samTemplate } = samEnvironment(template, stack.logicalIds.functions, environments);
  // Beside the template it copies, so that its asset paths (cdk.out/asset.*) still resolve.
  const samTemplateFile = templateFile
    ? templateFile.replace(/(\.template)?\.json$/, '.sam.template.json')
    : path.join(path.dirname(out), 'sam.template.json');
  // The file holds the functions' keys (secrets of the run when the sandbox is sealed).
  await writeFile(out, `${JSON.stringify(envVars, null, 2)}\n`, { mode: 0o600 });
  await writeFile(samTemplateFile, `${JSON.stringify(samTemplate, null, 1)}\n`);
  console.log(`Wrote ${out} (${Object.keys(envVars).length} functions) and ${samTemplateFile}.`);
  console.log(
    `Run: sam local invoke <LogicalId> -t ${path.relative(startedIn, samTemplateFile)} --env-vars ${path.relative(startedIn, out)} --docker-network host -e event.json`,
  );
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
