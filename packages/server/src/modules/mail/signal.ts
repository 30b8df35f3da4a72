// Lets a route wake the mail worker right after its transaction commits, instead of waiting for
// the next poll. Keyed by the database handle so the app and the worker need no shared object;
// nudging a database that has no worker (most tests) does nothing.
import { createNudge } from '../../shared/nudge.ts';

const mail = createNudge();

export const onMailNudge = mail.on;

/** Call after committing a transaction that queued mail. */
export const nudgeMailWorker = mail.nudge;
