import { cardFinishSchema } from '@orrery/domain/config';
import { z } from 'zod';

// The shapes of the sinks' answers, as zod schemas (the API contract and the types).

const whole = z.number().int();

export const sinkPricesSchema = z.object({
  naming: z.object({ price: whole, minLength: whole, maxLength: whole }),
  finishes: z.object({ foil: whole, holographic: whole }).describe('Price of each card finish'),
});
export type SinkPrices = z.output<typeof sinkPricesSchema>;

export const namingResultSchema = z.object({
  hash: z.string(),
  name: z.string().describe('The catalogue name'),
  publicName: z.string().describe('The public name now shown beside it'),
  currency: whole.describe('The balance after the charge'),
});
export type NamingResult = z.output<typeof namingResultSchema>;

export const finishResultSchema = z.object({
  hash: z.string(),
  finish: cardFinishSchema,
  currency: whole.describe('The balance after the charge'),
});
export type FinishResult = z.output<typeof finishResultSchema>;
