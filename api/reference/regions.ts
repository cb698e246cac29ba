// Indonesia's provinces, regencies/cities, districts (kecamatan) and villages (kelurahan/desa)
// from idn-area-data (maintained, following the latest regulation: 38 provinces since 2022, not
// the 34 the spec lists), loaded once on first use.
import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';

export type Province = { code: string; name: string };
export type Regency = { code: string; provinceCode: string; name: string };
export type District = { code: string; regencyCode: string; name: string };
export type Village = { code: string; districtCode: string; name: string };

let regions: Promise<{ provinces: Province[]; regencies: Regency[] }> | undefined;
let districts: Promise<District[]> | undefined;
let villages: Promise<Map<string, Village[]>> | undefined;

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

function loadDistricts() {
  districts ??= getDistricts({ transform: true }).then((rows) =>
    rows.map((d) => ({ code: d.code, regencyCode: d.regencyCode, name: d.name })),
  );
  return districts;
}

/** Villages grouped by district: 83,000 rows, indexed once so each lookup is cheap. */
function loadVillages() {
  villages ??= getVillages({ transform: true }).then((rows) => {
    const byDistrict = new Map<string, Village[]>();
    for (const v of rows) {
      const list = byDistrict.get(v.districtCode) ?? [];
      list.push({ code: v.code, districtCode: v.districtCode, name: v.name });
      byDistrict.set(v.districtCode, list);
    }
    return byDistrict;
  });
  return villages;
}

export async function provinces(): Promise<Province[]> {
  return (await load()).provinces;
}

export async function regenciesOf(provinceCode: string): Promise<Regency[]> {
  return (await load()).regencies.filter((r) => r.provinceCode === provinceCode);
}

export async function districtsOf(regencyCode: string): Promise<District[]> {
  return (await loadDistricts()).filter((d) => d.regencyCode === regencyCode);
}

export async function villagesOf(districtCode: string): Promise<Village[]> {
  return (await loadVillages()).get(districtCode) ?? [];
}

/** Whether a village code names a real village inside the given district, regency, province. */
export async function isRealAddress(codes: {
  province: string;
  city: string;
  district: string;
  village: string;
}): Promise<boolean> {
  if (!codes.city.startsWith(`${codes.province}.`)) return false;
  if (!codes.district.startsWith(`${codes.city}.`)) return false;
  const inDistrict = await villagesOf(codes.district);
  return inDistrict.some((v) => v.code === codes.village);
}

/** The name of a province, regency, district or village by its code; null when there is none. */
export async function regionName(code: string): Promise<string | null> {
  const depth = code.split('.').length;
  const within =
    depth === 1
      ? await provinces()
      : depth === 2
        ? await regenciesOf(code.slice(0, 2))
        : depth === 3
          ? await districtsOf(code.slice(0, 5))
          : depth === 4
            ? await villagesOf(code.slice(0, 8))
            : [];
  return within.find((region) => region.code === code)?.name ?? null;
}
