// Indonesia's provinces and regencies/cities from idn-area-data (maintained, following the
// latest regulation: 38 provinces since 2022, not the 34 the spec lists), loaded once.
import { getProvinces, getRegencies } from 'idn-area-data';

export type Province = { code: string; name: string };
export type Regency = { code: string; provinceCode: string; name: string };

let regions: Promise<{ provinces: Province[]; regencies: Regency[] }> | undefined;

function load() {
  regions ??= Promise.all([getProvinces(), getRegencies({ transform: true })]).then(
    ([provinces, regencies]) => ({
      provinces: provinces.map((p) => ({ code: p.code, name: p.name })),
      regencies: regencies.map((r) => ({
        code: r.code,
        provinceCode: r.provinceCode,
        name: r.name,
      })),
    }),
  );
  return regions;
}

export async function provinces(): Promise<Province[]> {
  return (await load()).provinces;
}

export async function regenciesOf(provinceCode: string): Promise<Regency[]> {
  return (await load()).regencies.filter((r) => r.provinceCode === provinceCode);
}
