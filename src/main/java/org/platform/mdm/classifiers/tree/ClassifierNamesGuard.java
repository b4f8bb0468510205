package org.platform.mdm.classifiers.tree;

import java.util.List;
import java.util.stream.Stream;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.ModelChangeGuard;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;

/**
 * A register or reference set new to the model may not take a classifier's name: each is a security
 * resource of its name, and the two would share their rights (a classifier already refuses the name
 * of a register or reference set, {@link ClassifierErrors#CLASSIFIER_NAME_TAKEN}).
 */
@Component
class ClassifierNamesGuard implements ModelChangeGuard {

  private final ClassifierRepository classifiers;

  ClassifierNamesGuard(ClassifierRepository classifiers) {
    this.classifiers = classifiers;
  }

  @Override
  public List<Problem> check(DataModel published, DataModel candidate) {
    return Stream.concat(
            candidate.entities().stream().map(EntityDef::name),
            candidate.lookupEntities().stream().map(LookupEntityDef::name))
        .filter(name -> name != null)
        .filter(name -> published.entity(name).isEmpty() && published.lookupEntity(name).isEmpty())
        .filter(name -> classifiers.find(name).isPresent())
        .map(name -> Problem.at(name, ClassifierErrors.CLASSIFIER_NAME_IN_MODEL, name))
        .toList();
  }
}
