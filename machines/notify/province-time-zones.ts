// A borrower's time zone from their province (the profile keeps the province's code, as the
// reference data names them: api/reference/regions.ts, 38 provinces). Indonesia has three
// zones, without daylight saving: WIB (UTC+7), WITA (UTC+8), WIT (UTC+9).

export type IndonesianTimeZone = 'WIB' | 'WITA' | 'WIT';

export const TIME_ZONE_OFFSET_MINUTES: Record<IndonesianTimeZone, number> = {
  WIB: 7 * 60,
  WITA: 8 * 60,
  WIT: 9 * 60,
};

export const PROVINCE_TIME_ZONES: readonly {
  code: string;
  name: string;
  zone: IndonesianTimeZone;
}[] = [
  { code: '11', name: 'ACEH', zone: 'WIB' },
  { code: '12', name: 'SUMATERA UTARA', zone: 'WIB' },
  { code: '13', name: 'SUMATERA BARAT', zone: 'WIB' },
  { code: '14', name: 'RIAU', zone: 'WIB' },
  { code: '15', name: 'JAMBI', zone: 'WIB' },
  { code: '16', name: 'SUMATERA SELATAN', zone: 'WIB' },
  { code: '17', name: 'BENGKULU', zone: 'WIB' },
  { code: '18', name: 'LAMPUNG', zone: 'WIB' },
  { code: '19', name: 'KEPULAUAN BANGKA BELITUNG', zone: 'WIB' },
  { code: '21', name: 'KEPULAUAN RIAU', zone: 'WIB' },
  { code: '31', name: 'DKI JAKARTA', zone: 'WIB' },
  { code: '32', name: 'JAWA BARAT', zone: 'WIB' },
  { code: '33', name: 'JAWA TENGAH', zone: 'WIB' },
  { code: '34', name: 'DAERAH ISTIMEWA YOGYAKARTA', zone: 'WIB' },
  { code: '35', name: 'JAWA TIMUR', zone: 'WIB' },
  { code: '36', name: 'BANTEN', zone: 'WIB' },
  { code: '51', name: 'BALI', zone: 'WITA' },
  { code: '52', name: 'NUSA TENGGARA BARAT', zone: 'WITA' },
  { code: '53', name: 'NUSA TENGGARA TIMUR', zone: 'WITA' },
  { code: '61', name: 'KALIMANTAN BARAT', zone: 'WIB' },
  { code: '62', name: 'KALIMANTAN TENGAH', zone: 'WIB' },
  { code: '63', name: 'KALIMANTAN SELATAN', zone: 'WITA' },
  { code: '64', name: 'KALIMANTAN TIMUR', zone: 'WITA' },
  { code: '65', name: 'KALIMANTAN UTARA', zone: 'WITA' },
  { code: '71', name: 'SULAWESI UTARA', zone: 'WITA' },
  { code: '72', name: 'SULAWESI TENGAH', zone: 'WITA' },
  { code: '73', name: 'SULAWESI SELATAN', zone: 'WITA' },
  { code: '74', name: 'SULAWESI TENGGARA', zone: 'WITA' },
  { code: '75', name: 'GORONTALO', zone: 'WITA' },
  { code: '76', name: 'SULAWESI BARAT', zone: 'WITA' },
  { code: '81', name: 'MALUKU', zone: 'WIT' },
  { code: '82', name: 'MALUKU UTARA', zone: 'WIT' },
  { code: '91', name: 'PAPUA', zone: 'WIT' },
  { code: '92', name: 'PAPUA BARAT', zone: 'WIT' },
  { code: '93', name: 'PAPUA SELATAN', zone: 'WIT' },
  { code: '94', name: 'PAPUA TENGAH', zone: 'WIT' },
  { code: '95', name: 'PAPUA PEGUNUNGAN', zone: 'WIT' },
  { code: '96', name: 'PAPUA BARAT DAYA', zone: 'WIT' },
];

/**
 * The zone of a province, by its code ('31') or its name ('DKI JAKARTA', any case). Unknown or
 * missing (a profile not filled in yet): WIB, the zone of most borrowers and of the platform.
 */
export function timeZoneOfProvince(province: string | null | undefined): IndonesianTimeZone {
  const key = (province ?? '').trim().toUpperCase();
  return PROVINCE_TIME_ZONES.find((p) => p.code === key || p.name === key)?.zone ?? 'WIB';
}

export const offsetMinutesOfProvince = (province: string | null | undefined): number =>
  TIME_ZONE_OFFSET_MINUTES[timeZoneOfProvince(province)];
