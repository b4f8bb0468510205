package org.platform.mdm.data.record;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.platform.mdm.core.CoreSettings;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.RecordWriteCheck;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.PublishedModel;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.Settings;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.StringNode;

/**
 * Checks a write against the published model before anything is locked: its entity, key and period,
 * its values, its parent, its links and large objects, every problem at once.
 */
@Component
class WriteChecks {

  private static final int MAX_KEY_LENGTH = 1000;

  private final EntityModels entities;
  private final Settings settings;
  private final RecordViews views;
  private final RecordLinks links;
  private final RecordLargeObjects largeObjects;
  private final TimelineRepository timelines;
  private final ZoneId zone;
  private final ObjectProvider<RecordWriteCheck> others;

  WriteChecks(
      EntityModels entities,
      Settings settings,
      RecordViews views,
      RecordLinks links,
      RecordLargeObjects largeObjects,
      TimelineRepository timelines,
      Clock clock,
      ObjectProvider<RecordWriteCheck> others) {
    this.entities = entities;
    this.settings = settings;
    this.views = views;
    this.links = links;
    this.largeObjects = largeObjects;
    this.timelines = timelines;
    this.zone = clock.getZone();
    this.others = others;
  }

  /** Checks the write, with LookupLink codes looked up by {@code lookups}. */
  void check(RecordWork ctx, LookupCodes lookups) {
    RecordWrite w = ctx.write;
    PublishedModel published = entities.published();
    DataModel model = published.model();
    List<Problem> problems = new ArrayList<>();
    Optional<EntityModel> entity = entity(published, w.entityName(), "entityName", problems);
    requireText(w.externalId(), "externalId", problems);
    if (requireText(w.sourceSystem(), "sourceSystem", problems)
        && model.sourceSystem(w.sourceSystem()).isEmpty()) {
      problems.add(
          Problem.at("sourceSystem", DataErrors.DATA_SOURCE_SYSTEM_UNKNOWN, w.sourceSystem()));
    }
    ctx.period = period(w.validFrom(), w.validTo(), problems);
    if (entity.isPresent()) {
      ctx.entity = entity.get();
      CheckedValues checked =
          RecordValueRules.check(
              model,
              w.entityName(),
              entity.get().attributes(),
              w.attributes(),
              zone,
              lookups,
              settings.get(CoreSettings.FILE_MAX_COUNT),
              w.overrides());
      problems.addAll(checked.problems());
      ctx.values = new LinkedHashMap<>(checked.values());
      checkOverrides(ctx, problems);
      ctx.largeObjects.putAll(checked.largeObjects());
      checkParent(ctx, problems);
      if (w.touchesRelations()) {
        links.check(ctx, model, lookups, problems);
      }
      largeObjects.check(ctx, problems);
      if (problems.isEmpty()) {
        others.orderedStream().forEach(c -> c.check(ctx, ctx.written(), problems));
      }
    }
    PlatformException.throwIfAny(problems);
  }

  /**
   * A write of the platform's source holds the steward's changes: its attributes written as null
   * are kept apart (to empty them), and the attributes to follow the sources again must be known
   * and not written too. Another source may not name any to follow.
   */
  private static void checkOverrides(RecordWork ctx, List<Problem> problems) {
    RecordWrite w = ctx.write;
    if (!w.overrides()) {
      if (!w.followSources().isEmpty()) {
        problems.add(
            Problem.at(
                "followSources", DataErrors.DATA_FOLLOW_SOURCES_NOT_PLATFORM, w.sourceSystem()));
      }
      return;
    }
    Set<String> known = new HashSet<>();
    ctx.entity.attributes().forEach(a -> known.add(a.name()));
    JsonNode attributes = w.attributes();
    if (attributes != null && attributes.isObject()) {
      attributes
          .properties()
          .forEach(
              e -> {
                if (e.getValue().isNull() && known.contains(e.getKey())) {
                  ctx.cleared.add(e.getKey());
                }
              });
    }
    for (int i = 0; i < w.followSources().size(); i++) {
      String name = w.followSources().get(i);
      String at = "followSources[" + i + "]";
      if (!known.contains(name)) {
        problems.add(Problem.at(at, DataErrors.DATA_ATTRIBUTE_UNKNOWN, name, ctx.entity.name()));
      } else if (ctx.values.containsKey(name) || ctx.cleared.contains(name)) {
        problems.add(Problem.at(at, DataErrors.DATA_FOLLOW_SOURCES_WRITTEN, name));
      }
    }
  }

  Period period(OffsetDateTime from, OffsetDateTime to, List<Problem> problems) {
    return period("validFrom", from, to, problems);
  }

  /** The period between two dates; when it would start after it ends, a problem at {@code at}. */
  Period period(String at, OffsetDateTime from, OffsetDateTime to, List<Problem> problems) {
    Period period = Period.between(from, to);
    if (period == null) {
      problems.add(
          Problem.at(at, DataErrors.DATA_PERIOD_INVALID, views.format(from), views.format(to)));
      return Period.ALL_TIME;
    }
    return period;
  }

  private Optional<EntityModel> entity(
      PublishedModel published, String name, String source, List<Problem> problems) {
    if (!requireText(name, source, problems)) {
      return Optional.empty();
    }
    Optional<EntityModel> entity = entities.of(published, name);
    if (entity.isEmpty()) {
      problems.add(Problem.at(source, DataErrors.DATA_ENTITY_UNKNOWN, name));
    }
    return entity;
  }

  private static boolean requireText(String value, String source, List<Problem> problems) {
    if (value == null || value.isBlank()) {
      problems.add(Problem.at(source, DataErrors.DATA_FIELD_REQUIRED, source));
      return false;
    }
    if (value.length() > MAX_KEY_LENGTH) {
      problems.add(Problem.at(source, DataErrors.DATA_FIELD_TOO_LONG, source, MAX_KEY_LENGTH));
      return false;
    }
    return true;
  }

  /**
   * A hierarchical reference set's record may name its parent by code: the parent must be an active
   * record of the same set, and the chain of parents may not come back to this record.
   */
  private void checkParent(RecordWork ctx, List<Problem> problems) {
    String parent = ctx.write.parent();
    if (parent == null) {
      return;
    }
    if (!ctx.entity.hierarchical()) {
      problems.add(
          Problem.at("parent", DataErrors.DATA_PARENT_NOT_HIERARCHICAL, ctx.entity.name()));
      return;
    }
    if (!timelines.missingCodes(ctx.entity.name(), Set.of(parent)).isEmpty()) {
      problems.add(Problem.at("parent", DataErrors.DATA_PARENT_UNKNOWN, parent, ctx.entity.name()));
      return;
    }
    JsonNode own = ctx.values.get(ctx.entity.codeAttribute());
    String code = own == null ? null : own.asString();
    Set<String> seen = new HashSet<>();
    for (String p = parent;
        p != null && seen.add(p);
        p = timelines.parentOf(ctx.entity.name(), p)) {
      if (p.equals(code)) {
        problems.add(Problem.at("parent", DataErrors.DATA_PARENT_CYCLE, parent, code));
        return;
      }
    }
    ctx.values.put(EntityModel.PARENT, StringNode.valueOf(parent));
  }
}
