#!/usr/bin/env node
// `npx ccp`: runs the TypeScript CLI through tsx (a devDependency), so the repository needs no build step and
// the CLI is always the checked-out source.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
