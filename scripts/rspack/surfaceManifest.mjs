// The public surface a remote's build carries (issue 41, item 4): what its src/public-surface.ts declares
// (checked against its code by surfaces.test.mjs), with the types spelt out as TypeScript's checker sees them
// at build time: each exposed module's props, and the payload of each event it emits and hears (shared's
// EventMap). It is written beside the remote's files as public-surface.json, so the release console can compare
// the surface of what is really live with a candidate's (release/surface.mjs) without the source at hand.
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { readSources, remoteBusEvents, sharedBusReach } from './surfaceReader.mjs';

/** The file a remote's build writes its surface to, and the release package reads it from. */
export const SURFACE_FILE = 'public-surface.json';
/** How deep a type is spelt out; anything deeper keeps its name. */
const MAX_DEPTH = 4;

/**
 * A type in words, structurally: an object's (or intersection's) properties and a union's members, sorted
 * (their order is no change), an array's element; a named type's own name only past MAX_DEPTH, so a change inside
 * `Notification` shows as a change of the event that carries it.
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 * @param {number} depth
 * @returns {string}
 */
function shapeOf(checker, type, depth) {
  // Sorted: the checker's order of a union's members is the order it met them, which differs between builds.
  if (type.isUnion()) {
    const members = new Set(type.types.map((member) => shapeOf(checker, member, depth)));
    // The checker keeps `boolean` as false | true.
    if (members.delete('false') && members.delete('true')) members.add('boolean');
    return [...members].sort().join(' | ');
  }
  const name = type.getSymbol()?.getName();
  if (name === 'Array' || name === 'ReadonlyArray') {
    const [element] = checker.getTypeArguments(/** @type {ts.TypeReference} */ (type));
    return element ? `${name === 'ReadonlyArray' ? 'readonly ' : ''}(${shapeOf(checker, element, depth + 1)})[]` : 'unknown[]';
  }
  if (checker.isTupleType(type))
    return `[${checker
      .getTypeArguments(/** @type {ts.TypeReference} */ (type))
      .map((element) => shapeOf(checker, element, depth + 1))
      .join(', ')}]`;
  const structured = (type.flags & ts.TypeFlags.Object) !== 0 || type.isIntersection();
  if (!structured || depth >= MAX_DEPTH || type.getCallSignatures().length > 0 || isLibraryType(type))
    return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  const properties = checker.getPropertiesOfType(type);
  if (properties.length === 0) return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  const fields = properties
    .map((property) => {
      const optional = (property.getFlags() & ts.SymbolFlags.Optional) !== 0;
      const propertyType = checker.getTypeOfSymbol(property);
      return `${property.getName()}${optional ? '?' : ''}: ${shapeOf(checker, optional ? checker.getNonNullableType(propertyType) : propertyType, depth + 1)}`;
    })
    .sort();
  return `{ ${fields.join('; ')} }`;
}

/**
 * A type the language or a library declares (Promise, Date, a React type): its name says it all.
 * @param {ts.Type} type
 */
const isLibraryType = (type) =>
  // An anonymous type a library builds (zod's inferred objects) is spelt out like ours.
  !type.getSymbol()?.getName().startsWith('__') &&
  (type.getSymbol()?.getDeclarations() ?? []).some((declaration) => {
    const file = declaration.getSourceFile().fileName;
    return file.includes('/node_modules/') || /\/lib\.[\w.]*\.d\.ts$/.test(file);
  });

/**
 * The strings of `export const <name> = [...]`, or null when the surface has no such list.
 * @param {ts.SourceFile} source
 * @param {string} name
 */
function listOf(source, name) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name || !declaration.initializer) continue;
      let value = declaration.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (ts.isArrayLiteralExpression(value)) return value.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
    }
  }
  return null;
}

/**
 * @typedef {{
 *   schemaVersion: number, remote: string, exposes: Record<string, string>, emits: Record<string, string>,
 *   hears: Record<string, string>, places: string[], apiCalls: string[],
 * }} PublicSurface each exposed module with its props' type, each event with its payload's type, the other
 *   remotes' modules it places, and its API calls (`METHOD api/path`)
 */

/**
 * A remote's public surface as its build carries it.
 * @param {string} remoteDir the remote's package folder
 * @returns {PublicSurface}
 */
export function surfaceOf(remoteDir) {
  const file = join(remoteDir, 'src', 'public-surface.ts');
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} could not be read`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${file} is not a module`);
  const exports = checker.getExportsOfModule(moduleSymbol);
  /** @type {(name: string) => ts.Symbol | undefined} */
  const exported = (name) => exports.find((s) => s.getName() === name);
  const remote = listOfConst(source, 'REMOTE');
  if (!remote) throw new Error(`${file} exports no REMOTE`);

  /** @type {Record<string, string>} */
  const exposes = {};
  const exposesSymbol = exported('Exposes');
  if (exposesSymbol) {
    const type = checker.getDeclaredTypeOfSymbol(exposesSymbol);
    for (const property of checker.getPropertiesOfType(type))
      exposes[property.getName()] = shapeOf(checker, checker.getTypeOfSymbol(property), 0);
  }

  // The payload of an event is EventMap[event], as `bus.emit` and `bus.on` type it.
  const eventMapSymbol = program
    .getSourceFiles()
    .flatMap((f) => (f.fileName.includes('/shared/src/events/') ? [checker.getSymbolAtLocation(f)] : []))
    .flatMap((moduleSymbol) => (moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []))
    .find((s) => s.getName() === 'EventMap');
  const eventMap = eventMapSymbol ? checker.getDeclaredTypeOfSymbol(eventMapSymbol) : null;
  /** @param {string[]} events */
  const payloads = (events) =>
    Object.fromEntries(
      [...events].sort().map((event) => {
        const property = eventMap?.getProperty(event);
        return [event, property ? shapeOf(checker, checker.getTypeOfSymbol(property), 0) : 'unknown'];
      }),
    );

  return {
    schemaVersion: 1,
    remote,
    exposes,
    emits: payloads(listOf(source, 'emits') ?? []),
    hears: payloads(listOf(source, 'hears') ?? []),
    places: [...(listOf(source, 'places') ?? [])].sort(),
    apiCalls: [...(listOf(source, 'API_CALLS') ?? [])].sort(),
  };
}

/**
 * The string of `export const <name> = '...'`, or null.
 * @param {ts.SourceFile} source
 * @param {string} name
 */
function listOfConst(source, name) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === name &&
        declaration.initializer &&
        ts.isStringLiteralLike(declaration.initializer)
      )
        return declaration.initializer.text;
    }
  }
  return null;
}

/**
 * The events a shell build emits and hears (its own `bus` calls and those of shared's helpers it uses), so a
 * remote's contract diff knows what the page's frame sends and listens to.
 * @param {string} shellDir
 * @returns {{ schemaVersion: number, remote: 'shell', emits: string[], hears: string[] }}
 */
export function shellSurfaceOf(shellDir) {
  const root = resolve(shellDir, '..');
  const { emits, hears } = remoteBusEvents(
    readSources(join(shellDir, 'src'), root),
    sharedBusReach(readSources(join(root, 'shared', 'src'), root)),
  );
  return { schemaVersion: 1, remote: 'shell', emits: [...emits].sort(), hears: [...hears].sort() };
}
