package org.platform.mdm.operations;

import java.util.Map;

/**
 * The values a parameter may take, known only at run time (the registers of the model, say), each
 * with the label a person sees; asked each time a definition is checked or a form is shown.
 */
@FunctionalInterface
public interface Selector {

  /** Allowed value → its label, in the order to show them. */
  Map<String, String> values();
}
