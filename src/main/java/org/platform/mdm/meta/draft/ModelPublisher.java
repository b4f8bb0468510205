package org.platform.mdm.meta.draft;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.platform.mdm.core.SecurityResource;
import org.platform.mdm.core.SecurityResources;
import org.platform.mdm.draft.DraftView;
import org.platform.mdm.meta.AssetTypeInheritance;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.meta.ModelChangeGuard;
import org.platform.mdm.meta.ModelPublishListener;
import org.platform.mdm.meta.PublishedModel;
import org.platform.mdm.meta.revision.ModelRepository;
import org.platform.mdm.meta.validation.ModelValidator;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * Publishes a {@code data-model} draft's model as the next revision: checked against the published
 * one and by every module's change guard, then stored, the registers' security resources kept in
 * step, and the publish listeners told. Only the draft provider publishes; everyone else goes
 * through drafts.
 */
@Component
class ModelPublisher {

  private static final Logger log = LoggerFactory.getLogger(ModelPublisher.class);

  private final ModelRepository models;
  private final DataModelService service;
  private final SecurityResources resources;
  private final Clock clock;
  private final List<ModelChangeGuard> guards;
  private final ObjectProvider<ModelPublishListener> listeners;

  ModelPublisher(
      ModelRepository models,
      @Lazy DataModelService service,
      SecurityResources resources,
      Clock clock,
      ObjectProvider<ModelChangeGuard> guards,
      ObjectProvider<ModelPublishListener> listeners) {
    this.models = models;
    this.service = service;
    this.resources = resources;
    this.clock = clock;
    this.guards = guards.orderedStream().toList();
    this.listeners = listeners;
  }

  /**
   * Publishes a candidate model as the next revision, in the caller's transaction.
   *
   * @param baseRevision the revision the draft started from
   * @param force publish even when another revision was published after {@code baseRevision}
   */
  PublishedModel publish(
      DataModel edited, int baseRevision, boolean force, DraftView draft, String user) {
    models.lockPublication();
    DataModel candidate = AssetTypeInheritance.resolve(edited);
    PublishedModel current = models.latest().orElse(PublishedModel.initial());
    if (!force && current.revision() != baseRevision) {
      throw new PlatformException(
          MetaErrors.META_DRAFT_REVISION_CONFLICT,
          draft.draftId().value(),
          baseRevision,
          current.revision());
    }
    List<Problem> problems = new ArrayList<>(ModelValidator.validate(candidate, current.model()));
    guards.forEach(g -> problems.addAll(g.check(current.model(), candidate)));
    PlatformException.throwIfAny(problems);
    int revision = current.revision() + 1;
    OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
    models.insert(revision, candidate, draft.draftId().value(), user, now);
    service.recheckAfterCommit();
    syncSecurityResources(candidate);
    listeners.orderedStream().forEach(l -> l.published(current.model(), candidate));
    log.info("{} published data model revision {} from draft {}", user, revision, draft.draftId());
    return new PublishedModel(revision, candidate, user, now);
  }

  /** One resource per register and reference set, so that rights can be granted on records. */
  private void syncSecurityResources(DataModel model) {
    Set<String> names =
        Stream.concat(
                model.entities().stream().map(EntityDef::name),
                model.lookupEntities().stream().map(LookupEntityDef::name))
            .collect(Collectors.toSet());
    for (EntityDef e : model.entities()) {
      resources.register(
          new SecurityResource(e.name(), displayName(e.displayName(), e.name()), "ENTITY"));
    }
    for (LookupEntityDef l : model.lookupEntities()) {
      resources.register(
          new SecurityResource(l.name(), displayName(l.displayName(), l.name()), "LOOKUP"));
    }
    resources.resources().stream()
        .filter(r -> r.category().equals("ENTITY") || r.category().equals("LOOKUP"))
        .filter(r -> !names.contains(r.name()))
        .forEach(r -> resources.remove(r.name()));
  }

  private static String displayName(String displayName, String name) {
    return displayName == null || displayName.isBlank() ? name : displayName;
  }
}
