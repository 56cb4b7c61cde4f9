import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The policy the built web app runs under: its own scripts only; inline style attributes (React and
 * three.js set them); data:/blob: images and blob: workers (canvas snapshots, three.js loaders).
 * WebGL itself needs nothing special. `upgrade-insecure-requests` is off because TLS, when there is
 * one, ends at a proxy in front of this server.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // No page of ours is ever framed: the same answer as the CSP's frame-ancestors 'none'.
  frameguard: { action: 'deny' },
};

const HSTS = 'strict-transport-security';

/**
 * The headers helmet sets. They do not vary by request (no CSP nonces), so helmet runs once, on a
 * probe, and every response then gets the same headers in one call — helmet's per-request
 * middleware chain was a measurable share of a cached read's cost.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const response = await probe.inject('/');
  await probe.close();
  const {
    'content-type': _type,
    'content-length': _length,
    date: _date,
    connection: _connection,
    ...security
  } = response.headers;
  return Object.fromEntries(Object.entries(security).map(([name, value]) => [name, String(value)]));
}

/**
 * What an answer of the API (JSON, or the static map's bytes) needs of them: no sniffing it into
 * something else, no framing, no use by other sites' pages, no referrer. The page policy (a CSP of
 * about 300 bytes, and headers about how pages run) means nothing to a client reading JSON, and
 * sending it was a measurable share of a cached read.
 */
export const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/trpc/');

/**
 * HSTS is sent only on answers to HTTPS requests: over plain HTTP a browser ignores it, and it would
 * claim a promise this server does not keep. Behind a proxy that ends TLS, the request counts as
 * HTTPS when a trusted proxy (TRUST_PROXY) says so in X-Forwarded-Proto.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    const { [HSTS]: hsts, ...headers } = await helmetHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApi(request.url) ? API_HEADERS : headers);
      if (hsts !== undefined && request.protocol === 'https') reply.header(HSTS, hsts);
      done();
    });
  },
  { name: 'security-headers' },
);
