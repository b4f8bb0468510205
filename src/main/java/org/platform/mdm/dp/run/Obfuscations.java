package org.platform.mdm.dp.run;

import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.dp.ObfuscationContext;
import org.platform.mdm.dp.ObfuscationFunction;
import org.platform.mdm.dp.library.FunctionSettings;
import org.platform.mdm.dp.library.ObfuscationLibraries;
import org.platform.mdm.dp.model.ConfidentialAttributes;
import org.platform.mdm.dp.run.ConfidentialFields.Field;
import org.platform.mdm.meta.ObfuscationSettings;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Prepares the functions of a register's (or relation's) confidential attributes for a run, under
 * the run's key: each function with its parameters as the model names them, and a function that
 * reads the column with the column's distinct golden values, at most {@link #COLUMN_LIMIT}.
 */
@Component
class Obfuscations {

  /** The most distinct values a column read by a function (Shuffle) may hold in memory. */
  static final int COLUMN_LIMIT = 100_000;

  private final ConfidentialAttributes rule;
  private final DepersonalizationRepository repository;
  private final JsonMapper json;

  Obfuscations(
      @Lazy ObfuscationLibraries libraries,
      DepersonalizationRepository repository,
      JsonMapper json) {
    this.rule = new ConfidentialAttributes(libraries);
    this.repository = repository;
    this.json = json;
  }

  /**
   * The fields' functions prepared under the key.
   *
   * @param entity the register or reference set whose column a function reads; null for the fields
   *     of links or classifications (whose columns are not read)
   * @throws IllegalStateException when a function can no longer be used as the model names it, or a
   *     column is beyond the limit
   */
  ValueObfuscation prepare(String owner, String entity, List<Field> fields, byte[] key) {
    List<ValueObfuscation.Prepared> prepared = new ArrayList<>();
    for (Field field : fields) {
      ObfuscationSettings settings = field.attribute().obfuscationFunction();
      ObfuscationFunction function =
          rule.function(settings, field.type())
              .orElseThrow(
                  () ->
                      new IllegalStateException(
                          "the obfuscation function "
                              + settings.name()
                              + " of "
                              + owner
                              + "."
                              + field.name()
                              + " cannot be used as the model names it: publish the model again"
                              + " to see why"));
      List<Object> column = null;
      if (function.readsColumn()) {
        if (entity == null) {
          throw new IllegalStateException(
              function.name()
                  + " reads the column of "
                  + owner
                  + "."
                  + field.name()
                  + ", and only the columns of registers and reference sets are read (not those of"
                  + " links or classifications): choose another function");
        }
        column = column(entity, field, function);
      }
      prepared.add(
          new ValueObfuscation.Prepared(
              field,
              function.prepare(
                  new ObfuscationContext(
                      field.type(),
                      key,
                      FunctionSettings.values(function, field.type(), settings.parameters()),
                      column))));
    }
    return new ValueObfuscation(prepared);
  }

  private List<Object> column(String entity, Field field, ObfuscationFunction function) {
    List<String> texts = repository.distinctValues(entity, field.jsonPath(), COLUMN_LIMIT + 1);
    if (texts.size() > COLUMN_LIMIT) {
      throw new IllegalStateException(
          function.name()
              + " on "
              + entity
              + "."
              + field.name()
              + " would read more than "
              + COLUMN_LIMIT
              + " distinct values into memory: choose another function for it (a keyed hash"
              + " or a fake value)");
    }
    List<Object> values = new ArrayList<>(texts.size());
    for (String text : texts) {
      values.add(ValueObfuscation.javaValue(json.readTree(text), field.type()));
    }
    return values;
  }
}
