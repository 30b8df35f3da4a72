import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { firstScreenReady } from './app/first-screen.ts';
import { AppRoutes } from './app/router.tsx';
import { store } from './app/store.ts';
import { Toaster } from './components/ui/toast.tsx';
import './index.css';

// The first render as a transition: React renders it in slices and lets the browser breathe
// between them, instead of one long task that keeps a slow phone's main thread busy.
function render() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Toaster />
        </Provider>
      </StrictMode>,
    ),
  );
}

// A page the server painted (the home, a product) waits until React can draw the same.
const ready = firstScreenReady(window.location.pathname);
if (ready) void ready.then(render);
else render();
