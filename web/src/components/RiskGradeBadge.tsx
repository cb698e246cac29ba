// A loan's risk grade as people read it: the letter (A low risk … E high risk) always with the
// rating's words beside it, coloured from calm to alarming (machines/shared/risk-rating.ts).
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Text } from '../../../machines/shared/i18n-text.ts';
import type { Grade } from '../../../machines/shared/risk-rating.ts';
import { useLanguage } from '../i18n.ts';

// Filled with autoContrast: the text is black or white, whichever reads on the colour.
const GRADE_COLORS: Record<Grade, string> = {
  A: 'green.7',
  B: 'lime.7',
  C: 'yellow.5',
  D: 'orange.6',
  E: 'red.9',
};

export function RiskGradeBadge({
  grade,
  words,
  size = 'lg',
}: {
  grade: Grade;
  words: Text;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Badge
      size={size}
      variant="filled"
      autoContrast
      color={GRADE_COLORS[grade]}
      tt="none"
      data-testid="grade-badge"
    >
      {t('riskGrade.badge', { grade, words: words[language] })}
    </Badge>
  );
}
