import type { ServiceDefinition } from './types';

export const callbacksService: ServiceDefinition = {};
