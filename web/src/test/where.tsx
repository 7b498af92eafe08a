import { useLocation } from 'react-router';

/**
 * The router's address for a test to read: `getByTestId('where')` holds path, query and hash, and
 * its `data-key` changes with every navigation (a replace to the same address too).
 */
export function Where() {
  const { pathname, search, hash, key } = useLocation();
  return (
    <output data-testid="where" data-key={key}>
      {`${pathname}${search}${hash}`}
    </output>
  );
}
