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
import java.util.UUID;
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
 * Classifications in spreadsheets over HTTP: an export holds a sheet per classifier assigned to the
 * register (named in the metadata sheet, kind C), and loading the file back after a physical delete
 * classifies every record as before, periods and node attribute values included; a classifier sheet
 * made by hand loads by its name, its refused rows named by sheet and row.
 */
class ClassificationSheetsTest extends RecordApiTest {

  private static final String CLASSIFIERS = "/api/v1/classifiers";

  private final class World {
    final Api admin = admin();
    final String erp = aSource(admin, "erp", 40);
    final String register = aRegister(admin, "BVT", attribute("name", "String"));
    final String classifier =
        "cls" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);

    World() {
      Map<String, Object> model = new LinkedHashMap<>();
      model.put("name", classifier);
      model.put("displayName", classifier);
      model.put("multiple", true);
      model.put("assignments", List.of(register));
      ok(admin.post(CLASSIFIERS + "/model/save", Map.of("classifier", model)));
      node("a", classifier, "01", attr("colour", "String"));
      node("a1", "a", "01.01", attr("size", "Integer"));
      node("b", classifier, "02");
    }

    private void node(String name, String parent, String code, Object... attributes) {
      Map<String, Object> n = new LinkedHashMap<>();
      n.put("classifierName", classifier);
      n.put("versionName", "v1");
      n.put("name", name);
      n.put("parentName", parent);
      n.put("code", code);
      n.put("displayName", name);
      n.put("attributes", List.of(attributes));
      ok(admin.post(CLASSIFIERS + "/nodes/save", Map.of("classifierNode", n)));
    }

    /** Every period in force of a record's classifications: node code, period, values. */
    List<String> classified(String etalonId) {
      List<String> periods = new ArrayList<>();
      ok(admin.get(CLASSIFIERS + "/records/" + etalonId + "?allPeriods=true"))
          .path("classifications")
          .forEach(
              c -> {
                if (c.path("status").asString().equals("ACTIVE")) {
                  periods.add(
                      c.path("classifierName").asString()
                          + " "
                          + c.path("nodeCode").asString()
                          + " "
                          + instant(c.path("validFrom"))
                          + ".."
                          + instant(c.path("validTo"))
                          + " "
                          + c.path("attributes"));
                }
              });
      periods.sort(null);
      return periods;
    }
  }

  private static Map<String, Object> attr(String name, String type) {
    Map<String, Object> a = new LinkedHashMap<>();
    a.put("name", name);
    a.put("displayName", name);
    a.put("type", type);
    a.put("inheritable", true);
    return a;
  }

  private static JsonNode ok(Api.Response r) {
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    return r.json();
  }

  private static String instant(JsonNode date) {
    return date.isNull()
        ? "∞"
        : java.time.OffsetDateTime.parse(date.asString()).toInstant().toString();
  }

  private static Map<String, Object> item(String code, Object... more) {
    Map<String, Object> item = new LinkedHashMap<>();
    item.put("nodeCode", code);
    for (int i = 0; i < more.length; i += 2) {
      item.put((String) more[i], more[i + 1]);
    }
    return item;
  }

  @Test
  void exportedClassificationsLoadBackWithTheirPeriodsAndValuesAfterAPhysicalDelete()
      throws Exception {
    World w = new World();
    Map<String, List<String>> before = new LinkedHashMap<>();
    for (int i = 0; i < 5; i++) {
      String id =
          written(w.admin, aRecord(w.register, w.erp, "R" + i).with("name", "Record " + i))
              .path("etalonId")
              .asString();
      Map<String, Object> body = new LinkedHashMap<>();
      body.put("entityName", w.register);
      body.put("externalId", "R" + i);
      body.put("sourceSystem", w.erp);
      body.put(
          "classifications",
          Map.of(
              w.classifier,
              List.of(
                  item("01.01", "attributes", Map.of("colour", "red " + i, "size", i)),
                  item(
                      "02",
                      "validFrom",
                      "2021-01-01T00:00:00Z",
                      "validTo",
                      "2024-12-31T23:59:59.999Z"))));
      ok(w.admin.post(CLASSIFIERS + "/classifications", body));
      before.put(id, w.classified(id));
      assertThat(before.get(id)).hasSize(2);
    }
    Map<String, Object> selection = Map.of("entityName", w.register);
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
      }
      assertThat(kinds).containsEntry(w.register, "E").containsEntry(w.classifier, "C");
      assertThat(book.getSheet("C " + w.classifier).getLastRowNum() - 2).isEqualTo(10);
    }

    JsonNode deleted =
        finished(
            w.admin,
            execute(
                w.admin, Map.of("operationType", "DELETE", "wipe", true, "selection", selection)));
    assertThat(deleted.path("status").asString()).isEqualTo("COMPLETED");

    JsonNode run = loaded(w.admin, Map.of(), "export.xlsx", XLSX, xlsx);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("steps").findValuesAsString("name"))
        .containsExactly("convert", "import", "classifications");
    assertThat(run.path("failedItems").asLong()).as(run.toString()).isZero();
    for (Map.Entry<String, List<String>> e : before.entrySet()) {
      assertThat(w.classified(e.getKey())).as(e.getKey()).isEqualTo(e.getValue());
    }
  }

  @Test
  void aHandMadeClassifierSheetLoadsByItsNameAndNamesEachRefusedRow() throws Exception {
    World w = new World();
    String one =
        written(w.admin, aRecord(w.register, w.erp, "K1").with("name", "One"))
            .path("etalonId")
            .asString();
    byte[] file;
    try (XSSFWorkbook book = new XSSFWorkbook();
        ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      Sheet sheet = book.createSheet("C " + w.classifier);
      cells(sheet.createRow(0), "EXTERNAL_ID", "SOURCE_SYSTEM", "NODE_CODE", "ATTRIBUTES");
      cells(sheet.createRow(1), "K1", w.erp, "01", "{\"colour\": \"blue\"}");
      cells(sheet.createRow(2), "K1", w.erp, "99", "");
      cells(sheet.createRow(3), "K-none", w.erp, "02", "");
      cells(sheet.createRow(4), "K1", w.erp, "02", "not json");
      book.write(out);
      file = out.toByteArray();
    }

    JsonNode run =
        loaded(
            w.admin,
            Map.of("sourceSystem", w.erp, "entityName", w.register),
            "classes.xlsx",
            XLSX,
            file);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    Map<String, String> failed = BulkImportTest.failures(run);
    String sheet = "C " + w.classifier;
    assertThat(failed.keySet())
        .as(run.toString())
        .containsExactlyInAnyOrder(sheet + " row 3", sheet + " row 4", sheet + " row 5");
    assertThat(failed.get(sheet + " row 3")).contains("99");
    assertThat(w.classified(one)).containsExactly(w.classifier + " 01 ∞..∞ {\"colour\":\"blue\"}");
  }
}
