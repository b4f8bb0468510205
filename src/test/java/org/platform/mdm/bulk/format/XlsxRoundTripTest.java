package org.platform.mdm.bulk.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.RecordClassifications.ClassifiedPeriod;
import org.platform.mdm.data.RelationView;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.RelationDef;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.BooleanNode;
import tools.jackson.databind.node.DecimalNode;
import tools.jackson.databind.node.LongNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.StringNode;

/**
 * A spreadsheet written by the export and read by the import gives back every value it held: random
 * records of every exported type (texts that look like numbers, JSON or nothing at all; integers
 * past a spreadsheet number's exact range; decimals of up to 20 digits; booleans; dates; arrays),
 * each row's write body compared with the record's period it came from.
 */
class XlsxRoundTripTest {

  /** Reads decimals as they are written, digit for digit (a double would round them). */
  private static final JsonMapper JSON =
      JsonMapper.builder()
          .enable(tools.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
          .build();

  private static final String ENTITY = "Item";
  private static final List<AttributeDef> ATTRIBUTES =
      List.of(
          attribute("text", "String", false),
          attribute("count", "Integer", false),
          attribute("amount", "Number", false),
          attribute("flag", "Boolean", false),
          attribute("day", "Date", false),
          attribute("tags", "String", true));

  @TempDir Path dir;

  @Test
  void everyValueWrittenToASpreadsheetIsReadBackAsItWas() throws Exception {
    DataModel model =
        DataModel.empty().withEntity(new EntityDef(ENTITY, "Items", null, "BVT", ATTRIBUTES, null));
    for (long seed = 1; seed <= 20; seed++) {
      Random random = new Random(seed);
      List<GoldenRecord> records = new ArrayList<>();
      for (int r = 0; r < 60; r++) {
        records.add(record(random));
      }
      Path file = dir.resolve("round-" + seed + ".xlsx");
      RecordColumns columns = RecordColumns.of(model, ENTITY).orElseThrow();
      try (XlsxRecordWriter writer =
          new XlsxRecordWriter(
              Files.newOutputStream(file), columns, List.of(), List.of(), "platform", JSON)) {
        for (GoldenRecord r : records) {
          writer.write(r, List.of(), List.of());
        }
        writer.finish();
      }
      StringWriter lines = new StringWriter();
      try (XlsxWorkbook book = XlsxWorkbook.open(file)) {
        List<XlsxImport.SheetPlan> plan = XlsxImport.plan(book, model, null, List.of());
        assertThat(plan).extracting(XlsxImport.SheetPlan::entity).containsExactly(ENTITY);
        XlsxImport.convert(
            book, plan, model, null, null, lines, new StringWriter(), new StringWriter(), JSON);
      }
      List<JsonNode> read = new ArrayList<>();
      for (String line : lines.toString().split("\n")) {
        read.add(normal(JSON.readTree(line)));
      }
      List<JsonNode> expected = new ArrayList<>();
      for (GoldenRecord g : records) {
        for (GoldenPeriod p : g.periods()) {
          if (p.active()) {
            expected.add(normal(body(g, p)));
          }
        }
      }
      assertThat(read).as("seed " + seed).hasSameSizeAs(expected);
      for (int i = 0; i < read.size(); i++) {
        assertThat(read.get(i)).as("seed %d row %d", seed, i).isEqualTo(expected.get(i));
      }
    }
  }

  @Test
  void aTextLongerThanACellIsReadBackCutWithItsMarker() throws Exception {
    DataModel model =
        DataModel.empty().withEntity(new EntityDef(ENTITY, "Items", null, "BVT", ATTRIBUTES, null));
    String longText = "word ".repeat(8_000);
    GoldenRecord record =
        new GoldenRecord(
            ENTITY,
            EtalonId.random(),
            List.of(
                new GoldenPeriod(null, null, true, Map.of("text", StringNode.valueOf(longText)))),
            false);
    Path file = dir.resolve("long.xlsx");
    try (XlsxRecordWriter writer =
        new XlsxRecordWriter(
            Files.newOutputStream(file),
            RecordColumns.of(model, ENTITY).orElseThrow(),
            List.of(),
            List.of(),
            "platform",
            JSON)) {
      writer.write(record, List.of(), List.of());
      writer.finish();
      assertThat(writer.remark()).startsWith("1 cell longer than 32,767 characters");
    }
    StringWriter lines = new StringWriter();
    try (XlsxWorkbook book = XlsxWorkbook.open(file)) {
      XlsxImport.convert(
          book,
          XlsxImport.plan(book, model, null, List.of()),
          model,
          null,
          null,
          lines,
          new StringWriter(),
          new StringWriter(),
          JSON);
    }
    String read = JSON.readTree(lines.toString().trim()).path("attributes").path("text").asString();
    assertThat(read).isEqualTo(SpreadsheetText.fitting(longText)).hasSize(32_767);
    assertThat(read).endsWith("…[cut: 7256 characters]");
  }

  @Test
  void everyLinkAndClassificationWrittenIsReadBackAsItWas() throws Exception {
    String relation = "Owns";
    String classifier = "Kinds";
    DataModel model =
        DataModel.empty()
            .withEntity(new EntityDef(ENTITY, "Items", null, "BVT", ATTRIBUTES, null))
            .withRelation(
                new RelationDef(
                    relation, "Owns", null, ENTITY, ENTITY, "MANY_TO_MANY", ATTRIBUTES, null));
    for (long seed = 1; seed <= 20; seed++) {
      Random random = new Random(seed);
      Path file = dir.resolve("related-" + seed + ".xlsx");
      List<ObjectNode> links = new ArrayList<>();
      List<ObjectNode> classifications = new ArrayList<>();
      try (XlsxRecordWriter writer =
          new XlsxRecordWriter(
              Files.newOutputStream(file),
              RecordColumns.of(model, ENTITY).orElseThrow(),
              LinkColumns.from(model, ENTITY),
              List.of(classifier),
              "platform",
              JSON)) {
        for (int r = 0; r < 40; r++) {
          GoldenRecord g = record(random);
          List<RelationView> outgoing = new ArrayList<>();
          for (int l = random.nextInt(3); l > 0; l--) {
            GoldenPeriod values = record(random).periods().get(0);
            RelationView link =
                new RelationView(
                    EtalonId.random(),
                    relation,
                    "MANY_TO_MANY",
                    g.etalonId(),
                    EtalonId.random(),
                    null,
                    ENTITY,
                    null,
                    List.of(),
                    instant(random),
                    instant(random),
                    true,
                    values.values());
            outgoing.add(link);
            links.add(linkBody(relation, link));
          }
          List<ClassifiedPeriod> classified = new ArrayList<>();
          for (int c = random.nextInt(3); c > 0; c--) {
            Map<String, JsonNode> values = new java.util.LinkedHashMap<>();
            if (random.nextBoolean()) {
              values.put("colour", StringNode.valueOf(text(random)));
              values.put("size", DecimalNode.valueOf(decimal(random)));
            }
            ClassifiedPeriod period =
                new ClassifiedPeriod(
                    classifier,
                    java.util.UUID.randomUUID(),
                    random.nextBoolean() ? text(random) : null,
                    random.nextBoolean() ? "v" + random.nextInt(3) : null,
                    instant(random),
                    instant(random),
                    values,
                    null);
            classified.add(period);
            classifications.add(classificationBody(g, period));
          }
          writer.write(g, outgoing, classified);
        }
        writer.finish();
      }
      StringWriter linkLines = new StringWriter();
      StringWriter classifiedLines = new StringWriter();
      try (XlsxWorkbook book = XlsxWorkbook.open(file)) {
        List<XlsxImport.SheetPlan> plan = XlsxImport.plan(book, model, null, List.of(classifier));
        assertThat(plan)
            .extracting(p -> p.entity() + "/" + p.relation() + "/" + p.classifier())
            .containsExactly(ENTITY + "/null/null", "null/Owns/null", "null/null/Kinds");
        XlsxImport.convert(
            book, plan, model, null, null, new StringWriter(), linkLines, classifiedLines, JSON);
      }
      same(read(linkLines), normal(links), "seed " + seed + " link");
      same(read(classifiedLines), normal(classifications), "seed " + seed + " classification");
    }
  }

  private static void same(List<JsonNode> read, List<JsonNode> expected, String what) {
    assertThat(read).as(what + "s").hasSameSizeAs(expected);
    for (int i = 0; i < read.size(); i++) {
      assertThat(read.get(i)).as(what + " " + i).isEqualTo(expected.get(i));
    }
  }

  private static List<JsonNode> read(StringWriter lines) {
    List<JsonNode> read = new ArrayList<>();
    for (String line : lines.toString().split("\n")) {
      if (!line.isEmpty()) {
        read.add(normalBody(JSON.readTree(line)));
      }
    }
    return read;
  }

  private static List<JsonNode> normal(List<ObjectNode> bodies) {
    return bodies.stream().map(XlsxRoundTripTest::normalBody).toList();
  }

  /** Numbers anywhere compared by value, whatever their scale or JSON form. */
  private static JsonNode normalBody(JsonNode node) {
    if (node.isNumber()) {
      // marked, so that a number read back as text still differs
      return StringNode.valueOf(
          "number " + node.decimalValue().stripTrailingZeros().toPlainString());
    }
    if (node.isObject()) {
      ObjectNode copy = JSON.createObjectNode();
      node.properties().forEach(e -> copy.set(e.getKey(), normalBody(e.getValue())));
      return copy;
    }
    if (node.isArray()) {
      ArrayNode copy = JSON.createArrayNode();
      node.forEach(v -> copy.add(normalBody(v)));
      return copy;
    }
    return node;
  }

  /** The link write body a link's period is expected to come back as. */
  private static ObjectNode linkBody(String relation, RelationView link) {
    ObjectNode body = JSON.createObjectNode();
    body.put("entityName", ENTITY);
    String from = link.fromEtalonId().value().toString();
    ObjectNode item = body.putObject("relations").putArray(relation).addObject();
    body.put("etalonId", from);
    body.put("externalId", from);
    body.put("sourceSystem", "platform");
    item.put("toEtalonId", link.toEtalonId().value().toString());
    if (link.validFrom() != null) {
      item.put("validFrom", RecordColumns.instant(link.validFrom()));
    }
    if (link.validTo() != null) {
      item.put("validTo", RecordColumns.instant(link.validTo()));
    }
    if (!link.attributes().isEmpty()) {
      ObjectNode values = item.putObject("attributes");
      link.attributes().forEach(values::set);
    }
    return body;
  }

  /** The classification write body a classification's period is expected to come back as. */
  private static ObjectNode classificationBody(GoldenRecord g, ClassifiedPeriod period) {
    ObjectNode body = JSON.createObjectNode();
    body.put("entityName", ENTITY);
    String id = g.etalonId().value().toString();
    ObjectNode item =
        body.putObject("classifications").putArray(period.classifierName()).addObject();
    body.put("etalonId", id);
    body.put("externalId", id);
    body.put("sourceSystem", "platform");
    item.put("nodeId", period.nodeId().toString());
    if (period.nodeCode() != null && !period.nodeCode().isEmpty()) {
      item.put("nodeCode", period.nodeCode());
    }
    if (period.versionName() != null) {
      item.put("versionName", period.versionName());
    }
    if (period.validFrom() != null) {
      item.put("validFrom", RecordColumns.instant(period.validFrom()));
    }
    if (period.validTo() != null) {
      item.put("validTo", RecordColumns.instant(period.validTo()));
    }
    if (!period.attributes().isEmpty()) {
      ObjectNode values = item.putObject("attributes");
      period.attributes().forEach(values::set);
    }
    return body;
  }

  /** The write body a period of a record is expected to come back as. */
  private static ObjectNode body(GoldenRecord g, GoldenPeriod p) {
    ObjectNode body = JSON.createObjectNode();
    body.put("entityName", ENTITY);
    String id = g.etalonId().value().toString();
    body.put("etalonId", id);
    body.put("externalId", id);
    body.put("sourceSystem", "platform");
    if (p.from() != null) {
      body.put("validFrom", RecordColumns.instant(p.from()));
    }
    if (p.to() != null) {
      body.put("validTo", RecordColumns.instant(p.to()));
    }
    ObjectNode attributes = body.putObject("attributes");
    p.values().forEach(attributes::set);
    return body;
  }

  /** Decimals compared by value, whatever their scale. */
  private static JsonNode normal(JsonNode body) {
    ObjectNode copy = (ObjectNode) body.deepCopy();
    JsonNode amount = copy.path("attributes").get("amount");
    if (amount != null && amount.isNumber()) {
      ((ObjectNode) copy.get("attributes"))
          .put("amount", amount.decimalValue().stripTrailingZeros().toPlainString());
    }
    return copy;
  }

  private static GoldenRecord record(Random random) {
    List<GoldenPeriod> periods = new ArrayList<>();
    int count = 1 + random.nextInt(3);
    for (int i = 0; i < count; i++) {
      Map<String, JsonNode> values = new HashMap<>();
      if (random.nextInt(5) > 0) {
        values.put("text", StringNode.valueOf(text(random)));
      }
      if (random.nextInt(5) > 0) {
        long n =
            random.nextBoolean()
                ? random.nextLong() % (1L << 53)
                : random.nextLong(); // past a spreadsheet number's exact range too
        values.put("count", LongNode.valueOf(n));
      }
      if (random.nextInt(5) > 0) {
        values.put("amount", DecimalNode.valueOf(decimal(random)));
      }
      if (random.nextInt(5) > 0) {
        values.put("flag", BooleanNode.valueOf(random.nextBoolean()));
      }
      if (random.nextInt(5) > 0) {
        values.put(
            "day",
            StringNode.valueOf(
                "20"
                    + (10 + random.nextInt(20))
                    + "-0"
                    + (1 + random.nextInt(9))
                    + "-1"
                    + random.nextInt(10)));
      }
      if (random.nextInt(3) == 0) {
        ArrayNode tags = JSON.createArrayNode();
        for (int t = random.nextInt(3); t >= 0; t--) {
          tags.add(text(random));
        }
        values.put("tags", tags);
      }
      periods.add(
          new GoldenPeriod(instant(random), instant(random), random.nextInt(6) > 0, values));
    }
    return new GoldenRecord(ENTITY, EtalonId.random(), periods, false);
  }

  private static final String[] PIECES = {
    "a",
    "Zürich",
    "Ёлка",
    "漢字",
    " ",
    ",",
    "\"",
    "'",
    "\n",
    "\t",
    "007",
    "1e5",
    "-0",
    "true",
    "null",
    "[1]",
    "{\"x\":1}",
    "<b>",
    "&amp;",
    "💡",
    "=1+1"
  };

  private static String text(Random random) {
    StringBuilder text = new StringBuilder();
    for (int i = 1 + random.nextInt(4); i > 0; i--) {
      text.append(PIECES[random.nextInt(PIECES.length)]);
    }
    return text.toString();
  }

  private static BigDecimal decimal(Random random) {
    int digits = 1 + random.nextInt(20);
    StringBuilder unscaled = new StringBuilder(random.nextBoolean() ? "-" : "");
    unscaled.append(1 + random.nextInt(9));
    for (int i = 1; i < digits; i++) {
      unscaled.append(random.nextInt(10));
    }
    return new BigDecimal(new java.math.BigInteger(unscaled.toString()), random.nextInt(8));
  }

  private static OffsetDateTime instant(Random random) {
    if (random.nextInt(3) == 0) {
      return null;
    }
    return OffsetDateTime.of(2000, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC)
        .plusSeconds(random.nextInt(1_000_000_000))
        .plusNanos(random.nextInt(1000) * 1_000_000L);
  }

  private static AttributeDef attribute(String name, String type, boolean array) {
    return new AttributeDef(
        name, name, null, type, array, false, null, null, null, null, null, null, null, null);
  }
}
