package org.platform.mdm.data.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.OriginView;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.TimelineView;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.JsonNode;

/**
 * What a record is made of, for a user who may read it: its stored timeline with each interval's
 * contributors, and every origin with all its revisions.
 */
@Component
public class RecordDetails {

  private final RecordRepository records;
  private final RevisionRepository revisions;
  private final TimelineRepository timelines;
  private final RecordViews views;
  private final RecordLabelChecks labels;

  RecordDetails(
      RecordRepository records,
      RevisionRepository revisions,
      TimelineRepository timelines,
      RecordViews views,
      RecordLabelChecks labels) {
    this.labels = labels;
    this.records = records;
    this.revisions = revisions;
    this.timelines = timelines;
    this.views = views;
  }

  /** Every interval of the etalon's timeline with its contributors. */
  @Transactional(readOnly = true)
  public List<TimelineView> timeline(EtalonId etalonId, PlatformUser user) {
    readable(etalonId, user);
    return timelines.timeline(etalonId).stream()
        .map(
            i ->
                new TimelineView(
                    views.dateOf(i.period().from(), Period.UNBOUNDED_FROM),
                    views.dateOf(i.period().to(), Period.UNBOUNDED_TO),
                    i.active(),
                    contributors(i.contributors())))
        .toList();
  }

  /** Every origin of the etalon with all its revisions. */
  @Transactional(readOnly = true)
  public List<OriginView> origins(EtalonId etalonId, PlatformUser user) {
    readable(etalonId, user);
    Map<UUID, List<OriginView.RevisionView>> revisions = new LinkedHashMap<>();
    List<RevisionRepository.RevisionRow> rows = this.revisions.revisionRows(etalonId);
    for (RevisionRepository.RevisionRow row : rows) {
      revisions
          .computeIfAbsent(row.revision().originId(), k -> new ArrayList<>())
          .add(revision(row));
    }
    return RevisionRepository.origins(rows).stream()
        .map(
            o ->
                new OriginView(
                    o.externalId(),
                    o.sourceSystem(),
                    o.status(),
                    revisions.getOrDefault(o.originId(), List.of())))
        .toList();
  }

  /**
   * Refuses an etalon the user may not read (403), or an unknown one or one the user's security
   * labels hide (404).
   */
  public RecordRepository.EtalonRow readable(EtalonId etalonId, PlatformUser user) {
    RecordRepository.EtalonRow etalon =
        records
            .findEtalon(etalonId)
            .orElseThrow(() -> new PlatformException(DataErrors.DATA_RECORD_NOT_FOUND, etalonId));
    if (!user.can(etalon.entityName(), Right.READ)) {
      throw new PlatformException(
          DataErrors.DATA_ACCESS_DENIED, user.userName(), Right.READ.name(), etalon.entityName());
    }
    labels.requireVisible(user, etalonId, etalon.entityName());
    return etalon;
  }

  private OriginView.RevisionView revision(RevisionRepository.RevisionRow row) {
    OriginRevision r = row.revision();
    return new OriginView.RevisionView(
        r.revision(),
        views.dateOf(r.period().from(), Period.UNBOUNDED_FROM),
        views.dateOf(r.period().to(), Period.UNBOUNDED_TO),
        r.status(),
        row.operation(),
        r.values(),
        row.createDate(),
        row.createdBy());
  }

  private static List<TimelineView.ContributorView> contributors(JsonNode contributors) {
    List<TimelineView.ContributorView> list = new ArrayList<>();
    for (JsonNode c : contributors) {
      list.add(
          new TimelineView.ContributorView(
              c.path("externalId").asString(),
              c.path("sourceSystem").asString(),
              c.path("revision").asInt(),
              RecordStatus.valueOf(c.path("status").asString())));
    }
    return list;
  }
}
