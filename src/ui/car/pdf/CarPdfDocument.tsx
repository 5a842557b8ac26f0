/**
 * The vehicle PDF (`GET /cars/{slug}/pdf`), drawn with @react-pdf/renderer on the server: one A4
 * page in the layout of the printed window card (src/ui/car/PrintSheet.tsx), from the same
 * `CarPrintSheet`. Built-in Helvetica only: nothing is fetched to make it.
 */
import { Document, Font, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { CarPrintSheet } from "../../../cars/car-print";

// Words are never split ("com-parison rate"): a rate or a price must read whole.
Font.registerHyphenationCallback((word) => [word]);

const INK = "#16181d";
const MUTED = "#5b6270";
const RULE = "#d9dce1";

const s = StyleSheet.create({
  page: { paddingTop: 28, paddingBottom: 36, paddingHorizontal: 32, fontFamily: "Helvetica", fontSize: 9.5, color: INK, lineHeight: 1.35 },
  band: { flexDirection: "row", justifyContent: "space-between", alignItems: "center", paddingBottom: 10, marginBottom: 12, borderBottomWidth: 3 },
  dealer: { fontFamily: "Helvetica-Bold", fontSize: 15 },
  dealerSub: { color: MUTED, fontSize: 9 },
  contact: { textAlign: "right", fontSize: 9 },
  contactPhone: { fontFamily: "Helvetica-Bold", fontSize: 12 },
  top: { flexDirection: "row", gap: 16 },
  titleCol: { flexGrow: 1, flexShrink: 1 },
  title: { fontFamily: "Helvetica-Bold", fontSize: 19, lineHeight: 1.15 },
  subtitle: { color: MUTED, marginTop: 3 },
  priceCol: { width: 195, alignItems: "flex-end" },
  price: { fontFamily: "Helvetica-Bold", fontSize: 24, lineHeight: 1.2 },
  priceWords: { fontFamily: "Helvetica-Bold", fontSize: 15 },
  was: { color: MUTED, textDecoration: "line-through" },
  priceType: { color: MUTED, fontSize: 9, marginTop: 2 },
  sold: { fontFamily: "Helvetica-Bold", fontSize: 22, color: "#b3261e" },
  finance: { marginTop: 6, padding: 6, borderWidth: 1, borderColor: RULE, borderRadius: 3, width: 195 },
  financeFigure: { fontFamily: "Helvetica-Bold", fontSize: 12 },
  small: { fontSize: 7.5, color: MUTED },
  photo: { marginTop: 10, width: "100%", height: 165, objectFit: "cover", borderRadius: 3 },
  specs: { flexDirection: "row", flexWrap: "wrap", marginTop: 10, borderTopWidth: 1, borderBottomWidth: 1, borderColor: RULE, paddingVertical: 6 },
  spec: { width: "16.66%" },
  specLabel: { fontSize: 7.5, color: MUTED, textTransform: "uppercase" },
  specValue: { fontFamily: "Helvetica-Bold" },
  columns: { flexDirection: "row", gap: 18, marginTop: 10 },
  col: { flexGrow: 1, flexBasis: 0 },
  h2: { fontFamily: "Helvetica-Bold", fontSize: 11, marginBottom: 4 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: RULE, paddingVertical: 1.5 },
  rowLabel: { width: "45%", color: MUTED },
  rowValue: { width: "55%" },
  feature: { marginBottom: 1 },
  comments: { marginTop: 10 },
  footer: { position: "absolute", bottom: 18, left: 32, right: 32, flexDirection: "row", justifyContent: "space-between", fontSize: 7.5, color: MUTED },
});

const DETAIL_ROWS = 12;
const FEATURES = 12;
const COMMENT_CHARS = 400;

export function CarPdfDocument({ sheet, photo }: { sheet: CarPrintSheet; photo: Buffer | null }) {
  const loc = sheet.location;
  const comments = sheet.comments.length > COMMENT_CHARS ? `${sheet.comments.slice(0, COMMENT_CHARS).replace(/\s+\S*$/, "")}…` : sheet.comments;
  return (
    <Document title={sheet.name} author={sheet.dealer.siteName} subject={`${sheet.name}, stock #${sheet.stocknum}`} creator={sheet.dealer.siteName} producer="Forecourt" language="en-AU">
      <Page size="A4" style={s.page}>
        <View style={[s.band, { borderColor: sheet.dealer.colour }]}>
          <View>
            <Text style={[s.dealer, { color: sheet.dealer.colour }]}>{sheet.dealer.logoText}</Text>
            {sheet.dealer.dealershipName !== sheet.dealer.logoText ? <Text style={s.dealerSub}>{sheet.dealer.dealershipName}</Text> : null}
          </View>
          <View style={s.contact}>
            {sheet.phone ? <Text style={s.contactPhone}>{sheet.phone}</Text> : null}
            {loc ? <Text>{loc.name}</Text> : null}
            {loc?.address ? <Text>{loc.address}</Text> : null}
          </View>
        </View>

        <View style={s.top}>
          <View style={s.titleCol}>
            <Text style={s.title}>{sheet.name}</Text>
            <Text style={s.subtitle}>{sheet.subtitle}</Text>
            <Text style={[s.subtitle, { marginTop: 6 }]}>
              Stock #{sheet.stocknum}
              {sheet.vin ? `   VIN ${sheet.vin}` : ""}
              {sheet.regplate ? `   Rego ${sheet.regplate}` : ""}
            </Text>
          </View>
          <View style={s.priceCol}>
            {sheet.sold ? (
              <Text style={s.sold}>SOLD</Text>
            ) : (
              <>
                <Text style={sheet.price.kind === "enquire" || sheet.price.kind === "preorder" ? s.priceWords : s.price}>
                  {sheet.price.label}
                  {sheet.price.kind === "subscription" ? "/wk" : ""}
                </Text>
                {sheet.price.wasLabel ? (
                  <Text>
                    <Text style={s.was}>{sheet.price.wasLabel}</Text> {sheet.price.saveLabel}
                  </Text>
                ) : null}
                {sheet.price.priceType ? <Text style={s.priceType}>{sheet.price.priceType}</Text> : null}
                {sheet.finance ? (
                  <View style={s.finance}>
                    <Text style={s.financeFigure}>
                      Finance from {sheet.finance.repaymentLabel}/{sheet.finance.suffix}
                    </Text>
                    <Text>
                      {sheet.finance.interestRateLabel} interest, {sheet.finance.comparisonRateLabel} comparison rate*
                    </Text>
                    <Text style={s.small}>{sheet.finance.basis}</Text>
                  </View>
                ) : null}
              </>
            )}
          </View>
        </View>

        {/* react-pdf's Image has no alt text (a PDF figure); the title above names the car. */}
        {/* eslint-disable-next-line jsx-a11y/alt-text */}
        {photo ? <Image style={s.photo} src={{ data: photo, format: "jpg" }} /> : null}

        {sheet.keySpecs.length ? (
          <View style={s.specs}>
            {sheet.keySpecs.map((k) => (
              <View key={k.label} style={s.spec}>
                <Text style={s.specLabel}>{k.label}</Text>
                <Text style={s.specValue}>{k.value}</Text>
              </View>
            ))}
          </View>
        ) : null}

        <View style={s.columns}>
          <View style={s.col}>
            <Text style={s.h2}>{sheet.noun} details</Text>
            {sheet.details.slice(0, DETAIL_ROWS).map((r) => (
              <View key={r.label} style={s.row}>
                <Text style={s.rowLabel}>{r.label}</Text>
                <Text style={s.rowValue}>{r.value}</Text>
              </View>
            ))}
          </View>
          <View style={s.col}>
            {sheet.features.length ? (
              <>
                <Text style={s.h2}>Features</Text>
                {sheet.features.slice(0, FEATURES).map((f) => (
                  <Text key={f} style={s.feature}>
                    - {f}
                  </Text>
                ))}
                {sheet.features.length + sheet.moreFeatures > FEATURES ? <Text style={s.small}>and {sheet.features.length + sheet.moreFeatures - FEATURES} more</Text> : null}
              </>
            ) : null}
          </View>
        </View>

        <View style={[s.columns, s.comments]}>
          <View style={[s.col, { flexGrow: 1.4 }]}>
            <Text style={s.h2}>Dealer comments</Text>
            <Text>{comments}</Text>
          </View>
          <View style={s.col}>
            {loc?.hours.length ? (
              <>
                <Text style={s.h2}>Opening hours</Text>
                {loc.hours.map((h) => (
                  <View key={h.label} style={s.row}>
                    <Text style={s.rowLabel}>{h.label}</Text>
                    <Text style={s.rowValue}>{h.text}</Text>
                  </View>
                ))}
                {loc.licence ? <Text style={[s.small, { marginTop: 3 }]}>Dealer licence {loc.licence}</Text> : null}
              </>
            ) : null}
          </View>
        </View>

        {sheet.finance ? <Text style={[s.small, { marginTop: 8 }]}>* {sheet.finance.disclaimer}</Text> : null}

        <View style={s.footer} fixed>
          <Text>{sheet.url}</Text>
          <Text>Printed {sheet.printedOn}. Prices and availability may change.</Text>
        </View>
      </Page>
    </Document>
  );
}
