package org.platform.mdm.dq.function;

/**
 * A function's refusal to answer inputs that pass its ports but that it cannot work with (an
 * enumeration or a reference set the data model does not have, a step of a composite refused): the
 * call is not made, and its problem says why.
 */
public class CallRefused extends RuntimeException {

  public CallRefused(String problem) {
    super(problem, null, false, false);
  }
}
