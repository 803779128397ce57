import { useEffect, useId, useState } from 'react';
import { homeScreenGuideDue, markHomeScreenGuideShown } from '../../offline/persist';

/**
 * iOS has no install prompt: once per device, after the first saved claim or while claims wait
 * to be sent, the expense log says how to add the portal to the Home Screen. Mount it once the
 * drafts are read, so the count is known at its first render.
 */
export function HomeScreenGuide({ drafts }: { drafts: number }) {
  const id = useId();
  const [open, setOpen] = useState(() => homeScreenGuideDue(drafts));
  useEffect(() => {
    if (open) markHomeScreenGuideShown();
  }, [open]);
  if (!open) return null;
  return (
    <section className="card home-guide" aria-labelledby={`${id}-title`}>
      <h2 className="card__title" id={`${id}-title`}>
        Add CarGo to your Home Screen
      </h2>
      <p>
        From the Home Screen the portal opens like an app, and claims waiting to be sent are kept.
        In the browser, what a website keeps on this device is deleted after 7 days without a visit.
      </p>
      <ol className="home-guide__steps">
        <li>
          Tap Share{' '}
          <svg className="home-guide__icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" />
          </svg>{' '}
          in the browser&apos;s toolbar (on some iPhones it is under the ⋯ button).
        </li>
        <li>Scroll down and tap &lsquo;Add to Home Screen&rsquo;.</li>
        <li>Tap &lsquo;Add&rsquo;, then open CarGo from its new icon.</li>
      </ol>
      <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
        Got it
      </button>
    </section>
  );
}
