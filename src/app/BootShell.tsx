import { Loader } from '../ui/Loader';

/**
 * The portal's first frame: the top bar and a spinner. index.html carries the same markup (a
 * test keeps the two equal) so it paints before any JavaScript has run; the router and the
 * session guard render it while they wait, so the screen does not flash between the static
 * shell and the first page. No landmarks: the real top bar and main arrive with the page.
 */
export function BootShell({ label }: { label?: string }) {
  return (
    <div className="boot">
      <div className="topbar">
        <span className="topbar__brand">CarGo</span>
      </div>
      <Loader label={label} />
    </div>
  );
}
