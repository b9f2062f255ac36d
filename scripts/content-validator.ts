// Forked by content:watch: the studio's schema needs React's client build, the watcher runs with the server's.
import type { SanityDocument } from '../web/lib/content/dataset';
import { createContentValidator } from './lib/validate-content';

const validator = await createContentValidator();
process.on('message', (request: { id: number; dataset: SanityDocument[]; only?: string[] }) => {
  void validator
    .check(request.dataset, request.only ? new Set(request.only) : undefined)
    .then((problems) => process.send?.({ id: request.id, problems }))
    .catch((error: Error) =>
      process.send?.({ id: request.id, problems: [{ where: '(validator)', message: error.message }] }),
    );
});
process.on('disconnect', () => void validator.close().then(() => process.exit(0)));
process.send?.({ ready: true });
