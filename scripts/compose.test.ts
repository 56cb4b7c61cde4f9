import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

// compose.yaml and ops/Caddyfile read as Docker Compose and Caddy would: the stack's services,
// their health and start order, where the secrets come from, and the proxy in front.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Service {
  image?: string;
  build?: string;
  env_file?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
}

const compose = load(read('compose.yaml')) as { services: Record<string, Service> };
const services = compose.services;
const servers = Object.entries(services).filter(([, service]) => service.build === '.');
const caddyfile = read('ops/Caddyfile');
/** The Caddyfile without its comments. */
const caddyDirectives = caddyfile.replace(/#.*$/gm, '');

/** Every [path, string] of a parsed YAML value. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

describe('compose.yaml', () => {
  it('runs PostgreSQL, Redis, two game servers built from the Dockerfile, and Caddy', () => {
    expect(services.postgres?.image).toMatch(/^postgres:\d+/);
    expect(services.redis?.image).toMatch(/^redis:\d+/);
    expect(services.caddy?.image).toMatch(/^caddy:2/);
    expect(servers.map(([name]) => name)).toHaveLength(2);
  });

  it('gives every service a health check, and starts each after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.healthcheck?.test?.[0], name).toMatch(/^CMD/);
    }
    for (const [name, server] of servers) {
      expect(server.depends_on, name).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      // Healthy means ready for traffic: the proxy starts once both servers are.
      expect(server.healthcheck!.test.join(' '), name).toContain('/readyz');
    }
    expect(services.caddy!.depends_on).toEqual(
      Object.fromEntries(servers.map(([name]) => [name, { condition: 'service_healthy' }])),
    );
  });

  it('points the servers at the stack database and Redis, with secrets from the env file', () => {
    for (const [name, server] of servers) {
      expect(server.environment!.DATABASE_URL, name).toMatch(
        /^postgres:\/\/\w+@postgres:5432\/\w+$/,
      );
      expect(server.environment!.REDIS_URL, name).toBe('redis://redis:6379');
      expect(server.env_file, name).toEqual(['orrery.env']);
      expect(
        server.volumes?.some((volume) => volume.endsWith(':/data')),
        name,
      ).toBe(true);
    }
    expect(services.postgres!.env_file).toEqual(['orrery.env']);
    // The env file itself is never committed.
    expect(execFileSync('git', ['check-ignore', 'orrery.env'], { cwd: ROOT }).toString()).toMatch(
      /orrery\.env/,
    );
  });

  it('commits no secret: no password in a URL, no literal value for a secret variable', () => {
    for (const [path, value] of strings(compose)) {
      expect(value, path).not.toMatch(/:\/\/[^/@\s:]+:[^/@\s]+@/);
      if (/(PASSWORD|SECRET|TOKEN|_KEY)$/i.test(path)) expect(value, path).toMatch(/^\$\{\w+/);
    }
    const example = read('ops/orrery.env.example');
    for (const line of example.split('\n').filter((l) => /^\w+=/.test(l))) {
      if (/^(\w*PASSWORD|JWT_SECRET|METRICS_TOKEN)=/.test(line)) expect(line).toMatch(/=$/);
    }
  });

  it('publishes only the proxy, over HTTPS, with the Caddyfile mounted', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'caddy') expect(service.ports, name).toBeUndefined();
    }
    expect(services.caddy!.ports).toEqual(expect.arrayContaining(['443:443', '443:443/udp']));
    expect(services.caddy!.volumes).toContain('./ops/Caddyfile:/etc/caddy/Caddyfile:ro');
  });
});

describe('ops/Caddyfile', () => {
  it('balances both game servers, asks them /readyz, and flushes streams at once', () => {
    const proxy = /reverse_proxy\s+([^{]+)\{([^}]*)\}/.exec(caddyDirectives);
    expect(proxy).not.toBeNull();
    const upstreams = proxy![1]!.trim().split(/\s+/);
    expect(upstreams.sort()).toEqual(servers.map(([name]) => `${name}:3000`).sort());
    const options = proxy![2]!;
    expect(options).toMatch(/^\s*lb_policy\s+\S+/m);
    expect(options).toMatch(/^\s*health_uri\s+\/readyz\s*$/m);
    expect(options).toMatch(/^\s*flush_interval\s+-1\s*$/m);
  });

  it('serves HTTP/2 and never compresses (an event stream must not be)', () => {
    expect(caddyDirectives).toMatch(/protocols\s+[^\n]*\bh2\b/);
    expect(caddyDirectives).not.toMatch(/^\s*encode\b/m);
  });
});
