// Line icons for the sale card's buttons; each button carries its own accessible name.
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-5',
} as const;

export const ChatIcon = () => (
  <svg aria-hidden {...base}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.1A8 8 0 1 1 21 12z" />
  </svg>
);

export const StateIcon = () => (
  <svg aria-hidden {...base}>
    <path d="M20 12V5a1 1 0 0 0-1-1h-7L3 13l8 8 9-9z" />
    <circle cx="15.5" cy="8.5" r="1.5" />
  </svg>
);

export const DetailIcon = () => (
  <svg aria-hidden {...base}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const TrashIcon = () => (
  <svg aria-hidden {...base}>
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />
  </svg>
);
