#!/usr/bin/env node
// `npm start`: builds the site when there is no build for the current sources, then serves it.
import { buildIsCurrent } from './lib/build-state.mjs';

if (!buildIsCurrent()) {
  console.log('No build for the current sources: building the site (this takes a minute)…');
  await import('./build.mjs');
}
await import('./serve.mjs');
