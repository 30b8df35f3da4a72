import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { firstScreenReady } from './app/first-screen.ts';
import { reportCaughtError } from './app/page-error-boundary.tsx';
import { AppRoutes } from './app/router.tsx';
import { Toaster } from './components/ui/toast.tsx';
import './index.css';

// The first render as a transition: React renders it in slices and lets the browser breathe
// between them, instead of one long task that keeps a slow phone's main thread busy.
function render() {
  const root = createRoot(document.getElementById('root')!, { onCaughtError: reportCaughtError });
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </StrictMode>,
    ),
  );
}

// A page the server painted (the home, a product) waits until React can draw the same.
const ready = firstScreenReady(window.location.pathname);
if (ready) void ready.then(render);
else render();
