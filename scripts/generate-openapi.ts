/**
 * Writes openapi.json (repository root) from schemas/openapi.ts. test/schemas/openapi.test.ts fails when the
 * committed file drifts from the generator; the sandbox serves the committed file at GET /openapi.json.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderOpenApiDocument } from '../schemas/openapi';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await writeFile(path.join(root, 'openapi.json'), renderOpenApiDocument());
console.log('wrote openapi.json');
