// The transfer rails setting (transfer_rails): rails, limits, fees and when the money arrives.
import type { RailCode, TransferRail } from '../../machines/withdrawal/withdrawal.rules.ts';
import type { Queryable } from '../db/db.ts';

export async function readRails(q: Queryable): Promise<TransferRail[]> {
  const rows = await q.query<{
    rail: RailCode;
    fee: string;
    min: string;
    max: string | null;
    settles: 'INSTANT' | 'LATER';
    arrival_id: string;
    arrival_en: string;
    from_rdl: boolean;
    enabled: boolean;
  }>(
    `SELECT rail, fee_sen::text AS fee, min_sen::text AS min, max_sen::text AS max, settles,
            arrival_id, arrival_en, from_rdl, enabled
       FROM transfer_rails ORDER BY fee_sen`,
  );
  return rows.map((row) => ({
    rail: row.rail,
    feeSen: BigInt(row.fee),
    minSen: BigInt(row.min),
    maxSen: row.max === null ? null : BigInt(row.max),
    settles: row.settles,
    arrival: { id: row.arrival_id, en: row.arrival_en },
    fromRdl: row.from_rdl,
    enabled: row.enabled,
  }));
}
