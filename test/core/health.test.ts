import { checkHealth, type DependencyProbe } from '../../src/core/health';

const probe = (name: string, check: () => Promise<void>): DependencyProbe => ({ name, check });

describe('checkHealth', () => {
  it('is healthy only when every dependency answers', async () => {
    const report = await checkHealth([probe('table:A', async () => undefined), probe('bucket:B', async () => undefined)], 100);
    expect(report).toEqual({
      status: 'healthy',
      checks: [
        { name: 'table:A', status: 'up' },
        { name: 'bucket:B', status: 'up' },
      ],
    });
  });

  it('reports a failing or hanging dependency as down, without its error text', async () => {
    const report = await checkHealth(
      [probe('table:A', async () => Promise.reject(new Error('secret detail'))), probe('bucket:B', () => new Promise(() => undefined))],
      20,
    );
    expect(report).toEqual({
      status: 'unhealthy',
      checks: [
        { name: 'table:A', status: 'down' },
        { name: 'bucket:B', status: 'down' },
      ],
    });
  });
});
