package org.platform.mdm;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.platform.mdm.system.Rooms;

/**
 * Every module of more than {@value #MOST_FILES_WITHOUT_ROOMS} files has rooms (sub-packages) and
 * declares them with their order ({@link Rooms} on its {@code package-info.java}); the declaration
 * names every room there is, and the code keeps to it: a room uses only the rooms of the levels
 * below its own. With {@link ModularityTest} (other modules use only a module's top-level package,
 * its face) this is the house's shape inside a module. The build fails on a reach the wrong way.
 */
class RoomsTest {

  private static final Path SOURCES = Path.of("src/main/java/org/platform/mdm");

  /** STYLE.md: a module past about 25 files gives each concern a room. */
  static final int MOST_FILES_WITHOUT_ROOMS = 25;

  /**
   * The large modules still to be given rooms (issue 47), taken off as each is: one listed that has
   * a declaration, or is no longer large, fails the test, so the list only shrinks.
   */
  private static final Set<String> STILL_FLAT = Set.of();

  private static final JavaClasses CLASSES =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPackages(ModuleRooms.ROOT);

  @Test
  void everyLargeModuleDeclaresItsRooms() throws IOException {
    List<String> undeclared = new ArrayList<>();
    List<String> stillListed = new ArrayList<>();
    for (String module : modules()) {
      long files = files(module);
      boolean flat = files > MOST_FILES_WITHOUT_ROOMS && ModuleRooms.levels(module).isEmpty();
      if (flat && !STILL_FLAT.contains(module)) {
        undeclared.add(module + " (" + files + " files)");
      } else if (!flat && STILL_FLAT.contains(module)) {
        stillListed.add(module);
      }
    }
    assertThat(undeclared)
        .as("modules of more than %d files without @Rooms", MOST_FILES_WITHOUT_ROOMS)
        .isEmpty();
    assertThat(stillListed).as("modules with rooms now: take them off STILL_FLAT").isEmpty();
  }

  @Test
  void aDeclarationNamesExactlyTheRoomsThereAre() throws IOException {
    for (String module : modules()) {
      Optional<List<Set<String>>> levels = ModuleRooms.levels(module);
      if (levels.isPresent()) {
        Set<String> named = new TreeSet<>();
        levels.get().forEach(named::addAll);
        assertThat(named).as("the rooms %s declares", module).isEqualTo(rooms(module));
      }
    }
  }

  @Test
  void aRoomUsesOnlyTheRoomsOfTheLevelsBelowIt() throws IOException {
    Map<String, Set<String>> wrongWay = new TreeMap<>();
    for (String module : modules()) {
      Optional<List<Set<String>>> levels = ModuleRooms.levels(module);
      if (levels.isEmpty()) {
        continue;
      }
      Map<String, Integer> level = new HashMap<>();
      for (int i = 0; i < levels.get().size(); i++) {
        for (String room : levels.get().get(i)) {
          level.put(room, i);
        }
      }
      for (JavaClass origin : CLASSES) {
        String from = room(module, origin);
        if (from == null) {
          continue;
        }
        for (Dependency d : origin.getDirectDependenciesFromSelf()) {
          String to = room(module, d.getTargetClass());
          if (to != null && !to.equals(from) && level.get(to) <= level.get(from)) {
            wrongWay
                .computeIfAbsent(module + ": " + from + " → " + to, k -> new TreeSet<>())
                .add(origin.getSimpleName() + " uses " + d.getTargetClass().getSimpleName());
          }
        }
      }
    }
    assertThat(wrongWay).as("rooms reaching a room of their level or above").isEmpty();
  }

  /** The modules: the top-level packages holding code. */
  private static Set<String> modules() throws IOException {
    try (Stream<Path> entries = Files.list(SOURCES)) {
      Set<String> modules = new TreeSet<>();
      entries.filter(Files::isDirectory).forEach(p -> modules.add(p.getFileName().toString()));
      return modules;
    }
  }

  /** A module's source files, its {@code package-info.java} files left out. */
  private static long files(String module) throws IOException {
    try (Stream<Path> all = Files.walk(SOURCES.resolve(module))) {
      return all.filter(p -> p.toString().endsWith(".java"))
          .filter(p -> !p.getFileName().toString().equals("package-info.java"))
          .count();
    }
  }

  /** A module's rooms: its sub-packages' first names. */
  private static Set<String> rooms(String module) throws IOException {
    try (Stream<Path> entries = Files.list(SOURCES.resolve(module))) {
      Set<String> rooms = new TreeSet<>();
      entries.filter(Files::isDirectory).forEach(p -> rooms.add(p.getFileName().toString()));
      return rooms;
    }
  }

  /** The room of the module a class is in; null when it is in another module or the face. */
  private static String room(String module, JavaClass c) {
    return ModuleRooms.room(module, c.getPackageName())
        .filter(r -> !r.equals(ModuleRooms.FACE))
        .orElse(null);
  }
}
