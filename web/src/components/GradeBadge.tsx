// A loan's grade as lenders' lists and pages show it: the risk grade badge (RiskGradeBadge.tsx)
// with the rating's words from the machine's one list (machines/shared/risk-rating.ts), or "not
// rated" for a loan without a rating. The grade is all a lender's view carries; its words follow
// from it.
import { Badge, createTheme, MantineThemeProvider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isGrade, ratingOfGrade, riskRatingTexts } from '../../../machines/shared/risk-rating.ts';
import { useLanguage } from '../i18n.ts';
import { RiskGradeBadge } from './RiskGradeBadge.tsx';

/** The grade's risk in words ('Menengah'), or 'not rated'. */
export function useGradeWords(): (grade: string | null | undefined) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (grade) =>
    isGrade(grade) ? riskRatingTexts[ratingOfGrade(grade)][language] : t('funding.unrated');
}

/** 'Grade C · Menengah', or 'not rated'. */
export function useGradeText(): (grade: string | null | undefined) => string {
  const { t } = useTranslation();
  const words = useGradeWords();
  return (grade) =>
    isGrade(grade) ? t('riskGrade.badge', { grade, words: words(grade) }) : words(grade);
}

// Mantine's badge keeps its words on one line and ends them in "…" where the place is narrower:
// in a portfolio row or a facts column at 390 px the grade read "Grad…" or "Grade C · Medi…".
// With `wrap` its words go onto a second line instead (the badge grows in height).
const WRAPPING_BADGE = createTheme({
  components: {
    Badge: {
      styles: {
        root: {
          height: 'auto',
          minHeight: 'var(--badge-height)',
          paddingBlock: 2,
          overflow: 'visible',
        },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 },
      },
    },
  },
});

export function GradeBadge({
  grade,
  size = 'md',
  wrap = false,
}: {
  grade: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Its words may wrap onto a second line where its place is narrow (a table cell, a phone). */
  wrap?: boolean;
}) {
  const { t } = useTranslation();
  if (wrap) {
    return (
      <MantineThemeProvider theme={WRAPPING_BADGE}>
        <GradeBadge grade={grade} size={size} />
      </MantineThemeProvider>
    );
  }
  if (!isGrade(grade)) {
    return (
      <Badge color="gray" c="black" variant="light" size={size} tt="none">
        {t('funding.unrated')}
      </Badge>
    );
  }
  return <RiskGradeBadge grade={grade} words={riskRatingTexts[ratingOfGrade(grade)]} size={size} />;
}
