// A Content Source Map for a query evaluated by groq-js, which makes none.
//
// The preview's click-to-edit overlays need to know, for each string a page
// shows, which document and field it came from. The Content Lake answers that
// with a Content Source Map beside the result
// (https://www.sanity.io/docs/content-lake/content-source-maps), and
// @sanity/client encodes it into the strings (stega). groq-js returns only the
// result, so this builds the same map by running the query a second time,
// over a copy of the documents in which every string carries the place it
// came from. GROQ passes a projected value through unchanged, so a string of
// the traced result ends with the place of the string it is: that is the
// mapping, found by the engine itself rather than guessed from equal texts.
//
// The result the page shows is always the first, untouched evaluation. A
// field the query compares, filters, orders or passes to a function is left
// unmarked (a marker would change the answer), and a string is mapped only
// where the traced result, its marker taken off, holds the very same string
// at the same place: a value GROQ composed (pt::text, a concatenation) or a
// field left unmarked gets no overlay, as the Content Lake leaves computed
// values unmapped. The map then goes through @sanity/client's own
// stegaEncodeSourceMap, so both adapters encode alike (./stega.ts).
import {
  type ContentSourceMap,
  type ContentSourceMapParsedPath,
  type ContentSourceMapParsedPathKeyedSegment,
  jsonPath,
} from '@sanity/client/csm';
import { evaluate, type ExprNode, parse } from 'groq-js';

import type { SanityDocument } from './dataset';

type Node = { type?: string } & Record<string, unknown>;

/** Node types whose operands decide what a query returns rather than being returned. */
const DECIDING = new Set(['OpCall', 'And', 'Or', 'Not', 'Neg', 'Pos', 'InRange', 'FuncCall']);

/** Every attribute name the query reads to decide: in filters, conditions, operators, functions and orderings. */
export function fieldsReadToDecide(tree: ExprNode): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown, deciding: boolean): void => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, deciding));
    if (value === null || typeof value !== 'object') return;
    const node = value as Node;
    switch (node.type) {
      case 'AccessAttribute':
        if (deciding) names.add(node.name as string);
        return visit(node.base, deciding);
      case 'Filter':
        visit(node.base, deciding);
        return visit(node.expr, true);
      case 'PipeFuncCall':
        visit(node.base, deciding);
        return visit(node.args, true);
      case 'SelectAlternative':
      case 'ObjectConditionalSplat':
        visit(node.condition, true);
        return visit(node.value, deciding);
    }
    const inside = deciding || DECIDING.has(node.type ?? '');
    for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child, inside);
  };
  visit(tree, false);
  return names;
}

const MARK = '\u0000';
const MARKED = new RegExp(`${MARK}(\\d+)${MARK}$`);

interface Origin {
  document: SanityDocument;
  path: ContentSourceMapParsedPath;
}

/** A copy of the documents whose shown strings end with the index of their origin in `origins`. */
function markDocuments(dataset: SanityDocument[], unmarked: Set<string>, origins: Origin[]): SanityDocument[] {
  const mark = (document: SanityDocument, value: unknown, path: ContentSourceMapParsedPath): unknown => {
    if (typeof value === 'string') {
      origins.push({ document, path });
      return `${value}${MARK}${origins.length - 1}${MARK}`;
    }
    if (Array.isArray(value)) {
      return value.map((item: unknown, index) => {
        const key = (item as { _key?: unknown } | null)?._key;
        const segment: ContentSourceMapParsedPathKeyedSegment | number =
          typeof key === 'string' ? { _key: key, _index: index } : index;
        return mark(document, item, [...path, segment]);
      });
    }
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => [
          key,
          key.startsWith('_') || unmarked.has(key) ? field : mark(document, field, [...path, key]),
        ]),
      );
    }
    return value;
  };
  return dataset.map((document) => mark(document, document, []) as SanityDocument);
}

/** Result path → origin index, wherever the traced result holds the clean string with its marker. */
function matchMarks(clean: unknown, traced: unknown, path: (string | number)[], found: Map<string, number>): void {
  if (typeof clean === 'string') {
    if (typeof traced !== 'string' || !traced.startsWith(clean)) return;
    const marker = MARKED.exec(traced.slice(clean.length));
    if (marker && marker.index === 0) found.set(jsonPath(path), Number(marker[1]));
    return;
  }
  if (Array.isArray(clean)) {
    if (!Array.isArray(traced)) return;
    clean.forEach((item, index) => matchMarks(item, traced[index], [...path, index], found));
    return;
  }
  if (clean !== null && typeof clean === 'object') {
    if (traced === null || typeof traced !== 'object' || Array.isArray(traced)) return;
    for (const [key, value] of Object.entries(clean)) {
      matchMarks(value, (traced as Record<string, unknown>)[key], [...path, key], found);
    }
  }
}

/**
 * The Content Source Map of `result`, the answer groq-js gave to `query` over
 * `dataset` (already seen through the preview's perspective).
 */
export async function traceSourceMap(
  query: string,
  dataset: SanityDocument[],
  params: Record<string, unknown>,
  result: unknown,
): Promise<ContentSourceMap> {
  const tree = parse(query, { params });
  const origins: Origin[] = [];
  const marked = markDocuments(dataset, fieldsReadToDecide(tree), origins);
  const traced = await (await evaluate(tree, { dataset: marked, params })).get();
  const found = new Map<string, number>();
  matchMarks(result, traced, [], found);

  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentIndex = new Map<string, number>();
  const pathIndex = new Map<string, number>();
  for (const [resultPath, originIndex] of found) {
    const origin = origins[originIndex];
    if (!origin) continue;
    // The id the studio edits: the draft's own under the drafts perspective (perspective.ts keeps it as _originalId).
    const id = typeof origin.document._originalId === 'string' ? origin.document._originalId : origin.document._id;
    const sourcePath = jsonPath(origin.path);
    const document = documentIndex.get(id) ?? map.documents.push({ _id: id, _type: origin.document._type }) - 1;
    const path = pathIndex.get(sourcePath) ?? map.paths.push(sourcePath) - 1;
    documentIndex.set(id, document);
    pathIndex.set(sourcePath, path);
    map.mappings[resultPath] = { type: 'value', source: { type: 'documentValue', document, path } };
  }
  return map;
}
