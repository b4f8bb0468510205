package org.platform.mdm.data.record;

import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.LargeObjects;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;

/**
 * The large objects a write names: each must have been uploaded, then it is attached to the record.
 */
@Component
class RecordLargeObjects {

  private final LargeObjects largeObjects;

  RecordLargeObjects(LargeObjects largeObjects) {
    this.largeObjects = largeObjects;
  }

  /**
   * The large objects the write names must have been uploaded, and one no record holds yet by the
   * writing user: naming another user's upload would take it over.
   */
  void check(RecordWork ctx, List<Problem> problems) {
    if (ctx.largeObjects.isEmpty()) {
      return;
    }
    Set<UUID> existing = largeObjects.existing(ctx.largeObjects.keySet());
    Set<UUID> others = largeObjects.othersUploads(ctx.largeObjects.keySet(), ctx.user());
    ctx.largeObjects.forEach(
        (id, paths) -> {
          if (!existing.contains(id)) {
            paths.forEach(p -> problems.add(Problem.at(p, DataErrors.DATA_LOB_UNKNOWN, id)));
          } else if (others.contains(id)) {
            paths.forEach(
                p -> problems.add(Problem.at(p, DataErrors.DATA_LOB_OF_ANOTHER_USER, id)));
          }
        });
  }

  /**
   * Attaches the large objects the write names to its record; refused for one of another record.
   */
  void attach(RecordWork ctx) {
    if (!ctx.largeObjects.isEmpty()) {
      List<UUID> refused =
          largeObjects.attach(
              ctx.largeObjects.keySet(), ctx.etalonId.value(), ctx.entity.name(), ctx.now());
      if (!refused.isEmpty()) {
        UUID id = refused.get(0);
        throw new PlatformException(
            List.of(
                Problem.at(
                    ctx.largeObjects.get(id).get(0),
                    DataErrors.DATA_LOB_OF_ANOTHER_RECORD,
                    id,
                    ctx.etalonId)));
      }
    }
  }
}
