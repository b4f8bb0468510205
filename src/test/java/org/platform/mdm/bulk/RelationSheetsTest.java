package org.platform.mdm.bulk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.bulk.BulkImportTest.XLSX;
import static org.platform.mdm.bulk.BulkImportTest.cells;
import static org.platform.mdm.bulk.BulkImportTest.loaded;
import static org.platform.mdm.bulk.BulkOperationsTest.download;
import static org.platform.mdm.bulk.BulkOperationsTest.execute;
import static org.platform.mdm.bulk.BulkOperationsTest.finished;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.platform.mdm.bulk.format.XlsxRecordWriter;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * Links in spreadsheets over HTTP: an export holds a sheet per relation starting at its register
 * (named in the metadata sheet), and loading the file back after a physical delete gives every link
 * its periods and values again; a relation sheet made by hand loads by its name, its refused rows
 * named by sheet and row.
 */
class RelationSheetsTest extends RecordApiTest {

  private static final String FILTERED = "/api/v2/data/relations/filtered";

  private final class World {
    final Api admin = admin();
    final String erp = aSource(admin, "erp", 40);
    final String customer = aRegister(admin, "BVT", attribute("name", "String"));
    final String address = aRegister(admin, "BVT", attribute("street", "String"));
    final String partners =
        aRelation(
            admin,
            "MANY_TO_MANY",
            customer,
            address,
            attribute("role", "String"),
            attribute("share", "Number"));
    final String livesAt = aRelation(admin, "REFERENCES", customer, address);
    final List<String> addresses = new ArrayList<>();

    World() {
      for (int i = 0; i < 4; i++) {
        addresses.add(
            written(admin, aRecord(address, erp, "A" + i).with("street", "Street " + i))
                .path("etalonId")
                .asString());
      }
    }

    /** Every stored period of a record's outgoing links: relation, to, period, values. */
    List<String> links(String etalonId) {
      Api.Response r =
          admin.post(FILTERED, Map.of("etalonId", etalonId, "isReduceReferences", false));
      assertThat(r.status()).as(r.toString()).isEqualTo(200);
      List<String> links = new ArrayList<>();
      r.json()
          .path("relations")
          .forEach(
              l ->
                  links.add(
                      l.path("relationName").asString()
                          + " → "
                          + l.path("toEtalonId").asString()
                          + " "
                          + instant(l.path("validFrom"))
                          + ".."
                          + instant(l.path("validTo"))
                          + " "
                          + new TreeMap<>(values(l.path("attributes")))));
      links.sort(null);
      return links;
    }
  }

  private static String instant(JsonNode date) {
    return date.isNull()
        ? "∞"
        : java.time.OffsetDateTime.parse(date.asString()).toInstant().toString();
  }

  private static Map<String, String> values(JsonNode attributes) {
    Map<String, String> values = new HashMap<>();
    attributes
        .properties()
        .forEach(
            e ->
                values.put(
                    e.getKey(),
                    e.getValue().isNumber()
                        ? e.getValue().decimalValue().stripTrailingZeros().toPlainString()
                        : e.getValue().asString()));
    return values;
  }

  private static Map<String, Object> to(String etalonId, Object... more) {
    Map<String, Object> item = new LinkedHashMap<>();
    item.put("toEtalonId", etalonId);
    for (int i = 0; i < more.length; i += 2) {
      item.put((String) more[i], more[i + 1]);
    }
    return item;
  }

  @Test
  void exportedLinksLoadBackWithTheirPeriodsAndValuesAfterAPhysicalDelete() throws Exception {
    World w = new World();
    Map<String, List<String>> before = new LinkedHashMap<>();
    for (int i = 0; i < 6; i++) {
      String a = w.addresses.get(i % 4);
      String b = w.addresses.get((i + 1) % 4);
      String id =
          written(
                  w.admin,
                  aRecord(w.customer, w.erp, "C" + i)
                      .with("name", "Customer " + i)
                      .link(
                          w.partners,
                          to(a, "attributes", Map.of("role", "owner " + i, "share", i + 0.5)))
                      .link(
                          w.partners,
                          to(
                              b,
                              "validFrom",
                              "2021-01-01T00:00:00Z",
                              "validTo",
                              "2025-06-30T23:59:59.999Z"))
                      .link(w.livesAt, to(a, "validTo", "2022-12-31T23:59:59.999Z"))
                      .link(w.livesAt, to(b, "validFrom", "2023-01-01T00:00:00Z")))
              .path("etalonId")
              .asString();
      before.put(id, w.links(id));
    }
    Map<String, Object> selection = Map.of("entityName", w.customer);
    JsonNode exported =
        finished(
            w.admin, execute(w.admin, Map.of("operationType", "EXPORT", "selection", selection)));
    byte[] xlsx = download(w.admin, exported).body();
    try (XSSFWorkbook book = new XSSFWorkbook(new ByteArrayInputStream(xlsx))) {
      Sheet meta = book.getSheet(XlsxRecordWriter.META);
      DataFormatter text = new DataFormatter();
      Map<String, String> kinds = new HashMap<>();
      for (int r = 1; r <= meta.getLastRowNum(); r++) {
        Row row = meta.getRow(r);
        kinds.put(text.formatCellValue(row.getCell(2)), text.formatCellValue(row.getCell(1)));
        assertThat(book.getSheet(text.formatCellValue(row.getCell(0)))).isNotNull();
      }
      assertThat(kinds).containsEntry(w.customer, "E");
      assertThat(kinds).containsEntry(w.partners, "R").containsEntry(w.livesAt, "R");
      Sheet partnerSheet = book.getSheet("R " + w.partners);
      assertThat(partnerSheet.getLastRowNum() - 2).as("a row per link period").isEqualTo(12);
    }

    JsonNode deleted =
        finished(
            w.admin,
            execute(
                w.admin, Map.of("operationType", "DELETE", "wipe", true, "selection", selection)));
    assertThat(deleted.path("status").asString()).isEqualTo("COMPLETED");
    for (String id : before.keySet()) {
      assertThat(w.admin.post(FILTERED, Map.of("etalonId", id)).status()).isEqualTo(404);
    }

    JsonNode run = loaded(w.admin, Map.of(), "export.xlsx", XLSX, xlsx);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("steps").findValuesAsString("name"))
        .containsExactly("convert", "import", "links");
    assertThat(run.path("failedItems").asLong()).as(run.toString()).isZero();
    assertThat(run.path("processed").asLong()).as("6 records and 24 link periods").isEqualTo(30);
    for (Map.Entry<String, List<String>> e : before.entrySet()) {
      assertThat(w.links(e.getKey())).as(e.getKey()).isEqualTo(e.getValue());
    }
  }

  @Test
  void aHandMadeRelationSheetLoadsByItsNameAndNamesEachRefusedRow() throws Exception {
    World w = new World();
    String c1 =
        written(w.admin, aRecord(w.customer, w.erp, "K1").with("name", "One"))
            .path("etalonId")
            .asString();
    byte[] file;
    try (XSSFWorkbook book = new XSSFWorkbook();
        ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      Sheet sheet = book.createSheet("R " + w.partners);
      cells(
          sheet.createRow(0),
          "EXTERNAL_ID",
          "SOURCE_SYSTEM",
          "TO_EXTERNAL_ID",
          "TO_SOURCE_SYSTEM",
          "role",
          "share");
      cells(sheet.createRow(1), "K1", w.erp, "A1", w.erp, "tenant", 0.25);
      cells(sheet.createRow(2), "K1", w.erp, "A-none", w.erp, "nobody", 1.0);
      cells(sheet.createRow(3), "K-none", w.erp, "A2", w.erp, "ghost", 1.0);
      cells(sheet.createRow(4), "K1", "", "A3", w.erp, "bad share", "lots");
      book.write(out);
      file = out.toByteArray();
    }

    Api creator =
        aUserWithRoles(
            aRole(List.of(grant(w.customer, "READ", "CREATE"), grant(w.address, "READ"))));
    Api.Response refused =
        creator.upload(
            BulkImportTest.IMPORT, Map.of("sourceSystem", w.erp), "links.xlsx", XLSX, file);
    assertThat(refused.status()).as(refused.toString()).isEqualTo(403);
    assertThat(refused.toString()).contains(w.customer).contains("UPDATE");

    JsonNode run = loaded(w.admin, Map.of("sourceSystem", w.erp), "links.xlsx", XLSX, file);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    Map<String, String> failed = BulkImportTest.failures(run);
    String sheet = "R " + w.partners;
    assertThat(failed.keySet())
        .as(run.toString())
        .containsExactlyInAnyOrder(sheet + " row 3", sheet + " row 4", sheet + " row 5");
    assertThat(failed.get(sheet + " row 3")).contains("A-none");
    assertThat(failed.get(sheet + " row 5")).contains("share");
    assertThat(w.links(c1))
        .containsExactly(
            w.partners + " → " + w.addresses.get(1) + " ∞..∞ {role=tenant, share=0.25}");
  }
}
