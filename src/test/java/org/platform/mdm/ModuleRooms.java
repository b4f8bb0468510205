package org.platform.mdm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.platform.mdm.system.Rooms;

/** How the tests read a module's rooms: its declaration, and which room a package is. */
final class ModuleRooms {

  static final String ROOT = "org.platform.mdm";

  /** The room of a module's package: {@code face} for the module's own package. */
  static final String FACE = "face";

  private ModuleRooms() {}

  /** The module's {@link Rooms} declaration; empty without one. */
  static Optional<Rooms> declaration(String module) {
    try {
      return Optional.ofNullable(
          Class.forName(ROOT + "." + module + ".package-info").getAnnotation(Rooms.class));
    } catch (ClassNotFoundException e) {
      return Optional.empty(); // a package-info without annotations has no class
    }
  }

  /** The module's declared levels, the top first, each the names of its rooms. */
  static Optional<List<Set<String>>> levels(String module) {
    return declaration(module)
        .map(
            rooms -> {
              List<Set<String>> levels = new ArrayList<>();
              for (String level : rooms.value()) {
                Set<String> names = new TreeSet<>();
                Arrays.stream(level.split(",")).map(String::strip).forEach(names::add);
                levels.add(names);
              }
              return levels;
            });
  }

  /**
   * The room of {@code module} a package is in: {@link #FACE} for the module's own package, the
   * first name below it for a sub-package; empty for a package of another module.
   */
  static Optional<String> room(String module, String packageName) {
    String pkg = ROOT + "." + module;
    if (packageName.equals(pkg)) {
      return Optional.of(FACE);
    }
    if (!packageName.startsWith(pkg + ".")) {
      return Optional.empty();
    }
    return Optional.of(packageName.substring(pkg.length() + 1).split("\\.")[0]);
  }
}
