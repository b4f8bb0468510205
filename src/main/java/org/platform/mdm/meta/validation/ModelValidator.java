package org.platform.mdm.meta.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.validation.NameRules.UniqueNames;
import org.platform.mdm.system.Problem;

/**
 * Says whether a model document holds together: names, references between objects, types, default
 * values, weights, and what cannot change once published. Returns every problem at once, in
 * document order, each with the readable path of the field it concerns (for example {@code
 * entities[Customer].attributes[inn].type}); an empty list means the model can be published.
 */
public final class ModelValidator {

  private ModelValidator() {}

  /**
   * @param candidate the model to publish
   * @param published the model in force; null or {@link DataModel#empty()} before the first
   *     publication
   */
  public static List<Problem> validate(DataModel candidate, DataModel published) {
    Objects.requireNonNull(candidate, "candidate");
    DataModel before = published == null ? DataModel.empty() : published;
    ModelIndex index = ModelIndex.of(candidate);
    UniqueNames entityNames = new UniqueNames();
    List<Problem> problems = new ArrayList<>();
    problems.addAll(RegisterRules.check(candidate.entities(), entityNames, index));
    problems.addAll(AssetTypeRules.check(candidate.entities()));
    problems.addAll(
        ReferenceSetRules.check(candidate.lookupEntities(), entityNames, before, index));
    problems.addAll(NestedEntityRules.check(candidate.nestedEntities(), entityNames, index));
    problems.addAll(EnumerationRules.check(candidate.enumerations()));
    problems.addAll(SourceSystemRules.check(candidate.sourceSystems()));
    problems.addAll(RelationRules.check(candidate.relations(), index));
    return List.copyOf(problems);
  }
}
