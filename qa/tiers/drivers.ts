// Each tier's driver: what QA's paths send through and read back from.
import type { Session } from '../session.ts';
import { browserAbilities, browserTier } from './browser.ts';
import { graphqlTier } from './graphql.ts';
import { restTier } from './rest.ts';
import type { TierDriver, TierName } from './tier.ts';

/** The drivers that need nothing started to say what they can send (coverage planning). */
export function plannedDriver(tier: TierName): Pick<TierDriver, 'tier' | 'cannot'> {
  switch (tier) {
    case 'rest':
      return restTier;
    case 'graphql':
      return graphqlTier;
    default:
      return browserAbilities;
  }
}

export async function driverFor(
  tier: TierName,
  session: Session,
  screenshots: string,
): Promise<TierDriver> {
  switch (tier) {
    case 'rest':
      return restTier;
    case 'graphql':
      return graphqlTier;
    default:
      return browserTier(session, screenshots);
  }
}
