import { describe, expect, it } from 'vitest';
import { judgeAgainstFloor } from '../../bench/lib/floor-budget';

describe("the bench's budget against the floor", () => {
  const floor = { score: 0.99, tbtMs: 40 };

  it('passes a page within 95 % of the floor score, 150 ms of its blocking time, CLS 0.02', () => {
    const j = judgeAgainstFloor({ score: 0.95, tbtMs: 190, cls: 0.02 }, floor);
    expect(j.scoreRatio).toBeCloseTo(0.9596, 4);
    expect(j.tbtOverMs).toBe(150);
    expect(j).toMatchObject({ scoreOk: true, tbtOk: true, clsOk: true, ok: true });
  });

  it('holds on a slower host: the same ratio passes when both scores fall', () => {
    const slow = { score: 0.8, tbtMs: 400 };
    expect(judgeAgainstFloor({ score: 0.77, tbtMs: 520, cls: 0 }, slow).ok).toBe(true);
    // …where the absolute 0.95 would have failed it.
    expect(judgeAgainstFloor({ score: 0.75, tbtMs: 520, cls: 0 }, slow).scoreOk).toBe(false);
  });

  it('takes exactly 95 % as met despite binary fractions', () => {
    expect(judgeAgainstFloor({ score: 0.9405, tbtMs: 0, cls: 0 }, floor).scoreOk).toBe(true);
    expect(judgeAgainstFloor({ score: 0.94, tbtMs: 0, cls: 0 }, floor).scoreOk).toBe(false);
  });

  it('fails each budget on its own', () => {
    expect(judgeAgainstFloor({ score: 0.99, tbtMs: 191, cls: 0 }, floor)).toMatchObject({
      tbtOk: false,
      scoreOk: true,
      ok: false,
    });
    expect(judgeAgainstFloor({ score: 0.99, tbtMs: 40, cls: 0.021 }, floor)).toMatchObject({
      clsOk: false,
      ok: false,
    });
  });

  it('refuses to judge by a floor that did not score', () => {
    expect(() =>
      judgeAgainstFloor({ score: 0.9, tbtMs: 0, cls: 0 }, { score: 0, tbtMs: 0 }),
    ).toThrow(/floor/);
  });
});
