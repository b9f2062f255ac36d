import type { ReactNode } from 'react';

type Children = { children: ReactNode };

export interface TimetableRow {
  time: string;
  title: string;
  detail: string;
  options?: { title: string; detail: string }[];
}

/** The printables' building blocks: one React tree, rendered by `htmlKit` as HTML and by `pdfKit` as PDF. */
export interface DocumentKit {
  Document(props: Children & { title: string; author: string; subject?: string }): ReactNode;
  /** As many pages as its content fills; `footer` runs along each PDF page with its number. */
  Page(props: Children & { footer?: string }): ReactNode;
  Heading(props: Children & { level: 1 | 2 | 3 | 4 }): ReactNode;
  Text(props: Children & { tone?: 'lead' | 'muted' }): ReactNode;
  Strong(props: Children): ReactNode;
  List(props: { items: ReactNode[]; numbered?: boolean }): ReactNode;
  /** Rows of time, activity and what to do; a row that asks to pick one lists its options under it. */
  Timetable(props: { rows: TimetableRow[] }): ReactNode;
  /** Boxes to tick; `key` names each (the tracker page keeps ticks under it), `dayLabel` tells days apart. */
  Checklist(props: { heading: string; items: { key: string; label: string }[]; dayLabel?: string }): ReactNode;
  /** Labelled blanks to fill in by hand, side by side ("Date:", "Day:"). */
  Blanks(props: { labels: string[] }): ReactNode;
  Lines(props: { count: number }): ReactNode;
  /** Kept on one page when printed. */
  Group(props: Children): ReactNode;
  Callout(props: Children): ReactNode;
  Quote(props: Children): ReactNode;
  /** On screen only. */
  PrintButton(props: { label: string }): ReactNode;
}
