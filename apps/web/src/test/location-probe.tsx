import { useLocation } from 'react-router';

/** Shows the router's current path and query, so a test can see where a page navigated. */
export const LocationProbe = ({ testId = 'location' }: { testId?: string }) => {
  const { pathname, search } = useLocation();
  return <output data-testid={testId}>{`${pathname}${search}`}</output>;
};
