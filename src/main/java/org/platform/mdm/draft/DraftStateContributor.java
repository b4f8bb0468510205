package org.platform.mdm.draft;

import java.util.List;

/** A module that defines draft states; every bean of this type is listed by {@code GET /states}. */
public interface DraftStateContributor {
  List<DraftStateInfo> states();
}
