import { GAME_EVENT_TYPES } from '@orrery/domain/events';

const errorRef = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

/**
 * GET /events in the OpenAPI document: the live stream is served by the server beside the route
 * table (apps/server/src/plugins/events-route.ts), so its entry is written here by hand.
 */
export const eventsPath = {
  get: {
    operationId: 'streamEvents',
    tags: ['Galaxy'],
    summary: 'The live galaxy as Server-Sent Events (docs/api.md, "Live events")',
    description:
      `Events: ${[...GAME_EVENT_TYPES, 'resync'].join(', ')}. Public without a session; a valid ` +
      "bearer session adds the player's own events. Resumes after Last-Event-ID. tRPC clients " +
      'read the same events as the subscription `live.events` (httpSubscriptionLink).',
    security: [{}, { bearer: [] }],
    parameters: [
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        schema: { type: 'string', pattern: '^[0-9a-z]{1,16}-[1-9][0-9]{0,14}$' },
      },
      {
        name: 'lastEventId',
        in: 'query',
        required: false,
        description: 'The same, for clients that cannot set the header',
        schema: { type: 'string' },
      },
    ],
    responses: {
      200: {
        description: 'An endless text/event-stream: `id:`, `event:`, `data:` (JSON) frames',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
      400: errorAnswer('A malformed or future Last-Event-ID, or a request body'),
      429: errorAnswer('Too many open streams for this session or address'),
    },
  },
};
