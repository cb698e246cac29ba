// Registration (spec §5): a personal or company borrower or lender, with e-mail, mobile number,
// name, a password that follows the shared rules, the terms consent and an optional referral
// code. The new account waits for the e-mailed activation code (/activate).
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Checkbox,
  Input,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { CHECKLIST_ORDER, PasswordChecklist } from '../../components/PasswordChecklist.tsx';
import { ProblemAlert } from '../../components/ProblemAlert.tsx';
import {
  checkNewPassword,
  INDONESIAN_MOBILE,
  normalisePhone,
} from '../../components/password-fields.ts';
import { SignedOutPage } from '../../components/SignedOutPage.tsx';
import {
  type ServerProblem,
  showServerProblem,
  useFieldErrorText,
} from '../../components/server-errors.ts';
import { RegisterDocument } from '../../generated/graphql.ts';

const registerSchema = z
  .object({
    accountType: z.enum(['personal', 'company']),
    role: z.enum(['BORROWER', 'LENDER']),
    email: z.string().trim().min(1, 'required').pipe(z.email('emailInvalid')),
    phone: z
      .string()
      .trim()
      .min(1, 'required')
      .transform(normalisePhone)
      .pipe(z.string().regex(INDONESIAN_MOBILE, 'phoneInvalid')),
    fullName: z
      .string()
      .trim()
      .min(1, 'required')
      .min(6, 'fullNameLength')
      .max(50, 'fullNameLength'),
    password: z.string().min(1, 'required'),
    confirmPassword: z.string().min(1, 'required'),
    termsAccepted: z.boolean().refine((accepted) => accepted, 'required'),
    referralCode: z.string().trim().max(20, 'referralLength'),
  })
  .superRefine((values, ctx) =>
    checkNewPassword(
      {
        password: values.password,
        confirmation: values.confirmPassword,
        fullName: values.fullName,
        email: values.email,
      },
      ctx,
      { passwordField: 'password', confirmField: 'confirmPassword' },
    ),
  );

type RegisterForm = z.input<typeof registerSchema>;
const FIELDS = [
  'email',
  'phone',
  'fullName',
  'password',
  'confirmPassword',
  'termsAccepted',
  'referralCode',
] as const satisfies readonly (keyof RegisterForm)[];

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const ids = { accountType: useId(), role: useId() };
  const [register] = useMutation(RegisterDocument);
  const [failure, setFailure] = useState<ServerProblem | null>(null);

  const form = useForm<RegisterForm, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      accountType: 'personal',
      role: 'BORROWER',
      email: '',
      phone: '',
      fullName: '',
      password: '',
      confirmPassword: '',
      termsAccepted: false,
      referralCode: '',
    },
  });
  const {
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await register({
        variables: {
          input: {
            email: values.email,
            phone: values.phone,
            fullName: values.fullName,
            password: values.password,
            confirmPassword: values.confirmPassword,
            role: values.role,
            isPersonal: values.accountType === 'personal',
            termsAccepted: values.termsAccepted,
            referralCode: values.referralCode === '' ? null : values.referralCode,
          },
        },
      });
      const sentTo = data?.register.activationSentTo ?? values.email;
      void navigate(`/activate?email=${encodeURIComponent(sentTo)}`);
    } catch (error) {
      setFailure(showServerProblem(error, setError, FIELDS));
    }
  });

  const isPersonal = watch('accountType') === 'personal';

  return (
    <SignedOutPage
      title={t('register.title')}
      width={560}
      below={
        <Text size="sm" ta="center">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/">
            {t('register.logIn')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ProblemAlert problem={failure} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Stack gap={4}>
              <Input.Label id={ids.accountType} labelElement="div">
                {t('register.accountType')}
              </Input.Label>
              <Controller
                control={control}
                name="accountType"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby={ids.accountType}
                    fullWidth
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    data={[
                      { value: 'personal', label: t('register.personal') },
                      { value: 'company', label: t('register.company') },
                    ]}
                  />
                )}
              />
            </Stack>
            <Stack gap={4}>
              <Input.Label id={ids.role} labelElement="div">
                {t('register.role')}
              </Input.Label>
              <Controller
                control={control}
                name="role"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby={ids.role}
                    fullWidth
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    data={[
                      { value: 'BORROWER', label: t('register.borrower') },
                      { value: 'LENDER', label: t('register.lender') },
                    ]}
                  />
                )}
              />
            </Stack>
          </SimpleGrid>
          <TextInput
            label={t('register.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            error={errorText(errors.email)}
            {...form.register('email')}
          />
          <TextInput
            label={t('register.phone')}
            description={t('register.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            withAsterisk
            error={errorText(errors.phone)}
            {...form.register('phone')}
          />
          <TextInput
            label={isPersonal ? t('register.fullName') : t('register.companyName')}
            autoComplete={isPersonal ? 'name' : 'organization'}
            withAsterisk
            maxLength={50}
            error={errorText(errors.fullName)}
            {...form.register('fullName')}
          />
          <PasswordInput
            label={t('register.password')}
            autoComplete="new-password"
            withAsterisk
            inputWrapperOrder={CHECKLIST_ORDER}
            description={
              <PasswordChecklist
                password={watch('password')}
                person={{ fullName: watch('fullName'), email: watch('email') }}
              />
            }
            error={errorText(errors.password)}
            {...form.register('password')}
          />
          <PasswordInput
            label={t('register.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            error={errorText(errors.confirmPassword)}
            {...form.register('confirmPassword')}
          />
          <TextInput
            label={t('register.referralCode')}
            autoComplete="off"
            maxLength={20}
            error={errorText(errors.referralCode)}
            {...form.register('referralCode')}
          />
          <Checkbox
            label={t('register.terms')}
            error={errorText(errors.termsAccepted)}
            {...form.register('termsAccepted')}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </SignedOutPage>
  );
}
