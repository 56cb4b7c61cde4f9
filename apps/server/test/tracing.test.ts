import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '@orrery/db/testing';
import { newPlayer } from './support/players.js';
import { databaseForServerProcesses } from './support/process-database.js';
import {
  buildServerOnce,
  MAIN,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process.js';
import { httpTransport } from './support/transports.js';

// OpenTelemetry from the standard OTEL_* variables: a real server process sends its spans to a
// local OTLP/HTTP receiver (JSON); without the variables it loads none of the SDK.

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

const dir = mkdtempSync(join(tmpdir(), 'orrery-tracing-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_PATH: join(dir, 'orrery.db'),
  MAIL_DIR: join(dir, 'mail'),
  JWT_SECRET: 'tracing-test-secret-that-is-long-enough',
  PORT: '0',
  HOST: '127.0.0.1',
  GALAXY_SEED: 'tracing-test',
  GALAXY_SIZE: '300',
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
  WARM_UP_REQUESTS: '0',
  WEB_DIST: join(dir, 'no-web-build'),
};
for (const name of Object.keys(env)) if (name.startsWith('OTEL_')) delete env[name];
databaseForServerProcesses(env, dir);
beforeAll(buildServerOnce, 240_000);

const spans: OtlpSpan[] = [];
let receiver: Server;
let receiverUrl: string;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of body.resourceSpans) {
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => receiver?.close());

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
};

/** Waits until the receiver holds spans `found` accepts (the exporter sends in batches). */
async function received(found: (all: OtlpSpan[]) => boolean): Promise<void> {
  for (let i = 0; i < 200 && !found(spans); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({
      ...env,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '50',
      OTEL_METRICS_EXPORTER: 'none',
      OTEL_LOGS_EXPORTER: 'none',
    });
  }, 60_000);
  afterAll(async () => {
    if (server) await stopServerProcess(server.child);
  });

  it('sends a span for a request, with its database statements as its descendants', async () => {
    expect(server.messages).toContain(
      'tracing on (OpenTelemetry, configured by the OTEL_* variables)',
    );
    const send = httpTransport(server.baseUrl);
    const player = await newPlayer(send);
    const isRegister = (span: OtlpSpan) =>
      span.name === 'request' && attribute(span, 'url.path') === '/api/v1/auth/register';
    const inserts = (all: OtlpSpan[]) => {
      const register = all.find(isRegister);
      return all.filter(
        (span) =>
          register !== undefined &&
          span.traceId === register.traceId &&
          attribute(span, 'db.operation.name') === 'INSERT',
      );
    };
    await received((all) => inserts(all).length > 0);
    const register = spans.find(isRegister);
    expect(register).toBeDefined();
    expect(attribute(register!, 'http.response.status_code')).toBe('201');
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const statements = inserts(spans);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(attribute(statement, 'db.system.name')).toBe(
        env.DATABASE_URL === undefined ? 'sqlite' : 'postgresql',
      );
      expect(attribute(statement, 'db.query.text')).toMatch(/^insert into /i);
      // Up the parents, the register request.
      let up: OtlpSpan | undefined = statement;
      while (up && up.spanId !== register!.spanId) up = byId.get(up.parentSpanId ?? '');
      expect(up?.spanId).toBe(register!.spanId);
    }
    // The password never reaches a span: statements carry placeholders, not values.
    expect(JSON.stringify(spans)).not.toContain(player.password);
  });

  it('sends a span for each mail the outbox sends', async () => {
    const send = httpTransport(server.baseUrl);
    const player = await newPlayer(send);
    const forgot = await send({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      body: { email: player.email },
    });
    expect(forgot.status).toBe(200);
    await received((all) => all.some((span) => span.name === 'mail send'));
    const mail = spans.find((span) => span.name === 'mail send');
    expect(mail).toBeDefined();
    expect(attribute(mail!, 'orrery.mail.transport')).toBe(`files in ${env.MAIL_DIR}`);
  });
});

describe('without OTEL_* variables', () => {
  it('starts without loading the SDK or the Fastify instrumentation', async () => {
    // A resolve hook records every module the process asks for.
    const record = join(dir, 'resolved.txt');
    writeFileSync(record, '');
    const hooks = join(dir, 'record-hooks.mjs');
    writeFileSync(
      hooks,
      `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  appendFileSync(${JSON.stringify(record)}, specifier + '\\n');
  return next(specifier, context);
}`,
    );
    const register = join(dir, 'register-hooks.mjs');
    writeFileSync(
      register,
      `import { register } from 'node:module';
register(${JSON.stringify(pathToFileURL(hooks).href)});`,
    );
    const server = await startServerProcess({
      ...env,
      NODE_OPTIONS: `--import ${pathToFileURL(register).href}`,
    });
    try {
      expect(server.messages.some((m) => m.startsWith('tracing on'))).toBe(false);
      const resolved = readFileSync(record, 'utf8').split('\n');
      // The hook saw the server's own modules …
      expect(resolved.some((specifier) => specifier.endsWith('/main.js'))).toBe(true);
      // … and none of the tracing ones.
      expect(resolved.filter((s) => /sdk-node|@fastify\/otel|tracing-sdk/.test(s))).toEqual([]);
    } finally {
      await stopServerProcess(server.child);
    }
  });
});

// Read before the database is opened: these starts fail alike on either dialect, so the SQLite
// project alone runs them.
describe.runIf(testDialect === 'sqlite')('a malformed OTEL_* variable', () => {
  it.each([
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'not a url'],
    ['OTEL_TRACES_EXPORTER', 'jaegr'],
    ['OTEL_EXPORTER_OTLP_PROTOCOL', 'udp'],
  ])('%s=%s stops the start with one line naming it', async (name, value) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...env, [name]: value },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'close')) as [number];
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${name}: `));
  });
});
