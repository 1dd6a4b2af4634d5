import { SFNClient } from '@aws-sdk/client-sfn';

export const createSfnClient = (): SFNClient => new SFNClient({});

let sfn: SFNClient | undefined;

export const sharedSfnClient = (): SFNClient => (sfn ??= createSfnClient());
