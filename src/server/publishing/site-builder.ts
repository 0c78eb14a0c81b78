import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { PublishResult } from './publisher.ts';
import type { PreviewRecord } from '../../lib/build-seam.ts';

const KEEP_BUILDS = 2; // the live one and the one before it, for requests still reading it

/**
 * The built versions of the static site: each build goes into a fresh folder under
 * `<siteDir>/builds`, and `current.json` names the live one, so a restart serves it again.
 */
export function siteStore(siteDir: string) {
  const root = resolve(siteDir);
  const builds = join(root, 'builds');
  const pointer = join(root, 'current.json');
  let current: string | undefined = readPointer();

  function readPointer(): string | undefined {
    try {
      const dir = JSON.parse(readFileSync(pointer, 'utf8')).dir;
      return typeof dir === 'string' && existsSync(join(dir, 'index.html')) ? dir : undefined;
    } catch {
      return undefined;
    }
  }

  const folderFor = (version: string) => {
    mkdirSync(builds, { recursive: true });
    return join(builds, version);
  };

  return {
    current: () => current,
    /** The live version's name (its folder's), or null before the first build. */
    currentVersion: () => (current ? basename(current) : null),
    folderFor,
    newFolder: () => folderFor(newVersionName()),
    /** Makes a finished build live: one assignment, so a request sees the old site or the new, never half. */
    switchTo(dir: string) {
      writeFileSync(`${pointer}.tmp`, JSON.stringify({ dir, at: new Date().toISOString() }));
      renameSync(`${pointer}.tmp`, pointer);
      current = dir;
      const old = readdirSync(builds)
        .map((name) => join(builds, name))
        .filter((d) => d !== dir)
        .sort()
        .reverse();
      for (const d of old.slice(KEEP_BUILDS - 1)) rmSync(d, { recursive: true, force: true });
    },
    discard(dir: string) {
      rmSync(dir, { recursive: true, force: true });
    },
    /** Serves nothing until the next build goes live (the folder is not this database's). */
    forget() {
      rmSync(pointer, { force: true });
      current = undefined;
    },
  };
}
export type SiteStore = ReturnType<typeof siteStore>;

/** A version's name: its start time first, so names sort by age, and unique across servers. */
export const newVersionName = () => `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** Where a build goes and how it goes live: the local store, or one that also shares it (cluster.ts). */
export interface BuildTarget {
  newFolder(): string;
  /** the live version's folder on this server, which a content-only publish starts from */
  current?(): string | undefined;
  switchTo(dir: string): void | Promise<void>;
  discard(dir: string): void;
}

const CHECKOUT = resolve(import.meta.dirname, '..', '..', '..');

interface WorkerAnswer {
  id?: number;
  error?: string;
  rendered?: boolean;
  html?: string;
  /** a preview that had to build first (the process had no renderer yet) */
  built?: boolean;
}
/** What one page of a preview needs (build-worker.ts). */
export interface PreviewPageRequest {
  path: string;
  record: PreviewRecord;
  liveDir: string;
  scratchDir: string;
}

/**
 * How many builds one warm build process runs before it is replaced (bounds its memory). Rendering
 * the pages again loads no new code, so it counts as a tenth of a build.
 */
const BUILDS_PER_WORKER = 20;
const RENDER_COST = 0.1;

/**
 * Runs Astro builds in a process kept warm between publishes (build-worker.ts): Node, Astro and
 * Vite are loaded once, so a publish pays for the build alone (issue 17). A worker that dies
 * fails the build it was running, and the next build starts a fresh one.
 */
export function warmBuilder(env: NodeJS.ProcessEnv, cwd?: string) {
  let worker: { child: ChildProcess; ready: Promise<void>; builds: number } | undefined;
  let nextId = 1;

  function start() {
    const child = fork(join(import.meta.dirname, 'build-worker.ts'), [], {
      env,
      cwd,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    // Astro's own output is not needed; its errors come back in the answer.
    child.stdout?.resume();
    child.stderr?.resume();
    const ready = new Promise<void>((resolveReady, reject) => {
      child.once('message', () => resolveReady());
      child.once('exit', (code) => reject(new Error(`The build process stopped before it was ready (code ${code})`)));
    });
    ready.catch(() => {});
    const started = { child, ready, builds: 0 };
    child.once('exit', () => {
      if (worker === started) worker = undefined;
    });
    return started;
  }

  /** Sends one message to the running worker and resolves with its answer. */
  function ask(current: NonNullable<typeof worker>, message: object): Promise<WorkerAnswer> {
    const id = nextId++;
    return new Promise<WorkerAnswer>((resolveAnswer, reject) => {
      const onMessage = (msg: WorkerAnswer) => {
        if (msg.id !== id) return;
        cleanup();
        if (msg.error) reject(new Error(summarise(msg.error)));
        else resolveAnswer(msg);
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`The build process stopped during the build (code ${code})`));
      };
      const cleanup = () => {
        current.child.off('message', onMessage);
        current.child.off('exit', onExit);
      };
      current.child.on('message', onMessage);
      current.child.on('exit', onExit);
      current.child.send({ ...message, id });
    });
  }

  return {
    /** Resolves with true when the pages were only rendered again from the last build (build-worker.ts). */
    async build(outDir: string, imageReport: string, from?: string): Promise<boolean> {
      if (!worker || worker.builds >= BUILDS_PER_WORKER) {
        worker?.child.kill();
        worker = start();
      }
      const current = worker;
      await current.ready;
      const answer = await ask(current, { outDir, imageReport, from }).catch((err) => {
        current.builds += 1;
        throw err;
      });
      current.builds += answer.rendered ? RENDER_COST : 1;
      return answer.rendered === true;
    },
    /** One page of a preview (issue 31), rendered by the same process, after the build in progress. */
    async preview(request: PreviewPageRequest): Promise<string> {
      worker ??= start();
      const current = worker;
      await current.ready;
      const answer = await ask(current, { preview: request });
      current.builds += answer.built ? 1 : RENDER_COST;
      return answer.html ?? '';
    },
    stop() {
      worker?.child.kill();
      worker = undefined;
    },
  };
}

/**
 * Builds the site into a fresh folder reading content from `apiUrl`, then makes it live. Resolves
 * with what the build had to say about images it used unprocessed or left out. The builds run in
 * a warm build process (warmBuilder); ASTRO_BUILD_PROCESS=spawn runs a build afresh each time, in a
 * process of its own (build-once.ts), which like the warm one writes nothing in the checkout.
 */
export function astroBuildJob(store: BuildTarget, apiUrl: string, cacheDir: string, sharedCacheDir?: string) {
  const env = {
    ...process.env,
    API_URL: apiUrl,
    ASTRO_CACHE_DIR: cacheDir,
    // What depends on content alone (media-variants.ts, first-faces.ts): the build cache, or one several servers share.
    SHARED_CACHE_DIR: resolve(sharedCacheDir || cacheDir),
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  const workDir = buildWorkDir(cacheDir);
  const warm = process.env.ASTRO_BUILD_PROCESS === 'spawn' ? undefined : warmBuilder(env, workDir);
  const job = async (): Promise<PublishResult> => {
    const outDir = store.newFolder();
    const imageReport = `${outDir}.images.txt`; // beside the build, never served
    let warnings: string[] = [];
    let rendered = false;
    try {
      if (warm) rendered = await warm.build(outDir, imageReport, store.current?.());
      else
        await run(process.execPath, [join(import.meta.dirname, 'build-once.ts')], workDir, {
          ...env,
          ASTRO_OUT_DIR: outDir,
          IMAGE_REPORT_FILE: imageReport,
        });
      if (!existsSync(join(outDir, 'index.html'))) throw new Error('The build finished without an index.html');
    } catch (err) {
      store.discard(outDir);
      throw err;
    } finally {
      warnings = readLines(imageReport);
    }
    await store.switchTo(outDir);
    return { warnings, rendered };
  };
  // Previews render in the same warm process, with the live build's code (issue 31).
  const preview: PreviewPage | undefined =
    warm &&
    ((path, record) => {
      const liveDir = store.current?.();
      if (!liveDir)
        return Promise.reject(new Error('The site has not been built yet: a preview needs its first build'));
      return warm.preview({ path, record, liveDir, scratchDir: `${cacheDir}-preview` });
    });
  return Object.assign(job, { preview });
}

/**
 * The build process's working folder, beside the cache in the server's data directory: Astro writes a
 * build's server bundle into the working folder's .astro when the output is outside it, and the
 * checkout is read-only under deploy/isp-site@.service. One per cache, so two servers of one checkout
 * never delete each other's bundle while their pages render. Its node_modules links to the checkout's,
 * where the bundle finds its packages.
 */
export function buildWorkDir(cacheDir: string): string {
  const workDir = join(dirname(resolve(cacheDir)), 'work');
  mkdirSync(workDir, { recursive: true });
  const modules = join(workDir, 'node_modules');
  const target = join(CHECKOUT, 'node_modules');
  const linked = (() => {
    try {
      return readlinkSync(modules);
    } catch {
      return undefined;
    }
  })();
  if (linked !== target) {
    rmSync(modules, { force: true, recursive: linked === undefined });
    symlinkSync(target, modules, 'dir');
  }
  return workDir;
}

/** A public page rendered with one record replaced by an editor's unsaved values. */
export type PreviewPage = (path: string, record: PreviewRecord) => Promise<string>;

/** The distinct lines of a report file, which is then removed. */
function readLines(file: string): string[] {
  if (!existsSync(file)) return [];
  const lines = [...new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean))];
  rmSync(file, { force: true });
  return lines;
}

/** Asks an external deploy hook (a CDN or CI) to publish, retrying with back-off. */
export function deployHookJob(url: string, attempts = 4, firstDelayMs = 1000) {
  return async () => {
    let lastError = '';
    for (let i = 0; i < attempts; i++) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ at: new Date().toISOString() }),
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok) return;
        lastError = `The deploy hook answered ${res.status} ${res.statusText}`;
      } catch (err) {
        lastError = `The deploy hook could not be reached: ${err instanceof Error ? err.message : String(err)}`;
      }
      if (i < attempts - 1) await new Promise((r) => setTimeout(r, firstDelayMs * 2 ** i));
    }
    throw new Error(lastError);
  };
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise();
      else reject(new Error(summarise(tail) || `astro build exited with code ${code}`));
    });
  });
}

/** The useful end of a build log: the error lines, without colour codes. */
function summarise(log: string): string {
  // Strips the terminal's colour codes (ESC [ … m).
  const clean = log.replace(/\x1b\[[0-9;]*m/g, '').trim();
  const lines = clean.split('\n').filter((l) => l.trim());
  const errorAt = lines.findIndex((l) => /error/i.test(l));
  return (errorAt >= 0 ? lines.slice(errorAt, errorAt + 8) : lines.slice(-8)).join('\n').slice(0, 1500);
}
