// nginx in front: the web origin, the remotes' CDN and the API (and its WebSocket) by proxy_pass,
// with the headers the Node servers send, written from the same settings. For more than one machine;
// the Node servers (web.mjs, cdn.mjs) stay the embedded default.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { CDN_HEADERS } from './cdn.mjs';
import { GLYPHS_DIR } from './web.mjs';
import { BOOT_PLANS } from '../../shared/src/config/bootPlans.cjs';

/** The paths of the pages a remote shows first, as one PCRE for nginx's location (a `/` needs no escape there). */
const REMOTE_PAGES = BOOT_PLANS.map((plan) => `(?:${plan.pattern.source.replaceAll('\\/', '/')})`).join('|');

/** How long nginx keeps an idle connection to an API node (seconds). */
const UPSTREAM_KEEPALIVE_S = 2;

export const nginxPath = () => process.env.NGINX_PATH || '/usr/sbin/nginx';

/** The shell's content-hashed files (web.mjs's CONTENT_HASHED): cached for a year, never revalidated. */
const CONTENT_HASHED = String.raw`\.[0-9a-f]{8}\.(?:js|css|png|jpe?g|gif|svg|webp|webm|woff2?)$`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Text worth compressing, as the Node servers choose (static.mjs). */
const COMPRESSIBLE =
  'text/plain text/css application/javascript application/json image/svg+xml application/manifest+json text/xml application/x-protobuf';

/**
 * @param {Record<string, string>} headers
 * @returns {string} add_header lines; `always`, so errors carry them too. nginx drops a server's
 * add_header in any location that has its own, so every location repeats them.
 */
const addHeaders = (headers) =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} ${quote(value)} always;`)
    .join('\n      ');

/** @param {string} value */
const quote = (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/** @param {number} port */
const listen = (port) => `listen 127.0.0.1:${port};\n    listen [::1]:${port};`;

/**
 * @typedef {{
 *   prefix: string, webPort: number, cdnPort: number, apiPort: number,
 *   apiNodes: string[], configOrigin: string,
 *   shellDist: string, releasesDir: string, registryFile: string,
 *   webHeaders: Record<string, string>, workerProcesses?: number | 'auto', user?: string,
 * }} NginxSettings
 */

/**
 * The configuration. `apiNodes` are the API processes (host:port) it balances; `configOrigin` is the
 * Node web origin that signs each /config.json's page-load token (an HMAC nginx cannot make).
 * @param {NginxSettings} s
 * @returns {string}
 */
export function nginxConfig(s) {
  const web = addHeaders(s.webHeaders);
  const cdn = addHeaders(CDN_HEADERS);
  return `# Written by \`npm run serve:nginx\` (scripts/platform/nginx.mjs) from the product's settings: edit those, not this.
${s.user ? `user ${s.user};\n` : ''}worker_processes ${s.workerProcesses ?? 'auto'};
pid ${s.prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  charset_types text/css text/plain application/javascript application/json image/svg+xml;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${s.prefix}/tmp/body;
  proxy_temp_path ${s.prefix}/tmp/proxy;
  fastcgi_temp_path ${s.prefix}/tmp/fastcgi;
  uwsgi_temp_path ${s.prefix}/tmp/uwsgi;
  scgi_temp_path ${s.prefix}/tmp/scgi;
  # Each line names nginx's request and the API's (X-Request-Id), which the browser's error reports carry.
  log_format roofline '$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent $request_time '
                      'nginx=$request_id api=$upstream_http_x_request_id upstream=$upstream_addr';
  access_log ${s.prefix}/access.log roofline;

  gzip on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_types ${COMPRESSIBLE};

  # The map home opened without a search of its own gets its page with the introduction prerendered.
  map $args $home_page {
    "" /home.html;
    default /index.html;
  }

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  upstream api_nodes {
    # No node is ever set aside for a while (max_fails=0): one that is down, starting (it opens its port
    # only once ready) or draining refuses a connection at once, and each request passes to the next; with
    # max_fails, a failure on each node within fail_timeout left none, and nginx answered 502 for seconds.
${s.apiNodes.map((node) => `    server ${node} max_fails=0;`).join('\n')}
    keepalive 32;
    # Shorter than a node's own (API_KEEP_ALIVE_TIMEOUT_MS, 5 s) and than a draining node's linger
    # (API_DRAIN_LINGER_MS, 3 s): nginx closes an idle connection before the node would, never the node
    # under a request nginx is sending (a POST it could not retry, answered 502).
    keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;
  }

  # The web origin: the shell, the registry, /config.json.
  server {
    ${listen(s.webPort)}
    root ${s.shellDist};
    disable_symlinks on;

    location ~ /\\. {
      ${web}
      return 404;
    }
    location = /config.json {
      # Signed per page load by the Node web origin, which also sends the security headers; it limits
      # tokens per visitor address, which only nginx knows (set here, never taken from the client).
      proxy_pass ${s.configOrigin};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
    }
    location ^~ /preview/ {
      # Preview links are checked (an HMAC) and set their cookie at the Node web origin.
      proxy_pass ${s.configOrigin};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
    location = /registry/remotes.json {
      alias ${s.registryFile};
      default_type application/json;
      charset utf-8;
      ${web}
      add_header Cache-Control "no-store" always;
      error_page 404 = @no_registry;
    }
    location @no_registry {
      default_type application/json;
      ${web}
      add_header Cache-Control "no-store" always;
      return 200 '{"remotes":{}}';
    }
    # The street map's glyphs (shell/map-glyphs): a font stack's range never changes its bytes.
    location /map-glyphs/ {
      alias ${GLYPHS_DIR};
      types { application/x-protobuf pbf; }
      if ($uri !~ "\\.pbf$") {
        return 404;
      }
      ${web}
      add_header Cache-Control "${IMMUTABLE}";
    }
    location ~ "${CONTENT_HASHED}" {
      ${web}
      add_header Cache-Control "${IMMUTABLE}";
      try_files $uri =404;
    }
    location / {
      ${web}
      add_header Cache-Control "no-cache";
      try_files $uri @page;
    }
    # The pages a remote shows first (shared's boot plans): the Node web origin names the remote's first
    # files in their HTML (pagePreloads.mjs) and serves their preview (an advert's with its first photo).
    location ~ "${REMOTE_PAGES}" {
      proxy_pass ${s.configOrigin};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
    # The map home without a query: the page whose HTML already holds its introduction's headline.
    location = / {
      ${web}
      add_header Cache-Control "no-cache";
      try_files $home_page /index.html =404;
    }
    location = /index.html {
      ${web}
      add_header Cache-Control "no-cache";
    }
    # History-style routes: a path without a file extension is a page of the app.
    location @page {
      ${web}
      add_header Cache-Control "no-cache";
      if ($uri ~ "\\.[^/]*$") {
        return 404;
      }
      rewrite ^ /index.html break;
    }
  }

  # The remotes' CDN: <remote>.localhost serves that remote's immutable version folders.
  server {
    ${listen(s.cdnPort)}
    server_name ~^(?<remote>mfe-[a-z0-9-]+)\\.localhost$;
    root ${s.releasesDir};
    disable_symlinks on;

    location ~ /\\. {
      ${cdn}
      return 404;
    }
    location ~ "^/[^/]+/." {
      ${cdn}
      if ($request_method = OPTIONS) {
        ${cdn}
        add_header Access-Control-Allow-Methods "GET, HEAD";
        add_header Access-Control-Allow-Headers "*";
        add_header Access-Control-Max-Age "86400";
        return 204;
      }
      add_header Cache-Control "${IMMUTABLE}";
      try_files /$remote$uri =404;
    }
    location / {
      ${cdn}
      return 404;
    }
  }

  # The API and its Pusher WebSocket (/app/<key>), over every API node.
  server {
    ${listen(s.apiPort)}
    # The API enforces its own limits (30 photos of 10 MB); nginx only stops the absurd.
    client_max_body_size 320m;

    location / {
      proxy_pass http://api_nodes;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # A WebSocket is quiet for up to two minutes between pusher-js's pings.
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      # A node that refuses connections (stopped, starting, draining) is skipped for another; one on a
      # machine that does not answer at all, after 2 s.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/**
 * Writes the configuration under `settings.prefix` and runs nginx in the foreground; resolves once it
 * listens, with a stop function (SIGQUIT: nginx's graceful shutdown).
 * @param {NginxSettings} settings
 * @returns {Promise<{ stop: () => Promise<void>, output: () => string, accessLog: () => string, confFile: string }>}
 */
export async function startNginx(settings) {
  for (const dir of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi'])
    mkdirSync(join(settings.prefix, dir), { recursive: true });
  const confFile = join(settings.prefix, 'nginx.conf');
  // Started by root, nginx's workers would switch to www-data, which cannot read a private folder: they
  // run as whoever owns the files (otherwise nginx ignores the directive).
  const user = process.getuid?.() === 0 ? userInfo().username : undefined;
  writeFileSync(confFile, nginxConfig({ user, ...settings }));
  const child = spawn(nginxPath(), ['-p', settings.prefix, '-e', 'stderr', '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Its error log (stderr) for a while back: what a failed start or a bench asks about.
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output = (output + chunk.toString()).slice(-64_000)));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  child.once('error', (error) => (output += `\n${error.message}`));
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null || tries > 100) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start (${nginxPath()}):\n${output}`);
    }
    const up = await fetch(`http://127.0.0.1:${settings.webPort}/registry/remotes.json`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    confFile,
    output: () => output,
    accessLog: () => readFileSync(join(settings.prefix, 'access.log'), 'utf8'),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
