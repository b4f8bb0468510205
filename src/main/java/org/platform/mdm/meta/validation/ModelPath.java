package org.platform.mdm.meta.validation;

/**
 * Builds the readable {@code source} of a problem, for example {@code
 * entities[Customer].attributes[inn].type}: elements by name, by position when the name is missing.
 */
final class ModelPath {

  private ModelPath() {}

  /**
   * The element {@code name} (or number {@code index}) of {@code collection} under {@code parent}.
   */
  static String element(String parent, String collection, String name, int index) {
    String label = name == null || name.isBlank() ? String.valueOf(index) : name;
    return prefix(parent) + collection + "[" + label + "]";
  }

  static String element(String collection, String name, int index) {
    return element("", collection, name, index);
  }

  static String field(String path, String field) {
    return prefix(path) + field;
  }

  /**
   * The entry {@code key} of the map field {@code field}, for example {@code sourceWeights[crm]}.
   */
  static String entry(String path, String field, String key) {
    return field(path, field) + "[" + key + "]";
  }

  private static String prefix(String parent) {
    return parent.isEmpty() ? "" : parent + ".";
  }
}
