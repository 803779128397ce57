/**
 * Lighthouse's mobile score moves with the host: the same build scores 0.99 on one machine and
 * far lower on a slower or busier one. A page is therefore judged against the floor (bench/floor,
 * bare React + React Router through the project's Vite config) measured in the same run, on the
 * same machine, under the same load.
 */
export const FLOOR_BUDGET = {
  /** A page's performance score at least this share of the floor's. */
  scoreRatio: 0.95,
  /** A page's total blocking time at most the floor's plus this many milliseconds. */
  tbtOverMs: 150,
  /** Layout shift, absolute: it does not depend on the host's speed. */
  cls: 0.02,
} as const;

export type LighthouseFigures = { score: number; tbtMs: number; cls: number };

export type FloorJudgement = {
  /** The page's score over the floor's. */
  scoreRatio: number;
  /** The page's total blocking time minus the floor's. */
  tbtOverMs: number;
  scoreOk: boolean;
  tbtOk: boolean;
  clsOk: boolean;
  ok: boolean;
};

export function judgeAgainstFloor(
  page: LighthouseFigures,
  floor: Pick<LighthouseFigures, 'score' | 'tbtMs'>,
): FloorJudgement {
  if (!(floor.score > 0)) throw new Error(`the floor scored ${floor.score}: nothing to judge by`);
  const scoreRatio = page.score / floor.score;
  const tbtOverMs = page.tbtMs - floor.tbtMs;
  // A hair of slack for binary fractions: 0.9405 / 0.99 is 0.95 on paper, 0.9499… in a double.
  const scoreOk = scoreRatio >= FLOOR_BUDGET.scoreRatio - 1e-9;
  const tbtOk = tbtOverMs <= FLOOR_BUDGET.tbtOverMs;
  const clsOk = page.cls <= FLOOR_BUDGET.cls;
  return { scoreRatio, tbtOverMs, scoreOk, tbtOk, clsOk, ok: scoreOk && tbtOk && clsOk };
}
