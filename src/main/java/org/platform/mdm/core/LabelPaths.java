package org.platform.mdm.core;

import java.util.List;
import org.platform.mdm.system.Problem;

/**
 * What a security label's attribute paths may name, told by the module that knows the data model: a
 * path {@code Entity.attribute} must name a simple attribute of a published register or reference
 * set.
 */
public interface LabelPaths {

  /** The problems of one path at {@code at}; none when it names such an attribute. */
  List<Problem> check(String at, String path);

  /** The entity part of a path (before its first dot), or the whole path without one. */
  static String entity(String path) {
    int dot = path == null ? -1 : path.indexOf('.');
    return dot < 0 ? path : path.substring(0, dot);
  }
}
