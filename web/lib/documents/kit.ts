import type { ReactNode } from 'react';

type Children = { children: ReactNode };

export interface TimetableRow {
  time: string;
  title: string;
  detail: string;
  options?: { title: string; detail: string }[];
}

/**
 * The few building blocks the printable documents (the guide, the 7-day
 * tracker, the reflection journal) are written in. Each document is one React
 * tree over these; `htmlKit` renders them as a web page (react-dom/server, or
 * inside a Next.js page) and `pdfKit` as a PDF (@react-pdf/renderer), so a
 * document's structure and words exist once.
 */
export interface DocumentKit {
  /** The whole document: its pages. */
  Document(props: Children & { title: string; author: string; subject?: string }): ReactNode;
  /**
   * A page, or as many as its content fills. `footer` runs along the bottom of
   * each PDF page with the page number; a browser prints its own header and footer.
   */
  Page(props: Children & { footer?: string }): ReactNode;
  Heading(props: Children & { level: 1 | 2 | 3 | 4 }): ReactNode;
  Text(props: Children & { tone?: 'lead' | 'muted' }): ReactNode;
  Strong(props: Children): ReactNode;
  List(props: { items: ReactNode[]; numbered?: boolean }): ReactNode;
  /**
   * Rows of time, activity and what to do, as in the day's timeline; a row whose
   * text asks to pick one lists its options under it (the page's accordion).
   */
  Timetable(props: { rows: TimetableRow[] }): ReactNode;
  /**
   * A heading over boxes to tick; `key` names each box (the tracker page keeps
   * ticks under it), `dayLabel` the day they are for, where a box needs it to be told apart.
   */
  Checklist(props: { heading: string; items: { key: string; label: string }[]; dayLabel?: string }): ReactNode;
  /** Labelled blanks to fill in by hand, side by side ("Date:", "Day:"). */
  Blanks(props: { labels: string[] }): ReactNode;
  /** Empty lines to write on. */
  Lines(props: { count: number }): ReactNode;
  /** Kept on one page when printed. */
  Group(props: Children): ReactNode;
  Callout(props: Children): ReactNode;
  Quote(props: Children): ReactNode;
  /** A button that prints the page; on screen only, so nothing in a PDF. */
  PrintButton(props: { label: string }): ReactNode;
}
