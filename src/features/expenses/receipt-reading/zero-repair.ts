/**
 * Receipt printers' zeros are slashed or dotted, and OCR reads them as 6, 8 or 9: '18/62/26' for
 * 18/02/26, '87/09/26' for 07/09/26. Every way of reading those digits back as 0, in the order
 * tried (the figure as printed is not one of them).
 */
export function zeroReadings(digits: string): string[] {
  const spots = [...digits].flatMap((c, i) => (/[689]/.test(c) ? [i] : []));
  const out: string[] = [];
  for (let mask = 1; mask < 1 << spots.length; mask++) {
    const chars = [...digits];
    spots.forEach((at, bit) => {
      if (mask & (1 << bit)) chars[at] = '0';
    });
    out.push(chars.join(''));
  }
  return out;
}

/**
 * A day and month OCR made impossible, read again with its misread zeros: the real day that takes
 * the fewest zeros put back, or null when none is, or when two are as likely.
 */
export function repairDayMonth(
  day: string,
  month: string | number,
  isReal: (d: number, m: number) => boolean,
): { d: number; m: number; changed: number } | null {
  const readings = (s: string) => [s, ...zeroReadings(s)];
  const changed = (a: string, b: string) => [...a].filter((c, i) => c !== b[i]).length;
  const months = typeof month === 'number' ? [String(month)] : readings(month);
  const byCost = new Map<number, Map<string, { d: number; m: number; changed: number }>>();
  for (const d of readings(day)) {
    for (const m of months) {
      if (!isReal(Number(d), Number(m))) continue;
      const cost = changed(day, d) + (typeof month === 'number' ? 0 : changed(month, m));
      const found =
        byCost.get(cost) ?? new Map<string, { d: number; m: number; changed: number }>();
      found.set(`${Number(d)}-${Number(m)}`, { d: Number(d), m: Number(m), changed: cost });
      byCost.set(cost, found);
    }
  }
  const cheapest = Math.min(...byCost.keys());
  const found = byCost.get(cheapest);
  return found?.size === 1 ? ([...found.values()][0] ?? null) : null;
}

/**
 * A four-digit year OCR put after `latest` or before 2000 ('2626' for 2026), read again with its
 * misread zeros: the year from 2000 to `latest` that takes the fewest zeros put back, or null
 * when there is none or two are as likely. A year with no 6, 8 or 9 to read as a zero and a
 * wrong century digit ('2318') is 20 and its last two digits.
 */
export function repairYear(year: string, latest: number): number | null {
  if (!/^\d{4}$/.test(year)) return null;
  const changed = (a: string) => [...a].filter((c, i) => c !== year[i]).length;
  const fits = zeroReadings(year).filter((y) => Number(y) >= 2000 && Number(y) <= latest);
  // '2318' for 2018: a 20xx year's century digit misread as any other digit.
  const century = Number(`20${year.slice(2)}`);
  if (fits.length === 0 && /^2[1-9]/.test(year) && century <= latest) return century;
  // '2047' for 2017: a year decades ahead, so its tens digit is the one misread (a year just
  // ahead, '2027', may be any digit's misreading). The latest of the last ten years with the
  // same last digit: a receipt being claimed is a recent one.
  const decade = Math.floor(latest / 10) % 10;
  if (fits.length === 0 && /^20\d\d$/.test(year) && Number(year[2]) > decade) {
    const recent = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
      .map((back) => latest - back)
      .find((y) => y % 10 === Number(year[3]));
    if (recent !== undefined) return recent;
  }
  const cheapest = Math.min(...fits.map(changed));
  const found = fits.filter((y) => changed(y) === cheapest);
  return found.length === 1 ? Number(found[0]) : null;
}
