import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';

import { allowedActions, allowedTemplates } from './document-rules';
import { dataset, previewOrigin, projectId } from './env';
import { locations, mainDocuments } from './presentation';
import { schemaTypes } from './schemaTypes';
import { structure } from './structure';

export default defineConfig({
  name: 'default',
  title: '24-Hour Reset',
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    // Drafts previewed on the site itself, with click-to-edit overlays (docs/content.md).
    presentationTool({
      previewUrl: { initial: previewOrigin, previewMode: { enable: '/api/draft-mode/enable' } },
      resolve: { locations, mainDocuments },
    }),
    visionTool(),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the desk; fixed sets are edited, not added to (./document-rules.ts).
    templates: allowedTemplates,
  },
  document: {
    actions: (actions, { schemaType }) => allowedActions(schemaType, actions),
  },
});
