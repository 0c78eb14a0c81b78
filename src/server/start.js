// `npm start`: checks the Node version, reads .env (variables already in the environment win),
// then starts the TypeScript server.
import { existsSync } from 'node:fs';
import { requireNode } from './node-version.js';

requireNode();
if (existsSync('.env')) process.loadEnvFile('.env');
await import('./main.ts');
