import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { signOutOfDevice } from '../features/auth/sign-out-device';
import { Loading } from '../ui/loading';

/**
 * Signs out of the device (features/auth/sign-out-device.ts): `wipe` also removes the user's copy
 * of the data; `reason=idle` when the idle timeout did it, so the sign-in page says why.
 */
const SearchSchema = v.object({
  wipe: v.optional(v.boolean()),
  reason: v.optional(v.picklist(['idle'])),
});

export const Route = createFileRoute('/logout')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  beforeLoad: async ({ search }) => {
    await signOutOfDevice({ wipe: search.wipe === true, reason: search.reason ?? 'user' });
    throw redirect({ to: '/login', replace: true });
  },
  component: Loading,
});
