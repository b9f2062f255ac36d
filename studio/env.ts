// Without a project id the studio still builds and validates the schema offline.
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'unconfigured';
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';
/** The site the Presentation tool previews (its draft-mode route is /api/draft-mode/enable). */
export const previewOrigin = (process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000').replace(/\/+$/, '');
/** The Content Lake API version the studio's own queries (its validation rules, templates) ask for. */
export const apiVersion = '2025-10-01';
