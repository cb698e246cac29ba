// A button that starts a signing at the provider and sends the browser to the provider's signing
// page (the answer's url: single use, short-lived); the provider sends it back to the return
// address with ?signingDocument=&event=, which SigningReturnNotice reads. It stays busy from the
// press until the page unloads, so it cannot be pressed twice. What to say about a refusal is the
// caller's (an alert beside the button, or a toast); a document already signed is told apart so
// the screen can read it again and show it signed.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { hasErrorCode } from './server-errors.ts';

export function StartSigningButton({
  start,
  onAlreadySigned,
  onFailure,
  label,
  size = 'sm',
  describedBy,
}: {
  /** Asks for the signing; answers the provider's URL, or null when there is nothing to sign. */
  start: () => Promise<string | null>;
  /** Nothing to sign: no URL, or the API's DOCUMENT_ALREADY_SIGNED. Without it that is a failure. */
  onAlreadySigned?: () => void;
  onFailure: (error: unknown) => void;
  label: string;
  size?: 'xs' | 'sm' | 'md';
  /** The id of the text saying which document the button signs. */
  describedBy?: string | undefined;
}) {
  const [busy, setBusy] = useState(false);

  const press = async () => {
    setBusy(true);
    try {
      const url = await start();
      if (url) {
        window.location.assign(url);
        return;
      }
      setBusy(false);
      onAlreadySigned?.();
    } catch (error) {
      setBusy(false);
      if (onAlreadySigned && hasErrorCode(error, 'DOCUMENT_ALREADY_SIGNED')) onAlreadySigned();
      else onFailure(error);
    }
  };

  return (
    <Button size={size} onClick={() => void press()} loading={busy} aria-describedby={describedBy}>
      {label}
    </Button>
  );
}
