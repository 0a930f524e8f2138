import { createBrowserRouter, type RouteObject } from 'react-router';
import { DefaultLayout, EmptyLayout } from './layouts/DefaultLayout.tsx';
import { LocaleRedirect, LocaleRoot } from './layouts/LocaleRoot.tsx';
import { RouteError } from './pages/RouteError.tsx';

/** Pages load lazily: the dashboard never weighs on the public pages. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LocaleRedirect /> },
      {
        path: ':lang',
        element: <LocaleRoot />,
        errorElement: <RouteError />,
        children: [
          {
            element: <DefaultLayout />,
            children: [
              { index: true, lazy: lazyPage(() => import('./pages/LandingPage.tsx')) },
              { path: '*', lazy: lazyPage(() => import('./pages/NotFoundPage.tsx')) },
            ],
          },
          { element: <EmptyLayout />, children: [] },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
