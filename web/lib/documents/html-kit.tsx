import type { DocumentKit } from './kit';
import { documentCss, printScript } from './html-styles';
import { PRINT_ON_LOAD_PARAM, PRINTED_MESSAGE } from './print-protocol';

const headings = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** React puts it in the head once. */
export function DocumentStyles() {
  return (
    <style href="document-styles" precedence="medium">
      {documentCss}
    </style>
  );
}

export const htmlKit: DocumentKit = {
  Document: ({ title, children }) => (
    <html lang="en">
      {/* Rendered by react-dom/server, not a Next.js page. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style>{documentCss}</style>
      </head>
      <body className="doc-body">
        <main className="doc">{children}</main>
        <script dangerouslySetInnerHTML={{ __html: printScript(PRINTED_MESSAGE, PRINT_ON_LOAD_PARAM) }} />
      </body>
    </html>
  ),
  Page: ({ children }) => <section className="doc-page">{children}</section>,
  Heading: ({ level, children }) => {
    const Tag = headings[level];
    return <Tag className={`doc-h${level}`}>{children}</Tag>;
  },
  Text: ({ tone, children }) => <p className={tone ? `doc-text doc-${tone}` : 'doc-text'}>{children}</p>,
  Strong: ({ children }) => <strong>{children}</strong>,
  List: ({ items, numbered = false }) => {
    const Tag = numbered ? 'ol' : 'ul';
    return (
      <Tag className="doc-list">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </Tag>
    );
  },
  Timetable: ({ rows }) => (
    <table className="doc-table">
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Activity</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td className="doc-time">{row.time}</td>
            <td className="doc-activity">{row.title}</td>
            <td>
              {row.detail}
              {row.options?.length ? (
                <ul className="doc-options">
                  {row.options.map((option) => (
                    <li key={option.title}>
                      <strong>{option.title}</strong>: {option.detail}
                    </li>
                  ))}
                </ul>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  Checklist: ({ heading, items }) => (
    <div className="doc-group">
      <h3 className="doc-h3">{heading}</h3>
      <ul className="doc-checks">
        {items.map((item) => (
          <li key={item.key}>
            <span className="doc-box" />
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  ),
  Blanks: ({ labels }) => (
    <p className="doc-blanks">
      {labels.map((label) => (
        <span key={label}>{label}</span>
      ))}
    </p>
  ),
  Lines: ({ count }) => (
    <div className="doc-lines" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-note-line="" />
      ))}
    </div>
  ),
  Group: ({ children }) => <div className="doc-group">{children}</div>,
  Callout: ({ children }) => <div className="doc-callout">{children}</div>,
  Quote: ({ children }) => (
    <blockquote className="doc-quote">
      <p>“{children}”</p>
    </blockquote>
  ),
  PrintButton: ({ label }) => (
    <p className="doc-screen-only">
      <button type="button" className="doc-print" data-print="">
        {label}
      </button>
    </p>
  ),
};
