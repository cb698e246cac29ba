// Auto-lend's settings (issue 21): how long a new loan shows in the marketplace before auto-lend
// allocates it, and the share of each loan kept for manual lenders. From the environment, with
// defaults: a 3-hour preview and a 20% reserve.
export type AutoLendConfig = {
  /** AUTO_LEND_PREVIEW_MINUTES: minutes after funding opens before auto-lend allocates. */
  previewMinutes: number;
  /** AUTO_LEND_RESERVE_PERCENT: percent of each loan's need auto-lend leaves to manual lenders. */
  reservePercent: number;
};

export const DEFAULT_AUTO_LEND: AutoLendConfig = { previewMinutes: 180, reservePercent: 20 };

type Env = Record<string, string | undefined>;

function bounded(env: Env, name: string, fallback: number, max: number, decimals: boolean) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const pattern = decimals ? /^\d{1,3}(\.\d{1,2})?$/ : /^\d{1,6}$/;
  const parsed = Number(value);
  if (!pattern.test(value) || parsed > max) throw new RangeError(`${name} must be 0 to ${max}`);
  return parsed;
}

export function autoLendConfigFrom(env: Env): AutoLendConfig {
  return {
    previewMinutes: bounded(env, 'AUTO_LEND_PREVIEW_MINUTES', 180, 10_080, false),
    reservePercent: bounded(env, 'AUTO_LEND_RESERVE_PERCENT', 20, 100, true),
  };
}

/** The deps' settings, or the environment's. */
export const autoLendConfigOf = (deps: { autoLend?: AutoLendConfig }): AutoLendConfig =>
  deps.autoLend ?? autoLendConfigFrom(process.env);
