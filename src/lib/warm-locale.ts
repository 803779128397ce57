import { LOCALE } from '../../contract/locale';

/**
 * The first number and the first date formatter a page builds load the locale's data: about
 * 10 ms each on a desktop, several times that on a phone. Done here, each in a task of its own
 * while the first page's chunks are still on the way, that cost is not added to evaluating the
 * page's schemas (their messages format limits) or to its first render (amounts, dates).
 */
export function warmLocale(): void {
  setTimeout(() => {
    new Intl.NumberFormat(LOCALE).format(0);
    setTimeout(() => {
      new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: 'short', year: 'numeric' }).format(
        0,
      );
    }, 0);
  }, 0);
}
