// The address a signing comes back to: this page itself, without the parameters an earlier
// return left. Sent as a path: the API makes it absolute on the product's public address (its
// PUBLIC_URL), the one origin it lets the provider send the browser back to.
export const SIGNING_DOCUMENT_PARAM = 'signingDocument';
export const SIGNING_EVENT_PARAM = 'event';

export function ownReturnPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const params = new URLSearchParams(location.search);
  params.delete(SIGNING_DOCUMENT_PARAM);
  params.delete(SIGNING_EVENT_PARAM);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}
