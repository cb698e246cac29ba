-- A NIK's digital signature belongs to one account: at most one registration per provider holds
-- a NIK the provider did not refuse. A refused attempt keeps the NIK it was refused for (its
-- reason is shown), and stands in nobody's way.
CREATE UNIQUE INDEX signature_registrations_nik_holder
  ON signature_registrations (provider, nik) WHERE machine_state <> 'refused';
