package org.platform.mdm.data;

/** The formats of a bulk load. */
public enum ImportFormat {
  /** One record write body (the meta-data-driven API's JSON) per line. */
  NDJSON,
  /** One entity per file; a header of attribute names and externalId, sourceSystem, … */
  CSV
}
