import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorView } from './ErrorView.tsx';

/** Route error boundary: 404 → "Page not found", chunk-load → one guarded reload, else the error page. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return <ErrorView error={error} pathname={pathname} notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
