package org.platform.mdm.dq.web;

/** Where a quality function comes from. */
enum FunctionKind {
  /** Shipped with the platform. */
  SYSTEM,
  /**
   * Built from other functions in the quality model (not yet: only system functions are listed).
   */
  COMPOSITE
}
