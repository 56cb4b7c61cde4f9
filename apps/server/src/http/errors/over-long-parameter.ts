import { restRoutes } from '@orrery/api';

/** The router's maxParamLength (Fastify's default): a longer path parameter matches no route. */
export const MAX_PATH_PARAMETER = 100;

export const PARAMETER_TOO_LONG = 'A path parameter is too long';

/** Each /api/v1 route with path parameters, as a pattern capturing them. */
const PATTERNS = restRoutes
  .filter((route) => route.path.includes(':'))
  .map((route) => ({
    method: route.method,
    pattern: new RegExp(`^/api/v1${route.path.replace(/:\w+/g, '([^/]+)')}$`),
  }));

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `path` would be an /api/v1 route but for a path parameter over MAX_PATH_PARAMETER
 * characters (decoded, as the router counts them). The router refuses those with 414, but a GET
 * first falls through to the web app's catch-all, whose not-found handler asks this to answer the
 * same 414.
 */
export function hasOverLongParameter(method: string, path: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return PATTERNS.some(
    (route) =>
      route.method === asked &&
      route.pattern
        .exec(path)
        ?.slice(1)
        .some((segment) => decoded(segment).length > MAX_PATH_PARAMETER) === true,
  );
}
