import * as z from 'zod';

/** Modules whose `jsonSchemas` export is rendered to schemas/json/. Add a schema module here once. */
const SCHEMA_MODULES: readonly (() => Promise<{ jsonSchemas?: Record<string, z.ZodType> }>)[] = [
  () => import('./events'),
  () => import('./transcripts'),
  () => import('./transcript-job'),
  () => import('./customer-interaction'),
  () => import('./callbacks'),
  () => import('./rubrics'),
  () => import('./audits'),
  () => import('./reviews'),
];

/** How zod schemas are rendered as JSON Schema, here and in the OpenAPI document (schemas/openapi.ts). */
export const JSON_SCHEMA_OPTIONS = { target: 'draft-2020-12' } as const;

/** Renders every published schema as JSON Schema (draft 2020-12) text, keyed by file name. */
export const renderJsonSchemas = async (): Promise<Record<string, string>> => {
  const rendered: Record<string, string> = {};
  for (const load of SCHEMA_MODULES) {
    for (const [name, schema] of Object.entries((await load()).jsonSchemas ?? {})) {
      rendered[name] = JSON.stringify(z.toJSONSchema(schema, { ...JSON_SCHEMA_OPTIONS, io: 'output' }), null, 2) + '\n';
    }
  }
  return rendered;
};
