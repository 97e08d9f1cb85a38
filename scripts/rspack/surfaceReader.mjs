// Reads what a remote's code does across its borders, from its syntax tree (TypeScript's parser): the
// bus events it emits and hears, the API calls it makes (with their method where the call shows it), and
// the names of shared's it uses, through which shared's own emits and listeners count as the remote's.
// scripts/rspack/surfaces.test.mjs holds each remote's public surface to what is read here.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/**
 * An API call found in code: its path with parameters as `{}` and no query, and its method when the call
 * says it (`http.post(...)`, a GET hook `useApi(...)`); null when the path is handed to a helper.
 * @typedef {{ method: string | null, path: string }} ApiCall
 */

/**
 * What one declaration (or a whole file) does on the bus, and the names it refers to.
 * @typedef {{ emits: Set<string>, hears: Set<string>, names: Set<string> }} Reach
 */

/**
 * A path with its parameters as `{}` and without its query: `api/user/${id}/x?page=${n}` and
 * `api/user/{userId}/x` both read `api/user/{}/x`; a part glued to the end of a segment
 * (`messages${query}`) is a query or a suffix, not a segment.
 * @param {string} path
 */
export const normalisedPath = (path) =>
  path
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/([^/])\{\}.*$/, '$1')
    .replace(/\?.*$/, '')
    .replace(/\/$/, '');

/**
 * The text of a string or template literal, its `${...}` parts as `{}`; null for anything else.
 * @param {ts.Node} node
 * @returns {string | null}
 */
function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  return null;
}

/**
 * The method a call that takes this path as its first argument says it makes.
 * @param {ts.Node} literal
 */
function methodOf(literal) {
  let argument = literal;
  // `page > 1 ? `api/x?page=${page}` : 'api/x'` is one call's path.
  while (ts.isConditionalExpression(argument.parent) || ts.isParenthesizedExpression(argument.parent)) argument = argument.parent;
  const call = argument.parent;
  if (!call || !ts.isCallExpression(call) || call.arguments[0] !== argument) return null;
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee) && METHODS.has(callee.name.text)) return callee.name.text.toUpperCase();
  if (ts.isIdentifier(callee) && callee.text === 'useApi') return 'GET';
  return null;
}

/**
 * A `bus.emit`, `bus.on` or `bus.once` call: which, and its event when written as a literal.
 * @param {ts.Node} node
 * @returns {{ kind: 'emits' | 'hears', event: string | null } | null}
 */
function busCall(node) {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
  const { expression: target, name } = node.expression;
  if (!ts.isIdentifier(target) || target.text !== 'bus') return null;
  const kind = name.text === 'emit' ? 'emits' : name.text === 'on' || name.text === 'once' ? 'hears' : null;
  if (!kind) return null;
  const [first] = node.arguments;
  return { kind, event: first && ts.isStringLiteral(first) ? first.text : null };
}

/**
 * Reads one source file: its API calls, its bus events (each top-level declaration's apart, for shared's
 * helpers), the events it names in a way no reader can follow, and what it imports from shared.
 * @param {string} fileName
 * @param {string} text
 */
export function readSource(fileName, text) {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  /** @type {ApiCall[]} */ const calls = [];
  /** @type {string[]} */ const unreadable = [];
  /** @type {Set<string>} */ const fromShared = new Set();
  /** @type {Map<string, Reach>} */ const declarations = new Map();
  /** @type {Reach} */ const file = { emits: new Set(), hears: new Set(), names: new Set() };

  /** @param {ts.Node} node @param {Reach[]} reaches */
  const visit = (node, reaches) => {
    const text = literalText(node);
    if (text !== null && text.startsWith('api/')) calls.push({ method: methodOf(node), path: normalisedPath(text) });
    const bus = busCall(node);
    if (bus) {
      if (bus.event === null) unreadable.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      else for (const reach of reaches) reach[bus.kind].add(bus.event);
    }
    if (ts.isIdentifier(node)) for (const reach of reaches) reach.names.add(node.text);
    ts.forEachChild(node, (child) => visit(child, reaches));
  };

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : '';
      const bindings = statement.importClause?.namedBindings;
      if (from === '@marketplace/shared' && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) fromShared.add((element.propertyName ?? element.name).text);
      }
      continue;
    }
    /** @type {string[]} */
    const names = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []))
      : (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name
        ? [statement.name.text]
        : [];
    const own = names.map((name) => {
      const reach = declarations.get(name) ?? { emits: new Set(), hears: new Set(), names: new Set() };
      declarations.set(name, reach);
      return reach;
    });
    visit(statement, [file, ...own]);
  }
  return { calls, unreadable, fromShared, declarations, emits: file.emits, hears: file.hears };
}

/**
 * What each of shared's top-level names emits and hears, its own calls and those of the names it uses
 * (a menu that calls `reportAdvert` emits what `reportAdvert` emits), over all of shared's files.
 * @param {Array<ReturnType<typeof readSource>>} files
 * @returns {Map<string, { emits: Set<string>, hears: Set<string> }>}
 */
export function sharedBusReach(files) {
  /** @type {Map<string, Reach>} */ const all = new Map();
  for (const { declarations } of files) {
    for (const [name, reach] of declarations) {
      const known = all.get(name);
      if (!known) all.set(name, { emits: new Set(reach.emits), hears: new Set(reach.hears), names: new Set(reach.names) });
      else for (const key of /** @type {const} */ (['emits', 'hears', 'names'])) reach[key].forEach((v) => known[key].add(v));
    }
  }
  // To a fixed point: each name takes on the events of the names it refers to.
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, reach] of all) {
      for (const used of reach.names) {
        const other = used === name ? undefined : all.get(used);
        if (!other) continue;
        for (const key of /** @type {const} */ (['emits', 'hears'])) {
          for (const event of other[key]) {
            if (!reach[key].has(event)) {
              reach[key].add(event);
              changed = true;
            }
          }
        }
      }
    }
  }
  return new Map([...all].map(([name, { emits, hears }]) => [name, { emits, hears }]));
}

/**
 * A remote's bus events as its code really has them: its own `bus` calls, and those of the shared names it
 * imports (transitively within shared).
 * @param {Array<ReturnType<typeof readSource>>} files
 * @param {Map<string, { emits: Set<string>, hears: Set<string> }>} shared
 */
export function remoteBusEvents(files, shared) {
  const emits = new Set(files.flatMap((f) => [...f.emits]));
  const hears = new Set(files.flatMap((f) => [...f.hears]));
  for (const name of new Set(files.flatMap((f) => [...f.fromShared]))) {
    shared.get(name)?.emits.forEach((event) => emits.add(event));
    shared.get(name)?.hears.forEach((event) => hears.add(event));
  }
  return { emits, hears };
}

/**
 * Whether the API answers a method and path: the route list's `:param` (and `:param?`) take one segment,
 * `*` the rest; the path's `{}` stand for a value.
 * @param {Array<{ method: string, url: string }>} routes
 * @param {string} method
 * @param {string} path `api/...`, normalised
 */
export function apiAnswers(routes, method, path) {
  const asked = `/${path.replaceAll('{}', '1')}`;
  return routes.some((route) => {
    if (route.method !== method) return false;
    const pattern = route.url
      .replace(/\/$/, '')
      .split('/')
      .map((segment) =>
        segment === '*'
          ? '.*'
          : segment.startsWith(':')
            ? segment.endsWith('?')
              ? '?[^/]*'
              : '[^/]+'
            : segment.replace(/[.+^$()|[\]\\]/g, '\\$&').replace(/\\?\*/g, '.*'),
      )
      .join('/');
    return new RegExp(`^${pattern}/?$`).test(asked);
  });
}

/**
 * The API's own route list, as building the app registers it (api/src/routes.ts, about 5 s of compiling).
 * @returns {Array<{ method: string, url: string }>}
 */
export function apiRouteList() {
  const api = join(resolve(import.meta.dirname, '..', '..'), 'api');
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'src/routes.ts'], {
      cwd: api,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
}

/**
 * The source files of a folder, tests, test helpers and the surface itself aside.
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') && name !== 'public-surface.ts' ? [path] : [];
  });
}

/**
 * Every source file of a folder, read (named relative to `root`).
 * @param {string} dir
 * @param {string} root
 */
export const readSources = (dir, root) => sourceFiles(dir).map((file) => readSource(relative(root, file), readFileSync(file, 'utf8')));
