// The signed-in user's account: who they are, their referral code, the e-mail subscription
// switch, the way to change the password, and (for borrowers and lenders) the psychometric
// survey, with a reminder while it is not submitted.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '../../components/FactList.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { PageError, PageLoading } from '../../components/PageState.tsx';
import { problemText, serverProblem } from '../../components/server-errors.ts';
import {
  MyAccountDocument,
  MySurveyDocument,
  SubscribeMeDocument,
  UnsubscribeMeDocument,
} from '../../generated/graphql.ts';

export function AccountPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(MyAccountDocument);
  // Staff have no survey: ask only once the account says borrower or lender.
  const survey = useQuery(MySurveyDocument, {
    skip: !data?.me || data.me.role === 'ADMIN',
    fetchPolicy: 'cache-and-network',
  });
  const refetch = { refetchQueries: [MyAccountDocument], awaitRefetchQueries: true };
  const [subscribe, subscribing] = useMutation(SubscribeMeDocument, refetch);
  const [unsubscribe, unsubscribing] = useMutation(UnsubscribeMeDocument, refetch);

  if (!data && loading) return <PageLoading />;
  const me = data?.me;
  if (!me) return <PageError message={problemText(t, serverProblem(error))} />;

  const setSubscribed = async (subscribed: boolean) => {
    try {
      if (subscribed) await subscribe();
      else await unsubscribe();
      notifySuccess(subscribed ? t('account.subscribed') : t('account.unsubscribed'));
    } catch (failure) {
      notifyError(problemText(t, serverProblem(failure)));
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('account.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <FactList
          facts={[
            { label: t('account.fullName'), value: me.fullName },
            { label: t('account.email'), value: me.email },
            {
              label: t('account.phone'),
              value: me.phone ? (
                <Group gap="sm">
                  <Text span>{me.phone}</Text>
                  <Badge color={me.phoneVerified ? 'teal' : 'gray'} data-testid="phone-status">
                    {me.phoneVerified ? t('account.phoneVerified') : t('account.phoneNotVerified')}
                  </Badge>
                  {!me.phoneVerified && (
                    <Anchor component={Link} to="/account/verify-phone" size="sm">
                      {t('account.verifyPhone')}
                    </Anchor>
                  )}
                </Group>
              ) : (
                t('account.none')
              ),
            },
            { label: t('account.role'), value: t(`roles.${me.role}`) },
            {
              label: t('account.type'),
              value: me.isPersonal ? t('account.personal') : t('account.company'),
            },
            {
              label: t('account.referralCode'),
              value: me.referralCode ? (
                <Stack gap={2} align="flex-start">
                  <Code fz="md" data-testid="referral-code">
                    {me.referralCode}
                  </Code>
                  <Text size="xs" c="dimmed">
                    {t('account.referralHint')}
                  </Text>
                </Stack>
              ) : (
                t('account.none')
              ),
            },
          ]}
        />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="subscription">
        <Stack gap="sm">
          <Title order={2} size="h4" id="subscription">
            {t('account.subscriptionTitle')}
          </Title>
          <Switch
            label={t('account.subscription')}
            checked={me.emailSubscribed}
            disabled={subscribing.loading || unsubscribing.loading}
            onChange={(event) => void setSubscribed(event.currentTarget.checked)}
          />
        </Stack>
      </Paper>
      {me.role !== 'ADMIN' && survey.data && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="survey">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4" id="survey">
              {t('account.surveyTitle')}
            </Title>
            {survey.data.mySurvey.locked ? (
              <Badge color="teal" data-testid="survey-status">
                {t('account.surveyDone')}
              </Badge>
            ) : (
              <Alert color="yellow" data-testid="survey-reminder">
                {t('account.surveyReminder')}
              </Alert>
            )}
            <Button component={Link} to="/survey" variant="light">
              {survey.data.mySurvey.locked ? t('account.surveyView') : t('account.surveyFill')}
            </Button>
          </Stack>
        </Paper>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="security">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4" id="security">
            {t('account.security')}
          </Title>
          <Button component={Link} to="/account/password" variant="light">
            {t('account.changePassword')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
