package org.platform.mdm.dq.web;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.dq.model.Composites;
import org.platform.mdm.dq.model.QualityModels;
import org.springframework.stereotype.Component;

/**
 * The functions a rule can use, by name, in the order they are listed: the shipped ones, then the
 * composite functions of the published quality model ({@link FunctionKind#COMPOSITE}).
 */
@Component
class UsableFunctions {

  /** A function and where it comes from. */
  record Entry(QualityFunction function, FunctionKind kind) {}

  private final QualityModels models;
  private final Clock clock;

  UsableFunctions(QualityModels models, Clock clock) {
    this.models = models;
    this.clock = clock;
  }

  List<Entry> all() {
    Map<String, QualityFunction> shipped = models.functions();
    List<Entry> entries = new ArrayList<>();
    Composites.with(models.published().model(), shipped, clock.getZone())
        .forEach(
            (name, f) ->
                entries.add(
                    new Entry(
                        f,
                        shipped.containsKey(name) ? FunctionKind.SYSTEM : FunctionKind.COMPOSITE)));
    return entries;
  }

  Optional<Entry> named(String name) {
    return all().stream().filter(e -> e.function().name().equals(name)).findFirst();
  }
}
