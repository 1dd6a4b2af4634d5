import { readFile } from 'node:fs/promises';
import { AUDIT_BATCH_COMPLETED_DETAIL_TYPE, auditsService } from '../../lib/definitions/audits';
import { EVENT_SOURCES } from '../../lib/definitions';
import { AUDIT_BATCH_COMPLETED } from '../../schemas/events';

describe('audit definitions', () => {
  it('publish batch.completed under the names the event schema declares', () => {
    expect({ source: EVENT_SOURCES.audits, detailType: AUDIT_BATCH_COMPLETED_DETAIL_TYPE }).toEqual(AUDIT_BATCH_COMPLETED);
  });

  it('fill every placeholder of the state machine, and only those', async () => {
    const [machine] = auditsService.stateMachines ?? [];
    const text = await readFile(new URL(`../../${machine!.file}`, import.meta.url), 'utf8');
    const placeholders = new Set([...text.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));
    expect([...placeholders].sort()).toEqual(Object.keys(machine!.substitutions).sort());
    expect(() => JSON.parse(text)).not.toThrow();
  });
});
