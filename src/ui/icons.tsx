/**
 * The app's one icon set: small stroke icons (24 × 24, currentColor, shapes after Lucide, ISC),
 * always decorative, labels go beside. Only signed-in screens import it, so /login never loads it.
 */
const PATHS = {
  bell: 'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14M21 21l-4.3-4.3',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  sun: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8',
  monitor: 'M3 4h18v12H3zM8 20h8M12 16v4',
  settings:
    'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3a1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5a1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8a1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1a1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5a1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1',
  arrowUp: 'M12 19V5M5 12l7-7l7 7',
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevronsLeft: 'M11 17l-5-5l5-5M18 17l-5-5l5-5',
  chevronsRight: 'M13 17l5-5l-5-5M6 17l5-5l-5-5',
  close: 'M18 6L6 18M6 6l12 12',
  calendar: 'M4 5h16v16H4zM16 3v4M8 3v4M4 11h16',
  chevronLeft: 'M15 18l-6-6l6-6',
  chevronRight: 'M9 18l6-6l-6-6',
  help: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
  chevronDown: 'M6 9l6 6l6-6',
  // The navigation's icons: the names the menu rows carry (src/contract/menu-tree.ts).
  home: 'M3 10.5L12 3l9 7.5M5 9v12h14V9M10 21v-6h4v6',
  store: 'M3 9l1.5-5h15L21 9M3 9a3 3 0 0 0 6 0a3 3 0 0 0 6 0a3 3 0 0 0 6 0M5 12v9h14v-9M10 21v-5h4v5',
  plus: 'M12 5v14M5 12h14',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2',
  check: 'M20 6L9 17l-5-5',
  users:
    'M9 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.1a4 4 0 0 1 0 7.8M22 21v-1a6 6 0 0 0-4-5.6',
  userPlus: 'M9 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M19 8v6M16 11h6',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V6z',
  key: 'M7.5 10a5.5 5.5 0 1 0 0 11a5.5 5.5 0 1 0 0-11M11.4 11.6L21 2M15.5 7.5l3 3M18 4.5l2.5 2.5',
  plane: 'M2 16l20-7l-3-3l-6 2l-6-5l-2 1l3 6l-4 1.5l-2-1.5l-1 1z M3 21h18',
  briefcase: 'M3 7h18v13H3zM16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2M3 13h18',
  percent: 'M19 5L5 19M6.5 4a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5M17.5 15a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5',
  wallet: 'M3 6a2 2 0 0 1 2-2h12v4M3 6v12a2 2 0 0 0 2 2h15V8H5a2 2 0 0 1-2-2M16 14h.01',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l4 2',
  file: 'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h8',
  inbox: 'M22 12h-6l-2 3h-4l-2-3H2M5.5 5h13L22 12v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6z',
  dot: 'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
  download: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5l5-5M12 15V3',
  moreVertical:
    'M12 4a1 1 0 1 0 0 2a1 1 0 1 0 0-2M12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2M12 18a1 1 0 1 0 0 2a1 1 0 1 0 0-2',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ display: 'inline-block', verticalAlign: 'middle' }}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
