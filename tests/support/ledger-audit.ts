// The ledger's auditor lives with the simulator (sim/ledger-audit.ts), which runs it after every
// simulated day; the tests import it from here as before.
export { type AuditFinding, auditLedger } from '../../sim/ledger-audit.ts';
