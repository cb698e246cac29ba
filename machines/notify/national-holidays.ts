// Indonesia's national holidays (hari libur nasional) on which no reminder goes out. Cuti bersama
// (collective leave) is NOT a holiday here: offices may work, and a borrower may be told.
//
// 2026: SKB Menteri Agama, Menteri Ketenagakerjaan and Menteri PANRB Nomor 1497 Tahun 2025,
// Nomor 2 Tahun 2025, Nomor 5 Tahun 2025 (set 19 September 2025, under Keppres 8/2024 on
// holidays): 17 libur nasional (and 8 cuti bersama, left out).
//
// 2027: the SKB for 2027 was not at hand when this was written. The fixed-date holidays and the
// Christian ones (Easter 2027 is 28 March) are certain; the lunar ones (Islamic, Nyepi, Waisak,
// marked `provisional`) are the expected dates and must be replaced by the SKB's when it is
// published (Kemenko PMK publishes it; a date that moves is a one-line change here).

export type NationalHoliday = { date: string; name: string; provisional?: true };

export const NATIONAL_HOLIDAYS: readonly NationalHoliday[] = [
  { date: '2026-01-01', name: 'Tahun Baru 2026 Masehi' },
  { date: '2026-01-16', name: 'Isra Mikraj Nabi Muhammad SAW' },
  { date: '2026-02-17', name: 'Tahun Baru Imlek 2577 Kongzili' },
  { date: '2026-03-19', name: 'Hari Suci Nyepi (Tahun Baru Saka 1948)' },
  { date: '2026-03-21', name: 'Idulfitri 1447 Hijriah' },
  { date: '2026-03-22', name: 'Idulfitri 1447 Hijriah' },
  { date: '2026-04-03', name: 'Wafat Yesus Kristus' },
  { date: '2026-04-05', name: 'Kebangkitan Yesus Kristus (Paskah)' },
  { date: '2026-05-01', name: 'Hari Buruh Internasional' },
  { date: '2026-05-14', name: 'Kenaikan Yesus Kristus' },
  { date: '2026-05-27', name: 'Iduladha 1447 Hijriah' },
  { date: '2026-05-31', name: 'Hari Raya Waisak 2570 BE' },
  { date: '2026-06-01', name: 'Hari Lahir Pancasila' },
  { date: '2026-06-16', name: '1 Muharam Tahun Baru Islam 1448 Hijriah' },
  { date: '2026-08-17', name: 'Proklamasi Kemerdekaan' },
  { date: '2026-08-25', name: 'Maulid Nabi Muhammad SAW' },
  { date: '2026-12-25', name: 'Kelahiran Yesus Kristus' },

  { date: '2027-01-01', name: 'Tahun Baru 2027 Masehi' },
  { date: '2027-01-05', name: 'Isra Mikraj Nabi Muhammad SAW', provisional: true },
  { date: '2027-02-06', name: 'Tahun Baru Imlek 2578 Kongzili' },
  { date: '2027-03-09', name: 'Hari Suci Nyepi (Tahun Baru Saka 1949)', provisional: true },
  { date: '2027-03-10', name: 'Idulfitri 1448 Hijriah', provisional: true },
  { date: '2027-03-11', name: 'Idulfitri 1448 Hijriah', provisional: true },
  { date: '2027-03-26', name: 'Wafat Yesus Kristus' },
  { date: '2027-03-28', name: 'Kebangkitan Yesus Kristus (Paskah)' },
  { date: '2027-05-01', name: 'Hari Buruh Internasional' },
  { date: '2027-05-06', name: 'Kenaikan Yesus Kristus' },
  { date: '2027-05-17', name: 'Iduladha 1448 Hijriah', provisional: true },
  { date: '2027-05-20', name: 'Hari Raya Waisak 2571 BE', provisional: true },
  { date: '2027-06-01', name: 'Hari Lahir Pancasila' },
  { date: '2027-06-06', name: '1 Muharam Tahun Baru Islam 1449 Hijriah', provisional: true },
  { date: '2027-08-15', name: 'Maulid Nabi Muhammad SAW', provisional: true },
  { date: '2027-08-17', name: 'Proklamasi Kemerdekaan' },
  { date: '2027-12-25', name: 'Kelahiran Yesus Kristus' },
];

/** The holiday dates, YYYY-MM-DD, as nextAllowedSendTime takes them. */
export const NATIONAL_HOLIDAY_DATES: readonly string[] = NATIONAL_HOLIDAYS.map((h) => h.date);
