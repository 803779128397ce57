import { Outlet } from 'react-router-dom';
import { usePageHeading } from './usePageHeading';

/** The root of every route, signed in or not: page titles and focus on navigation. */
export function RouteFrame() {
  usePageHeading();
  return <Outlet />;
}
