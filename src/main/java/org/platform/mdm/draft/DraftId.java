package org.platform.mdm.draft;

import org.platform.mdm.system.PlatformException;

/** The id of a draft: a positive 64-bit number. */
public record DraftId(long value) {

  public DraftId {
    if (value <= 0) {
      throw new PlatformException(DraftErrors.DRAFT_ID_INVALID, value);
    }
  }

  public static DraftId of(Long value) {
    return value == null ? null : new DraftId(value);
  }

  @Override
  public String toString() {
    return Long.toString(value);
  }
}
