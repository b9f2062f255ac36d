import { cronRoute } from '@/lib/http/routes';
import { deliverDueEmailsNow } from '@/lib/mail';

/** The outbox's scheduled run (web/vercel.json, or any cron with the same secret). */
export const GET = cronRoute(async () => Response.json(await deliverDueEmailsNow()));
