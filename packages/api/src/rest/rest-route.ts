import type { z } from 'zod';
import type { AppCaller } from '../caller.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The parts of an HTTP request a REST route hands to its procedure. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/**
 * One row of spec section 7: an HTTP method and path over a tRPC procedure. The procedure validates
 * its input and enforces sessions; the row only says where each input field comes from.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Under /api/v1, with `:name` path parameters. */
  path: string;
  summary: string;
  /** Needs `Authorization: Bearer <token>`. */
  auth: boolean;
  /** Status of a success (200 unless said). */
  status?: number;
  /** For the OpenAPI document: where the input comes from and its schema. */
  input?: { in: 'path' | 'query' | 'body'; schema: z.ZodObject };
  call(caller: AppCaller, request: RestRequest): Promise<unknown>;
  /**
   * For a heavy read that changes rarely: a cheap version of its data. The transport may then
   * answer with an ETag and keep the serialized (and compressed) body until the version changes.
   */
  version?(caller: AppCaller): Promise<string>;
}
