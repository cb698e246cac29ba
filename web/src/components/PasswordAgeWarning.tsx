// Spec §5: a password six months old or more triggers a change warning. Shown above every
// signed-in page (with a link to the change form) and on the change form itself.
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordAgeDocument } from '../generated/graphql.ts';

export function PasswordAgeWarning({ withLink }: { withLink: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(PasswordAgeDocument, { fetchPolicy: 'cache-and-network' });
  if (!data?.passwordAge.mustChange) return null;
  return (
    <Alert color="yellow" title={t('passwordAge.title')} role="status" data-testid="password-age">
      {t('passwordAge.text', { days: data.passwordAge.ageDays })}{' '}
      {withLink && (
        <Anchor component={Link} to="/account/password" size="sm">
          {t('passwordAge.changeNow')}
        </Anchor>
      )}
    </Alert>
  );
}
