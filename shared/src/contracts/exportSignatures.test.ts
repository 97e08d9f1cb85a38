/** @jest-environment node */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Shared's API report, as Backstage keeps one per package: every export of `@marketplace/shared` with its
 * signature (a value's type; a type's members), read by the TypeScript checker from src/index.ts. A remote
 * built against one signature may meet another in the live shell under the same name, so a changed
 * signature moves shared's version as an added export does (runtimeExports.test.ts guards the names).
 * `npm run shared:version` (scripts/shared/version.mjs) moves the version as the change needs and rewrites
 * the report; `UPDATE_SHARED_EXPORTS=1 npx jest contracts` after a bump by hand does too.
 */
const ROOT = join(__dirname, '..', '..');
const REPORT = join(__dirname, 'exportSignatures.json');

interface Report {
  version: string;
  signatures: Record<string, string>;
}

const FLAGS = ts.TypeFormatFlags.NoTruncation;

function currentSignatures(): Record<string, string> {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const entry = join(ROOT, 'src', 'index.ts');
  const program = ts.createProgram([entry], { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const module = source && checker.getSymbolAtLocation(source);
  if (!source || !module) throw new Error('shared/src/index.ts is not a module');
  const text = (symbol: ts.Symbol, at: ts.Node) => checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, at), undefined, FLAGS);
  const signatures: Record<string, string> = {};
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const at = symbol.declarations?.[0] ?? source;
    if (symbol.flags & ts.SymbolFlags.Value) {
      signatures[exported.name] = text(symbol, at);
      continue;
    }
    // A type: an object type by its members (a member's own named types by name), anything else as written out.
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const members = type.flags & ts.TypeFlags.Union ? [] : type.getProperties();
    signatures[exported.name] = members.length
      ? `{ ${members.map((m) => `${m.name}${m.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${text(m, at)};`).join(' ')} }`
      : checker.typeToString(type, undefined, FLAGS | ts.TypeFormatFlags.InTypeAlias);
  }
  return Object.fromEntries(Object.entries(signatures).sort(([a], [b]) => (a < b ? -1 : 1)));
}

const versionParts = (version: string) => version.split('.').map(Number) as [number, number, number];
/** A changed signature needs at least a minor bump, as an added export does. */
const bumped = (from: string, to: string) => {
  const [fromMajor, fromMinor] = versionParts(from);
  const [toMajor, toMinor] = versionParts(to);
  return toMajor > fromMajor || (toMajor === fromMajor && toMinor > fromMinor);
};

test('each export of shared keeps the signature recorded for its version', () => {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const current = currentSignatures();
  if (process.env.SHARED_SURFACE_OUT)
    return writeFileSync(join(process.env.SHARED_SURFACE_OUT, 'signatures.json'), JSON.stringify(current));
  const write = () => writeFileSync(REPORT, `${JSON.stringify({ version, signatures: current }, null, 2)}\n`);
  if (!existsSync(REPORT) && process.env.UPDATE_SHARED_EXPORTS) return write();
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
  const changed = Object.keys(current).filter((name) => name in report.signatures && report.signatures[name] !== current[name]);
  const added = Object.keys(current).filter((name) => !(name in report.signatures));
  const removed = Object.keys(report.signatures).filter((name) => !(name in current));
  if (process.env.UPDATE_SHARED_EXPORTS && (changed.length || added.length || removed.length)) {
    if (!bumped(report.version, version)) throw new Error(`shared ${version}: changed signatures need a minor bump from ${report.version}`);
    return write();
  }
  expect({
    version: report.version,
    changed: changed.map((name) => ({ name, was: report.signatures[name], now: current[name] })),
    added,
    removed,
  }).toEqual({
    version,
    changed: [],
    added: [],
    removed: [],
  });
}, 120_000);
