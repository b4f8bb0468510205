package org.platform.mdm.dq.web;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.dq.function.QualityFunction;
import org.platform.mdm.dq.model.Composites;
import org.platform.mdm.dq.model.PublishedQualityModel;
import org.platform.mdm.dq.model.QualityModel;
import org.platform.mdm.dq.model.QualityModels;
import org.springframework.stereotype.Component;

/**
 * The functions a rule can use, by name, in the order they are listed: the shipped ones, then the
 * composite functions of the published quality model ({@link FunctionKind#COMPOSITE}). Made once
 * per published revision (a revision never changes), not on every request.
 */
@Component
class UsableFunctions {

  /** A function and where it comes from. */
  record Entry(QualityFunction function, FunctionKind kind) {}

  /** The entries made for one published revision. */
  private record Listed(int revision, List<Entry> entries) {}

  private final QualityModels models;
  private final Clock clock;
  private volatile Listed listed;

  UsableFunctions(QualityModels models, Clock clock) {
    this.models = models;
    this.clock = clock;
  }

  List<Entry> all() {
    PublishedQualityModel published = models.published();
    Listed known = listed;
    if (known == null || known.revision() != published.revision()) {
      known = new Listed(published.revision(), entries(published.model()));
      listed = known;
    }
    return known.entries();
  }

  Optional<Entry> named(String name) {
    return all().stream().filter(e -> e.function().name().equals(name)).findFirst();
  }

  private List<Entry> entries(QualityModel model) {
    Map<String, QualityFunction> shipped = models.functions();
    List<Entry> entries = new ArrayList<>();
    Composites.with(model, shipped, clock.getZone())
        .forEach(
            (name, f) ->
                entries.add(
                    new Entry(
                        f,
                        shipped.containsKey(name) ? FunctionKind.SYSTEM : FunctionKind.COMPOSITE)));
    return List.copyOf(entries);
  }
}
