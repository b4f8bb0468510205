package org.platform.mdm.system;

import java.util.Arrays;
import org.springframework.context.MessageSourceResolvable;

/**
 * A phrase a message names as one of its parameters, in the message's language: its text is a key
 * of the message bundles ({@code setting.type.INTEGER_AT_LEAST}: "INTEGER (at least {0})", Russian
 * "INTEGER (не меньше {0})"). Where no language applies (a log, the parameters on the wire) it is
 * the English text.
 *
 * @param key the key of its text in the bundles
 * @param english its English text, the same as the English bundle's
 */
public record Wording(String key, Object[] arguments, String english)
    implements MessageSourceResolvable {

  public Wording {
    arguments = arguments.clone();
  }

  @Override
  public String[] getCodes() {
    return new String[] {key};
  }

  @Override
  public Object[] getArguments() {
    return arguments.clone();
  }

  @Override
  public String getDefaultMessage() {
    return english;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Wording w
        && key.equals(w.key)
        && Arrays.equals(arguments, w.arguments)
        && english.equals(w.english);
  }

  @Override
  public int hashCode() {
    return 31 * key.hashCode() + Arrays.hashCode(arguments);
  }

  @Override
  public String toString() {
    return english;
  }
}
