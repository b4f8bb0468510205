package org.platform.mdm.operations;

/** The type of a parameter's values. */
public enum ParameterType {
  STRING,
  BOOLEAN,
  INTEGER,
  NUMBER,
  DATE,
  TIMESTAMP
}
