import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installDebianPackage, isRoot } from './debian-package';
import { freePort } from './free-port';

/**
 * A real nginx for the tests (Debian's nginx-light, installed as root when
 * missing), run in the foreground with its own config, prefix, pid and temp
 * folders in a temporary directory, on a free loopback port.
 */
export interface TestNginx {
  port: number;
  baseUrl: string;
  /** The config it runs with, for error messages and the README's example. */
  config: string;
  output: () => string;
  /** Has nginx read its configuration again (SIGHUP), as `systemctl reload nginx` does: it re-reads the map files. */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

export function nginxBinary(log: (s: string) => void = console.log): string {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx'].filter((p): p is string => !!p);
  for (const p of candidates) if (existsSync(p)) return p;
  if (installDebianPackage('nginx-light', log) && existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new Error(
    'No nginx found for the scale-out and static-export tests. Install it (Debian/Ubuntu: "sudo apt-get install nginx-light") or set NGINX_PATH.',
  );
}

/** Starts nginx with an `http { ... }` body written by `httpBlock(port, dir)`. */
export async function startNginx(
  httpBlock: (port: number, dir: string) => string,
  { log = console.log, port: fixedPort }: { log?: (s: string) => void; port?: number } = {},
): Promise<TestNginx> {
  const bin = nginxBinary(log);
  const dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, d));
  const port = fixedPort ?? (await freePort());
  const config = `${isRoot() ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; text/css css; application/javascript js mjs; application/json json; image/svg+xml svg; image/jpeg jpg jpeg; image/png png; image/webp webp; image/avif avif; video/mp4 mp4; application/pdf pdf; text/plain txt; application/xml xml; }
  default_type application/octet-stream;
${httpBlock(port, dir)}
}
`;
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const test = spawnSync(bin, ['-t', '-c', file, '-p', dir], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its test config:\n${test.stderr}\n${config}`);
  const proc = spawn(bin, ['-c', file, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (b) => (out = (out + b).slice(-5000)));
  proc.stderr!.on('data', (b) => (out = (out + b).slice(-5000)));
  const kill = () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  };
  process.once('exit', kill);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`nginx exited (code ${proc.exitCode}):\n${out}`);
    const up = await fetch(`${baseUrl}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      kill();
      throw new Error(`nginx did not answer on port ${port} within 15 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    baseUrl,
    config,
    output: () => out,
    async reload() {
      // Checked first, as a deploy would: a reload with a broken map keeps the old configuration and only logs.
      const check = spawnSync(bin, ['-t', '-c', file, '-p', dir], { encoding: 'utf8' });
      if (check.status !== 0) throw new Error(`nginx refused its configuration on reload:\n${check.stderr}`);
      proc.kill('SIGHUP');
    },
    async stop() {
      process.off('exit', kill);
      if (proc.exitCode === null && proc.signalCode === null) {
        // SIGQUIT is nginx's graceful stop; it exits at once with no open requests.
        proc.kill('SIGQUIT');
        await new Promise<void>((r) => {
          const t = setTimeout(() => {
            kill();
            r();
          }, 5000);
          proc.once('exit', () => {
            clearTimeout(t);
            r();
          });
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The load-balancing site block the scale-out test and the README's deployment example use. */
export function loadBalancer(port: number, upstreams: number[]): string {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n');
  return `  upstream site {
${servers}
  }
  # A resumable upload's parts go to the instance that holds its partial file: one instance per session.
  upstream site_by_session {
    hash $cookie_sid consistent;
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 320m;
    location /api/admin/uploads {
      proxy_pass http://site_by_session;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
    }
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      # An instance that is down or draining: try the next one.
      proxy_next_upstream error timeout http_502 http_503;
    }
  }`;
}

/** A static site from a folder, as a CDN or any static host serves the export: pretty URLs and the 404 page. */
export function staticSite(port: number, root: string): string {
  return `  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
    location /assets/ { expires max; }
    error_page 404 /404.html;
  }`;
}

const proxied = (upstream: string) => `proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      proxy_next_upstream error timeout http_502 http_503;`;

/**
 * The site with its static mirror (app/live/static-mirror.ts) served first: public
 * pages, the sitemap, robots.txt and the 404 page come from the mirror's
 * files (the .gz copy to a client that takes gzip), redirects (301) and
 * addresses gone for good (410) from its map files, so visitors never wait
 * on the application. The app answers only /api, /admin, /uploads, /assets
 * and any address the mirror does not hold (yet). A contact form posted
 * while no instance answers gets the mirror's offline page (503) with the
 * company's phone, WhatsApp and e-mail instead of a gateway error.
 */
export function mirrorFirst(port: number, upstreams: number[], mirror: string): string {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n');
  return `  map $uri $mirror_moved {
    default "";
    include ${mirror}/nginx/redirects.map;
  }
  map $uri $mirror_gone {
    default "";
    include ${mirror}/nginx/gone.map;
  }
  # Pages that read query parameters: with a query, the app renders them (the file is the page without one).
  map $uri $mirror_reads_query {
    default "";
    include ${mirror}/nginx/query-pages.map;
  }
  map "$mirror_reads_query:$args" $mirror_file {
    "~^1:." "/app-renders-this";
    default "/index.html";
  }
  upstream site {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 320m;
    root ${mirror};
    gzip_static on;
    location /api/ {
      ${proxied('site')}
    }
    location ~ ^/api/contact(/form)?$ {
      ${proxied('site')}
      proxy_intercept_errors on;
      # To a URI, not a named location: nginx then fetches the page with GET (a static file refuses a POST).
      error_page 502 503 504 =503 /offline.html;
    }
    location /admin { ${proxied('site')} }
    location /uploads/ { ${proxied('site')} }
    location /assets/ { ${proxied('site')} expires max; }
    # The mirror's own bookkeeping is not part of the site.
    location /nginx/ { return 404; }
    location = /mirror-position.json { return 404; }
    location / {
      if ($mirror_moved) { return 301 $mirror_moved$is_args$args; }
      if ($mirror_gone) { return 410; }
      add_header Cache-Control no-cache;
      # Not an "if" around try_files: inside one nginx serves the folder, not the file.
      try_files $uri$mirror_file $uri @app;
    }
    # The not-found page, with the status kept.
    location = /404.html { internal; }
    error_page 410 /404.html;
    location @app {
      ${proxied('site')}
      proxy_intercept_errors on;
      error_page 502 503 504 =404 /404.html;
    }
    location = /offline.html {
      internal;
      add_header Cache-Control no-store always;
    }
  }`;
}
