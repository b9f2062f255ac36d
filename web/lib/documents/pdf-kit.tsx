import 'server-only';

import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';

import type { DocumentKit } from './kit';

/** In points. */
const A4_HEIGHT = 841.89;
/** The strip under the text of every page where the footer runs, on up to three lines. */
const FOOTER_ROOM = 64;
const brand = '#12663c';
const ink = '#12202b';
const muted = '#475569';
const rule = '#cbd5e1';

// Every text larger than the body sets its own line height: react-pdf resolves the
// page's 1.4 against the body size, so a larger line would overlap the next.
const styles = StyleSheet.create({
  page: {
    padding: 40,
    paddingBottom: FOOTER_ROOM,
    fontSize: 10.5,
    fontFamily: 'Helvetica',
    color: ink,
    lineHeight: 1.4,
  },
  // Placed from the top: react-pdf draws nothing for a page-numbered text placed from the bottom.
  footer: {
    position: 'absolute',
    top: A4_HEIGHT - FOOTER_ROOM + 12,
    left: 40,
    right: 40,
    fontSize: 8,
    color: muted,
    textAlign: 'center',
  },
  pageNumber: { top: A4_HEIGHT - 22 },
  h1: { fontSize: 26, lineHeight: 1.2, fontFamily: 'Helvetica-Bold', color: brand, marginBottom: 6 },
  h2: { fontSize: 16, lineHeight: 1.25, fontFamily: 'Helvetica-Bold', color: brand, marginTop: 14, marginBottom: 6 },
  h3: { fontSize: 12.5, lineHeight: 1.3, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 4 },
  h4: { fontSize: 11, lineHeight: 1.3, fontFamily: 'Helvetica-Bold', marginTop: 8, marginBottom: 3 },
  text: { marginBottom: 6 },
  lead: { fontSize: 13, lineHeight: 1.35 },
  muted: { color: muted },
  bold: { fontFamily: 'Helvetica-Bold' },
  row: { flexDirection: 'row', marginBottom: 2 },
  marker: { width: 16 },
  option: { flexDirection: 'row', marginTop: 3 },
  grow: { flex: 1 },
  timetableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: rule, paddingVertical: 5 },
  time: { width: 50, fontFamily: 'Helvetica-Bold', color: brand },
  check: { flexDirection: 'row', alignItems: 'center', marginBottom: 6 },
  box: { width: 12, height: 12, borderWidth: 1.2, borderColor: ink, borderRadius: 2, marginRight: 10 },
  blanks: { flexDirection: 'row', marginTop: 14, marginBottom: 8 },
  blank: { flex: 1, marginRight: 24, borderBottomWidth: 1, borderBottomColor: ink, paddingBottom: 3 },
  line: { height: 24, borderBottomWidth: 0.8, borderBottomColor: '#94a3b8' },
  callout: { marginVertical: 10, padding: 10, borderLeftWidth: 3, borderLeftColor: brand, backgroundColor: '#eefbf4' },
  quote: {
    fontSize: 14,
    lineHeight: 1.35,
    fontFamily: 'Helvetica-Oblique',
    color: brand,
    marginVertical: 10,
    textAlign: 'center',
  },
});

/** A heading never ends a page: it moves on with at least this much of what follows it. */
const KEEP_WITH_NEXT = 60;

export const pdfKit: DocumentKit = {
  Document: ({ title, author, subject, children }) => (
    <Document title={title} author={author} subject={subject}>
      {children}
    </Document>
  ),
  Page: ({ footer, children }) => (
    <Page size="A4" style={styles.page}>
      {children}
      {/* Two lines, the footer above the page number: react-pdf lays a page-numbered text out on
          one line, so a long footer would be cut short. */}
      {footer ? (
        <Text style={styles.footer} fixed>
          {footer}
        </Text>
      ) : null}
      <Text
        style={[styles.footer, styles.pageNumber]}
        fixed
        render={({ pageNumber, totalPages }) => `page ${pageNumber} of ${totalPages}`}
      />
    </Page>
  ),
  Heading: ({ level, children }) => (
    <Text style={styles[`h${level}`]} minPresenceAhead={KEEP_WITH_NEXT}>
      {children}
    </Text>
  ),
  Text: ({ tone, children }) => <Text style={tone ? [styles.text, styles[tone]] : styles.text}>{children}</Text>,
  Strong: ({ children }) => <Text style={styles.bold}>{children}</Text>,
  List: ({ items, numbered = false }) => (
    <View style={styles.text}>
      {items.map((item, index) => (
        <View key={index} style={styles.row} wrap={false}>
          <Text style={styles.marker}>{numbered ? `${index + 1}.` : '•'}</Text>
          <Text style={styles.grow}>{item}</Text>
        </View>
      ))}
    </View>
  ),
  Timetable: ({ rows }) => (
    <View>
      {rows.map((row, index) => (
        <View key={index} style={styles.timetableRow} wrap={false}>
          <Text style={styles.time}>{row.time}</Text>
          <View style={styles.grow}>
            <Text style={styles.bold}>{row.title}</Text>
            {row.detail ? <Text style={styles.muted}>{row.detail}</Text> : null}
            {row.options?.map((option) => (
              <View key={option.title} style={styles.option}>
                <Text style={styles.marker}>•</Text>
                <Text style={styles.grow}>
                  <Text style={styles.bold}>{option.title}</Text>: {option.detail}
                </Text>
              </View>
            ))}
          </View>
        </View>
      ))}
    </View>
  ),
  Checklist: ({ heading, items }) => (
    <View wrap={false}>
      <Text style={styles.h3}>{heading}</Text>
      {items.map((item) => (
        <View key={item.key} style={styles.check}>
          <View style={styles.box} />
          <Text>{item.label}</Text>
        </View>
      ))}
    </View>
  ),
  Blanks: ({ labels }) => (
    <View style={styles.blanks}>
      {labels.map((label) => (
        <Text key={label} style={styles.blank}>
          {label}
        </Text>
      ))}
    </View>
  ),
  Lines: ({ count }) => (
    <View>
      {Array.from({ length: count }, (_, index) => (
        <View key={index} style={styles.line} />
      ))}
    </View>
  ),
  Group: ({ children }) => <View wrap={false}>{children}</View>,
  Callout: ({ children }) => <View style={styles.callout}>{children}</View>,
  Quote: ({ children }) => <Text style={styles.quote}>“{children}”</Text>,
  PrintButton: () => null,
};
