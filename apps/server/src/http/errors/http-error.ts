/** An error that carries the HTTP status it should answer with (Fastify reads `statusCode`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
