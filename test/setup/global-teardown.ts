import { teardown } from './dynamodb-local';

export default teardown;
