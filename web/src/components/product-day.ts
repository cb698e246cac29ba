// The product's day, the day the API judges dates on: in WIB (UTC+7), and in demo mode the demo
// clock's (staff may have moved it days ahead), whatever the browser's zone or clock. Every
// "today" a screen offers or checks — the earliest required date, an offer's funding window, an
// ID card's expiry, a birth date — is this one, so a date the form lets through is one the API
// takes. Outside demo mode the clock's query fails and the day is today's in WIB.
import { useQuery } from '@apollo/client/react';
import { DemoClockDocument } from '../generated/graphql.ts';
import { wibDay } from './format.ts';

/** The product's day, 'YYYY-MM-DD' in WIB. */
export function useProductDay(): { today: string } {
  const clock = useQuery(DemoClockDocument, {
    fetchPolicy: 'cache-first',
    context: { background: true },
  }).data?.demoClock;
  return { today: wibDay(clock ? new Date(clock.now) : new Date()) };
}
