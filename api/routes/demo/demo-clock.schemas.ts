import { z } from 'zod';
import { MAX_ADVANCE_DAYS } from '../../clock/advance-demo-clock.ts';
import { envelope, errorResponses, wholeNumber } from '../shared.schemas.ts';

export const demoClock = z.object({
  now: z.string().describe("The product's time, ISO 8601 (the real time plus offsetDays)"),
  offsetDays: z.number().int().describe('How many days staff advanced the product'),
});

export const demoClockResponse = { 200: envelope(demoClock), ...errorResponses };

export const advanceDemoClockBody = z.object({
  days: wholeNumber({ min: 1, max: MAX_ADVANCE_DAYS }).describe('Days to move forward'),
});
