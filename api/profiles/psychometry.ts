// The psychometric survey through its machine (machines/psychometric): answers are offered to
// it as events, the submission is accepted once, and after that the survey is locked for good.
import { initialTransition } from 'xstate';
import { psychometricMachine } from '../../machines/psychometric/psychometric.machine.ts';
import {
  riskRating,
  riskScore,
  type SurveySnapshot,
  whyNotSurvey,
} from '../../machines/psychometric/psychometric.selectors.ts';
import type { SurveyContext, SurveyEvent } from '../../machines/psychometric/psychometric.types.ts';
import { pureTransition } from '../../machines/shared/pure-transition.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';

type SurveyRow = {
  machine_state: SurveySnapshot['value'];
  machine_context: SurveyContext;
  score: number | null;
  rating: string | null;
  submitted_at: Date | null;
};

async function load(q: Queryable, userId: string, lock: boolean): Promise<SurveySnapshot> {
  const start = initialTransition(psychometricMachine, { respondentId: userId })[0];
  if (lock) {
    // A first submission has no row to lock: create the machine's start first, so that
    // submissions sent at the same moment queue on one row lock and the second finds it locked.
    await q.query(
      `INSERT INTO psychometric_surveys (user_id, machine_state, machine_context)
       VALUES ($1, $2::jsonb, $3::jsonb) ON CONFLICT (user_id) DO NOTHING`,
      [userId, JSON.stringify(start.value), JSON.stringify(start.context)],
    );
  }
  const [row] = await q.query<SurveyRow>(
    `SELECT machine_state, machine_context FROM psychometric_surveys WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return row
    ? psychometricMachine.resolveState({ value: row.machine_state, context: row.machine_context })
    : start;
}

export function surveyView(snapshot: SurveySnapshot) {
  const rating = riskRating(snapshot);
  return {
    locked: snapshot.hasTag('locked'),
    fatca: snapshot.context.fatca,
    risk: snapshot.context.risk,
    score: snapshot.hasTag('locked') ? riskScore(snapshot.context) : null,
    rating: snapshot.hasTag('locked') ? (rating?.code ?? null) : null,
    ratingLabel: snapshot.hasTag('locked') ? (rating?.text ?? null) : null,
  };
}

export async function readSurvey(db: Db, viewer: Viewer) {
  return surveyView(await load(db, viewer.userId, false));
}

export async function submitSurvey(
  db: Db,
  viewer: Viewer,
  answers: { fatca: boolean[]; risk: number[] },
  now: Date,
) {
  return db.tx(async (q) => {
    let snapshot = await load(q, viewer.userId, true);
    const events: SurveyEvent[] = [
      { type: 'fatca.answerAll', answers: answers.fatca },
      { type: 'risk.answerAll', options: answers.risk },
      { type: 'survey.submit' },
      { type: 'survey.accepted' },
    ];
    for (const event of events) {
      const refused = whyNotSurvey(snapshot, event);
      if (refused) {
        const locked = refused.code === 'LOCKED';
        throw new AppError(
          locked ? 409 : 400,
          locked ? 'SURVEY_LOCKED' : `SURVEY_${refused.code}`,
          refused.text.en,
          {
            reason: refused.code,
          },
        );
      }
      snapshot = pureTransition(psychometricMachine, snapshot, event)[0];
    }
    const view = surveyView(snapshot);
    await q.query(
      `INSERT INTO psychometric_surveys (user_id, machine_state, machine_context, score, rating, submitted_at)
       VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET machine_state = EXCLUDED.machine_state,
         machine_context = EXCLUDED.machine_context, score = EXCLUDED.score,
         rating = EXCLUDED.rating, submitted_at = EXCLUDED.submitted_at`,
      [
        viewer.userId,
        JSON.stringify(snapshot.value),
        JSON.stringify(snapshot.context),
        view.score,
        view.rating,
        now,
      ],
    );
    return view;
  });
}
