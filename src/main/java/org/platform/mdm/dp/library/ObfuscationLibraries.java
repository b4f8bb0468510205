package org.platform.mdm.dp.library;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.dp.DpErrors;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.SimpleDataType;
import org.platform.mdm.dp.function.SystemLibrary;
import org.platform.mdm.system.ApiDocs;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;

/**
 * The libraries obfuscation functions are found in, by name and version, and what a library offers
 * for each simple type: the system library, whose version is the platform's, and the users'.
 */
@Service
public class ObfuscationLibraries {

  /** Where the requested types are named in a suggest request. */
  public static final String TYPES_PARAMETER = "processedSimpleDataTypes";

  private final ObfuscationLibrary system;
  private final UserLibraries users;

  ObfuscationLibraries(ApiDocs docs, UserLibraries users) {
    this.system =
        new ObfuscationLibrary(SystemLibrary.NAME, docs.version(), SystemLibrary.functions());
    this.users = users;
  }

  /**
   * The versions of the library of this name, oldest upload first: the system library, or a user's
   * (each loaded once per content and node).
   */
  public List<ObfuscationLibrary> versions(String name) {
    return name.equals(SystemLibrary.NAME) ? List.of(system) : users.libraries(name);
  }

  /** The names of every library: the system library's first. */
  public List<String> names() {
    List<String> names = new ArrayList<>();
    names.add(SystemLibrary.NAME);
    users.list(null, null, true).forEach(l -> names.add(l.name()));
    return names;
  }

  /**
   * The library of this name in this version; with no version (null or blank), its latest.
   *
   * @throws PlatformException {@code DP_LIBRARY_UNKNOWN} or {@code DP_LIBRARY_VERSION_UNKNOWN}
   */
  public ObfuscationLibrary library(String name, String version) {
    List<ObfuscationLibrary> named = versions(name);
    if (named.isEmpty()) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  "library", DpErrors.DP_LIBRARY_UNKNOWN, name, String.join(", ", names()))));
    }
    if (version == null || version.isBlank()) {
      return named.get(named.size() - 1);
    }
    Optional<ObfuscationLibrary> exact =
        named.stream().filter(l -> l.version().equals(version)).findFirst();
    return exact.orElseThrow(
        () ->
            new PlatformException(
                List.of(
                    Problem.at(
                        "version",
                        DpErrors.DP_LIBRARY_VERSION_UNKNOWN,
                        name,
                        version,
                        String.join(
                            ", ", named.stream().map(ObfuscationLibrary::version).toList())))));
  }

  /**
   * What {@code library} offers for each of {@code typeNames}, under the names as given and in
   * their order; no type named: every simple type, under its model name. A library unknown is
   * answered only once every type is known.
   *
   * @throws PlatformException {@code DP_SIMPLE_TYPE_UNKNOWN} for each name that is no simple type
   *     (all at once), else as {@link #library}
   */
  public Suggestion suggest(String library, String version, List<String> typeNames) {
    Map<String, SimpleDataType> types = new LinkedHashMap<>();
    List<Problem> problems = new ArrayList<>();
    if (typeNames == null || typeNames.isEmpty()) {
      for (SimpleDataType type : SimpleDataType.values()) {
        types.put(type.modelName(), type);
      }
    }
    for (int i = 0; typeNames != null && i < typeNames.size(); i++) {
      String typeName = typeNames.get(i);
      Optional<SimpleDataType> type = SimpleDataType.byName(typeName);
      if (type.isPresent()) {
        types.put(typeName, type.get());
      } else {
        problems.add(
            Problem.at(
                TYPES_PARAMETER + "[" + i + "]",
                DpErrors.DP_SIMPLE_TYPE_UNKNOWN,
                typeName,
                String.join(", ", SimpleDataType.modelNames())));
      }
    }
    PlatformException.throwIfAny(problems);
    ObfuscationLibrary found = library(library, version);
    Map<String, List<ObfuscationFunction>> offered = new LinkedHashMap<>();
    types.forEach((name, type) -> offered.put(name, found.supporting(type)));
    return new Suggestion(found, offered);
  }

  /** What a library offers per simple type name. */
  public record Suggestion(
      ObfuscationLibrary library, Map<String, List<ObfuscationFunction>> functions) {}
}
