package org.platform.mdm.system;

/** The kinds of pipeline segments. */
public enum SegmentType {
  /** Opens a pipeline; the pipeline is named after it. */
  START,
  /** A step another module inserted, for example a notification or a quality check. */
  POINT,
  /** A step that hands over to another module's pipeline or storage. */
  CONNECTOR,
  /** Closes a pipeline. */
  FINISH,
  /** Runs when a step failed, before the failure reaches the caller. */
  FALLBACK
}
