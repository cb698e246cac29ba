// A link to the demo outbox, where a local user reads the codes the platform "sent"; shown only
// where the outbox exists (demo mode). Asked without the Apollo client: the login page shows it.
import { Anchor } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoOutboxAvailableDocument } from '../generated/graphql.ts';
import { graphqlRequest } from '../graphql-request.ts';

export function DemoOutboxLink() {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let current = true;
    graphqlRequest(DemoOutboxAvailableDocument, {}).then(
      () => current && setAvailable(true),
      () => current && setAvailable(false),
    );
    return () => {
      current = false;
    };
  }, []);
  if (!available) return null;
  return (
    <Anchor component={Link} to="/demo/outbox" size="sm">
      {t('outbox.link')}
    </Anchor>
  );
}
