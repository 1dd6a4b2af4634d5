import { analyticsService } from './analytics';
import { auditsService } from './audits';
import { callbacksService } from './callbacks';
import { calibrationsService } from './calibrations';
import { healthFunction, platformService } from './platform';
import { reconcilerService } from './reconciler';
import { reviewsService } from './reviews';
import { transcriptsService } from './transcripts';
import type { ApplicationDefinition, ServiceDefinition } from './types';

export * from './types';
export { BEDROCK_MODEL_ENV, EVENT_SOURCES, PLATFORM_ENV } from './platform';

const services: readonly ServiceDefinition[] = [
  platformService,
  transcriptsService,
  callbacksService,
  auditsService,
  calibrationsService,
  reviewsService,
  analyticsService,
  reconcilerService,
];

const tables = services.flatMap((s) => s.tables ?? []);
const buckets = services.flatMap((s) => s.buckets ?? []);

/** The whole application, merged from each service's definition. */
export const application: ApplicationDefinition = {
  tables,
  buckets,
  queues: services.flatMap((s) => s.queues ?? []),
  functions: [healthFunction(tables, buckets), ...services.flatMap((s) => s.functions ?? [])],
  routes: services.flatMap((s) => s.routes ?? []),
  stateMachines: services.flatMap((s) => s.stateMachines ?? []),
  eventRules: services.flatMap((s) => s.eventRules ?? []),
  serviceRoles: services.flatMap((s) => s.serviceRoles ?? []),
  analytics: services.find((s) => s.analytics)?.analytics,
};
