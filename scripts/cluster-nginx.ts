import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TEMPLATES = join(import.meta.dirname, '../deploy/nginx');
const TEMP_DIRS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** Debian's nginx (the package installs /usr/sbin/nginx, which is not on a non-root PATH). */
export function nginxBinary(): string {
  const candidates = [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('nginx not found: apt-get install nginx (or set NGINX to its path)');
  return found;
}

export interface NginxLayout {
  /** DATA_DIR/nginx: the prefix (-p) every relative path of the config resolves against. */
  prefix: string;
  /** Address nginx listens on: a port, or host:port. */
  listen: string;
  clientMaxBodyBytes: number;
  upstreamPorts: number[];
}

/** Renders krug.conf (one `server` line per process, `down` for those being restarted) and nginx.conf. */
export function renderNginx(layout: NginxLayout, down: ReadonlySet<number> = new Set()): string {
  mkdirSync(layout.prefix, { recursive: true });
  for (const d of TEMP_DIRS) mkdirSync(join(layout.prefix, 'tmp', d), { recursive: true });
  const servers = layout.upstreamPorts
    .map(
      (port, i) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s${down.has(i) ? ' down' : ''};`,
    )
    .join('\n');
  const krug = readFileSync(join(TEMPLATES, 'krug.conf.template'), 'utf8')
    .replace('{{SERVERS}}', servers)
    .replace('{{LISTEN}}', layout.listen)
    .replace('{{CLIENT_MAX_BODY_SIZE}}', String(layout.clientMaxBodyBytes));
  writeFileSync(join(layout.prefix, 'krug.conf'), krug);
  const main = join(layout.prefix, 'nginx.conf');
  writeFileSync(main, readFileSync(join(TEMPLATES, 'nginx.conf.template'), 'utf8'));
  return main;
}

const args = (layout: NginxLayout) => ['-p', `${layout.prefix}/`, '-c', join(layout.prefix, 'nginx.conf')];

interface Worker {
  pid: number;
  shuttingDown: boolean;
}

/** The master's worker processes (Linux `ps`), with whether each is an old one shutting down. */
function workersOf(master: number): Worker[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(master)], { encoding: 'utf8' });
  } catch {
    return []; // no children (ps exits 1)
  }
  return out
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => !!m && (m[2] ?? '').includes('worker process'))
    .map((m) => ({ pid: Number(m[1]), shuttingDown: (m[2] ?? '').includes('shutting down') }));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** nginx in the foreground (daemon off, its own prefix, errors to stderr): no root paths, no service. */
export function startNginx(layout: NginxLayout) {
  const bin = nginxBinary();
  renderNginx(layout);
  execFileSync(bin, [...args(layout), '-e', 'stderr', '-t', '-q'], { stdio: 'inherit' });
  const child: ChildProcess = spawn(bin, [...args(layout), '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    /**
     * Writes the config with `down` processes and reloads: resolves once new workers run the new
     * config and every old worker has stopped accepting (it only finishes what it holds).
     */
    async reload(down: ReadonlySet<number> = new Set()) {
      const master = child.pid as number;
      const old = new Set(workersOf(master).map((w) => w.pid));
      renderNginx(layout, down);
      execFileSync(bin, [...args(layout), '-e', 'stderr', '-t', '-q'], { stdio: 'inherit' });
      child.kill('SIGHUP');
      const until = Date.now() + 15_000;
      while (Date.now() < until) {
        const now = workersOf(master);
        const fresh = now.filter((w) => !old.has(w.pid) && !w.shuttingDown);
        const oldStillAccepting = now.filter((w) => old.has(w.pid) && !w.shuttingDown);
        if (fresh.length > 0 && oldStillAccepting.length === 0) return;
        await sleep(20);
      }
      throw new Error('nginx did not take the new configuration within 15 s');
    },
    /** Graceful stop (SIGQUIT: finish what is in flight), then SIGTERM after `graceMs`. */
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGTERM'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
export type Nginx = ReturnType<typeof startNginx>;
