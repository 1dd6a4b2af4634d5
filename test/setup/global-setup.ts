import { setup } from './dynamodb-local';

export default setup;
