/** @orrery/api — the game's tRPC routers, the /api/v1 route table and sessions. */
export { appRouter, type AppRouter } from './routers/app-router.js';
export { createCaller, type AppCaller } from './routers/caller.js';
export {
  createContextInner,
  createRequestContext,
  userFromAuthorization,
  type ApiConfig,
  type Context,
  type SessionUser,
} from './context.js';
export {
  DATABASE_UNAVAILABLE,
  READ_ONLY_MESSAGE,
  describeError,
  errorDetails,
  gameErrorToTRPC,
  unavailableToTRPC,
  type ErrorBody,
} from './errors.js';
export {
  SESSION_TTL_SECONDS,
  bearerToken,
  endSession,
  generateSessionSecret,
  issueSessionToken,
  loadSessionKey,
  readSessionToken,
  sessionKey,
  SessionSecretError,
  startSession,
  type SessionClaims,
  type SessionKey,
} from './session.js';
export {
  MAX_SIGN_IN_PER_BATCH,
  RateLimited,
  SIGN_IN_PROCEDURES,
  retryAfterOf,
  type AttemptCounter,
  type AttemptLimits,
  type LimitRule,
  type LimitVerdict,
} from './limits.js';
export { addressGroup } from './address-group.js';
export { galaxyVersion, galaxySnapshot, type GalaxySnapshot } from './galaxy-version.js';
export { restRoutes } from './rest/routes.js';
export { openApiDocument } from './rest/openapi.js';
export {
  defineRoute,
  type HttpMethod,
  type RestRequest,
  type RestRoute,
} from './rest/rest-route.js';
export type * from './game/core/views.js';
export type * from './game/social/social-views.js';
export type { Registration } from './game/accounts/accounts.js';
export { defineBinaryRoute } from './rest/rest-route.js';
export { loadMapData, mapKey, type MapData, type LoadProgress } from './map/map-data.js';
export { mapDataOf, currentMapData, GALAXY_NOT_READY } from './map/map-store.js';
export { keepReachIndex } from './game/reach/reach-store.js';
export { backfillCardShapes } from './game/operations/card-shape-backfill.js';
export { mapListJson } from './map/map-list.js';
export {
  labelsOf,
  manifestOf,
  mapDataAt,
  MAP_LABEL_SYSTEMS,
  MAP_STATIC_PATH,
} from './map/map-static.js';
export { octreeOf, octreePage } from './map/octree-store.js';
export {
  configureMapOctree,
  mapModeFor,
  DEFAULT_OCTREE_FROM,
  type MapOctreeSettings,
} from './map/octree-mode.js';
export { mapLabelsInput, mapVersionInput, societyInput, systemInput } from './inputs.js';
export type * from './map/map-views.js';
export { getMapDiscoveries, galaxyIdentity } from './map/map-discoveries.js';
export {
  inTransaction,
  onCommittedEvents,
  onGameEvent,
  publish,
  type CommitListener,
} from './events/bus.js';
export {
  liveSourceOf,
  serveLiveSource,
  type LiveMessage,
  type LiveRefusal,
  type LiveRequest,
  type LiveSource,
} from './events/live-source.js';
