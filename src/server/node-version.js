// Plain JavaScript on purpose: it must run on the old Node it refuses, before any TypeScript
// file is loaded (an older Node fails on those with ERR_UNKNOWN_FILE_EXTENSION ".ts").

/**
 * The Node.js this project needs: node:sqlite and TypeScript type stripping without flags
 * (22.18, 23.6), narrowed by what the dependencies declare (jsdom: ^22.22.2, ^24.15 or 26+;
 * @nanostores/react: no odd-numbered releases). Kept equal to engines.node in package.json.
 */
export const REQUIRED_NODE = '24.15 or later in the 24 LTS line (see .nvmrc), 22.22.2 or later in the 22 line, or 26+';

/**
 * Why this Node cannot run the project, or undefined when it can.
 * @param {string} version e.g. '20.20.2'
 * @returns {string | undefined}
 */
export function nodeProblem(version) {
  const [major, minor, patch] = version.split('.').map(Number);
  const ok =
    major >= 26 || (major === 24 && minor >= 15) || (major === 22 && (minor > 22 || (minor === 22 && patch >= 2)));
  if (ok) return undefined;
  return `This is Node.js ${version}; the server needs Node.js ${REQUIRED_NODE}. Install it (nvm install) and run npm start again.`;
}

/** Stops with a clear message on a Node that is too old. */
export function requireNode() {
  const problem = nodeProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
