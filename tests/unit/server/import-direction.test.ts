import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALLOWED } from './rooms.ts';

// The server's rooms depend one way: the database and the storage under the features, the
// features' routes under the HTTP app that mounts them. These tests walk the imports that load
// code at run time (`import type` loads nothing and is skipped) and hold that direction.

const SERVER = 'src/server';

/** The modules a file loads when it runs: static imports, re-exports and literal dynamic imports. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.map((s) => (s.startsWith('.') ? relative('.', resolve(dirname(file), s)) : s));
}

/** Every module (files of this repository, and packages by name) that loading `start` loads. */
function reachable(start: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (/\.(ts|tsx|js)$/.test(file) && file.startsWith('src/')) for (const next of runtimeImports(file)) walk(next);
  };
  walk(start);
  seen.delete(start);
  return seen;
}

const serverFiles = (readdirSync(SERVER, { recursive: true }) as string[])
  .map((f) => join(SERVER, f))
  .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'));
/** A module of HTTP routes: a room's routes.ts or *-routes.ts. */
const isRoutes = (file: string) => /(^|[/-])routes\.ts$/.test(file);
const isHttpCode = (module: string) =>
  isRoutes(module) ||
  module.startsWith(`${SERVER}/http/`) ||
  module.startsWith(`${SERVER}/guards/`) ||
  module === 'hono' ||
  module.startsWith('hono/') ||
  module.startsWith('@hono/');

describe('the direction of the server’s imports', () => {
  it('finds the modules it checks', () => {
    expect(serverFiles).toContain(`${SERVER}/db/migrations.ts`);
    expect(serverFiles.filter(isRoutes).length).toBeGreaterThanOrEqual(8);
    // The walk does follow imports: the app reaches the users' routes and the database.
    expect(reachable(`${SERVER}/app.ts`)).toContain(`${SERVER}/auth/routes.ts`);
    expect(reachable(`${SERVER}/app.ts`)).toContain(`${SERVER}/db/migrations.ts`);
  });

  it('opening the database loads no HTTP code: no routes, no http/ or guards/ module, not Hono', () => {
    for (const file of serverFiles.filter((f) => f.startsWith(`${SERVER}/db/`)))
      expect([...reachable(file)].filter(isHttpCode), file).toEqual([]);
  });

  it('storage loads no guard and no routes: the guards and routes build on it', () => {
    for (const file of serverFiles.filter((f) => f.startsWith(`${SERVER}/storage/`) && !isRoutes(f)))
      expect(
        [...reachable(file)].filter((m) => isRoutes(m) || m.startsWith(`${SERVER}/guards/`)),
        file,
      ).toEqual([]);
  });

  it('routes are loaded only by the HTTP app that mounts them, or by other routes', () => {
    for (const file of serverFiles) {
      if (file === `${SERVER}/app.ts` || isRoutes(file)) continue;
      expect(runtimeImports(file).filter(isRoutes), file).toEqual([]);
    }
  });
});

/** The room of a server file: its folder under src/server, or the file's own name for one at the top. */
const roomOf = (file: string) =>
  file
    .slice(SERVER.length + 1)
    .split('/')[0]!
    .replace(/\.[jt]s$/, '');

describe('the server’s rooms form a graph that points one way', () => {
  const edges = new Map<string, string[]>();
  for (const file of serverFiles)
    for (const module of runtimeImports(file).filter((m) => m.startsWith(`${SERVER}/`))) {
      const [from, to] = [roomOf(file), roomOf(module)];
      if (from !== to)
        edges.set(`${from} -> ${to}`, [...(edges.get(`${from} -> ${to}`) ?? []), `${file} -> ${module}`]);
    }

  it('every room is listed, and imports only the rooms listed for it', () => {
    expect([...new Set(serverFiles.map(roomOf))].filter((room) => !ALLOWED[room])).toEqual([]);
    const refused = [...edges].filter(([edge]) => {
      const [from, to] = edge.split(' -> ') as [string, string];
      return !ALLOWED[from]?.includes(to);
    });
    expect(refused.map(([edge, files]) => `${edge} (${files.join(', ')})`)).toEqual([]);
  });

  it('the list itself has no cycle', () => {
    const below = (room: string, seen = new Set<string>()): Set<string> => {
      for (const next of ALLOWED[room] ?? []) if (!seen.has(next)) below(next, seen.add(next));
      return seen;
    };
    expect(Object.keys(ALLOWED).filter((room) => below(room).has(room))).toEqual([]);
  });
});
