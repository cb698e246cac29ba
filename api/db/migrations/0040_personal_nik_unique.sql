-- One person, one account: a NIK (the ID card's number) is held by one account's personal data.
-- The profile refuses a second holder with its own code (NIK_ALREADY_REGISTERED); this index
-- keeps it so when two accounts save the same NIK at the same moment.
CREATE UNIQUE INDEX profile_sections_personal_nik ON profile_sections ((data ->> 'ktpnumber'))
  WHERE section = 'personal';
