package org.platform.mdm.dp.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import org.platform.mdm.dp.DpErrors;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.SimpleDataType;
import org.platform.mdm.dp.function.SystemLibrary;
import org.platform.mdm.dp.library.FunctionSettings;
import org.platform.mdm.dp.library.ObfuscationLibraries;
import org.platform.mdm.dp.library.ObfuscationLibrary;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.ObfuscationSettings;
import org.platform.mdm.system.Problem;

/**
 * The rule a model's confidential attributes keep: only simple attributes are confidential, a
 * reference set's code is not (links point at it), a confidential attribute names a function of a
 * library that exists, the function supports the attribute's type and its parameters hold; a
 * function is named only on a confidential attribute. Every problem is returned at once, each at
 * the path of the field it concerns ({@code entities[Person].attributes[inn].obfuscationFunction}).
 */
public final class ConfidentialAttributes {

  private final ObfuscationLibraries libraries;

  public ConfidentialAttributes(ObfuscationLibraries libraries) {
    this.libraries = libraries;
  }

  /** The problems of {@code model}'s confidential attributes; empty when there is none. */
  public List<Problem> check(DataModel model) {
    List<Problem> problems = new ArrayList<>();
    for (int i = 0; i < model.lookupEntities().size(); i++) {
      LookupEntityDef l = model.lookupEntities().get(i);
      AttributeDef code = l.codeAttribute();
      if (code != null && (code.confidential() || code.obfuscationFunction() != null)) {
        problems.add(
            Problem.at(
                ModelAttributes.element("lookupEntities", l.name(), i)
                    + ".codeAttribute.confidential",
                DpErrors.DP_CONFIDENTIAL_CODE,
                l.name()));
      }
    }
    ModelAttributes.forEach(model, (path, a) -> problems.addAll(check(path, a)));
    return problems;
  }

  /**
   * The function {@code settings} name for an attribute of {@code type}, when it exists and its
   * settings hold.
   */
  public Optional<ObfuscationFunction> function(ObfuscationSettings settings, SimpleDataType type) {
    List<Problem> problems = new ArrayList<>();
    ObfuscationFunction function = resolve("", settings, problems);
    if (function == null
        || !FunctionSettings.check(function, type, new HashMap<>(settings.parameters()), "")
            .isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(function);
  }

  /**
   * The problems of one attribute's confidential settings at {@code path} (a classifier node's
   * attribute, checked as the model's are); empty when it is neither confidential nor names a
   * function.
   */
  public List<Problem> check(String path, AttributeDef a) {
    return a.confidential() || a.obfuscationFunction() != null ? attribute(path, a) : List.of();
  }

  private List<Problem> attribute(String path, AttributeDef a) {
    String at = path + ".obfuscationFunction";
    if (!a.confidential()) {
      return List.of(Problem.at(at, DpErrors.DP_FUNCTION_WITHOUT_CONFIDENTIAL, a.name()));
    }
    Optional<SimpleDataType> type = SimpleDataType.byName(a.type());
    if (type.isEmpty()) {
      return List.of(
          Problem.at(
              path + ".confidential",
              DpErrors.DP_CONFIDENTIAL_NOT_SIMPLE,
              a.name(),
              String.valueOf(a.type())));
    }
    ObfuscationSettings settings = a.obfuscationFunction();
    if (settings == null || settings.name() == null || settings.name().isBlank()) {
      return List.of(Problem.at(at + ".name", DpErrors.DP_FUNCTION_REQUIRED, a.name()));
    }
    List<Problem> problems = new ArrayList<>();
    ObfuscationFunction function = resolve(at, settings, problems);
    if (function != null) {
      problems.addAll(
          FunctionSettings.check(function, type.get(), new HashMap<>(settings.parameters()), at));
    }
    return problems;
  }

  /** The function named, or null with the problem of finding it added. */
  private ObfuscationFunction resolve(
      String at, ObfuscationSettings settings, List<Problem> problems) {
    String name = blank(settings.libraryName()) ? SystemLibrary.NAME : settings.libraryName();
    List<ObfuscationLibrary> versions = libraries.versions(name);
    if (versions.isEmpty()) {
      problems.add(
          Problem.at(
              at + ".libraryName",
              DpErrors.DP_LIBRARY_UNKNOWN,
              name,
              String.join(", ", libraries.names())));
      return null;
    }
    ObfuscationLibrary library = versions.get(versions.size() - 1);
    if (!blank(settings.libraryVersion()) && !name.equals(SystemLibrary.NAME)) {
      Optional<ObfuscationLibrary> exact =
          versions.stream().filter(l -> l.version().equals(settings.libraryVersion())).findFirst();
      if (exact.isEmpty()) {
        problems.add(
            Problem.at(
                at + ".libraryVersion",
                DpErrors.DP_LIBRARY_VERSION_UNKNOWN,
                name,
                settings.libraryVersion(),
                String.join(", ", versions.stream().map(ObfuscationLibrary::version).toList())));
        return null;
      }
      library = exact.get();
    }
    Optional<ObfuscationFunction> function = library.function(settings.name());
    if (function.isEmpty()) {
      problems.add(
          Problem.at(
              at + ".name",
              DpErrors.DP_FUNCTION_UNKNOWN,
              settings.name(),
              name,
              String.join(
                  ", ", library.functions().stream().map(ObfuscationFunction::name).toList())));
      return null;
    }
    return function.get();
  }

  private static boolean blank(String text) {
    return text == null || text.isBlank();
  }
}
