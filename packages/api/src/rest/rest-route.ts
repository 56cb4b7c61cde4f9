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
  /** For the OpenAPI document: the statuses beyond 400/401 this route answers, and when. */
  errors?: Partial<Record<404 | 409 | 429, string>>;
  /** For the OpenAPI document: where the input comes from and its schema. */
  input?: { in: 'path' | 'query' | 'body'; schema: z.ZodObject };
  call(caller: AppCaller, request: RestRequest): Promise<unknown>;
  /**
   * The answer depends only on the request URL and the galaxy's state (its identity, rules and
   * discoveries; see galaxyVersion), never on the caller. The transport may then keep the serialized
   * body per URL and answer with an ETag until that state changes.
   */
  cacheable?: true;
}
