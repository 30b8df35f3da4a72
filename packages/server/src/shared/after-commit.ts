// What a write tells the rest of the server once its transaction has committed: the published
// catalogue changed (the in-memory copy is rebuilt on the next read), or mail was queued (the
// worker wakes now instead of at its next poll). Services call these; routes never do.
export type AfterCommit = {
  catalogChanged(): void;
  mailQueued(): void;
  /** A sale was created (not a replayed answer): counted for GET /metrics. */
  saleCreated?(canal: 'web' | 'pos'): void;
};
