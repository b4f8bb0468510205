package org.platform.mdm.bulk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.platform.mdm.bulk.BulkOperationsTest.download;
import static org.platform.mdm.bulk.BulkOperationsTest.execute;
import static org.platform.mdm.bulk.BulkOperationsTest.finished;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/**
 * A value longer than a spreadsheet cell holds: an XLSX export cuts its cell with a marker and
 * completes, telling so; a CSV export keeps it whole.
 */
class LargeCellsExportTest extends RecordApiTest {

  private static final String LONG = "abcdefghij ".repeat(3_636) + "the end"; // 40,003 characters

  private String register(Api admin) {
    String erp = aSource(admin, "erp", 40);
    String entity =
        aRegister(admin, "BVT", attribute("name", "String"), attribute("notes", "String"));
    written(admin, aRecord(entity, erp, "LONG").with("name", "long").with("notes", LONG));
    written(admin, aRecord(entity, erp, "SHORT").with("name", "short").with("notes", "brief"));
    return entity;
  }

  private static JsonNode exported(Api admin, String entity, String format) throws Exception {
    return finished(
        admin,
        execute(
            admin,
            Map.of(
                "operationType",
                "EXPORT",
                "format",
                format,
                "selection",
                Map.of("entityName", entity))));
  }

  @Test
  void anXlsxExportCutsAnOverLongCellWithAMarkerAndCompletesTellingSo() throws Exception {
    Api admin = admin();
    String entity = register(admin);

    JsonNode run = exported(admin, entity, "XLSX");

    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("exitMessage").asString())
        .startsWith("1 cell longer than 32,767 characters");
    Map<String, String> notes = new HashMap<>();
    try (XSSFWorkbook book =
        new XSSFWorkbook(new ByteArrayInputStream(download(admin, run).body()))) {
      Sheet sheet = book.getSheet(entity);
      for (int r = 3; r <= sheet.getLastRowNum(); r++) {
        Row row = sheet.getRow(r);
        notes.put(row.getCell(6).getStringCellValue(), row.getCell(7).getStringCellValue());
      }
    }
    assertThat(notes.get("short")).isEqualTo("brief");
    String cut = notes.get("long");
    assertThat(cut).hasSize(32_767);
    String marker =
        "…[cut: "
            + (LONG.length() - (32_767 - "…[cut: 7260 characters]".length()))
            + " characters]";
    assertThat(cut).endsWith(marker);
    assertThat(LONG).startsWith(cut.substring(0, cut.length() - marker.length()));
  }

  @Test
  void aCsvExportKeepsTheValueWhole() throws Exception {
    Api admin = admin();
    String entity = register(admin);

    JsonNode run = exported(admin, entity, "CSV");

    assertThat(run.path("status").asString()).as(run.toString()).isEqualTo("COMPLETED");
    assertThat(run.path("exitMessage").isNull()).isTrue();
    String text = new String(download(admin, run).body(), StandardCharsets.UTF_8);
    assertThat(text).contains(LONG);
  }
}
