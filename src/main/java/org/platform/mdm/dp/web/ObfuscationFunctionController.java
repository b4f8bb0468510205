package org.platform.mdm.dp.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.NotNull;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.SimpleDataType;
import org.platform.mdm.dp.function.SystemLibrary;
import org.platform.mdm.dp.library.ObfuscationLibraries;
import org.platform.mdm.dp.library.ObfuscationLibrary;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.ErrorResponses;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * What a library offers to obfuscate each simple type. Reads no data, so any logged-in user may ask
 * (the model editor does, to fill its selector).
 */
@RestController
@Tag(name = "Obfuscation functions", description = "The functions a library offers per type")
@RequestMapping(ObfuscationApi.ROOT)
@AnyUser
class ObfuscationFunctionController {

  private final ObfuscationLibraries libraries;

  ObfuscationFunctionController(ObfuscationLibraries libraries) {
    this.libraries = libraries;
  }

  /** An obfuscation function as the spec shows it. */
  record ObfuscationFunctionRO(
      @NotNull @Schema(description = "The name a model's attribute names the function by.")
          String name,
      @NotNull @Schema(description = "The name to show, in the language asked for.")
          String displayName,
      @NotNull @Schema(description = "What the function does, in the language asked for.")
          String description,
      @NotNull @Schema(description = "The library the function is in.") String libraryName,
      @NotNull @Schema(description = "The library's version.") String libraryVersion,
      @NotNull
          @Schema(
              description =
                  "What an attribute of the type asked for gives the function in its"
                      + " `obfuscationFunction.parameters` (beyond the spec's resource: the model"
                      + " editor shows an input for each).")
          List<ParameterRO> parameters) {}

  /** A function's parameter, typed for the attribute type it was asked for. */
  record ParameterRO(
      @NotNull String name,
      @NotNull
          @Schema(
              description =
                  "The simple type of its value, as the model names it; the attribute's own type"
                      + " for a bound or a fixed value.")
          String type,
      @NotNull Boolean required,
      @Schema(description = "The value taken when none is given, as text; null: none.")
          String defaultValue,
      @NotNull @Schema(description = "What it does, in English.") String description) {}

  record SuggestObfuscationFunctionsRO(
      Details details,
      @NotNull
          @Schema(
              description =
                  "For each simple type asked for, under its name as asked, the library's"
                      + " functions that support it, in the library's order (an empty array:"
                      + " none).")
          Map<String, List<ObfuscationFunctionRO>> simpleDataFunctions) {}

  @Operation(
      operationId = "suggestObfuscationFunctions",
      summary = "The functions a library offers for each simple type asked for",
      description =
          "Simple types are named as the data model names them (`String`, `Integer`, `Number`,"
              + " `Boolean`, `Date`, `Time`, `Timestamp`, `Enum`, `LookupLink`, `Blob`, `Clob`)"
              + " or in capitals (`STRING`, `LOOKUP_LINK`). Display names and descriptions follow"
              + " Accept-Language (English or Russian). Reads no data, so no right is needed.")
  @ErrorAnswer(
      status = 400,
      description =
          "A name that is no simple type, each at `processedSimpleDataTypes[<index>]`, all at"
              + " once.")
  @ErrorAnswer(
      status = 404,
      description = "There is no library of that name, or it has no such version.")
  @GetMapping("/suggest")
  SuggestObfuscationFunctionsRO suggest(
      @Parameter(
              description =
                  "The library's name; none: the system library, `" + SystemLibrary.NAME + "`.")
          @RequestParam(required = false)
          String library,
      @Parameter(
              description =
                  "The library's name, as the spec's sample call names the parameter; `library`"
                      + " wins when both are given.")
          @RequestParam(required = false)
          String libraryType,
      @Parameter(description = "The library's version; none: its latest.")
          @RequestParam(required = false)
          String version,
      @Parameter(
              description =
                  "The simple types, the parameter repeated once per type (or the names separated"
                      + " by commas); none: every simple type.")
          @RequestParam(required = false)
          List<String> processedSimpleDataTypes,
      @Parameter(
              description =
                  "The same, as clients naming repeated parameters with brackets"
                      + " send it; added to `processedSimpleDataTypes`.")
          @RequestParam(name = "processedSimpleDataTypes[]", required = false)
          List<String> bracketed,
      HttpServletRequest request) {
    List<String> types = new ArrayList<>();
    if (processedSimpleDataTypes != null) {
      types.addAll(processedSimpleDataTypes);
    }
    if (bracketed != null) {
      types.addAll(bracketed);
    }
    String name =
        library != null ? library : libraryType != null ? libraryType : SystemLibrary.NAME;
    ObfuscationLibraries.Suggestion suggestion = libraries.suggest(name, version, types);
    Locale locale = ErrorResponses.localeOf(request);
    Map<String, List<ObfuscationFunctionRO>> answer = new LinkedHashMap<>();
    suggestion
        .functions()
        .forEach(
            (type, functions) ->
                answer.put(
                    type,
                    functions.stream()
                        .map(
                            f ->
                                function(
                                    f,
                                    SimpleDataType.byName(type).orElseThrow(),
                                    suggestion.library(),
                                    locale))
                        .toList()));
    return new SuggestObfuscationFunctionsRO(Details.empty(), answer);
  }

  private static ObfuscationFunctionRO function(
      ObfuscationFunction function,
      SimpleDataType type,
      ObfuscationLibrary library,
      Locale locale) {
    return new ObfuscationFunctionRO(
        function.name(),
        function.displayName(locale),
        function.description(locale),
        library.name(),
        library.version(),
        function.parameters().stream()
            .map(
                p ->
                    new ParameterRO(
                        p.name(),
                        p.typeFor(type).modelName(),
                        p.required(),
                        p.defaultValue() == null ? null : String.valueOf(p.defaultValue()),
                        p.description()))
            .toList());
  }
}
