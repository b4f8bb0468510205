package org.platform.mdm.dg.model;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Objects;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.draft.PublishNotes;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DisplayFormat;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.ModelPublishListener;
import org.springframework.stereotype.Component;

/**
 * Rule 2 of the spec: after an asset type changes, the asset graph must be reindexed, and the
 * publication says so. A type changed when its display format, its attributes or its parent differ
 * from the model before, or when a register became an asset type: its records' rows in the asset
 * graph are then out of date until {@code dgAssetsReindexJob} rebuilds them. A type new in the
 * model has no records yet and needs nothing.
 */
@Component
class AssetTypeChanges implements ModelPublishListener {

  static final String NOTE = "dg.info.reindexRequired";

  private final AssetReindexRepository reindex;
  private final Clock clock;

  AssetTypeChanges(AssetReindexRepository reindex, Clock clock) {
    this.reindex = reindex;
    this.clock = clock;
  }

  @Override
  public void published(DataModel before, DataModel after) {
    List<String> changed = changed(before, after);
    if (changed.isEmpty()) {
      return;
    }
    reindex.mark(changed, OffsetDateTime.now(clock));
    PublishNotes.add(
        new PublishNotes.Note(
            DgErrors.MODULE_ID,
            String.join(",", changed),
            NOTE,
            List.of(String.join(", ", changed), AssetReindexOperation.NAME)));
  }

  /** The asset types of {@code after} whose records the asset graph shows as they were. */
  static List<String> changed(DataModel before, DataModel after) {
    return after.entities().stream()
        .filter(e -> e.assetType() != null)
        .filter(e -> before.entity(e.name()).map(b -> changed(b, e)).orElse(false))
        .map(EntityDef::name)
        .sorted()
        .toList();
  }

  private static boolean changed(EntityDef before, EntityDef after) {
    return before.assetType() == null
        || !Objects.equals(before.assetType().parent(), after.assetType().parent())
        || !Objects.equals(format(before), format(after))
        || !before.attributes().equals(after.attributes());
  }

  private static String format(EntityDef e) {
    return e.customProperties().get(DisplayFormat.DISPLAY_FORMAT);
  }
}
