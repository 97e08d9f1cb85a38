// A throw-away PostgreSQL server on a loopback port (Debian's postgresql package), for the API
// suite on PostgreSQL and the load bench. Stopped and deleted afterwards, whatever happens.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './static.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed PostgreSQL's bin folder, or null when none is installed. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

/**
 * Runs `fn` with the URL of a fresh, empty PostgreSQL server and returns what it returns; the
 * server is stopped and its folder deleted afterwards, when `fn` throws too.
 * @template T
 * @param {(databaseUrl: string) => T | Promise<T>} fn
 * @param {{ output?: 'inherit' | 'ignore' }} [options] where the server tools' output goes
 * @returns {Promise<T>}
 */
export async function withThrowawayPostgres(fn, options = {}) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'mkt-pg-'));
  const port = await freePort();
  // postgres refuses to run as root: run it as the postgres user Debian's package creates.
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot)
    chownSync(
      dir,
      Number(spawnSync('id', ['-u', 'postgres']).stdout.toString()),
      Number(spawnSync('id', ['-g', 'postgres']).stdout.toString()),
    );
  /**
   * @param {string} exe
   * @param {string[]} args
   */
  const pg = (exe, args) => {
    const [command, ...rest] = isRoot ? ['runuser', '-u', 'postgres', '--', join(bin, exe), ...args] : [join(bin, exe), ...args];
    const result = spawnSync(command, rest, { stdio: options.output ?? 'inherit' });
    if (result.status !== 0) throw new Error(`${exe} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  };
  const data = join(dir, 'data');
  try {
    pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
    pg('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -h 127.0.0.1 -k ${dir} -F`, 'start']);
    try {
      return await fn(`postgres://postgres@127.0.0.1:${port}/postgres`);
    } finally {
      pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
