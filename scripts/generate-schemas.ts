/**
 * Writes schemas/json/<name>.schema.json for every zod schema a module in schemas/ lists in its exported
 * `jsonSchemas` record. test/schemas/json-schemas.test.ts fails when a committed file drifts from its zod source.
 */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderJsonSchemas } from '../schemas/json-schemas';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'schemas', 'json');
await mkdir(outDir, { recursive: true });
for (const [name, text] of Object.entries(await renderJsonSchemas())) {
  await writeFile(path.join(outDir, `${name}.schema.json`), text);
  console.log(`wrote schemas/json/${name}.schema.json`);
}
