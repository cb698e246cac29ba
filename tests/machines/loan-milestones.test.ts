// The borrower's timeline road (machines/loan/loan.milestones.ts): every stage of the lifecycle
// has its place, what comes next follows the road in order, and every text has both languages.
import { describe, expect, it } from 'vitest';
import { stageLabels } from '../../machines/loan/loan.labels.ts';
import {
  MILESTONES,
  milestoneLabels,
  nextMilestones,
} from '../../machines/loan/loan.milestones.ts';

const names = (stage: string) => nextMilestones(stage).map((step) => step.milestone);

describe('what comes next for the borrower', () => {
  it('a submitted loan waits for the review, then the offer, and so on to paid', () => {
    for (const stage of ['REVIEW', 'APPROVAL_BAIL', 'APPROVAL_LOAN_DIR', 'APPROVED_PRODUCT']) {
      expect(names(stage)).toEqual(MILESTONES.slice(MILESTONES.indexOf('reviewed')));
    }
    expect(names('DRAFT')[0]).toBe('submitted');
    expect(names('APPROVAL_BORROWER')[0]).toBe('accepted');
    expect(names('LOAN_PERIOD')).toEqual(['paid']);
    expect(names('CLOSED')).toEqual([]);
  });

  it('a rejected collateral asks to resubmit; stages off the road have nothing next', () => {
    expect(names('REJECT_BAIL')[0]).toBe('resubmit');
    expect(names('REJECT_BAIL')[1]).toBe('reviewed');
    for (const stage of ['CANCEL', 'REJECTED_BORROWER', 'FUNDING_NOT_COMPLETED', 'UNKNOWN']) {
      expect(names(stage)).toEqual([]);
    }
  });

  it('knows every stage the lifecycle has, and says each step in Indonesian and English', () => {
    const offRoad = ['CANCEL', 'REJECTED_BORROWER', 'FUNDING_NOT_COMPLETED', 'PAID', 'CLOSED'];
    for (const stage of Object.keys(stageLabels)) {
      expect(names(stage).length > 0, stage).toBe(!offRoad.includes(stage));
    }
    for (const stage of Object.keys(stageLabels)) {
      for (const step of nextMilestones(stage)) {
        expect(step.text.id.length).toBeGreaterThan(0);
        expect(step.text.en.length).toBeGreaterThan(0);
        expect(step.text.id).not.toBe(step.text.en);
      }
    }
    expect(Object.keys(milestoneLabels)).toEqual([...MILESTONES]);
  });
});
