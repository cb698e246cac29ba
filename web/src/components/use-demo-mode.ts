// Whether the product runs in demo mode: the demo outbox answers only then. Demo-only controls
// (a simulated transfer into a VA) are shown when it does.
import { useEffect, useState } from 'react';
import { DemoOutboxAvailableDocument } from '../generated/graphql.ts';
import { graphqlRequest } from '../graphql-request.ts';

export function useDemoMode(): boolean {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let current = true;
    graphqlRequest(DemoOutboxAvailableDocument, {}).then(
      () => current && setDemo(true),
      () => current && setDemo(false),
    );
    return () => {
      current = false;
    };
  }, []);
  return demo;
}
