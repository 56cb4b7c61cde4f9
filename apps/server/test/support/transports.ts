import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with a JSON content type (for malformed bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
  json(): any;
}

export type Send = (request: ApiRequest) => Promise<ApiResponse>;

function requestParts(request: ApiRequest) {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
  let payload: string | undefined;
  if (request.rawBody !== undefined) payload = request.rawBody;
  else if (request.body !== undefined) payload = JSON.stringify(request.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  return { method: request.method ?? 'GET', headers, payload };
}

function response(status: number, headers: Record<string, string>, text: string): ApiResponse {
  return { status, headers, text, json: () => JSON.parse(text) };
}

/** Requests through Fastify's inject (no socket). */
export function injectTransport(app: FastifyInstance): Send {
  return async (request) => {
    const { method, headers, payload } = requestParts(request);
    const reply = await app.inject({ method, url: request.url, headers, payload });
    const flat = Object.fromEntries(
      Object.entries(reply.headers).map(([name, value]) => [name, String(value)]),
    );
    return response(reply.statusCode, flat, reply.body);
  };
}

/** Requests over real HTTP to a listening app. */
export function httpTransport(baseUrl: string): Send {
  return async (request) => {
    const { method, headers, payload } = requestParts(request);
    const reply = await fetch(baseUrl + request.url, { method, headers, body: payload });
    return response(reply.status, Object.fromEntries(reply.headers), await reply.text());
  };
}

/** Listens on a random port of 127.0.0.1 and answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}
