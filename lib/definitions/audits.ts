import type { ServiceDefinition } from './types';

export const auditsService: ServiceDefinition = {};
