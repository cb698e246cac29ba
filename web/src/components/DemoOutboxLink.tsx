// A link to the demo outbox, where a local user reads the codes the platform "sent"; shown only
// where the outbox exists (demo mode).
import { useQuery } from '@apollo/client/react';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoOutboxAvailableDocument } from '../generated/graphql.ts';

export function DemoOutboxLink() {
  const { t } = useTranslation();
  const { data } = useQuery(DemoOutboxAvailableDocument, { fetchPolicy: 'network-only' });
  if (!data) return null;
  return (
    <Anchor component={Link} to="/demo/outbox" size="sm">
      {t('outbox.link')}
    </Anchor>
  );
}
