package org.platform.mdm.classifiers.publish;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import org.platform.mdm.classifiers.ClassifierErrors;
import org.platform.mdm.classifiers.ClassifierModel;
import org.platform.mdm.classifiers.ClassifierNode;
import org.platform.mdm.classifiers.ClassifierVersionModel;
import org.platform.mdm.classifiers.VersionView;
import org.platform.mdm.classifiers.tree.ClassifierRepository;
import org.platform.mdm.classifiers.tree.NodeRepository;
import org.platform.mdm.classifiers.tree.TreeRepository;
import org.platform.mdm.core.SecurityResource;
import org.platform.mdm.core.SecurityResources;
import org.platform.mdm.meta.AttributeCheck;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Publishes classifier-model and classifier-version drafts (in the draft module's transaction):
 * load and lock, check every rule, then write. A draft started from an older state of the
 * classifier or version is refused unless forced.
 */
@Service
public class ClassifierPublisher {

  /** The category of the security resource each classifier is. */
  static final String RESOURCE_CATEGORY = "CLASSIFIER";

  /** The first version of a new classifier. */
  static final String FIRST_VERSION = "v1";

  private final ClassifierRepository classifiers;
  private final NodeRepository nodes;
  private final TreeRepository trees;
  private final DataModelService dataModels;
  private final SecurityResources resources;
  private final Clock clock;

  ClassifierPublisher(
      ClassifierRepository classifiers,
      NodeRepository nodes,
      TreeRepository trees,
      @Lazy DataModelService dataModels,
      SecurityResources resources,
      Clock clock) {
    this.classifiers = classifiers;
    this.nodes = nodes;
    this.trees = trees;
    this.dataModels = dataModels;
    this.resources = resources;
    this.clock = clock;
  }

  /** Every problem of a classifier against the published data model. */
  public List<Problem> check(ClassifierModel model) {
    return model.problems(
        entity -> dataModels.kindOf(entity).isPresent(),
        name -> dataModels.kindOf(name).isPresent());
  }

  /** A check of node attributes against the published data model. */
  AttributeCheck attributeCheck() {
    return dataModels.attributeCheck();
  }

  /**
   * Creates the classifier (with version {@value #FIRST_VERSION}, its default, holding a root named
   * after the classifier) or updates it.
   *
   * @param startedVersion the classifier's lock version when the draft started; 0: it did not exist
   */
  @Transactional
  public void publishModel(ClassifierModel model, long startedVersion, boolean force, String user) {
    List<Problem> problems = new ArrayList<>(check(model));
    Optional<Long> current = problems.isEmpty() ? classifiers.lock(model.name()) : Optional.empty();
    if (current.isPresent()) {
      problems.addAll(codesAgainst(model));
    }
    PlatformException.throwIfAny(problems);
    OffsetDateTime now = OffsetDateTime.now(clock);
    long found = current.orElse(0L);
    if (!force && found != startedVersion) {
      throw new PlatformException(
          ClassifierErrors.CLASSIFIER_CHANGED, model.name(), startedVersion, found);
    }
    if (current.isEmpty()) {
      if (!classifiers.insert(model, now, user)) {
        throw new PlatformException(ClassifierErrors.CLASSIFIER_CHANGED, model.name(), 0, 1);
      }
      classifiers.insertVersion(
          new ClassifierVersionModel(model.name(), FIRST_VERSION, "1", null, null, null, true),
          now,
          user);
      classifiers.makeDefault(model.name(), FIRST_VERSION);
      nodes.insert(
          model.name(),
          FIRST_VERSION,
          new ClassifierNode(
              UUID.randomUUID(),
              null,
              model.name(),
              null,
              model.displayName(),
              model.description(),
              0,
              List.of()));
    } else if (!classifiers.update(model, found, now, user)) {
      throw new PlatformException(ClassifierErrors.CLASSIFIER_CHANGED, model.name(), found, "?");
    }
    resources.register(new SecurityResource(model.name(), model.displayName(), RESOURCE_CATEGORY));
  }

  /** The codes of the classifier's nodes that a new code pattern would break. */
  private List<Problem> codesAgainst(ClassifierModel model) {
    Optional<Pattern> pattern = model.pattern();
    if (pattern.isEmpty()) {
      return List.of();
    }
    List<Problem> problems = new ArrayList<>();
    for (ClassifierRepository.NodeCode c : classifiers.codes(model.name())) {
      if (!pattern.get().matcher(c.code()).matches()) {
        problems.add(
            Problem.at(
                "codePattern",
                ClassifierErrors.CLASSIFIER_CODE_PATTERN_BREAKS_CODE,
                c.code(),
                c.node(),
                c.version(),
                model.codePattern()));
      }
    }
    return problems;
  }

  /**
   * Creates the version (a copy of the default version's tree) or updates it; makes it the default
   * when it says so. The default version cannot stop being the default by itself.
   *
   * @param startedVersion the version's lock version when the draft started; 0: it did not exist
   */
  @Transactional
  public void publishVersion(
      ClassifierVersionModel model, long startedVersion, boolean force, String user) {
    PlatformException.throwIfAny(model.problems());
    if (classifiers.lock(model.classifierName()).isEmpty()) {
      throw new PlatformException(ClassifierErrors.CLASSIFIER_NOT_FOUND, model.classifierName());
    }
    OffsetDateTime now = OffsetDateTime.now(clock);
    Optional<VersionView> current = classifiers.version(model.classifierName(), model.name());
    long found = current.map(VersionView::version).orElse(0L);
    if (!force && found != startedVersion) {
      throw new PlatformException(
          ClassifierErrors.CLASSIFIER_CHANGED, model.subject(), startedVersion, found);
    }
    if (current.isPresent() && current.get().model().isDefault() && !model.isDefault()) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  "default",
                  ClassifierErrors.CLASSIFIER_DEFAULT_REQUIRED,
                  model.name(),
                  model.classifierName())));
    }
    if (current.isEmpty()) {
      String from = classifiers.defaultVersion(model.classifierName()).orElseThrow();
      classifiers.insertVersion(model, now, user);
      trees.copy(model.classifierName(), from, model.name());
    } else if (!classifiers.updateVersion(model, found, now, user)) {
      throw new PlatformException(ClassifierErrors.CLASSIFIER_CHANGED, model.subject(), found, "?");
    }
    if (model.isDefault()) {
      classifiers.makeDefault(model.classifierName(), model.name());
    }
  }
}
