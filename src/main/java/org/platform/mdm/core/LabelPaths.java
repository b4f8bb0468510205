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

  /**
   * A value of the path's attribute, given as text, in the JSON form records hold it: a {@code
   * Long} for an Integer, a {@code BigDecimal} for a Number, a {@code Boolean} for a Boolean, the
   * text otherwise; or the problems (at {@code at}) of a text that is no such value.
   */
  Value value(String at, String path, String text);

  /** A typed value, or why the text is none. */
  record Value(Object value, List<Problem> problems) {}

  /** The entity part of a path (before its first dot), or the whole path without one. */
  static String entity(String path) {
    int dot = path == null ? -1 : path.indexOf('.');
    return dot < 0 ? path : path.substring(0, dot);
  }

  /** The attribute part of a path (after its first dot), or the whole path without one. */
  static String attribute(String path) {
    int dot = path == null ? -1 : path.indexOf('.');
    return dot < 0 ? path : path.substring(dot + 1);
  }
}
