package org.platform.mdm.bulk.format;

import java.io.Writer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.platform.mdm.bulk.format.XlsxWorkbook.Cell;
import org.platform.mdm.meta.DataModel;
import tools.jackson.databind.json.JsonMapper;

/**
 * How a spreadsheet is loaded: which register, reference set or relation each sheet holds (by the
 * metadata sheet {@value XlsxRecordWriter#META}, else by the sheet's name, else the load's {@code
 * entityName}), and each sheet's rows as write bodies, one NDJSON line per row, so that a line's
 * number tells the sheet and row it came from: records' rows as record writes, links' rows as link
 * writes ({@code POST /api/v2/data/relations} bodies) in a file of their own, loaded after the
 * records.
 */
public final class XlsxImport {

  /**
   * A data sheet and the register or the relation it holds; {@code skipped} says why a sheet is not
   * loaded.
   */
  public record SheetPlan(
      String sheet, String entity, String relation, String classifier, String skipped) {
    static SheetPlan records(String sheet, String entity) {
      return new SheetPlan(sheet, entity, null, null, null);
    }

    static SheetPlan links(String sheet, String relation) {
      return new SheetPlan(sheet, null, relation, null, null);
    }

    static SheetPlan classifications(String sheet, String classifier) {
      return new SheetPlan(sheet, null, null, classifier, null);
    }

    static SheetPlan skipped(String sheet, String why) {
      return new SheetPlan(sheet, null, null, null, why);
    }
  }

  /** A sheet's rows among the lines: line {@code firstLine} is row {@code firstRow} (1-based). */
  public record Segment(String sheet, long firstLine, long firstRow) {}

  /** Where each sheet's rows are among the records', the links' and the classifications' lines. */
  public record Segments(
      List<Segment> records, List<Segment> links, List<Segment> classifications) {
    public Segments {
      classifications = classifications == null ? List.of() : classifications;
    }
  }

  /** The lines written: where each sheet's rows are, how many rows with content, sheets skipped. */
  public record Converted(Segments segments, long rows, List<String> skipped) {}

  private XlsxImport() {}

  /**
   * The data sheets in the workbook's order and what each holds.
   *
   * @param entityName the register of sheets neither the metadata sheet nor their name maps, or
   *     null
   * @param classifiers the names of the classifiers the loading user may read
   */
  public static List<SheetPlan> plan(
      XlsxWorkbook book, DataModel model, String entityName, Collection<String> classifiers) {
    List<String> names = book.sheetNames();
    Map<String, String[]> meta = new HashMap<>();
    names.stream()
        .filter(n -> n.equalsIgnoreCase(XlsxRecordWriter.META))
        .findFirst()
        .ifPresent(m -> meta.putAll(metadata(book, m)));
    List<SheetPlan> plan = new ArrayList<>();
    for (String sheet : names) {
      if (sheet.equalsIgnoreCase(XlsxRecordWriter.META)) {
        continue;
      }
      String[] mapped = meta.get(sheet);
      if (mapped != null) {
        String kind = mapped[0].trim().toUpperCase(Locale.ROOT);
        if (kind.equals(XlsxRecordWriter.LINKS)) {
          plan.add(
              relation(model, mapped[1])
                  .map(r -> SheetPlan.links(sheet, r))
                  .orElseGet(
                      () -> SheetPlan.skipped(sheet, "the model has no relation " + mapped[1])));
        } else if (kind.equals(XlsxRecordWriter.CLASSIFICATIONS)) {
          plan.add(
              named(classifiers, mapped[1])
                  .map(c -> SheetPlan.classifications(sheet, c))
                  .orElseGet(
                      () -> SheetPlan.skipped(sheet, "there is no classifier " + mapped[1])));
        } else if (kind.equals(XlsxRecordWriter.RECORDS)) {
          plan.add(
              entity(model, mapped[1])
                  .map(e -> SheetPlan.records(sheet, e))
                  .orElseGet(
                      () ->
                          SheetPlan.skipped(
                              sheet, "the model has no register or set " + mapped[1])));
        } else {
          plan.add(
              SheetPlan.skipped(sheet, "its kind " + kind + " is not loaded (only E, R and C)"));
        }
        continue;
      }
      Optional<String> entity =
          entity(model, sheet)
              .or(
                  () ->
                      sheet.startsWith("E ")
                          ? entity(model, sheet.substring(2))
                          : Optional.empty());
      Optional<String> relation =
          entity.isPresent() || !sheet.startsWith(XlsxRecordWriter.LINKS + " ")
              ? Optional.empty()
              : relation(model, sheet.substring(2));
      if (relation.isPresent()) {
        plan.add(SheetPlan.links(sheet, relation.get()));
        continue;
      }
      Optional<String> classifier =
          entity.isPresent() || !sheet.startsWith(XlsxRecordWriter.CLASSIFICATIONS + " ")
              ? Optional.empty()
              : named(classifiers, sheet.substring(2));
      if (classifier.isPresent()) {
        plan.add(SheetPlan.classifications(sheet, classifier.get()));
        continue;
      }
      plan.add(
          entity
              .or(() -> Optional.ofNullable(entityName))
              .map(e -> SheetPlan.records(sheet, e))
              .orElseGet(
                  () ->
                      SheetPlan.skipped(
                          sheet, "neither the metadata sheet nor its name names a register")));
    }
    return plan;
  }

  /** The metadata sheet's rows: sheet name → {kind, object}. */
  private static Map<String, String[]> metadata(XlsxWorkbook book, String sheet) {
    Map<String, String[]> meta = new HashMap<>();
    Map<String, Integer> header = new HashMap<>();
    book.rows(
        sheet,
        (row, cells) -> {
          Map<Integer, Cell> byColumn = XlsxWorkbook.byColumn(cells);
          if (header.isEmpty()) {
            byColumn.forEach(
                (c, cell) -> header.put(cell.value().trim().toUpperCase(Locale.ROOT), c));
            return header.containsKey("SHEET");
          }
          String name = text(byColumn.get(header.get("SHEET")));
          String kind = text(byColumn.get(header.getOrDefault("KIND", -1)));
          String object = text(byColumn.get(header.getOrDefault("OBJECT", -1)));
          if (!name.isEmpty() && !object.isEmpty()) {
            meta.put(name, new String[] {kind.isEmpty() ? XlsxRecordWriter.RECORDS : kind, object});
          }
          return true;
        });
    return meta;
  }

  private static String text(Cell cell) {
    return cell == null ? "" : cell.value().trim();
  }

  /** The register or reference set of that name, whatever its letter case. */
  public static Optional<String> entity(DataModel model, String name) {
    String wanted = name.trim();
    return Stream.concat(
            model.entities().stream().map(e -> e.name()),
            model.lookupEntities().stream().map(l -> l.name()))
        .filter(n -> n.equalsIgnoreCase(wanted))
        .findFirst();
  }

  /** The name of that list equal to {@code name} whatever its letter case. */
  private static Optional<String> named(Collection<String> names, String name) {
    String wanted = name.trim();
    return names.stream().filter(n -> n.equalsIgnoreCase(wanted)).findFirst();
  }

  /** The relation of that name, whatever its letter case. */
  static Optional<String> relation(DataModel model, String name) {
    String wanted = name.trim();
    return model.relations().stream()
        .map(r -> r.name())
        .filter(n -> n.equalsIgnoreCase(wanted))
        .findFirst();
  }

  /**
   * Writes the rows of the planned sheets as NDJSON lines: a records sheet's rows as record write
   * bodies to {@code out}, a relation sheet's as link write bodies to {@code links}. A sheet's
   * column names are its first row of the first three holding {@code ETALON_ID} or {@code
   * EXTERNAL_ID} (the row below it is the labels row when it is the second row, as an export writes
   * it), its rows below are records or links, an empty row a blank line.
   *
   * @param sourceSystem the source system of rows without one, or null
   * @param entityName the register of classification rows without one, or null
   * @param out the records' lines; {@code links} the links', {@code classified} the
   *     classifications'
   */
  public static Converted convert(
      XlsxWorkbook book,
      List<SheetPlan> plan,
      DataModel model,
      String sourceSystem,
      String entityName,
      Writer out,
      Writer links,
      Writer classified,
      JsonMapper json) {
    SheetLines.Output records = new SheetLines.Output(out);
    SheetLines.Output linkLines = new SheetLines.Output(links);
    SheetLines.Output classifiedLines = new SheetLines.Output(classified);
    List<String> skipped = new ArrayList<>();
    for (SheetPlan sheet : plan) {
      if (sheet.skipped() != null) {
        skipped.add("Sheet " + sheet.sheet() + ": " + sheet.skipped() + ".");
        continue;
      }
      SheetLines reader =
          sheet.entity() != null
              ? SheetLines.records(
                  sheet.entity(),
                  model.recordAttributes(sheet.entity()).orElse(List.of()),
                  sourceSystem,
                  records,
                  json)
              : sheet.relation() != null
                  ? SheetLines.links(
                      model.relation(sheet.relation()).orElseThrow(), sourceSystem, linkLines, json)
                  : SheetLines.classifications(
                      sheet.classifier(), entityName, sourceSystem, classifiedLines, json);
      book.rows(sheet.sheet(), reader::row);
      if (!reader.headed()) {
        skipped.add(
            "Sheet "
                + sheet.sheet()
                + ": none of its first three rows names the columns ETALON_ID or EXTERNAL_ID.");
      } else {
        reader.segment(sheet.sheet());
      }
    }
    return new Converted(
        new Segments(records.segments, linkLines.segments, classifiedLines.segments),
        records.rows + linkLines.rows + classifiedLines.rows,
        skipped);
  }

  /** Where a line came from: {@code Customer row 12}, or {@code line 12} outside every sheet. */
  public static String where(List<Segment> segments, long line) {
    Segment at = null;
    for (Segment s : segments) {
      if (s.firstLine() <= line) {
        at = s;
      }
    }
    return at == null
        ? "line " + line
        : at.sheet() + " row " + (at.firstRow() + line - at.firstLine());
  }
}
