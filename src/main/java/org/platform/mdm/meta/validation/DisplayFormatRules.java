package org.platform.mdm.meta.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DisplayFormat;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.system.Problem;

/**
 * A register's or reference set's record name: its {@value DisplayFormat#DISPLAY_FORMAT} must be a
 * well-formed format whose tokens name attributes of the entity, and its {@value
 * DisplayFormat#DESCRIPTION_FIELD} an attribute of the entity.
 */
final class DisplayFormatRules {

  /**
   * The longest display format: a record's name prints its literal text whole, in every answer that
   * names the record (a search page names each of its hits), so a format is a line, not a page.
   */
  static final int MAX_LENGTH = 500;

  private DisplayFormatRules() {}

  /**
   * @param attributes the entity's attributes (a reference set's code attribute among them)
   */
  static List<Problem> check(
      String path, Map<String, String> customProperties, List<AttributeDef> attributes) {
    List<Problem> problems = new ArrayList<>();
    String properties = ModelPath.field(path, "customProperties");
    String format = customProperties.get(DisplayFormat.DISPLAY_FORMAT);
    if (format != null && !format.isBlank()) {
      String field = ModelPath.field(properties, DisplayFormat.DISPLAY_FORMAT);
      Optional<DisplayFormat> parsed = DisplayFormat.parse(format);
      if (format.length() > MAX_LENGTH) {
        problems.add(
            Problem.at(
                field, MetaErrors.META_DISPLAY_FORMAT_TOO_LONG, format.length(), MAX_LENGTH));
      } else if (parsed.isEmpty()) {
        problems.add(Problem.at(field, MetaErrors.META_DISPLAY_FORMAT_INVALID, format));
      } else {
        parsed.get().attributes().stream()
            .filter(name -> !known(name, attributes))
            .distinct()
            .forEach(
                name ->
                    problems.add(
                        Problem.at(
                            field, MetaErrors.META_DISPLAY_FORMAT_ATTRIBUTE_NOT_FOUND, name)));
      }
    }
    String description = customProperties.get(DisplayFormat.DESCRIPTION_FIELD);
    if (description != null && !description.isBlank() && !known(description.trim(), attributes)) {
      problems.add(
          Problem.at(
              ModelPath.field(properties, DisplayFormat.DESCRIPTION_FIELD),
              MetaErrors.META_DISPLAY_FORMAT_ATTRIBUTE_NOT_FOUND,
              description.trim()));
    }
    return problems;
  }

  private static boolean known(String name, List<AttributeDef> attributes) {
    return attributes.stream().anyMatch(a -> name.equals(a.name()));
  }
}
