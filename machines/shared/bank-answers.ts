// The partner bank's failures whose outcome is unknown: no answer, a server error, an answer
// that cannot be read. The bank may have done the work (a retry sends the same request uuid
// again), so people are told the bank has not answered yet, not that it failed; after a refusal
// the bank did nothing.
//
// Each bank adapter (api/bank/) answers every failure on the way to the bank and back with one
// of these codes (`{ ok: false, responseCode }`) and never throws for it: a timeout or a
// connection reset is NO_ANSWER, a 5xx of the bank or of a gateway in front of it HTTP_5xx, an
// answer it cannot read BAD_ANSWER.
export const NO_ANSWER = 'NO_ANSWER';
export const BAD_ANSWER = 'BAD_ANSWER';
export const outcomeUnknown = (responseCode: string): boolean =>
  responseCode === NO_ANSWER || responseCode === BAD_ANSWER || /^HTTP_5\d\d$/.test(responseCode);
