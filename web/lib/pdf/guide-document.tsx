import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';

import type { PrintableGuide } from '../content';

const brand = '#12663c';
const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica', color: '#12202b', lineHeight: 1.4 },
  cover: { padding: 60, justifyContent: 'center' },
  title: { fontSize: 30, fontFamily: 'Helvetica-Bold', color: brand },
  subtitle: { fontSize: 13, marginTop: 12 },
  h1: { fontSize: 18, fontFamily: 'Helvetica-Bold', color: brand, marginBottom: 10 },
  h2: { fontSize: 13, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 4 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#cbd5e1', paddingVertical: 5 },
  time: { width: 50, fontFamily: 'Helvetica-Bold', color: brand },
  activity: { flex: 1 },
  itemTitle: { fontFamily: 'Helvetica-Bold' },
  muted: { color: '#475569' },
  listItem: { flexDirection: 'row', marginBottom: 2 },
  bullet: { width: 14 },
  quote: { fontSize: 14, fontFamily: 'Helvetica-Oblique', color: brand, marginBottom: 14, textAlign: 'center' },
  footer: { position: 'absolute', bottom: 20, left: 40, right: 40, fontSize: 8, color: '#64748b', textAlign: 'center' },
});

function List({ items, numbered = false }: { items: string[]; numbered?: boolean }) {
  return (
    <View>
      {items.map((item, index) => (
        <View key={index} style={styles.listItem} wrap={false}>
          <Text style={styles.bullet}>{numbered ? `${index + 1}.` : '•'}</Text>
          <Text style={styles.activity}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

function Footer({ productName }: { productName: string }) {
  return (
    <Text
      style={styles.footer}
      fixed
      render={({ pageNumber, totalPages }) => `${productName} guide · page ${pageNumber} of ${totalPages}`}
    />
  );
}

/**
 * The printable guide (spec sections 1 and 2): the full timeline from 7:00 AM
 * to 10:00 PM, the supplement schedule at 9:30, 15:00 and 20:45, the five meal
 * plans and quotes. Attached to the confirmation e-mail and downloadable by members.
 */
export function GuideDocument({ guide }: { guide: PrintableGuide }) {
  const { productName } = guide;
  return (
    <Document
      title={`${productName} guide`}
      author={productName}
      subject="Your hour-by-hour reset, 7:00 AM to 10:00 PM"
    >
      <Page size="A4" style={[styles.page, styles.cover]}>
        <Text style={styles.title}>{productName}</Text>
        <Text style={styles.subtitle}>Your hour-by-hour guide, from 7:00 AM to 10:00 PM</Text>
        <Text style={[styles.subtitle, styles.muted]}>
          Timeline · Supplement schedule (9:30, 15:00, 20:45) · Five meal plans · Quotes to keep you going
        </Text>
        <Footer productName={productName} />
      </Page>

      <Page size="A4" style={styles.page}>
        <Text style={styles.h1}>The timeline</Text>
        {guide.stages.map((stage) => (
          <View key={stage.key}>
            <Text style={styles.h2}>{stage.timelineHeading ?? stage.title}</Text>
            {stage.items.map((item) => (
              <View key={`${item.time}-${item.title}`} style={styles.row} wrap={false}>
                <Text style={styles.time}>{item.time}</Text>
                <View style={styles.activity}>
                  <Text style={styles.itemTitle}>{item.title}</Text>
                  {item.description ? <Text style={styles.muted}>{item.description}</Text> : null}
                </View>
              </View>
            ))}
          </View>
        ))}
        <Footer productName={productName} />
      </Page>

      <Page size="A4" style={styles.page}>
        <Text style={styles.h1}>Supplement schedule</Text>
        {guide.supplementRounds.map((round) => (
          <View key={round.time} wrap={false}>
            <Text style={styles.h2}>{round.time}</Text>
            {round.supplements.map((supplement) => (
              <View key={supplement.key} style={styles.row}>
                <Text style={[styles.activity, styles.itemTitle]}>{supplement.label}</Text>
                <Text style={[styles.activity, styles.muted]}>{supplement.dose}</Text>
              </View>
            ))}
          </View>
        ))}
        <Text style={[styles.muted, { marginTop: 12 }]}>
          The programme does not sell supplements. Check with your doctor first if you are pregnant, nursing or take
          medication.
        </Text>
        <Footer productName={productName} />
      </Page>

      {guide.dietPlans.map((plan) => (
        <Page key={plan.key} size="A4" style={styles.page}>
          <Text style={styles.h1}>Meal plan: {plan.name}</Text>
          <Text style={styles.muted}>{plan.description}</Text>
          {(['breakfast', 'lunch', 'dinner'] as const).map((slot) => {
            const meal = plan[slot];
            return (
              <View key={slot}>
                <Text style={styles.h2}>
                  {slot[0]?.toUpperCase() + slot.slice(1)}: {meal.name}
                </Text>
                <Text style={[styles.itemTitle, { marginTop: 4 }]}>Ingredients</Text>
                <List items={meal.ingredients} />
                <Text style={[styles.itemTitle, { marginTop: 4 }]}>Steps</Text>
                <List items={meal.steps} numbered />
              </View>
            );
          })}
          <Footer productName={productName} />
        </Page>
      ))}

      <Page size="A4" style={[styles.page, styles.cover]}>
        <Text style={[styles.h1, { textAlign: 'center', marginBottom: 24 }]}>Words to carry with you</Text>
        {(guide.quotes ?? []).map((quote) => (
          <Text key={quote} style={styles.quote}>
            “{quote}”
          </Text>
        ))}
        <Footer productName={productName} />
      </Page>
    </Document>
  );
}
