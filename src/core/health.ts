/** A dependency the service needs to answer requests (a table, a bucket). */
export interface DependencyProbe {
  readonly name: string;
  /** Resolves when the dependency answers; rejects otherwise. */
  check(): Promise<void>;
}

export interface HealthReport {
  readonly status: 'healthy' | 'unhealthy';
  readonly checks: readonly { readonly name: string; readonly status: 'up' | 'down' }[];
}

/** Runs every probe concurrently, each bounded by `timeoutMs`; healthy only when all answer. */
export const checkHealth = async (probes: readonly DependencyProbe[], timeoutMs: number): Promise<HealthReport> => {
  const checks = await Promise.all(
    probes.map(async (probe) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      });
      try {
        await Promise.race([probe.check(), timeout]);
        return { name: probe.name, status: 'up' as const };
      } catch {
        return { name: probe.name, status: 'down' as const };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { status: checks.every((c) => c.status === 'up') ? 'healthy' : 'unhealthy', checks };
};
