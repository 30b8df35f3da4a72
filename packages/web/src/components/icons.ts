import { BAR_ICONS } from './icon.tsx';

/** Every icon's SVG path, by name (components/icon.tsx draws them). */
export const ICONS = {
  ...BAR_ICONS,
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l7-7',
  basket: 'M3 9h18l-2 11H5zM8 9l4-6 4 6',
  heart: 'M12 20s-8-4.5-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 10-8 10z',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  sales: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c1-4 3.5-6 7-6s6 2 7 6M16 3.5a4 4 0 0 1 0 7M19 15c1.7.8 2.6 2.8 3 6',
  image: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5v.01',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l13-3v3M16 13.5v.01',
  support:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  truck:
    'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

export type IconName = keyof typeof ICONS;
