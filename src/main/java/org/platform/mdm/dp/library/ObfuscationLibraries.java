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
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Service;

/**
 * The libraries obfuscation functions are found in, by name and version, and what a library offers
 * for each simple type. Now only the system library, whose version is the platform's.
 */
@Service
public class ObfuscationLibraries {

  /** Where the requested types are named in a suggest request. */
  public static final String TYPES_PARAMETER = "processedSimpleDataTypes";

  private final ObfuscationLibrary system;

  @Autowired
  public ObfuscationLibraries(ApiDocs docs) {
    this(docs.version());
  }

  /** The libraries of a platform of {@code platformVersion}. */
  ObfuscationLibraries(String platformVersion) {
    this.system =
        new ObfuscationLibrary(SystemLibrary.NAME, platformVersion, SystemLibrary.functions());
  }

  /** Every library, in every version. */
  public List<ObfuscationLibrary> all() {
    return List.of(system);
  }

  /**
   * The library of this name in this version; with no version (null or blank), its latest.
   *
   * @throws PlatformException {@code DP_LIBRARY_UNKNOWN} or {@code DP_LIBRARY_VERSION_UNKNOWN}
   */
  public ObfuscationLibrary library(String name, String version) {
    List<ObfuscationLibrary> named = all().stream().filter(l -> l.name().equals(name)).toList();
    if (named.isEmpty()) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  "library",
                  DpErrors.DP_LIBRARY_UNKNOWN,
                  name,
                  String.join(
                      ", ", all().stream().map(ObfuscationLibrary::name).distinct().toList()))));
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
