/** GET /api/health: ready, and whether the server runs as a demo (docs/security.md). */
import * as v from 'valibot';

export const HealthSchema = v.object({
  status: v.literal('ok'),
  /** Demo data and demo accounts with public passwords: the app says so on every screen. */
  demo: v.boolean(),
});
export type Health = v.InferOutput<typeof HealthSchema>;
