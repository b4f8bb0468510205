package org.platform.mdm.data.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.record.EntityModel;
import org.platform.mdm.system.PlatformException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reading an import's file, without a server: CSV with any separator and quoted line breaks, text
 * in other character sets, and the places in the file an import goes on from.
 */
class ImportReadingTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  @TempDir Path dir;

  @Test
  void csvFieldsMayHoldTheSeparatorQuotesAndLineBreaks() throws IOException {
    CsvLines csv = csv("a;\"b;c\";\"say \"\"hi\"\"\"\r\n\"multi\r\nline\";x;\n;;\n", ';');

    assertThat(csv.next()).containsExactly("a", "b;c", "say \"hi\"");
    assertThat(csv.lineNumber()).isEqualTo(1);
    assertThat(csv.next()).containsExactly("multi\r\nline", "x", "");
    assertThat(csv.lineNumber()).as("a record starts on its first line").isEqualTo(2);
    assertThat(csv.position().line()).isEqualTo(3);
    assertThat(csv.next()).containsExactly("", "", "");
    assertThat(csv.next()).isNull();
  }

  @Test
  void aQuoteThatNeverClosesStopsTheReadingAtItsLineInsteadOfSwallowingTheFile() {
    String line = "x".repeat(1024) + "\n";
    CsvLines csv = csv("a,\"never closed\n" + line.repeat(CsvLines.MAX_RECORD_CHARS / 1024), ',');

    assertThatThrownBy(csv::next)
        .isInstanceOfSatisfying(
            PlatformException.class,
            e ->
                assertThat(e.problems().get(0).code())
                    .isEqualTo(DataErrors.DATA_IMPORT_CSV_RECORD_TOO_LONG));
  }

  @Test
  void textInAnotherCharacterSetIsDecodedAndTextNotInItNamesItsLine() throws IOException {
    Charset cp1251 = Charset.forName("windows-1251");
    TextLines lines =
        new TextLines(
            new ByteArrayInputStream("Иван\nПётр\n".getBytes(cp1251)), cp1251, FilePosition.START);
    assertThat(lines.next()).isTrue();
    assertThat(lines.text()).isEqualTo("Иван");

    byte[] utf8 = "ok\nok\n\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
    TextLines strict =
        new TextLines(new ByteArrayInputStream(utf8), StandardCharsets.UTF_8, FilePosition.START);
    assertThat(strict.next()).isTrue();
    assertThat(strict.next()).isTrue();
    assertThatThrownBy(strict::next)
        .isInstanceOfSatisfying(
            PlatformException.class,
            e -> assertThat(e.problems().get(0).params()).containsExactly("3", "UTF-8"));
  }

  @Test
  void aCsvFileReadFromWhereABatchEndedGoesOnExactlyAsReadingOnWould() throws IOException {
    Path file =
        write(
            "\uFEFFexternalId;sourceSystem;name\r\n"
                + "A-1;erp;\"one\r\nline two\"\r\n"
                + "\r\n"
                + "A-2;erp;Пётр\r\n"
                + "A-3;erp;three\r\n",
            StandardCharsets.UTF_8);
    EntityModel entity = new EntityModel("Person", false, false, null, List.of(), null);

    List<ImportLines.Item> all = items(file, ImportFormat.CSV, ';', FilePosition.START, entity);
    FilePosition afterFirst = all.get(0).end();
    List<ImportLines.Item> rest = items(file, ImportFormat.CSV, ';', afterFirst, entity);

    assertThat(all).extracting(ImportLines.Item::number).containsExactly(2L, 5L, 6L);
    assertThat(afterFirst.line()).isEqualTo(3);
    assertThat(rest).extracting(ImportLines.Item::number).containsExactly(5L, 6L);
    assertThat(rest)
        .extracting(i -> i.body().toString())
        .containsExactlyElementsOf(
            all.subList(1, 3).stream().map(i -> i.body().toString()).toList());
    assertThat(rest.get(0).body().path("externalId").asString()).isEqualTo("A-2");
    assertThat(rest.get(rest.size() - 1).end().offset()).isEqualTo(Files.size(file));
  }

  @Test
  void anNdjsonFileReadFromWhereABatchEndedGoesOnWithItsLineNumbers() throws IOException {
    Path file =
        write(
            "{\"externalId\": \"1\"}\n\n{not json\n{\"externalId\": \"ä\"}\n{\"externalId\": \"4\"}",
            StandardCharsets.UTF_8);

    List<ImportLines.Item> all = items(file, ImportFormat.NDJSON, ',', FilePosition.START, null);
    List<ImportLines.Item> rest = items(file, ImportFormat.NDJSON, ',', all.get(1).end(), null);

    assertThat(all).extracting(ImportLines.Item::number).containsExactly(1L, 3L, 4L, 5L);
    assertThat(all.get(1).unreadable()).isNotNull();
    assertThat(rest).extracting(ImportLines.Item::number).containsExactly(4L, 5L);
    assertThat(rest.get(0).body().path("externalId").asString()).isEqualTo("ä");
    assertThat(rest.get(1).end().offset())
        .as("a last line without its line break")
        .isEqualTo(Files.size(file));
  }

  @Test
  void theUploadNamesItsFormatByTypeOrFileNameAndItsCharacterSetAndSeparator() {
    assertThat(ImportFormat.ofContentType("text/csv; charset=windows-1251"))
        .contains(ImportFormat.CSV);
    assertThat(ImportFormat.ofContentType("Application/X-NDJSON")).contains(ImportFormat.NDJSON);
    assertThat(ImportFormat.ofContentType("application/octet-stream")).isEmpty();
    assertThat(ImportFormat.ofFileName("people.JSONL")).contains(ImportFormat.NDJSON);
    assertThat(ImportFormat.ofFileName("C:\\export\\people.csv")).contains(ImportFormat.CSV);
    assertThat(ImportFormat.ofFileName("people")).isEmpty();

    ImportRequest tab = ImportRequest.of(ImportFormat.CSV, "E", "cp1251", "TAB");
    assertThat(tab.charset()).isEqualTo(Charset.forName("windows-1251"));
    assertThat(tab.delimiter()).isEqualTo('\t');
    assertThat(tab.delimiterNamed()).isTrue();
    assertThat(ImportRequest.of(ImportFormat.CSV, "E", null, null).delimiter()).isEqualTo(',');
    assertThat(refusal(() -> ImportRequest.of(ImportFormat.CSV, "E", "UTF-16", null)))
        .isEqualTo(DataErrors.DATA_IMPORT_CHARSET_UNSUPPORTED);
    assertThat(refusal(() -> ImportRequest.of(ImportFormat.NDJSON, null, "windows-1251", null)))
        .isEqualTo(DataErrors.DATA_IMPORT_CHARSET_UNSUPPORTED);
    assertThat(refusal(() -> ImportRequest.of(ImportFormat.CSV, "E", null, "::")))
        .isEqualTo(DataErrors.DATA_IMPORT_DELIMITER_INVALID);
    assertThat(refusal(() -> ImportFormat.named("xml")))
        .isEqualTo(DataErrors.DATA_IMPORT_FORMAT_INVALID);
  }

  @Test
  void onlyAFailedImportOrOneNoNodeHoldsIsResumed() {
    assertThat(ImportState.FAILED.resume(1, false, true)).isEqualTo(ImportState.QUEUED);
    assertThat(ImportState.RUNNING.resume(1, false, true)).isEqualTo(ImportState.QUEUED);
    assertThat(refusal(() -> ImportState.RUNNING.resume(1, true, true)))
        .isEqualTo(DataErrors.DATA_IMPORT_RUNNING);
    assertThat(refusal(() -> ImportState.DONE.resume(1, false, true)))
        .isEqualTo(DataErrors.DATA_IMPORT_DONE);
    assertThat(refusal(() -> ImportState.QUEUED.resume(1, false, true)))
        .isEqualTo(DataErrors.DATA_IMPORT_QUEUED);
    assertThat(refusal(() -> ImportState.FAILED.resume(1, false, false)))
        .isEqualTo(DataErrors.DATA_IMPORT_FILE_GONE);
  }

  private static CsvLines csv(String text, char delimiter) {
    return new CsvLines(
        new TextLines(
            new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
            StandardCharsets.UTF_8,
            FilePosition.START),
        delimiter);
  }

  private Path write(String text, Charset charset) throws IOException {
    Path file = dir.resolve("upload");
    Files.write(file, text.getBytes(charset));
    return file;
  }

  private static List<ImportLines.Item> items(
      Path file, ImportFormat format, char delimiter, FilePosition from, EntityModel entity)
      throws IOException {
    List<ImportLines.Item> items = new ArrayList<>();
    try (ImportLines lines =
        ImportLines.open(file, format, StandardCharsets.UTF_8, delimiter, entity, from, JSON)) {
      for (ImportLines.Item item = lines.next(); item != null; item = lines.next()) {
        items.add(item);
      }
    }
    return items;
  }

  private static Object refusal(Runnable action) {
    try {
      action.run();
    } catch (PlatformException e) {
      return e.problems().get(0).code();
    }
    throw new AssertionError("not refused");
  }
}
