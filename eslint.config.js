// Layer rules: domain code (src/, outside src/adapters) is pure; lib/ describes infrastructure and imports no
// runtime code; lib/definitions/ is plain data shared by the stack, the sandbox and the handlers.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const AWS_AND_RUNTIME = ['@aws-sdk/*', '@smithy/*', '@middy/*', '@aws-lambda-powertools/*'];
const CDK = ['aws-cdk-lib', 'aws-cdk-lib/*', 'constructs', 'cdk-nag'];
const OS_ACCESS = [
  'node:child_process',
  'child_process',
  'node:fs',
  'fs',
  'node:fs/promises',
  'node:net',
  'node:http',
  'node:https',
  'node:dns',
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'cdk.out/**', '.sandbox/**', 'coverage/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // `import { z }` makes esbuild keep zod's whole namespace, every locale included (+370 KB per bundle).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'] > :matches(ImportSpecifier[imported.name='z'], ImportDefaultSpecifier)",
          message: "Use `import * as z from 'zod'`: it lets esbuild tree-shake zod.",
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // CommonJS that jest itself requires (jest.config.js `runtime`).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/adapters/**'],
    rules: restrict([
      {
        group: [...AWS_AND_RUNTIME, ...CDK, ...OS_ACCESS, 'zod'],
        message: 'Domain code is pure TypeScript: reach AWS, the OS and validation libraries through a port implemented in src/adapters/.',
      },
      {
        group: ['**/adapters/**', '**/lambdas/**', '**/sandbox/**', '**/lib/**', '**/schemas/**'],
        message: 'Domain code depends on nothing outside src/ (ports only).',
      },
    ]),
  },
  {
    files: ['src/adapters/**/*.ts'],
    rules: restrict([
      {
        group: ['**/lambdas/**', '**/sandbox/**', ...CDK],
        message: 'Adapters implement ports; they know nothing of handlers, the sandbox or CDK.',
      },
    ]),
  },
  {
    files: ['lambdas/**/*.ts'],
    rules: restrict([
      { group: ['**/sandbox/**', ...CDK], message: 'Handlers run unchanged in AWS: no sandbox or CDK imports.' },
      { group: ['**/lib/*', '!**/lib/definitions'], message: 'Handlers may only read the data-only lib/definitions.' },
      { group: ['@aws-sdk/*'], message: 'Handlers reach AWS through adapters in src/adapters/.' },
    ]),
  },
  {
    files: ['lib/**/*.ts', 'bin/**/*.ts'],
    rules: restrict([
      {
        group: ['**/src/**', '**/lambdas/**', '**/sandbox/**', '**/schemas/**', ...AWS_AND_RUNTIME, 'zod'],
        message: 'lib/ describes infrastructure only and imports no runtime code.',
      },
    ]),
  },
  {
    files: ['lib/definitions/**/*.ts'],
    rules: restrict([
      {
        group: ['**/src/**', '**/lambdas/**', '**/sandbox/**', '**/schemas/**', ...AWS_AND_RUNTIME, ...CDK, 'zod'],
        message: 'lib/definitions is plain data shared by the stack and the sandbox.',
      },
    ]),
  },
  {
    files: ['client/**/*.ts'],
    rules: {
      ...restrict([
        {
          // Two exceptions: the pure SigV4 canonicalisation shared with the callback signer, and the receiver-side
          // callback verifier built on it (what `ccp transcribe --wait` checks the sandbox's callbacks with).
          group: [
            '**/src/*',
            '!**/src/adapters',
            '**/src/adapters/*',
            '!**/src/adapters/http',
            '**/src/adapters/http/*',
            '!**/src/adapters/http/sigv4-request',
            '!**/src/adapters/http/callback-verifier',
            '**/lambdas/**',
            '**/sandbox/**',
            '**/lib/**',
            '@middy/*',
            '@aws-lambda-powertools/*',
            ...CDK,
          ],
          message: 'client/ is what users import: it may use the wire schemas (schemas/) but no server code.',
        },
      ]),
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/schemas/**', 'zod'],
              allowTypeImports: true,
              message: 'client/ takes only types from the schemas: the CLI must not load zod at run time.',
            },
          ],
        },
      ],
    },
  },
  {
    // The reviewer's web app (review/app runs in the browser; review/page.ts builds and serves it): a client.
    files: ['review/**/*.{ts,tsx}'],
    rules: {
      ...restrict([
        {
          group: ['**/src/**', '**/lambdas/**', '**/sandbox/**', '**/lib/**', ...AWS_AND_RUNTIME, ...CDK],
          message: 'review/ is a client of the API: no server code.',
        },
      ]),
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // client/types.ts loads nothing at run time but its two status helpers; the rest of client/ is Node code.
              group: ['**/schemas/**', 'zod', '**/client/*', '!**/client/types'],
              allowTypeImports: true,
              message:
                "review/ takes only types from schemas/ and client/ (and client/types' helpers): the page must not bundle zod or Node code.",
            },
          ],
        },
      ],
    },
  },
  {
    // The emulators implement AWS's behaviour themselves: they build the same stack (lib/), serve the review page
    // (review/) and run the handlers only as their deployed bundles (sandbox/lambda-bundles.ts), never as imports.
    files: ['sandbox/**/*.ts'],
    rules: restrict([
      {
        group: ['**/src/**', '**/lambdas/**'],
        message: 'sandbox/ emulates AWS: it imports no product domain code or handler (lib/ and review/ only).',
      },
    ]),
  },
  {
    files: ['schemas/**/*.ts'],
    rules: restrict([
      {
        group: ['**/lambdas/**', '**/sandbox/**', '**/lib/*', '!**/lib/definitions', ...AWS_AND_RUNTIME, ...CDK],
        message: 'schemas/ holds zod schemas only.',
      },
    ]),
  },
);
