package org.platform.mdm.dg;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.Rooms;

/**
 * The module's tables belong to rooms, and a room's SQL names only the tables of its own room or of
 * the rooms below it (as its code uses only theirs, {@code RoomsTest}): a room lower down asking a
 * table of one above would depend on it in SQL where the class graph does not show it.
 */
class DgTablesTest {

  private static final Path SOURCES = Path.of("src/main/java/org/platform/mdm/dg");
  private static final Path MIGRATIONS = Path.of("src/main/resources/db/migration/dg");
  private static final Pattern TABLE = Pattern.compile("\\bdg_[a-z_]+\\b");

  /** Which room keeps each table. */
  private static final Map<String, String> OWNER =
      Map.of(
          "dg_assets", "asset",
          "dg_asset_links", "asset",
          "dg_information_systems", "model",
          "dg_connections", "model",
          "dg_crawler_instances", "model",
          "dg_reindex_required", "model",
          "dg_scan_assets", "scan",
          "dg_scan_buffer", "scan",
          "dg_scan_runs", "scan");

  @Test
  void everyTableOfTheMigrationsHasARoom() throws IOException {
    Set<String> tables = new TreeSet<>();
    Pattern created = Pattern.compile("create table (dg_[a-z_]+)");
    try (Stream<Path> files = Files.list(MIGRATIONS)) {
      for (Path f : files.toList()) {
        Matcher m = created.matcher(Files.readString(f));
        while (m.find()) {
          tables.add(m.group(1));
        }
      }
    }
    assertThat(OWNER.keySet()).containsExactlyInAnyOrderElementsOf(tables);
  }

  @Test
  void aRoomNamesOnlyTablesOfItsOwnRoomOrOfRoomsBelowIt() throws Exception {
    Map<String, Integer> level = new HashMap<>();
    String[] levels =
        Class.forName("org.platform.mdm.dg.package-info").getAnnotation(Rooms.class).value();
    for (int i = 0; i < levels.length; i++) {
      for (String room : levels[i].split(",")) {
        level.put(room.strip(), i);
      }
    }
    Map<String, Set<String>> wrongWay = new TreeMap<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        Path relative = SOURCES.relativize(f);
        if (relative.getNameCount() < 2) {
          continue; // the face
        }
        String room = relative.getName(0).toString();
        Matcher m = TABLE.matcher(Files.readString(f));
        while (m.find()) {
          String owner = OWNER.get(m.group());
          if (owner != null && !owner.equals(room) && level.get(owner) <= level.get(room)) {
            wrongWay
                .computeIfAbsent(room + " → " + owner, k -> new TreeSet<>())
                .add(relative.getFileName() + " names " + m.group());
          }
        }
      }
    }
    assertThat(wrongWay).as("rooms naming a table of a room of their level or above").isEmpty();
  }
}
