import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';

import { allowedActions, allowedTemplates } from './document-rules';
import { projectId, dataset } from './env';
import { schemaTypes } from './schemaTypes';
import { structure } from './structure';

export default defineConfig({
  name: 'default',
  title: '24-Hour Reset',
  projectId,
  dataset,
  plugins: [structureTool({ structure }), visionTool()],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the desk; fixed sets are edited, not added to (./document-rules.ts).
    templates: allowedTemplates,
  },
  document: {
    actions: (actions, { schemaType }) => allowedActions(schemaType, actions),
  },
});
