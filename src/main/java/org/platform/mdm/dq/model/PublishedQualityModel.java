package org.platform.mdm.dq.model;

import java.time.OffsetDateTime;

/** A published revision of the quality model; revision 0 is the empty model nobody published. */
public record PublishedQualityModel(
    int revision, QualityModel model, String publishedBy, OffsetDateTime publishDate) {

  static PublishedQualityModel initial() {
    return new PublishedQualityModel(0, new QualityModel(null, null, null), null, null);
  }
}
