// The seed dataset checked offline as the studio checks a document before it publishes:
// against the studio's schema and its rules. Used by `npm run content:watch` and the seed's test.
import { createClient } from '@sanity/client';
import {
  createWorkspaceFromConfig,
  pathToString,
  validateDocument,
  type SanityDocument as StudioDocument,
} from 'sanity';

import { schemaTypes } from '../../studio/schemaTypes';
import type { SanityDocument } from '../../web/lib/content/dataset';
import { startGroqServer } from './groq-server';

export interface ContentProblem {
  /** `documentId field.path` */
  where: string;
  message: string;
}

const DOCUMENT_TYPES = new Set<string>(schemaTypes.filter((type) => type.type === 'document').map((type) => type.name));

/** Kept open across checks, as the studio's workspace takes seconds to create; rules see the whole dataset. */
export async function createContentValidator() {
  // Rules that query the dataset ask this local endpoint, not the Content Lake.
  const server = await startGroqServer([]);
  const client = createClient({
    projectId: 'seed',
    dataset: 'production',
    apiVersion: '2025-10-01',
    useCdn: false,
    apiHost: server.url,
    useProjectHostname: false,
  });
  const workspace = await createWorkspaceFromConfig({
    projectId: 'seed',
    dataset: 'production',
    name: 'default',
    schema: { types: schemaTypes },
    currentUser: {
      id: 'content-validator',
      name: 'Content validator',
      email: 'content@example.com',
      role: 'administrator',
      roles: [{ name: 'administrator', title: 'Administrator' }],
    },
    getClient: () => client,
  });

  async function check(dataset: SanityDocument[], only?: ReadonlySet<string>): Promise<ContentProblem[]> {
    server.replace(dataset);
    const problems: ContentProblem[] = [];
    const seen = new Set<string>();
    for (const doc of dataset) {
      if (seen.has(doc._id)) problems.push({ where: doc._id, message: 'Two documents have this id.' });
      seen.add(doc._id);
      if (!DOCUMENT_TYPES.has(doc._type)) {
        problems.push({ where: doc._id, message: `"${doc._type}" is not a document type of the schema.` });
      }
    }
    const checked = dataset.filter((doc) => DOCUMENT_TYPES.has(doc._type) && (!only || only.has(doc._id)));
    for (const doc of checked) {
      const markers = await validateDocument({
        document: doc as unknown as StudioDocument,
        workspace,
        // As the studio validates: in 'cli', Sanity adds a warning-level rule to every document's own
        // rules, which turns a document-level rule (numbers stated once) into a warning.
        environment: 'studio',
        getDocumentExists: ({ id }) => Promise.resolve(seen.has(id.replace(/^drafts\./, ''))),
      });
      for (const marker of markers.filter((each) => each.level === 'error')) {
        problems.push({ where: `${doc._id} ${pathToString(marker.path) || '(document)'}`, message: marker.message });
      }
    }
    return problems;
  }

  return { check, close: () => server.close() };
}
