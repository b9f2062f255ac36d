/**
 * The studio's project and dataset. Sanity exposes SANITY_STUDIO_* variables to
 * the studio bundle. Without a project id the studio still builds and validates
 * the schema offline; it needs one to edit a real dataset.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'unconfigured';
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';
/** The site the Presentation tool previews (its draft-mode route is /api/draft-mode/enable). */
export const previewOrigin = (process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000').replace(/\/+$/, '');
