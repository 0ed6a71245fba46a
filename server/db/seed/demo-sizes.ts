/** How many rows a seed generates beside the demo accounts' own. */
export type SeedCounts = { merchants: number; users: number; bookings: number; invoices: number };

/**
 * The demo's sizes (DEMO_SIZE, docs/configuration.md): `full` by default; `small` for the
 * end-to-end servers, where every test's fresh browser downloads the whole mirror
 * (docs/ARCHITECTURE.md, Testing). Its 720 users keep the one staff user the seed leaves new
 * (status N, the 36th generated) that the first-time login specs activate.
 */
export const DEMO_SIZES = {
  full: { merchants: 200, users: 1000, bookings: 2000, invoices: 1000 },
  small: { merchants: 60, users: 720, bookings: 600, invoices: 300 },
} as const satisfies Record<string, SeedCounts>;
export type DemoSize = keyof typeof DEMO_SIZES;
