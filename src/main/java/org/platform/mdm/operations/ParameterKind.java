package org.platform.mdm.operations;

/** The layout of a parameter's value: one value, a list of values, or values by name. */
public enum ParameterKind {
  SINGLE,
  COLLECTION,
  MAP
}
