/**
 * Per-user remote overrides: a tester loads one remote from another URL without touching the
 * registry (`?override=<remote>@<url of mf-manifest.json>`, remembered in localStorage). Only origins
 * on the allow-list are accepted, so a crafted link cannot make a visitor's browser run foreign code.
 */

export const OVERRIDE_PARAM = 'override';
export const OVERRIDES_STORAGE_KEY = 'mfe:overrides';

export interface RemoteOverride {
  remote: string;
  url: string;
}

export interface RefusedOverride {
  value: string;
  reason: string;
}

export interface OverrideResolution {
  active: RemoteOverride[];
  refused: RefusedOverride[];
}

// scheme://[*.]host[:port|:*] — host may be a bracketed IPv6 address.
const PATTERN = /^(?:(https?):\/\/)?(\*\.)?(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\*|\d{1,5}))?\/?$/i;
const REMOTE_NAME = /^[a-z0-9][a-z0-9_-]*$/i;
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/**
 * Whether `url`'s origin is allowed by one of `patterns`. A pattern is an origin whose host may start
 * with `*.` (any subdomain, not the bare domain) and whose port may be `*` (any port); without a port
 * only the scheme's default port matches; without a scheme, https is assumed.
 */
export function isAllowedOrigin(url: string, patterns: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const scheme = target.protocol.replace(/:$/, '');
  if (scheme !== 'http' && scheme !== 'https') return false;
  const host = target.hostname.toLowerCase();
  const port = target.port || DEFAULT_PORTS[scheme];
  return patterns.some((pattern) => {
    const match = PATTERN.exec(pattern.trim());
    if (!match) return false;
    const [, patternScheme = 'https', wildcard, patternHost = '', patternPort] = match;
    if (patternScheme.toLowerCase() !== scheme) return false;
    const base = patternHost.toLowerCase();
    const hostMatches = wildcard ? host.endsWith(`.${base}`) && host.length > base.length + 1 : host === base;
    if (!hostMatches) return false;
    if (patternPort === '*') return true;
    return (patternPort ?? DEFAULT_PORTS[scheme]) === port;
  });
}

/** Splits `<remote>@<url>`; the remote name cannot hold '@', the URL may. */
export function parseOverride(value: string): RemoteOverride | null {
  const at = value.indexOf('@');
  if (at <= 0) return null;
  const remote = value.slice(0, at).trim();
  const url = value.slice(at + 1).trim();
  if (!REMOTE_NAME.test(remote)) return null;
  try {
    new URL(url);
  } catch {
    return null;
  }
  return { remote, url };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/**
 * Decides which overrides apply: the stored ones, then those of the link (a later one for the same
 * remote wins). Stored ones are checked again, so narrowing the allow-list also drops them.
 */
export function resolveOverrides(
  params: readonly string[],
  stored: readonly RemoteOverride[],
  allowedOrigins: readonly string[],
): OverrideResolution {
  const active = new Map<string, RemoteOverride>();
  const refused: RefusedOverride[] = [];
  const candidates = [
    ...stored.map((o) => ({ value: `${o.remote}@${o.url}`, parsed: o })),
    ...params.map((value) => ({ value, parsed: parseOverride(value) })),
  ];
  for (const { value, parsed } of candidates) {
    if (!parsed) {
      refused.push({ value, reason: `Override refused: '${value}' is not <remote>@<manifest URL>` });
    } else if (!isAllowedOrigin(parsed.url, allowedOrigins)) {
      refused.push({ value, reason: `Override refused: ${originOf(parsed.url)} is not an allowed origin` });
    } else {
      active.set(parsed.remote, parsed);
    }
  }
  return { active: [...active.values()], refused };
}

export function readStoredOverrides(storage: Storage): RemoteOverride[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (o: Partial<Record<keyof RemoteOverride, unknown>> | null): o is RemoteOverride =>
        !!o && typeof o.remote === 'string' && typeof o.url === 'string',
    );
  } catch {
    return [];
  }
}

export function writeStoredOverrides(storage: Storage, overrides: readonly RemoteOverride[]): void {
  if (overrides.length === 0) storage.removeItem(OVERRIDES_STORAGE_KEY);
  else storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
}
