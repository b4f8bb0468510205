package org.platform.mdm.dg.history;

import java.util.Comparator;
import java.util.List;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.RecordAccess;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.dg.asset.AssetTypes;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/** What the segments of the asset history pipelines do. */
@Component
class AssetHistorySteps {

  private final AssetTypes types;
  private final RecordAccess access;
  private final RecordService records;

  /** The record services are lazy: they run pipelines, and these steps are a pipeline's. */
  AssetHistorySteps(AssetTypes types, @Lazy RecordAccess access, @Lazy RecordService records) {
    this.types = types;
    this.access = access;
    this.records = records;
  }

  /**
   * Finds the asset: a record of an asset type (404 for any other record, or none); by a key, the
   * record the key names now in that asset type (400 when it is no asset type).
   */
  void start(AssetHistoryWork work) {
    AssetHistoryQuery q = work.query;
    if (q.byKey()) {
      if (!types.isAssetType(q.assetType())) {
        throw new PlatformException(
            List.of(Problem.at("assetType", DgErrors.DG_ASSET_TYPE_UNKNOWN, q.assetType())));
      }
      // The key's record, found without reading it: the history checks the right to read it.
      RecordLocator key = RecordLocator.byKey(q.assetType(), q.sourceSystem(), q.externalId());
      work.etalonId =
          records
              .keyOwner(key)
              .orElseThrow(
                  () ->
                      new PlatformException(
                          DataErrors.DATA_RECORD_NOT_FOUND,
                          q.sourceSystem() + "/" + q.externalId()));
      return;
    }
    EtalonId id = q.etalonId();
    boolean asset =
        access.find(id).map(r -> types.isAssetType(r.entityName())).orElse(Boolean.FALSE);
    if (!asset) {
      throw new PlatformException(DgErrors.DG_ASSET_NOT_FOUND, id);
    }
    work.etalonId = id;
  }

  /**
   * {@code [ASSET_HISTORY]}: the record's history as the user may see it (READ on the asset type,
   * the record not hidden by the user's security labels, links to records it may not see left out).
   */
  void read(AssetHistoryWork work) {
    work.events = records.history(work.etalonId, work.user);
  }

  /** {@code [ASSET_HISTORY_TRANSITIONS]}: the asset's events, writes as transitions. */
  void transitions(AssetHistoryWork work) {
    work.items = AssetEvents.of(work.events);
  }

  /** {@code [ASSET_HISTORY_FINISH]}: the events asked for, newest first, one page of them. */
  void finish(AssetHistoryWork work) {
    AssetHistoryQuery q = work.query;
    List<AssetHistoryItem> matching =
        work.items.stream()
            .filter(i -> q.wants(i.eventType(), i.date()))
            .sorted(Comparator.comparingLong(AssetHistoryItem::seq).reversed())
            .toList();
    int from = Math.min(q.offset(), matching.size());
    int to = Math.min(from + q.limit(), matching.size());
    work.page = new AssetHistoryPage(matching.size(), matching.subList(from, to));
  }
}
