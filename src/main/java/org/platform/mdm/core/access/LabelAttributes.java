package org.platform.mdm.core.access;

import java.time.Duration;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.system.RecentValues;
import org.springframework.stereotype.Component;

/**
 * The attributes every entity's security labels name, read at most once a second: search asks on
 * every write, and labels change a few times a year. A change of labels on this node is seen at
 * once (after its commit); another node's within the second. A document written meanwhile with the
 * labels before the change is judged as one written before the change was (see {@code
 * search.LabelledCount}): its count stays exact.
 */
@Component
public class LabelAttributes {

  private final SecurityLabelRepository labels;
  private final RecentValues<Boolean, Map<String, List<String>>> all =
      new RecentValues<>(Duration.ofSeconds(1), 1);

  LabelAttributes(SecurityLabelRepository labels) {
    this.labels = labels;
  }

  /** The attributes of these entities' labels, sorted, by entity; one without labels left out. */
  public Map<String, List<String>> of(Collection<String> entities) {
    Map<String, List<String>> byEntity = all.get(Boolean.TRUE, labels::attributesOfAll);
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (String entity : entities) {
      List<String> attributes = byEntity.get(entity);
      if (attributes != null) {
        out.put(entity, attributes);
      }
    }
    return out;
  }

  /** Forgets what was read now and again when the current transaction (if any) commits. */
  public void forget() {
    all.forget();
  }
}
