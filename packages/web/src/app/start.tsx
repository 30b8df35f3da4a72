// The app itself, as main.tsx renders it: the routes (whose module registers every lazy page's
// loader), the toasts, and what a painted page waits for. main.tsx imports it on its own, after
// React is evaluated, so a slow phone evaluates the framework and the app in two tasks.
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/ui/toast.tsx';
import { AppRoutes } from './router.tsx';

export { firstScreenReady } from './first-screen.ts';
export { reportCaughtError } from './page-error-boundary.tsx';

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </StrictMode>
  );
}
