// The marketplace's filters: grade chips (several at once), the term in months and the yearly
// interest as ranges, and the funding state. Chips and the funding state apply at once; the
// typed ranges apply with Enter, "Apply" or on leaving the field, so a half-typed number never
// starts a search. Every control has its label and works from the keyboard.
import {
  Button,
  Chip,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADES, isGrade } from '../../../../machines/shared/risk-rating.ts';
import { useGradeWords } from '../../components/GradeBadge.tsx';
import { Panel } from '../../components/Panel.tsx';
import {
  FUNDING_STATES,
  isFiltered,
  type MarketplaceChoice,
  type TextFilters,
} from './marketplace-filters.ts';

type Props = {
  choice: MarketplaceChoice;
  onChange: (changes: Partial<MarketplaceChoice>) => void;
  onReset: () => void;
};

const TEXT_KEYS = ['termMin', 'termMax', 'interestMin', 'interestMax'] as const;

const textsOf = (choice: MarketplaceChoice): TextFilters => ({
  termMin: choice.termMin,
  termMax: choice.termMax,
  interestMin: choice.interestMin,
  interestMax: choice.interestMax,
});

export function MarketplaceFilters({ choice, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const gradeWords = useGradeWords();
  const applied = textsOf(choice);
  const [draft, setDraft] = useState<TextFilters>(applied);
  const appliedKey = JSON.stringify(applied);
  // The address changed (a field applied, Back, the reset): each field whose applied value
  // changed shows it; a field still being typed in keeps what is typed.
  const previous = useRef(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: appliedKey stands for `applied`.
  useEffect(() => {
    const before = previous.current;
    previous.current = applied;
    setDraft((current) => {
      const next = { ...current };
      for (const key of TEXT_KEYS) if (applied[key] !== before[key]) next[key] = applied[key];
      return next;
    });
  }, [appliedKey]);

  const applyTexts = () => {
    if (JSON.stringify(draft) !== appliedKey) onChange(draft);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyTexts();
  };
  const textField = (key: keyof TextFilters, inputMode: 'numeric' | 'decimal') => (
    <TextInput
      label={t(`marketplace.${key}`)}
      value={draft[key]}
      inputMode={inputMode}
      autoComplete="off"
      onChange={(event) => {
        const value = event.currentTarget.value;
        setDraft((current) => ({ ...current, [key]: value }));
      }}
      onBlur={applyTexts}
    />
  );

  return (
    <Panel title={t('marketplace.filtersTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Fieldset legend={t('marketplace.grade')} variant="unstyled">
            <Chip.Group
              multiple
              value={choice.grades}
              onChange={(values) => onChange({ grades: values.filter(isGrade) })}
            >
              <Group gap="xs">
                {GRADES.map((grade) => (
                  <Chip key={grade} value={grade} variant="outline">
                    {grade}
                    <VisuallyHidden> · {gradeWords(grade)}</VisuallyHidden>
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Fieldset>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {textField('termMin', 'numeric')}
            {textField('termMax', 'numeric')}
            {textField('interestMin', 'decimal')}
            {textField('interestMax', 'decimal')}
          </SimpleGrid>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('marketplace.funding')}
              value={choice.funding ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onChange({ funding: FUNDING_STATES.find((state) => state === value) ?? null });
              }}
              data={[
                { value: '', label: t('marketplace.fundingStates.ALL') },
                ...FUNDING_STATES.map((state) => ({
                  value: state,
                  label: t(`marketplace.fundingStates.${state}`),
                })),
              ]}
            />
            <Button type="submit" variant="light">
              {t('marketplace.apply')}
            </Button>
            {isFiltered(choice) && (
              <Button variant="subtle" onClick={onReset}>
                {t('marketplace.reset')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Panel>
  );
}
