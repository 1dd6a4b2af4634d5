import { readFile } from 'node:fs/promises';
import { renderJsonSchemas } from '../../schemas/json-schemas';

describe('committed JSON Schema files', () => {
  it('match their zod sources (run `npm run schemas:generate` after changing a schema)', async () => {
    const rendered = await renderJsonSchemas();
    expect(Object.keys(rendered).length).toBeGreaterThan(0);
    for (const [name, text] of Object.entries(rendered)) {
      const committed = await readFile(new URL(`../../schemas/json/${name}.schema.json`, import.meta.url), 'utf8');
      expect({ name, text: committed }).toEqual({ name, text });
    }
  });
});
