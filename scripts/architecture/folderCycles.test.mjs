import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeCycle, folderCycles, folderGraph } from './folderCycles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A source tree from `path -> text`, removed after the test. */
function tree(/** @type {import('node:test').TestContext} */ t, /** @type {Record<string, string>} */ files) {
  const dir = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

test("the API's folders import one another one way only", () => {
  const graph = folderGraph(join(root, 'api', 'src'));
  assert.deepEqual(
    folderCycles(graph).map((cycle) => describeCycle(cycle, graph)),
    [],
  );
});

test('two folders leaning on each other through different files are a cycle, named with the files', (t) => {
  const dir = tree(t, {
    'bookings/index.ts': "import { storeMessage } from '../messages/thread.ts';\nexport const book = storeMessage;\n",
    'bookings/read.ts': 'export const loadBooking = 1;\n',
    'messages/thread.ts': 'export const storeMessage = 1;\n',
    'messages/index.ts': "import { loadBooking } from '../bookings/read.ts';\nexport const read = loadBooking;\n",
  });
  const graph = folderGraph(dir);
  const cycles = folderCycles(graph);
  assert.deepEqual(cycles, [['bookings', 'messages', 'bookings']]);
  const [cycle = []] = cycles;
  assert.match(describeCycle(cycle, graph), /bookings -> messages: bookings\/index\.ts imports messages\/thread\.ts/);
  assert.match(describeCycle(cycle, graph), /messages -> bookings: messages\/index\.ts imports bookings\/read\.ts/);
});

test('a type-only import and a file at the top of the tree take part; a cycle of three is found from each folder once', (t) => {
  const dir = tree(t, {
    'context.ts': "import type { Provider } from './payments/provider.ts';\nexport interface Context { p: Provider }\n",
    'payments/provider.ts': 'export interface Provider { mode: string }\n',
    'payments/index.ts': "import type { Context } from '../reviews/index.ts';\nexport type P = Context;\n",
    'reviews/index.ts': "export type { Context } from '../context.ts';\n",
  });
  assert.deepEqual(folderCycles(folderGraph(dir)), [['context.ts', 'payments', 'reviews', 'context.ts']]);
});

test("tests and the tests' support folder close no cycle; one-way imports are no cycle", (t) => {
  const dir = tree(t, {
    'app.ts': "import { book } from './bookings/index.ts';\nexport const app = book;\n",
    'bookings/index.ts': "import { store } from '../db/index.ts';\nexport const book = store;\n",
    'bookings/fixture.ts': "import { harness } from '../test/harness.ts';\nexport const fixture = harness;\n",
    'bookings/bookings.test.ts': "import { app } from '../app.ts';\nexport const t = app;\n",
    'db/index.ts': 'export const store = 1;\n',
    'db/db.test.ts': "import { book } from '../bookings/index.ts';\nexport const t = book;\n",
    'test/harness.ts': "import { app } from '../app.ts';\nexport const harness = app;\n",
  });
  const graph = folderGraph(dir);
  assert.deepEqual(folderCycles(graph), []);
  assert.deepEqual([...(graph.get('bookings')?.keys() ?? [])], ['db']);
});
