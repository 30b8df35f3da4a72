import { vitalsPageOf, vitalsSampleRate } from '@feria/domain/rules/web-vitals';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { nextTask } from './lib/next-task.ts';
import './index.css';

// Start-up in short tasks, so a slow phone's main thread never stays busy long (issue 36): React
// is evaluated with this module; the app (app/start.tsx) in a task of its own; the root is made
// in another; and the first render is a transition, which React renders in slices, letting the
// browser breathe between them. The server preloads app/start.tsx's code with this module
// (vite.config.ts appStartPreload), so the split costs no round trip.
async function start() {
  // Control (the stall's screen) asks for its code and who is signed in before React starts, not
  // once the router reaches it: the same requests the router makes (app/router.tsx).
  if (window.location.pathname === '/dashboard/dashboard') {
    void import('./api/session.ts').then((m) => m.loadSession()).catch(() => {});
    void import('./features/pos/pages/control-page.tsx').catch(() => {});
  }
  await nextTask();
  const { App, firstScreenReady, reportCaughtError } = await import('./app/start.tsx');
  // A page the server painted (the home, a product) waits until React can draw the same.
  await firstScreenReady(window.location.pathname);
  await nextTask();
  const root = createRoot(document.getElementById('root')!, { onCaughtError: reportCaughtError });
  await nextTask();
  startTransition(() => root.render(<App />));
  // The field data (issue 51), for a sample of the loads: its code only then, after the start-up.
  if (Math.random() < vitalsSampleRate(vitalsPageOf(window.location.pathname))) {
    await nextTask();
    void import('./lib/web-vitals.ts').then((m) => m.reportWebVitals()).catch(() => {});
  }
}

void start();
