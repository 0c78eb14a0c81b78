// Plain JavaScript on purpose: it must run on the old Node it refuses, before any TypeScript
// file is loaded (an older Node fails on those with ERR_UNKNOWN_FILE_EXTENSION ".ts").

/** The Node.js this project needs: node:sqlite and TypeScript type stripping, both without flags. */
export const REQUIRED_NODE = '22.18 or later (24 LTS recommended, see .nvmrc)';

/**
 * Why this Node cannot run the project, or undefined when it can.
 * @param {string} version e.g. '20.20.2'
 * @returns {string | undefined}
 */
export function nodeProblem(version) {
  const [major, minor] = version.split('.').map(Number);
  const ok = major > 23 || (major === 23 && minor >= 6) || (major === 22 && minor >= 18);
  if (ok) return undefined;
  return `This is Node.js ${version}; the server needs Node.js ${REQUIRED_NODE}, which runs TypeScript and node:sqlite without flags.`;
}

/** Stops with a clear message on a Node that is too old. */
export function requireNode() {
  const problem = nodeProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
