import type { ServiceDefinition } from './types';

export const transcriptsService: ServiceDefinition = {};
