package org.platform.mdm.bulk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.bulk.BulkImportTest.XLSX;
import static org.platform.mdm.bulk.BulkImportTest.loaded;
import static org.platform.mdm.bulk.BulkOperationsTest.download;
import static org.platform.mdm.bulk.BulkOperationsTest.execute;
import static org.platform.mdm.bulk.BulkOperationsTest.finished;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.platform.mdm.bulk.format.XlsxRecordWriter;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * An export loaded back into the platform's source changes nothing, and one edited in a few cells
 * overrides exactly those cells: the other values keep following the sources, whose later writes
 * still reach the golden records.
 */
class RoundTripImportTest extends RecordApiTest {

  @Test
  void anUnchangedExportLoadsBackAsNothingAndEditedCellsBecomeTheOnlyOverrides() throws Exception {
    Api admin = admin();
    String crm = aSource(admin, "crm", 50);
    String erp = aSource(admin, "erp", 40);
    String entity =
        aRegister(
            admin,
            "BVT",
            attribute("name", "String"),
            attribute("city", "String"),
            attribute("size", "Integer"));
    List<String> etalons = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      JsonNode first =
          written(
              admin,
              aRecord(entity, crm, "C" + i).with("name", "Name " + i).with("city", "City " + i));
      String etalonId = first.path("etalonId").asString();
      etalons.add(etalonId);
      written(
          admin,
          aRecord(entity, erp, "E" + i)
              .field("etalonId", etalonId)
              .with("name", "Other " + i)
              .with("size", i));
    }
    Map<String, Object> selection = Map.of("entityName", entity);
    JsonNode exported =
        finished(admin, execute(admin, Map.of("operationType", "EXPORT", "selection", selection)));
    byte[] xlsx = download(admin, exported).body();
    Map<String, Long> versions = versions(admin, entity, etalons);

    JsonNode same = loaded(admin, Map.of(), "export.xlsx", XLSX, xlsx);
    assertThat(same.path("status").asString()).as(same.toString()).isEqualTo("COMPLETED");
    assertThat(same.path("failedItems").asLong()).as(same.toString()).isZero();
    // The run tells the rows: all unchanged, nothing written.
    assertThat(same.path("rows").path("changed").asLong()).as(same.toString()).isZero();
    assertThat(same.path("rows").path("unchanged").asLong()).isEqualTo(20);
    assertThat(same.path("rows").path("failed").asLong()).isZero();
    for (String etalonId : etalons) {
      assertThat(sources(admin, etalonId)).as(etalonId).containsExactlyInAnyOrder(crm, erp);
    }
    assertThat(versions(admin, entity, etalons)).isEqualTo(versions);

    // A steward edits the city of five records in the file and loads it back.
    Map<String, String> edited = new HashMap<>();
    byte[] changed = editCities(xlsx, 5, edited);
    JsonNode run = loaded(admin, Map.of(), "edited.xlsx", XLSX, changed);
    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("failedItems").asLong()).as(run.toString()).isZero();
    assertThat(run.path("rows").path("changed").asLong()).as(run.toString()).isEqualTo(5);
    assertThat(run.path("rows").path("unchanged").asLong()).isEqualTo(15);
    for (String etalonId : etalons) {
      JsonNode values =
          admin.get("/api/v2/data/records/" + etalonId + "/values").json().path("record");
      List<String> overridden = new ArrayList<>();
      values
          .path("attributes")
          .forEach(
              a -> {
                if (a.path("overridden").asBoolean()) {
                  overridden.add(a.path("name").asString());
                }
              });
      if (edited.containsKey(etalonId)) {
        assertThat(overridden).as(etalonId).containsExactly("city");
      } else {
        assertThat(overridden).as(etalonId).isEmpty();
        assertThat(sources(admin, etalonId)).as(etalonId).containsExactlyInAnyOrder(crm, erp);
      }
    }

    // The CRM renames one of the edited records: the name still follows it, the city stays.
    String one = edited.keySet().iterator().next();
    int i = etalons.indexOf(one);
    written(admin, aRecord(entity, crm, "C" + i).with("name", "Renamed").with("city", "Ignored"));
    JsonNode golden = admin.get(DATA + "/" + entity + "/etalon/" + one).json();
    assertThat(golden.path("attributes").path("name").asString()).isEqualTo("Renamed");
    assertThat(golden.path("attributes").path("city").asString()).isEqualTo(edited.get(one));
  }

  /** The source systems of a record's origins. */
  private static List<String> sources(Api admin, String etalonId) {
    List<String> list = new ArrayList<>();
    admin
        .get("/api/v2/data/records/" + etalonId + "/origins")
        .json()
        .path("origins")
        .forEach(o -> list.add(o.path("sourceSystem").asString()));
    return list;
  }

  /** Each record's last update, which any write to it moves. */
  private static Map<String, Long> versions(Api admin, String entity, List<String> etalons) {
    Map<String, Long> versions = new HashMap<>();
    for (String etalonId : etalons) {
      JsonNode r = admin.get(DATA + "/" + entity + "/etalon/" + etalonId).json();
      versions.put(
          etalonId,
          java.time.OffsetDateTime.parse(r.path("updateDate").asString())
              .toInstant()
              .toEpochMilli());
    }
    return versions;
  }

  /**
   * The workbook with the city cell of the first {@code count} rows of the data sheet changed; the
   * golden record id of each row edited, with its new city, put into {@code edited}.
   */
  private static byte[] editCities(byte[] xlsx, int count, Map<String, String> edited)
      throws Exception {
    try (XSSFWorkbook book = new XSSFWorkbook(new ByteArrayInputStream(xlsx));
        ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      Sheet sheet = book.getSheetAt(0);
      Row header = sheet.getRow(XlsxRecordWriter.NAMES_ROW);
      int cityColumn = -1;
      for (Cell cell : header) {
        if (cell.getStringCellValue().equals("city")) {
          cityColumn = cell.getColumnIndex();
        }
      }
      assertThat(cityColumn).as("the city column of " + header).isNotNegative();
      int first = XlsxRecordWriter.NAMES_ROW + 2; // after the names and the labels
      for (int r = first; r < first + count; r++) {
        Row row = sheet.getRow(r);
        String etalonId = row.getCell(0).getStringCellValue();
        String city = "Edited " + (r - first);
        // a new cell: POI appends to an inline string cell's text instead of replacing it
        row.removeCell(row.getCell(cityColumn));
        row.createCell(cityColumn).setCellValue(city);
        edited.put(etalonId, city);
      }
      book.write(out);
      return out.toByteArray();
    }
  }
}
