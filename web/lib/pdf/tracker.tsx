import 'server-only';

import { Document, type DocumentProps, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';

import { TRACKER_NOTE_LINES, trackerDays, type TrackerCopy } from '../programme/tracker';

const brand = '#12663c';
const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 11, fontFamily: 'Helvetica', color: '#12202b', lineHeight: 1.4 },
  top: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'baseline' },
  title: { fontSize: 20, fontFamily: 'Helvetica-Bold', color: brand },
  programme: { fontSize: 10, color: '#475569' },
  blanks: { flexDirection: 'row', marginTop: 18, marginBottom: 8 },
  blank: { flex: 1, marginRight: 24, borderBottomWidth: 1, borderBottomColor: '#12202b', paddingBottom: 3 },
  heading: { fontSize: 13, fontFamily: 'Helvetica-Bold', color: brand, marginTop: 14, marginBottom: 6 },
  check: { flexDirection: 'row', alignItems: 'center', marginBottom: 6 },
  box: { width: 12, height: 12, borderWidth: 1.2, borderColor: '#12202b', borderRadius: 2, marginRight: 10 },
  line: { height: 24, borderBottomWidth: 0.8, borderBottomColor: '#94a3b8' },
  footer: { position: 'absolute', bottom: 28, left: 40, right: 40, fontSize: 8.5, color: '#475569' },
});

/** The 7-day tracker as a PDF: exactly one page per daily sheet, the refund instructions in each footer. */
function TrackerDocument({ copy, programmeName }: { copy: TrackerCopy; programmeName: string }) {
  return (
    <Document title={`${copy.heading} · ${programmeName}`} author={programmeName}>
      {trackerDays().map((day) => (
        <Page key={day} size="A4" style={styles.page}>
          <View style={styles.top}>
            <Text style={styles.title}>
              {copy.heading} · Day {day} of {trackerDays().length}
            </Text>
            <Text style={styles.programme}>{programmeName}</Text>
          </View>
          <View style={styles.blanks}>
            <Text style={styles.blank}>Date:</Text>
            <Text style={styles.blank}>Day:</Text>
          </View>
          {copy.sections.map((section) => (
            <View key={section._key} wrap={false}>
              <Text style={styles.heading}>{section.heading}</Text>
              {section.checks.map((check) => (
                <View key={check} style={styles.check}>
                  <View style={styles.box} />
                  <Text>{check}</Text>
                </View>
              ))}
            </View>
          ))}
          <Text style={styles.heading}>{copy.notesLabel}</Text>
          {Array.from({ length: TRACKER_NOTE_LINES }, (_, index) => (
            <View key={index} style={styles.line} />
          ))}
          <Text style={styles.footer}>{copy.instructions.join('  ·  ')}</Text>
        </Page>
      ))}
    </Document>
  );
}

/** Renders the tracker from its content (web/lib/content's getTracker). */
export async function renderTrackerPdf({
  copy,
  programmeName,
}: {
  copy: TrackerCopy;
  programmeName: string;
}): Promise<Buffer> {
  // TrackerDocument renders a <Document>, which is what renderToBuffer takes.
  return renderToBuffer(createElement(TrackerDocument, { copy, programmeName }) as ReactElement<DocumentProps>);
}
