import { ANALYTICS_TABLE_NAMES, latestVersionSql as clientLatestVersionSql } from '../../client/cli/commands/analytics';
import { ANALYTICS, ANALYTICS_TABLES, latestVersionSql } from '../../lib/definitions/analytics';

/** `ccp analytics query` recreates the Glue tables and views offline from its own copy (client/ loads no server code). */
describe('the offline engine and the Glue catalog name the same tables and views', () => {
  it('has the tables of lib/definitions', () => {
    expect([...ANALYTICS_TABLE_NAMES]).toEqual(Object.values(ANALYTICS_TABLES).map((t) => t.name));
  });

  it.each(ANALYTICS.views)('defines $name with the SQL the stack stores', (view) => {
    expect(view.name).toBe(`${view.table}_latest`);
    expect(clientLatestVersionSql(view.table)).toBe(latestVersionSql(view.table));
  });
});
