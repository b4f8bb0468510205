package org.platform.mdm.system;

import java.util.regex.Pattern;

/**
 * A named step of a pipeline, with the id {@code <moduleId>[<NAME>]}, for example {@code
 * org.platform.mdm.data[RECORD_UPSERT_START]}.
 */
public record Segment(String id, SegmentType type, String description) {

  private static final Pattern ID = Pattern.compile("[a-z][a-z0-9.]*\\[[A-Z][A-Z0-9_]*]");

  public Segment {
    if (id == null || !ID.matcher(id).matches()) {
      throw new IllegalArgumentException("a segment id is <moduleId>[<NAME>], not " + id);
    }
  }

  public static Segment of(String moduleId, String name, SegmentType type, String description) {
    return new Segment(moduleId + "[" + name + "]", type, description);
  }
}
