import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router.tsx';
import { store } from './app/store.ts';
import { Toaster } from './components/ui/toast.tsx';
import { loadSections } from './features/home/api.ts';
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

// On the home the server painted the carousel's first picture into the HTML (its first screen).
// React takes over once that picture is on screen and the sections are here, so it draws the
// same picture in the same place instead of blinking to a placeholder; three seconds at most.
const firstPicture = document.querySelector<HTMLImageElement>('#contenido img');
if (window.location.pathname === '/' && firstPicture) {
  const painted = firstPicture
    .decode()
    .catch(() => undefined)
    .then(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const ready = Promise.all([store.dispatch(loadSections()), painted]);
  void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 3000))]).then(render);
} else {
  render();
}
