// A loan's grade as lenders' lists and pages show it: the risk grade badge (RiskGradeBadge.tsx)
// with the rating's words from the machine's one list (machines/shared/risk-rating.ts), or "not
// rated" for a loan without a rating. The grade is all a lender's view carries; its words follow
// from it.
import { Badge } from '@mantine/core';
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

export function GradeBadge({
  grade,
  size = 'md',
}: {
  grade: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  if (!isGrade(grade)) {
    return (
      <Badge color="gray" c="black" variant="light" size={size} tt="none">
        {t('funding.unrated')}
      </Badge>
    );
  }
  return <RiskGradeBadge grade={grade} words={riskRatingTexts[ratingOfGrade(grade)]} size={size} />;
}
