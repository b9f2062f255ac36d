import type { ValidationContext } from 'sanity';

/**
 * A `key` names one member of a fixed set (a stage, a diet tab, a checklist
 * flag), so two documents of one type may not share it. Drafts and release
 * versions of the same document are not counted as others.
 */
export async function isUniqueKey(key: string | undefined, context: ValidationContext): Promise<true | string> {
  if (!key || !context.document) return true;
  const id = context.document._id.replace(/^(drafts|versions\.[^.]+)\./, '');
  const others = await context
    .getClient({ apiVersion: '2025-10-01' })
    .fetch<number>(
      'count(*[_type == $type && key == $key && !(_id in [$id, "drafts." + $id]) && !(_id in path("versions.**"))])',
      { type: context.document._type, key, id },
    );
  return others === 0 || `Another document of this type already uses the key "${key}"`;
}
