package org.platform.mdm.data.record;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.ContributionsView;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.RecordName;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;

/**
 * Every source's value of every attribute of a record at an instant, beside the golden value: the
 * origins' revisions in force there, consolidated as the record is, so that the card shows what
 * lost as well as what won.
 */
@Component
public class RecordContributions {

  private final RecordDetails details;
  private final RevisionRepository revisions;
  private final EntityModels entities;
  private final RecordViews views;

  RecordContributions(
      RecordDetails details,
      RevisionRepository revisions,
      EntityModels entities,
      RecordViews views) {
    this.details = details;
    this.revisions = revisions;
    this.entities = entities;
    this.views = views;
  }

  /** The record at the instant (now when null) with each origin's values. */
  @Transactional(readOnly = true)
  public ContributionsView at(EtalonId etalonId, Instant instant, PlatformUser user) {
    RecordRepository.EtalonRow etalon = details.readable(etalonId, user);
    EntityModel entity =
        entities
            .of(entities.published(), etalon.entityName())
            .orElseThrow(
                () -> new PlatformException(DataErrors.DATA_ENTITY_UNKNOWN, etalon.entityName()));
    List<RevisionRepository.RevisionRow> rows = revisions.revisionRows(etalonId);
    long t = (instant == null ? Instant.now() : instant).toEpochMilli();
    TimelineInterval interval =
        TimelineInterval.at(
            TimelineCalculator.compute(
                entity.rule(), etalon.status(), RevisionRepository.origins(rows)),
            t);
    RecordName naming = RecordName.of(entities.published().model(), entity.name());
    List<EtalonView.ExternalKeyView> keys = keys(rows);
    if (interval == null) {
      return new ContributionsView(
          etalonId.toString(),
          entity.name(),
          naming.fallback(keys, etalonId),
          null,
          null,
          false,
          List.of());
    }
    Map<String, RevisionRepository.RevisionRow> byRevision = new HashMap<>();
    rows.forEach(r -> byRevision.put(r.revision().originId() + "#" + r.revision().revision(), r));
    List<RevisionRepository.RevisionRow> states = new ArrayList<>();
    interval
        .contributors()
        .forEach(c -> states.add(byRevision.get(c.originId() + "#" + c.revision())));
    List<ContributionsView.AttributeView> attributes = new ArrayList<>();
    for (AttributeDef a : entity.attributes()) {
      attributes.add(attribute(entity.rule(), a.name(), interval, states));
    }
    return new ContributionsView(
        etalonId.toString(),
        entity.name(),
        naming.name(interval.values(), keys, etalonId),
        views.dateOf(interval.period().from(), Period.UNBOUNDED_FROM),
        views.dateOf(interval.period().to(), Period.UNBOUNDED_TO),
        interval.active(),
        attributes);
  }

  /** The record's keys: those of the origins its revisions belong to. */
  private static List<EtalonView.ExternalKeyView> keys(List<RevisionRepository.RevisionRow> rows) {
    Map<String, EtalonView.ExternalKeyView> keys = new java.util.LinkedHashMap<>();
    for (RevisionRepository.RevisionRow row : rows) {
      OriginRevision r = row.revision();
      keys.putIfAbsent(
          r.sourceSystem() + ":" + r.externalId(),
          new EtalonView.ExternalKeyView(r.externalId(), r.sourceSystem(), null));
    }
    return List.copyOf(keys.values());
  }

  private ContributionsView.AttributeView attribute(
      ConsolidationRule rule,
      String name,
      TimelineInterval interval,
      List<RevisionRepository.RevisionRow> states) {
    Contributor winner = interval.winners().get(name);
    boolean overridden = false;
    List<ContributionsView.Contribution> contributions = new ArrayList<>();
    List<RevisionRepository.RevisionRow> ordered = new ArrayList<>(states);
    ordered.sort(
        Comparator.comparingInt(
                (RevisionRepository.RevisionRow r) ->
                    rule.weight(name, r.revision().sourceSystem()))
            .thenComparingLong(r -> r.revision().seq())
            .reversed());
    for (RevisionRepository.RevisionRow row : ordered) {
      OriginRevision r = row.revision();
      JsonNode value = r.values().get(name);
      boolean emptied = value != null && value.isNull();
      if (r.overrides() && value != null) {
        overridden = true;
      }
      contributions.add(
          new ContributionsView.Contribution(
              r.sourceSystem(),
              r.externalId(),
              emptied ? null : value,
              emptied,
              rule.weight(name, r.sourceSystem()),
              winner != null
                  && winner.originId().equals(r.originId())
                  && winner.revision() == r.revision(),
              r.status(),
              row.createDate(),
              row.createdBy()));
    }
    return new ContributionsView.AttributeView(
        name, interval.values().get(name), overridden, contributions);
  }
}
