// `node scripts/run.js <script.ts> [args…]`: the npm scripts' entry. Checks the Node version and
// reads .env (the environment wins) before loading any TypeScript, as `npm start` does.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { requireNode } from '../src/server/node-version.js';

requireNode();
if (existsSync('.env')) process.loadEnvFile('.env');
const [script, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], resolve(script), ...args];
await import(pathToFileURL(resolve(script)).href);
