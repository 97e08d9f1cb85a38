#!/usr/bin/env node
// The folder-level import graph of a source tree and its cycles. ESLint's import-x/no-cycle sees a cycle
// of files; two folders can still lean on each other through different files (bookings reading a thread
// of messages while messages read a booking), which is what layering forbids. A folder here is a first-
// level entry of the tree (a folder, or a file at the top such as context.ts). Tests are leaves nobody
// imports, so they cannot close a cycle: `*.test.*` files are left out, and so is `test/`, the tests' own
// support, which composes the whole app (as `test/` in the remotes, every folder may use it).
// `npm run lint` runs it on api/src: node scripts/architecture/folderCycles.mjs api/src
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST = /\.test\.[a-z]+$/;
/** The tests' own support folder at the top of a tree. */
const TEST_SUPPORT = 'test';

/** The first-level entry of `root` a path inside it belongs to. @param {string} path */
const topOf = (path) => path.split(sep)[0] ?? path;

/** @param {string} file */
function resolveImport(file) {
  for (const candidate of [file, `${file}.ts`, `${file}.tsx`, join(file, 'index.ts'), join(file, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this one; the next candidate.
    }
  }
  return null;
}

/**
 * Every import between two first-level entries of `root`, as `from -> to -> [file, imported file][]`.
 * Type-only imports count: a layer is about what a module knows, not only what it runs.
 * @param {string} root
 * @returns {Map<string, Map<string, Array<[string, string]>>>}
 */
export function folderGraph(root) {
  const base = resolve(root);
  /** @type {Map<string, Map<string, Array<[string, string]>>>} */
  const graph = new Map();
  const files = readdirSync(base, { recursive: true, encoding: 'utf8' }).filter(
    (f) => SOURCE.test(f) && !f.endsWith('.d.ts') && !TEST.test(f) && !f.includes('node_modules'),
  );
  for (const file of files) {
    const from = topOf(file);
    if (from === TEST_SUPPORT) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(join(base, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(resolve(dirname(join(base, file)), fileName));
      if (!target) continue;
      const rel = relative(base, target);
      if (rel.startsWith('..')) continue;
      const to = topOf(rel);
      if (to === from || to === TEST_SUPPORT) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = /** @type {Map<string, Array<[string, string]>>} */ (graph.get(from));
      edges.set(to, [...(edges.get(to) ?? []), [file.split(sep).join('/'), rel.split(sep).join('/')]]);
    }
  }
  return graph;
}

/**
 * The cycles of a folder graph: Tarjan's algorithm finds each set of folders that reach one another, and
 * for each folder of a set one shortest cycle through it is given, as the folders in order, the first
 * repeated at the end.
 * @param {Map<string, Map<string, unknown>>} graph
 * @returns {string[][]}
 */
export function folderCycles(graph) {
  const next = (/** @type {string} */ node) => [...(graph.get(node)?.keys() ?? [])].sort();
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  /** @type {string[][]} */ const sets = [];
  /** @param {string} node */
  const connect = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const set = stack.splice(stack.indexOf(node));
      if (set.length > 1) sets.push(set);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);

  /** The shortest way from `start` back to itself inside `set`, breadth first. */
  const shortestCycle = (/** @type {string} */ start, /** @type {string[]} */ set) => {
    /** @type {Map<string, string>} */ const cameFrom = new Map();
    const queue = [start];
    while (queue.length) {
      const node = /** @type {string} */ (queue.shift());
      for (const to of next(node).filter((n) => set.includes(n))) {
        if (to === start) {
          const path = [node];
          for (let at = node; at !== start;) {
            at = /** @type {string} */ (cameFrom.get(at));
            path.unshift(at);
          }
          return [...path, start];
        }
        if (!cameFrom.has(to)) {
          cameFrom.set(to, node);
          queue.push(to);
        }
      }
    }
    return [...set, ...set.slice(0, 1)];
  };
  // One shortest cycle through each folder of a set, each cycle once (written from its first folder by name).
  /** @type {Map<string, string[]>} */ const cycles = new Map();
  for (const set of sets) {
    for (const start of [...set].sort()) {
      const ring = shortestCycle(start, set).slice(0, -1);
      const first = ring.indexOf(/** @type {string} */ ([...ring].sort()[0]));
      const cycle = [...ring.slice(first), ...ring.slice(0, first)];
      cycles.set(cycle.join(' '), [...cycle, ...cycle.slice(0, 1)]);
    }
  }
  return [...cycles.values()];
}

/**
 * A cycle as a person fixes it: each step with the files that make it.
 * @param {string[]} cycle
 * @param {Map<string, Map<string, Array<[string, string]>>>} graph
 */
export function describeCycle(cycle, graph) {
  const steps = cycle.slice(0, -1).map((from, i) => {
    const to = /** @type {string} */ (cycle[i + 1]);
    const files = graph.get(from)?.get(to) ?? [];
    return `  ${from} -> ${to}: ${files.map(([a, b]) => `${a} imports ${b}`).join('; ')}`;
  });
  return [`folders import each other: ${cycle.join(' -> ')}`, ...steps].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const roots = process.argv.slice(2);
  if (!roots.length) {
    console.error('usage: folderCycles.mjs <source folder>...');
    process.exit(2);
  }
  let failed = false;
  for (const root of roots) {
    const graph = folderGraph(root);
    for (const cycle of folderCycles(graph)) {
      failed = true;
      console.error(`${root}: ${describeCycle(cycle, graph)}`);
    }
  }
  if (failed) {
    console.error('Move what both folders need into a module below them (api/src/common/, see docs/architecture.md).');
    process.exit(1);
  }
}
